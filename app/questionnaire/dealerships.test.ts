import { describe, expect, it } from "vitest";
import { parseDealerships } from "#app/chat/understand.ts";
import { wantedCount } from "#app/outreach/matching.ts";
import { DEALERSHIPS } from "#app/questionnaire/registry.ts";
import { isValidDealerships } from "#app/questionnaire/vehicle.ts";

describe("the number of dealerships, one rule for the forms, the chat and the outreach", () => {
  it("accepts the same range everywhere", () => {
    for (const n of [DEALERSHIPS.min, 5, DEALERSHIPS.max]) {
      expect(isValidDealerships(String(n))).toBe(true);
      expect(parseDealerships(String(n), true)).toBe(n);
      expect(wantedCount(n)).toBe(n);
    }
    for (const n of [DEALERSHIPS.min - 1, DEALERSHIPS.max + 1]) {
      expect(isValidDealerships(String(n))).toBe(false);
      expect(parseDealerships(String(n), true)).toBe("out-of-range");
    }
  });
  it("falls back to one default when a request carries no usable count", () => {
    expect(DEALERSHIPS).toEqual({ min: 1, max: 100, fallback: 3 });
    expect(wantedCount("")).toBe(DEALERSHIPS.fallback);
    expect(wantedCount(0)).toBe(DEALERSHIPS.fallback);
    expect(wantedCount(250)).toBe(DEALERSHIPS.max);
  });
});
