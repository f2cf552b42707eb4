import type { Fit, ProfileField } from "#app/questionnaire/registry.ts";

/**
 * What fits each question of the registry (DESIGN §7), by its chat field: a column of the registry
 * kept in its own module, as the form rules are (vehicle-rules.ts `fieldSchemas`), so that the
 * pages that read the registry do not carry it. Typed by the registry's fields: a question added
 * without its fit does not compile. app/chat/fit.ts checks every answer against it.
 */
export const FITS = {
  brand: "make",
  newUsed: "condition",
  model: "model",
  trim: "trim",
  powertrain: "choice",
  drivetrain: "choice",
  options: "options",
  color: "colour",
  payment: "choice",
  termBudget: "budget",
  tradeIn: "yesNo",
  tradeInDetails: "vehicle",
  dealerships: "count",
  contact: "choice",
  name: "name",
  emailPhone: "contact",
  city: "place",
  privacy: "privacy",
} as const satisfies Record<ProfileField, Fit>;
