import { normalize } from "#app/platform/text.ts";
import { findBrand } from "#app/questionnaire/catalogue.ts";
import { coordinatesOf, distanceKm } from "#app/questionnaire/city-coordinates.ts";
import { DEALERSHIPS } from "#app/questionnaire/registry.ts";

/**
 * Which dealerships to ask for a quote: up to the number the buyer asked for, among
 * the active, not opted-out dealers that sell the brand, nearest first from the buyer's city.
 * Fewer than asked is reported, never hidden. Pure.
 */

export type MatchableDealer = {
  id: number;
  name: string;
  brands: readonly string[];
  city: string;
  active: boolean;
  optedOut: boolean;
};

export type MatchedDealer<D extends MatchableDealer> = { dealer: D; distanceKm: number | null };

/** Why fewer dealers were picked than asked (for the operator). */
export type MatchNote = "" | "no-brand" | "no-dealer-for-brand" | "fewer-than-wanted" | "unknown-city";

export type MatchResult<D extends MatchableDealer> = {
  picked: Array<MatchedDealer<D>>;
  wanted: number;
  /** wanted − picked, ≥ 0. */
  shortfall: number;
  /** The buyer's city is not one of the 48 listed: dealers are not ranked by distance. */
  cityUnknown: boolean;
  note: MatchNote;
};

/** The count the buyer asked for, made usable: within the questionnaire's range, else its fallback. */
export function wantedCount(raw: unknown): number {
  const n = typeof raw === "number" ? raw : Number.parseInt(String(raw ?? "").trim(), 10);
  if (!Number.isFinite(n) || n < DEALERSHIPS.min) return DEALERSHIPS.fallback;
  return Math.min(Math.floor(n), DEALERSHIPS.max);
}

function sameBrand(a: string, b: string): boolean {
  const x = findBrand(a)?.name ?? a;
  const y = findBrand(b)?.name ?? b;
  return normalize(x) === normalize(y);
}

export function matchDealers<D extends MatchableDealer>(
  dealers: readonly D[],
  request: { brand: string; city: string; wanted: number },
): MatchResult<D> {
  const wanted = wantedCount(request.wanted);
  const origin = coordinatesOf(request.city);
  const brand = request.brand.trim();
  if (!brand) return { picked: [], wanted, shortfall: wanted, cityUnknown: !origin, note: "no-brand" };

  const eligible = dealers.filter((d) => d.active && !d.optedOut && d.brands.some((b) => sameBrand(b, brand)));
  const ranked = eligible
    .map((dealer) => {
      const place = coordinatesOf(dealer.city);
      return { dealer, distanceKm: origin && place ? Math.round(distanceKm(origin, place) * 10) / 10 : null };
    })
    // Nearest first; a dealer (or a buyer) without coordinates comes after every known distance.
    // Ties by name, then id, so the choice is stable.
    .sort((a, b) => {
      const da = a.distanceKm ?? Number.POSITIVE_INFINITY;
      const db = b.distanceKm ?? Number.POSITIVE_INFINITY;
      if (da !== db) return da - db;
      return a.dealer.name.localeCompare(b.dealer.name, "fr") || a.dealer.id - b.dealer.id;
    });
  const picked = ranked.slice(0, wanted);
  const shortfall = wanted - picked.length;
  const note: MatchNote =
    eligible.length === 0 ? "no-dealer-for-brand" : shortfall > 0 ? "fewer-than-wanted" : !origin ? "unknown-city" : "";
  return { picked, wanted, shortfall, cityUnknown: !origin, note };
}

/**
 * Decision 033: the second search of a request confirmed with no dealer found. The first search
 * (above) already covers the whole province for the make, nearest first, with no distance limit:
 * a radius would only delay far dealers. So when it finds none, no dealer of the directory sells
 * the make at all; the second search, `WIDEN_AFTER_MINUTES` later, runs the same rule over the
 * directory as it then is (dealers an operator imported or reactivated meanwhile count) and its
 * outcome is what the buyer is told: dealers contacted and the nearest distance, or still none.
 */
export type WidenResult = { outcome: "widened" | "none"; found: number; nearestKm: number | null };

export function widenResult(picked: ReadonlyArray<{ distanceKm: number | null }>): WidenResult {
  const known = picked.map((p) => p.distanceKm).filter((d): d is number => d !== null);
  return {
    outcome: picked.length > 0 ? "widened" : "none",
    found: picked.length,
    nearestKm: known.length > 0 ? Math.round(Math.min(...known)) : null,
  };
}
