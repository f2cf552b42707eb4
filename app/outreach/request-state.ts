/**
 * What is really happening with a buyer's request, in one place. The success screens,
 * the buyer's private page, the buyer e-mails and (later) the chat's completion card all read
 * this function, so none of them can promise dealers that are not being contacted.
 *
 *   requestStatus({ state: "active", found: 0, wanted: 3, offers: 0, chosen: false, deadlinePassed: false })
 *     → { key: "no_dealers", found: 0, wanted: 3, offers: 0 }
 *
 * The texts live in the locales (`common:status.<key>.*`); `app/outreach/request-status.tsx`
 * renders them.
 */

export const REQUEST_STATUS_KEYS = [
  "awaiting_confirmation",
  "awaiting_approval",
  "no_dealers",
  "none_found",
  "widened",
  "dealers_contacted",
  "offers_received",
  "offer_chosen",
  "expired",
] as const;
export type RequestStatusKey = (typeof REQUEST_STATUS_KEYS)[number];

export type RequestFacts = {
  /** The buyer_requests row's state. */
  state: "awaiting_confirmation" | "awaiting_approval" | "active" | string;
  /** Dealers matched (before confirmation) or contacted (once active). */
  found: number;
  wanted: number;
  offers: number;
  chosen: boolean;
  /** Round 1's deadline has passed. */
  deadlinePassed: boolean;
  /** Decision 033: the second search of a request confirmed with no dealer found ('' before it). */
  widened?: "" | "widened" | "none";
  /** The nearest dealer the widened search contacted, whole km (null: unknown). */
  nearestKm?: number | null;
  /**
   * Decision 055: the buyer has approved, on their page, the wording dealers will read (an
   * operator's approval waits for it). Unknown counts as not yet.
   */
  reviewed?: boolean;
};

export type RequestStatus = {
  key: RequestStatusKey;
  found: number;
  wanted: number;
  offers: number;
  /** No dealer sells that make near that city (yet): Sam widens the search and writes within 24 h. */
  noDealers: boolean;
  /** Fewer dealers than the buyer asked for (but at least one). */
  fewer: boolean;
  /** Decision 033: the dealers were found by the widened search; the nearest is this far (km). */
  widened: boolean;
  nearestKm: number | null;
  /** The buyer approved the wording dealers will read (decision 055). */
  reviewed: boolean;
};

/** The one state→key rule (see the table in the module comment's test). */
export function requestStatus(facts: RequestFacts): RequestStatus {
  const found = Math.max(0, facts.found);
  const widened = facts.widened === "widened" && found > 0;
  const base = {
    found,
    wanted: facts.wanted,
    offers: facts.offers,
    noDealers: found === 0,
    fewer: found > 0 && found < facts.wanted,
    widened,
    nearestKm: widened ? (facts.nearestKm ?? null) : null,
    reviewed: facts.reviewed ?? false,
  };
  const key: RequestStatusKey =
    facts.state === "awaiting_confirmation"
      ? "awaiting_confirmation"
      : facts.state === "awaiting_approval"
        ? "awaiting_approval"
        : facts.chosen
          ? "offer_chosen"
          : facts.offers > 0
            ? "offers_received"
            : found === 0
              ? facts.widened === "none"
                ? "none_found"
                : "no_dealers"
              : facts.deadlinePassed
                ? "expired"
                : widened
                  ? "widened"
                  : "dealers_contacted";
  return { key, ...base };
}

/** Whether a text may say that dealers are being (or will be) contacted. */
export function contactsDealers(status: RequestStatus): boolean {
  return !status.noDealers;
}
