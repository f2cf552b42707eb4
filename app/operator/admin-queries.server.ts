import { type SelectQueryBuilder, sql } from "kysely";
import { deliveryStatuses, type DeliveryStatusFilter } from "#app/operator/operator.ts";
import { hideConfirmationLinks } from "#app/outreach/outreach.ts";
import { getDb } from "#app/platform/db.server.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { pageWindow } from "#app/ui/admin-format.ts";
import type { Db } from "#db/index.ts";
import type { Database } from "#db/schema.ts";

/** Rows per admin list page. */
export const PAGE_SIZE = 50;

type Paged<T> = { rows: T[]; total: number; page: number; pages: number };

async function paged<T>(
  count: () => Promise<number>,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  rawPage: string | null,
): Promise<Paged<T>> {
  const total = await count();
  const { page, pages, offset } = pageWindow(rawPage, total, PAGE_SIZE);
  return { rows: total === 0 ? [] : await fetch(PAGE_SIZE, offset), total, page, pages };
}

// kysely types a query with nothing selected yet as `{}`.
/* eslint-disable @typescript-eslint/no-empty-object-type */
/**
 * One page of a table's rows, newest first (created_at, then id, descending), and the total it pages through.
 * `from` gives the (filtered) table, `select` its columns.
 */
function pagedNewestFirst<TB extends keyof Database, O>(
  from: () => SelectQueryBuilder<Database, TB, {}>,
  select: (query: SelectQueryBuilder<Database, TB, {}>) => SelectQueryBuilder<Database, TB, O>,
  rawPage: string | null,
  /* eslint-enable @typescript-eslint/no-empty-object-type */
) {
  return paged(
    async () =>
      Number(
        (
          await from()
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      select(from()).orderBy(sql.ref("created_at"), "desc").orderBy(sql.ref("id"), "desc").limit(limit).offset(offset).execute(),
    rawPage,
  );
}

const submissionColumns = [
  "id",
  "created_at",
  "brand",
  "condition",
  "model",
  "trim",
  "dealerships",
  "contact_method",
  "name",
  "email",
  "phone",
  "city",
  "privacy_level",
  "request_ref",
  "form_type",
  "language",
] as const;

/** Vehicle requests, newest first (SPEC §7.3: ordered by created_at descending). */
export function listSubmissions(db: Db, rawPage: string | null) {
  return pagedNewestFirst(
    () => db.selectFrom("vehicle_submissions"),
    (q) => q.select(submissionColumns),
    rawPage,
  );
}

/** Every vehicle request, newest first, for the CSV export. */
export function allSubmissions(db: Db) {
  return db.selectFrom("vehicle_submissions").select(submissionColumns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

const chatListColumns = [
  "id",
  "conversation_id",
  "created_at",
  "user_message",
  "assistant_response",
  "language",
  "webhook_status",
] as const;

/** Saved chat conversations, newest first. */
export function listChats(db: Db, rawPage: string | null) {
  return pagedNewestFirst(
    () => db.selectFrom("chat_conversations"),
    (q) => q.select(chatListColumns),
    rawPage,
  );
}

export async function getChat(db: Db, id: number) {
  const row = await db
    .selectFrom("chat_conversations")
    .select([...chatListColumns, "full_history", "email", "dealer_email_subject", "session_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, citations: await chatCitations(db, row.session_id) };
}

export type ChatCitation = { reply: string; sources: Array<{ slug: string; confidence: number; used: boolean }> };

/**
 * The knowledge-base entries each of Sam's replies drew on (decision 054), from the conversation's
 * stored messages: the operator sees which entry answered which question, and how sure the search was.
 */
async function chatCitations(db: Db, sessionId: string | null): Promise<ChatCitation[]> {
  if (!sessionId) return [];
  const session = await db.selectFrom("chat_sessions").select("history").where("id", "=", sessionId).executeTakeFirst();
  if (!session) return [];
  let history: unknown;
  try {
    history = JSON.parse(session.history);
  } catch {
    return [];
  }
  if (!Array.isArray(history)) return [];
  const out: ChatCitation[] = [];
  for (const m of history as Array<{ role?: unknown; content?: unknown; sources?: unknown }>) {
    if (m?.role !== "assistant" || !Array.isArray(m.sources) || m.sources.length === 0) continue;
    const sources = m.sources
      .filter((x): x is { slug: string; confidence: number; used: boolean } => typeof x?.slug === "string")
      .map((x) => ({ slug: x.slug, confidence: Number(x.confidence) || 0, used: x.used === true }));
    out.push({ reply: String(m.content ?? "").slice(0, 400), sources });
  }
  return out;
}

/** Property evaluation requests, newest first. */
export function listEvaluations(db: Db, rawPage: string | null) {
  return pagedNewestFirst(
    () => db.selectFrom("property_evaluations"),
    (q) =>
      q.select([
        "id",
        "created_at",
        "first_name",
        "last_name",
        "email",
        "phone",
        "city",
        "property_type",
        "estimated_value",
        "timeframe",
        "language",
      ]),
    rawPage,
  );
}

export function getEvaluation(db: Db, id: number) {
  return db.selectFrom("property_evaluations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Contact messages, newest first. */
export function listMessages(db: Db, rawPage: string | null) {
  return pagedNewestFirst(
    () => db.selectFrom("contact_messages"),
    (q) => q.select(["id", "created_at", "name", "email", "phone", "subject", "message", "language"]),
    rawPage,
  );
}

export function getMessage(db: Db, id: number) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * An operator page's reads: what `read` returns with `error: false`; when a read fails, the error is
 * logged (its message only) and the page gets no rows, `whenFailed`'s fields and `error: true`.
 */
export async function loadAdminPage<R extends Paged<unknown>>(
  what: string,
  read: (db: Db) => Promise<R>,
  whenFailed: Omit<R, keyof Paged<unknown>>,
): Promise<R & { error: boolean }> {
  try {
    return { ...(await read(getDb())), error: false };
  } catch (error) {
    logger.error({ what, err: errorMessage(error) }, "admin: loading failed");
    return { ...whenFailed, rows: [], total: 0, page: 1, pages: 1, error: true } as unknown as R & { error: boolean };
  }
}

/** The detail fields of a page whose reads failed. */
export const noDetail = { selected: null, missing: false };

/** A list page and the row its `?id=` names (`selected`); `missing` when an `?id=` names no row. */
export async function withDetail<T, S>(params: URLSearchParams, list: Promise<Paged<T>>, selected: Promise<S | undefined> | undefined) {
  const [page, row] = await Promise.all([list, selected]);
  return { ...page, selected: row ?? null, missing: params.has("id") && !row };
}

/** An operator list of numbered rows with its `?id=` detail panel (see loadAdminPage, withDetail). */
export function loadListWithDetail<T, S>(
  what: string,
  params: URLSearchParams,
  list: (db: Db, rawPage: string | null) => Promise<Paged<T>>,
  get: (db: Db, id: number) => Promise<S | undefined>,
) {
  const id = parseRowId(params.get("id"));
  return loadAdminPage(what, (db) => withDetail(params, list(db, params.get("page")), id === null ? undefined : get(db, id)), noDetail);
}

/** A numeric row id from `?id=`, or null. */
export function parseRowId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** `?status=` when it names a delivery status, else null (all). */
export function parseDeliveryStatus(raw: string | null): DeliveryStatusFilter | null {
  return (deliveryStatuses as readonly string[]).includes(raw ?? "") ? (raw as DeliveryStatusFilter) : null;
}

/** The outbox, newest first, optionally one status; payloads are left out of the list. */
export function listDeliveries(db: Db, status: DeliveryStatusFilter | null, rawPage: string | null) {
  return pagedNewestFirst(
    () => {
      const q = db.selectFrom("webhook_deliveries");
      return status ? q.where("status", "=", status) : q;
    },
    (q) =>
      q.select([
        "id",
        "created_at",
        "channel",
        "form_type",
        "status",
        "attempts",
        "next_attempt_at",
        "last_status",
        "last_error",
        "sent_at",
      ]),
    rawPage,
  );
}

/** One delivery with its payload and every attempt, oldest attempt first. */
export async function getDelivery(db: Db, id: string) {
  const delivery = await db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!delivery) return undefined;
  const attemptLog = await db.selectFrom("delivery_attempts").selectAll().where("delivery_id", "=", id).orderBy("id", "asc").execute();
  // A buyer's confirmation link is for their mailbox only (decision 041).
  return { ...delivery, payload: hideConfirmationLinks(delivery.payload), attemptLog };
}

/** A `webhook-id` from a query or a form (`msg_` + hex), or null. */
export function parseDeliveryId(raw: unknown): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(raw) ? raw : null;
}
