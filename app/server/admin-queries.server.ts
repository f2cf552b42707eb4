import type { Db } from "#db/index.ts";
import { pageWindow } from "#app/domain/admin-format.ts";

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
  return paged(
    async () =>
      Number(
        (
          await db
            .selectFrom("vehicle_submissions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      db
        .selectFrom("vehicle_submissions")
        .select(submissionColumns)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
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
  return paged(
    async () =>
      Number(
        (
          await db
            .selectFrom("chat_conversations")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      db
        .selectFrom("chat_conversations")
        .select(chatListColumns)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
    rawPage,
  );
}

export function getChat(db: Db, id: number) {
  return db
    .selectFrom("chat_conversations")
    .select([...chatListColumns, "full_history", "email", "dealer_email_subject"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Property evaluation requests, newest first. */
export function listEvaluations(db: Db, rawPage: string | null) {
  return paged(
    async () =>
      Number(
        (
          await db
            .selectFrom("property_evaluations")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      db
        .selectFrom("property_evaluations")
        .select([
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
        ])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
    rawPage,
  );
}

export function getEvaluation(db: Db, id: number) {
  return db.selectFrom("property_evaluations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Contact messages, newest first. */
export function listMessages(db: Db, rawPage: string | null) {
  return paged(
    async () =>
      Number(
        (
          await db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      db
        .selectFrom("contact_messages")
        .select(["id", "created_at", "name", "email", "phone", "subject", "message", "language"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
    rawPage,
  );
}

export function getMessage(db: Db, id: number) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A numeric row id from `?id=`, or null. */
export function parseRowId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
