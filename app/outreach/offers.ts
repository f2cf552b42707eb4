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

/** What a fee line is, from its label: a tax, the tire duty, or something not allowed on top of the price. */
export function classifyFee(label: string): FeeKind {
  const n = ` ${normalize(label).replace(/[^a-z0-9]+/g, " ")} `;
  const gst = /\s(tps|gst|taxe federale|federal tax|taxe sur les produits et services|goods and services tax)\s/.test(n);
  const qst = /\s(tvq|qst|taxe de vente du quebec|quebec sales tax|taxe provinciale|provincial tax)\s/.test(n);
  if (gst && qst) return "taxes";
  if (gst) return "gst";
  if (qst) return "qst";
  if (
    /\s(pneus?|tires?|tyres?)\s/.test(n) &&
    /\s(droits?|duty|taxes?|levy|environnementa(l|ux)|environmental|recyclage|recycling)\s/.test(n)
  )
    return "tire";
  if (/^\s*(les )?(taxes?|tax)( applicables?| de vente| en sus)?\s*$/.test(n) || /^\s*(sales )?tax(es)?\s*$/.test(n)) return "taxes";
  return "other";
}

/** True when the fee may be added to an advertised all-in price in Quebec. */
export function isAllowedFee(kind: FeeKind): boolean {
  return kind !== "other";
}

export function classifyFees(rows: ReadonlyArray<{ label: string; amountCents: number }>): Fee[] {
  return rows.map((r) => ({ label: r.label, amountCents: r.amountCents, kind: classifyFee(r.label) }));
}

/** Sum of the fees that should have been inside the all-in price. */
export function flaggedTotal(fees: readonly Fee[]): number {
  return fees.filter((f) => !isAllowedFee(f.kind)).reduce((sum, f) => sum + f.amountCents, 0);
}

export function readFees(json: string): Fee[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((f): f is { label: string; amountCents: number } => typeof f?.label === "string" && Number.isInteger(f?.amountCents))
      .map((f) => ({ label: f.label, amountCents: f.amountCents, kind: classifyFee(f.label) }));
  } catch {
    return [];
  }
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
