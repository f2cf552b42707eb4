import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/chat/display.ts";
import { type InterviewState, type Lang, nextQuestion, QUESTION_COUNT, questionNumber, rawProfile } from "#app/chat/engine.ts";
import type { KnowledgeFact } from "#app/chat/provider.ts";
import { fixedT } from "#app/platform/texts.ts";
import { PLACEHOLDER, profileFields } from "#app/questionnaire/profile.ts";
import { chatChoicesOf, PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";

/**
 * The system prompt that makes an OpenAI-compatible model run the same interview as the built-in
 * engine: same order, same summary block, same N/U and O/N answers, same final message (so the
 * completion trigger of SPEC §4 fires) and the onboarding-complete marker with the profile JSON.
 * It also tells the model what the engine already understood, so it never asks again.
 */
export function systemPrompt(lang: Lang, interview: InterviewState, knowledge: readonly KnowledgeFact[] = []): string {
  const t = fixedT(lang, "assistant");
  const order = profileFields
    .map(
      (f) =>
        `${questionNumber[f]}${f === "tradeInDetails" ? "b" : ""}. ${t(`labels.${f}`)} (${f})${f === "tradeInDetails" ? " — only if the trade-in answer is yes" : ""}: ${t(`questions.${f}.ask`, { brand: "the brand" })}`,
    )
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
    `Start every message with a summary block: a first line "📋 Question n/${QUESTION_COUNT} — ${t("summaryTitle")}", then one line per known answer starting with "✅ ", then a line of dashes exactly "${SUMMARY_SEPARATOR}". Then the question.`,
    `If you do not understand an answer, say so briefly and ask again with examples. If the buyer corrects an earlier answer (for instance another brand), update it and clear what depended on it (model and trim).`,
    `Never write the final message yourself: when every question is answered, the interview engine sends it (it starts with "${finalExample}" and carries ${ONBOARDING_MARKER} with the profile JSON).`,
    known ? `Already understood from the conversation: ${known}.` : `Nothing is known yet.`,
    next ? `The next question to ask is: ${t(`labels.${next}`)}.` : `Everything is known: send the final message now.`,
    ...knowledgeSection(lang, interview, knowledge),
  ].join("\n\n");
}

/**
 * Retrieval-augmented answers (decision 054): the knowledge-base entries found for the buyer's
 * question are the only facts the model may answer it from; none confident → it says it does not
 * know yet and that the team has the question. Either way it then asks the pending question again.
 */
function knowledgeSection(lang: Lang, interview: InterviewState, knowledge: readonly KnowledgeFact[]): string[] {
  const asked = interview.notes.some((n) => n.kind === "answer" || n.kind === "unknown-question");
  if (!asked) return [];
  const facts = knowledge.filter((k) => k.used);
  if (!facts.length)
    return [
      `The buyer's last message asks a question Sam's knowledge base cannot answer yet. Do not answer it from your own knowledge: say honestly, in one sentence, that you do not know yet and that the team has the question (they can write from the Contact page), then ask the next question.`,
    ];
  const lines = facts.map((k) => {
    const side = k.entry[lang];
    return `[${k.slug}] ${side.answer}${side.link.startsWith("https://") ? ` (to verify: ${side.link})` : ""}`;
  });
  return [
    `The buyer's last message asks a question. Answer it first, briefly, using ONLY these facts from Sam's knowledge base (nothing else: no other figure, program, rule or promise), then ask the next question:\n${lines.join("\n")}`,
  ];
}

/** The closed questions and their choices, from the registry (`chatChoices`): "powertrain one of Essence, …". */
const closedAnswers = profileFields
  .flatMap((f) => {
    const choices = chatChoicesOf(f);
    return choices ? [`${f} one of ${choices.join(", ")}`] : [];
  })
  .join("; ");

/**
 * The prompt that makes a model READ a buyer message into the engine's commands (structured JSON
 * output). The engine validates every command; the model never decides the order or the end.
 */
export function commandPrompt(lang: Lang, interview: InterviewState): string {
  const known = Object.entries(rawProfile(interview))
    .filter(([, v]) => v !== PLACEHOLDER)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");
  const asked = interview.asked ?? "brand";
  return [
    `You read one message from a car buyer in Quebec (${lang === "fr" ? "written in French" : "written in English"}) and turn it into commands for an interview engine. Answer with ONE JSON object {"commands": [...]} and nothing else.`,
    `Fields: ${profileFields.filter((f) => f !== "emailPhone").join(", ")}.`,
    `Values: newUsed "N" or "U"; tradeIn "O" (yes) or "N" (no); privacy "A" or "B"; dealerships an integer 1-100 as text; ${closedAnswers}; brand, model, trim, options, color, termBudget, tradeInDetails, name, city as the buyer wrote them (make names spelled correctly).`,
    `Commands: {"op":"set","field":F,"value":V} for a new answer; {"op":"correct","field":F,"value":V} when the buyer changes an earlier answer; {"op":"no-preference","field":F} when they have no preference; {"op":"contact","email":E,"phone":P} for an e-mail or phone number; {"op":"ask","question":Q} when the message asks Sam something (Q: the question, in the buyer's words) — a question is never an answer, and a message that asks and answers gives both; {"op":"help"} when they ask for help; {"op":"which-city","cities":[...]} when two places are named for the city; {"op":"unclear","reason":"not-understood"} when nothing can be read.`,
    `Read every fact in the message, whatever the pending question. Negation excludes ("pas hybride" is not Hybride).`,
    known ? `Known answers: ${known}.` : `Nothing is known yet.`,
    `The pending question is: ${asked}.`,
  ].join("\n\n");
}
