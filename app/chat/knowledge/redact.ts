import type { Lang } from "#app/platform/language.ts";

/**
 * A question as the operator's gaps page may keep it (Law 25; decision 054): e-mail addresses,
 * phone numbers, postal codes, long numbers and names replaced by a marker. Names are the buyer's
 * own (when the interview knows it) and any name introduced as one ("je m'appelle …", "my name
 * is …", "Mme …"). Pure.
 */

const MARK: Record<Lang, { email: string; phone: string; name: string; postal: string; number: string }> = {
  fr: { email: "[courriel]", phone: "[téléphone]", name: "[nom]", postal: "[code postal]", number: "[numéro]" },
  en: { email: "[email]", phone: "[phone]", name: "[name]", postal: "[postal code]", number: "[number]" },
};

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const POSTAL = /\b[abceghj-nprstvxy]\d[abceghj-nprstv-z][\s-]?\d[abceghj-nprstv-z]\d\b/gi;
const LONG_NUMBER = /\b\d{7,}\b/g;
/** A name introduced as one: the capitalised words that follow. */
const INTRODUCED =
  /\b((?i:je m'appelle|je m’appelle|mon nom est|mon nom c'est|moi c'est|my name is|i am|i'm|m\.|mme|mr\.?|mrs\.?|ms\.?|monsieur|madame))\s+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/gu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function redactQuestion(text: string, lang: Lang, known: { name?: string; email?: string; phone?: string } = {}): string {
  const m = MARK[lang];
  let out = text.replace(EMAIL, m.email).replace(PHONE, m.phone).replace(POSTAL, m.postal).replace(LONG_NUMBER, m.number);
  if (known.email) out = out.replace(new RegExp(escape(known.email), "gi"), m.email);
  if (known.phone) out = out.replace(new RegExp(escape(known.phone), "g"), m.phone);
  // The buyer's own name, word by word (a first name alone is still theirs).
  for (const word of (known.name ?? "").split(/\s+/).filter((w) => w.length >= 2)) {
    out = out.replace(new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, "giu"), m.name);
  }
  out = out.replace(INTRODUCED, (_all, intro: string) => `${intro} ${m.name}`);
  return out
    .replace(new RegExp(`(${escape(m.name)}\\s*){2,}`, "g"), `${m.name} `)
    .replace(/\s+/g, " ")
    .trim();
}
