import { createI18nextMiddleware } from "remix-i18next/middleware";
import { languageFromPath } from "#app/domain/language.ts";
import { defaultLanguage, languages, resources } from "#app/locales/index.ts";

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    defaultNS: "common",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  },
});
