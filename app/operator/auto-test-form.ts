import { PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";

/** The automated vehicle-form test (SPEC §2): three scenarios with sample people and contacts. */
export const autoFormScenarios = [
  {
    id: "camry",
    data: {
      brand: "Toyota",
      condition: "Neuf",
      model: "Camry",
      trim: "XLE",
      dealerships: "5",
      contact: "Courriel",
      name: "Marie Tremblay",
      emailPhone: "marie.tremblay@courriel.ca et 514-555-0101",
      city: "Montréal",
      privacy: PRIVACY_A,
    },
  },
  {
    id: "civic",
    data: {
      brand: "Honda",
      condition: "Usagé",
      model: "Civic",
      trim: "Sport",
      dealerships: "10",
      contact: "SMS",
      name: "Jean-François Gagnon",
      emailPhone: "jf.gagnon@courriel.ca et 418-555-0102",
      city: "Québec",
      privacy: PRIVACY_B,
    },
  },
  {
    id: "f150",
    data: {
      brand: "Ford",
      condition: "Neuf",
      model: "F-150",
      trim: "Lariat",
      dealerships: "3",
      contact: "Les deux",
      name: "Sophie Martin",
      emailPhone: "sophie.martin@courriel.ca et 450-555-0103",
      city: "Laval",
      privacy: PRIVACY_A,
    },
  },
] as const satisfies ReadonlyArray<{ id: string; data: VehicleData }>;

export type AutoFormScenarioId = (typeof autoFormScenarios)[number]["id"];

/** The 10 fields, in the order the form fills them. */
export const autoFormFields = [
  "brand",
  "condition",
  "model",
  "trim",
  "dealerships",
  "contact",
  "name",
  "emailPhone",
  "city",
  "privacy",
] as const;

/** SPEC §9 form test pace options (ms); the first 1 s default is ours. */
export const AUTO_FORM_PACE_OPTIONS_MS = [500, 1_000, 2_000, 3_000] as const;
export const AUTO_FORM_DEFAULT_PACE_MS = 1_000;

export function findAutoFormScenario(id: unknown) {
  return autoFormScenarios.find((s) => s.id === id);
}

/** SPEC §3: wizard and step pages' reference, 'VH' + the last 6 digits of the timestamp. */
export function stepFormReference(now: Date): string {
  return `VH${String(now.getTime()).slice(-6)}`;
}
