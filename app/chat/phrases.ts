import type { Kind } from "#app/chat/fit.ts";
import type { Lang } from "#app/platform/language.ts";
import { PRIVACY_A, PRIVACY_B, type ProfileField } from "#app/questionnaire/profile.ts";

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
  /** French canonical values shown in this language. */
  readonly values: Readonly<Record<string, string>>;
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
  /** A reply that does not fit (fit.ts): what Sam understood in it, then the question in other words. */
  readonly understoodAs: (said: string, what: string, wanted: string) => string;
  readonly notFound: (said: string, wanted: string) => string;
  /** What a reply was recognised as ("un délai"). */
  readonly kinds: Readonly<Record<Kind, string>>;
  /** What each question wants, as said in a clarification ("la couleur voulue"). */
  readonly wanted: Readonly<Record<ProfileField, string>>;
  /** Each question asked in other words. */
  readonly rephrase: Readonly<Record<ProfileField, string>>;
  /** "Choisis pour moi": the colour and options Sam proposes, in the buyer's words. */
  readonly suggested: Readonly<{ color: string; options: string }>;
  /** "Choisis pour moi": what Sam proposes for a question, and why. */
  readonly suggestions: Readonly<Partial<Record<ProfileField, (value: string) => string>>>;
  readonly yes: string;
  /** Talk about the conversation: how many questions are left. */
  readonly remaining: (count: number) => string;
  /** Buttons offered when the colour or the options are clarified. */
  readonly colourChoices: readonly string[];
  readonly optionChoices: readonly string[];
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
  understoodAs: (said, what, wanted) => `« ${said} » : je comprends ${what}, mais pas ${wanted}.`,
  notFound: (said, wanted) => `Dans « ${said} », je ne reconnais pas ${wanted}.`,
  kinds: {
    timeframe: "un délai",
    amount: "un montant",
    term: "une durée",
    debt: "un solde à payer sur votre véhicule actuel (je le joindrai à votre échange)",
    colour: "une couleur",
    options: "une option",
    place: "un endroit",
    yesNo: "un oui ou un non",
    letter: "une lettre seule",
    make: "une marque",
    email: "une adresse courriel",
    phone: "un numéro de téléphone",
    count: "un nombre",
  },
  wanted: {
    brand: "une marque de véhicule",
    newUsed: "neuf ou usagé",
    model: "un modèle",
    trim: "une version",
    powertrain: "une motorisation",
    drivetrain: "une traction",
    options: "les options voulues",
    color: "la couleur voulue",
    payment: "un mode de paiement",
    termBudget: "un budget ou un terme",
    tradeIn: "un oui ou un non pour l'échange",
    tradeInDetails: "votre véhicule d'échange",
    dealerships: "un nombre de concessionnaires",
    contact: "un moyen de recevoir les offres",
    name: "un nom",
    emailPhone: "une adresse courriel ou un numéro",
    city: "une ville",
    privacy: "l'option A ou B",
  },
  rephrase: {
    brand: "Quelle marque voulez-vous (Toyota, Honda, Ford…) ?",
    newUsed: "Le voulez-vous neuf ou usagé ?",
    model: "Quel modèle de {brand} voulez-vous (par exemple {models}) ?",
    trim: "Quelle version voulez-vous ? Choisissez ci-dessous, ou répondez « peu importe ».",
    powertrain: "Quel type de moteur : essence, hybride, hybride rechargeable ou électrique ?",
    drivetrain: "Voulez-vous la traction avant, intégrale (quatre roues) ou la propulsion ?",
    options: "Quels équipements tenez-vous à avoir (par exemple toit ouvrant, sièges chauffants) ? Ou répondez « aucune ».",
    color: "De quelle couleur voulez-vous le véhicule ? Choisissez ci-dessous, écrivez-la, ou répondez « peu importe ».",
    payment: "Voulez-vous financer, louer ou payer comptant ?",
    termBudget: "Combien voulez-vous payer : un montant par mois, un prix total, ou une durée (par exemple 60 mois) ? Ou « peu importe ».",
    tradeIn: "Avez-vous un véhicule à donner en échange : oui ou non ?",
    tradeInDetails: "Quel véhicule échangez-vous : marque, modèle, année et kilométrage ?",
    dealerships: "À combien de concessionnaires dois-je écrire ? Un nombre de 1 à 100.",
    contact: "Pour recevoir les offres : par courriel, par SMS, ou les deux ?",
    name: "Quel nom dois-je donner aux concessionnaires (prénom et nom) ?",
    emailPhone: "À quelle adresse courriel ou à quel numéro dois-je envoyer les offres ?",
    city: "Près de quelle ville voulez-vous les concessionnaires ?",
    privacy: "Choisissez A pour partager vos coordonnées avec le concessionnaire gagnant seulement, ou B pour que je relaie tout.",
  },
  suggested: { color: "blanc ou gris", options: "sièges chauffants et démarreur à distance" },
  suggestions: {
    trim: (v) =>
      v === "---"
        ? "Je vous suggère de laisser la version ouverte (« peu importe ») : les concessionnaires proposeront ce qu'ils ont. Ça vous va ?"
        : `Je vous suggère la version ${v} : un cran au-dessus de la version de base, souvent le meilleur rapport équipement-prix. Ça vous va ?`,
    newUsed: () =>
      "Je vous suggère un véhicule neuf : les concessionnaires se font concurrence sur exactement le même véhicule, avec la garantie complète. Ça vous va ?",
    powertrain: () => "Je vous suggère l'hybride : moins d'essence, sans avoir à brancher. Ça vous va ?",
    drivetrain: () => "Je vous suggère la traction intégrale : elle aide beaucoup sur la neige, l'hiver. Ça vous va ?",
    options: (v) => `Je vous suggère ${v} : les deux options les plus utiles l'hiver. Ça vous va ?`,
    color: (v) => `Je vous suggère ${v} : les couleurs les plus courantes en stock, donc plus d'offres. Ça vous va ?`,
    payment: () => "Je vous suggère le financement : c'est le plus courant, et vous comparerez les taux offerts. Ça vous va ?",
    dealerships: (v) => `Je vous suggère ${v} concessionnaires : assez pour qu'ils se fassent concurrence. Ça vous va ?`,
    contact: () => "Je vous suggère le courriel : vous gardez toutes les offres par écrit. Ça vous va ?",
    privacy: () => "Je vous suggère l'option B : vos coordonnées restent privées et je relaie tous les échanges. Ça vous va ?",
  },
  yes: "Oui",
  remaining: (count) => (count <= 1 ? "Presque fini : c'est la dernière question." : `Presque fini : il reste ${count} questions.`),
  colourChoices: ["Noir", "Blanc", "Gris", "Argent", "Bleu", "Rouge"],
  optionChoices: ["Toit ouvrant", "Sièges chauffants", "Démarreur à distance", "CarPlay / Android Auto"],
  values: {},
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
  understoodAs: (said, what, wanted) => `“${said}”: I understand ${what}, but not ${wanted}.`,
  notFound: (said, wanted) => `In “${said}”, I don't recognise ${wanted}.`,
  kinds: {
    timeframe: "a timeframe",
    amount: "an amount",
    term: "a term",
    debt: "a balance owed on your current vehicle (I'll add it to your trade-in)",
    colour: "a color",
    options: "an option",
    place: "a place",
    yesNo: "a yes or a no",
    letter: "a single letter",
    make: "a make",
    email: "an email address",
    phone: "a phone number",
    count: "a number",
  },
  wanted: {
    brand: "a vehicle make",
    newUsed: "new or used",
    model: "a model",
    trim: "a trim",
    powertrain: "a powertrain",
    drivetrain: "a drivetrain",
    options: "the options you want",
    color: "the color you want",
    payment: "a way to pay",
    termBudget: "a budget or a term",
    tradeIn: "a yes or a no for the trade-in",
    tradeInDetails: "your trade-in vehicle",
    dealerships: "a number of dealerships",
    contact: "a way to receive the offers",
    name: "a name",
    emailPhone: "an email address or a phone number",
    city: "a city",
    privacy: "option A or B",
  },
  rephrase: {
    brand: "Which make would you like (Toyota, Honda, Ford…)?",
    newUsed: "Would you like it new or used?",
    model: "Which {brand} model would you like (for example {models})?",
    trim: "Which trim would you like? Pick one below, or say “no preference”.",
    powertrain: "What kind of engine: gas, hybrid, plug-in hybrid or electric?",
    drivetrain: "Would you like front-wheel, all-wheel (four wheels) or rear-wheel drive?",
    options: "Which equipment do you want to have (for example a sunroof, heated seats)? Or say “none”.",
    color: "Which color would you like the vehicle in? Pick one below, type it, or say “no preference”.",
    payment: "Would you like to finance, lease or pay cash?",
    termBudget:
      "How much would you like to pay: an amount per month, a total price, or a term (for example 60 months)? Or “no preference”.",
    tradeIn: "Do you have a vehicle to trade in: yes or no?",
    tradeInDetails: "Which vehicle are you trading in: make, model, year and mileage?",
    dealerships: "How many dealerships should I write to? A number from 1 to 100.",
    contact: "To receive the offers: by email, by text, or both?",
    name: "Which name should I give the dealerships (first and last name)?",
    emailPhone: "Which email address or phone number should I send the offers to?",
    city: "Which city should the dealerships be near?",
    privacy: "Choose A to share your details with the winning dealership only, or B for me to relay everything.",
  },
  suggested: { color: "white or grey", options: "heated seats and remote start" },
  suggestions: {
    trim: (v) =>
      v === "---"
        ? "I suggest leaving the trim open (“no preference”): the dealerships will offer what they have. Does that work for you?"
        : `I suggest the ${v} trim: one step above the base, often the best equipment for the price. Does that work for you?`,
    newUsed: () =>
      "I suggest a new vehicle: the dealerships compete on exactly the same vehicle, with the full warranty. Does that work for you?",
    powertrain: () => "I suggest a hybrid: less gas, with no need to plug in. Does that work for you?",
    drivetrain: () => "I suggest all-wheel drive: it helps a lot on snow in winter. Does that work for you?",
    options: (v) => `I suggest ${v}: the two most useful options in winter. Does that work for you?`,
    color: (v) => `I suggest ${v}: the most common colors in stock, so more offers. Does that work for you?`,
    payment: () => "I suggest financing: it's the most common, and you'll compare the rates offered. Does that work for you?",
    dealerships: (v) => `I suggest ${v} dealerships: enough for them to compete. Does that work for you?`,
    contact: () => "I suggest email: you keep every offer in writing. Does that work for you?",
    privacy: () => "I suggest option B: your details stay private and I relay every exchange. Does that work for you?",
  },
  yes: "Yes",
  remaining: (count) => (count <= 1 ? "Almost done: this is the last question." : `Almost done: ${count} questions left.`),
  colourChoices: ["Black", "White", "Grey", "Silver", "Blue", "Red"],
  optionChoices: ["Sunroof", "Heated seats", "Remote start", "CarPlay / Android Auto"],
  values: {
    Neuf: "New",
    Usagé: "Used",
    Oui: "Yes",
    Non: "No",
    Essence: "Gas",
    Hybride: "Hybrid",
    "Hybride rechargeable": "Plug-in hybrid",
    Électrique: "Electric",
    Diesel: "Diesel",
    "Traction avant": "Front-wheel drive",
    "Traction intégrale": "All-wheel drive",
    Propulsion: "Rear-wheel drive",
    Financement: "Financing",
    Location: "Lease",
    Comptant: "Cash",
    Courriel: "Email",
    SMS: "SMS",
    "Les deux": "Both email and SMS",
    [PRIVACY_A]: "A) Share my details with the winning dealerships only",
    [PRIVACY_B]: "B) Don't share - Sam relays everything",
  },
};

export const phrases: Readonly<Record<Lang, Phrases>> = { fr, en };

/** The spec's sick-leave message (SPEC §8), shown when a provider fails. */
export function sickLeaveMessage(lang: Lang): string {
  return phrases[lang].sickLeave;
}

/** The welcome that asks for the brand (shown while the history is empty; the first-turn greeting). */
export function greeting(lang: Lang): string {
  return phrases[lang].greeting;
}
