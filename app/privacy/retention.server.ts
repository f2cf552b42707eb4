import { getEnv } from "#app/platform/env.server.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { AUDIT_KEPT_MONTHS } from "#app/privacy/audit.ts";
import { audit, eraseScope, PAYLOAD_DAYS, REDACTED_PAYLOAD, scopeOfMessage, scopeOfRecord } from "#app/privacy/privacy.server.ts";
import type { Db } from "#db/index.ts";

export const RETENTION_DAYS = 30;

/** At most this many records of each kind per run: a run stays short; the next one continues. */
const BATCH = 200;

export type Purged = {
  drafts: number;
  chatSessions: number;
  requests: number;
  conversations: number;
  contactMessages: number;
  evaluations: number;
  payloads: number;
  links: number;
  /** Privacy audit rows and daily link-request counts older than AUDIT_KEPT_MONTHS. */
  audit: number;
};

/** `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

const latest = (...times: Array<string | null | undefined>) =>
  times
    .filter((t): t is string => typeof t === "string" && t !== "")
    .sort()
    .at(-1) ?? "";

/**
 * Quebec's Law 25: keep personal data only as long as needed (the privacy page states
 * these periods).
 * - drafts and unfinished chat sessions: deleted 30 days after their last change;
 * - requests (wizard, form, chat), completed chats, contact messages and evaluations: personal data
 *   erased RETENTION_MONTHS after the last activity (a request's last activity includes its
 *   confirmation, offers, round 2 and choice; a request whose round 2 is open is not finished);
 * - a delivery's payload copy: redacted 30 days after it was sent (dead ones wait for an operator);
 * - privacy links: deleted once expired;
 * - the privacy audit and the privacy page's daily link-request counts: deleted after
 *   AUDIT_KEPT_MONTHS (2 years), so the log of what was done outlives the data it was done to.
 * `now` is a parameter so tests run the clock forward.
 */
export async function purgeExpired(db: Db, now = new Date(), options: { retentionMonths?: number } = {}): Promise<Purged> {
  const months = options.retentionMonths ?? getEnv().RETENTION_MONTHS;
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString();
  const keepSince = monthsBefore(now, months).toISOString();
  const at = now.toISOString();

  const drafts = await db.deleteFrom("drafts").where("updated_at", "<", cutoff).executeTakeFirst();
  const sessions = await db
    .deleteFrom("chat_sessions")
    .where((eb) => eb.or([eb.and([eb("status", "=", "active"), eb("updated_at", "<", cutoff)]), eb("updated_at", "<", keepSince)]))
    .executeTakeFirst();

  const purged: Purged = {
    drafts: Number(drafts.numDeletedRows),
    chatSessions: Number(sessions.numDeletedRows),
    requests: 0,
    conversations: 0,
    contactMessages: 0,
    evaluations: 0,
    payloads: 0,
    links: 0,
    audit: 0,
  };

  // Requests: rows older than the period that still hold personal data, then their last activity.
  const submissions = await db
    .selectFrom("vehicle_submissions")
    .select(["id", "created_at"])
    .where("created_at", "<", keepSince)
    .where((eb) =>
      eb.or([eb("email", "!=", ""), eb("name", "!=", ""), eb("phone", "!=", ""), eb("city", "!=", ""), eb("profile_json", "is not", null)]),
    )
    .orderBy("id")
    .limit(BATCH)
    .execute();
  const conversations = await db
    .selectFrom("chat_conversations")
    .select(["id", "created_at"])
    .where("created_at", "<", keepSince)
    .where((eb) =>
      eb.or([
        eb("email", "!=", ""),
        eb("full_history", "not in", ["", "[]"]),
        eb("user_message", "!=", ""),
        eb("profile_json", "is not", null),
      ]),
    )
    .orderBy("id")
    .limit(BATCH)
    .execute();
  const candidates = [
    ...submissions.map((r) => ({ kind: "submission" as const, id: r.id, createdAt: r.created_at })),
    ...conversations.map((r) => ({ kind: "chat" as const, id: r.id, createdAt: r.created_at })),
  ];
  for (const c of candidates) {
    const done = await writeTransaction(db, async (trx) => {
      const br = await trx
        .selectFrom("buyer_requests")
        .selectAll()
        .where("request_kind", "=", c.kind)
        .where("request_id", "=", c.id)
        .executeTakeFirst();
      let last = c.createdAt;
      if (br) {
        if (br.negotiation === "open") return false;
        const activity = await trx
          .selectFrom("dealer_requests as r")
          .leftJoin("offers as o", "o.dealer_request_id", "r.id")
          .select(["r.answered_at", "r.round2_revised_at", "o.updated_at"])
          .where("r.buyer_request_id", "=", br.id)
          .execute();
        last = latest(
          last,
          br.created_at,
          br.confirmed_at,
          br.chosen_at,
          br.negotiation_closed_at,
          ...activity.flatMap((a) => [a.answered_at, a.round2_revised_at, a.updated_at]),
        );
      }
      if (last >= keepSince) return false;
      const scope = await scopeOfRecord(trx, c.kind, c.id, { sweep: false });
      // Long after the request ended: no withdrawal notice to dealers.
      await eraseScope(trx, scope, { now, notifyDealers: false });
      return true;
    });
    if (done) purged[c.kind === "submission" ? "requests" : "conversations"] += 1;
  }

  for (const table of ["contact_messages", "property_evaluations"] as const) {
    const rows = await db.selectFrom(table).select("id").where("created_at", "<", keepSince).orderBy("id").limit(BATCH).execute();
    for (const row of rows) {
      await writeTransaction(db, async (trx) => eraseScope(trx, await scopeOfMessage(trx, table, row.id), { now, notifyDealers: false }));
      purged[table === "contact_messages" ? "contactMessages" : "evaluations"] += 1;
    }
  }

  // Payload copies of what was sent more than 30 days ago. Dead ones stay for an operator to act on.
  const sentBefore = new Date(now.getTime() - PAYLOAD_DAYS * 86_400_000).toISOString();
  const old = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("status", "=", "sent")
    .where("redacted_at", "is", null)
    .where("sent_at", "<", sentBefore)
    .limit(BATCH * 5)
    .execute();
  if (old.length > 0) {
    const list = old.map((r) => r.id);
    await writeTransaction(db, async (trx) => {
      await trx
        .updateTable("webhook_deliveries")
        .set({ payload: REDACTED_PAYLOAD, last_response: null, redacted_at: at })
        .where("id", "in", list)
        .execute();
      await trx.updateTable("delivery_attempts").set({ response_excerpt: null }).where("delivery_id", "in", list).execute();
    });
    purged.payloads = list.length;
  }

  const links = await db.deleteFrom("privacy_links").where("expires_at", "<=", now.getTime()).executeTakeFirst();
  purged.links = Number(links.numDeletedRows);

  const auditSince = monthsBefore(now, AUDIT_KEPT_MONTHS);
  const audits = await db.deleteFrom("privacy_audit").where("at", "<", auditSince.getTime()).executeTakeFirst();
  const days = await db.deleteFrom("privacy_link_requests").where("day", "<", auditSince.toISOString().slice(0, 10)).executeTakeFirst();
  purged.audit = Number(audits.numDeletedRows) + Number(days.numDeletedRows);

  const personal = purged.requests + purged.conversations + purged.contactMessages + purged.evaluations + purged.payloads;
  if (personal > 0) await audit(db, { action: "retention", subject: "retention", actor: "system", counts: purged }, now);
  return purged;
}

/** Purges at start, then every hour. */
export function startRetention(db: Db, everyMs = 3_600_000): () => void {
  const run = () =>
    purgeExpired(db)
      .then((purged) => {
        const total = Object.values(purged).reduce((a, b) => a + b, 0);
        if (total > 0) logger.info(purged, "retention: purged expired personal data");
      })
      .catch((error) => logger.error({ err: errorMessage(error) }, "retention: purge failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
