import { negotiationLine } from "#app/outreach/negotiation-email.ts";
import { closeNegotiations, openRound2 } from "#app/outreach/negotiation.server.ts";
import { composeDeadlinePassed } from "#app/outreach/outreach-email.ts";
import { requestPath, usableEmail } from "#app/outreach/outreach.ts";
import { loadSource, readVehicle } from "#app/outreach/start.server.ts";
import { widenSearches } from "#app/outreach/widen.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang } from "#app/platform/language.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { type Db } from "#db/index.ts";

// The deadline notice (a small timer, like retention)

/** E-mails each buyer whose 24 h deadline has passed, once; returns how many requests it closed. */
export async function notifyDeadlines(
  db: Db,
  options: { now?: Date; publicUrl?: string; negotiationMinutes?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom("buyer_requests")
    .selectAll()
    .where("deadline_notified_at", "is", null)
    .where("state", "=", "active")
    .where("deadline_at", "<=", now.toISOString())
    // Decision 033: a request waiting for its widened search closes after it (which resets the
    // deadline, or tells the buyer "still none" and closes it).
    .where((eb) => eb.or([eb("widen_due_at", "is", null), eb("widened_at", "is not", null)]))
    .limit(200)
    .execute();
  let done = 0;
  for (const br of due) {
    await writeTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable("buyer_requests")
        .set({ deadline_notified_at: now.toISOString() })
        .where("id", "=", br.id)
        .where("deadline_notified_at", "is", null)
        // Fenced: a widened search that committed meanwhile moved the deadline.
        .where("deadline_at", "<=", now.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      done++;
      // Round 2 opens in this same transaction, with its e-mails.
      const round2 = await openRound2(trx, br, options);
      const source = await loadSource(trx, br.request_kind, br.request_id);
      const email = usableEmail(source?.email);
      if (!source || !email) return;
      const count = await trx
        .selectFrom("offers as o")
        .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
        .where("dr.buyer_request_id", "=", br.id)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const l = asLang(br.language);
      const mail = composeDeadlinePassed({
        lang: l,
        name: source.name,
        vehicle: readVehicle(br.vehicle_json),
        count: Number(count.n),
        found: br.dealers_found,
        negotiation: Number(count.n) > 0 ? negotiationLine(l, round2) : undefined,
        pageUrl: (options.publicUrl ?? getEnv().PUBLIC_URL) + requestPath(br.token, l),
      });
      await enqueueEmail(trx, "buyer-deadline", { to: email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
    });
  }
  return done;
}

/**
 * Checks deadlines and widened searches at start, then every minute; returns its stopper.
 * `onQueued` wakes the outbox. The widened searches run first: one that resets a deadline must
 * not race the deadline notice of the same request.
 */
export function startOutreachTimer(db: Db, options: { everyMs?: number; onQueued?: () => void } = {}): () => void {
  const run = () =>
    widenSearches(db)
      .then(async (widened) => [widened, ...(await Promise.all([notifyDeadlines(db), closeNegotiations(db)]))] as const)
      .then(([widened, n, closed]) => {
        if (widened > 0) logger.info({ count: widened }, "outreach: searches widened");
        if (n > 0) logger.info({ count: n }, "outreach: requests reached their deadline");
        if (closed > 0) logger.info({ count: closed }, "outreach: negotiation rounds closed");
        if (widened + n + closed > 0) options.onQueued?.();
      })
      .catch((error) => logger.error({ err: errorMessage(error) }, "outreach: deadline check failed"));
  void run();
  const timer = setInterval(run, options.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
