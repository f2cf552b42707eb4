import { describe, expect, it } from "vitest";
import { matchDealers } from "#app/outreach/matching.ts";
import { coordinatesOf } from "#app/questionnaire/city-coordinates.ts";
import { readFormCity } from "#app/questionnaire/form-place.ts";
import { readPlace, regionCities, regionNamed } from "#app/questionnaire/gazetteer.ts";
import { readPlace as chatPlace } from "#app/questionnaire/place.ts";

describe("readFormCity: the forms' typed city (decision 081)", () => {
  it("keeps a listed city, a place the gazetteer is sure of, and a name several places share as typed", () => {
    expect(readFormCity("Laval")).toEqual({ kind: "city", city: "Laval" });
    expect(readFormCity("trois-rivieres")).toEqual({ kind: "city", city: "Trois-Rivières" });
    expect(readFormCity("Chomedey")).toEqual({ kind: "city", city: "Laval" });
    expect(readFormCity("Kirkland")).toEqual({ kind: "city", city: "Kirkland" });
    expect(readFormCity("Trois-Riv")).toEqual({ kind: "city", city: "Trois-Rivières" });
    // Unsure in the gazetteer (Québec's neighbourhood shares the name), but typed in full: the town, as before.
    expect(readPlace("Saint-Sauveur")?.confidence).toBe("unsure");
    expect(readFormCity("Saint-Sauveur")).toEqual({ kind: "city", city: "Saint-Sauveur" });
    expect(readFormCity("j'habite à Saint-Sauveur")).toEqual({ kind: "city", city: "Saint-Sauveur" });
    // A region's name that is a municipality's is the city.
    expect(readFormCity("Saguenay")).toEqual({ kind: "city", city: "Saguenay" });
    // More than the region: the city it names, as the chat reads it.
    expect(readFormCity("Longueuil sur la Rive-Sud")).toEqual({ kind: "city", city: "Longueuil" });
  });

  it("asks which city for a region said alone, in French or English, with its main cities", () => {
    expect(readFormCity("Rive-Sud")).toEqual({ kind: "region", region: "Rive-Sud", cities: ["Longueuil", "Brossard", "Boucherville"] });
    expect(readFormCity("sur la rive sud")).toMatchObject({ kind: "region", region: "Rive-Sud" });
    expect(readFormCity("South Shore")).toMatchObject({ kind: "region", region: "Rive-Sud" });
    expect(readFormCity("West Island")).toMatchObject({
      kind: "region",
      region: "West Island",
      cities: expect.arrayContaining(["Kirkland"]),
    });
    // Not read as Saint-Jean-sur-Richelieu, 500 km away.
    expect(readFormCity("au Lac-Saint-Jean")).toMatchObject({
      kind: "region",
      region: "Lac-Saint-Jean",
      cities: expect.arrayContaining(["Alma"]),
    });
    expect(readFormCity("Estrie")).toMatchObject({ kind: "region", region: "Estrie", cities: expect.arrayContaining(["Sherbrooke"]) });
    expect(readFormCity("la Beauce")).toMatchObject({
      kind: "region",
      region: "Beauce",
      cities: expect.arrayContaining(["Saint-Georges"]),
    });
    expect(readFormCity("the eastern townships")).toMatchObject({ kind: "region", region: "Estrie" });
  });

  it("confirms a name read from a typo or a cut, offering the city it was read as", () => {
    expect(readFormCity("Shawiniganne")).toEqual({ kind: "unsure", city: "Shawinigan", cities: ["Shawinigan"] });
    expect(readFormCity("shawinigen")).toEqual({ kind: "unsure", city: "Shawinigan", cities: ["Shawinigan"] });
    expect(readFormCity("drummondvile")).toEqual({ kind: "unsure", city: "Drummondville", cities: ["Drummondville"] });
  });

  it("reads every offered city, picked, as that city: no question twice", () => {
    for (const city of [...regionCities(), "Shawinigan", "Drummondville"]) expect(readFormCity(city), city).toEqual({ kind: "city", city });
  });

  it("knows nothing of gibberish", () => {
    for (const t of ["blah blah", "zzzzqqq", "", "<script>"]) expect(readFormCity(t), t).toEqual({ kind: "unknown" });
  });
});

describe("the forms and the chat place the buyer alike (decision 081)", () => {
  it("offer the same cities for a region, and store the same name for a place", () => {
    for (const text of ["Rive-Sud", "West Island", "Lac-Saint-Jean", "Estrie", "la Beauce", "Laurentides"]) {
      const form = readFormCity(text);
      // The chat's `which-city` offers the region's first three cities (app/chat/engine.ts).
      expect(form.kind === "region" && form.cities, text).toEqual(regionNamed(text)!.cities.slice(0, 3));
    }
    for (const text of [
      "Chomedey",
      "mtl",
      "Trois-Riv",
      "Kirkland",
      "Saint-Sauveur",
      "Val-d'Or",
      "shawinigen",
      "Lévis",
      "Longueuil sur la Rive-Sud",
    ]) {
      const form = readFormCity(text);
      const stored = form.kind === "city" ? form.city : form.kind === "unsure" ? form.city : undefined;
      expect(stored, text).toBe(chatPlace(text)?.name);
    }
  });

  it("match dealers from the picked city's coordinates, the gazetteer's", () => {
    const dealers = [
      { id: 1, name: "Honda Sherbrooke", brands: ["Honda"], city: "Sherbrooke", active: true, optedOut: false },
      { id: 2, name: "Honda Longueuil", brands: ["Honda"], city: "Longueuil", active: true, optedOut: false },
      { id: 3, name: "Honda Boucherville", brands: ["Honda"], city: "Boucherville", active: true, optedOut: false },
    ];
    const region = readFormCity("Rive-Sud");
    expect(region.kind).toBe("region");
    const picked = readFormCity("Boucherville");
    expect(picked).toEqual({ kind: "city", city: "Boucherville" });
    const { lat, lon } = readPlace("Boucherville")!;
    expect(coordinatesOf("Boucherville")).toEqual({ lat, lon });
    const result = matchDealers(dealers, { brand: "Honda", city: "Boucherville", wanted: 3 });
    expect(result.cityUnknown).toBe(false);
    expect(result.picked.map((p) => p.dealer.id)).toEqual([3, 2, 1]);
    expect(result.picked[0].distanceKm).toBe(0);
  });
});
