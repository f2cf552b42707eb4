import { readPlace } from "#app/questionnaire/gazetteer.ts";

export type Coordinates = { readonly lat: number; readonly lon: number };

/**
 * Where a city named by a buyer or a dealer is, to rank dealers by distance: read through the
 * gazetteer (gazetteer.ts, decision 056), so every Quebec municipality, neighbourhood and usual
 * short form is placed ("Chomedey" at Chomedey, "St-Lazare", "mtl"), not only the forms' 48
 * cities. Server code only (the outreach matching): the gazetteer never reaches a page's script.
 */
export function coordinatesOf(cityName: string): Coordinates | undefined {
  const place = readPlace(cityName);
  return place ? { lat: place.lat, lon: place.lon } : undefined;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
