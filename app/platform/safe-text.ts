/**
 * Free text that may reach an e-mail ("outbound mail that cannot be abused"): a typed
 * model or trim, options, colour, trade-in details, city, name. Such text carries no link, no
 * e-mail address and no control character, so that nobody can make Sam e-mail their own links to
 * dealers or to an address they typed. Used by the forms (field errors in the page's language),
 * by the chat's profile and, as a last guard, by every e-mail built from a request.
 */

export type UnsafeTextReason = "link" | "email" | "control";

/** The translation key of each reason (common namespace). */
export const unsafeTextErrors: Record<UnsafeTextReason, string> = {
  link: "common:safeText.link",
  email: "common:safeText.email",
  control: "common:safeText.control",
};

// C0 and C1 controls (CR, LF, TAB included), DEL, and the invisible format characters that can
// reorder or hide text (bidirectional overrides, zero-width characters, line/paragraph separators).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/;
// A scheme ("https:", "mailto:", "www."), or a host name with a common or two-letter top-level
// domain even spaced out ("evil . example/x", "bit.ly", "Example.COM"), with lookalike dots ("。",
// "．") counted.
const SCHEME = /\b(?:https?|ftp|mailto|javascript|data|file|tel|sms):|\bwww\s*[.。．｡]/i;
const HOST =
  /[\p{L}\p{N}-]\s*[.。．｡]\s*(?:com|net|org|info|biz|io|co|ca|us|ly|gl|me|app|dev|xyz|site|online|link|click|top|example|qc|quebec|fr|ru|cn|tk|ml|ga|cf|gq|to|gg|sh|ai|tv|cc|ws)\b|\/\//iu;
// Decision 043: any host-like word.word, whatever its top-level domain (a list misses link
// shorteners: "rb.gy/x", "is.gd/x", and every new domain). Not host-like: one letter after the dot
// ("S.E.", "J.P."), digits after it ("2.0L", "ID.4"), a space after it (a sentence), and the saints
// of place names ("St.Jérôme", "Ste.Julie").
const HOST_LIKE = /(?<![\p{L}\p{N}])(?!(?:st|ste|mt)[.。．｡])[\p{L}\p{N}][\p{L}\p{N}-]*[.。．｡]\p{L}{2,}/iu;
// A bare IP address: IPv4 dotted, IPv6 in brackets, full, or shortened with "::".
const IP =
  /(?<![\d.])\d{1,3}(?:[.。．｡]\d{1,3}){3}(?![\d])|\[[0-9a-f:.]*:[0-9a-f:.]*\]|\b(?:[0-9a-f]{1,4}:){4,7}[0-9a-f]{1,4}\b|\b[0-9a-f]{1,4}::(?:[0-9a-f]{1,4}\b)?/i;

/** Why a free text may not be sent by e-mail, or null when it may. */
export function unsafeTextReason(text: string): UnsafeTextReason | null {
  if (CONTROL.test(text)) return "control";
  if (EMAIL.test(text)) return "email";
  if (SCHEME.test(text) || HOST.test(text) || HOST_LIKE.test(text) || IP.test(text)) return "link";
  return null;
}

export function isSafeText(text: string): boolean {
  return unsafeTextReason(text) === null;
}

/** Single-line answers: no control character at all (CR/LF included). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** The text itself when it is safe to e-mail, otherwise "" (the last guard of outgoing e-mails). */
export function mailSafe(text: string | null | undefined): string {
  const t = (text ?? "").trim();
  return t && isSafeText(t) ? t : "";
}
