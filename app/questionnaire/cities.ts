import { normalize } from "#app/platform/text.ts";
import { cityKey, OTHER_CITY } from "#app/questionnaire/choice-lists.ts";

export { OTHER_CITY, popularCities } from "#app/questionnaire/choice-lists.ts";

export type City = { readonly name: string };

/** 48 Quebec cities (the wizard's full list). Their coordinates, and every other Quebec place, are in the gazetteer (gazetteer.ts, server side). */
export const quebecCities: readonly City[] = [
  { name: "Montréal" },
  { name: "Québec" },
  { name: "Laval" },
  { name: "Gatineau" },
  { name: "Longueuil" },
  { name: "Sherbrooke" },
  { name: "Lévis" },
  { name: "Saguenay" },
  { name: "Trois-Rivières" },
  { name: "Terrebonne" },
  { name: "Saint-Jean-sur-Richelieu" },
  { name: "Repentigny" },
  { name: "Brossard" },
  { name: "Drummondville" },
  { name: "Saint-Jérôme" },
  { name: "Granby" },
  { name: "Blainville" },
  { name: "Saint-Hyacinthe" },
  { name: "Shawinigan" },
  { name: "Dollard-des-Ormeaux" },
  { name: "Rimouski" },
  { name: "Châteauguay" },
  { name: "Mirabel" },
  { name: "Victoriaville" },
  { name: "Saint-Eustache" },
  { name: "Mascouche" },
  { name: "Rouyn-Noranda" },
  { name: "Salaberry-de-Valleyfield" },
  { name: "Boucherville" },
  { name: "Vaudreuil-Dorion" },
  { name: "Sorel-Tracy" },
  { name: "Côte-Saint-Luc" },
  { name: "Val-d'Or" },
  { name: "Pointe-Claire" },
  { name: "Alma" },
  { name: "Sept-Îles" },
  { name: "Saint-Constant" },
  { name: "Chambly" },
  { name: "Saint-Bruno-de-Montarville" },
  { name: "Magog" },
  { name: "Boisbriand" },
  { name: "Sainte-Julie" },
  { name: "Thetford Mines" },
  { name: "Baie-Comeau" },
  { name: "Joliette" },
  { name: "Rivière-du-Loup" },
  { name: "Saint-Georges" },
  { name: "Beloeil" },
];

/**
 * The single-page form's dropdown: the wizard's 48 cities (popular first), then 'Autre', which
 * opens a field for the real city (the spec's 45 entries left out Joliette,
 * Rivière-du-Loup, Saint-Georges and Beloeil, and sent "Autre" as the city).
 */
// Marked pure: a page that imports this module for a function does not keep the lists.
export const quebecCityNames: readonly string[] = /* @__PURE__ */ quebecCities.map((c) => c.name);
export const singleFormCities: readonly string[] = /* @__PURE__ */ quebecCityNames.concat(OTHER_CITY);

/** Case- and accent-insensitive search over the 48 cities; an empty query lists them all. */
export function searchCities(query: string): readonly City[] {
  const q = cityKey(query);
  if (!q) return quebecCities;
  return quebecCities.filter((c) => cityKey(c.name).includes(q));
}

/** A listed city by its name, ignoring case and accents ("montreal" → Montréal). */
export function findCity(name: string): City | undefined {
  const n = cityKey(name);
  if (!n) return undefined;
  return quebecCities.find((c) => cityKey(c.name) === n);
}

/** The first listed city named in free text, as whole words. */
export function findCityInText(text: string): City | undefined {
  const h = ` ${normalize(text)
    .replace(/[-'.,!?;:]/g, " ")
    .replace(/\s+/g, " ")} `;
  let best: { city: City; index: number; length: number } | undefined;
  for (const city of quebecCities) {
    const n = ` ${normalize(city.name).replace(/[-']/g, " ")} `;
    const index = h.indexOf(n);
    if (index < 0) continue;
    if (!best || n.length > best.length) best = { city, index, length: n.length };
  }
  return best?.city;
}
