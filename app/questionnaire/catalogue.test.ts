import { describe, expect, it } from "vitest";
import { brands, fallbackTrims, findBrand, findModel, trimsFor } from "#app/questionnaire/catalogue.ts";
import { findCity, findCityInText, popularCities, quebecCities, searchCities, singleFormCities } from "#app/questionnaire/cities.ts";

describe("catalogue", () => {
  it("reads inherited names typed as a make or model as plain unknown text (a model '__proto__' crashed the single form)", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      expect(findBrand(name)).toBeUndefined();
      expect(trimsFor("Honda", name)).toEqual(fallbackTrims.other);
      expect(trimsFor(name, name)).toEqual(fallbackTrims.other);
      expect(trimsFor(name, "Civic")).toEqual(fallbackTrims.other);
    }
  });

  it("has the spec's 33 brands, each with models", () => {
    expect(brands).toHaveLength(33);
    for (const b of brands) expect(b.models.length, b.name).toBeGreaterThan(0);
  });

  it("matches brands and models ignoring case and accents", () => {
    expect(findBrand("toyota")?.name).toBe("Toyota");
    expect(findBrand("MERCEDES")?.name).toBe("Mercedes-Benz");
    expect(findBrand("chevy")?.name).toBe("Chevrolet");
    expect(findBrand("Tesla")).toBeUndefined();
    expect(findModel("toyota", "rav4")).toBe("RAV4");
    expect(findModel("Ford", "f150")).toBe("F-150");
    expect(findModel("BMW", "serie 3")).toBe("Série 3");
  });

  it("gives official trims, then the spec's fallback rules", () => {
    expect(trimsFor("Toyota", "Camry")).toContain("XLE");
    expect(trimsFor("honda", "civic")).toContain("Sport");
    expect(trimsFor("BMW", "X5")).toEqual(fallbackTrims.luxury);
    expect(trimsFor("GMC", "Sierra 1500")).toEqual(fallbackTrims.pickup);
    // Ram's pickups are named by number; the van keeps the general list.
    for (const m of ["1500", "2500", "3500"]) expect(trimsFor("Ram", m)).toEqual(fallbackTrims.pickup);
    expect(trimsFor("Ram", "ProMaster")).toEqual(fallbackTrims.other);
    expect(trimsFor("Mazda", "CX-5")).toEqual(fallbackTrims.suv);
    expect(trimsFor("Toyota", "RAV4 Prime")).toEqual(fallbackTrims.suv);
    expect(trimsFor("Kia", "Forte")).toEqual(fallbackTrims.other);
  });
});

describe("cities", () => {
  it("has 48 cities, 6 popular ones among them, and a 45-entry dropdown ending with Autre", () => {
    expect(quebecCities).toHaveLength(48);
    expect(new Set(quebecCities.map((c) => c.name)).size).toBe(48);
    for (const p of popularCities) expect(quebecCities.map((c) => c.name)).toContain(p);
    expect(singleFormCities).toHaveLength(49);
    expect(singleFormCities.slice(0, -1)).toEqual(quebecCities.map((c) => c.name));
    expect(singleFormCities.at(-1)).toBe("Autre");
  });

  it("searches ignoring case and accents", () => {
    expect(searchCities("MONTREAL").map((c) => c.name)).toEqual(["Montréal"]);
    expect(searchCities("saint").length).toBeGreaterThan(3);
    expect(searchCities("trois rivieres").map((c) => c.name)).toEqual(["Trois-Rivières"]);
    expect(searchCities("zzz")).toHaveLength(0);
    expect(searchCities("")).toHaveLength(48);
    expect(findCity("levis")?.name).toBe("Lévis");
    expect(findCityInText("J'habite à Saint-Jean-sur-Richelieu.")?.name).toBe("Saint-Jean-sur-Richelieu");
    expect(findCityInText("je suis à quebec")?.name).toBe("Québec");
  });
});
