import type fr from "#app/chat/words.assistant.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";
import answersWords from "#app/questionnaire/words.en.ts";

/** The answers' labels that Sam says as the forms do (the questionnaire's words, one home). */
const answers = answersWords.fields;

export default {
  greeting:
    "Hello! I'm Sam, your AI car expert. I negotiate with several dealerships to get you the best price, with no effort on your part. Which vehicle brand are you interested in? (e.g. Toyota, Honda, Ford, Hyundai)",
  summaryTitle: "Summary",
  finalSummaryTitle: "Final summary",
  noted: "✅ Got it!",
  notUnderstood: "Sorry, I didn't quite understand.",
  required: "I need this answer to get your quotes.",
  outOfRange: "Pick a number from 1 to 100.",
  forExample: "For example",
  changed: "Noted, I'm changing the {{label}} to {{value}}.",
  cleared: "I cleared: {{labels}}.",
  missingPhone: "I still need your phone number (for text messages).",
  missingEmail: "I still need your email address.",
  undeliverableEmail: 'I can\'t write to "{{email}}": that address receives no email. Give me the address where you read your email.',
  final:
    "🚀 Perfect! I'm putting pressure on {{dealerships}} dealerships around {{city}} for your {{vehicle}}. You'll receive the best offers within 24 to 48 hours ({{contact}}).",
  alreadyDone: "Your request is already recorded. For a new request, restart the chat.",
  sickLeave: "🤒 Sorry, Sam is on sick leave. Please try again in a moment: your conversation is saved.",
  noPreference: "No preference",
  labels: {
    brand: answers.brand,
    newUsed: "New/Used",
    model: answers.model,
    trim: answers.trim,
    powertrain: answers.powertrain,
    drivetrain: answers.drivetrain,
    options: answers.options,
    color: "Color(s)",
    payment: "Payment",
    termBudget: "Term/Budget",
    tradeIn: "Trade-in",
    tradeInDetails: "Trade-in vehicle",
    dealerships: "Dealerships",
    contact: "Preferred contact",
    name: answers.name,
    emailPhone: "Email/Phone",
    city: answers.city,
    privacy: answers.privacy,
  },
  questions: {
    brand: { ask: "Which vehicle brand are you interested in?", examples: "“Toyota”, “Honda”, “Ford”, “Hyundai”" },
    newUsed: { ask: "New or used? (N/U)", examples: "“N” for new, “U” for used" },
    model: { ask: "Which {{brand}} model?", examples: "{{models}}" },
    trim: { ask: "Which trim level? You can say “no preference”.", examples: "{{trims}}" },
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
    "Got it: {{values}}.",
    "Perfect, {{values}}.",
    "Great: {{values}}.",
    "All right, {{values}}.",
    "Noted: {{values}}.",
    "Okay, {{values}}.",
  ],
  // A question back the knowledge base cannot answer yet (decision 054): honest, and the team has it.
  unknownQuestion:
    "Good question! I don't have the answer to that one yet: I've passed it on to the team, who will add it to what I know. For a personal answer in the meantime, write to us from the Contact page.",
  // After an answer from the knowledge base: where to verify it (an official page).
  source: "(To check: {{where}})",
  help: "No problem, here's some help: {{what}}",
  helpGeneric: "No problem: answer in your own words, or pick one of the suggested answers.",
  offer: "Here are the choices below; you can also switch to the step-by-step form, your answers will be carried over.",
  offerOpen: "You can also switch to the step-by-step form, your answers will be carried over.",
  confirmBrand: "{{brand}}, is that right? I don't know this make yet: answer “yes” to keep it as typed, or type the right make.",
  whichCity: "You named {{cities}}: which city should the dealerships be near?",
  backTo: "Back to your request:",
  and: " and ",
  quoted: "“{{item}}”",
  contactBy: { email: "by email", sms: "by SMS", both: "by email and SMS" },
  modelsHelp: "the most asked-for models: {{models}}. You can also type it as you know it.",
  chips: { both: "Both", privacyA: "A) Share with the winners", privacyB: "B) Don't share" },
} as const satisfies Mirror<typeof fr>;
