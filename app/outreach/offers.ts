import { type Lang, localeOf } from "#app/platform/language.ts";
import { normalize } from "#app/platform/text.ts";

/**
 * Dealer offers: money, the Quebec all-in price rule, comparison and the reply link's life. Pure.
 *
 * Quebec's consumer protection rules (LPC art. 224 c): an advertised price must include every
 * charge except the GST, the QST and the duty on new tires. A dealer itemises what it adds to
 * its all-in price; anything else added on top (e.g. "frais d'administration 499 $") is flagged
 * and counted into the comparable price, so a lower sticker with add-ons does not look cheaper.
 */

export const DEALER_DEADLINE_HOURS = 24;
export const LINK_LIFETIME_DAYS = 7;
export const FEE_ROWS = 5;
const MAX_CENTS = 10_000_000_00;

/** "34 999,00 $", "$34,999.99", "499$", "1 234" → cents; undefined when it is not an amount. */
export function parseMoney(text: string): number | undefined {
  // A currency sign or code only at either end; spaces (incl. the narrow no-break space) group thousands.
  let s = text
    .trim()
    .replace(/^(\$|cad)\s*|\s*(\$|cad)$/gi, "")
    .replace(/[\s\u00a0\u202f]/g, "");
  if (!s || !/^[\d.,]+$/.test(s)) return undefined;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands (1.234,56 / 1,234.56).
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+\\${decimal}\\d{1,2}$`);
    s = grouped.test(s) ? s.split(thousands).join("").replace(decimal, ".") : "x";
  } else if (lastComma >= 0) {
    s = /^\d+,\d{1,2}$/.test(s) ? s.replace(",", ".") : /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : "x";
  } else if (lastDot >= 0 && !/^\d+\.\d{1,2}$/.test(s)) {
    s = /^\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, "") : "x";
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return undefined;
  const [whole, fraction = ""] = s.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : undefined;
}

/** "4,99", "4.99 %" → 4.99; undefined when not a number. */
export function parseDecimal(text: string): number | undefined {
  const s = text
    .trim()
    .replace(/[\s\u00a0\u202f%]/g, "")
    .replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(s)) return undefined;
  return Number(s);
}

/** Cents in the language's Canadian format: "34 999 $" / "$34,999" (cents shown only when there are some). */
export function formatMoney(cents: number, lang: Lang): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeOf(lang), {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export type FeeKind = "gst" | "qst" | "taxes" | "tire" | "other";
export type Fee = { label: string; amountCents: number; kind: FeeKind };

/** Quebec's taxes on a vehicle's price (QST on the price alone since 2013, not on the GST). */
export const GST_RATE = 0.05;
export const QST_RATE = 0.09975;
/**
 * Quebec's duty on new tires since 2023-07-01: 4,50 $ a tire (6 $ over 33 inches across), on every
 * new tire the vehicle comes with, the spare included.
 */
const TIRE_DUTY_CENTS = [450, 600] as const;
const MAX_TIRES = 5;
/** A tax line may differ from the computed tax by rounding, or by a base the dealer chose: up to 1 $. */
const TAX_TOLERANCE_CENTS = 100;

// The words a tax or tire-duty label is made of; a label with any other word is not one of them.
const GST = /\s(tps|gst|taxe federale|federal tax|taxe sur les produits et services|goods and services tax)\s/;
const QST = /\s(tvq|qst|taxe de vente du quebec|quebec sales tax|taxe provinciale|provincial tax)\s/;
const TIRE = /\s(pneus?|tires?|tyres?)\s/;
const DUTY = /\s(droits?|duty|taxes?|levy|environnementa(l|ux)|environmental|recyclage|recycling)\s/;
const TAX_WORDS =
  /\s(tps|gst|tvq|qst|taxes?|tax|federale?|federal|provinciale?|provincial|quebec|vente|sales|produits|services|goods|and|et|sur|de|du|des|la|le|les|l|the|on|of|en|sus|applicables?|droits?|duty|levy|specifiques?|specific|pneus?|tires?|tyres?|neufs?|new|environnementa(l|ux)|environmental|recyclage|recycling|\d+)(?=\s)/g;

/**
 * What a fee line says it is, from its label alone: a tax, the tire duty, or something else. Only a
 * label made of those words alone ("TPS", "TVQ 9,975 %", "TPS + TVQ", "Droit sur les pneus neufs")
 * names one: "Frais d'administration TPS" is an administration fee.
 */
export function classifyFee(label: string): FeeKind {
  const n = ` ${normalize(label).replace(/[^a-z0-9]+/g, " ")} `;
  if (n.replace(TAX_WORDS, " ").trim() !== "") return "other";
  const gst = GST.test(n);
  const qst = QST.test(n);
  if (gst && qst) return "taxes";
  if (gst) return "gst";
  if (qst) return "qst";
  if (TIRE.test(n) && DUTY.test(n)) return "tire";
  if (/^\s*(les )?(taxes?|tax)( applicables?| de vente| en sus)?\s*$/.test(n) || /^\s*(sales )?tax(es)?\s*$/.test(n)) return "taxes";
  return "other";
}

/** True when the fee may be added to an advertised all-in price in Quebec. */
export function isAllowedFee(kind: FeeKind): boolean {
  return kind !== "other";
}

/** Every amount the tire duty can come to: 1 to 5 tires, each at either rate. */
const TIRE_AMOUNTS = new Set(
  Array.from({ length: MAX_TIRES + 1 }, (_, small) =>
    Array.from({ length: MAX_TIRES + 1 - small }, (_, large) => small * TIRE_DUTY_CENTS[0] + large * TIRE_DUTY_CENTS[1]),
  ).flat(),
);
TIRE_AMOUNTS.delete(0);

/** What the offer's taxes are computed on: its price (with the other lines), less a trade-in. */
/** One offer's values as the pages show them (the dealer's page, the buyer's page, the admin). */
export type OfferLike = {
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
  financingDownCents: number | null;
  leaseResidualCents: number | null;
  modelYear: number | null;
  colour: string;
  stockOrVin: string;
  validUntil: string;
  note: string;
};

export type FeeContext = { priceCents: number; tradeInCents?: number | null };

/**
 * Each line's kind (decision 043): a line counts as a tax only when its label names one of the real
 * taxes AND its amount is that tax on the price — the GST 5 %, the QST 9,975 %, both together
 * 14,975 % — computed on the price, with or without the other lines, less the trade-in if any, to
 * 1 $; the tire duty only at the duty's own amounts. Each tax counts once. Every other line,
 * whatever its label, is part of the all-in price and flagged (LPC art. 224 c).
 */
export function classifyFees(rows: ReadonlyArray<{ label: string; amountCents: number }>, context: FeeContext): Fee[] {
  const claimed = rows.map((r) => classifyFee(r.label));
  const beside = rows.reduce((sum, r, i) => (claimed[i] === "tire" || claimed[i] === "other" ? sum + r.amountCents : sum), 0);
  const tradeIn = context.tradeInCents && context.tradeInCents > 0 ? context.tradeInCents : 0;
  const bases = [context.priceCents, context.priceCents + beside].flatMap((b) => (tradeIn ? [b, Math.max(0, b - tradeIn)] : [b]));
  const is = (amount: number, rate: number) => amount > 0 && bases.some((b) => Math.abs(amount - b * rate) <= TAX_TOLERANCE_CENTS);
  const taken = new Set<"gst" | "qst" | "tire">();
  return rows.map((r, i) => {
    const kind = claimed[i];
    const covers: Array<"gst" | "qst" | "tire"> =
      kind === "gst" && is(r.amountCents, GST_RATE)
        ? ["gst"]
        : kind === "qst" && is(r.amountCents, QST_RATE)
          ? ["qst"]
          : kind === "taxes" && is(r.amountCents, GST_RATE + QST_RATE)
            ? ["gst", "qst"]
            : kind === "taxes" && is(r.amountCents, GST_RATE)
              ? ["gst"]
              : kind === "taxes" && is(r.amountCents, QST_RATE)
                ? ["qst"]
                : kind === "tire" && TIRE_AMOUNTS.has(r.amountCents)
                  ? ["tire"]
                  : [];
    const real = covers.length > 0 && covers.every((c) => !taken.has(c));
    for (const c of real ? covers : []) taken.add(c);
    return { label: r.label, amountCents: r.amountCents, kind: real ? kind : "other" };
  });
}

/** Sum of the fees that should have been inside the all-in price. */
export function flaggedTotal(fees: readonly Fee[]): number {
  return fees.filter((f) => !isAllowedFee(f.kind)).reduce((sum, f) => sum + f.amountCents, 0);
}

/** The stored fee lines, classified again against the offer's price (what was stored is not trusted). */
export function readFees(json: string, context: FeeContext): Fee[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    const rows = value.filter(
      (f): f is { label: string; amountCents: number } => typeof f?.label === "string" && Number.isInteger(f?.amountCents),
    );
    return classifyFees(rows, context);
  } catch {
    return [];
  }
}

/** An offer's real all-in price from what is stored: its price and every line that is not a real tax. */
export function allInCents(offer: { price_cents: number; fees_json: string; trade_in_cents: number | null }): number {
  return offer.price_cents + flaggedTotal(readFees(offer.fees_json, { priceCents: offer.price_cents, tradeInCents: offer.trade_in_cents }));
}

export type ComparableOffer = {
  id: number;
  priceCents: number;
  flaggedFeesCents: number;
  updatedAt: string;
};

/** The price to compare offers on: the all-in price plus any fee that should have been in it. */
export function comparablePrice(offer: { priceCents: number; flaggedFeesCents: number }): number {
  return offer.priceCents + offer.flaggedFeesCents;
}

/** Cheapest first (comparable price); ties by the earlier offer, then id. */
export function sortOffers<O extends ComparableOffer>(offers: readonly O[]): O[] {
  return [...offers].sort((a, b) => comparablePrice(a) - comparablePrice(b) || a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
}

/** For each attribute, whether the offers disagree (the comparison highlights those rows). */
export function differingKeys<K extends string>(rows: ReadonlyArray<Record<K, string>>, keys: readonly K[]): Set<K> {
  const out = new Set<K>();
  if (rows.length < 2) return out;
  for (const key of keys) if (new Set(rows.map((r) => r[key])).size > 1) out.add(key);
  return out;
}

export type LinkState = "open" | "late" | "expired";

/**
 * A dealer's reply link: open until the 24 h deadline (offers and revisions), then late (a first
 * offer is still taken, marked late; no more revisions), and expired after 7 days.
 */
export function linkState(link: { deadline_at: string; expires_at: string }, now: Date = new Date()): LinkState {
  const t = now.getTime();
  if (t >= Date.parse(link.expires_at)) return "expired";
  if (t >= Date.parse(link.deadline_at)) return "late";
  return "open";
}

/** Whether the dealer may submit now: before the deadline always; after it only a first offer; never once expired. */
export function canSubmit(state: LinkState, hasOffer: boolean): boolean {
  if (state === "expired") return false;
  return state === "open" || !hasOffer;
}

export function deadlineFrom(start: Date): string {
  return new Date(start.getTime() + DEALER_DEADLINE_HOURS * 3_600_000).toISOString();
}

export function expiryFrom(start: Date): string {
  return new Date(start.getTime() + LINK_LIFETIME_DAYS * 86_400_000).toISOString();
}

/** A calendar date (YYYY-MM-DD) in the page's language: "20 mars 2026" / "March 20, 2026". */
export function formatDay(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** Cents as the plain amount a form field shows again ("34999,50" / "34999.50"). */
export function moneyInput(cents: number | null, lang: Lang): string {
  if (cents === null) return "";
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return lang === "fr" ? text.replace(".", ",") : text;
}

// What buyers compare offers on (decision 047)

export type TaxesIn = { gstCents: number; qstCents: number; tireCents: number; totalCents: number };

/**
 * An estimate of what the buyer pays for a cash purchase: the comparable all-in price (flagged
 * fees included), the GST and the QST on it, and the new-tire duty the dealer listed. An estimate:
 * a trade-in, a rebate or an exemption changes the taxes.
 */
export function taxesInEstimate(offer: { priceCents: number; flaggedFeesCents: number; fees: readonly Fee[] }): TaxesIn {
  const base = comparablePrice(offer);
  const gstCents = Math.round(base * GST_RATE);
  const qstCents = Math.round(base * QST_RATE);
  const tireCents = offer.fees.filter((f) => f.kind === "tire").reduce((sum, f) => sum + f.amountCents, 0);
  return { gstCents, qstCents, tireCents, totalCents: base + gstCents + qstCents + tireCents };
}

export type FinancingCost = {
  kind: "finance" | "lease";
  months: number;
  paymentCents: number;
  downCents: number;
  /** Down payment plus every monthly payment. */
  paidCents: number;
  /** A lease's buyout at the end (null: not given); a loan ends owned. */
  buyoutCents: number | null;
  /** What owning the vehicle costs in all (paid, plus a lease's buyout); null for a lease without a buyout. */
  ownCents: number | null;
};

/** The whole cost of a financing or lease offer (term × payment + down payment, + a lease's buyout), when its figures are given. */
export function financingCost(offer: {
  financingKind: string;
  financingTermMonths: number | null;
  financingPaymentCents: number | null;
  financingDownCents: number | null;
  leaseResidualCents: number | null;
}): FinancingCost | undefined {
  const kind = offer.financingKind;
  if ((kind !== "finance" && kind !== "lease") || !offer.financingTermMonths || !offer.financingPaymentCents) return undefined;
  const downCents = offer.financingDownCents ?? 0;
  const paidCents = downCents + offer.financingTermMonths * offer.financingPaymentCents;
  const buyoutCents = kind === "lease" ? offer.leaseResidualCents : null;
  return {
    kind,
    months: offer.financingTermMonths,
    paymentCents: offer.financingPaymentCents,
    downCents,
    paidCents,
    buyoutCents,
    ownCents: kind === "finance" ? paidCents : buyoutCents === null ? null : paidCents + buyoutCents,
  };
}

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [..."0123456789"]
    .map((d) => [d, Number(d)] as [string, number])
    .concat(
      [..."ABCDEFGH"].map((c, i) => [c, i + 1]),
      [..."JKLMN"].map((c, i) => [c, i + 1]),
      [["P", 7]],
      [["R", 9]],
      [..."STUVWXYZ"].map((c, i) => [c, i + 2]),
    ),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A North American VIN: 17 characters (no I, O or Q) whose 9th is the check digit of the others. */
export function isVin(text: string): boolean {
  const vin = text.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const sum = [...vin].reduce((total, c, i) => total + VIN_VALUES[c] * VIN_WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return vin[8] === check;
}

/** Looks like a VIN (17 letters and digits) — then it must be a valid one. */
export function looksLikeVin(text: string): boolean {
  return /^[A-Z0-9]{17}$/i.test(text.trim());
}
