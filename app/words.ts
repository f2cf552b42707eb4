import enAssistant from "#app/chat/words.assistant.en.ts";
import frAssistant from "#app/chat/words.assistant.fr.ts";
import enChat from "#app/chat/words.en.ts";
import frChat from "#app/chat/words.fr.ts";
import enKnowledge from "#app/chat/words.knowledge.en.ts";
import frKnowledge from "#app/chat/words.knowledge.fr.ts";
import enInfo from "#app/info/words.en.ts";
import frInfo from "#app/info/words.fr.ts";
import enAdmin from "#app/operator/words.en.ts";
import frAdmin from "#app/operator/words.fr.ts";
import enDealers from "#app/outreach/words.dealers.en.ts";
import frDealers from "#app/outreach/words.dealers.fr.ts";
import enOutreach from "#app/outreach/words.en.ts";
import frOutreach from "#app/outreach/words.fr.ts";
import enMail from "#app/outreach/words.mail.en.ts";
import frMail from "#app/outreach/words.mail.fr.ts";
import enNegotiation from "#app/outreach/words.negotiation.en.ts";
import frNegotiation from "#app/outreach/words.negotiation.fr.ts";
import enEmail from "#app/platform/words.email.en.ts";
import frEmail from "#app/platform/words.email.fr.ts";
import enPrivacy from "#app/privacy/words.en.ts";
import frPrivacy from "#app/privacy/words.fr.ts";
import enVehicle from "#app/questionnaire/words.en.ts";
import frVehicle from "#app/questionnaire/words.fr.ts";
import enWebhook from "#app/questionnaire/words.webhook.en.ts";
import frWebhook from "#app/questionnaire/words.webhook.fr.ts";
import enContact from "#app/requests/words.contact.en.ts";
import frContact from "#app/requests/words.contact.fr.ts";
import enProperty from "#app/requests/words.property.en.ts";
import frProperty from "#app/requests/words.property.fr.ts";
import enCommon from "#app/ui/words.en.ts";
import frCommon from "#app/ui/words.fr.ts";

export const resources = {
  fr: {
    common: frCommon,
    info: frInfo,
    admin: frAdmin,
    contact: frContact,
    property: frProperty,
    vehicle: frVehicle,
    chat: frChat,
    knowledge: frKnowledge,
    dealers: frDealers,
    outreach: frOutreach,
    mail: frMail,
    negotiation: frNegotiation,
    privacy: frPrivacy,
    email: frEmail,
    webhook: frWebhook,
    assistant: frAssistant,
  },
  en: {
    common: enCommon,
    info: enInfo,
    admin: enAdmin,
    contact: enContact,
    property: enProperty,
    vehicle: enVehicle,
    chat: enChat,
    knowledge: enKnowledge,
    dealers: enDealers,
    outreach: enOutreach,
    mail: enMail,
    negotiation: enNegotiation,
    privacy: enPrivacy,
    email: enEmail,
    webhook: enWebhook,
    assistant: enAssistant,
  },
} as const;

export type Namespace = keyof (typeof resources)["fr"];

/**
 * The namespaces whose French the spec or the receiving end fixes byte for byte (the webhook's
 * e-mail and recap lines, Sam's chat phrases): written as they are, not typeset.
 */
export const VERBATIM: readonly Namespace[] = ["webhook", "assistant"];
