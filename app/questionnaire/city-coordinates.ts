import { findCity } from "#app/questionnaire/cities.ts";

export type Coordinates = { readonly lat: number; readonly lon: number };

/**
 * Coordinates of the 48 cities, to rank dealers by distance from the buyer. Kept apart
 * from cities.ts, which the browser loads for the wizard's city search and needs no coordinates.
 */
export const cityCoordinates: Readonly<Record<string, Coordinates>> = {
  Montréal: { lat: 45.5019, lon: -73.5674 },
  Québec: { lat: 46.8139, lon: -71.208 },
  Laval: { lat: 45.6066, lon: -73.7124 },
  Gatineau: { lat: 45.4765, lon: -75.7013 },
  Longueuil: { lat: 45.5312, lon: -73.5185 },
  Sherbrooke: { lat: 45.4042, lon: -71.8929 },
  Lévis: { lat: 46.8033, lon: -71.1779 },
  Saguenay: { lat: 48.428, lon: -71.0686 },
  "Trois-Rivières": { lat: 46.3432, lon: -72.5477 },
  Terrebonne: { lat: 45.7004, lon: -73.6473 },
  "Saint-Jean-sur-Richelieu": { lat: 45.3071, lon: -73.2627 },
  Repentigny: { lat: 45.7422, lon: -73.4501 },
  Brossard: { lat: 45.4584, lon: -73.4651 },
  Drummondville: { lat: 45.8838, lon: -72.4843 },
  "Saint-Jérôme": { lat: 45.7804, lon: -74.0036 },
  Granby: { lat: 45.4001, lon: -72.7333 },
  Blainville: { lat: 45.6701, lon: -73.8829 },
  "Saint-Hyacinthe": { lat: 45.6307, lon: -72.9568 },
  Shawinigan: { lat: 46.5668, lon: -72.7491 },
  "Dollard-des-Ormeaux": { lat: 45.4942, lon: -73.8076 },
  Rimouski: { lat: 48.4489, lon: -68.5237 },
  Châteauguay: { lat: 45.3801, lon: -73.7482 },
  Mirabel: { lat: 45.6501, lon: -74.0837 },
  Victoriaville: { lat: 46.0571, lon: -71.9658 },
  "Saint-Eustache": { lat: 45.565, lon: -73.9055 },
  Mascouche: { lat: 45.7461, lon: -73.6006 },
  "Rouyn-Noranda": { lat: 48.2366, lon: -79.0231 },
  "Salaberry-de-Valleyfield": { lat: 45.2501, lon: -74.1329 },
  Boucherville: { lat: 45.5913, lon: -73.4363 },
  "Vaudreuil-Dorion": { lat: 45.4001, lon: -74.0333 },
  "Sorel-Tracy": { lat: 46.0392, lon: -73.1135 },
  "Côte-Saint-Luc": { lat: 45.4652, lon: -73.6654 },
  "Val-d'Or": { lat: 48.0975, lon: -77.7974 },
  "Pointe-Claire": { lat: 45.4487, lon: -73.8167 },
  Alma: { lat: 48.5501, lon: -71.6491 },
  "Sept-Îles": { lat: 50.2169, lon: -66.3806 },
  "Saint-Constant": { lat: 45.3701, lon: -73.5665 },
  Chambly: { lat: 45.4501, lon: -73.2833 },
  "Saint-Bruno-de-Montarville": { lat: 45.5334, lon: -73.3499 },
  Magog: { lat: 45.2668, lon: -72.1491 },
  Boisbriand: { lat: 45.6134, lon: -73.8398 },
  "Sainte-Julie": { lat: 45.5834, lon: -73.3332 },
  "Thetford Mines": { lat: 46.0937, lon: -71.3057 },
  "Baie-Comeau": { lat: 49.2167, lon: -68.15 },
  Joliette: { lat: 46.0167, lon: -73.45 },
  "Rivière-du-Loup": { lat: 47.8333, lon: -69.5333 },
  "Saint-Georges": { lat: 46.1167, lon: -70.6667 },
  Beloeil: { lat: 45.5667, lon: -73.2 },
};

/** Coordinates of a listed city named in any case or accents, or undefined. */
export function coordinatesOf(cityName: string): Coordinates | undefined {
  const city = findCity(cityName);
  return city ? cityCoordinates[city.name] : undefined;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
