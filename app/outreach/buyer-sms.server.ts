import { type OutreachSource, wantsSms } from "#app/outreach/outreach.ts";
import type { Lang } from "#app/platform/language.ts";
import { enqueueSms, type SmsKind, smsNumber } from "#app/platform/sms.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely, Transaction } from "kysely";

/**
 * The buyer's SMS (decision 046): the confirmation link, the first offer, round 2's result — sent
 * when the buyer chose SMS or both and gave a North-American number, through the outbox (durable,
 * retried, deduplicated). Returns the number written to, or undefined when none is sent.
 */
const TEXTS = {
  "buyer-confirmation-sms": "confirm",
  "buyer-first-offer-sms": "firstOffer",
  "buyer-negotiation-done-sms": "negotiationDone",
} as const;

export function buyerSmsNumber(source: Pick<OutreachSource, "contact" | "phone"> | undefined): string | undefined {
  return source && wantsSms(source.contact) ? smsNumber(source.phone) : undefined;
}

export async function smsToBuyer(
  trx: Kysely<Database> | Transaction<Database>,
  source: OutreachSource | undefined,
  kind: SmsKind,
  lang: Lang,
  vars: Record<string, string | number>,
  buyerRequestId: number,
  now: number = Date.now(),
): Promise<string | undefined> {
  const to = buyerSmsNumber(source);
  if (!to) return undefined;
  await textToBuyer(trx, to, kind, lang, vars, buyerRequestId, now);
  return to;
}

/**
 * One SMS to a number already chosen (`to`, +1XXXXXXXXXX): the confirmation link (decision 059),
 * where `once` tells a link sent again from the first one (the outbox would otherwise keep one).
 */
export async function textToBuyer(
  trx: Kysely<Database> | Transaction<Database>,
  to: string,
  kind: SmsKind,
  lang: Lang,
  vars: Record<string, string | number>,
  buyerRequestId: number,
  now: number = Date.now(),
  once?: string,
): Promise<void> {
  const body = fixedT(lang, "mail")(`sms.${TEXTS[kind]}`, vars);
  await enqueueSms(trx, kind, { to, body }, { table: "buyer_requests", id: buyerRequestId, ...(once ? { once } : {}) }, now);
}
