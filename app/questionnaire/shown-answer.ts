import type { Lang } from "#app/platform/language.ts";
import { type ValueKey, valueKeyOf } from "#app/questionnaire/registry.ts";
import { EMAIL_PHONE_SEPARATOR } from "#app/questionnaire/vehicle.ts";

/**
 * A stored answer as a page in `lang` shows it, given the page's `vehicle` words (`label`).
 * Stored and sent values stay the spec's canonical French (Neuf, Usagé, Courriel, Les deux, Oui,
 * "email et phone"…); an English page shows the value table's English (registry `values`,
 * `vehicle:values.*`, decision 037) and "and" between an e-mail and a phone. Free text (brands,
 * models, cities, names) is unchanged. Pure, and light enough for the browser.
 *
 *   shownAnswer("Usagé", "en", t)                    → "Used"
 *   shownAnswer("a@b.ca et 514 555-0142", "en", t)   → "a@b.ca and 514 555-0142"
 *   shownAnswer("Usagé", "fr", t)                    → "Usagé"
 */
export function shownAnswer(value: string | null | undefined, lang: Lang, label: (key: ValueKey | "answerAnd") => string): string {
  const text = (value ?? "").trim();
  if (!text || lang === "fr") return text;
  const [email, phone, ...rest] = text.split(EMAIL_PHONE_SEPARATOR);
  if (rest.length === 0 && phone !== undefined && email.includes("@")) return `${email.trim()}${label("answerAnd")}${phone.trim()}`;
  const key = valueKeyOf(text);
  return key ? label(key) : text;
}
