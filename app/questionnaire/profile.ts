import { EMAIL_IN_TEXT, findEmailIn } from "#app/platform/email-address.ts";
import { isSafeText } from "#app/platform/safe-text.ts";
import { normalize } from "#app/platform/text.ts";
import { chatFieldOf, freeTextKeys, PRIVACY_A, PRIVACY_B, type ProfileField, profileFields } from "#app/questionnaire/registry.ts";
import { type BuyerProfile } from "#app/questionnaire/types.ts";

/** The buyer-profile fields of SPEC §3, in the questionnaire's order (from the registry). */
export { type ProfileField, profileFields } from "#app/questionnaire/registry.ts";

/** A cleaned profile, with the e-mail and the phone found in `emailPhone`. */
export type CleanProfile = BuyerProfile & { email?: string; phone?: string };

/** Profile answers typed freely by the buyer that may reach an e-mail (checked by safe-text.ts). */
const FREE_TEXT_FIELDS: readonly ProfileField[] = freeTextKeys.map(chatFieldOf);

/** The placeholder an assistant writes for "no answer". */
export const PLACEHOLDER = "---";

// 10 digits, optionally grouped 3-3-4 (with an optional +1 and parentheses), or a run of 10+ digits.
const PHONE_GROUPED = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const PHONE_RUN = /\d{10,}/;
/** Every e-mail of a text, compiled once (the chat reads a phone in each message). */
const EMAILS = new RegExp(EMAIL_IN_TEXT.source, "gu");

/** The first e-mail address in a text (SPEC §5: a standard address pattern). */
export function findEmail(text: string): string | undefined {
  return findEmailIn(text);
}

/** An extension right after the number ("poste 12", "ext. 305", "x22"): a dealer calling an office needs it. */
const PHONE_EXTENSION = /^[\s,]*(?:poste|post\.?|ext\.?|extension|x)\s*#?\s*\d{1,6}\b/i;

/** The first phone number in a text (SPEC §5: 10 digits, optionally 3-3-4, or 10+ digits in a row), with its extension. */
export function findPhone(text: string): string | undefined {
  const withoutEmail = text.replace(EMAILS, " ");
  const m = withoutEmail.match(PHONE_GROUPED) ?? withoutEmail.match(PHONE_RUN);
  if (!m) return undefined;
  const extension = withoutEmail.slice(m.index! + m[0].length).match(PHONE_EXTENSION)?.[0];
  return (m[0] + (extension ? ` ${extension.replace(/^[\s,]+/, "")}` : "")).trim();
}

/**
 * E-mail and phone out of one free text (SPEC §5): recognised by pattern; when neither is found,
 * the text is split on the French word "et" (first part e-mail, second phone).
 */
export function splitContactDetails(text: string): { email: string; phone: string } {
  const email = findEmail(text);
  const phone = findPhone(text);
  if (email || phone) return { email: email ?? "", phone: phone ?? "" };
  const [first = "", second = ""] = text.split(/\s+et\s+/i);
  return { email: first.trim(), phone: second.trim() };
}

/** The spec's `emailPhone` text: e-mail and phone joined by " et ". */
export function joinContactDetails(email?: string, phone?: string): string {
  return [email, phone].filter((v) => v && v.trim()).join(" et ");
}

function isEmptyValue(value: string): boolean {
  const v = value.trim();
  return v === "" || /^-{2,}$/.test(v) || /^n\/?a$/i.test(v);
}

function cleanNewUsed(value: string): string {
  const n = normalize(value);
  if (/^(n|neuf|neuve|new)$/.test(n)) return "Neuf";
  if (/^(u|usage|usagee|used|occasion|d'occasion)$/.test(n)) return "Usagé";
  return value;
}

function cleanTradeIn(value: string): string {
  const n = normalize(value);
  if (/^(o|oui|y|yes)$/.test(n)) return "Oui";
  if (/^(n|non|no)$/.test(n)) return "Non";
  return value;
}

function cleanContact(value: string): string {
  const n = normalize(value);
  if (/^(courriel|email|e-mail|mail)$/.test(n)) return "Courriel";
  if (/^(sms|texto|text)$/.test(n)) return "SMS";
  if (/^(les deux|both)$/.test(n)) return "Les deux";
  return value;
}

function cleanPrivacy(value: string): string {
  // SPEC §5: A means share with the winning dealers only; any other value means do not share.
  return /^\s*a\b/i.test(value) ? PRIVACY_A : PRIVACY_B;
}

/**
 * Cleans a buyer profile as parsed from the assistant's onboarding-complete JSON (SPEC §5):
 * drops empty values, the placeholder `---` and `N/A`; N → Neuf, U → Usagé; trade-in O/oui → Oui,
 * N/non → Non; a preferred contact containing "@" moves to emailPhone (contact becomes Courriel);
 * e-mail and phone are recognised in emailPhone (or split on "et").
 */
export function cleanProfile(raw: unknown): CleanProfile {
  const out: CleanProfile = {};
  if (!raw || typeof raw !== "object") return out;
  const source = raw as Record<string, unknown>;
  for (const field of profileFields) {
    const value = source[field];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const text = String(value).trim();
    if (isEmptyValue(text)) continue;
    out[field] = text;
  }
  // Free text that would reach a dealer's e-mail: a link, an address or a control character is
  // not an answer; the question stays open.
  for (const field of FREE_TEXT_FIELDS) if (out[field] !== undefined && !isSafeText(out[field])) delete out[field];
  if (out.newUsed) out.newUsed = cleanNewUsed(out.newUsed);
  if (out.tradeIn) out.tradeIn = cleanTradeIn(out.tradeIn);
  if (out.contact?.includes("@")) {
    const moved = out.contact;
    out.emailPhone =
      out.emailPhone && !out.emailPhone.includes(moved) ? joinContactDetails(moved, out.emailPhone) : (out.emailPhone ?? moved);
    out.contact = "Courriel";
  } else if (out.contact) {
    out.contact = cleanContact(out.contact);
  }
  if (out.privacy) out.privacy = cleanPrivacy(out.privacy);
  if (out.emailPhone) {
    const { email, phone } = splitContactDetails(out.emailPhone);
    if (email) out.email = email;
    if (phone) out.phone = phone;
    out.emailPhone = joinContactDetails(email, phone) || out.emailPhone;
  }
  return out;
}

export { PRIVACY_A, PRIVACY_B };
