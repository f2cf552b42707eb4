import type { Mirror } from "#app/platform/words-types.ts";
import answersWords from "#app/questionnaire/words.en.ts";
import type fr from "#app/questionnaire/words.webhook.fr.ts";

/** The answers' labels, from the questionnaire's words (one home). */
const answers = answersWords.fields;

export default {
  email: {
    notSpecified: "not specified",
    subject: "Urgent Vehicle Quote Request - {{vehicle}} {{year}} - Client Ready to Purchase",
    heading: "Urgent quote request",
    greeting: "Hello,",
    intro:
      "I represent a serious client who is ready to buy and will make a decision within 48 hours. Please send us your best offer within 24 hours.",
    requirementsTitle: "Client requirements",
    vehicle: "Vehicle",
    privacyShare: "Contact details shared with the winning dealerships only",
    privacyRelay: "Contact details not shared: Sam relays all communication",
    askTitle: "What we ask for",
    askPrice: "The all-in price: in Quebec, only the GST, the QST and the new-tire duty may be added",
    askTradeIn: "A trade-in evaluation",
    askFinancing: "Financing and lease terms (rate, term, payments)",
    askAvailability: "Immediate availability (in stock or delivery time)",
    askPromotions: "Current promotions and rebates",
    contactTitle: "Client contact",
    relayed: "Relayed by Sam (the client does not share contact details)",
    dealerCount: "Number of dealerships",
    deadline: "The client will decide within 48 hours. Reply with your best offer within 24 hours to be considered.",
    // After a label in the HTML lists (French puts a no-break space before the colon).
    listColon: ":",
    thanks: "Thank you,",
  },
  labels: {
    condition: answers.condition,
    powertrain: answers.powertrain,
    drivetrain: answers.drivetrain,
    options: answers.options,
    color: answers.color,
    payment: answers.payment,
    termBudget: answers.termBudget,
    tradeIn: answers.tradeIn,
    tradeInDetails: answers.tradeInDetails,
    dealerships: "Dealerships contacted",
    city: "City",
    privacy: "Privacy",
    name: "Name",
    email: "Email",
    phone: "Phone",
    contact: "Preferred contact method",
  },
  recap: {
    brand: "Brand",
    condition: "Condition",
    model: "Model",
    trim: "Trim",
    dealerships: "Number of dealerships",
    contact: "Contact method",
    name: "Name",
    emailPhone: "Email and phone",
    city: "City",
    privacy: "Privacy",
  },
} as const satisfies Mirror<typeof fr>;
