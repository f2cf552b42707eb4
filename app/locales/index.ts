import enAdmin from "./en/admin";
import enChat from "./en/chat";
import enCommon from "./en/common";
import enContact from "./en/contact";
import enInfo from "./en/info";
import enProperty from "./en/property";
import enVehicle from "./en/vehicle";
import frAdmin from "./fr/admin";
import frChat from "./fr/chat";
import frCommon from "./fr/common";
import frContact from "./fr/contact";
import frInfo from "./fr/info";
import frProperty from "./fr/property";
import frVehicle from "./fr/vehicle";

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const resources = {
  fr: { common: frCommon, info: frInfo, contact: frContact, property: frProperty, vehicle: frVehicle, chat: frChat, admin: frAdmin },
  en: { common: enCommon, info: enInfo, contact: enContact, property: enProperty, vehicle: enVehicle, chat: enChat, admin: enAdmin },
} as const;

export type Namespace = keyof (typeof resources)["fr"];

/**
 * Namespaces the root loader does not send to every page: `info` (long texts of the zero-JS info
 * pages, rendered only on the server) and `admin` (sent by the operator layout to operator pages only).
 */
export const serverOnlyNamespaces: readonly Namespace[] = ["info", "admin"];
