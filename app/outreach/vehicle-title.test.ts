import { describe, expect, it } from "vitest";
import { titleOf } from "#app/outreach/vehicle-title.ts";
import { NO_PREFERENCE } from "#app/questionnaire/registry.ts";

describe("titleOf", () => {
  it("names brand, model and trim, never a trim left to the dealer (decision 048)", () => {
    expect(titleOf({ brand: "Mazda", model: "CX-5", trim: "GS", condition: "Neuf" })).toBe("Mazda CX-5 GS");
    expect(titleOf({ brand: "Mazda", model: "CX-5", trim: NO_PREFERENCE })).toBe("Mazda CX-5");
    expect(titleOf({ brand: " Kia ", model: "" })).toBe("Kia");
    expect(titleOf({})).toBe("");
  });
});
