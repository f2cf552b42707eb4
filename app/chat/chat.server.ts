import crypto from "node:crypto";
import { capHistory, cleanForDisplay, isCompletionMessage, splitOnboarding } from "#app/chat/display.ts";
import {
  type Command,
  execute,
  initialState,
  type InterviewState,
  isProfileComplete,
  type Lang,
  profileOf,
  QUESTION_COUNT,
  questionNumber,
  quickReplies,
  readMessage,
  renderReply,
  restoreState,
} from "#app/chat/engine.ts";
import { answerAsks, type Citation } from "#app/chat/knowledge/knowledge.server.ts";
import type { ChatMessage, ChatRecap, ChatScreenState, DeliveryIndicator } from "#app/chat/message.ts";
import { type AssistantProvider, collectReply } from "#app/chat/provider.ts";
import { requestPath } from "#app/outreach/outreach.ts";
import { outreachStatus, outreachStatusSentence, outreachStatusText, startOutreach } from "#app/outreach/start.server.ts";
import { asLang } from "#app/platform/language.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import type { ConfirmationAdmitter } from "#app/platform/quotas.server.ts";
import { smsEnabled } from "#app/platform/sms.server.ts";
import { typesetFrench } from "#app/platform/typography.ts";
import type { HistoryTurn, WebhookPayload } from "#app/platform/webhook-types.ts";
import type { CleanProfile } from "#app/questionnaire/profile.ts";
import { type DealerEmailInput, dealerInputOf } from "#app/questionnaire/webhook-email.ts";
import { buildChatCompletionPayload } from "#app/questionnaire/webhook-payloads.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

export type ChatSessionView = {
  id: string;
  language: Lang;
  history: ChatMessage[];
  state: InterviewState;
  completed: boolean;
  updatedAt: string;
};

/** A conversation id as it may appear in `?c=` (anything else is ignored). */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && /^chat_[a-f0-9]{24}$/.test(value);
}

function newSessionId(): string {
  return `chat_${crypto.randomBytes(12).toString("hex")}`;
}

function newMessage(role: ChatMessage["role"], content: string, now: Date): ChatMessage {
  return { id: crypto.randomUUID(), role, content, timestamp: now.toISOString() };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A conversation in progress, only for the visitor that owns it. */
export async function loadChat(db: Kysely<Database>, id: unknown, owner: string): Promise<ChatSessionView | undefined> {
  if (!isSessionId(id)) return undefined;
  const row = await db.selectFrom("chat_sessions").selectAll().where("id", "=", id).where("owner", "=", owner).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    language: asLang(row.language),
    history: parseJson<ChatMessage[]>(row.history, []),
    state: restoreState(parseJson<unknown>(row.state, null)),
    completed: row.status === "completed",
    updatedAt: row.updated_at,
  };
}

/**
 * Whether a message continuing `chat` (loadChat's answer for the posted id) starts a new
 * conversation, as runTurn decides: the daily quota counts those. The route reads the row once
 * and hands it to runTurn (`loaded`), instead of a second read of the same row.
 */
export function startsConversation(chat: ChatSessionView | undefined, lang: Lang): boolean {
  return !chat || chat.language !== lang;
}

/** What the dealer e-mail composer needs from a cleaned buyer profile: each answer dealers see, by its chat field. */
export function dealerInputFromProfile(p: CleanProfile): DealerEmailInput {
  const answers: Readonly<Record<string, string | undefined>> = p;
  return dealerInputOf((q) => answers[q.chat.field], { email: p.email, phone: p.phone });
}

function toTurns(history: readonly ChatMessage[]): HistoryTurn[] {
  return history.map((m) => ({ role: m.role, content: m.content }));
}

/** The chat-completion webhook body for a conversation and a profile (SPEC §3, §4). */
export function chatPayload(history: readonly ChatMessage[], profile: CleanProfile, lang: Lang, now: Date): WebhookPayload {
  return buildChatCompletionPayload({
    history: toTurns(history),
    email: profile.email ?? "",
    lang,
    profile: dealerInputFromProfile(profile),
    now,
  });
}

/** The test banner's payload: the real one once the conversation was saved, else what it would be now. */
export async function payloadPreview(db: Kysely<Database>, chat: ChatSessionView, now = new Date()): Promise<WebhookPayload | null> {
  if (chat.history.length === 0) return null;
  if (chat.completed) {
    const delivery = await chatDelivery(db, chat.id);
    if (delivery) return parseJson<WebhookPayload | null>(delivery.payload, null);
  }
  return chatPayload(chat.history, profileOf(chat.state), chat.language, now);
}

export type TurnResult = {
  sessionId: string;
  user: ChatMessage;
  assistant: ChatMessage;
  /** This turn completed the interview: the conversation and its webhook are committed. */
  completed: boolean;
  /** The provider failed; the sick-leave message was given and the conversation kept. */
  failed: boolean;
  payload: WebhookPayload | null;
  /** Another request changed the conversation meanwhile: nothing was stored. */
  conflict?: boolean;
  /** The interview after the turn (for the screen's quick replies and progress). */
  state: InterviewState;
};

/**
 * A turn that did not complete the interview, its webhook payload composed when it is read: only the operator's test
 * banner shows it (chat.stream.ts), so the dealer e-mail is not composed for every reply of every buyer.
 */
function withPayload(result: Omit<TurnResult, "payload">, compose: () => WebhookPayload): TurnResult {
  let payload: WebhookPayload | undefined;
  return Object.defineProperty(result, "payload", { enumerable: true, get: () => (payload ??= compose()) }) as TurnResult;
}

/**
 * One turn: the buyer's message in, Sam's reply out (streamed through `onDelta`), then ONE
 * transaction that stores the conversation (history capped, SPEC §4) and, when the reply meets
 * the completion trigger, the `chat_conversations` row with its webhook delivery (DESIGN §6).
 * An unknown, foreign or other-language conversation id starts a fresh conversation.
 */
export async function runTurn(args: {
  db: Kysely<Database>;
  provider: AssistantProvider;
  owner: string;
  sessionId?: unknown;
  lang: Lang;
  message: string;
  now?: () => Date;
  onDelta?: (text: string) => void | Promise<void>;
  /** False for the operator's automated test: the conversation is saved and sent, no dealer is contacted. */
  outreach?: boolean;
  /** The daily caps on the buyer's confirmation e-mail (the visitor's client address). */
  admitConfirmation?: ConfirmationAdmitter;
  /**
   * The row already read for `sessionId` and `owner` (loadChat; null: none found), so that it is
   * read once; a change committed since is caught by the update's `updated_at` check (a conflict).
   */
  loaded?: ChatSessionView | null;
}): Promise<TurnResult> {
  const clock = args.now ?? (() => new Date());
  const { db, lang } = args;
  const existing = args.loaded !== undefined ? (args.loaded ?? undefined) : await loadChat(db, args.sessionId, args.owner);
  const chat = existing && existing.language === lang ? existing : undefined;
  const sessionId = chat?.id ?? newSessionId();
  const history = chat?.history ?? [];
  const history0 = history;
  // Decision 046: without an SMS sender Sam does not offer SMS: the contact is e-mail, not asked.
  const sms = smsEnabled();
  const previousState = chat?.state ?? (sms ? initialState() : { ...initialState(), answers: { contact: "Courriel" } });

  const user = newMessage("user", args.message, clock());
  const read = await readTurn(db, args.provider, previousState, args.message, history, lang);
  const cited = read.cited;
  const state =
    sms || !read.state.answers.contact || read.state.answers.contact === "Courriel"
      ? read.state
      : { ...read.state, answers: { ...read.state.answers, contact: "Courriel" } };
  const conversation = { history: toTurns([...history, user]), interview: state, knowledge: cited };
  const reply = await collectReply(args.provider, conversation, lang, args.onDelta);
  if (reply.failed) logger.error({ provider: args.provider.name, err: errorMessage(reply.error) }, "assistant provider failed");

  // A reply that carried only the onboarding marker (a model's) shows no empty bubble: the engine's words stand in.
  let { visible } = splitOnboarding(reply.text);
  if (!reply.failed && !cleanForDisplay(visible)) visible = splitOnboarding(renderReply(state, lang)).visible;
  // A French reply is stored, sent and shown typeset, as every French text is (decision 049); the
  // stream shows the words as they come, and the finished reply replaces them.
  if (lang === "fr") visible = typesetFrench(visible);
  const replyNow = clock();
  const assistant: ChatMessage = {
    ...newMessage("assistant", visible, replyNow),
    // The knowledge-base entries this reply drew on (the operator's view of the chat cites them).
    ...(cited.length
      ? { sources: cited.map(({ slug, confidence, used }) => ({ slug, confidence: Math.round(confidence * 100) / 100, used })) }
      : {}),
  };
  const newHistory = capHistory([...history, user, assistant]);
  // The engine's profile (cleaned, SPEC §5): whoever read the messages, the engine validated them.
  const profile: CleanProfile = profileOf(state);
  // The trigger (SPEC §4) once the engine's interview is done and complete: a model talked into
  // saying the final message early does not send an empty request to dealerships.
  const completes = !reply.failed && !chat?.completed && state.done && isCompletionMessage(visible) && isProfileComplete(profile);

  const result = await db.transaction().execute(async (trx): Promise<TurnResult> => {
    const values = {
      history: JSON.stringify(newHistory),
      state: JSON.stringify(state),
      status: completes || chat?.completed ? ("completed" as const) : ("active" as const),
      updated_at: replyNow.toISOString(),
    };
    if (chat) {
      const updated = await trx
        .updateTable("chat_sessions")
        .set(values)
        .where("id", "=", chat.id)
        .where("updated_at", "=", chat.updatedAt)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        return { sessionId, user, assistant, completed: false, failed: reply.failed, payload: null, conflict: true, state: previousState };
      }
    } else {
      await trx
        .insertInto("chat_sessions")
        .values({ id: sessionId, owner: args.owner, language: lang, created_at: user.timestamp, ...values })
        .execute();
    }

    if (!completes) {
      // After the end, what the buyer types gets the request's true state, not a fixed sentence.
      const said = chat?.completed && !reply.failed ? await withStatus(trx, sessionId, assistant, lang) : undefined;
      if (!said)
        return withPayload({ sessionId, user, assistant, completed: false, failed: reply.failed, state }, () =>
          chatPayload(newHistory, profile, lang, replyNow),
        );
      const history = capHistory([...history0, user, said]);
      await trx
        .updateTable("chat_sessions")
        .set({ history: JSON.stringify(history) })
        .where("id", "=", sessionId)
        .execute();
      return withPayload({ sessionId, user, assistant: said, completed: false, failed: false, state }, () =>
        chatPayload(history, profile, lang, replyNow),
      );
    }
    let payload = chatPayload(newHistory, profile, lang, replyNow);

    const inserted = await trx
      .insertInto("chat_conversations")
      .values({
        conversation_id: payload.conversationId,
        created_at: replyNow.toISOString(),
        user_message: payload.message,
        assistant_response: payload.response,
        full_history: JSON.stringify(payload.fullHistory),
        language: lang,
        email: profile.email ?? "",
        dealer_email_subject: payload.emailDealerSubject,
        dealer_email_body: payload.emailDealerBody,
        webhook_status: "pending",
        session_id: sessionId,
        profile_json: JSON.stringify(profile),
      })
      .onConflict((oc) => oc.column("session_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    let final = assistant;
    if (inserted) {
      // Sam contacts the dealerships itself, in the same commit.
      if (args.outreach !== false) {
        await startOutreach(trx, { kind: "chat", id: inserted.id }, { admitConfirmation: args.admitConfirmation });
        // The spec's completion sentence stays as it is (the trigger); the request's true state
        // follows it, in the message the buyer reads and in the webhook's copy (decision 044).
        const said = await withStatus(trx, sessionId, assistant, lang);
        if (said) {
          final = said;
          const history = capHistory([...history0, user, final]);
          payload = chatPayload(history, profile, lang, replyNow);
          await trx
            .updateTable("chat_conversations")
            .set({ assistant_response: payload.response, full_history: JSON.stringify(payload.fullHistory) })
            .where("id", "=", inserted.id)
            .execute();
          await trx
            .updateTable("chat_sessions")
            .set({ history: JSON.stringify(history) })
            .where("id", "=", sessionId)
            .execute();
        }
      }
      await enqueueWebhook(trx, "chat", payload, { table: "chat_conversations", id: inserted.id });
    }
    return { sessionId, user, assistant: final, completed: Boolean(inserted), failed: false, payload, state };
  });
  // Committed: the worker can deliver now rather than at its next poll.
  if (result.completed) kickOutbox();
  return result;
}

/**
 * Sam's message followed by the request's true state (awaiting the buyer's confirmation and where
 * the link went, awaiting an operator, no dealer yet and when Sam searches again, dealers
 * contacted): undefined when the conversation started no outreach.
 */
async function withStatus(trx: Kysely<Database>, sessionId: string, message: ChatMessage, lang: Lang): Promise<ChatMessage | undefined> {
  const conversation = await trx.selectFrom("chat_conversations").select("id").where("session_id", "=", sessionId).executeTakeFirst();
  if (!conversation) return undefined;
  const info = await outreachStatus(trx, { kind: "chat", id: conversation.id }, lang);
  if (!info) return undefined;
  return { ...message, content: `${message.content}\n\n${outreachStatusSentence(info, lang)}` };
}

/**
 * The interview after the buyer's message: a model's commands when the provider reads (each
 * validated by the engine), else — or when the model fails — the built-in reader's. Questions
 * back are answered from the knowledge base before the engine runs (decision 054); what it cannot
 * answer is recorded for the operator first.
 */
async function readTurn(
  db: Kysely<Database>,
  provider: AssistantProvider,
  previous: InterviewState,
  message: string,
  history: readonly ChatMessage[],
  lang: Lang,
): Promise<{ state: InterviewState; cited: Citation[] }> {
  let commands: Command[] | undefined;
  if (provider.read && !previous.done) {
    try {
      const read = await provider.read({ message, interview: previous, history: toTurns(history) }, lang);
      if (read.length) commands = read;
    } catch (error) {
      logger.warn({ provider: provider.name, err: errorMessage(error) }, "model reading failed; built-in reader used");
    }
  }
  commands ??= readMessage(previous, message, lang);
  const known = { name: previous.answers.name, email: previous.email, phone: previous.phone };
  const { commands: answered, cited } = await answerAsks(db, commands, message, lang, known);
  return { state: execute(previous, answered), cited };
}

/**
 * The delivery indicator follows the dealers' outreach, never the webhook (decision 044): nothing
 * while the request waits for the buyer or an operator (the card says so) or found no dealer;
 * "sending" while the dealers' e-mails are on their way; "success" once every one left. A failed
 * webhook or a failing e-mail is the operator's matter (/admin/deliveries), never an error on the
 * buyer's screen. Owner-checked; carries no personal data.
 */
export async function chatDeliveryStatus(db: Kysely<Database>, sessionId: unknown, owner: string): Promise<DeliveryIndicator> {
  if (!isSessionId(sessionId)) return "none";
  const owned = await db.selectFrom("chat_sessions").select("id").where("id", "=", sessionId).where("owner", "=", owner).executeTakeFirst();
  if (!owned) return "none";
  const rows = await db
    .selectFrom("chat_conversations as c")
    .innerJoin("buyer_requests as br", (j) => j.onRef("br.request_id", "=", "c.id").on("br.request_kind", "=", "chat"))
    .innerJoin("dealer_requests as dr", "dr.buyer_request_id", "br.id")
    .leftJoin("webhook_deliveries as wd", "wd.id", "dr.delivery_id")
    .where("c.session_id", "=", sessionId)
    .where("br.state", "=", "active")
    .select(["wd.status as status", "dr.sent_at as sentAt"])
    .execute();
  if (!rows.length) return "none";
  if (rows.every((r) => r.sentAt || r.status === "sent")) return "success";
  return rows.some((r) => r.status === "pending" || r.status === "sending" || r.status === "failed") ? "sending" : "none";
}

/** The saved conversation of a session and its webhook delivery (the operator's test banner). */
async function chatDelivery(db: Kysely<Database>, sessionId: string) {
  const conversation = await db.selectFrom("chat_conversations").select("id").where("session_id", "=", sessionId).executeTakeFirst();
  if (!conversation) return undefined;
  return db
    .selectFrom("webhook_deliveries")
    .select(["status", "attempts", "payload"])
    .where("source_table", "=", "chat_conversations")
    .where("source_id", "=", String(conversation.id))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/**
 * The screen around the messages: the asked question's choices as buttons, "Question n/17", and
 * once done the recap card (reference, vehicle, city, dealerships, private page when shown).
 */
export async function chatScreenState(
  db: Kysely<Database>,
  sessionId: string | null,
  state: InterviewState,
  lang: Lang,
): Promise<ChatScreenState> {
  const asked = state.done ? null : (state.asked ?? "brand");
  return {
    quick: quickReplies(state, lang),
    question: asked ? questionNumber[asked] : QUESTION_COUNT,
    total: QUESTION_COUNT,
    recap: state.done && sessionId ? await chatRecap(db, sessionId, state, lang) : null,
    wizard: !state.done && (state.misses?.count ?? 0) >= 2,
  };
}

async function chatRecap(db: Kysely<Database>, sessionId: string, state: InterviewState, lang: Lang): Promise<ChatRecap | null> {
  const conversation = await db.selectFrom("chat_conversations").select("id").where("session_id", "=", sessionId).executeTakeFirst();
  if (!conversation) return null;
  const br = await db
    .selectFrom("buyer_requests")
    .select(["request_ref", "token", "state"])
    .where("request_kind", "=", "chat")
    .where("request_id", "=", conversation.id)
    .executeTakeFirst();
  const info = await outreachStatus(db, { kind: "chat", id: conversation.id }, lang);
  const p = profileOf(state);
  return {
    ref: br?.request_ref ?? null,
    vehicle: [p.brand, p.model, p.trim].filter(Boolean).join(" "),
    city: p.city ?? "",
    dealerships: p.dealerships ?? "",
    // While the e-mail is unconfirmed the link is only in the e-mail.
    path: br && br.state !== "awaiting_confirmation" ? requestPath(br.token, lang) : null,
    state: br?.state ?? null,
    status: info ? { key: info.status.key, ...outreachStatusText(info, lang) } : null,
  };
}
