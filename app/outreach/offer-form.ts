import {
  classifyFees,
  FEE_ROWS,
  flaggedTotal,
  isVin,
  looksLikeVin,
  type OfferLike,
  parseDecimal,
  parseMoney,
} from "#app/outreach/offers.ts";
import { z } from "#app/platform/zod.ts";

/**
 * The dealer's offer form (/offre/<token>): one schema for the action and the browser. Messages
 * are i18n keys of the `dealers` namespace. Amounts are typed as text ("34 999,99 $") and parsed
 * by `parseMoney`; `offerValues` turns a valid submission into what is stored.
 */

const money = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(30, key)
    .refine((v) => parseMoney(v) !== undefined, key);
const optionalMoney = (key: string) => money(key).optional();
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** The vehicle's model year: from the first VIN-era cars to two years ahead (a dealer's next models). */
const isModelYear = (v: string) => /^\d{4}$/.test(v) && Number(v) >= 1981 && Number(v) <= new Date().getFullYear() + 2;
/** A day that exists: "2026-13-45" and "2027-02-29" do not. */
export function isRealDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const day = (key: string) => z.string({ error: key }).trim().refine(isRealDate, "dealers:errors.date");

/** The plausible price of a vehicle, in cents (decision 043: OFFER_PRICE_MIN and OFFER_PRICE_MAX, in dollars). */
export type PriceRange = { minCents: number; maxCents: number };
export const DEFAULT_PRICE_RANGE: PriceRange = { minCents: 1_000_00, maxCents: 500_000_00 };

const feeRow = z
  .object({
    label: z.string().trim().max(100, "dealers:errors.feeLabel").optional(),
    amount: optionalMoney("dealers:errors.feeAmount"),
  })
  .superRefine((row, ctx) => {
    if (row.label && !row.amount) ctx.addIssue({ code: "custom", path: ["amount"], message: "dealers:errors.feeAmountMissing" });
    if (!row.label && row.amount) ctx.addIssue({ code: "custom", path: ["label"], message: "dealers:errors.feeLabelMissing" });
  });

/** The offer form's schema for a price range (the server's configured one; the browser gets it from the loader). */
export const offerSchemaFor = (range: PriceRange) =>
  z
    .object({
      price: money("dealers:errors.price").refine((v) => {
        const cents = parseMoney(v);
        return cents === undefined || (cents >= range.minCents && cents <= range.maxCents);
      }, "dealers:errors.priceRange"),
      fees: z.array(feeRow.optional()).max(FEE_ROWS).optional(),
      availability: z.enum(["in_stock", "date"], { error: "dealers:errors.availability" }),
      availableOn: day("dealers:errors.date").optional(),
      financingKind: z.enum(["none", "finance", "lease"], { error: "dealers:errors.financingKind" }),
      financingRate: z
        .string()
        .trim()
        .refine((v) => {
          const n = parseDecimal(v);
          return n !== undefined && n >= 0 && n <= 30;
        }, "dealers:errors.rate")
        .optional(),
      financingTerm: z
        .string()
        .trim()
        .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 6 && Number(v) <= 120, "dealers:errors.term")
        .optional(),
      financingPayment: optionalMoney("dealers:errors.payment"),
      tradeIn: optionalMoney("dealers:errors.tradeIn"),
      financingDown: optionalMoney("dealers:errors.down"),
      leaseResidual: optionalMoney("dealers:errors.residual"),
      // Decision 047: the offered vehicle's facts, each optional.
      modelYear: z.string().trim().refine(isModelYear, "dealers:errors.modelYear").optional(),
      colour: z
        .string()
        .trim()
        .regex(/^[\p{L}\p{N} '’/.,-]{1,40}$/u, "dealers:errors.colour")
        .optional(),
      stockOrVin: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/, "dealers:errors.stockOrVin")
        .refine((v) => !looksLikeVin(v) || isVin(v), "dealers:errors.vin")
        .optional(),
      validUntil: day("dealers:errors.validUntil"),
      note: z.string().trim().max(2000, "common:form.tooLong").optional(),
      // The negotiation rules: required before a first offer, checked by the server.
      acceptRules: z.literal("on").optional(),
    })
    .superRefine(
      (v, ctx) => {
        if (v.availability === "date" && !v.availableOn) {
          ctx.addIssue({ code: "custom", path: ["availableOn"], message: "dealers:errors.availableOn" });
        }
        if (v.financingKind !== "none") {
          if (!v.financingRate) ctx.addIssue({ code: "custom", path: ["financingRate"], message: "dealers:errors.rate" });
          if (!v.financingTerm) ctx.addIssue({ code: "custom", path: ["financingTerm"], message: "dealers:errors.term" });
        }
        // A validity date already past would make the offer void on arrival (a day of slack for time zones).
        const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        if (typeof v.validUntil === "string" && isRealDate(v.validUntil) && v.validUntil < yesterday) {
          ctx.addIssue({ code: "custom", path: ["validUntil"], message: "dealers:errors.validUntilPast" });
        }
        // Runs even when a field failed, so a form without JavaScript gets every error in one round trip.
      },
      { when: () => true },
    );

export const offerSchema = offerSchemaFor(DEFAULT_PRICE_RANGE);

export type OfferForm = z.infer<typeof offerSchema>;

/**
 * What a dealer's offer form gives: an offer's shown values (offers.ts `OfferLike`, without the
 * comparable price, which is worked out from them), with the availability and the financing kind
 * the form allows, and whether the dealer ticked "I accept these rules" (its price may then be shown
 * anonymously as the best). Decision 047: a financing's or lease's down payment, a lease's buyout,
 * null when not given; `stockOrVin` is a stock number, or a VIN in capitals.
 */
export type OfferValues = Omit<OfferLike, "comparableCents" | "availability" | "financingKind"> & {
  availability: "in_stock" | "date";
  financingKind: "none" | "finance" | "lease";
  rulesAccepted: boolean;
};

export function offerValues(form: OfferForm): OfferValues {
  const rows = (form.fees ?? [])
    .filter((r): r is { label: string; amount: string } => Boolean(r?.label && r.amount))
    .map((r) => ({ label: r.label, amountCents: parseMoney(r.amount)! }));
  const priceCents = parseMoney(form.price)!;
  const tradeInCents = form.tradeIn ? (parseMoney(form.tradeIn) ?? null) : null;
  const fees = classifyFees(rows, { priceCents, tradeInCents });
  const financed = form.financingKind !== "none";
  return {
    priceCents,
    fees,
    flaggedFeesCents: flaggedTotal(fees),
    availability: form.availability,
    availableOn: form.availability === "date" ? (form.availableOn ?? null) : null,
    financingKind: form.financingKind,
    financingRate: financed && form.financingRate ? (parseDecimal(form.financingRate) ?? null) : null,
    financingTermMonths: financed && form.financingTerm ? Number(form.financingTerm) : null,
    financingPaymentCents: financed && form.financingPayment ? (parseMoney(form.financingPayment) ?? null) : null,
    tradeInCents,
    financingDownCents: financed && form.financingDown ? (parseMoney(form.financingDown) ?? null) : null,
    leaseResidualCents: form.financingKind === "lease" && form.leaseResidual ? (parseMoney(form.leaseResidual) ?? null) : null,
    modelYear: form.modelYear ? Number(form.modelYear) : null,
    colour: form.colour ?? "",
    stockOrVin: form.stockOrVin ? (isVin(form.stockOrVin) ? form.stockOrVin.toUpperCase() : form.stockOrVin) : "",
    validUntil: form.validUntil,
    note: form.note ?? "",
    rulesAccepted: form.acceptRules === "on",
  };
}
