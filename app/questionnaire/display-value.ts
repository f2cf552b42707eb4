import type { Lang } from "#app/platform/language.ts";
import { own } from "#app/platform/text.ts";
import { NO_PREFERENCE } from "#app/questionnaire/registry.ts";
import { EMAIL_PHONE_SEPARATOR } from "#app/questionnaire/vehicle.ts";
import { translateLabel } from "#app/questionnaire/webhook-email.ts";

/**
 * A stored answer as a page in `lang` shows it. Stored and sent values stay the spec's
 * canonical French (Neuf, Usagé, Courriel, Les deux, Oui, "email et phone"…); an English page
 * shows their translation (SPEC §9 labels, app/questionnaire/webhook-email.ts) and "and" between an
 * e-mail and a phone. Free text (brands, models, cities, names) is unchanged.
 *
 *   displayValue("Usagé", "en")                      → "Used"
 *   displayValue("a@b.ca et 514 555-0142", "en")     → "a@b.ca and 514 555-0142"
 *   displayValue("Usagé", "fr")                      → "Usagé"
 */
export function displayValue(value: string | null | undefined, lang: Lang): string {
  const text = (value ?? "").trim();
  if (!text || lang === "fr") return text;
  const [email, phone, ...rest] = text.split(EMAIL_PHONE_SEPARATOR);
  if (rest.length === 0 && phone !== undefined && email.includes("@")) return `${email.trim()} and ${phone.trim()}`;
  return own(extra, text) ?? translateLabel(text, "en");
}

/** Canonical values beyond SPEC §9's list (the contact method's "Téléphone", the city list's "Autre"). */
const extra: Record<string, string> = { Téléphone: "Phone", Autre: "Other", [NO_PREFERENCE]: "No preference" };

/** Canonical French values that an English page must never show as they are (tests scan for them). */
export const CANONICAL_FRENCH_VALUES = [
  "Neuf",
  "Usagé",
  "Courriel",
  "Téléphone",
  "Les deux",
  "Hybride",
  "Électrique",
  "Essence",
  "Traction avant",
  "Traction intégrale",
  "Propulsion",
  "Financement",
  "Comptant",
  "Oui",
  "Non",
  "Peu importe",
] as const;
