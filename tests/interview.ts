import { expect } from "vitest";
import { converse, initialState, type InterviewState, type Lang } from "#app/chat/engine.ts";
import type { ProfileField } from "#app/questionnaire/profile.ts";
import { seedLookup } from "#tests/knowledge.ts";

/** The chat's reading tests' shared set-up: the seeded knowledge base and the interview at any question. */
export const knowledge = seedLookup();

/** Plain answers that take the interview to any question. */
export const PLAIN: Record<ProfileField, Record<Lang, string>> = {
  brand: { fr: "Toyota", en: "Toyota" },
  newUsed: { fr: "neuf", en: "new" },
  model: { fr: "RAV4", en: "RAV4" },
  trim: { fr: "XLE", en: "XLE" },
  powertrain: { fr: "hybride", en: "hybrid" },
  drivetrain: { fr: "intégrale", en: "AWD" },
  options: { fr: "toit ouvrant", en: "sunroof" },
  color: { fr: "gris", en: "grey" },
  payment: { fr: "financement", en: "financing" },
  termBudget: { fr: "60 mois", en: "60 months" },
  tradeIn: { fr: "non", en: "no" },
  tradeInDetails: { fr: "Civic 2015", en: "Civic 2015" },
  dealerships: { fr: "5", en: "5" },
  contact: { fr: "courriel", en: "email" },
  name: { fr: "Marie Tremblay", en: "Marie Tremblay" },
  emailPhone: { fr: "marie@courriel.ca", en: "marie@courriel.ca" },
  city: { fr: "Laval", en: "Laval" },
  privacy: { fr: "A", en: "A" },
};

/** The interview when `field` is asked (a trade-in is said when its details are wanted). */
export function reach(field: ProfileField, lang: Lang): InterviewState {
  let s = converse(initialState(), lang === "fr" ? "bonjour" : "hello", lang, knowledge).state;
  for (let i = 0; i < 30 && s.asked !== field && !s.done; i++) {
    const asked = s.asked ?? "brand";
    const message = asked === "tradeIn" && field === "tradeInDetails" ? (lang === "fr" ? "oui" : "yes") : PLAIN[asked][lang];
    s = converse(s, message, lang, knowledge).state;
  }
  expect(s.asked).toBe(field);
  return s;
}
