import { findEmailIn } from "#app/platform/email-address.ts";
import { COLON, type Lang } from "#app/platform/language.ts";
import type { HistoryTurn, WebhookPayload } from "#app/platform/webhook-types.ts";
import type { Covers } from "#app/platform/words-types.ts";
import {
  payloadKeys,
  type PayloadPart,
  QUESTIONNAIRE,
  type Questionnaire,
  STEP_FIELDS,
  type StepField,
} from "#app/questionnaire/registry.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { bilingual, composeWebhookDealerEmail, type DealerEmailInput, dealerInputOf } from "#app/questionnaire/webhook-email.ts";
import type frWebhook from "#app/questionnaire/words.webhook.fr.ts";
import type { PropertyData } from "#app/requests/property.ts";

/**
 * The webhook bodies of SPEC §3 ("Webhook payload") and §7, one builder per origin. Pure: the
 * caller passes `now`, and enqueues the result with `enqueueWebhook` in its own transaction.
 *
 * General shape: message (last user message), response (last assistant message), timestamp
 * (ISO), conversationId, email, fullHistory, emailDealerSubject, emailDealerBody, formType.
 */

export type { PropertyData } from "#app/requests/property.ts";

/** SPEC §5: sent as `email` when no e-mail address could be found. */
export const PLACEHOLDER_EMAIL = "no-email@sam-auto.ca";

/**
 * SPEC §5 "Email extraction from emailPhone": the first e-mail-like text; else the part before
 * ' et ' if it contains an at sign; else (step pages: `wholeTextIfAt`) the whole text if it
 * contains an at sign; else empty. The phone is what remains after removing the e-mail and ' et '.
 */
export function splitEmailPhone(emailPhone: string, opts: { wholeTextIfAt?: boolean } = {}): { email: string; phone: string } {
  const text = emailPhone.trim();
  let email = findEmailIn(text) ?? "";
  if (!email) {
    const before = text.split(" et ")[0].trim();
    if (text.includes(" et ") && before.includes("@")) email = before;
    else if (opts.wholeTextIfAt && text.includes("@")) email = text;
  }
  const phone = (email ? text.replace(email, " ") : text)
    .replace(/(^|\s)et(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { email, phone };
}

function lastTurn(history: readonly HistoryTurn[], role: HistoryTurn["role"]): string {
  for (let i = history.length - 1; i >= 0; i--) if (history[i].role === role) return history[i].content;
  return "";
}

/** The dealer e-mail's input from a form's vehicleData (each answer dealers see, by its key). */
export function dealerInputFromVehicleData(v: VehicleData, opts: { wholeTextIfAt?: boolean } = {}): DealerEmailInput {
  const { email, phone } = splitEmailPhone(v.emailPhone, opts);
  const answers: Readonly<Record<string, string | undefined>> = v;
  return dealerInputOf((q) => (q.step === undefined ? undefined : answers[q.key]), { email, phone });
}

type Bilingual = { readonly fr: string; readonly en: string };

/**
 * The forms' recap line of each answer in `fullHistory` ("Marque : Toyota"): the webhook's own
 * wording (`webhook:recap.*`), in the page's language. A form question without one does not compile
 * (`_RecapWords`).
 */
export const RECAP_LABELS = Object.fromEntries(STEP_FIELDS.map((key) => [key, bilingual(`recap.${key}`)])) as Record<StepField, Bilingual>;
type _RecapWords = Covers<StepField, (typeof frWebhook)["recap"]>;

/** The questionnaire and the recap words the forms' payloads are built from (the tests pass a registry with a question added). */
export type PayloadWords = { questionnaire: Questionnaire; recap: Readonly<Record<string, Bilingual>> };
const APP_WORDS: PayloadWords = { questionnaire: QUESTIONNAIRE, recap: RECAP_LABELS };

/** A form's answers as a conversation, in step order: each answer (user) followed by its recap (assistant). */
export function vehicleFormHistory(v: VehicleData, lang: Lang, words: PayloadWords = APP_WORDS): HistoryTurn[] {
  const colon = COLON[lang];
  const answers: Readonly<Record<string, string | undefined>> = v;
  return words.questionnaire.stepFields.flatMap((key) => {
    const answer = (answers[key] ?? "").trim();
    if (!answer) return [];
    return [
      { role: "user" as const, content: answer },
      { role: "assistant" as const, content: `${words.recap[key][lang]}${colon}${answer}` },
    ];
  });
}

/**
 * SPEC §3: a form's payload carries `contactData` then `vehicleData`. The two parts and their
 * order are the spec's fixed shape, not questions; what each part holds, in which order and under
 * which key, comes from the registry's `payload` slots.
 */
const PAYLOAD_PARTS = ["contactData", "vehicleData"] as const satisfies readonly PayloadPart[];

export function vehicleParts(
  v: VehicleData,
  contact: { email: string; phone: string },
  q: Questionnaire = QUESTIONNAIRE,
): Record<PayloadPart, Record<string, string>> {
  const answers: Readonly<Record<string, string>> = v;
  const part = (name: PayloadPart) =>
    Object.fromEntries(
      q.payload[name].flatMap((question) => {
        const keys = payloadKeys(question);
        return question.kind === "contactPair"
          ? keys.map((half) => [half, contact[half as keyof typeof contact]] as const)
          : keys.map((key) => [key, answers[question.key]] as const);
      }),
    );
  return Object.fromEntries(PAYLOAD_PARTS.map((name) => [name, part(name)])) as Record<PayloadPart, Record<string, string>>;
}

/** Chat completion (SPEC §4 trigger): conversationId "conv_<time>", dealer e-mail in the chat's language. */
export function buildChatCompletionPayload(a: {
  history: HistoryTurn[];
  email: string;
  lang: Lang;
  profile: DealerEmailInput;
  now: Date;
}): WebhookPayload {
  const dealer = composeWebhookDealerEmail(a.profile, a.lang, a.now);
  return {
    message: lastTurn(a.history, "user"),
    response: lastTurn(a.history, "assistant"),
    timestamp: a.now.toISOString(),
    conversationId: `conv_${a.now.getTime()}`,
    email: a.email || PLACEHOLDER_EMAIL,
    fullHistory: a.history.map((t) => ({ role: t.role, content: t.content })),
    emailDealerSubject: dealer.subject,
    emailDealerBody: dealer.html,
    formType: "chat",
  };
}

/** Single-page vehicle form: formType 'vehicle-consultation', the request reference, dealer e-mail in the page's language. */
export function buildVehicleConsultationPayload(a: {
  vehicleData: VehicleData;
  requestRef: string;
  lang: Lang;
  now: Date;
}): WebhookPayload {
  const input = dealerInputFromVehicleData(a.vehicleData);
  const history = vehicleFormHistory(a.vehicleData, a.lang);
  const dealer = composeWebhookDealerEmail(input, a.lang, a.now);
  return {
    message: lastTurn(history, "user"),
    response: lastTurn(history, "assistant"),
    timestamp: a.now.toISOString(),
    conversationId: `vehicle_form_${a.now.getTime()}`,
    email: input.email || PLACEHOLDER_EMAIL,
    fullHistory: history,
    emailDealerSubject: dealer.subject,
    emailDealerBody: dealer.html,
    formType: "vehicle-consultation",
    requestRef: a.requestRef,
    ...vehicleParts(a.vehicleData, { email: input.email ?? "", phone: input.phone ?? "" }),
  };
}

/** Wizard (step 11, success page) and the form test: conversationId step_form_ / auto_step_form_, dealer e-mail in French. */
export function buildStepFormPayload(a: {
  vehicleData: VehicleData;
  submissionId: string;
  formType: "step-by-step-vehicle-form" | "auto-submitted-vehicle-form" | "auto-test-vehicle-form";
  now: Date;
}): WebhookPayload {
  const input = dealerInputFromVehicleData(a.vehicleData, { wholeTextIfAt: true });
  const history = vehicleFormHistory(a.vehicleData, "fr");
  const dealer = composeWebhookDealerEmail(input, "fr", a.now);
  const prefix = a.formType === "auto-test-vehicle-form" ? "auto_step_form_" : "step_form_";
  return {
    message: lastTurn(history, "user"),
    response: lastTurn(history, "assistant"),
    timestamp: a.now.toISOString(),
    conversationId: `${prefix}${a.now.getTime()}`,
    email: input.email || PLACEHOLDER_EMAIL,
    fullHistory: history,
    emailDealerSubject: dealer.subject,
    emailDealerBody: dealer.html,
    formType: a.formType,
    submissionId: a.submissionId,
    ...vehicleParts(a.vehicleData, { email: input.email ?? "", phone: input.phone ?? "" }),
  };
}

/** Contact form: formType 'contact', conversationId 'contact_<time>', contactData = the five fields. */
export function buildContactPayload(a: {
  contact: { name: string; email: string; phone: string; subject: string; message: string };
  now: Date;
}): WebhookPayload {
  const { name, email, phone, subject, message } = a.contact;
  return {
    message,
    response: "",
    timestamp: a.now.toISOString(),
    conversationId: `contact_${a.now.getTime()}`,
    email: email || PLACEHOLDER_EMAIL,
    fullHistory: [{ role: "user", content: message }],
    emailDealerSubject: "",
    emailDealerBody: "",
    formType: "contact",
    contactData: { name, email, phone, subject, message },
  };
}

/** Property evaluation: one history item per answered field, propertyData = the whole form. */
export function buildPropertyPayload(a: { property: PropertyData; now: Date }): WebhookPayload {
  const p = a.property;
  const items: Array<[label: string, value: string]> = [
    [
      "Nom",
      [p.firstName, p.lastName]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(" "),
    ],
    ["Courriel", p.email],
    ["Téléphone", p.phone],
    ["Adresse", [p.address.trim(), [p.city.trim(), p.postalCode.trim()].filter(Boolean).join(" ")].filter(Boolean).join(", ")],
    ["Type de propriété", p.propertyType],
    ["Valeur estimée", p.estimatedValue],
    ["Délai de vente", p.timeframe],
    ["Informations supplémentaires", p.additionalInfo],
  ];
  const fullHistory: HistoryTurn[] = items
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => ({ role: "user", content: `${label} : ${value.trim()}` }));
  return {
    message: lastTurn(fullHistory, "user"),
    response: "",
    timestamp: a.now.toISOString(),
    conversationId: `property_${a.now.getTime()}`,
    email: p.email || PLACEHOLDER_EMAIL,
    fullHistory,
    emailDealerSubject: "",
    emailDealerBody: "",
    formType: "property-evaluation",
    propertyData: { ...p },
  };
}
