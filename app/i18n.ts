import { createInstance, type i18n, type Resource } from "i18next";
import type { Lang } from "#app/domain/language.ts";

const instances = new Map<Lang, i18n>();

/**
 * The i18next instance used for rendering, built once per language from the resources the root
 * loader sent (they are the same for every request of a language, so the server does not pay for
 * a new instance per render). An empty resource set (root loader failed) is never cached.
 */
export function getI18n(lang: Lang, namespaces: Record<string, unknown> | undefined): i18n {
  const cached = instances.get(lang);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: lang,
    resources: { [lang]: namespaces ?? {} } as Resource,
    defaultNS: "common",
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  if (namespaces && Object.keys(namespaces).length > 0) instances.set(lang, instance);
  return instance;
}
