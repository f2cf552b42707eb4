import { composeNegotiationDone, composeReminder, composeStanding } from "#app/outreach/negotiation-email.ts";
import { MIN_OFFERS_FOR_ROUND_2, minutesFrom, outcomeOfRows, type PricedOffer, standingOf } from "#app/outreach/negotiation.ts";
import { linkState } from "#app/outreach/offers.ts";
import { firstNameOf } from "#app/outreach/outreach-email.ts";
import { offerPath, requestPath, unsubscribePath, usableEmail } from "#app/outreach/outreach.ts";
import { loadSource, readVehicle } from "#app/outreach/start.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang } from "#app/platform/language.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { type Db, type DbOrTrx } from "#db/index.ts";
import type { BuyerRequest } from "#db/schema.ts";

/**
 * Round 2 of the outreach (decision 019). Every step runs in the transaction that
 * changes the request's state, and its e-mails go through the outbox in that same transaction:
 * a crash before the commit leaves nothing half done, and a state already changed is never
 * acted on twice (each step claims the row with a conditional update).
 */

type Options = { now?: Date; publicUrl?: string; negotiationMinutes?: number };

async function linksOf(trx: DbOrTrx, buyerRequestId: number) {
  return trx
    .selectFrom("dealer_requests as dr")
    .innerJoin("dealers as d", "d.id", "dr.dealer_id")
    .leftJoin("offers as o", "o.dealer_request_id", "dr.id")
    .where("dr.buyer_request_id", "=", buyerRequestId)
    .orderBy("dr.rank")
    .select([
      "dr.id as drId",
      "dr.token",
      "dr.deadline_at",
      "dr.expires_at",
      "d.name as dealerName",
      "d.email as dealerEmail",
      "d.language as dealerLanguage",
      "d.opted_out",
      "d.unsubscribe_token",
      "o.id as offerId",
      "o.price_cents",
      "o.flagged_fees_cents",
    ])
    .execute();
}

/**
 * Called when round 1 closes, inside the transaction that claimed the request's deadline. With at
 * least two offers (and no offer chosen yet), opens round 2: snapshots each offer's price, keeps
 * every link open until round 2 closes, and queues one e-mail per dealer — its standing to those who
 * offered, a reminder with the best price to those who did not. Otherwise records that there is no
 * round 2. Returns what the buyer's deadline e-mail should say.
 */
export async function openRound2(
  trx: DbOrTrx,
  br: BuyerRequest,
  options: Options = {},
): Promise<{ offers: number; endsAt: string | null }> {
  const now = options.now ?? new Date();
  const links = await linksOf(trx, br.id);
  const offered = links.filter((l) => l.offerId !== null);
  const priced: PricedOffer[] = offered.map((l) => ({
    dealerRequestId: l.drId,
    priceCents: l.price_cents!,
    flaggedFeesCents: l.flagged_fees_cents!,
  }));
  if (offered.length < MIN_OFFERS_FOR_ROUND_2 || br.chosen_offer_id !== null) {
    await trx.updateTable("buyer_requests").set({ negotiation: "skipped" }).where("id", "=", br.id).where("negotiation", "=", "").execute();
    return { offers: offered.length, endsAt: null };
  }
  const endsAt = minutesFrom(now, options.negotiationMinutes ?? getEnv().NEGOTIATION_WINDOW_MINUTES);
  const claimed = await trx
    .updateTable("buyer_requests")
    .set({ negotiation: "open", negotiation_ends_at: endsAt })
    .where("id", "=", br.id)
    .where("negotiation", "=", "")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return { offers: offered.length, endsAt: br.negotiation_ends_at };

  for (const l of offered) {
    await trx
      .updateTable("offers")
      .set((eb) => ({ first_price_cents: eb.ref("price_cents"), first_flagged_fees_cents: eb.ref("flagged_fees_cents") }))
      .where("id", "=", l.offerId!)
      .execute();
  }
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  const vehicle = readVehicle(br.vehicle_json);
  const best = Math.min(...priced.map((p) => p.priceCents + p.flaggedFeesCents));
  for (const l of links) {
    // A link already expired, or a dealer that unsubscribed, gets nothing more.
    if (linkState(l, now) === "expired" || l.opted_out === 1) continue;
    await trx.updateTable("dealer_requests").set({ deadline_at: endsAt }).where("id", "=", l.drId).execute();
    const dealerLang = asLang(l.dealerLanguage);
    const unsubscribeUrl = base + unsubscribePath(l.unsubscribe_token, dealerLang);
    const common = {
      lang: dealerLang,
      dealerName: l.dealerName,
      vehicle,
      replyUrl: base + offerPath(l.token, dealerLang),
      unsubscribeUrl,
      deadline: endsAt,
    };
    const standing = standingOf(priced, l.drId);
    const notice = standing ? "standing" : "reminder";
    const mail = standing ? composeStanding({ ...common, standing }) : composeReminder({ ...common, bestCents: best });
    await enqueueEmail(
      trx,
      standing ? "dealer-negotiation-standing" : "dealer-negotiation-reminder",
      {
        to: l.dealerEmail,
        ...mail,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      { table: "dealer_requests", id: l.drId },
      now.getTime(),
    );
    await trx.updateTable("dealer_requests").set({ round2_notice: notice }).where("id", "=", l.drId).execute();
  }
  return { offers: offered.length, endsAt };
}

/** Closes every round 2 whose window has passed, once each, and tells the buyer; returns how many. */
export async function closeNegotiations(db: Db, options: Options = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom("buyer_requests")
    .selectAll()
    .where("negotiation", "=", "open")
    .where("negotiation_ends_at", "<=", now.toISOString())
    .limit(200)
    .execute();
  let closed = 0;
  for (const br of due) {
    await writeTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable("buyer_requests")
        .set({ negotiation: "closed", negotiation_closed_at: now.toISOString() })
        .where("id", "=", br.id)
        .where("negotiation", "=", "open")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      closed++;
      const offers = await trx
        .selectFrom("offers as o")
        .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
        .where("dr.buyer_request_id", "=", br.id)
        .select(["o.price_cents", "o.flagged_fees_cents", "o.first_price_cents", "o.first_flagged_fees_cents"])
        .execute();
      const outcome = outcomeOfRows(offers);
      const source = await loadSource(trx, br.request_kind, br.request_id);
      const email = usableEmail(source?.email);
      if (!source || !email) return;
      const l = asLang(br.language);
      const name = firstNameOf(source.name);
      const m = fixedT(l, "mail");
      const mail = composeNegotiationDone({
        lang: l,
        greeting: name ? m("buyerLink.greeting", { name }) : m("buyerLink.greetingNoName"),
        vehicle: readVehicle(br.vehicle_json),
        improved: outcome.improved,
        savingCents: outcome.savingCents,
        bestCents: outcome.bestAfterCents,
        pageUrl: (options.publicUrl ?? getEnv().PUBLIC_URL) + requestPath(br.token, l),
      });
      await enqueueEmail(trx, "buyer-negotiation-done", { to: email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
    });
  }
  return closed;
}
