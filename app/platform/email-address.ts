/**
 * An e-mail address inside a text (SPEC §5: "a standard address pattern"; "the first email-like
 * text"): the chat's profile, the forms' "email et phone" answer and the outreach's recipient all
 * find an address with it. Letters of any language count (a Québec address may be
 * "josée@exemple.ca"), the domain ends with a name of two letters or more. Pure.
 */
export const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** The first address in a text, if any. */
export function findEmailIn(text: string): string | undefined {
  return EMAIL_IN_TEXT.exec(text)?.[0];
}
