import type fr from "#app/chat/words.assistant.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";

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
  final:
    "🚀 Perfect! I'm putting pressure on {{dealerships}} dealerships around {{city}} for your {{vehicle}}. You'll receive the best offers within 24 to 48 hours ({{contact}}).",
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
  answers: {
    cost: "The service is free for you, the buyer, with no commitment: you pick an offer, or not.",
    delay: "Offers usually arrive within 24 to 48 hours of your request (and of confirming your email address).",
    dealers:
      "I choose the dealerships closest to your city that sell the brand you want, then write to them presenting you as a ready buyer, and ask for an all-in price.",
    count:
      "The more dealerships, the more they compete for you: you can choose from 3 to 100. Five to ten is a good start; if there are fewer near you, I contact the ones there are.",
    visit:
      "Not to get the offers: I negotiate in writing for you. You go to the dealership you choose only if you want to, for a test drive, then to sign and take delivery.",
    privacy:
      "With option A, your contact details are shared only with the winning dealership(s). With option B, they are never shared: I relay every exchange. We never sell any information.",
    stop: "You can stop at any time: don't confirm your email, or write to us from the Contact page. From your request page you can also download or erase your data.",
    who: "I'm Sam, an AI assistant: I ask the questions, then negotiate in writing with the dealerships for you.",
    powertrains:
      "A hybrid charges itself while driving (no plug). A plug-in hybrid plugs in and drives a few dozen kilometres on electricity before switching to gas. An electric runs on electricity only and charges at a station.",
    drivetrains:
      "All-wheel drive (AWD) sends power to all four wheels automatically, great on snowy roads every day. A 4x4 is mostly for off-road or towing. Front-wheel drive is often enough in town with good winter tires.",
    payments:
      "With a lease you pay for using the vehicle over the term and give it back (limited mileage). With financing you pay for the vehicle in instalments and it is yours. Cash means paying it all at once, with no interest. The best choice depends on your mileage and how long you keep a vehicle.",
    trim: "A trim is a model's equipment level: for example LX, EX, Touring. The higher the trim, the more equipment comes standard.",
    warranty:
      "An extended warranty pays for some repairs after the maker's warranty ends, for a price added to the purchase or the financing. Before accepting one, ask what it covers, how long, the deductible and who backs it (the maker or another company): its price is negotiable too.",
    how: "I don't sell vehicles: I ask you a few questions about the one you want (any make), then send a price request to dealerships, presenting you as a ready buyer. It's free for you, and offers usually arrive within 24 to 48 hours.",
    other: "Good question! I don't have a ready answer to that one; the team will answer you from the Contact page.",
  },
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
