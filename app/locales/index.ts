import enAdmin from "./en/admin";
import enCommon from "./en/common";
import enInfo from "./en/info";
import frAdmin from "./fr/admin";
import frCommon from "./fr/common";
import frInfo from "./fr/info";

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const resources = {
  fr: { common: frCommon, info: frInfo, admin: frAdmin },
  en: { common: enCommon, info: enInfo, admin: enAdmin },
} as const;

export type Namespace = keyof (typeof resources)["fr"];

/**
 * Namespaces the root loader does not send to every page: `info` (long texts of the zero-JS info
 * pages, rendered only on the server) and `admin` (sent by the operator layout to operator pages only).
 */
export const serverOnlyNamespaces: readonly Namespace[] = ["info", "admin"];
