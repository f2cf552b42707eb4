import { smsToBuyer } from "#app/outreach/buyer-sms.server.ts";
import { checkRound2Revision, type Standing, standingOf } from "#app/outreach/negotiation.ts";
import type { OfferValues, PriceRange } from "#app/outreach/offer-form.ts";
import {
  allInCents,
  canSubmit,
  comparablePrice,
  flaggedTotal,
  formatMoney,
  linkState,
  type LinkState,
  type OfferLike,
  readFees,
} from "#app/outreach/offers.ts";
import { composeFirstOffer, type VehicleDetails, vehicleTitle } from "#app/outreach/outreach-email.ts";
import { isTokenShaped, requestPath, usableEmail } from "#app/outreach/outreach.ts";
import { loadSource, readVehicle } from "#app/outreach/start.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang } from "#app/platform/language.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { type Db, type DbOrTrx, forUpdate } from "#db/index.ts";
import type { BuyerRequest, Dealer, DealerRequest, NegotiationState, Offer } from "#db/schema.ts";

// The dealer's reply page

export type OfferView = OfferLike & {
  id: number;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** The all-in price when round 2 opened; null when there was no round 2 for it. */
  firstComparableCents: number | null;
};

export function offerView(o: Offer): OfferView {
  // The lines as they are classified now (decision 043), whatever was stored with the offer.
  const fees = readFees(o.fees_json, { priceCents: o.price_cents, tradeInCents: o.trade_in_cents });
  const flaggedFeesCents = flaggedTotal(fees);
  return {
    id: o.id,
    priceCents: o.price_cents,
    fees,
    flaggedFeesCents,
    comparableCents: comparablePrice({ priceCents: o.price_cents, flaggedFeesCents }),
    availability: o.availability,
    availableOn: o.available_on,
    financingKind: o.financing_kind,
    financingRate: o.financing_rate,
    financingTermMonths: o.financing_term_months,
    financingPaymentCents: o.financing_payment_cents,
    tradeInCents: o.trade_in_cents,
    financingDownCents: o.financing_down_cents,
    leaseResidualCents: o.lease_residual_cents,
    modelYear: o.model_year,
    colour: o.colour,
    stockOrVin: o.stock_or_vin,
    validUntil: o.valid_until,
    note: o.note,
    revision: o.revision,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
    firstComparableCents:
      o.first_price_cents === null
        ? null
        : comparablePrice({ priceCents: o.first_price_cents, flaggedFeesCents: o.first_flagged_fees_cents ?? 0 }),
  };
}

export type DealerLinkView = {
  state: LinkState;
  /** The buyer has chosen an offer: the request is closed. */
  closed: boolean;
  chosenHere: boolean;
  canSubmit: boolean;
  dealerName: string;
  vehicle: VehicleDetails;
  city: string;
  buyerFirstName: string;
  privacy: "A" | "B";
  deadlineAt: string;
  expiresAt: string;
  dealersContacted: number;
  offer?: OfferView;
  /** The dealer accepted the negotiation rules (with its first offer). */
  rulesAccepted: boolean;
  /** Round 2 as this dealer sees it: its standing (amounts only) and whether it already revised. */
  negotiation: { state: NegotiationState; endsAt: string | null; standing?: Standing; revised: boolean };
  /** The prices the form takes (OFFER_PRICE_MIN and OFFER_PRICE_MAX). */
  priceRange: PriceRange;
};

/** The configured plausible price of an offer (decision 043). */
export function offerPriceRange(): PriceRange {
  const env = getEnv();
  return { minCents: env.OFFER_PRICE_MIN * 100, maxCents: env.OFFER_PRICE_MAX * 100 };
}

export type LinkRows = { dr: DealerRequest; dealer: Dealer; br: BuyerRequest; offer?: Offer };

export async function loadLink(db: DbOrTrx, token: string): Promise<LinkRows | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const dr = await db.selectFrom("dealer_requests").selectAll().where("token", "=", token).executeTakeFirst();
  if (!dr) return undefined;
  const [dealer, br, offer] = await Promise.all([
    db.selectFrom("dealers").selectAll().where("id", "=", dr.dealer_id).executeTakeFirstOrThrow(),
    db.selectFrom("buyer_requests").selectAll().where("id", "=", dr.buyer_request_id).executeTakeFirstOrThrow(),
    db.selectFrom("offers").selectAll().where("dealer_request_id", "=", dr.id).executeTakeFirst(),
  ]);
  return { dr, dealer, br, offer };
}

/** What the dealer's page shows: the request (no buyer contact) and its own offer, if any. */
export async function dealerLinkView(db: Db, token: string, now: Date = new Date()): Promise<DealerLinkView | undefined> {
  const rows = await loadLink(db, token);
  if (!rows) return undefined;
  const { dr, dealer, br, offer } = rows;
  const state = linkState(dr, now);
  const closed = br.chosen_offer_id !== null;
  let standing: Standing | undefined;
  if (br.negotiation === "open" || br.negotiation === "closed") {
    const all = await db
      .selectFrom("offers as o")
      .innerJoin("dealer_requests as r", "r.id", "o.dealer_request_id")
      .where("r.buyer_request_id", "=", br.id)
      .select(["r.id as dealerRequestId", "o.price_cents as priceCents", "o.flagged_fees_cents as flaggedFeesCents"])
      .execute();
    standing = standingOf(all, dr.id);
  }
  return {
    state,
    closed,
    chosenHere: closed && offer !== undefined && br.chosen_offer_id === offer.id,
    canSubmit: !closed && canSubmit(state, offer !== undefined),
    dealerName: dealer.name,
    vehicle: readVehicle(br.vehicle_json),
    city: br.city,
    buyerFirstName: br.first_name,
    privacy: br.privacy === "A" ? "A" : "B",
    deadlineAt: dr.deadline_at,
    expiresAt: dr.expires_at,
    dealersContacted: br.dealers_found,
    offer: offer ? offerView(offer) : undefined,
    rulesAccepted: dr.rules_accepted_at !== null,
    negotiation: { state: br.negotiation, endsAt: br.negotiation_ends_at, standing, revised: dr.round2_revised_at !== null },
    priceRange: offerPriceRange(),
  };
}

/** The dealer opened its link: recorded once (a read receipt, no content changes). */
export async function markOpened(db: Db, token: string, now: Date = new Date()): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db
    .updateTable("dealer_requests")
    .set({ opened_at: now.toISOString() })
    .where("token", "=", token)
    .where("opened_at", "is", null)
    .execute();
  await db
    .updateTable("dealer_requests")
    .set({ status: "opened" })
    .where("token", "=", token)
    .where("status", "in", ["queued", "sent"])
    .execute();
}

/** `rules`: a first offer without the negotiation rules accepted; `raise`/`once`: a refused round-2 revision. */
export type SaveOfferResult = "saved" | "not-found" | "expired" | "locked" | "closed" | "rules" | "raise" | "once";

/**
 * Saves (or revises) a dealer's offer. The first offer of a request e-mails the buyer (outbox),
 * in the same transaction.
 */
export async function saveOffer(
  db: Db,
  token: string,
  values: OfferValues,
  options: { now?: Date; publicUrl?: string } = {},
): Promise<SaveOfferResult> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  return writeTransaction(db, async (trx) => {
    // Read, then write: lock the request, then this dealer's link (the buyer's choice and a
    // revision, or two revisions, take turns on PostgreSQL; SQLite's write lock does it already).
    const link = await trx.selectFrom("dealer_requests").select("buyer_request_id").where("token", "=", token).executeTakeFirst();
    if (link) {
      await trx.selectFrom("buyer_requests").select("id").where("id", "=", link.buyer_request_id).$call(forUpdate(trx)).execute();
      await trx.selectFrom("dealer_requests").select("id").where("token", "=", token).$call(forUpdate(trx)).execute();
    }
    const rows = await loadLink(trx, token);
    if (!rows) return "not-found";
    const { dr, br, offer } = rows;
    const state = linkState(dr, now);
    if (state === "expired") return "expired";
    if (br.chosen_offer_id !== null) return "closed";
    if (!canSubmit(state, offer !== undefined)) return "locked";
    if (!offer && dr.rules_accepted_at === null && !values.rulesAccepted) return "rules";
    const inRound2 = br.negotiation === "open" && offer !== undefined;
    if (inRound2) {
      // On the real all-in totals: the stored offer's lines are classified again (decision 043).
      const check = checkRound2Revision({
        alreadyRevised: dr.round2_revised_at !== null,
        beforeCents: allInCents(offer),
        afterCents: values.priceCents + values.flaggedFeesCents,
      });
      if (check !== "ok") return check;
    }
    const columns = {
      price_cents: values.priceCents,
      fees_json: JSON.stringify(values.fees.map((f) => ({ label: f.label, amountCents: f.amountCents, kind: f.kind }))),
      flagged_fees_cents: values.flaggedFeesCents,
      availability: values.availability,
      available_on: values.availableOn,
      financing_kind: values.financingKind,
      financing_rate: values.financingRate,
      financing_term_months: values.financingTermMonths,
      financing_payment_cents: values.financingPaymentCents,
      trade_in_cents: values.tradeInCents,
      financing_down_cents: values.financingDownCents,
      lease_residual_cents: values.leaseResidualCents,
      model_year: values.modelYear,
      colour: values.colour,
      stock_or_vin: values.stockOrVin,
      valid_until: values.validUntil,
      note: values.note,
      updated_at: at,
    };
    if (offer) {
      await trx
        .updateTable("offers")
        .set({ ...columns, revision: offer.revision + 1 })
        .where("id", "=", offer.id)
        .execute();
      if (inRound2) await trx.updateTable("dealer_requests").set({ round2_revised_at: at }).where("id", "=", dr.id).execute();
    } else {
      await trx
        .insertInto("offers")
        .values({ ...columns, dealer_request_id: dr.id, created_at: at })
        .execute();
      await trx
        .updateTable("dealer_requests")
        .set({ answered_at: at, status: "answered", rules_accepted_at: dr.rules_accepted_at ?? at })
        .where("id", "=", dr.id)
        .execute();
    }
    const priceCents = values.priceCents + values.flaggedFeesCents;

    if (br.first_offer_notified_at === null) {
      await trx.updateTable("buyer_requests").set({ first_offer_notified_at: at }).where("id", "=", br.id).execute();
      const source = await loadSource(trx, br.request_kind, br.request_id);
      const email = usableEmail(source?.email);
      if (source && email) {
        const mail = composeFirstOffer({
          lang: asLang(br.language),
          name: source.name,
          vehicle: readVehicle(br.vehicle_json),
          priceCents,
          deadline: br.deadline_at,
          pageUrl: (options.publicUrl ?? getEnv().PUBLIC_URL) + requestPath(br.token, asLang(br.language)),
        });
        await enqueueEmail(trx, "buyer-first-offer", { to: email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
      }
      const l = asLang(br.language);
      await smsToBuyer(
        trx,
        source,
        "buyer-first-offer-sms",
        l,
        {
          vehicle: vehicleTitle(readVehicle(br.vehicle_json), l),
          price: formatMoney(priceCents, l),
          url: (options.publicUrl ?? getEnv().PUBLIC_URL) + requestPath(br.token, l),
        },
        br.id,
        now.getTime(),
      );
    }
    return "saved";
  });
}
