import { describe, expect, it } from "vitest";
import { modelYearOf, readTimeline, timelineOf, timelineText } from "#app/questionnaire/buyer-facts.ts";
import en from "#app/questionnaire/words.en.ts";
import fr from "#app/questionnaire/words.fr.ts";

const now = new Date("2026-11-27T12:00:00Z");

describe("the model year dealers are told", () => {
  it("is the buyer's when given, the current year for a new vehicle, none for a used one", () => {
    expect(modelYearOf({ model: "Civic 2019", condition: "Usagé" }, now)).toBe("2019");
    expect(modelYearOf({ model: "RAV4", trim: "2027 XLE", condition: "Neuf" }, now)).toBe("2027");
    expect(modelYearOf({ model: "RAV4", condition: "Neuf" }, now)).toBe("2026");
    expect(modelYearOf({ model: "RAV4" }, now)).toBe("2026");
    expect(modelYearOf({ model: "Civic", condition: "Usagé" }, now)).toBe("");
    expect(modelYearOf({ model: "Civic", condition: "Usagé", tradeInDetails: "Corolla 2012" }, now)).toBe("");
    // Not a year: a number past next year, or part of a longer number.
    expect(modelYearOf({ model: "Model 2099", condition: "Usagé" }, now)).toBe("");
    expect(modelYearOf({ model: "F-150 120195", condition: "Usagé" }, now)).toBe("");
  });
});

describe("the buyer's timeline", () => {
  it("is read from the buyer's free text, in French or English", () => {
    expect(readTimeline("D'ici un mois")).toEqual({ n: 1, unit: "month" });
    expect(readTimeline("dans 2 semaines, budget 30 000 $")).toEqual({ n: 2, unit: "week" });
    expect(readTimeline("within three weeks")).toEqual({ n: 3, unit: "week" });
    expect(readTimeline("in a month")).toEqual({ n: 1, unit: "month" });
    expect(readTimeline("le mois prochain")).toEqual({ relative: "nextMonth" });
    expect(readTimeline("this week if possible")).toEqual({ relative: "thisWeek" });
  });
  it("is not a financing term or a budget", () => {
    expect(readTimeline("60 mois")).toBeNull();
    expect(readTimeline("financement sur 72 mois, 450 $ par mois")).toBeNull();
    expect(readTimeline("35 000 $")).toBeNull();
    expect(readTimeline("dans 60 mois")).toBeNull();
  });
  it("is written in the page's language", () => {
    const t = timelineOf({ termBudget: "d'ici deux semaines" })!;
    expect(timelineText(t, fr.timeline)).toBe("d'ici 2\u00a0semaines");
    expect(timelineText(t, en.timeline)).toBe("within 2 weeks");
    expect(timelineText({ relative: "nextMonth" }, en.timeline)).toBe("next month");
    expect(timelineOf({ options: "toit ouvrant" })).toBeNull();
  });
});
