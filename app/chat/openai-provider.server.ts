import { renderReply } from "#app/chat/engine.ts";
import { type AssistantProvider, chunkText, parseCommands } from "#app/chat/provider.ts";
import { commandPrompt, systemPrompt } from "#app/chat/system-prompt.ts";

export type OpenAiConfig = {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Whole-reply limit; the stream is aborted after it. */
  timeoutMs?: number;
  /** Limit for reading a message into commands (then the built-in reader takes over). */
  readTimeoutMs?: number;
  fetch?: typeof fetch;
};

export class ProviderError extends Error {
  override name = "ProviderError";
}

/**
 * Reads a server-sent-events body: yields the `data:` payload of each event (multi-line data
 * joined with "\n"), whatever the chunk boundaries.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(5).replace(/^ /, ""));
        }
      }
      if (done) {
        if (buffer.startsWith("data:")) data.push(buffer.slice(5).replace(/^ /, ""));
        if (data.length) yield data.join("\n");
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * An OpenAI-compatible chat-completions provider, streamed (`stream: true`, SSE). The system
 * prompt makes the model run the same questionnaire and end with the same final message. Any
 * HTTP error, malformed stream or timeout throws: the caller shows the sick-leave message.
 */
export function openAiProvider(config: OpenAiConfig): AssistantProvider {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers = {
    "content-type": "application/json",
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  return {
    name: "openai-compatible",
    async read({ message, interview }, language) {
      const response = await doFetch(url, {
        method: "POST",
        signal: AbortSignal.timeout(config.readTimeoutMs ?? 15_000),
        headers,
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: commandPrompt(language, interview) },
            { role: "user", content: message },
          ],
        }),
      });
      if (!response.ok) throw new ProviderError(`AI provider answered ${response.status} ${response.statusText}`);
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new ProviderError("AI provider sent no content");
      try {
        return parseCommands(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, "")));
      } catch {
        throw new ProviderError("AI provider sent malformed commands");
      }
    },
    async *reply(conversation, language) {
      // The end is the engine's: its final message carries the completion trigger and the profile.
      if (conversation.interview.done) {
        for (const chunk of chunkText(renderReply(conversation.interview, language))) yield chunk;
        return;
      }
      const signal = AbortSignal.timeout(config.timeoutMs ?? 60_000);
      const response = await doFetch(url, {
        method: "POST",
        signal,
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          temperature: 0.3,
          messages: [
            { role: "system", content: systemPrompt(language, conversation.interview, conversation.knowledge) },
            ...conversation.history.map((t) => ({ role: t.role, content: t.content })),
          ],
        }),
      });
      if (!response.ok || !response.body) {
        throw new ProviderError(`AI provider answered ${response.status} ${response.statusText}`);
      }
      for await (const data of readServerSentEvents(response.body)) {
        if (data.trim() === "[DONE]") return;
        let event: { choices?: Array<{ delta?: { content?: unknown } }>; error?: { message?: string } };
        try {
          event = JSON.parse(data);
        } catch {
          throw new ProviderError("AI provider sent a malformed event");
        }
        if (event.error) throw new ProviderError(`AI provider error: ${event.error.message ?? "unknown"}`);
        const content = event.choices?.[0]?.delta?.content;
        if (typeof content === "string" && content) yield content;
      }
    },
  };
}
