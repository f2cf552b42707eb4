import { describe, expect, it } from "vitest";
import { undictate } from "#app/chat/dictation.ts";
import { readCount } from "#app/chat/understand.ts";
import { numberWordValue } from "#app/platform/number-words.ts";
import { readTimeline } from "#app/questionnaire/buyer-facts.ts";

describe("one table of number words for every reader", () => {
  it("reads units, tens and their compounds in both languages, and nothing else", () => {
    expect(numberWordValue("douze")).toBe(12);
    expect(numberWordValue("quarante-huit")).toBe(48);
    expect(numberWordValue("soixante-dix-sept")).toBe(77);
    expect(numberWordValue("quatre-vingt-dix")).toBe(90);
    expect(numberWordValue("vingt-et-un")).toBe(21);
    expect(numberWordValue("twenty-five")).toBe(25);
    expect(numberWordValue("dix-huit")).toBe(18);
    expect(numberWordValue("constructor")).toBeUndefined();
    expect(numberWordValue("civic")).toBeUndefined();
  });

  it("each caller keeps its own reading around it", () => {
    // The chat's count: the first number word, a range's upper bound, a hundred alone.
    expect(readCount("dix-sept concessionnaires")).toBe(17);
    expect(readCount("trois ou quatre")).toBe(4);
    expect(readCount("a hundred")).toBe(100);
    expect(readCount("zero")).toBeUndefined();
    // Dictation: compounds and units become digits, a lone "un" stays a word.
    expect(undictate("quarante-huit mois")).toBe("48 mois");
    expect(undictate("un Civic")).toBe("un Civic");
    // The timeline: "a few" and the article with the table's words.
    expect(readTimeline("dans quelques semaines")).toEqual({ n: 3, unit: "week" });
    expect(readTimeline("within a month")).toEqual({ n: 1, unit: "month" });
    expect(readTimeline("d'ici deux mois")).toEqual({ n: 2, unit: "month" });
  });
});

describe("an amount spoken with its hundreds left unsaid (decision 075)", () => {
  it("is written with them", () => {
    expect(undictate("seventy-two months about six fifty")).toBe("72 months about 650");
    expect(undictate("maybe three seventy-five a month")).toBe("maybe 375 a month");
    expect(undictate("quatre cinquante par mois")).toBe("450 par mois");
  });
  it("leaves an hour, a compound number and a hundred said alone as they were read", () => {
    expect(undictate("twenty five")).toBe("25");
    expect(undictate("five hundred fifty")).toBe("550");
    expect(undictate("call me at five thirty")).not.toContain("530");
  });
});
