import {
  type CorrectableLine,
  type CorrectionError,
  lineChoices,
  lineFields,
  lineValues,
  type PreviewEditing,
  type RequestPreview,
  type RequestWording,
} from "#app/outreach/corrections.ts";
import { type OfferView, offerView } from "#app/outreach/dealer-page.server.ts";
import { type NegotiationOutcome, outcomeOfRows } from "#app/outreach/negotiation.ts";
import { sortOffers } from "#app/outreach/offers.ts";
import { composeChosen, quoteRequestLines, translateValue, type VehicleDetails } from "#app/outreach/outreach-email.ts";
import { isTokenShaped, offerPath } from "#app/outreach/outreach.ts";
import { loadSource, readVehicle, wordingDigest, wordingOf } from "#app/outreach/start.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang, type Lang } from "#app/platform/language.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { resources } from "#app/words.ts";
import { type Db, forUpdate } from "#db/index.ts";
import type { NegotiationState, WidenOutcome } from "#db/schema.ts";

// The buyer's offers page

/**
 * The request page's preview: the quote request's lines worded by `quoteRequestLines` (the
 * e-mail's own function) in the page's language, with the line being corrected, if any.
 */
export function requestPreview(
  view: BuyerPageView,
  pageLang: Lang,
  edit: CorrectableLine | null,
  posted?: { values: Readonly<Record<string, string>>; error: { field: string; error: CorrectionError } },
): RequestPreview {
  const w = view.wording;
  const lines = quoteRequestLines({
    lang: pageLang,
    buyerFirstName: w.firstName,
    vehicle: w.vehicle,
    city: w.city,
    dealersContacted: view.found,
    privacy: w.privacy,
  });
  let editing: PreviewEditing | null = null;
  if (edit) {
    const current = { ...lineValues(w, edit), ...(posted?.values ?? {}) };
    const choices = lineChoices(edit);
    const privacyWords = resources[pageLang].dealers.preview.privacyChoices;
    editing = {
      line: edit,
      fields: lineFields(edit).map((name) => ({
        name,
        value: current[name] ?? "",
        options: choices?.map((c) => ({
          value: c,
          label: edit === "privacy" ? privacyWords[c as "A" | "B"] : translateValue(c, pageLang),
        })),
      })),
      error: posted?.error,
    };
  }
  // With no dealer matched, no e-mail carries a count yet (the widened search will say its own):
  // the page does not show "dealerships contacted: 0".
  const shown = view.found === 0 ? lines.lines.filter((l) => l.key !== "dealerships") : lines.lines;
  return { ...lines, lines: shown, digest: view.digest, reviewed: view.reviewed, reviewedAt: view.reviewedAt, editing };
}

export type BuyerOffer = OfferView & {
  dealerName: string;
  dealerCity: string;
  distanceKm: number | null;
  late: boolean;
};

export type BuyerPageView = {
  /** 'awaiting_confirmation' (the buyer's button), 'awaiting_approval' (an operator), 'active'. */
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
  widen: { outcome: WidenOutcome; at: string | null; nearestKm: number | null; dueAt: string | null };
  /** Decision 055: what dealers will read (as the buyer may have corrected it), its digest, and whether the buyer approved it. */
  wording: RequestWording;
  digest: string;
  reviewed: boolean;
  reviewedAt: string | null;
  /** Decision 041: the e-mailed link confirmed the address (the request may then be sent from the page). */
  addressConfirmed: boolean;
  /** Decision 059: where the live confirmation links went (null: none), and which channel's link confirmed. */
  confirmBy: "email" | "sms" | "both" | null;
  confirmedVia: "email" | "sms" | null;
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
  const wording = wordingOf(br);
  const digest = wordingDigest(wording);
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
    language: asLang(br.language),
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
    widen: { outcome: br.widen_outcome, at: br.widened_at, nearestKm: br.widen_nearest_km, dueAt: br.widened_at ? null : br.widen_due_at },
    wording,
    digest,
    reviewed: br.reviewed_digest === digest,
    reviewedAt: br.reviewed_digest === digest ? br.reviewed_at : null,
    addressConfirmed: br.confirm_used_at !== null,
    confirmBy: br.confirm_address_hash ? (br.confirm_sms_token_hash ? "both" : "email") : br.confirm_sms_token_hash ? "sms" : null,
    confirmedVia: br.confirmed_via,
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
    const dealerLang = asLang(row.language);
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
