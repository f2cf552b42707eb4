import { composeWidened } from "#app/outreach/outreach-email.ts";
import { requestPath, usableEmail } from "#app/outreach/outreach.ts";
import { contactDealers, loadSource, readVehicle, type WindowOptions, windowsFrom } from "#app/outreach/start.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang, localePath } from "#app/platform/language.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import type { Db } from "#db/index.ts";

/**
 * Decision 033: a request confirmed with no dealer found is searched again `WIDEN_AFTER_MINUTES`
 * later (the whole province for the make, with the directory as it then is: matching.ts
 * `widenResult`), by the outreach timer. The dealers found are contacted exactly as at a
 * confirmation (same rows, same e-mails, round 1's windows starting now) and the buyer is told
 * what happened, once: dealers contacted and the nearest distance, or still none and what to do.
 *
 * Exactly once, like round 2 (decision 019): the claim (`widened_at`, a conditional update), the
 * dealer rows, every e-mail (outbox rows) and the outcome commit in ONE transaction. A crash
 * before the commit leaves nothing, so the next tick does it all; after it, the outbox sends each
 * message once under its stable id. A second instance's claim waits for the first's row lock
 * (PostgreSQL) or write lock (SQLite), then finds `widened_at` set and does nothing.
 */

type Options = { now?: Date; publicUrl?: string } & WindowOptions;

/** Widens every search that is due, once each; returns how many it handled. */
export async function widenSearches(db: Db, options: Options = {}): Promise<number> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const due = await db
    .selectFrom("buyer_requests")
    .select("id")
    .where("widen_due_at", "<=", at)
    .where("widened_at", "is", null)
    .where("state", "=", "active")
    .where("erased_at", "is", null)
    .orderBy("widen_due_at")
    .limit(200)
    .execute();
  let done = 0;
  for (const { id } of due) {
    const handled = await writeTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable("buyer_requests")
        .set({ widened_at: at })
        .where("id", "=", id)
        .where("widened_at", "is", null)
        .where("state", "=", "active")
        .where("dealers_found", "=", 0)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const br = await trx.selectFrom("buyer_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const source = await loadSource(trx, br.request_kind, br.request_id);
      const l = asLang(br.language);
      // Round 1's windows start now, for the dealers contacted now.
      const { deadlineAt, expiresAt } = windowsFrom(now, options);
      const base = options.publicUrl ?? getEnv().PUBLIC_URL;
      const result = source
        ? await contactDealers(trx, { ...br, deadline_at: deadlineAt }, source, now, base, expiresAt)
        : { outcome: "none" as const, found: 0, nearestKm: null };
      await trx
        .updateTable("buyer_requests")
        .set(
          result.outcome === "widened"
            ? { widen_outcome: "widened", widen_nearest_km: result.nearestKm, deadline_at: deadlineAt }
            : // Still none: this e-mail is the buyer's answer; round 1 closes without a deadline notice.
              { widen_outcome: "none", deadline_notified_at: at, negotiation: "skipped" },
        )
        .where("id", "=", id)
        .execute();
      const email = usableEmail(source?.email);
      if (source && email) {
        const mail = composeWidened({
          lang: l,
          name: source.name,
          vehicle: readVehicle(br.vehicle_json),
          city: br.city,
          found: result.found,
          nearestKm: result.nearestKm,
          deadline: deadlineAt,
          pageUrl: base + requestPath(br.token, l),
          newRequestUrl: base + localePath("/inscription", l),
          contactUrl: base + localePath("/fr/contact", l),
        });
        await enqueueEmail(trx, "buyer-widened", { to: email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
      }
      return true;
    });
    if (handled) done++;
  }
  return done;
}
