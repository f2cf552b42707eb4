import type { AssistantProvider } from "#app/assistant/provider.ts";
import { systemPrompt } from "#app/assistant/system-prompt.ts";

export type OpenAiConfig = {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Whole-reply limit; the stream is aborted after it. */
  timeoutMs?: number;
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
  return {
    name: "openai-compatible",
    async *reply(conversation, language) {
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
            { role: "system", content: systemPrompt(language, conversation.interview) },
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
