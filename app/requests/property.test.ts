import { describe, expect, it } from "vitest";
import { normalizeNorthAmericanPhone } from "#app/platform/phone.ts";
import { estimatedValues, normalizeQuebecPostalCode, propertyTypes, timeframes } from "#app/requests/property.ts";

describe("normalizeQuebecPostalCode", () => {
  it.each([
    ["H2X 1Y4", "H2X 1Y4"],
    ["h2x1y4", "H2X 1Y4"],
    [" g1r 4p5 ", "G1R 4P5"],
    ["J8Y6T4", "J8Y 6T4"],
    ["h2x  1y4", "H2X 1Y4"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeQuebecPostalCode(input)).toBe(expected);
  });

  it.each(["", "H2X 1Y", "H2X 1Y45", "M5V 2T6", "K1A 0B1", "HHX 1Y4", "H2X-1Y4", "D2X 1Y4", "H2O 1Y4", "H2X 1U4", "12345"])(
    "refuses %j",
    (input) => {
      expect(normalizeQuebecPostalCode(input)).toBeNull();
    },
  );
});

describe("normalizeNorthAmericanPhone", () => {
  it.each([
    ["514-555-0199", "514-555-0199"],
    ["5145550199", "514-555-0199"],
    ["(514) 555-0199", "514-555-0199"],
    ["514.555.0199", "514-555-0199"],
    ["+1 514 555 0199", "514-555-0199"],
    ["1-800-555-0199", "800-555-0199"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeNorthAmericanPhone(input)).toBe(expected);
  });

  it.each(["", "555-0199", "514-555-019", "514-555-01999", "014-555-0199", "514-155-0199", "514-555-O199", "2-514-555-0199", "abc"])(
    "refuses %j",
    (input) => {
      expect(normalizeNorthAmericanPhone(input)).toBeNull();
    },
  );
});

describe("option lists (SPEC §3)", () => {
  it("are the spec's slugs", () => {
    expect(propertyTypes).toEqual(["maison-unifamiliale", "condo", "duplex", "triplex", "cottage", "terrain", "autre"]);
    expect(estimatedValues).toEqual(["moins-200k", "200k-300k", "300k-500k", "500k-750k", "750k-1m", "plus-1m"]);
    expect(timeframes).toEqual(["immediat", "1-3-mois", "3-6-mois", "6-12-mois", "plus-12-mois", "exploration"]);
  });
});
