import { z } from "zod";

/** Longest buyer message the chat accepts (characters). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * The chat form (SPEC §5: empty or whitespace-only input is not sent), used by the no-JS action,
 * the streaming route and the page. Error messages are i18n keys.
 */
export const ChatMessageSchema = z.object({
  message: z
    .string({ error: "chat:errors.empty" })
    .trim()
    .min(1, "chat:errors.empty")
    .max(MAX_MESSAGE_LENGTH, "chat:errors.tooLong"),
});

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
