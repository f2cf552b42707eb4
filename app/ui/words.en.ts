import type { Mirror } from "#app/platform/words-types.ts";
import type fr from "#app/ui/words.fr.ts";

export default {
  company: "Sam Auto",
  assistantName: "Sam",
  tagline: "Sam negotiates with several dealerships to get you the lowest price.",
  description:
    "Your AI auto expert in Quebec: tell us which vehicle you want and we make the dealerships compete. Free for the buyer, offers within 24 to 48 hours.",
  skipToContent: "Skip to content",
  nav: {
    label: "Main navigation",
    chat: "Chat",
    form: "Form",
    steps: "Steps",
    autoTest: "Auto Test",
    autoForm: "Auto Form",
    s20: "S20",
    s20Title: "Open this page in a 360 × 800 window (mobile preview)",
    admin: "Admin",
    start: "Get started",
  },
  lang: {
    switchLabel: "Language",
    fr: "FR",
    en: "EN",
    frLong: "Français",
    enLong: "English",
  },
  footer: {
    navigation: "Navigation",
    howItWorks: "How it works",
    privacy: "Privacy",
    contact: "Contact",
    propertyEvaluation: "Property evaluation",
    startChat: "Start chat",
    contactUs: "Contact us",
    hours: "Hours: {{hours}}",
    copyright: "© {{year}} {{company}}. All rights reserved.",
    terms: "Terms",
    languages: "Languages",
  },
  support: {
    writeTo: "For any question, write to us:",
    contactForm: "For any question, write to us through our contact form.",
  },
  notFound: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Back to the chat",
  },
  error: {
    title: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
    tooMany: "Too many requests. Please wait a minute before trying again.",
    tooLarge: "The request is too large.",
    forbidden: "Action refused.",
  },
  form: {
    required: "This field is required",
    requiredMark: "required",
    invalidEmail: "Please enter a valid email address",
    invalidPhone: "Please enter a valid phone number",
    tooLong: "This text is too long",
    invalidChoice: "Please choose an option from the list",
    honeypot: "Do not fill in this field",
    sending: "Sending...",
    optional: "optional",
    missing_one: "{{count}} answer still to complete",
    missing_other: "{{count}} answers still to complete",
    missingBody: "Complete the fields marked below: your other answers are kept.",
  },
  // Free text that may reach an e-mail (app/platform/safe-text.ts).
  safeText: {
    link: "Links and website addresses are not accepted in this field",
    email: "E-mail addresses are not accepted in this field",
    control: "This field contains characters that are not allowed (line breaks, invisible characters)",
  },
  // A post past the client address's daily quota (app/platform/quotas.server.ts, decision 042).
  quota: {
    title: "Daily limit reached",
    body: "Daily limit reached: this connection has already made all the submissions allowed today. Nothing was saved and your answers are kept here; please try again tomorrow or write to us.",
  },
  // What is really happening with a request (app/outreach/request-state.ts).
  status: {
    label: "Your request's status",
    anyBrand: "this make",
    anyCity: "your area",
    awaiting_confirmation: {
      title: "Last step: confirm your e-mail address",
      body: "We sent you an e-mail. Open its link and confirm: no dealer is contacted before you do.",
      bodyTo:
        "We sent a confirmation link to {{address}}. Open it and confirm: no dealer is contacted before you do. Nothing received? Check your spam folder, or start again with another address.",
    },
    awaiting_approval: {
      titleReview: "Last step: read your request",
      bodyReview:
        "On your request page, read what the dealers will read and approve it. A member of our team then checks the request before any dealer is contacted: you left no usable e-mail address, or that address has already received all the confirmations allowed today.",
      bodyReviewTo:
        "On your request page, read what the dealers will read and approve it. A member of our team then checks the request before any dealer is contacted, and will reach you at {{address}}: you left no usable e-mail address, or that address has already received all the confirmations allowed today.",
      title: "Our team is checking your request",
      body: "A member of our team checks the request before any dealer is contacted: you left no usable e-mail address, or that address has already received all the confirmations allowed today.",
      bodyTo:
        "A member of our team checks the request before any dealer is contacted, and will reach you at {{address}}: you left no usable e-mail address, or that address has already received all the confirmations allowed today.",
    },
    foundBefore_one: "{{count}} dealer matches your request; it will be contacted after this step.",
    foundBefore_other: "{{count}} dealers match your request; they will be contacted after this step.",
    noneBefore:
      "We have not yet found a dealer selling {{brand}} near {{city}}. No dealer will be contacted for now: we are widening the search and will write to you within 24 hours.",
    no_dealers: {
      title: "No dealer found yet",
      body: "We do not yet have a dealer selling {{brand}} near {{city}}. We are widening the search to all of Quebec and will write to you within 24 hours, with or without a result.",
      bodyAt:
        "We do not yet have a dealer selling {{brand}} near {{city}}, so none has been contacted. Sam searches again across Quebec on {{date}} and writes to you then, with or without a result.",
    },
    // Decision 033: the widened search's outcome.
    widened: {
      title_one: "Search widened: {{count}} dealer contacted, {{km}} km away",
      title_other: "Search widened: {{count}} dealers contacted, the nearest {{km}} km away",
      titleNoKm_one: "Search widened: {{count}} dealer contacted",
      titleNoKm_other: "Search widened: {{count}} dealers contacted",
      body: "No dealer sold {{brand}} near {{city}}: we searched all of Quebec. They have until {{date}} to send their all-in price; we will write to you as soon as the first offer arrives.",
      bodyNoDate: "No dealer sold {{brand}} near {{city}}: we searched all of Quebec. They send their all-in price to your private page.",
    },
    none_found: {
      title: "Still no dealer for {{brand}}",
      body: "We searched all of Quebec: no dealer in our directory sells {{brand}} for now. None was contacted and your details were shared with no one.",
      what: "What you can do:",
      otherMake: "Make a request for another make",
      contact: "Write to us: we will look with you",
    },
    dealers_contacted: {
      title_one: "{{count}} dealer contacted",
      title_other: "{{count}} dealers contacted",
      body: "They have until {{date}} to send their all-in price. We will write to you as soon as the first offer arrives.",
      bodyNoDate: "They send their all-in price to your private page. We will write to you as soon as the first offer arrives.",
    },
    fewer: "You asked for {{wanted}}: these are all the dealers that match for now.",
    offers_received: {
      title_one: "{{count}} offer received",
      title_other: "{{count}} offers received",
      body: "Compare the all-in prices and choose an offer if one suits you. You are under no obligation to choose.",
    },
    offer_chosen: {
      title: "Offer chosen",
      body: "The dealer has been told by e-mail. What happens next is on your private page.",
    },
    expired: {
      title: "Deadline passed, no offer",
      body: "No dealer answered in time. Their links stay open for a few days: we will write to you if an offer arrives.",
    },
  },
  // Reassurance near the forms (app/ui/trust.tsx).
  duration: {
    minute_one: "{{count}} minute",
    minute_other: "{{count}} minutes",
    hour_one: "{{count}} hour",
    hour_other: "{{count}} hours",
    day_one: "{{count}} day",
    day_other: "{{count}} days",
  },
  trust: {
    request: "No dealer receives your contact details before you choose their offer; until then, only our team sees them.",
    contact: "Only our team reads your message and your contact details; they are passed on to no one.",
    property: "Your contact details go to one real estate broker only, for this evaluation.",
    privacyLink: "Privacy policy",
    stripLabel: "Why you can trust us",
    free: "Free for you",
    allIn: "All-in prices, as Quebec law requires",
    protected: "Your details protected",
  },
} as const satisfies Mirror<typeof fr>;
