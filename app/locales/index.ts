import enCommon from "./en/common";
import enInfo from "./en/info";
import frCommon from "./fr/common";
import frInfo from "./fr/info";

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const resources = {
  fr: { common: frCommon, info: frInfo },
  en: { common: enCommon, info: enInfo },
} as const;

export type Namespace = keyof (typeof resources)["fr"];

/** Namespaces rendered only on the server (long texts of the zero-JS info pages): never sent to the browser. */
export const serverOnlyNamespaces: readonly Namespace[] = ["info"];
