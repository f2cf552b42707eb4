import { describe, expect, it } from "vitest";
import { fitKind, fitOf, fits, kindsIn } from "#app/chat/fit.ts";
import { PLACEHOLDER, profileFields } from "#app/questionnaire/profile.ts";

/**
 * An answer must fit its question (DESIGN §7): each registry question declares its kind and one
 * rule set checks it. Cases are kinds of replies, in both languages, never a buyer's sentence.
 */
describe("every question declares what fits it", () => {
  it("the registry gives each chat field a kind", () => {
    for (const field of profileFields) expect(fitKind(field), field).toBeTruthy();
    expect(fitKind("color")).toBe("colour");
    expect(fitKind("termBudget")).toBe("budget");
    expect(fitKind("tradeInDetails")).toBe("vehicle");
    expect(fitKind("city")).toBe("place");
  });

  it("a pass fits an optional question", () => {
    expect(fits("color", PLACEHOLDER)).toBe(true);
  });
});

describe("what a reply is recognised as", () => {
  const cases: Array<[string, string]> = [
    ["dans deux semaines", "timeframe"],
    ["asap", "timeframe"],
    ["next month", "timeframe"],
    ["450 $ par mois", "amount"],
    ["$35,000", "amount"],
    ["60 mois", "term"],
    ["72 months", "term"],
    ["il me reste 8000 $ à payer dessus", "debt"],
    ["I still owe 12k on it", "debt"],
    ["bleu marine", "colour"],
    ["toit ouvrant", "options"],
    ["Laval", "place"],
    ["non", "yesNo"],
    ["A", "letter"],
    ["Toyota", "make"],
    ["marie@example.com", "email"],
    ["514-555-0123", "phone"],
    ["12", "count"],
  ];
  for (const [reply, kind] of cases) it(`"${reply}" is ${kind}`, () => expect(kindsIn(reply)).toContain(kind));

  it("a place with a colour in its name is not a colour (Sainte-Rose)", () => {
    expect(kindsIn("Ste-Rose")).not.toContain("colour");
  });
});

describe("a reply that does not fit is not the answer", () => {
  const refused: Array<[field: Parameters<typeof fits>[0], reply: string]> = [
    ["color", "dans deux semaines"],
    ["color", "40k"],
    ["options", "N"],
    ["options", "A"],
    ["options", "c'est long ton affaire"],
    ["options", "dans 2 semaines"],
    ["termBudget", "il me reste 8000 $ à payer"],
    ["termBudget", "Laval"],
    ["tradeInDetails", "oui"],
    ["name", "Toyota"],
    ["name", "marie@example.com"],
    ["name", "lol"],
    ["name", "pas de nom"],
    ["city", "Toyota"],
    ["city", "oui"],
    ["city", "dans 2 semaines"],
    ["trim", "noir"],
    ["brand", "bientôt"],
    ["dealerships", "0"],
    ["dealerships", "500"],
    ["powertrain", "Steam"],
    ["newUsed", "peut-être"],
  ];
  for (const [field, reply] of refused) it(`${field} ≠ "${reply}"`, () => expect(fits(field, reply)).toBe(false));
});

describe("a reply that fits, and how surely", () => {
  const sure: Array<[Parameters<typeof fits>[0], string]> = [
    ["color", "noir ou gris foncé"],
    ["color", "anything but white"],
    ["options", "sièges chauffants et démarreur"],
    ["options", "captain chairs"],
    ["termBudget", "48 mois, 500 $ par mois"],
    ["termBudget", "around $800 a month"],
    ["tradeInDetails", "Civic 2016, 120 000 km"],
    ["tradeInDetails", "a 2022 CR-V, about 15k left on the loan"],
    ["city", "Trois-Rivières"],
    ["city", "H2J 3K5"],
    ["dealerships", "10"],
    ["powertrain", "hybrd"],
    ["payment", "financ"],
    ["brand", "Toyota"],
  ];
  for (const [field, reply] of sure)
    it(`${field} = "${reply}" (sure)`, () => expect(fitOf(field, reply)).toEqual({ fits: true, sure: true }));

  const plausible: Array<[Parameters<typeof fits>[0], string]> = [
    ["color", "Soul Red"],
    ["options", "groupe remorquage"],
    ["termBudget", "le moins cher possible"],
    ["tradeInDetails", "mon vieux bazou"],
    ["name", "Marie-Ève D'Amours"],
    ["name", "Rose Tremblay"],
    ["city", "Plateau"],
    ["trim", "Black Edition"],
    ["brand", "Scout"],
  ];
  for (const [field, reply] of plausible) it(`${field} = "${reply}" (plausible)`, () => expect(fitOf(field, reply).fits).toBe(true));

  it("a trim belongs to its model", () => {
    expect(fitOf("trim", "XLE", { brand: "Toyota", model: "RAV4" }).sure).toBe(true);
    expect(fitOf("trim", "XLE", { brand: "Honda", model: "Civic" }).sure).toBe(false);
  });
});
