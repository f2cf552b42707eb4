import { describe, expect, test } from "vitest";
import { CANONICAL_FRENCH_VALUES, displayValue } from "#app/questionnaire/display-value.ts";

describe("displayValue", () => {
  test("a typed value named like an inherited property is shown as typed", () => {
    for (const typed of ["__proto__", "constructor", "toString"]) expect(displayValue(typed, "en")).toBe(typed);
  });

  test("every canonical French value has an English display, and stays French on French pages", () => {
    for (const v of CANONICAL_FRENCH_VALUES) {
      expect(displayValue(v, "en"), v).not.toBe(v);
      expect(displayValue(v, "fr")).toBe(v);
    }
    expect(displayValue("Usagé", "en")).toBe("Used");
    expect(displayValue("Les deux", "en")).toBe("Both email and SMS");
  });

  test("an e-mail and a phone are joined by 'and' in English; free text is kept", () => {
    expect(displayValue("julie@courriel.ca et 514 555-0142", "en")).toBe("julie@courriel.ca and 514 555-0142");
    expect(displayValue("julie@courriel.ca et 514 555-0142", "fr")).toBe("julie@courriel.ca et 514 555-0142");
    expect(displayValue("Saint-Jean et Laval", "en")).toBe("Saint-Jean et Laval");
    expect(displayValue("  Toyota ", "en")).toBe("Toyota");
    expect(displayValue(null, "en")).toBe("");
  });
});
