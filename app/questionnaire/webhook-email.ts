import { COLON, type Lang, localeOf } from "#app/platform/language.ts";
import { mailSafe } from "#app/platform/safe-text.ts";
import { escapeHtml } from "#app/platform/text.ts";
import { fixedT, type TextKey, translate } from "#app/platform/texts.ts";
import type { Covers } from "#app/platform/words-types.ts";
import { translateValue, valueTranslations } from "#app/questionnaire/answer-values.ts";
import {
  CONTACT_HALVES,
  type Question,
  QUESTIONNAIRE,
  type Questionnaire,
  type QuestionRecord,
  type TitleKey,
} from "#app/questionnaire/registry.ts";
import frWebhook from "#app/questionnaire/words.webhook.fr.ts";

/**
 * The dealer quote e-mail of SPEC §9 as the webhook payload carries it (`emailDealerSubject`,
 * `emailDealerBody`, app/questionnaire/webhook-payloads.ts): a subject with brand, model and the
 * current year, and an HTML body (with a plain-text alternative) in French or English, for the
 * automation at the other end of the webhook. Sam does not send it: the e-mail Sam sends each
 * dealer is `composeQuoteRequest` (app/outreach/outreach-email.ts). Pure.
 *
 * Every value that comes from a buyer is HTML-escaped in the HTML body. The wording is the
 * webhook's (`webhook:email.*`, words.webhook.{fr,en}.ts), kept byte for byte as the spec writes it.
 */

/** The answers dealers may be shown (registry), the pair "emailPhone" as its two halves. */
export type DealerEmailKey = Exclude<Extract<Question, { dealers: object }>["key"], "emailPhone"> | "email" | "phone";
export type DealerEmailInput = Partial<Record<DealerEmailKey, string>>;

/**
 * The e-mail's input from any view's answers: each answer dealers see (registry `dealers`), read
 * by `answerOf` (a form's vehicleData by key, the chat's profile by its field), a contact pair as
 * its two halves.
 */
export function dealerInputOf(
  answerOf: (q: QuestionRecord) => string | undefined,
  contact: { email?: string; phone?: string },
  q: Questionnaire = QUESTIONNAIRE,
): DealerEmailInput {
  const { vehicle, request, contact: contactPart } = q.dealers;
  const entries = [...vehicle, ...request, ...contactPart].flatMap((question) =>
    question.kind === "contactPair"
      ? CONTACT_HALVES.map((half) => [half, contact[half]] as const)
      : [[question.key, answerOf(question)] as const],
  );
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
}

type Bilingual = { readonly fr: string; readonly en: string };

/** SPEC §9 French-to-English labels, and the other canonical answers: the value table (decision 037). */
export const LABEL_TRANSLATIONS = valueTranslations();

/** A known answer in the e-mail's language (FR→EN for English, EN→FR for French); other text unchanged. */
export const translateLabel = translateValue;

/** A webhook text in both languages (the tests compose with a registry and labels of their own). */
export function bilingual(key: TextKey<"webhook">): Bilingual {
  return { fr: translate("fr", "webhook", key), en: translate("en", "webhook", key) };
}

/**
 * The label of each answer dealers see, by its key (`webhook:labels.*`; the title's brand, model
 * and trim have none: they make the "Véhicule" line). A question dealers see without a label in
 * words.webhook.fr.ts does not compile (`_DealerLabelWords`).
 */
export const DEALER_LABELS = Object.fromEntries(
  Object.keys(frWebhook.labels).map((key) => [key, bilingual(`labels.${key}` as TextKey<"webhook">)]),
) as Record<keyof (typeof frWebhook)["labels"], Bilingual>;
type _DealerLabelWords = Covers<Exclude<DealerEmailKey, TitleKey>, (typeof frWebhook)["labels"]>;

/** The questionnaire and the labels an e-mail is composed from (the tests pass a registry with a question added). */
export type DealerEmailWords = { questionnaire: Questionnaire; labels: Readonly<Record<string, Bilingual>> };
const APP_WORDS: DealerEmailWords = { questionnaire: QUESTIONNAIRE, labels: DEALER_LABELS };

type Line = { label: string; value: string };

function clean(value: string | undefined): string {
  return (value ?? "").trim();
}

/**
 * The buyer's free text (model, trim, options, colour, trade-in, city, name) reaches a
 * dealer's inbox only when it carries no link, address or control character.
 */
const FREE_TEXT: ReadonlySet<string> = new Set(QUESTIONNAIRE.freeTextKeys);
function field(input: DealerEmailInput, key: string, freeText: ReadonlySet<string> = FREE_TEXT): string {
  const v = clean((input as Record<string, string | undefined>)[key]);
  return freeText.has(key) ? mailSafe(v) : v;
}

const firstWord = (name: string) => name.split(/\s+/)[0] ?? "";

/** The vehicle named in the subject: "{brand model}". */
function brandModel(input: DealerEmailInput, lang: Lang): string {
  const w = fixedT(lang, "webhook");
  return [clean(input.brand), field(input, "model")].filter(Boolean).join(" ") || w("email.notSpecified");
}

function privacyText(value: string, lang: Lang): string {
  const w = fixedT(lang, "webhook");
  if (!value) return w("email.notSpecified");
  // SPEC §5: A means share with the winning dealers only; any other value means do not share.
  return /^a\b/i.test(value) ? w("email.privacyShare") : w("email.privacyRelay");
}

export function composeWebhookDealerEmail(
  input: DealerEmailInput,
  lang: Lang,
  now: Date = new Date(),
  words: DealerEmailWords = APP_WORDS,
): { subject: string; html: string; text: string } {
  const w = fixedT(lang, "webhook");
  const q = words.questionnaire;
  const none = w("email.notSpecified");
  const freeText: ReadonlySet<string> = new Set(q.freeTextKeys);
  const translatable: ReadonlySet<string> = new Set(q.translatedKeys);
  const raw = (key: string) => field(input, key, freeText);
  // Option answers get the §9 label translations; free text (names, cities, options...) stays as typed.
  const value = (key: string) => {
    const v = raw(key);
    return v && translatable.has(key) ? translateLabel(v, lang) : v;
  };
  const orNone = (v: string) => v || none;
  const label = (key: string) => words.labels[key][lang];
  const line = (key: string): Line => ({ label: label(key), value: orNone(value(key)) });

  const year = String(now.getFullYear());
  const subject = w("email.subject", { vehicle: brandModel(input, lang), year });

  // Privacy B ("do not share — Sam relays everything") keeps the e-mail and phone out of the
  // dealer message (docs/decisions/002-privacy-b-dealer-email.md).
  const privacy = clean(input.privacy);
  const relayed = privacy !== "" && !/^a\b/i.test(privacy);
  const contactValue = (v: string) => (relayed ? w("email.relayed") : orNone(v));
  /**
   * The answers the spec words its own way (SPEC §9, decision 002); every other answer
   * is a line "label : value" ("non précisé" when unanswered).
   */
  const special: Readonly<Record<string, () => Line[]>> = {
    privacy: () => [{ label: label("privacy"), value: privacyText(privacy, lang) }],
    // SPEC §9: the client's name appears in the French e-mail only.
    // Under privacy B, the first name only, as in Sam's own dealer e-mails.
    name: () => (lang === "fr" ? [{ label: label("name"), value: orNone(relayed ? firstWord(raw("name")) : raw("name")) }] : []),
  };
  const lines = (question: QuestionRecord): Line[] =>
    question.kind === "contactPair"
      ? CONTACT_HALVES.map((half) => ({ label: label(half), value: contactValue(clean(input[half])) }))
      : (special[question.key]?.() ?? [line(question.key)]);

  // The vehicle: its title (brand, model, trim), then each answer: an unanswered one is left out,
  // unless it has a fallback (the condition reads "Neuf" / "New").
  const { vehicle: vehicleQuestions, request, contact: contactQuestions } = q.dealers;
  const title = vehicleQuestions.filter((v) => v.dealers!.title);
  const vehicle = title
    .map((v) => raw(v.key))
    .filter(Boolean)
    .join(" ");
  const vehicleLines = vehicleQuestions
    .filter((v) => !v.dealers!.title)
    .flatMap((v): Line[] => {
      const answer = value(v.key) || (v.dealers!.fallback ? translateLabel(v.dealers!.fallback, lang) : "");
      return answer ? [{ label: label(v.key), value: answer }] : [];
    });
  const requirements: Line[] = [{ label: w("email.vehicle"), value: orNone(vehicle) }, ...vehicleLines, ...request.flatMap(lines)];
  // The contact part ends with the number of dealerships again: the spec's e-mail repeats it
  // there (SPEC §9); it is not a question of its own, so it is written here, not in the registry.
  const contact: Line[] = [...contactQuestions.flatMap(lines), { label: w("email.dealerCount"), value: orNone(value("dealerships")) }];
  const asks = [w("email.askPrice"), w("email.askTradeIn"), w("email.askFinancing"), w("email.askAvailability"), w("email.askPromotions")];

  return {
    subject,
    html: renderHtml({ lang, subject, requirements, contact, asks }),
    text: renderText({ lang, requirements, contact, asks }),
  };
}

/** Sam's signature, naming the company as the spec's e-mail does ("Sam Auto"). */
function signatureOf(lang: Lang): string {
  return translate(lang, "email", "signature", { company: translate(lang, "common", "company") });
}

type Parts = { lang: Lang; requirements: Line[]; contact: Line[]; asks: string[] };

const h2 = 'style="font-size:17px;margin:24px 0 8px;color:#1e40af"';

function htmlList(lines: Line[], colon: string): string {
  const items = lines.map((l) => `<li><strong>${escapeHtml(l.label)}${colon}</strong> ${escapeHtml(l.value)}</li>`);
  return `<ul style="padding-left:20px;margin:0">${items.join("")}</ul>`;
}

function renderHtml({ lang, subject, requirements, contact, asks }: Parts & { subject: string }): string {
  const w = fixedT(lang, "webhook");
  const signature = signatureOf(lang);
  const list = (lines: Line[]) => htmlList(lines, w("email.listColon"));
  return [
    "<!DOCTYPE html>",
    `<html lang="${localeOf(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(w("email.heading"))}</h1>`,
    `<p>${escapeHtml(w("email.greeting"))}</p>`,
    `<p>${escapeHtml(w("email.intro"))}</p>`,
    `<h2 ${h2}>${escapeHtml(w("email.requirementsTitle"))}</h2>`,
    list(requirements),
    `<h2 ${h2}>${escapeHtml(w("email.askTitle"))}</h2>`,
    `<ol style="padding-left:20px;margin:0">${asks.map((a) => `<li>${escapeHtml(a)}</li>`).join("")}</ol>`,
    `<h2 ${h2}>${escapeHtml(w("email.contactTitle"))}</h2>`,
    list(contact),
    `<p style="margin-top:24px"><strong>${escapeHtml(w("email.deadline"))}</strong></p>`,
    `<p>${escapeHtml(w("email.thanks"))}<br>${escapeHtml(signature)}</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}

function renderText({ lang, requirements, contact, asks }: Parts): string {
  const w = fixedT(lang, "webhook");
  const signature = signatureOf(lang);
  const colon = COLON[lang];
  const lines = (ls: Line[]) => ls.map((l) => `- ${l.label}${colon}${l.value}`);
  return [
    w("email.heading"),
    "",
    w("email.greeting"),
    "",
    w("email.intro"),
    "",
    w("email.requirementsTitle"),
    ...lines(requirements),
    "",
    w("email.askTitle"),
    ...asks.map((a, i) => `${i + 1}. ${a}`),
    "",
    w("email.contactTitle"),
    ...lines(contact),
    "",
    w("email.deadline"),
    "",
    w("email.thanks"),
    signature,
    "",
  ].join("\n");
}
