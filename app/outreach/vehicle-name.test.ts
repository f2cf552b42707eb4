import { describe, expect, it } from "vitest";
import { vehicleName } from "#app/outreach/outreach.ts";
import { NO_PREFERENCE } from "#app/questionnaire/registry.ts";

describe("vehicleName", () => {
  it("names brand, model and trim, never a trim left to the dealer (decision 048)", () => {
    expect(vehicleName({ brand: "Mazda", model: "CX-5", trim: "GS", condition: "Neuf" })).toBe("Mazda CX-5 GS");
    expect(vehicleName({ brand: "Mazda", model: "CX-5", trim: NO_PREFERENCE })).toBe("Mazda CX-5");
    expect(vehicleName({ brand: " Kia ", model: "" })).toBe("Kia");
    expect(vehicleName({})).toBe("");
  });
});
