/** Name of the hidden field that only bots fill (rendered by components/forms.tsx, checked by server/form-guards.server.ts). */
export const HONEYPOT_FIELD = "website";

/** True when a post's honeypot is filled: a bot, to refuse with nothing stored. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
