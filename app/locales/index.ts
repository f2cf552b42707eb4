import enAdmin from "./en/admin";
import enChat from "./en/chat";
import enCommon from "./en/common";
import enContact from "./en/contact";
import enDealers from "./en/dealers";
import enInfo from "./en/info";
import enMail from "./en/mail";
import enNegotiation from "./en/negotiation";
import enOutreach from "./en/outreach";
import enPrivacy from "./en/privacy";
import enProperty from "./en/property";
import enVehicle from "./en/vehicle";
import frAdmin from "./fr/admin";
import frChat from "./fr/chat";
import frCommon from "./fr/common";
import frContact from "./fr/contact";
import frDealers from "./fr/dealers";
import frInfo from "./fr/info";
import frMail from "./fr/mail";
import frNegotiation from "./fr/negotiation";
import frOutreach from "./fr/outreach";
import frPrivacy from "./fr/privacy";
import frProperty from "./fr/property";
import frVehicle from "./fr/vehicle";

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const resources = {
  fr: {
    common: frCommon,
    info: frInfo,
    admin: frAdmin,
    contact: frContact,
    property: frProperty,
    vehicle: frVehicle,
    chat: frChat,
    dealers: frDealers,
    outreach: frOutreach,
    mail: frMail,
    negotiation: frNegotiation,
    privacy: frPrivacy,
  },
  en: {
    common: enCommon,
    info: enInfo,
    admin: enAdmin,
    contact: enContact,
    property: enProperty,
    vehicle: enVehicle,
    chat: enChat,
    dealers: enDealers,
    outreach: enOutreach,
    mail: enMail,
    negotiation: enNegotiation,
    privacy: enPrivacy,
  },
} as const;

export type Namespace = keyof (typeof resources)["fr"];
