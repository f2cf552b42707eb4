import { type Lang, localeOf } from "#app/platform/language.ts";
import { mailSafe } from "#app/platform/safe-text.ts";
import { escapeHtml, normalize } from "#app/platform/text.ts";
import {
  CONTACT_HALVES,
  type Question,
  QUESTIONNAIRE,
  type Questionnaire,
  type QuestionRecord,
  type TitleKey,
} from "#app/questionnaire/registry.ts";

/**
 * The quote request e-mail sent to dealerships (SPEC §9): a subject with brand, model and the
 * current year, and an HTML body (with a plain-text alternative) in French or English. Pure.
 *
 * Every value that comes from a buyer is HTML-escaped in the HTML body. The fixed wording is an
 * e-mail template, not page UI, so it lives here as data, French and English side by side.
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

/** SPEC §9 French-to-English labels (plus Oui/Non for the trade-in answer). */
export const LABEL_TRANSLATIONS: ReadonlyArray<readonly [fr: string, en: string]> = [
  ["Neuf", "New"],
  ["Usagé", "Used"],
  ["Hybride", "Hybrid"],
  ["Électrique", "Electric"],
  ["Essence", "Gas"],
  ["Traction avant", "Front-wheel drive"],
  ["Traction intégrale", "All-wheel drive"],
  ["Propulsion", "Rear-wheel drive"],
  ["Financement", "Financing"],
  ["Location", "Lease"],
  ["Comptant", "Cash"],
  ["Courriel", "Email"],
  ["Les deux", "Both email and SMS"],
  ["Oui", "Yes"],
  ["Non", "No"],
];

const toEnglish = new Map(LABEL_TRANSLATIONS.map(([fr, en]) => [normalize(fr), en]));
const toFrench = new Map(LABEL_TRANSLATIONS.map(([fr, en]) => [normalize(en), fr]));

/** A known option label in the e-mail's language (FR→EN for English, EN→FR for French); other text unchanged. */
export function translateLabel(value: string, lang: Lang): string {
  const key = normalize(value);
  return (lang === "en" ? toEnglish.get(key) : toFrench.get(key)) ?? value;
}

/** The fixed wording of the e-mail. */
const W = {
  notSpecified: { fr: "non précisé", en: "not specified" },
  defaultCondition: { fr: "Neuf", en: "New" },
  subject: {
    fr: "Demande urgente de soumission véhicule - {vehicle} {year} - Client prêt à acheter",
    en: "Urgent Vehicle Quote Request - {vehicle} {year} - Client Ready to Purchase",
  },
  heading: { fr: "Demande urgente de soumission", en: "Urgent quote request" },
  greeting: { fr: "Bonjour,", en: "Hello," },
  intro: {
    fr: "Je représente un client sérieux, prêt à acheter, qui prendra sa décision dans les 48 heures. Merci de nous faire parvenir votre meilleure offre dans les 24 heures.",
    en: "I represent a serious client who is ready to buy and will make a decision within 48 hours. Please send us your best offer within 24 hours.",
  },
  requirementsTitle: { fr: "Exigences du client", en: "Client requirements" },
  vehicle: { fr: "Véhicule", en: "Vehicle" },
  privacyShare: {
    fr: "Coordonnées partagées avec les concessionnaires gagnants seulement",
    en: "Contact details shared with the winning dealerships only",
  },
  privacyRelay: {
    fr: "Coordonnées non partagées : Sam relaie toutes les communications",
    en: "Contact details not shared: Sam relays all communication",
  },
  askTitle: { fr: "Ce que nous demandons", en: "What we ask for" },
  askPrice: {
    fr: "Le prix tout inclus : au Québec, seuls la TPS, la TVQ et le droit sur les pneus neufs peuvent s'ajouter",
    en: "The all-in price: in Quebec, only the GST, the QST and the new-tire duty may be added",
  },
  askTradeIn: { fr: "L'évaluation du véhicule d'échange", en: "A trade-in evaluation" },
  askFinancing: {
    fr: "Les conditions de financement et de location (taux, terme, paiements)",
    en: "Financing and lease terms (rate, term, payments)",
  },
  askAvailability: {
    fr: "La disponibilité immédiate (en inventaire ou délai de livraison)",
    en: "Immediate availability (in stock or delivery time)",
  },
  askPromotions: { fr: "Les promotions et rabais en vigueur", en: "Current promotions and rebates" },
  contactTitle: { fr: "Coordonnées du client", en: "Client contact" },
  relayed: {
    fr: "Relayé par Sam (le client ne partage pas ses coordonnées)",
    en: "Relayed by Sam (the client does not share contact details)",
  },
  dealerCount: { fr: "Nombre de concessionnaires", en: "Number of dealerships" },
  deadline: {
    fr: "Le client prendra sa décision dans les 48 heures. Répondez avec votre meilleure offre dans les 24 heures pour être considéré.",
    en: "The client will decide within 48 hours. Reply with your best offer within 24 hours to be considered.",
  },
  thanks: { fr: "Merci,", en: "Thank you," },
  signature: { fr: "Sam, assistant d'achat automobile — Sam Auto", en: "Sam, car-buying assistant — Sam Auto" },
} as const satisfies Record<string, Bilingual>;

/**
 * The label of each answer dealers see, by its key (the title's brand, model and trim have none:
 * they make the "Véhicule" line). A question dealers see without a label here does not compile.
 */
export const DEALER_LABELS = {
  condition: { fr: "État", en: "Condition" },
  powertrain: { fr: "Motorisation", en: "Powertrain" },
  drivetrain: { fr: "Traction", en: "Drivetrain" },
  options: { fr: "Options", en: "Options" },
  color: { fr: "Couleur", en: "Color" },
  payment: { fr: "Mode de paiement", en: "Payment" },
  termBudget: { fr: "Terme / budget", en: "Term / budget" },
  tradeIn: { fr: "Véhicule d'échange", en: "Trade-in" },
  tradeInDetails: { fr: "Détails de l'échange", en: "Trade-in details" },
  dealerships: { fr: "Concessionnaires sollicités", en: "Dealerships contacted" },
  city: { fr: "Ville", en: "City" },
  privacy: { fr: "Confidentialité", en: "Privacy" },
  name: { fr: "Nom", en: "Name" },
  email: { fr: "Courriel", en: "Email" },
  phone: { fr: "Téléphone", en: "Phone" },
  contact: { fr: "Mode de contact préféré", en: "Preferred contact method" },
} as const satisfies Record<Exclude<DealerEmailKey, TitleKey>, Bilingual>;

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
  return [clean(input.brand), field(input, "model")].filter(Boolean).join(" ") || W.notSpecified[lang];
}

function privacyText(value: string, lang: Lang): string {
  if (!value) return W.notSpecified[lang];
  // SPEC §5: A means share with the winning dealers only; any other value means do not share.
  return /^a\b/i.test(value) ? W.privacyShare[lang] : W.privacyRelay[lang];
}

export function composeDealerEmail(
  input: DealerEmailInput,
  lang: Lang,
  now: Date = new Date(),
  words: DealerEmailWords = APP_WORDS,
): { subject: string; html: string; text: string } {
  const q = words.questionnaire;
  const none = W.notSpecified[lang];
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
  const subject = W.subject[lang].replace("{vehicle}", brandModel(input, lang)).replace("{year}", year);

  // Privacy B ("do not share — Sam relays everything") keeps the e-mail and phone out of the
  // dealer message (docs/decisions/002-privacy-b-dealer-email.md).
  const privacy = clean(input.privacy);
  const relayed = privacy !== "" && !/^a\b/i.test(privacy);
  const contactValue = (v: string) => (relayed ? W.relayed[lang] : orNone(v));
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
  const requirements: Line[] = [{ label: W.vehicle[lang], value: orNone(vehicle) }, ...vehicleLines, ...request.flatMap(lines)];
  // The contact part ends with the number of dealerships again: the spec's e-mail repeats it
  // there (SPEC §9); it is not a question of its own, so it is written here, not in the registry.
  const contact: Line[] = [...contactQuestions.flatMap(lines), { label: W.dealerCount[lang], value: orNone(value("dealerships")) }];
  const asks = [W.askPrice, W.askTradeIn, W.askFinancing, W.askAvailability, W.askPromotions].map((a) => a[lang]);

  return {
    subject,
    html: renderHtml({ lang, subject, requirements, contact, asks }),
    text: renderText({ lang, requirements, contact, asks }),
  };
}

type Parts = { lang: Lang; requirements: Line[]; contact: Line[]; asks: string[] };

const h2 = 'style="font-size:17px;margin:24px 0 8px;color:#1e40af"';

function htmlList(lines: Line[], colon: string): string {
  const items = lines.map((l) => `<li><strong>${escapeHtml(l.label)}${colon}</strong> ${escapeHtml(l.value)}</li>`);
  return `<ul style="padding-left:20px;margin:0">${items.join("")}</ul>`;
}

function renderHtml({ lang, subject, requirements, contact, asks }: Parts & { subject: string }): string {
  // French typography puts a space before the colon; English does not.
  const list = (lines: Line[]) => htmlList(lines, lang === "fr" ? "\u00a0:" : ":");
  return [
    "<!DOCTYPE html>",
    `<html lang="${localeOf(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(W.heading[lang])}</h1>`,
    `<p>${escapeHtml(W.greeting[lang])}</p>`,
    `<p>${escapeHtml(W.intro[lang])}</p>`,
    `<h2 ${h2}>${escapeHtml(W.requirementsTitle[lang])}</h2>`,
    list(requirements),
    `<h2 ${h2}>${escapeHtml(W.askTitle[lang])}</h2>`,
    `<ol style="padding-left:20px;margin:0">${asks.map((a) => `<li>${escapeHtml(a)}</li>`).join("")}</ol>`,
    `<h2 ${h2}>${escapeHtml(W.contactTitle[lang])}</h2>`,
    list(contact),
    `<p style="margin-top:24px"><strong>${escapeHtml(W.deadline[lang])}</strong></p>`,
    `<p>${escapeHtml(W.thanks[lang])}<br>${escapeHtml(W.signature[lang])}</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}

function renderText({ lang, requirements, contact, asks }: Parts): string {
  const colon = lang === "fr" ? " : " : ": ";
  const lines = (ls: Line[]) => ls.map((l) => `- ${l.label}${colon}${l.value}`);
  return [
    W.heading[lang],
    "",
    W.greeting[lang],
    "",
    W.intro[lang],
    "",
    W.requirementsTitle[lang],
    ...lines(requirements),
    "",
    W.askTitle[lang],
    ...asks.map((a, i) => `${i + 1}. ${a}`),
    "",
    W.contactTitle[lang],
    ...lines(contact),
    "",
    W.deadline[lang],
    "",
    W.thanks[lang],
    W.signature[lang],
    "",
  ].join("\n");
}
