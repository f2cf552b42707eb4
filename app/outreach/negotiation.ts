import { comparablePrice } from "#app/outreach/offers.ts";

/**
 * Sam negotiates (decision 019). When round 1 closes with at least two offers, every
 * dealer who offered learns where its all-in price stands against the best one (the amount only:
 * never another dealer's name, never the buyer) and may revise once, downwards, until round 2
 * closes; dealers who did not answer get one reminder with the best price so far. Pure.
 */

/** Round 2 needs a price to beat and someone to beat it. */
export const MIN_OFFERS_FOR_ROUND_2 = 2;

export type PricedOffer = { dealerRequestId: number; priceCents: number; flaggedFeesCents: number };

export type Standing = {
  /** This dealer's all-in price as the buyer compares it (flagged fees added). */
  ownCents: number;
  /** The best all-in price received, from any dealer (the amount only). */
  bestCents: number;
  /** How much above the best this dealer is (0 when it is the best). */
  gapCents: number;
  isBest: boolean;
  /** The fees that counted against this dealer (not allowed on top of an advertised price). */
  flaggedFeesCents: number;
};

/** The best comparable price among offers; undefined when there is none. */
export function bestPrice(offers: readonly PricedOffer[]): number | undefined {
  if (offers.length === 0) return undefined;
  return Math.min(...offers.map(comparablePrice));
}

/** Where one dealer's offer stands against the best one. */
export function standingOf(offers: readonly PricedOffer[], dealerRequestId: number): Standing | undefined {
  const own = offers.find((o) => o.dealerRequestId === dealerRequestId);
  const best = bestPrice(offers);
  if (!own || best === undefined) return undefined;
  const ownCents = comparablePrice(own);
  return { ownCents, bestCents: best, gapCents: ownCents - best, isBest: ownCents === best, flaggedFeesCents: own.flaggedFeesCents };
}

export type RevisionCheck = "ok" | "raise" | "once";

/**
 * Whether a dealer may replace its offer during round 2: once, and never for a higher all-in
 * price (the buyer compares all-in prices, so moving money into flagged fees is a raise too).
 */
export function checkRound2Revision(input: { alreadyRevised: boolean; beforeCents: number; afterCents: number }): RevisionCheck {
  if (input.alreadyRevised) return "once";
  if (input.afterCents > input.beforeCents) return "raise";
  return "ok";
}

export type NegotiationOutcome = {
  /** Offers whose all-in price went down during round 2. */
  improved: number;
  /** The best all-in price when round 2 opened, and at its close. */
  bestBeforeCents: number;
  bestAfterCents: number;
  /** How much the best price went down (0 when it did not). */
  savingCents: number;
};

/** Round 2's result, from each offer's price when it opened (`first…`) and now. */
export function negotiationOutcome(
  offers: ReadonlyArray<{
    priceCents: number;
    flaggedFeesCents: number;
    firstPriceCents: number | null;
    firstFlaggedFeesCents: number | null;
  }>,
): NegotiationOutcome {
  const now = offers.map((o) => comparablePrice(o));
  const before = offers.map((o, i) =>
    o.firstPriceCents === null
      ? now[i]
      : comparablePrice({ priceCents: o.firstPriceCents, flaggedFeesCents: o.firstFlaggedFeesCents ?? 0 }),
  );
  // A first offer made during round 2 was not on the table when it opened: it does not set the "before" best.
  const opened = offers.map((o, i) => (o.firstPriceCents === null ? undefined : before[i])).filter((v): v is number => v !== undefined);
  const bestBeforeCents = opened.length > 0 ? Math.min(...opened) : Math.min(...now);
  const bestAfterCents = now.length > 0 ? Math.min(...now) : 0;
  return {
    improved: offers.filter((_, i) => now[i] < before[i]).length,
    bestBeforeCents,
    bestAfterCents,
    savingCents: Math.max(0, bestBeforeCents - bestAfterCents),
  };
}

/** The same, from offer rows as stored (`offers` columns). */
export function outcomeOfRows(
  rows: ReadonlyArray<{
    price_cents: number;
    flagged_fees_cents: number;
    first_price_cents: number | null;
    first_flagged_fees_cents: number | null;
  }>,
): NegotiationOutcome {
  return negotiationOutcome(
    rows.map((o) => ({
      priceCents: o.price_cents,
      flaggedFeesCents: o.flagged_fees_cents,
      firstPriceCents: o.first_price_cents,
      firstFlaggedFeesCents: o.first_flagged_fees_cents,
    })),
  );
}

export function minutesFrom(start: Date, minutes: number): string {
  return new Date(start.getTime() + minutes * 60_000).toISOString();
}
