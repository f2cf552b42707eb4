import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quebecCityNames } from "#app/questionnaire/cities.ts";
import { AREAS, MUNICIPALITIES, NICKNAMES } from "#app/questionnaire/gazetteer-data.ts";
import { editDistance, placeKey, readPlace, regionCities, regionNamed } from "#app/questionnaire/gazetteer.ts";

/** place, via, confidence of a reading (coordinates checked apart). */
const read = (text: string) => {
  const m = readPlace(text);
  return m && [m.place, m.via, m.confidence];
};

describe("the gazetteer's data", () => {
  it("holds every municipality of Quebec (about 1,100), with coordinates inside the province", () => {
    const names = new Set(MUNICIPALITIES.map(([name]) => name));
    expect(names.size).toBeGreaterThanOrEqual(1090);
    for (const [name, lat, lon, population] of MUNICIPALITIES) {
      expect(lat, name).toBeGreaterThan(44.9);
      expect(lat, name).toBeLessThan(62.6);
      expect(lon, name).toBeGreaterThan(-79.8);
      expect(lon, name).toBeLessThan(-57);
      expect(population, name).toBeGreaterThan(0);
    }
    // Official spellings, accents and hyphens kept.
    for (const name of [
      "Saint-Jean-sur-Richelieu",
      "Trois-Rivières",
      "L'Île-Perrot",
      "Saint-Louis-du-Ha! Ha!",
      "Métabetchouan–Lac-à-la-Croix",
    ])
      expect(names.has(name), name).toBe(true);
  });

  it("places each of the forms' 48 cities as itself, sure, at the coordinates the old table had (within 10 km)", () => {
    const old: Record<string, [number, number]> = {
      Montréal: [45.5019, -73.5674],
      Gatineau: [45.4765, -75.7013],
      Rimouski: [48.4489, -68.5237],
    };
    for (const name of quebecCityNames) {
      const m = readPlace(name);
      expect(m?.place, name).toBe(name);
      expect(m?.confidence, name).toBe("sure");
      expect(m?.via, name).toBeUndefined();
    }
    for (const [name, [lat, lon]] of Object.entries(old)) {
      const m = readPlace(name)!;
      expect(Math.abs(m.lat - lat) + Math.abs(m.lon - lon), name).toBeLessThan(0.1);
    }
  });

  it("knows Montréal's 19 boroughs and the neighbourhoods of the five large cities, each in its city", () => {
    const boroughs = AREAS.slice(0, 19).map(([name, city]) => [name, city]);
    expect(boroughs.every(([, city]) => city === "Montréal")).toBe(true);
    expect(new Set(boroughs.map(([name]) => name)).size).toBe(19);
    const cities = new Set(AREAS.map(([, city]) => city));
    for (const city of ["Montréal", "Québec", "Laval", "Longueuil", "Gatineau"]) expect(cities.has(city), city).toBe(true);
  });

  it("resolves every nickname to a place (an unknown target would throw when the index is built)", () => {
    expect(NICKNAMES.length).toBeGreaterThan(50);
    for (const [nickname] of NICKNAMES) expect(readPlace(nickname), nickname).toBeDefined();
  });
});

/** The textbook optimal string alignment distance, full table. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe("editDistance (banded, reused rows)", () => {
  it("equals the full-table distance whenever that is within the bound, and says 'past the bound' otherwise", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", " ", "s"), maxLength: 14 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const exact = reference(a, b);
        expect(editDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
        // Against the beginning of b (a truncated name).
        const cut = Math.min(b.length, a.length);
        const prefix = reference(a, b.slice(0, cut));
        expect(editDistance(a, b, max, cut)).toBe(prefix <= max ? prefix : max + 1);
      }),
      { numRuns: 2000 },
    );
    expect(editDistance("shawinigen", "shawinigan", 2)).toBe(1);
    expect(editDistance("longueil", "longueuil", 1)).toBe(1);
    expect(editDistance("mtnreal", "montreal", 2)).toBe(2);
  });
});

describe("placeKey", () => {
  it("ignores case, accents, hyphens, apostrophes and spells out St/Ste/Mt and N.-D.", () => {
    expect(placeKey("St-Jérôme")).toBe("saint jerome");
    expect(placeKey("STE-FOY")).toBe("sainte foy");
    expect(placeKey("Mt-Laurier")).toBe("mont laurier");
    expect(placeKey("N.-D.-de-l'Île-Perrot")).toBe("notre dame de l ile perrot");
    expect(placeKey("L’Île-des-Sœurs")).toBe("l ile des soeurs");
  });
});

describe("readPlace: answers as buyers type them", () => {
  it("reads official names whatever the case, accents, hyphens and St/Ste", () => {
    expect(read("trois rivieres")).toEqual(["Trois-Rivières", undefined, "sure"]);
    expect(read("ST JEAN SUR RICHELIEU")).toEqual(["Saint-Jean-sur-Richelieu", undefined, "sure"]);
    expect(read("ste-anne-des-plaines")).toEqual(["Sainte-Anne-des-Plaines", undefined, "sure"]);
    expect(read("notre dame de l'ile perrot")).toEqual(["Notre-Dame-de-l'Île-Perrot", undefined, "sure"]);
    expect(read("st louis du ha ha")).toEqual(["Saint-Louis-du-Ha! Ha!", undefined, "sure"]);
    expect(read("Ile Perrot")).toEqual(["L'Île-Perrot", undefined, "sure"]);
    expect(read("valdor")).toEqual(["Val-d'Or", undefined, "sure"]);
    expect(read("Kuujjuaq")).toEqual(["Kuujjuaq", undefined, "sure"]);
    expect(read("Lac megantic")).toEqual(["Lac-Mégantic", undefined, "sure"]);
  });

  it("reads the place out of the words around it", () => {
    expect(read("j'habite à Sherbrooke")).toEqual(["Sherbrooke", undefined, "sure"]);
    expect(read("I live in Pointe-Claire")).toEqual(["Pointe-Claire", undefined, "sure"]);
    expect(read("chu à Lévis")).toEqual(["Lévis", undefined, "sure"]);
    expect(read("Granby QC")).toEqual(["Granby", undefined, "sure"]);
    expect(read("Laval, Québec")).toEqual(["Laval", undefined, "sure"]);
    expect(read("Gatineau, QC, Canada")).toEqual(["Gatineau", undefined, "sure"]);
    expect(read("secteur Saint-Nicolas")).toEqual(["Lévis", "Saint-Nicolas", "sure"]);
  });

  it("reads nicknames and abbreviations", () => {
    expect(read("mtl")).toEqual(["Montréal", "Mtl", "sure"]);
    expect(read("MTL")).toEqual(["Montréal", "Mtl", "sure"]);
    expect(read("qc")).toEqual(["Québec", "Qc", "sure"]);
    expect(read("Quebec city")).toEqual(["Québec", "Québec City", "sure"]);
    expect(read("Trois-Riv")).toEqual(["Trois-Rivières", "Trois-Riv", "sure"]);
    expect(read("TR")).toEqual(["Trois-Rivières", "TR", "sure"]);
    expect(read("shawi")).toEqual(["Shawinigan", "Shawi", "sure"]);
    expect(read("Victo")).toEqual(["Victoriaville", "Victo", "sure"]);
    expect(read("st-jean")).toEqual(["Saint-Jean-sur-Richelieu", "St-Jean", "sure"]);
    expect(read("St-Jé")).toEqual(["Saint-Jérôme", "St-Jé", "sure"]);
    expect(read("sherb")).toEqual(["Sherbrooke", "Sherb", "sure"]);
    expect(read("Drummond")).toEqual(["Drummondville", "Drummond", "sure"]);
    expect(read("gats")).toEqual(["Gatineau", "Gats", "sure"]);
    expect(read("TMR")).toEqual(["Mont-Royal", "TMR", "sure"]);
    expect(read("DDO")).toEqual(["Dollard-des-Ormeaux", "DDO", "sure"]);
    expect(read("valleyfield")).toEqual(["Salaberry-de-Valleyfield", "Valleyfield", "sure"]);
    expect(read("Asbestos")).toEqual(["Val-des-Sources", "Asbestos", "sure"]);
    expect(read("Montreal West")).toEqual(["Montréal-Ouest", "Montreal West", "sure"]);
  });

  it("gives a neighbourhood's city, with the neighbourhood", () => {
    expect(read("Chomedey")).toEqual(["Laval", "Chomedey", "sure"]);
    expect(read("fabreville")).toEqual(["Laval", "Fabreville", "sure"]);
    expect(read("Pont Viau")).toEqual(["Laval", "Pont-Viau", "sure"]);
    expect(read("le plateau")).toEqual(["Montréal", "Le Plateau-Mont-Royal", "sure"]);
    expect(read("Mile-End")).toEqual(["Montréal", "Mile End", "sure"]);
    expect(read("NDG")).toEqual(["Montréal", "Notre-Dame-de-Grâce", "sure"]);
    expect(read("hochelaga")).toEqual(["Montréal", "Hochelaga", "sure"]);
    expect(read("Villeray")).toEqual(["Montréal", "Villeray", "sure"]);
    expect(read("Griffintown")).toEqual(["Montréal", "Griffintown", "sure"]);
    expect(read("Nuns' Island")).toEqual(["Montréal", "L'Île-des-Sœurs", "sure"]);
    expect(read("Ste-Foy")).toEqual(["Québec", "Sainte-Foy", "sure"]);
    expect(read("Charlesbourg")).toEqual(["Québec", "Charlesbourg", "sure"]);
    expect(read("Vieux-Québec")).toEqual(["Québec", "Vieux-Québec", "sure"]);
    expect(read("Greenfield Park")).toEqual(["Longueuil", "Greenfield Park", "sure"]);
    expect(read("St-Hubert")).toEqual(["Longueuil", "Saint-Hubert", "sure"]);
    expect(read("Aylmer")).toEqual(["Gatineau", "Aylmer", "sure"]);
    expect(read("Hull")).toEqual(["Gatineau", "Hull", "sure"]);
    expect(read("Jonquière")).toEqual(["Saguenay", "Jonquière", "sure"]);
    // A neighbourhood with its city, in either order, with or without punctuation.
    expect(read("Chomedey, Laval")).toEqual(["Laval", "Chomedey", "sure"]);
    expect(read("Montréal (Rosemont)")).toEqual(["Montréal", "Rosemont", "sure"]);
    expect(read("j'habite à Laval dans Vimont")).toEqual(["Laval", "Vimont", "sure"]);
    expect(read("Plateau Montreal")).toEqual(["Montréal", "Le Plateau-Mont-Royal", "sure"]);
    // The neighbourhood's own coordinates, not the city hall's.
    const c = readPlace("Chomedey")!;
    expect([c.lat, c.lon]).toEqual([45.54, -73.75]);
    // Also the chat reader's Place: the municipality as `name`, known.
    expect(c).toMatchObject({ name: "Laval", known: true });
  });

  it("reads truncated names by their beginning", () => {
    expect(read("Rimou")).toEqual(["Rimouski", undefined, "sure"]);
    expect(read("Drummondv")).toEqual(["Drummondville", undefined, "sure"]);
    expect(read("Sherbrook")).toEqual(["Sherbrooke", undefined, "sure"]);
    expect(read("Trois-Riviere")).toEqual(["Trois-Rivières", undefined, "sure"]);
    expect(read("St-Hyacin")).toEqual(["Saint-Hyacinthe", undefined, "sure"]);
    expect(read("Hochelag")?.slice(0, 1)).toEqual(["Montréal"]);
    // Several places begin that way: the most populous, to be confirmed.
    expect(read("Montr")).toEqual(["Montréal", undefined, "unsure"]);
    expect(read("Sainte-Anne")).toEqual(["Sainte-Anne-des-Plaines", undefined, "unsure"]);
  });

  it("reads misspelled names within an edit distance scaled to their length, unsure", () => {
    expect(read("shawinigen")).toEqual(["Shawinigan", undefined, "unsure"]);
    expect(read("Longueil")).toEqual(["Longueuil", undefined, "unsure"]);
    expect(read("longeuil")).toEqual(["Longueuil", undefined, "unsure"]);
    expect(read("drummonville")).toEqual(["Drummondville", undefined, "unsure"]);
    expect(read("Terrebone")).toEqual(["Terrebonne", undefined, "unsure"]);
    expect(read("Repentingy")).toEqual(["Repentigny", undefined, "unsure"]);
    expect(read("brosard")).toEqual(["Brossard", undefined, "unsure"]);
    expect(read("Fabrevile")).toEqual(["Laval", "Fabreville", "unsure"]);
    expect(read("Victoriavile")).toEqual(["Victoriaville", undefined, "unsure"]);
    expect(read("Chicoutimy")).toEqual(["Saguenay", "Chicoutimi", "unsure"]);
    expect(read("St-Jean-Richelieu")?.[0]).toBe("Saint-Jean-sur-Richelieu");
  });

  it("resolves a name two places share to the most populous, unsure unless it is five times larger", () => {
    // Saint-Lazare (Vaudreuil-Soulanges) and Saint-Lazare-de-Bellechasse.
    expect(readPlace("Saint-Lazare")).toMatchObject({ place: "Saint-Lazare", lat: 45.4, confidence: "sure" });
    expect(readPlace("St-Lazare-de-Bellechasse")).toMatchObject({ place: "Saint-Lazare-de-Bellechasse", lat: 46.65 });
    // Two municipalities named L'Ange-Gardien (Outaouais, Côte-de-Beaupré) of comparable size.
    expect(readPlace("L'Ange-Gardien")).toMatchObject({ place: "L'Ange-Gardien", lat: 45.59, confidence: "unsure" });
    // Saint-Donat (Matawinie) is over five times Saint-Donat (La Mitis).
    expect(readPlace("Saint-Donat")).toMatchObject({ place: "Saint-Donat", lat: 46.32, confidence: "sure" });
    // A municipality and a neighbourhood of another city share a name: the municipality, to be confirmed,
    // unless the neighbourhood is far larger.
    expect(read("Saint-Henri")).toEqual(["Saint-Henri", undefined, "unsure"]);
    expect(read("Saint-Sauveur")).toEqual(["Saint-Sauveur", undefined, "unsure"]);
    expect(read("Ville-Marie")).toEqual(["Montréal", "Ville-Marie", "sure"]);
    // Two different places named together: the first, to be confirmed.
    expect(read("Laval ou Terrebonne")?.[2]).toBe("unsure");
  });

  it("refuses what names no place", () => {
    for (const text of [
      "",
      "   ",
      "asdfgh",
      "qwerty uiop",
      "xyz",
      "je sais pas",
      "non",
      "nope",
      "bonjour",
      "Saint",
      "lac",
      "H2J 3K5",
      "a".repeat(300),
    ])
      expect(readPlace(text), text).toBeUndefined();
    expect(readPlace(undefined as unknown as string)).toBeUndefined();
  });
});

describe("readPlace: words that are no place stay no place (decision 074)", () => {
  it("a sentence as long as a place's name is not a truncated name with a typo", () => {
    // The truncated-with-a-typo reading has a budget of one edit; past it, a long sentence matched every longer name.
    for (const t of ["loin en crisse", "j'aime mieux pas", "proche du travail", "je préfère pas donner ma ville"])
      expect(readPlace(t), t).toBeUndefined();
  });
  it("a name after a generic of places is another place's name", () => {
    expect(readPlace("lac st-jean")?.place).not.toBe("Saint-Jean-sur-Richelieu");
    expect(readPlace("St-Jean")?.place).toBe("Saint-Jean-sur-Richelieu");
  });
  it("typed with a typo, or truncated, still reads", () => {
    expect(readPlace("drummondvile")).toMatchObject({ place: "Drummondville", confidence: "unsure" });
    expect(readPlace("saint-jean-sur-richelie")?.place).toBe("Saint-Jean-sur-Richelieu");
  });
});

describe("regionNamed: a region said alone (decision 074)", () => {
  it("names the region and its main cities, each a municipality the gazetteer places as itself", () => {
    expect(regionNamed("sur la Rive-Sud")).toMatchObject({ label: "Rive-Sud" });
    expect(regionNamed("in the West Island")).toMatchObject({ label: "West Island" });
    expect(regionNamed("au Lac-Saint-Jean")?.cities).toContain("Alma");
    for (const city of regionCities()) expect(readPlace(city), city).toMatchObject({ place: city, confidence: "sure" });
  });
  it("is no region when a municipality is named, or more than the region", () => {
    for (const t of ["Saguenay", "Beauceville", "Laval", "Longueuil sur la Rive-Sud"]) expect(regionNamed(t), t).toBeUndefined();
  });
});

describe("words of the language that spell a place (decision 078)", () => {
  it("are not glued into a place's name", () => {
    for (const t of ["tu que", "ok a"]) expect(readPlace(t), t).toBeUndefined();
    expect(readPlace("mari a")?.guessed).toBe(true);
    // A name typed without its spaces is still read whole.
    expect(readPlace("valdor")).toMatchObject({ place: "Val-d'Or", confidence: "sure" });
    expect(readPlace("saintemarie")?.guessed).toBeUndefined();
  });
  it("are a guess, without a place cue", () => {
    for (const t of ["le mieux", "the price", "la pêche", "hope", "c'est le mieux"]) expect(readPlace(t)?.guessed, t).toBe(true);
    // A truncated or misspelled name is a guess too: only the city question makes it the buyer's place.
    for (const t of ["rouge", "have", "martin", "shawinigen"]) expect(readPlace(t)?.guessed, t).toBe(true);
  });
  it("are the place after a locative, written with its capital, or as the place's own name", () => {
    for (const [t, place] of [
      ["à Price", "Price"],
      ["je reste à price", "Price"],
      ["Price", "Price"],
      ["La Pêche", "La Pêche"],
      ["in Hope", "Hope"],
      ["lemieux", "Lemieux"],
      ["Sherbrooke", "Sherbrooke"],
    ])
      expect(readPlace(t), t).toMatchObject({ place, confidence: "sure" });
    for (const t of ["à Price", "Price", "lemieux"]) expect(readPlace(t)?.guessed, t).toBeUndefined();
  });
  it("are no place inside a sentence about something else", () => {
    expect(readPlace("la nouvelle version hybride")).toBeUndefined();
    expect(readPlace("on part à la pêche avec")).toMatchObject({ place: "La Pêche" });
  });
});
