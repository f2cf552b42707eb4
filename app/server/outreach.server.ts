import type { Lang } from "#app/domain/language.ts";
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { forUpdate, type Db } from "#db/index.ts";
import type { BuyerRequest, Database, Dealer, DealerRequest, NegotiationState, Offer, RequestKind, WidenOutcome } from "#db/schema.ts";
import { readBrands } from "#app/domain/dealers.ts";
import { matchDealers, widenResult, type MatchNote, type WidenResult } from "#app/domain/matching.ts";
import { requestStatus, type RequestStatus } from "#app/domain/request-state.ts";
import {
  checkRound2Revision,
  minutesFrom,
  outcomeOfRows,
  standingOf,
  type NegotiationOutcome,
  type Standing,
} from "#app/domain/negotiation.ts";
import { negotiationLine } from "#app/domain/negotiation-email.ts";
import type { OfferValues } from "#app/domain/offer-form.ts";
import { canSubmit, comparablePrice, expiryFrom, linkState, readFees, sortOffers, type Fee, type LinkState } from "#app/domain/offers.ts";
import {
  fromChat,
  fromSubmission,
  isTokenShaped,
  offerPath,
  requestPath,
  unsubscribePath,
  usableEmail,
  type OutreachSource,
} from "#app/domain/outreach.ts";
import {
  composeChosen,
  composeConfirmation,
  composeDeadlinePassed,
  composeFirstOffer,
  composeQuoteRequest,
  firstNameOf,
  type VehicleDetails,
} from "#app/domain/outreach-email.ts";
import { getDb } from "./db.server.ts";
import { getEnv } from "./env.server.ts";
import { enqueueEmail } from "./mail.server.ts";
import { closeNegotiations, openRound2 } from "./negotiation.server.ts";
import { widenSearches } from "./widen.server.ts";
import { writeTransaction } from "./write-transaction.server.ts";
import { errorMessage, logger } from "./log.server.ts";

/**
 * Sam contacts the dealerships itself (issue 8). `startOutreach` is the one call each request
 * flow makes, inside the transaction that saves the request; the rest serves the dealer's reply
 * page, the buyer's offers page, the deadline notices and the operator's view.
 */

type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** 32 random bytes, base64url (43 characters): reply links and the buyer's private link. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

const lang = (v: string): Lang => (v === "en" ? "en" : "fr");

export function readVehicle(json: string): VehicleDetails {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === "object" ? (v as VehicleDetails) : {};
  } catch {
    return {};
  }
}

/** The request a buyer_requests row came from, with the buyer's contact details (never shown to dealers). */
export async function loadSource(db: DbOrTrx, kind: RequestKind, id: number): Promise<OutreachSource | undefined> {
  if (kind === "submission") {
    const row = await db.selectFrom("vehicle_submissions").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? fromSubmission(row) : undefined;
  }
  const row = await db.selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromChat(row) : undefined;
}

export type StartedOutreach = {
  buyerRequestId: number;
  token: string;
  /** The buyer's private page in the request's language, and in both. */
  path: string;
  paths: { fr: string; en: string };
  wanted: number;
  found: number;
  note: MatchNote | string;
  /** False when outreach had already started for this request (a repeated call changes nothing). */
  created: boolean;
  /** Issue 16: dealers are contacted once 'active' (confirmed by the buyer, or approved). */
  state: BuyerRequest["state"];
  /** The make and city dealers were matched on (issue 15: "none near that city yet"). */
  brand: string;
  city: string;
};

function started(br: BuyerRequest, created: boolean): StartedOutreach {
  const paths = { fr: requestPath(br.token, "fr"), en: requestPath(br.token, "en") };
  return {
    buyerRequestId: br.id,
    token: br.token,
    path: paths[lang(br.language)],
    paths,
    wanted: br.dealers_wanted,
    found: br.dealers_found,
    note: br.match_note,
    created,
    state: br.state,
    brand: br.brand,
    city: br.city,
  };
}

/**
 * Records a completed request's outreach, in the caller's transaction, WITHOUT contacting any
 * dealer yet (issue 16): with a usable e-mail address the buyer first receives a short
 * confirmation link (their private page, where a button confirms: `confirmOutreach`); without
 * one (phone only) the request waits for an operator's approval (`approveOutreach`). Dealers are
 * matched now (the page shows how many were found) and e-mailed at confirmation. Idempotent per
 * request.
 *
 *   await startOutreach(trx, { kind: "submission", id: submissionId })   // wizard, single form
 *   await startOutreach(trx, { kind: "chat", id: conversationRowId })     // chat completion
 *
 * Returns undefined (and logs) when the row does not exist, so it never undoes the caller's save.
 */
export async function startOutreach(
  trx: DbOrTrx,
  request: { kind: RequestKind; id: number },
  options: { now?: Date; publicUrl?: string; offerMinutes?: number; negotiationMinutes?: number } = {},
): Promise<StartedOutreach | undefined> {
  const existing = await trx
    .selectFrom("buyer_requests")
    .selectAll()
    .where("request_kind", "=", request.kind)
    .where("request_id", "=", request.id)
    .executeTakeFirst();
  if (existing) return started(existing, false);

  const source = await loadSource(trx, request.kind, request.id);
  if (!source) {
    logger.error({ kind: request.kind, id: request.id }, "outreach: request not found; nothing sent");
    return undefined;
  }
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  const match = await matchFor(trx, source);
  const buyerEmail = usableEmail(source.email);
  // Provisional: the windows run again from the confirmation, when the dealers are asked.
  const { deadlineAt } = windowsFrom(now, options);
  const token = newToken();
  const br = await trx
    .insertInto("buyer_requests")
    .values({
      request_kind: source.kind,
      request_id: source.id,
      request_ref: source.ref,
      token,
      language: source.language,
      vehicle_json: JSON.stringify(source.vehicle),
      brand: source.vehicle.brand ?? "",
      city: source.city,
      privacy: source.privacy,
      first_name: firstNameOf(source.name),
      dealers_wanted: match.wanted,
      dealers_found: match.picked.length,
      match_note: match.note,
      deadline_at: deadlineAt,
      created_at: now.toISOString(),
      state: buyerEmail ? "awaiting_confirmation" : "awaiting_approval",
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  if (buyerEmail) {
    const mail = composeConfirmation({
      lang: source.language,
      ref: source.ref,
      pageUrl: base + requestPath(token, source.language),
      found: match.picked.length,
    });
    await enqueueEmail(trx, "buyer-request-link", { to: buyerEmail, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
  }
  return started(br, true);
}

export type WindowOptions = { offerMinutes?: number; negotiationMinutes?: number; widenAfterMinutes?: number };

/** Round 1's deadline, and the links' expiry: 7 days, and always a day past a possible round 2. */
export function windowsFrom(now: Date, options: WindowOptions): { deadlineAt: string; expiresAt: string } {
  const env = getEnv();
  const offerMinutes = options.offerMinutes ?? env.OFFER_WINDOW_MINUTES;
  const deadlineAt = minutesFrom(now, offerMinutes);
  const roundsEnd = minutesFrom(now, offerMinutes + (options.negotiationMinutes ?? env.NEGOTIATION_WINDOW_MINUTES) + 24 * 60);
  return { deadlineAt, expiresAt: [expiryFrom(now), roundsEnd].sort().at(-1)! };
}

async function matchFor(trx: DbOrTrx, source: OutreachSource) {
  const directory = await trx.selectFrom("dealers").selectAll().where("active", "=", 1).where("opted_out", "=", 0).execute();
  const candidates = directory.map((d) => ({
    ...d,
    id: d.id,
    brands: readBrands(d.brands),
    active: d.active === 1,
    optedOut: d.opted_out === 1,
    row: d,
  }));
  return matchDealers(candidates, { brand: source.vehicle.brand ?? "", city: source.city, wanted: source.wanted });
}

export type ConfirmResult = "confirmed" | "already" | "not-found";

/**
 * The buyer confirms their address on their private page (a POST: a mail scanner's GET confirms
 * nothing): the request becomes active and the dealers are e-mailed, exactly once, through the
 * outbox, in one transaction.
 */
export async function confirmOutreach(
  db: Db,
  token: string,
  options: { now?: Date; publicUrl?: string } & WindowOptions = {},
): Promise<ConfirmResult> {
  if (!isTokenShaped(token)) return "not-found";
  return activate(db, (q) => q.where("token", "=", token), "awaiting_confirmation", options);
}

/** An operator approves a request that has no usable e-mail address (the outreach view). */
export async function approveOutreach(
  db: Db,
  buyerRequestId: number,
  options: { now?: Date; publicUrl?: string } & WindowOptions = {},
): Promise<ConfirmResult> {
  return activate(db, (q) => q.where("id", "=", buyerRequestId), "awaiting_approval", options);
}

async function activate(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kysely query builder with a where()
  which: <Q extends { where: (...args: any[]) => Q }>(q: Q) => Q,
  from: "awaiting_confirmation" | "awaiting_approval",
  options: { now?: Date; publicUrl?: string } & WindowOptions,
): Promise<ConfirmResult> {
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  return writeTransaction(db, async (trx) => {
    const br = await which(trx.selectFrom("buyer_requests").selectAll()).$call(forUpdate(trx)).executeTakeFirst();
    if (!br) return "not-found";
    if (br.state !== from) return br.state === "active" ? "already" : "not-found";
    const source = await loadSource(trx, br.request_kind, br.request_id);
    if (!source) return "not-found";
    // The windows run from now, when the dealers are asked.
    const { deadlineAt, expiresAt } = windowsFrom(now, options);
    const changed = await trx
      .updateTable("buyer_requests")
      .set({ state: "active", confirmed_at: now.toISOString(), deadline_at: deadlineAt })
      .where("id", "=", br.id)
      .where("state", "=", from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return "already";
    const contacted = await contactDealers(trx, { ...br, deadline_at: deadlineAt }, source, now, base, expiresAt);
    if (contacted.found === 0) {
      // Decision 033: none found → searched again later (widen.server.ts), and the buyer told, once.
      const widenDueAt = minutesFrom(now, options.widenAfterMinutes ?? getEnv().WIDEN_AFTER_MINUTES);
      await trx.updateTable("buyer_requests").set({ widen_due_at: widenDueAt }).where("id", "=", br.id).execute();
    }
    return "confirmed";
  });
}

/**
 * One `dealer_requests` row and ONE e-mail per matched dealer (only what a dealer may know), with
 * `br.deadline_at` as round 1's deadline. Also the widened search's (decision 033). Returns how
 * many were contacted and the nearest distance.
 */
export async function contactDealers(
  trx: DbOrTrx,
  br: BuyerRequest,
  source: OutreachSource,
  now: Date,
  base: string,
  expiresAt: string,
): Promise<WidenResult> {
  const match = await matchFor(trx, source);
  const deadlineAt = br.deadline_at;
  await trx
    .updateTable("buyer_requests")
    .set({ dealers_wanted: match.wanted, dealers_found: match.picked.length, match_note: match.note })
    .where("id", "=", br.id)
    .execute();
  for (const [index, { dealer, distanceKm }] of match.picked.entries()) {
    const dealerToken = newToken();
    const dr = await trx
      .insertInto("dealer_requests")
      .values({
        buyer_request_id: br.id,
        request_kind: source.kind,
        request_id: source.id,
        dealer_id: dealer.id,
        rank: index + 1,
        distance_km: distanceKm,
        token: dealerToken,
        status: "queued",
        deadline_at: deadlineAt,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const dealerLang = lang(dealer.row.language);
    const unsubscribeUrl = base + unsubscribePath(dealer.row.unsubscribe_token, dealerLang);
    // Only what a dealer may know: the vehicle, the city, the buyer's first name. No e-mail, no phone.
    const mail = composeQuoteRequest({
      lang: dealerLang,
      dealerName: dealer.name,
      buyerFirstName: source.name,
      vehicle: source.vehicle,
      city: source.city,
      dealersContacted: match.picked.length,
      privacy: source.privacy,
      replyUrl: base + offerPath(dealerToken, dealerLang),
      unsubscribeUrl,
      deadline: deadlineAt,
      now,
    });
    const deliveryId = await enqueueEmail(
      trx,
      "dealer-quote-request",
      {
        to: dealer.row.email,
        ...mail,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      { table: "dealer_requests", id: dr.id },
      now.getTime(),
    );
    await trx.updateTable("dealer_requests").set({ delivery_id: deliveryId }).where("id", "=", dr.id).execute();
  }
  return widenResult(match.picked);
}

/**
 * The outreach already started for a request (for the success screens, which show the buyer's
 * private link): `path` in the request's language; undefined when none was started.
 */
export async function findOutreach(db: DbOrTrx, request: { kind: RequestKind; id: number }): Promise<StartedOutreach | undefined> {
  const br = await db
    .selectFrom("buyer_requests")
    .selectAll()
    .where("request_kind", "=", request.kind)
    .where("request_id", "=", request.id)
    .executeTakeFirst();
  return br ? started(br, false) : undefined;
}

/**
 * What a success screen shows of a submission's outreach: the private page (withheld while the
 * buyer has to confirm by e-mail, see OffersLink) and the request's state.
 */
export async function offersOf(
  submissionId: number | undefined,
  language: Lang,
): Promise<{
  offersPath: string | null;
  offersState: BuyerRequest["state"] | null;
  offersStatus: RequestStatus | null;
  offersWhere: { brand: string; city: string } | null;
}> {
  const found = submissionId === undefined ? undefined : await findOutreach(getDb(), { kind: "submission", id: submissionId });
  if (!found) return { offersPath: null, offersState: null, offersStatus: null, offersWhere: null };
  return {
    offersPath: found.state === "awaiting_confirmation" ? null : found.paths[language],
    offersState: found.state,
    // Issue 15: the screen says what is really happening (no dealer matched → none is promised).
    offersStatus: requestStatus({
      state: found.state,
      found: found.found,
      wanted: found.wanted,
      offers: 0,
      chosen: false,
      deadlinePassed: false,
    }),
    offersWhere: { brand: found.brand, city: found.city },
  };
}

// ---------------------------------------------------------------------------------------------
// The dealer's reply page

export type OfferView = {
  id: number;
  priceCents: number;
  fees: Fee[];
  flaggedFeesCents: number;
  comparableCents: number;
  availability: string;
  availableOn: string | null;
  financingKind: string;
  financingRate: number | null;
  financingTermMonths: number | null;
  financingPaymentCents: number | null;
  tradeInCents: number | null;
  validUntil: string;
  note: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** The all-in price when round 2 opened (issue 17); null when there was no round 2 for it. */
  firstComparableCents: number | null;
};

function offerView(o: Offer): OfferView {
  return {
    id: o.id,
    priceCents: o.price_cents,
    fees: readFees(o.fees_json),
    flaggedFeesCents: o.flagged_fees_cents,
    comparableCents: comparablePrice({ priceCents: o.price_cents, flaggedFeesCents: o.flagged_fees_cents }),
    availability: o.availability,
    availableOn: o.available_on,
    financingKind: o.financing_kind,
    financingRate: o.financing_rate,
    financingTermMonths: o.financing_term_months,
    financingPaymentCents: o.financing_payment_cents,
    tradeInCents: o.trade_in_cents,
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
};

type LinkRows = { dr: DealerRequest; dealer: Dealer; br: BuyerRequest; offer?: Offer };

async function loadLink(db: DbOrTrx, token: string): Promise<LinkRows | undefined> {
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
      const check = checkRound2Revision({
        alreadyRevised: dr.round2_revised_at !== null,
        beforeCents: offer.price_cents + offer.flagged_fees_cents,
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
          lang: lang(br.language),
          name: source.name,
          vehicle: readVehicle(br.vehicle_json),
          priceCents,
          deadline: br.deadline_at,
          pageUrl: (options.publicUrl ?? getEnv().PUBLIC_URL) + requestPath(br.token, lang(br.language)),
        });
        await enqueueEmail(trx, "buyer-first-offer", { to: email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
      }
    }
    return "saved";
  });
}

// ---------------------------------------------------------------------------------------------
// The buyer's offers page

export type BuyerOffer = OfferView & {
  dealerName: string;
  dealerCity: string;
  distanceKm: number | null;
  late: boolean;
};

export type BuyerPageView = {
  /** Issue 16: 'awaiting_confirmation' (the buyer's button), 'awaiting_approval' (an operator), 'active'. */
  state: "awaiting_confirmation" | "awaiting_approval" | "active";
  ref: string;
  language: Lang;
  vehicle: VehicleDetails;
  city: string;
  privacy: "A" | "B";
  createdAt: string;
  deadlineAt: string;
  deadlinePassed: boolean;
  wanted: number;
  found: number;
  contacted: Array<{ dealerName: string; dealerCity: string; status: string; sent: boolean; answered: boolean }>;
  offers: BuyerOffer[];
  chosenOfferId: number | null;
  chosenAt: string | null;
  negotiation: { state: NegotiationState; endsAt: string | null; outcome?: NegotiationOutcome };
  /** Decision 033: the second search of a request confirmed with no dealer found. */
  widen: { outcome: WidenOutcome; at: string | null; nearestKm: number | null };
};

export async function buyerPageView(db: Db, token: string, now: Date = new Date()): Promise<BuyerPageView | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const br = await db.selectFrom("buyer_requests").selectAll().where("token", "=", token).executeTakeFirst();
  if (!br) return undefined;
  const links = await db
    .selectFrom("dealer_requests as dr")
    .innerJoin("dealers as d", "d.id", "dr.dealer_id")
    .leftJoin("offers as o", "o.dealer_request_id", "dr.id")
    .where("dr.buyer_request_id", "=", br.id)
    .orderBy("dr.rank")
    .select([
      "dr.id as drId",
      "dr.status",
      "dr.sent_at",
      "dr.deadline_at",
      "dr.distance_km",
      "d.name as dealerName",
      "d.city as dealerCity",
      "o.id as offerId",
    ])
    .execute();
  const offerRows = await db
    .selectFrom("offers")
    .selectAll()
    .where("dealer_request_id", "in", links.length > 0 ? links.map((l) => l.drId) : [-1])
    .execute();
  const byLink = new Map(links.map((l) => [l.drId, l]));
  const offers = sortOffers(
    offerRows.map((o) => {
      const link = byLink.get(o.dealer_request_id)!;
      return {
        ...offerView(o),
        dealerName: link.dealerName,
        dealerCity: link.dealerCity,
        distanceKm: link.distance_km,
        late: o.created_at > link.deadline_at,
      };
    }),
  );
  return {
    state: br.state,
    ref: br.request_ref,
    language: lang(br.language),
    vehicle: readVehicle(br.vehicle_json),
    city: br.city,
    privacy: br.privacy === "A" ? "A" : "B",
    createdAt: br.created_at,
    deadlineAt: br.deadline_at,
    deadlinePassed: now.getTime() >= Date.parse(br.deadline_at),
    wanted: br.dealers_wanted,
    found: br.dealers_found,
    contacted: links.map((l) => ({
      dealerName: l.dealerName,
      dealerCity: l.dealerCity,
      status: l.status,
      sent: l.sent_at !== null,
      answered: l.offerId !== null,
    })),
    offers,
    chosenOfferId: br.chosen_offer_id,
    chosenAt: br.chosen_at,
    negotiation: {
      state: br.negotiation,
      endsAt: br.negotiation_ends_at,
      outcome: br.negotiation === "closed" ? outcomeOfRows(offerRows) : undefined,
    },
    widen: { outcome: br.widen_outcome, at: br.widened_at, nearestKm: br.widen_nearest_km },
  };
}

export type ChooseResult = "chosen" | "already" | "not-found";

/**
 * The buyer picks an offer: the chosen dealer is told by e-mail (outbox); under privacy A, and
 * only then, that message carries the buyer's name, e-mail and phone — to that dealer only.
 */
export async function chooseOffer(
  db: Db,
  token: string,
  offerId: number,
  options: { now?: Date; publicUrl?: string } = {},
): Promise<ChooseResult> {
  if (!isTokenShaped(token)) return "not-found";
  const now = options.now ?? new Date();
  return writeTransaction(db, async (trx) => {
    // Two "choose this offer" clicks at once: the second waits for the first's commit, then reads it.
    const br = await trx.selectFrom("buyer_requests").selectAll().where("token", "=", token).$call(forUpdate(trx)).executeTakeFirst();
    if (!br) return "not-found";
    const row = await trx
      .selectFrom("offers as o")
      .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
      .innerJoin("dealers as d", "d.id", "dr.dealer_id")
      .where("o.id", "=", offerId)
      .where("dr.buyer_request_id", "=", br.id)
      .select(["o.id", "o.price_cents", "o.flagged_fees_cents", "dr.id as drId", "dr.token as drToken", "d.name", "d.email", "d.language"])
      .executeTakeFirst();
    if (!row) return "not-found";
    if (br.chosen_offer_id !== null) return "already";
    const at = now.toISOString();
    const chosen = await trx
      .updateTable("buyer_requests")
      .set({ chosen_offer_id: row.id, chosen_at: at })
      .where("id", "=", br.id)
      .where("chosen_offer_id", "is", null)
      .executeTakeFirst();
    if (Number(chosen.numUpdatedRows) !== 1) return "already";
    await trx.updateTable("dealer_requests").set({ status: "chosen" }).where("id", "=", row.drId).execute();
    const source = await loadSource(trx, br.request_kind, br.request_id);
    const dealerLang = lang(row.language);
    const base = options.publicUrl ?? getEnv().PUBLIC_URL;
    const common = {
      lang: dealerLang,
      dealerName: row.name,
      buyerFirstName: br.first_name,
      vehicle: readVehicle(br.vehicle_json),
      priceCents: row.price_cents + row.flagged_fees_cents,
      ref: br.request_ref,
      offerUrl: base + offerPath(row.drToken, dealerLang),
    };
    const mail =
      br.privacy === "A" && source
        ? composeChosen({ ...common, privacy: "A", buyer: { name: source.name, email: source.email, phone: source.phone } })
        : composeChosen({ ...common, privacy: "B" });
    await enqueueEmail(trx, "dealer-offer-chosen", { to: row.email, ...mail }, { table: "dealer_requests", id: row.drId }, now.getTime());
    return "chosen";
  });
}

// ---------------------------------------------------------------------------------------------
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
      // Round 2 (issue 17) opens in this same transaction, with its e-mails.
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
      const l = lang(br.language);
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

// ---------------------------------------------------------------------------------------------
// Unsubscribe (Canada's anti-spam law)

export async function unsubscribeView(db: Db, token: string): Promise<{ dealerName: string; optedOut: boolean } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const d = await db.selectFrom("dealers").select(["name", "opted_out"]).where("unsubscribe_token", "=", token).executeTakeFirst();
  return d ? { dealerName: d.name, optedOut: d.opted_out === 1 } : undefined;
}

/** Marks the dealer opted out: it is never matched again. */
export async function optOut(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  await db
    .updateTable("dealers")
    .set({ opted_out: 1, opted_out_at: now.toISOString(), updated_at: now.toISOString() })
    .where("unsubscribe_token", "=", token)
    .where("opted_out", "=", 0)
    .execute();
  return (await unsubscribeView(db, token))?.optedOut ?? false;
}
