import type { Lang } from "#app/platform/language.ts";
import { Translations } from "#app/platform/translator.ts";

const instances = new Map<Lang, Translations>();

/**
 * The texts used for rendering, built once per language from the resources the root loader sent
 * (they are the same for every request of a language, so the server does not pay for a new set
 * per render). An empty resource set (root loader failed) is never cached.
 */
export function getI18n(lang: Lang, namespaces: Record<string, unknown> | undefined): Translations {
  const cached = instances.get(lang);
  if (cached) return cached;
  const instance = new Translations(lang, namespaces ?? {});
  if (namespaces && Object.keys(namespaces).length > 0) instances.set(lang, instance);
  return instance;
}
