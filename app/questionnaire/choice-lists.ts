import { normalize } from "#app/platform/text.ts";

/**
 * The small part of the brand and city lists that a questionnaire page renders with: which are
 * popular (shown first), the city list's "Autre", and how a typed search matches a name. The lists
 * themselves (33 brands and their models, 48 cities) stay in catalogue.ts and cities.ts: a step's
 * loader sends the choices it shows (`optionsFor`), so the page's JavaScript does not carry them
 * (decision 029).
 */

/** The brands most bought in Quebec, shown first in the forms (the rest follow alphabetically). */
export const popularBrands = ["Toyota", "Honda", "Hyundai", "Ford", "Kia", "Chevrolet", "Mazda", "Nissan"] as const;

/** The wizard's six popular cities, shown first. */
export const popularCities = ["Montréal", "Québec", "Laval", "Gatineau", "Longueuil", "Sherbrooke"] as const;

/** The single form's last city choice, which opens a field for the real city. */
export const OTHER_CITY = "Autre";

/** A city name as compared: case, accents, hyphens and apostrophes ignored ("Val-d'Or" → "val d or"). */
export const cityKey = (name: string): string => normalize(name).replace(/[-']/g, " ");

/** Does a name match a search typed by the buyer (case, accents, hyphens and apostrophes ignored)? */
export function matchesSearch(name: string, query: string): boolean {
  const q = cityKey(query).trim();
  return !q || cityKey(name).includes(q);
}
