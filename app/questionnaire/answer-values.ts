import type { Lang } from "#app/platform/language.ts";
import { normalize } from "#app/platform/text.ts";
import { type TextKey, translate } from "#app/platform/texts.ts";
import { VALUE_KEYS, type ValueKey, valueKeyOf } from "#app/questionnaire/registry.ts";

/**
 * The canonical answers in a language, on the server: THE value table is the registry's `values`
 * (which answer, which key) and the questionnaire's words (`vehicle:values.*`, what each language
 * says), so the dealer e-mails, the webhook's e-mail, the chat and the pages say one thing
 * (decision 037). Pure; it reads every namespace (app/platform/texts.ts), so components use
 * display-value.ts with their page's words instead.
 */

const label = (lang: Lang, key: ValueKey) => translate(lang, "vehicle", key as TextKey<"vehicle">);

let fromEnglish: ReadonlyMap<string, ValueKey> | undefined;

/** The words key of a known answer written in French or English, ignoring case and accents. */
export function answerKeyOf(value: string): ValueKey | undefined {
  fromEnglish ??= new Map(VALUE_KEYS.map((key) => [normalize(label("en", key)), key]));
  return valueKeyOf(value) ?? fromEnglish.get(normalize(value));
}

/** A known answer in `lang` (French → English, English → French); any other text unchanged. */
export function translateValue(value: string, lang: Lang): string {
  const key = answerKeyOf(value);
  return key ? label(lang, key) : value;
}

/** A canonical answer, as stored (the spec's French, exactly), in `lang`; any other text unchanged. */
export function canonicalIn(value: string, lang: Lang): string {
  const key = valueKeyOf(value);
  return key && label("fr", key) === value ? label(lang, key) : value;
}

/** Every canonical answer with its English words, `[French, English]` (SPEC §9's list among them). */
export function valueTranslations(): ReadonlyArray<readonly [fr: string, en: string]> {
  return VALUE_KEYS.map((key) => [label("fr", key), label("en", key)] as const);
}
