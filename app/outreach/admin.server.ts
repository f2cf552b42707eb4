import { outcomeOfRows } from "#app/outreach/negotiation.ts";
import { readFees } from "#app/outreach/offers.ts";
import { hideConfirmationLinks, requestPath, type VehicleDetails } from "#app/outreach/outreach.ts";
import { requestStatus } from "#app/outreach/request-state.ts";
import { wordingDigest, wordingOf } from "#app/outreach/start.server.ts";
import { asLang } from "#app/platform/language.ts";
import { EMAIL_CHANNEL, readEmailPayload } from "#app/platform/mail.server.ts";
import { pageWindow } from "#app/ui/admin-format.ts";
import type { Db } from "#db/index.ts";
import type { WidenOutcome } from "#db/schema.ts";

/** The operator's view of the outreach: every request's dealers, offers and e-mails. */

const PAGE_SIZE = 50;

function vehicleOf(json: string): VehicleDetails {
  try {
    return JSON.parse(json) as VehicleDetails;
  } catch {
    return {};
  }
}

/** Decision 033: the widened search as the operator sees it (due, done with its outcome, or not needed). */
export type WidenView = { dueAt: string | null; at: string | null; outcome: WidenOutcome; nearestKm: number | null };

function widenOf(r: {
  widen_due_at: string | null;
  widened_at: string | null;
  widen_outcome: WidenOutcome;
  widen_nearest_km: number | null;
}): WidenView {
  return { dueAt: r.widen_due_at, at: r.widened_at, outcome: r.widen_outcome, nearestKm: r.widen_nearest_km };
}

export async function listOutreach(db: Db, rawPage: string | null, now: Date = new Date()) {
  const { n } = await db
    .selectFrom("buyer_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const { page, pages, offset } = pageWindow(rawPage, total, PAGE_SIZE);
  const rows = await db
    .selectFrom("buyer_requests as br")
    .select((eb) => [
      "br.id",
      "br.created_at",
      "br.request_kind",
      "br.request_ref",
      "br.vehicle_json",
      "br.city",
      "br.dealers_wanted",
      "br.dealers_found",
      "br.match_note",
      "br.chosen_offer_id",
      "br.state",
      "br.negotiation",
      "br.widen_due_at",
      "br.widened_at",
      "br.widen_outcome",
      "br.widen_nearest_km",
      "br.deadline_at",
      "br.confirm_address_hash",
      "br.confirm_sms_token_hash",
      "br.first_name",
      "br.privacy",
      "br.reviewed_digest",
      eb
        .selectFrom("offers as o")
        .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
        .whereRef("dr.buyer_request_id", "=", "br.id")
        .select((e) => e.fn.countAll<number>().as("c"))
        .as("offers"),
    ])
    .orderBy("br.created_at", "desc")
    .orderBy("br.id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();
  // Round 2: who revised, and what it saved on the best price.
  const ids = rows.map((r) => r.id);
  const priced =
    ids.length === 0
      ? []
      : await db
          .selectFrom("offers as o")
          .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
          .where("dr.buyer_request_id", "in", ids)
          .select([
            "dr.buyer_request_id as br",
            "dr.round2_revised_at",
            "o.price_cents",
            "o.flagged_fees_cents",
            "o.first_price_cents",
            "o.first_flagged_fees_cents",
          ])
          .execute();
  const round2 = (id: number) => {
    const offers = priced.filter((p) => p.br === id);
    const outcome = outcomeOfRows(offers);
    return { revised: offers.filter((o) => o.round2_revised_at !== null).length, savingCents: outcome.savingCents };
  };
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      kind: r.request_kind,
      ref: r.request_ref,
      vehicle: vehicleOf(r.vehicle_json),
      city: r.city,
      wanted: r.dealers_wanted,
      found: r.dealers_found,
      // Decision 059: how the buyer was sent the confirmation link (the operator's row says which).
      confirmBy: r.confirm_sms_token_hash ? (r.confirm_address_hash ? ("both" as const) : ("sms" as const)) : ("email" as const),
      note: r.match_note,
      offers: Number(r.offers ?? 0),
      chosen: r.chosen_offer_id !== null,
      state: r.state,
      // Decision 055: the buyer has approved the wording dealers will read (the operator's approval waits for it).
      reviewed: r.reviewed_digest === wordingDigest(wordingOf(r)),
      // Where the request stands, in the one state→key rule the buyer's pages use (request-state.ts).
      status: requestStatus({
        state: r.state,
        found: r.dealers_found,
        wanted: r.dealers_wanted,
        offers: Number(r.offers ?? 0),
        chosen: r.chosen_offer_id !== null,
        deadlinePassed: now.getTime() >= Date.parse(r.deadline_at),
        widened: r.widen_outcome,
      }).key,
      negotiation: r.negotiation,
      widen: widenOf(r),
      ...(r.negotiation === "open" || r.negotiation === "closed" ? round2(r.id) : { revised: 0, savingCents: 0 }),
    })),
  };
}

/** How many dealers a request has really contacted (what an approval did, decision 044). */
export async function dealersContacted(db: Db, buyerRequestId: number): Promise<number> {
  const { n } = await db
    .selectFrom("dealer_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("buyer_request_id", "=", buyerRequestId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function outreachDetail(db: Db, id: number) {
  const br = await db.selectFrom("buyer_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!br) return undefined;
  const links = await db
    .selectFrom("dealer_requests as dr")
    .innerJoin("dealers as d", "d.id", "dr.dealer_id")
    .leftJoin("offers as o", "o.dealer_request_id", "dr.id")
    .where("dr.buyer_request_id", "=", br.id)
    .orderBy("dr.rank")
    .select([
      "dr.id",
      "dr.rank",
      "dr.distance_km",
      "dr.status",
      "dr.sent_at",
      "dr.opened_at",
      "dr.answered_at",
      "d.id as dealerId",
      "d.name as dealerName",
      "d.city as dealerCity",
      "d.email as dealerEmail",
      "o.id as offerId",
      "o.price_cents",
      "o.fees_json",
      "o.flagged_fees_cents",
      "o.availability",
      "o.available_on",
      "o.financing_kind",
      "o.financing_rate",
      "o.financing_term_months",
      "o.financing_payment_cents",
      "o.trade_in_cents",
      "o.financing_down_cents",
      "o.lease_residual_cents",
      "o.model_year",
      "o.colour",
      "o.stock_or_vin",
      "o.valid_until",
      "o.note",
      "o.revision",
    ])
    .execute();
  const linkIds = links.map((l) => String(l.id));
  const wording = wordingOf(br);
  const digest = wordingDigest(wording);
  const deliveries = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("channel", "=", EMAIL_CHANNEL)
    .where((eb) =>
      eb.or([
        eb.and([eb("source_table", "=", "buyer_requests"), eb("source_id", "=", String(br.id))]),
        ...(linkIds.length > 0 ? [eb.and([eb("source_table", "=", "dealer_requests"), eb("source_id", "in", linkIds)])] : []),
      ]),
    )
    .orderBy("created_at")
    .execute();
  return {
    id: br.id,
    createdAt: br.created_at,
    kind: br.request_kind,
    requestId: br.request_id,
    ref: br.request_ref,
    language: br.language,
    vehicle: vehicleOf(br.vehicle_json),
    city: br.city,
    privacy: br.privacy,
    wanted: br.dealers_wanted,
    found: br.dealers_found,
    note: br.match_note,
    deadlineAt: br.deadline_at,
    widen: widenOf(br),
    chosenOfferId: br.chosen_offer_id,
    buyerPath: requestPath(br.token, asLang(br.language)),
    // Decision 055: what dealers will read, and whether the client approved exactly that.
    state: br.state,
    wording,
    digest,
    reviewedAt: br.reviewed_digest === digest ? br.reviewed_at : null,
    // Which link confirmed the buyer's contact details (decision 059), and when.
    // Before decision 059 only the e-mail link confirmed (migration 0128 left those rows without a channel).
    confirmedVia: br.confirm_used_at ? (br.confirmed_via ?? "email") : null,
    confirmedAt: br.confirm_used_at,
    links: links.map((l) => ({
      id: l.id,
      rank: l.rank,
      distanceKm: l.distance_km,
      status: l.status,
      sentAt: l.sent_at,
      openedAt: l.opened_at,
      answeredAt: l.answered_at,
      dealerId: l.dealerId,
      dealerName: l.dealerName,
      dealerCity: l.dealerCity,
      dealerEmail: l.dealerEmail,
      offer:
        l.offerId === null
          ? null
          : {
              id: l.offerId,
              priceCents: l.price_cents!,
              fees: readFees(l.fees_json ?? "[]", { priceCents: l.price_cents!, tradeInCents: l.trade_in_cents }),
              flaggedFeesCents: l.flagged_fees_cents ?? 0,
              comparableCents: l.price_cents! + (l.flagged_fees_cents ?? 0),
              availability: l.availability ?? "in_stock",
              availableOn: l.available_on,
              financingKind: l.financing_kind ?? "none",
              financingRate: l.financing_rate,
              financingTermMonths: l.financing_term_months,
              financingPaymentCents: l.financing_payment_cents,
              tradeInCents: l.trade_in_cents,
              financingDownCents: l.financing_down_cents,
              leaseResidualCents: l.lease_residual_cents,
              modelYear: l.model_year,
              colour: l.colour ?? "",
              stockOrVin: l.stock_or_vin ?? "",
              validUntil: l.valid_until ?? "",
              note: l.note ?? "",
              revision: l.revision ?? 1,
            },
    })),
    mails: deliveries.map((d) => {
      const mail = readEmailPayload(d.payload);
      return {
        id: d.id,
        kind: d.form_type,
        status: d.status,
        attempts: d.attempts,
        lastError: d.last_error,
        createdAt: d.created_at,
        sentAt: d.sent_at,
        to: mail?.to ?? "",
        subject: mail?.subject ?? "",
        // A buyer's confirmation link is for their mailbox only (decision 041).
        text: hideConfirmationLinks(mail?.text ?? ""),
      };
    }),
  };
}
