import type { Lang } from "#app/platform/language.ts";
import { normalize } from "#app/platform/text.ts";

/**
 * The automated chat test (SPEC §2, §4, §9): a buyer answering Sam's questions in 11 messages,
 * each reply checked for expected keywords. Several answers share a message where a buyer would
 * naturally give them together; the final step ends the interview (🚀 + "Je mets la pression").
 */
export type TestStep = { question: string; answer: string; expectedKeywords: readonly string[] };

/** SPEC §9 chat test constants. */
export const CHAT_TEST = {
  stepTimeoutMs: 15_000,
  paceOptionsMs: [1_000, 2_000, 3_000, 5_000],
  defaultPaceMs: 2_000,
  firstMessageDelayMs: 1_000,
  finalWebhookDelayMs: 1_000,
  afterTimeoutDelayMs: 2_000,
  debugLogLines: 11,
  conversationPrefix: "automated_test",
} as const;

export const chatTestScripts: Readonly<Record<Lang, readonly TestStep[]>> = {
  fr: [
    {
      question: "Quelle marque de véhicule vous intéresse ?",
      answer: "Bonjour, je cherche un Toyota RAV4 hybride neuf",
      expectedKeywords: ["quelle version"],
    },
    { question: "Quelle version (niveau de finition) ?", answer: "XLE", expectedKeywords: ["quelle traction"] },
    { question: "Quelle traction ?", answer: "Traction intégrale", expectedKeywords: ["des options"] },
    {
      question: "Des options importantes pour vous ?",
      answer: "Toit ouvrant et sièges chauffants",
      expectedKeywords: ["quelle(s) couleur"],
    },
    { question: "Quelle(s) couleur(s) préférez-vous ?", answer: "Gris ou noir", expectedKeywords: ["comment comptez-vous payer"] },
    {
      question: "Comment comptez-vous payer ?",
      answer: "Financement sur 60 mois, environ 550 $ par mois",
      expectedKeywords: ["vehicule a echanger"],
    },
    { question: "Avez-vous un véhicule à échanger ? (O/N)", answer: "Non", expectedKeywords: ["combien de concessionnaires"] },
    { question: "Combien de concessionnaires voulez-vous que je contacte ?", answer: "5", expectedKeywords: ["courriel, sms"] },
    { question: "Comment préférez-vous recevoir les offres ?", answer: "Par courriel", expectedKeywords: ["votre nom"] },
    {
      question: "Quel est votre nom ?",
      answer: "Marie Tremblay, marie.tremblay@courriel.ca, Montréal",
      expectedKeywords: ["la confidentialite"],
    },
    { question: "La confidentialité : A ou B ?", answer: "A", expectedKeywords: ["je mets la pression"] },
  ],
  en: [
    {
      question: "Which vehicle brand are you interested in?",
      answer: "Hi, I'm looking for a new Toyota RAV4 hybrid",
      expectedKeywords: ["which trim"],
    },
    { question: "Which trim level?", answer: "XLE", expectedKeywords: ["which drivetrain"] },
    { question: "Which drivetrain?", answer: "All-wheel drive", expectedKeywords: ["any options"] },
    { question: "Any options that matter to you?", answer: "Sunroof and heated seats", expectedKeywords: ["which color"] },
    { question: "Which color(s) do you prefer?", answer: "Grey or black", expectedKeywords: ["how do you plan to pay"] },
    {
      question: "How do you plan to pay?",
      answer: "Financing over 60 months, about $550 a month",
      expectedKeywords: ["vehicle to trade in"],
    },
    { question: "Do you have a vehicle to trade in? (Y/N)", answer: "No", expectedKeywords: ["how many dealerships"] },
    { question: "How many dealerships should I contact?", answer: "5", expectedKeywords: ["email, text"] },
    { question: "How would you like to receive the offers?", answer: "By email", expectedKeywords: ["your name"] },
    { question: "What is your name?", answer: "Mary Smith, mary.smith@courriel.ca, Montréal", expectedKeywords: ["privacy:"] },
    { question: "Privacy: A or B?", answer: "A", expectedKeywords: ["putting pressure"] },
  ],
};

/** Which expected keywords a reply contains (case and accents ignored); success when at least one. */
export function checkReply(reply: string, expectedKeywords: readonly string[]): { success: boolean; matched: string[] } {
  const text = normalize(reply);
  const matched = expectedKeywords.filter((k) => text.includes(normalize(k)));
  return { success: matched.length > 0, matched };
}
