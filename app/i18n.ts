import { createInstance, type i18n, type Resource } from "i18next";
import type { Lang } from "#app/domain/language.ts";

/** A synchronous i18next instance for rendering, built from the resources the root loader sent. */
export function createI18n(lang: Lang, namespaces: Record<string, unknown>): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    resources: { [lang]: namespaces } as Resource,
    defaultNS: "common",
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
