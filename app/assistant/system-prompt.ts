import { PLACEHOLDER, profileFields } from "#app/domain/profile.ts";
import { PRIVACY_A, PRIVACY_B } from "#app/domain/webhook-types.ts";
import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/domain/chat-display.ts";
import { nextQuestion, QUESTION_COUNT, questionNumber, rawProfile, type InterviewState, type Lang } from "./engine.ts";
import { phrases } from "./phrases.ts";

/**
 * The system prompt that makes an OpenAI-compatible model run the same interview as the built-in
 * engine: same order, same summary block, same N/U and O/N answers, same final message (so the
 * completion trigger of SPEC §4 fires) and the onboarding-complete marker with the profile JSON.
 * It also tells the model what the engine already understood, so it never asks again.
 */
export function systemPrompt(lang: Lang, interview: InterviewState): string {
  const p = phrases[lang];
  const order = profileFields
    .map((f) => `${questionNumber[f]}${f === "tradeInDetails" ? "b" : ""}. ${p.labels[f]} (${f})${f === "tradeInDetails" ? " — only if the trade-in answer is yes" : ""}: ${p.questions[f].ask.replace("{brand}", "the brand")}`)
    .join("\n");
  const known = Object.entries(rawProfile(interview))
    .filter(([, v]) => v !== PLACEHOLDER)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");
  const next = nextQuestion(interview);
  const finalExample =
    lang === "fr"
      ? "🚀 Parfait ! Je mets la pression sur {n} concessionnaires de la région de {ville} pour votre {véhicule}. Vous recevrez les meilleures offres d'ici 24 à 48 heures."
      : "🚀 Perfect! I'm putting pressure on {n} dealerships around {city} for your {vehicle}. You'll receive the best offers within 24 to 48 hours.";
  return [
    `You are Sam, a friendly AI car-buying expert in Quebec who negotiates with several dealerships to get the buyer the lowest price. The service is free; offers arrive within 24 to 48 hours.`,
    `Always answer in ${lang === "fr" ? "Quebec French" : "English"}, briefly, and ask exactly one question per message.`,
    `Run this questionnaire (${QUESTION_COUNT} questions) in this order, skipping any question the buyer already answered, even in an earlier message:`,
    order,
    `Answers: new/used is "N" or "U"; trade-in is "O" (yes) or "N" (no); privacy is "A" (${PRIVACY_A}) or "B" (${PRIVACY_B}); dealerships is a number from 1 to 100. Optional questions (trim, powertrain, drivetrain, options, colors, payment, term/budget, trade-in details) accept "no preference": record "${PLACEHOLDER}".`,
    `Start every message with a summary block: a first line "📋 Question n/${QUESTION_COUNT} — ${p.summaryTitle}", then one line per known answer starting with "✅ ", then a line of dashes exactly "${SUMMARY_SEPARATOR}". Then the question.`,
    `If you do not understand an answer, say so briefly and ask again with examples. If the buyer corrects an earlier answer (for instance another brand), update it and clear what depended on it (model and trim).`,
    `When every question is answered, send the final message, which must start with exactly: "${finalExample}" Then, on a new line, write ${ONBOARDING_MARKER} followed by one JSON object with the keys ${profileFields.join(", ")} (text values; "${PLACEHOLDER}" when unknown; emailPhone is the e-mail and the phone joined by " et ").`,
    known ? `Already understood from the conversation: ${known}.` : `Nothing is known yet.`,
    next ? `The next question to ask is: ${p.labels[next]}.` : `Everything is known: send the final message now.`,
  ].join("\n\n");
}
