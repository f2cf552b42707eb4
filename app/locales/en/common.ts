import type { Mirror } from "../types";
import type fr from "../fr/common";

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
    ways: "Three ways",
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
  },
  // Issue 16: free text that may reach an e-mail (app/domain/safe-text.ts).
  safeText: {
    link: "Links and website addresses are not accepted in this field",
    email: "E-mail addresses are not accepted in this field",
    control: "This field contains characters that are not allowed (line breaks, invisible characters)",
  },
} as const satisfies Mirror<typeof fr>;
