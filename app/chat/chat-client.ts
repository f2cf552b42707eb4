import { readChatEvents } from "#app/chat/message.ts";
import { type Lang, localePath } from "#app/platform/language.ts";

export type ChatReply = { conversationId: string; reply: string; completed: boolean };

/**
 * Sends one buyer message to the real chat (`POST /chat/stream`, or `/en/chat/stream`) and
 * resolves with Sam's whole reply once the turn is committed. `conversationId` null starts a new
 * conversation (owned by this browser's visitor cookie); the reply names it. Rejects on an HTTP
 * error, a chat `error` event, or when `signal` aborts.
 */
export async function sendChatMessage(lang: Lang, conversationId: string | null, text: string, signal?: AbortSignal): Promise<ChatReply> {
  const body = new FormData();
  body.set("message", text);
  // Only the operator's automated test page uses this client: its conversations contact no dealer.
  body.set("test", "1");
  if (conversationId) body.set("c", conversationId);
  const res = await fetch(localePath("/chat/stream", lang), { method: "POST", body, signal, credentials: "same-origin" });
  if (!res.ok || !res.body) {
    const problem = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(problem?.error ?? `HTTP ${res.status}: ${res.statusText}`);
  }
  for await (const event of readChatEvents(res.body)) {
    if (event.type === "error") throw new Error(event.message);
    if (event.type === "done") return { conversationId: event.conversationId, reply: event.assistant.content, completed: event.completed };
  }
  throw new Error("The chat stream ended without a reply");
}
