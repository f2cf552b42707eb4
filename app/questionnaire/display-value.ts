import type { Lang } from "#app/platform/language.ts";
import { type TextKey, translate } from "#app/platform/texts.ts";
import { shownAnswer } from "#app/questionnaire/shown-answer.ts";

/**
 * A stored answer as a page in `lang` shows it, resolved on the server (a loader translates, the
 * page only reads): `shownAnswer` with the questionnaire's words.
 */
export function displayValue(value: string | null | undefined, lang: Lang): string {
  return shownAnswer(value, lang, (key) => translate(lang, "vehicle", key as TextKey<"vehicle">));
}

/** Every answer of a request as a page in `lang` shows it (for a loader to send). */
export function displayAnswers<T extends Readonly<Record<string, string | undefined>>>(answers: T, lang: Lang): T {
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v === undefined ? v : displayValue(v, lang)])) as T;
}

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
] as const;
