import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/chat/display.ts";
import { type Command, type InterviewState, type Lang, renderReply } from "#app/chat/engine.ts";
import { sickLeaveMessage } from "#app/chat/phrases.ts";
import type { HistoryTurn } from "#app/platform/webhook-types.ts";
import { profileFields } from "#app/questionnaire/profile.ts";

/**
 * One interface for whoever answers the buyer (DESIGN §7): the built-in interviewer (default) or
 * an OpenAI-compatible model. `conversation.history` ends with the buyer's new message;
 * `conversation.interview` is the engine's state after reading it (the server always runs the
 * engine, so the profile is extracted and validated whichever provider talks).
 */
export type Conversation = {
  history: readonly HistoryTurn[];
  interview: InterviewState;
  /**
   * The knowledge-base entries found for the buyer's question back, if any (decision 054): the
   * only facts a model may answer it from. The built-in interviewer's reply already carries them.
   */
  knowledge?: readonly KnowledgeFact[];
};

/** An entry found for a question back: its slug, the search's confidence, and its text in both languages. */
export type KnowledgeFact = {
  slug: string;
  confidence: number;
  used: boolean;
  entry: { fr: { answer: string; link: string }; en: { answer: string; link: string } };
};

export interface AssistantProvider {
  readonly name: string;
  /**
   * Optional: reads the buyer's message into the engine's commands (a model's structured output).
   * Without it (or when it fails) the built-in reader reads the message. The engine validates
   * every command either way.
   */
  read?(input: { message: string; interview: InterviewState; history: readonly HistoryTurn[] }, language: Lang): Promise<Command[]>;
  reply(conversation: Conversation, language: Lang): AsyncIterable<string>;
}

const OPS = new Set(["set", "correct", "no-preference", "contact", "ask", "help", "which-city", "unclear"]);

/**
 * Commands out of a model's JSON ({"commands": [...]}), shape-checked: anything else is dropped
 * (the engine then checks each value against the field's rules).
 */
export function parseCommands(json: unknown): Command[] {
  const list =
    json && typeof json === "object" && Array.isArray((json as { commands?: unknown }).commands)
      ? (json as { commands: unknown[] }).commands
      : [];
  const out: Command[] = [];
  const isField = (f: unknown): f is (typeof profileFields)[number] =>
    typeof f === "string" && (profileFields as readonly string[]).includes(f);
  for (const raw of list.slice(0, 30)) {
    if (!raw || typeof raw !== "object") continue;
    const c = raw as Record<string, unknown>;
    if (typeof c.op !== "string" || !OPS.has(c.op)) continue;
    if ((c.op === "set" || c.op === "correct") && isField(c.field) && (typeof c.value === "string" || typeof c.value === "number"))
      out.push({ op: c.op, field: c.field, value: String(c.value).slice(0, 200) });
    else if (c.op === "no-preference" && isField(c.field)) out.push({ op: "no-preference", field: c.field });
    else if (c.op === "contact")
      out.push({
        op: "contact",
        ...(typeof c.email === "string" ? { email: c.email } : {}),
        ...(typeof c.phone === "string" ? { phone: c.phone } : {}),
      });
    // The question only: its answer comes from the knowledge base, never from the model's command.
    else if (c.op === "ask") out.push({ op: "ask", question: typeof c.question === "string" ? c.question.slice(0, 500) : "" });
    else if (c.op === "help") out.push({ op: "help" });
    else if (c.op === "which-city" && Array.isArray(c.cities))
      out.push({ op: "which-city", cities: c.cities.filter((x): x is string => typeof x === "string").slice(0, 3) });
    else if (c.op === "unclear") out.push({ op: "unclear", reason: "not-understood" });
  }
  return out;
}

/**
 * Splits a reply into small pieces (a few words each) so the stream is real. The summary block
 * (which the screen never shows) travels whole in the first piece.
 */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const separator = text.indexOf(`\n${SUMMARY_SEPARATOR}\n`);
  const head = separator >= 0 ? text.slice(0, separator + SUMMARY_SEPARATOR.length + 2) : "";
  const tokens = text.slice(head.length).match(/\s*\S+/g) ?? [];
  const chunks: string[] = [];
  if (head) tokens[0] = head + (tokens[0] ?? "");
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(""));
  const tail = text.match(/\s+$/)?.[0];
  if (tail && chunks.length) chunks[chunks.length - 1] += tail;
  return chunks;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The built-in interviewer as a provider: its reply, a few words at a time (`chunkDelayMs` paces them). */
export function engineProvider(options: { chunkDelayMs?: number } = {}): AssistantProvider {
  const delay = options.chunkDelayMs ?? 0;
  return {
    name: "engine",
    async *reply(conversation, language) {
      const chunks = chunkText(renderReply(conversation.interview, language));
      for (let i = 0; i < chunks.length; i++) {
        if (i > 0 && delay > 0) await pause(delay);
        yield chunks[i];
      }
    },
  };
}

/**
 * Passes a streamed reply through, withholding the onboarding-complete marker and what follows
 * it (the profile JSON is never shown, SPEC §4), even when the marker arrives split across chunks.
 */
export class MarkerFilter {
  private text = "";
  private emitted = 0;
  private stopped = false;

  /** Adds a chunk; returns the part that is safe to show now. */
  push(chunk: string): string {
    this.text += chunk;
    if (this.stopped) return "";
    const at = this.text.indexOf(ONBOARDING_MARKER);
    let safeEnd: number;
    if (at >= 0) {
      this.stopped = true;
      safeEnd = at;
    } else {
      // Hold back a tail that could be the start of the marker.
      safeEnd = this.text.length;
      for (let len = Math.min(ONBOARDING_MARKER.length - 1, this.text.length); len > 0; len--) {
        if (ONBOARDING_MARKER.startsWith(this.text.slice(this.text.length - len))) {
          safeEnd = this.text.length - len;
          break;
        }
      }
    }
    const out = this.text.slice(this.emitted, Math.max(this.emitted, safeEnd));
    this.emitted = Math.max(this.emitted, safeEnd);
    return out;
  }

  /** The end of the stream: whatever visible text was held back. */
  end(): string {
    if (this.stopped) return "";
    const out = this.text.slice(this.emitted);
    this.emitted = this.text.length;
    return out;
  }

  /** Everything received, marker included. */
  get full(): string {
    return this.text;
  }
}

/**
 * Runs a provider to the end, calling `onDelta` with the visible text as it arrives. Any failure
 * (thrown error, empty reply) gives the spec's sick-leave message instead (SPEC §8); the caller
 * keeps the conversation either way.
 */
export async function collectReply(
  provider: AssistantProvider,
  conversation: Conversation,
  language: Lang,
  onDelta: (text: string) => void | Promise<void> = () => {},
): Promise<{ text: string; failed: boolean; error?: unknown }> {
  const filter = new MarkerFilter();
  try {
    for await (const chunk of provider.reply(conversation, language)) {
      const visible = filter.push(chunk);
      if (visible) await onDelta(visible);
    }
    const rest = filter.end();
    if (rest) await onDelta(rest);
    if (!filter.full.trim()) throw new Error("empty reply");
    return { text: filter.full, failed: false };
  } catch (error) {
    return { text: sickLeaveMessage(language), failed: true, error };
  }
}
