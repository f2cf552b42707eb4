import type { Lang } from "#app/platform/language.ts";
import { normalize } from "#app/platform/text.ts";

/**
 * SPEC §9's answer labels in French and English, apart from the dealer e-mail (webhook-email.ts)
 * so that the pages that show an answer (display-value.ts) do not carry the e-mail composer. Pure.
 */

/** SPEC §9 French-to-English labels (plus Oui/Non for the trade-in answer). */
export const LABEL_TRANSLATIONS: ReadonlyArray<readonly [fr: string, en: string]> = [
  ["Neuf", "New"],
  ["Usagé", "Used"],
  ["Hybride", "Hybrid"],
  ["Électrique", "Electric"],
  ["Essence", "Gas"],
  ["Traction avant", "Front-wheel drive"],
  ["Traction intégrale", "All-wheel drive"],
  ["Propulsion", "Rear-wheel drive"],
  ["Financement", "Financing"],
  ["Location", "Lease"],
  ["Comptant", "Cash"],
  ["Courriel", "Email"],
  ["Les deux", "Both email and SMS"],
  ["Oui", "Yes"],
  ["Non", "No"],
];

const toEnglish = new Map(LABEL_TRANSLATIONS.map(([fr, en]) => [normalize(fr), en]));
const toFrench = new Map(LABEL_TRANSLATIONS.map(([fr, en]) => [normalize(en), fr]));

/** A known option label in the e-mail's language (FR→EN for English, EN→FR for French); other text unchanged. */
export function translateLabel(value: string, lang: Lang): string {
  const key = normalize(value);
  return (lang === "en" ? toEnglish.get(key) : toFrench.get(key)) ?? value;
}
