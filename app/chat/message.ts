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

/** SPEC §3 chat message; an assistant message may cite the knowledge-base entries it drew on (decision 054). */
export type ChatMessage = { id: string; role: "user" | "assistant"; content: string; timestamp: string; sources?: ChatSource[] };

/** A knowledge-base entry found for a question back: its slug, the search's confidence, and whether the reply used it. */
export type ChatSource = { slug: string; confidence: number; used: boolean };

/** What the chat screen shows around the messages: choices as buttons, progress, the recap card. */
export type ChatScreenState = {
  quick: Array<{ label: string; value: string }>;
  /** Question n of 17 being asked (17 once done). */
  question: number;
  total: number;
  recap: ChatRecap | null;
  /** Two misses on the same question: the way to the step-by-step form (answers carried over). */
  wizard: boolean;
};

/** The completion card: the request's reference, what was asked for, and the buyer's private page. */
export type ChatRecap = {
  ref: string | null;
  vehicle: string;
  city: string;
  dealerships: string;
  /** The private request page; null while the buyer must first confirm their e-mail address. */
  path: string | null;
  state: string | null;
};

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
      /** The screen's state after the turn: quick replies, progress, the completion recap. */
      screen?: ChatScreenState;
    }
  | { type: "error"; message: string };

/**
 * Reads the chat stream (`POST /chat/stream`): one JSON event per line, yielded as each line
 * arrives. The one reader of that format, for the chat screen and the operator's test client.
 */
export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as ChatStreamEvent;
    }
    if (done) return;
  }
}
