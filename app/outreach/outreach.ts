import { wantedCount } from "#app/outreach/matching.ts";
import { findEmailIn } from "#app/platform/email-address.ts";
import { asLang, type Lang, pagePath, TWIN_PATHS } from "#app/platform/language.ts";
import { mailSafe } from "#app/platform/safe-text.ts";
import { isUndeliverableEmail } from "#app/questionnaire/email-rule.ts";
import { chatFieldOf, NO_PREFERENCE, titleKeys, type VehicleKey, vehicleKeys } from "#app/questionnaire/registry.ts";

/**
 * A completed request (wizard, single form or chat), read into what the outreach needs. Pure.
 * The buyer's e-mail and phone are kept apart from what dealers see (`vehicle`, `city`, first name).
 */

export type RequestKind = "submission" | "chat";

/** The vehicle answers dealers see, by key (app/questionnaire/registry.ts). */
export type VehicleDetails = Partial<Record<VehicleKey, string>>;

/** The vehicle as its title names it ("Toyota RAV4 XLE"; not a trim left to the dealer, decision 048), or "" when nothing is known. */
export function vehicleName(v: VehicleDetails): string {
  return titleKeys
    .map((k) => v[k]?.trim())
    .filter((part) => part && part !== NO_PREFERENCE)
    .join(" ");
}

export type OutreachSource = {
  kind: RequestKind;
  id: number;
  ref: string;
  language: Lang;
  vehicle: VehicleDetails;
  city: string;
  wanted: number;
  privacy: "A" | "B";
  /** Full name as given: only its first word reaches dealers, unless privacy A and the buyer chooses one. */
  name: string;
  email: string;
  phone: string;
  /** The preferred contact (SPEC §3: 'Courriel', 'SMS' or 'Les deux'). */
  contact: string;
};

/** The buyer chose SMS, alone or with e-mail (decision 046). */
export function wantsSms(contact: string | null | undefined): boolean {
  return /^\s*(sms|les deux|both)/i.test(contact ?? "");
}

/**
 * Where a new request's confirmation link goes, and so whether the buyer or an operator unlocks it
 * (decisions 041, 046, 059): to a usable e-mail address; by SMS to the number of a buyer who chose
 * SMS or both (`sms`, already normalized, undefined otherwise) when an SMS sender is configured
 * (`smsReady`); each only while the daily caps admit it (`admitted`, undefined: all). A link sent
 * anywhere → the buyer confirms; none → an operator approves. Pure.
 *
 *   confirmationRoute({ sms: "+15145550142", smsReady: true })  → { state: "awaiting_confirmation", sms: "+15145550142" }
 *   confirmationRoute({ sms: "+15145550142", smsReady: false }) → { state: "awaiting_approval" }
 */
export type ConfirmationRoute = { state: "awaiting_confirmation" | "awaiting_approval"; email?: string; sms?: string };

export function confirmationRoute(input: {
  email?: string;
  sms?: string;
  smsReady: boolean;
  admitted?: readonly string[];
}): ConfirmationRoute {
  const ok = (to: string | undefined) => (to && (input.admitted?.includes(to) ?? true) ? to : undefined);
  const email = ok(input.email);
  const sms = input.smsReady ? ok(input.sms) : undefined;
  return {
    state: email || sms ? "awaiting_confirmation" : "awaiting_approval",
    ...(email ? { email } : {}),
    ...(sms ? { sms } : {}),
  };
}

/** SPEC §5: A means share with the winning dealer only; any other value means Sam relays everything. */
export function privacyCode(text: string | null | undefined): "A" | "B" {
  return /^\s*a\b/i.test(text ?? "") ? "A" : "B";
}

/** The address to write to, or undefined for an empty, malformed or placeholder address. */
export function usableEmail(text: string | null | undefined): string | undefined {
  const found = findEmailIn(text ?? "");
  if (!found) return undefined;
  const email = found.toLowerCase();
  return isUndeliverableEmail(email) ? undefined : email;
}

/** SPEC §5 e-mail/phone extraction from one "email et phone" text. */
export function splitEmailPhone(text: string | null | undefined): { email: string; phone: string } {
  const t = (text ?? "").trim();
  const email = findEmailIn(t) ?? "";
  const phone = t
    .replace(email, "")
    .replace(/\bet\b|\band\b/gi, " ")
    .replace(/[^\d+()\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { email, phone: phone.replace(/\D/g, "").length >= 10 ? phone : "" };
}

function readProfile(json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  try {
    const v: unknown = JSON.parse(json);
    if (!v || typeof v !== "object" || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}

function vehicleFromProfile(p: Record<string, string>): VehicleDetails {
  // Each vehicle answer under its form key, or the chat's field ("condition" ← "newUsed").
  const v: VehicleDetails = Object.fromEntries(vehicleKeys.map((key) => [key, p[key] ?? p[chatFieldOf(key)]]));
  // Only text that may be e-mailed (no link, address or control character): anything
  // else never reaches a dealer or a buyer, whatever path it came by.
  return Object.fromEntries(Object.entries(v).filter(([, s]) => typeof s === "string" && mailSafe(s) !== "" && s.trim() !== "---"));
}

/** A vehicle_submissions row (wizard or single form). */
export function fromSubmission(row: {
  id: number;
  brand: string;
  model: string;
  trim: string;
  condition: string;
  dealerships: number;
  city: string;
  privacy_level: string;
  name: string;
  email: string;
  phone: string;
  request_ref: string;
  language: string;
  profile_json: string | null;
  contact_method?: string;
}): OutreachSource {
  const profile = readProfile(row.profile_json);
  // The spec's fixed columns (not derived: a new question has no column) override profile_json,
  // which holds every answer under its key and is read through the registry's `vehicleKeys`.
  const columns = Object.fromEntries(
    Object.entries({ brand: row.brand, model: row.model, trim: row.trim, condition: row.condition }).filter(([, v]) => v.trim() !== ""),
  );
  return {
    kind: "submission",
    id: row.id,
    ref: row.request_ref,
    language: asLang(row.language),
    vehicle: vehicleFromProfile({ ...profile, ...columns }),
    city: mailSafe(row.city.trim() || (profile.city ?? "")),
    wanted: wantedCount(row.dealerships || profile.dealerships),
    privacy: privacyCode(row.privacy_level || profile.privacy),
    name: mailSafe(row.name.trim() || (profile.name ?? "")),
    email: row.email,
    phone: row.phone,
    contact: row.contact_method || (profile.contact ?? ""),
  };
}

/** A chat_conversations row: the buyer profile is in profile_json. */
export function fromChat(row: {
  id: number;
  conversation_id: string;
  language: string;
  email: string;
  profile_json: string | null;
}): OutreachSource {
  const profile = readProfile(row.profile_json);
  const contact = splitEmailPhone(profile.emailPhone);
  return {
    kind: "chat",
    id: row.id,
    ref: row.conversation_id,
    language: asLang(row.language),
    vehicle: vehicleFromProfile(profile),
    city: mailSafe(profile.city),
    wanted: wantedCount(profile.dealerships),
    privacy: privacyCode(profile.privacy),
    name: mailSafe(profile.name),
    // The chat's cleaned profile carries `email` and `phone` beside `emailPhone`.
    email: row.email || profile.email || contact.email,
    phone: profile.phone || contact.phone,
    contact: profile.contact ?? "",
  };
}

/** The dealer's reply page. */
export function offerPath(token: string, lang: Lang): string {
  return pagePath("offer", lang, token);
}

/** The buyer's private offers page. */
export function requestPath(token: string, lang: Lang): string {
  return pagePath("request", lang, token);
}

/** How long a confirmation link works, and how often the private page may send a new one (decision 041). */
export const CONFIRM_TTL_DAYS = 7;
export const CONFIRM_RESEND_MINUTES = 10;

/** The buyer's confirmation link (decision 041): it confirms the request, and opens nothing else. */
export function confirmPath(token: string, lang: Lang): string {
  return pagePath("confirm", lang, token);
}

const CONFIRM_LINK = new RegExp(
  `(${Object.values(TWIN_PATHS.confirm)
    .map((path) => path.replace("/:token", "").replaceAll("/", "\\/"))
    .join("|")})\\/[\\w-]+`,
  "g",
);

/**
 * A text with the confirmation links' secrets replaced by "…": the operator's copies of the outbox
 * show that a link was sent, never the link (decision 041), which only its mailbox may use.
 */
export function hideConfirmationLinks(text: string): string {
  return text.replace(CONFIRM_LINK, "$1/…");
}

/** A dealer's unsubscribe page (Canada's anti-spam law). */
export function unsubscribePath(token: string, lang: Lang): string {
  return pagePath("unsubscribe", lang, token);
}

/** Tokens are 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
export function isTokenShaped(token: string | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
