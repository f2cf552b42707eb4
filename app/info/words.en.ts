import type fr from "#app/info/words.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";

export default {
  how: {
    title: "How it works",
    metaDescription:
      "Sam, your AI auto expert, asks you 17 questions by chat (10 by form), analyses what you need and negotiates with several Quebec dealerships. Free, offers within 24 to 48 hours.",
    intro:
      "Sam is an AI assistant that buys your next vehicle the way a professional negotiator would: it learns what you want, makes several dealerships compete and presents the best offers. The service is free for the buyer.",
    steps: [
      {
        title: "1. The interview: 17 questions by chat, 10 by form",
        body: "By chat, Sam asks 17 questions: the brand, new or used, the model, the trim, the powertrain, the drivetrain, the options, the colours, how you pay, the term or budget, your trade-in and its details, how many dealerships to contact, how you prefer to be reached, your name, your e-mail and phone, your city and your privacy level; you can answer in full sentences. The quick form and the step-by-step form ask the 10 essential questions: the brand, new or used, the model, the trim, how many dealerships, how you prefer to be reached, your name, your e-mail and phone, your city and your privacy level.",
      },
      {
        title: "2. Analysis",
        body: "Sam checks your request, completes what is missing with you and picks the dealerships nearest your city that sell the brand you want.",
      },
      {
        title: "3. Automated negotiation",
        body: "Sam writes to each dealership, presenting you as a client ready to buy within 48 hours, and asks for an all-in price (only GST, QST and the tire duty may be added), availability, financing, a trade-in evaluation and promotions.",
      },
      {
        title: "4. The best offers, presented",
        body: "You receive the offers side by side, sorted by all-in price, within 24 to 48 hours. You choose — or not. No obligation.",
      },
    ],
    promiseTitle: "What Sam promises",
    promises: [
      "Free for the buyer, no commitment.",
      "Offers within 24 to 48 hours.",
      "Your contact details are shared only with your consent.",
    ],
    cta: "Start with Sam",
  },
  privacy: {
    title: "Privacy policy",
    metaDescription: "How Sam collects, uses, protects and keeps your personal information.",
    updated: "Last updated: January 2025",
    intro:
      "We protect your personal information in accordance with Quebec's Act respecting the protection of personal information in the private sector (Law 25).",
    sections: [
      {
        title: "Information collected",
        body: "The vehicle you are looking for and your preferences, your name, e-mail address, phone number and city, and the content of your conversations with Sam and of the forms you send.",
      },
      {
        title: "Use",
        body: "This information is used only to obtain dealership offers for you, to answer your requests and to improve the service. We never sell any information.",
      },
      {
        title: "Security",
        body: "Data is kept on servers in Canada, access to the administration tools is password-protected and exchanges are encrypted.",
      },
      {
        title: "Your rights",
        body: "You may at any time exercise your rights of access, correction, deletion, portability and objection by writing to our person in charge of the protection of personal information. We answer privacy requests within 48 hours.",
      },
      {
        title: "Cookies",
        body: "We use essential cookies only: one to find your form answers or your conversation in progress, and one for operator sessions. No advertising or tracking cookies.",
      },
      {
        title: "Sharing",
        body: "Depending on the privacy level you choose: option A, your contact details are shared only with the winning dealership; option B, they are never shared and Sam relays every exchange.",
      },
    ],
  },
  terms: {
    title: "Terms of use",
    metaDescription: "The terms of use of the Sam service.",
    updated: "Last updated: January 2025",
    sections: [
      {
        title: "The service",
        body: "Sam collects your vehicle request and asks dealerships for offers on your behalf. The service is free for the buyer.",
      },
      {
        title: "No obligation to buy",
        body: "Offers received bind neither you nor Sam. Any transaction is concluded directly between you and the dealership you choose.",
      },
      {
        title: "Accuracy of offers",
        body: "Prices and terms are provided by the dealerships. Sam presents them as given and flags fees that should not be added to an advertised price.",
      },
      {
        title: "Acceptable use",
        body: "You agree to provide accurate information and not to use the service abusively.",
      },
      {
        title: "Governing law",
        body: "These terms are governed by the laws of Quebec and Canada.",
      },
    ],
  },
  contact: {
    title: "Contact us",
    metaDescription: "Write to the Sam team: we reply within 24 hours.",
    intro: "A question about your request or the service? Write to us.",
    detailsTitle: "Support details",
    hoursTitle: "Opening hours",
    hours: "Monday to Friday, 9:00 to 18:00 (EST)",
    replyPromise: "We reply within 24 hours.",
    privacyPromise: "Privacy requests: answered within 48 hours.",
  },
} as const satisfies Mirror<typeof fr>;
