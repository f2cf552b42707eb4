import { findCity } from "#app/questionnaire/cities.ts";
import { placeKey, readPlace, regionNamed } from "#app/questionnaire/gazetteer.ts";
import { placesIn } from "#app/questionnaire/place.ts";

/**
 * The city answer of the forms (the single form's "Autre" field, the wizard's typed city), read
 * as the chat reads it (decisions 056, 074, 081): a listed city or a place the gazetteer is sure
 * of is the city; a region ("Rive-Sud", "West Island", "la Beauce") is asked about with its main
 * cities; a name the gazetteer had to guess from a typo or a cut ("Shawiniganne") is confirmed;
 * anything else is unknown. Server code only (vehicle-steps.server.ts): the gazetteer and the
 * regions never reach a page's script, which receives only the cities to offer.
 */
export type FormCity =
  | { kind: "city"; city: string }
  /** A region said alone: the buyer picks one of its main cities, or writes their own. */
  | { kind: "region"; region: string; cities: string[] }
  /** A guessed name: "Shawinigan, c'est bien ça ?", with that city as the one choice. */
  | { kind: "unsure"; city: string; cities: string[] }
  | { kind: "unknown" };

/** What the page shows with the field's error: the question's words and the cities to offer. */
export type PlaceQuestion = Exclude<FormCity, { kind: "city" } | { kind: "unknown" }>;

export function readFormCity(text: string): FormCity {
  const listed = findCity(text);
  if (listed) return { kind: "city", city: listed.name };
  const region = regionNamed(text);
  if (region) return { kind: "region", region: region.label, cities: [...region.cities] };
  const found = readPlace(text);
  if (!found) {
    // A listed city named inside more words ("Longueuil sur la Rive-Sud"), as the chat reads it (place.ts).
    const named = placesIn(text, true)[0];
    return named ? { kind: "city", city: named } : { kind: "unknown" };
  }
  if (found.confidence === "sure" || namesItself(text, found.via ?? found.place)) return { kind: "city", city: found.place };
  return { kind: "unsure", city: found.place, cities: [found.place] };
}

/**
 * Whether the text holds the name it was read as, word for word: an unsure reading of a name
 * several places share ("Saint-Sauveur", "j'habite à Saint-Sauveur") or of places joined by "ou"
 * is stored as before (decision 056); only a typo or a cut name is confirmed.
 */
function namesItself(text: string, name: string): boolean {
  return ` ${placeKey(text)} `.includes(` ${placeKey(name)} `);
}
