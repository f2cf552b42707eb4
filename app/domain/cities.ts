import { normalize } from "./text.ts";

export type City = { readonly name: string; readonly lat: number; readonly lon: number };

/** 48 Quebec cities (the wizard's full list), with coordinates to rank dealers by distance. */
export const quebecCities: readonly City[] = [
  { name: "Montréal", lat: 45.5019, lon: -73.5674 },
  { name: "Québec", lat: 46.8139, lon: -71.208 },
  { name: "Laval", lat: 45.6066, lon: -73.7124 },
  { name: "Gatineau", lat: 45.4765, lon: -75.7013 },
  { name: "Longueuil", lat: 45.5312, lon: -73.5185 },
  { name: "Sherbrooke", lat: 45.4042, lon: -71.8929 },
  { name: "Lévis", lat: 46.8033, lon: -71.1779 },
  { name: "Saguenay", lat: 48.428, lon: -71.0686 },
  { name: "Trois-Rivières", lat: 46.3432, lon: -72.5477 },
  { name: "Terrebonne", lat: 45.7004, lon: -73.6473 },
  { name: "Saint-Jean-sur-Richelieu", lat: 45.3071, lon: -73.2627 },
  { name: "Repentigny", lat: 45.7422, lon: -73.4501 },
  { name: "Brossard", lat: 45.4584, lon: -73.4651 },
  { name: "Drummondville", lat: 45.8838, lon: -72.4843 },
  { name: "Saint-Jérôme", lat: 45.7804, lon: -74.0036 },
  { name: "Granby", lat: 45.4001, lon: -72.7333 },
  { name: "Blainville", lat: 45.6701, lon: -73.8829 },
  { name: "Saint-Hyacinthe", lat: 45.6307, lon: -72.9568 },
  { name: "Shawinigan", lat: 46.5668, lon: -72.7491 },
  { name: "Dollard-des-Ormeaux", lat: 45.4942, lon: -73.8076 },
  { name: "Rimouski", lat: 48.4489, lon: -68.5237 },
  { name: "Châteauguay", lat: 45.3801, lon: -73.7482 },
  { name: "Mirabel", lat: 45.6501, lon: -74.0837 },
  { name: "Victoriaville", lat: 46.0571, lon: -71.9658 },
  { name: "Saint-Eustache", lat: 45.565, lon: -73.9055 },
  { name: "Mascouche", lat: 45.7461, lon: -73.6006 },
  { name: "Rouyn-Noranda", lat: 48.2366, lon: -79.0231 },
  { name: "Salaberry-de-Valleyfield", lat: 45.2501, lon: -74.1329 },
  { name: "Boucherville", lat: 45.5913, lon: -73.4363 },
  { name: "Vaudreuil-Dorion", lat: 45.4001, lon: -74.0333 },
  { name: "Sorel-Tracy", lat: 46.0392, lon: -73.1135 },
  { name: "Côte-Saint-Luc", lat: 45.4652, lon: -73.6654 },
  { name: "Val-d'Or", lat: 48.0975, lon: -77.7974 },
  { name: "Pointe-Claire", lat: 45.4487, lon: -73.8167 },
  { name: "Alma", lat: 48.5501, lon: -71.6491 },
  { name: "Sept-Îles", lat: 50.2169, lon: -66.3806 },
  { name: "Saint-Constant", lat: 45.3701, lon: -73.5665 },
  { name: "Chambly", lat: 45.4501, lon: -73.2833 },
  { name: "Saint-Bruno-de-Montarville", lat: 45.5334, lon: -73.3499 },
  { name: "Magog", lat: 45.2668, lon: -72.1491 },
  { name: "Boisbriand", lat: 45.6134, lon: -73.8398 },
  { name: "Sainte-Julie", lat: 45.5834, lon: -73.3332 },
  { name: "Thetford Mines", lat: 46.0937, lon: -71.3057 },
  { name: "Baie-Comeau", lat: 49.2167, lon: -68.15 },
  { name: "Joliette", lat: 46.0167, lon: -73.45 },
  { name: "Rivière-du-Loup", lat: 47.8333, lon: -69.5333 },
  { name: "Saint-Georges", lat: 46.1167, lon: -70.6667 },
  { name: "Beloeil", lat: 45.5667, lon: -73.2 },
];

/** The wizard's six popular cities, shown first. */
export const popularCities = ["Montréal", "Québec", "Laval", "Gatineau", "Longueuil", "Sherbrooke"] as const;

/** The single-page form's 45-entry dropdown: 44 cities, then 'Autre'. */
export const OTHER_CITY = "Autre";
export const singleFormCities: readonly string[] = [...quebecCities.slice(0, 44).map((c) => c.name), OTHER_CITY];

/** Case- and accent-insensitive search over the 48 cities; an empty query lists them all. */
export function searchCities(query: string): readonly City[] {
  const q = normalize(query).replace(/[-']/g, " ");
  if (!q) return quebecCities;
  return quebecCities.filter((c) => normalize(c.name).replace(/[-']/g, " ").includes(q));
}

/** A listed city by its name, ignoring case and accents ("montreal" → Montréal). */
export function findCity(name: string): City | undefined {
  const n = normalize(name).replace(/[-']/g, " ");
  if (!n) return undefined;
  return quebecCities.find((c) => normalize(c.name).replace(/[-']/g, " ") === n);
}

/** The first listed city named in free text, as whole words. */
export function findCityInText(text: string): City | undefined {
  const h = ` ${normalize(text).replace(/[-'.,!?;:]/g, " ").replace(/\s+/g, " ")} `;
  let best: { city: City; index: number; length: number } | undefined;
  for (const city of quebecCities) {
    const n = ` ${normalize(city.name).replace(/[-']/g, " ")} `;
    const index = h.indexOf(n);
    if (index < 0) continue;
    if (!best || n.length > best.length) best = { city, index, length: n.length };
  }
  return best?.city;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
