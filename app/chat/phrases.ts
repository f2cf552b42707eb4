import type { Lang } from "#app/platform/language.ts";
import { typesetFrench } from "#app/platform/typography.ts";
import { type ProfileField } from "#app/questionnaire/profile.ts";

/**
 * What Sam says, in French and English. These are the assistant's words (they go into the
 * conversation history and the webhook), not interface labels, so they live with the engine.
 */

type Question = { readonly ask: string; readonly examples: string };

export type Phrases = {
  readonly greeting: string;
  readonly summaryTitle: string;
  readonly finalSummaryTitle: string;
  readonly noted: string;
  readonly acknowledge: (values: string[]) => string;
  readonly notUnderstood: string;
  readonly required: string;
  readonly outOfRange: string;
  readonly forExample: string;
  readonly changed: (label: string, value: string) => string;
  readonly cleared: (labels: string[]) => string;
  readonly missingPhone: string;
  readonly missingEmail: string;
  readonly final: (a: { dealerships: string; city: string; vehicle: string; contact: string }) => string;
  readonly alreadyDone: string;
  readonly sickLeave: string;
  readonly noPreference: string;
  readonly labels: Readonly<Record<ProfileField, string>>;
  readonly questions: Readonly<Record<ProfileField, Question>>;
  /** Varied openings for an acknowledgement (picked by question number, so replies stay deterministic). */
  readonly acknowledgements: readonly ((values: string) => string)[];
  /** A question back the knowledge base cannot answer yet (decision 054): honest, and the team has it. */
  readonly unknownQuestion: string;
  /** After an answer from the knowledge base: where to verify it (an official page). */
  readonly source: (where: string) => string;
  readonly help: (what: string) => string;
  readonly helpGeneric: string;
  readonly offer: string;
  readonly offerOpen: string;
  readonly confirmBrand: (brand: string) => string;
  readonly whichCity: (cities: string[]) => string;
  readonly backTo: string;
};

const fr: Phrases = {
  greeting:
    "Bonjour ! Je suis Sam, votre expert auto IA. Je négocie avec plusieurs concessionnaires pour vous obtenir le meilleur prix, sans effort. Quelle marque de véhicule vous intéresse ? (ex. : Toyota, Honda, Ford, Hyundai)",
  summaryTitle: "Récapitulatif",
  finalSummaryTitle: "Récapitulatif final",
  noted: "✅ Noté !",
  acknowledge: (values) => `C'est noté : ${values.join(", ")}.`,
  notUnderstood: "Désolé, je n'ai pas bien compris.",
  required: "J'ai besoin de cette réponse pour obtenir vos soumissions.",
  outOfRange: "Choisissez un nombre de 1 à 100.",
  forExample: "Par exemple",
  changed: (label, value) => `C'est noté, je change : ${label.toLowerCase()} → ${value}.`,
  cleared: (labels) => `J'ai effacé : ${labels.join(", ").toLowerCase()}.`,
  missingPhone: "Il me manque votre numéro de téléphone (pour les SMS).",
  missingEmail: "Il me manque votre adresse courriel.",
  final: ({ dealerships, city, vehicle, contact }) =>
    `🚀 Parfait ! Je mets la pression sur ${dealerships} concessionnaires de la région de ${city} pour votre ${vehicle}. Vous recevrez les meilleures offres d'ici 24 à 48 heures (${contact}).`,
  alreadyDone:
    "Votre demande est déjà envoyée aux concessionnaires : les offres arrivent d'ici 24 à 48 heures. Pour une nouvelle demande, recommencez le chat.",
  sickLeave: "🤒 Désolé, Sam est en congé de maladie. Réessayez dans quelques instants : votre conversation est conservée.",
  noPreference: "Peu importe",
  labels: {
    brand: "Marque",
    newUsed: "Neuf/Usagé",
    model: "Modèle",
    trim: "Version",
    powertrain: "Motorisation",
    drivetrain: "Traction",
    options: "Options",
    color: "Couleur(s)",
    payment: "Paiement",
    termBudget: "Terme/Budget",
    tradeIn: "Échange",
    tradeInDetails: "Véhicule d'échange",
    dealerships: "Concessionnaires",
    contact: "Contact préféré",
    name: "Nom",
    emailPhone: "Courriel/Téléphone",
    city: "Ville",
    privacy: "Confidentialité",
  },
  questions: {
    brand: { ask: "Quelle marque de véhicule vous intéresse ?", examples: "« Toyota », « Honda », « Ford », « Hyundai »" },
    newUsed: { ask: "Neuf ou usagé ? (N/U)", examples: "« N » pour neuf, « U » pour usagé" },
    model: { ask: "Quel modèle de {brand} ?", examples: "{models}" },
    trim: { ask: "Quelle version (niveau de finition) ? Vous pouvez répondre « peu importe ».", examples: "{trims}" },
    powertrain: {
      ask: "Quelle motorisation : essence, hybride, hybride rechargeable ou électrique ? (ou « peu importe »)",
      examples: "« essence », « hybride », « électrique »",
    },
    drivetrain: {
      ask: "Quelle traction : avant, intégrale (AWD/4x4) ou propulsion ? (ou « peu importe »)",
      examples: "« traction avant », « intégrale », « 4x4 »",
    },
    options: {
      ask: "Des options importantes pour vous ? (ou « aucune »)",
      examples: "« toit ouvrant », « sièges chauffants », « CarPlay »",
    },
    color: { ask: "Quelle(s) couleur(s) préférez-vous ? (ou « peu importe »)", examples: "« noir », « blanc ou gris »" },
    payment: {
      ask: "Comment comptez-vous payer : financement, location ou comptant ?",
      examples: "« financement », « location », « comptant »",
    },
    termBudget: {
      ask: "Quel terme et quel budget visez-vous ?",
      examples: "« 60 mois », « 450 $ par mois », « 35 000 $ »",
    },
    tradeIn: { ask: "Avez-vous un véhicule à échanger ? (O/N)", examples: "« oui », « non »" },
    tradeInDetails: {
      ask: "Parlez-moi de votre véhicule d'échange : marque, modèle, année et kilométrage.",
      examples: "« Civic 2016, 120 000 km »",
    },
    dealerships: {
      ask: "Combien de concessionnaires voulez-vous que je contacte ? (recommandé : 3 à 100)",
      examples: "« 5 », « 10 », « 20 »",
    },
    contact: {
      ask: "Comment préférez-vous recevoir les offres : courriel, SMS ou les deux ?",
      examples: "« courriel », « SMS », « les deux »",
    },
    name: { ask: "Quel est votre nom ?", examples: "« Marie Tremblay »" },
    emailPhone: {
      ask: "Quelle est votre adresse courriel et/ou votre numéro de téléphone ?",
      examples: "« marie@exemple.ca », « 514-555-0123 »",
    },
    city: { ask: "Dans quelle ville êtes-vous ?", examples: "« Montréal », « Québec », « Sherbrooke »" },
    privacy: {
      ask: "Dernière question, la confidentialité : A) Partager mes infos avec les concessionnaires gagnants seulement, ou B) Ne pas partager - Sam relaie tout. (A/B)",
      examples: "« A », « B »",
    },
  },
  acknowledgements: [
    (v) => `C'est noté : ${v}.`,
    (v) => `Parfait, ${v}.`,
    (v) => `Très bien : ${v}.`,
    (v) => `D'accord, ${v}.`,
    (v) => `Excellent : ${v}.`,
    (v) => `Bien reçu : ${v}.`,
  ],
  unknownQuestion:
    "Bonne question ! Je n'ai pas encore la réponse à celle-là : je l'ai transmise à l'équipe, qui l'ajoutera à ce que je sais. Pour une réponse personnelle d'ici là, écrivez-nous depuis la page Contact.",
  source: (where) => `(À vérifier : ${where})`,
  help: (what) => `Pas de souci, je vous aide : ${what}`,
  helpGeneric: "Pas de souci : répondez avec vos mots, ou choisissez une des réponses proposées.",
  offer: "Je vous propose les choix ci-dessous ; vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  offerOpen: "Vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  confirmBrand: (brand) =>
    `${brand}, c'est bien ça ? Je ne connais pas encore cette marque : répondez « oui » pour la garder telle quelle, ou écrivez la bonne marque.`,
  whichCity: (cities) => `Vous avez nommé ${cities.join(" et ")} : près de quelle ville voulez-vous les concessionnaires ?`,
  backTo: "Pour revenir à nos moutons :",
};

const en: Phrases = {
  greeting:
    "Hello! I'm Sam, your AI car expert. I negotiate with several dealerships to get you the best price, with no effort on your part. Which vehicle brand are you interested in? (e.g. Toyota, Honda, Ford, Hyundai)",
  summaryTitle: "Summary",
  finalSummaryTitle: "Final summary",
  noted: "✅ Got it!",
  acknowledge: (values) => `Got it: ${values.join(", ")}.`,
  notUnderstood: "Sorry, I didn't quite understand.",
  required: "I need this answer to get your quotes.",
  outOfRange: "Pick a number from 1 to 100.",
  forExample: "For example",
  changed: (label, value) => `Noted, I'm changing the ${label.toLowerCase()} to ${value}.`,
  cleared: (labels) => `I cleared: ${labels.join(", ").toLowerCase()}.`,
  missingPhone: "I still need your phone number (for text messages).",
  missingEmail: "I still need your email address.",
  final: ({ dealerships, city, vehicle, contact }) =>
    `🚀 Perfect! I'm putting pressure on ${dealerships} dealerships around ${city} for your ${vehicle}. You'll receive the best offers within 24 to 48 hours (${contact}).`,
  alreadyDone:
    "Your request has already gone to the dealerships: offers arrive within 24 to 48 hours. For a new request, restart the chat.",
  sickLeave: "🤒 Sorry, Sam is on sick leave. Please try again in a moment: your conversation is saved.",
  noPreference: "No preference",
  labels: {
    brand: "Brand",
    newUsed: "New/Used",
    model: "Model",
    trim: "Trim",
    powertrain: "Powertrain",
    drivetrain: "Drivetrain",
    options: "Options",
    color: "Color(s)",
    payment: "Payment",
    termBudget: "Term/Budget",
    tradeIn: "Trade-in",
    tradeInDetails: "Trade-in vehicle",
    dealerships: "Dealerships",
    contact: "Preferred contact",
    name: "Name",
    emailPhone: "Email/Phone",
    city: "City",
    privacy: "Privacy",
  },
  questions: {
    brand: { ask: "Which vehicle brand are you interested in?", examples: "“Toyota”, “Honda”, “Ford”, “Hyundai”" },
    newUsed: { ask: "New or used? (N/U)", examples: "“N” for new, “U” for used" },
    model: { ask: "Which {brand} model?", examples: "{models}" },
    trim: { ask: "Which trim level? You can say “no preference”.", examples: "{trims}" },
    powertrain: {
      ask: "Which powertrain: gas, hybrid, plug-in hybrid or electric? (or “no preference”)",
      examples: "“gas”, “hybrid”, “electric”",
    },
    drivetrain: {
      ask: "Which drivetrain: front-wheel, all-wheel (AWD/4x4) or rear-wheel drive? (or “no preference”)",
      examples: "“front-wheel”, “AWD”, “4x4”",
    },
    options: { ask: "Any options that matter to you? (or “none”)", examples: "“sunroof”, “heated seats”, “CarPlay”" },
    color: { ask: "Which color(s) do you prefer? (or “no preference”)", examples: "“black”, “white or grey”" },
    payment: { ask: "How do you plan to pay: financing, lease or cash?", examples: "“financing”, “lease”, “cash”" },
    termBudget: { ask: "What term and budget are you aiming for?", examples: "“60 months”, “$450 a month”, “$35,000”" },
    tradeIn: { ask: "Do you have a vehicle to trade in? (Y/N)", examples: "“yes”, “no”" },
    tradeInDetails: {
      ask: "Tell me about your trade-in: make, model, year and mileage.",
      examples: "“2016 Civic, 120,000 km”",
    },
    dealerships: {
      ask: "How many dealerships should I contact? (recommended: 3 to 100)",
      examples: "“5”, “10”, “20”",
    },
    contact: { ask: "How would you like to receive the offers: email, text (SMS) or both?", examples: "“email”, “SMS”, “both”" },
    name: { ask: "What is your name?", examples: "“Mary Smith”" },
    emailPhone: { ask: "What is your email address and/or phone number?", examples: "“mary@example.com”, “514-555-0123”" },
    city: { ask: "Which city are you in?", examples: "“Montréal”, “Québec”, “Sherbrooke”" },
    privacy: {
      ask: "Last question, privacy: A) Share my details with the winning dealerships only, or B) Don't share - Sam relays everything. (A/B)",
      examples: "“A”, “B”",
    },
  },
  acknowledgements: [
    (v) => `Got it: ${v}.`,
    (v) => `Perfect, ${v}.`,
    (v) => `Great: ${v}.`,
    (v) => `All right, ${v}.`,
    (v) => `Noted: ${v}.`,
    (v) => `Okay, ${v}.`,
  ],
  unknownQuestion:
    "Good question! I don't have the answer to that one yet: I've passed it on to the team, who will add it to what I know. For a personal answer in the meantime, write to us from the Contact page.",
  source: (where) => `(To check: ${where})`,
  help: (what) => `No problem, here's some help: ${what}`,
  helpGeneric: "No problem: answer in your own words, or pick one of the suggested answers.",
  offer: "Here are the choices below; you can also switch to the step-by-step form, your answers will be carried over.",
  offerOpen: "You can also switch to the step-by-step form, your answers will be carried over.",
  confirmBrand: (brand) => `${brand}, is that right? I don't know this make yet: answer “yes” to keep it as typed, or type the right make.`,
  whichCity: (cities) => `You named ${cities.join(" and ")}: which city should the dealerships be near?`,
  backTo: "Back to your request:",
};

export const phrases: Readonly<Record<Lang, Phrases>> = { fr, en };

/** The spec's sick-leave message (SPEC §8), shown when a provider fails. */
export function sickLeaveMessage(lang: Lang): string {
  return lang === "fr" ? typesetFrench(phrases.fr.sickLeave) : phrases.en.sickLeave;
}

/** The welcome that asks for the brand (shown while the history is empty); French typeset as the replies are (decision 049). */
export function greeting(lang: Lang): string {
  return lang === "fr" ? typesetFrench(phrases.fr.greeting) : phrases.en.greeting;
}
