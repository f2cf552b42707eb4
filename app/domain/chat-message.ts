/** Longest buyer message the chat accepts (characters). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * SPEC §5: empty or whitespace-only input is not sent; nor is an oversized one. Returns the
 * i18n key of the error, or null. (The page checks with this, zod-free, to keep its JavaScript
 * small; the server checks with `ChatMessageSchema`, built on the same rule.)
 */
export function chatMessageError(text: string): "chat:errors.empty" | "chat:errors.tooLong" | null {
  const message = text.trim();
  if (!message) return "chat:errors.empty";
  if (message.length > MAX_MESSAGE_LENGTH) return "chat:errors.tooLong";
  return null;
}

/** SPEC §3 chat message. */
export type ChatMessage = { id: string; role: "user" | "assistant"; content: string; timestamp: string };

/** The webhook indicator's states (SPEC §4); "none" = idle. */
export type DeliveryIndicator = "none" | "sending" | "success" | "error";

/**
 * The streaming reply (`POST /chat/stream`), one JSON object per line: the visible text of Sam's
 * reply as it arrives, then `done` once the turn is committed (or `error`).
 */
export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | {
      type: "done";
      conversationId: string;
      user: ChatMessage;
      assistant: ChatMessage;
      completed: boolean;
      failed: boolean;
      payload: unknown;
    }
  | { type: "error"; message: string };
