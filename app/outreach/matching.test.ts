import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type MatchableDealer, matchDealers, wantedCount } from "#app/outreach/matching.ts";
import { DEALERSHIPS } from "#app/questionnaire/registry.ts";

const dealer = (id: number, name: string, city: string, brands: string[], extra: Partial<MatchableDealer> = {}): MatchableDealer => ({
  id,
  name,
  city,
  brands,
  active: true,
  optedOut: false,
  ...extra,
});

// Laval → Terrebonne ≈ 11 km, Montréal ≈ 14 km, Longueuil ≈ 16 km, Sherbrooke ≈ 140 km.
const directory = [
  dealer(1, "Toyota Sherbrooke", "Sherbrooke", ["Toyota"]),
  dealer(2, "Honda Laval", "Laval", ["Honda"]),
  dealer(3, "Toyota Montréal", "Montréal", ["Toyota", "Lexus"]),
  dealer(4, "Toyota Terrebonne", "Terrebonne", ["toyota"], { optedOut: true }),
  dealer(5, "Toyota Longueuil", "Longueuil", ["Toyota"]),
  dealer(6, "Toyota fermé", "Laval", ["Toyota"], { active: false }),
  dealer(7, "Mazda Laval", "Laval", ["Mazda"]),
];

describe("matchDealers", () => {
  it("keeps active, not opted-out dealers of the brand, nearest first, up to the count", () => {
    const r = matchDealers(directory, { brand: "TOYOTA", city: "laval", wanted: 2 });
    expect(r.picked.map((p) => p.dealer.id)).toEqual([3, 5]);
    expect(r.picked[0].distanceKm).toBeGreaterThan(10);
    expect(r.picked[0].distanceKm!).toBeLessThan(r.picked[1].distanceKm!);
    expect(r).toMatchObject({ wanted: 2, shortfall: 0, note: "", cityUnknown: false });
  });

  it("reports fewer matches than asked instead of hiding it", () => {
    const r = matchDealers(directory, { brand: "Toyota", city: "Laval", wanted: 5 });
    expect(r.picked.map((p) => p.dealer.id)).toEqual([3, 5, 1]);
    expect(r).toMatchObject({ wanted: 5, shortfall: 2, note: "fewer-than-wanted" });
  });

  it("says so when no dealer sells the brand, or no brand was given", () => {
    expect(matchDealers(directory, { brand: "Porsche", city: "Laval", wanted: 3 })).toMatchObject({
      picked: [],
      shortfall: 3,
      note: "no-dealer-for-brand",
    });
    expect(matchDealers(directory, { brand: " ", city: "Laval", wanted: 3 })).toMatchObject({ picked: [], note: "no-brand" });
  });

  it("matches brand aliases (mercedes → Mercedes-Benz)", () => {
    const r = matchDealers([dealer(1, "Benz", "Laval", ["Mercedes-Benz"])], { brand: "mercedes", city: "Laval", wanted: 1 });
    expect(r.picked).toHaveLength(1);
  });

  it("ranks by name when the buyer's city is unknown, and flags it", () => {
    const r = matchDealers(directory, { brand: "Toyota", city: "Autre", wanted: 3 });
    expect(r.cityUnknown).toBe(true);
    expect(r.note).toBe("unknown-city");
    expect(r.picked.map((p) => p.distanceKm)).toEqual([null, null, null]);
    expect(r.picked.map((p) => p.dealer.name)).toEqual(["Toyota Longueuil", "Toyota Montréal", "Toyota Sherbrooke"]);
  });

  it("puts dealers without known coordinates after every known distance", () => {
    const r = matchDealers([dealer(1, "A", "Ailleurs", ["Kia"]), dealer(2, "B", "Sherbrooke", ["Kia"])], {
      brand: "Kia",
      city: "Laval",
      wanted: 2,
    });
    expect(r.picked.map((p) => p.dealer.id)).toEqual([2, 1]);
  });

  it("never picks more than asked, never an inactive, opted-out or other-brand dealer, always sorted", () => {
    const cities = ["Laval", "Montréal", "Québec", "Gatineau", "Sherbrooke", "Nowhere"];
    const arb = fc.array(
      fc.record({
        name: fc.string({ maxLength: 5 }),
        city: fc.constantFrom(...cities),
        brands: fc.subarray(["Toyota", "Honda", "Kia"], { minLength: 1 }),
        active: fc.boolean(),
        optedOut: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 10 }), fc.constantFrom(...cities), (rows, wanted, city) => {
        const dealers = rows.map((r, i) => ({ ...r, id: i + 1 }));
        const r = matchDealers(dealers, { brand: "Toyota", city, wanted });
        expect(r.picked.length).toBeLessThanOrEqual(wanted);
        expect(r.picked.length + r.shortfall).toBe(wanted);
        for (const p of r.picked) expect(p.dealer.active && !p.dealer.optedOut && p.dealer.brands.includes("Toyota")).toBe(true);
        const d = r.picked.map((p) => p.distanceKm ?? Infinity);
        expect([...d].sort((a, b) => a - b)).toEqual(d);
        const eligible = dealers.filter((x) => x.active && !x.optedOut && x.brands.includes("Toyota")).length;
        expect(r.picked.length).toBe(Math.min(wanted, eligible));
      }),
    );
  });
});

describe("wantedCount", () => {
  it("uses the buyer's count within 1..100, else the default", () => {
    expect(wantedCount(3)).toBe(3);
    expect(wantedCount("10")).toBe(10);
    expect(wantedCount(0)).toBe(DEALERSHIPS.fallback);
    expect(wantedCount("abc")).toBe(DEALERSHIPS.fallback);
    expect(wantedCount(500)).toBe(100);
  });
});
