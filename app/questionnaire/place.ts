import { normalize, withinOneEdit } from "#app/platform/text.ts";
import { findCity, quebecCities } from "#app/questionnaire/cities.ts";
import { readPlace as gazetteerPlace } from "#app/questionnaire/gazetteer.ts";

/**
 * Where the buyer is, read from what they typed: every place answer goes through `readPlace`, and
 * every place named in free text through `placesIn` (DESIGN §7: places are read through one
 * gazetteer). An answer is read by the gazetteer (gazetteer.ts: every Quebec municipality, the
 * large cities' neighbourhoods, nicknames, typos and cut names), then by the 48 cities of
 * cities.ts and their short forms (mtl, qc, tr, St/Ste), then as a postal code; a place neither
 * knows is kept as typed. A place named inside a sentence is looked for among the 48 cities and
 * their short forms only.
 */

/**
 * A place read from an answer: its municipality's name when known (the gazetteer's, decision 056),
 * else as typed (`known` false); `unsure` when the gazetteer had to guess (a typo, a cut name).
 */
export type Place = { name: string; known: boolean; unsure?: boolean; guessed?: true };

/** The place a buyer gives in answer to "which city?" ("à Laval", "mtl", "Chomedey", "drummondvile", "H2J 3K5"). */
export function readPlace(text: string): Place | undefined {
  const found = gazetteerPlace(text);
  if (found)
    return {
      name: found.place,
      known: true,
      ...(found.confidence === "unsure" ? { unsure: true } : {}),
      ...(found.guessed ? { guessed: true } : {}),
    };
  const named = placesIn(text, true)[0];
  if (named) return { name: named, known: true };
  const postal = findPostalCode(text);
  if (postal) return { name: postal, known: false };
  // The first half of a postal code alone ("J4K"): an area, kept as typed like a whole code (decision 069).
  const area = /^\s*([abceghj-nprstvxy]\d[abceghj-nprstv-z])[.!]?\s*$/i.exec(text);
  if (area) return { name: area[1].toUpperCase(), known: false };
  const stripped = text
    .trim()
    .replace(/^(j'habite|je reste|je suis|je vis|i live|i'm|i am|we live|nous sommes|on est|chu|chus)\s+/i, "")
    .replace(/^(à|a|au|in|near|près de|pres de|dans|en)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (stripped.length < 2 || stripped.length > 40 || /\d|@/.test(stripped)) return undefined;
  if (stripped.split(/\s+/).length > 4 || !/[a-zà-ÿ]/i.test(stripped)) return undefined;
  const exact = findCity(stripped);
  return exact ? { name: exact.name, known: true } : { name: stripped, known: false };
}

/** The place a text names and nothing else ("Montréal", "mtl", "St-Jérôme"), or undefined. */
export function placeNamed(text: string): string | undefined {
  const key = placeKey(text)
    .replace(/[.!,]+$/, "")
    .trim();
  const found = placesIn(text, false);
  return found.length === 1 && (key === placeKey(found[0]) || aliasesOf(found[0]).includes(key)) ? found[0] : undefined;
}

/** Every short form of a place's name that buyers type ("mtl" for Montréal), as compared. */
export function aliasesOf(name: string): string[] {
  return Object.entries(PLACE_ALIASES)
    .filter(([, v]) => v === name)
    .map(([k]) => placeKey(k));
}

/** A Canadian postal code ("h2j3k5", "G1R 2L3"): as precise as a city for finding the nearest dealers; kept as "A1A 1A1". */
export function findPostalCode(text: string): string | undefined {
  const m = /(^|[^a-z0-9])([abceghj-nprstvxy]\d[abceghj-nprstv-z])\s?-?(\d[abceghj-nprstv-z]\d)(?![a-z0-9])/i.exec(text);
  return m ? `${m[2].toUpperCase()} ${m[3].toUpperCase()}` : undefined;
}

/** City names and the everyday short forms buyers type. */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  mtl: "Montréal",
  montreal: "Montréal",
  mtrl: "Montréal",
  qc: "Québec",
  "quebec city": "Québec",
  "ville de quebec": "Québec",
  "quebec city qc": "Québec",
  tr: "Trois-Rivières",
  "trois rivieres": "Trois-Rivières",
  "3 rivieres": "Trois-Rivières",
  "st jean": "Saint-Jean-sur-Richelieu",
  "saint jean": "Saint-Jean-sur-Richelieu",
  ddo: "Dollard-des-Ormeaux",
  valleyfield: "Salaberry-de-Valleyfield",
  sorel: "Sorel-Tracy",
  vaudreuil: "Vaudreuil-Dorion",
  sherby: "Sherbrooke",
  drummond: "Drummondville",
  "st-hyacinthe": "Saint-Hyacinthe",
  chicoutimi: "Saguenay",
  jonquiere: "Saguenay",
};

/** A place name as compared: case and accents ignored, St/Ste spelled out, hyphens and apostrophes as spaces. */
export function placeKey(text: string): string {
  return normalize(text)
    .replace(/\b(ste)\b\.?/g, "sainte")
    .replace(/\b(st)\b\.?/g, "saint")
    .replace(/[-'.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every Quebec place named in the text, in order (accents, case, St/Ste, short forms, one typo). */
export function placesIn(text: string, fuzzy: boolean): string[] {
  const h = ` ${placeKey(text)
    .replace(/[,!?;:()]/g, " ")
    .replace(/\s+/g, " ")} `;
  const found: Array<{ name: string; at: number; len: number }> = [];
  const add = (name: string, at: number, len: number) => {
    const same = found.find((f) => f.name === name);
    if (same) return;
    // A longer name covering a shorter one wins ("saint jean sur richelieu" over "saint jean").
    const overlapping = found.findIndex((f) => at < f.at + f.len && f.at < at + len);
    if (overlapping >= 0) {
      if (found[overlapping].len >= len) return;
      found.splice(overlapping, 1);
    }
    found.push({ name, at, len });
  };
  allKeys ??= [...quebecCitiesKeys(), ...Object.entries(PLACE_ALIASES).map(([k, v]) => [placeKey(k), v] as [string, string])];
  const names = allKeys;
  for (const [key, name] of names) {
    const at = h.indexOf(` ${key} `);
    if (at >= 0) add(name, at, key.length);
  }
  if (!found.length && fuzzy) {
    const words = h.trim().split(" ");
    for (const [key, name] of quebecCitiesKeys()) {
      const width = key.split(" ").length;
      for (let i = 0; i + width <= words.length; i++) {
        const w = words.slice(i, i + width).join(" ");
        if (key.length >= 6 && withinOneEdit(key, w)) add(name, i, w.length);
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  // "Sherbrooke QC", "Laval, Québec": the province after a place is not a second place.
  const last = found.at(-1);
  if (found.length >= 2 && last?.name === "Québec" && /( qc| quebec)( canada)? $/.test(h)) found.pop();
  return found.map((f) => f.name);
}

let cityKeys: Array<[string, string]> | undefined;
/** The listed places and their short forms, as compared (built once). */
let allKeys: Array<[string, string]> | undefined;
function quebecCitiesKeys(): Array<[string, string]> {
  cityKeys ??= quebecCities.map((c) => [placeKey(c.name), c.name] as [string, string]);
  return cityKeys;
}
