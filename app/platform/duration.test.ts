import { describe, expect, it } from "vitest";
import { durationText } from "#app/platform/duration.ts";
import en from "#app/ui/words.en.ts";
import fr from "#app/ui/words.fr.ts";

describe("a configured window in words", () => {
  it("names the window as configured, in French and English", () => {
    expect(durationText(1440, fr.duration)).toBe("24\u00a0heures");
    expect(durationText(720, en.duration)).toBe("12 hours");
    expect(durationText(60, fr.duration)).toBe("1\u00a0heure");
    expect(durationText(90, fr.duration)).toBe("90\u00a0minutes");
    expect(durationText(1, en.duration)).toBe("1 minute");
    expect(durationText(7 * 1440, fr.duration)).toBe("7\u00a0jours");
    expect(durationText(4320, en.duration)).toBe("72 hours");
  });
});
