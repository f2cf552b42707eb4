import { describe, expect, it } from "vitest";
import {
  capHistory,
  cleanForDisplay,
  isCompletionMessage,
  ONBOARDING_MARKER,
  splitOnboarding,
  SUMMARY_SEPARATOR,
} from "#app/chat/display.ts";

describe("display cleaning (SPEC §2)", () => {
  it("removes the summary block ending with a dashed separator", () => {
    const text = `📋 Question 3/17 — Récapitulatif\n✅ Marque : Honda\n✅ Neuf/Usagé : Neuf\n${SUMMARY_SEPARATOR}\nQuel modèle de Honda ?`;
    expect(cleanForDisplay(text)).toBe("Quel modèle de Honda ?");
  });

  it("removes a model's summary too (other heading, other dashes) and keeps the text before it", () => {
    const text = "Super choix !\n\n**Question 2/17**\n✔️ Brand: Toyota\n-----\nNew or used? (N/U)";
    expect(cleanForDisplay(text)).toBe("Super choix !\n\nNew or used? (N/U)");
  });

  it("removes lines starting with a check mark", () => {
    expect(cleanForDisplay("✅ Noté !\nQuelle couleur ?\n  ✔ done\n☑ ok\n✓ fine\nFin")).toBe("Quelle couleur ?\nFin");
  });

  it("collapses runs of blank lines", () => {
    expect(cleanForDisplay("Un\n\n\n\nDeux\n \n\t\nTrois")).toBe("Un\n\nDeux\n\nTrois");
  });

  it("never shows the onboarding-complete marker or its JSON", () => {
    expect(cleanForDisplay(`🚀 Parfait !\n\n${ONBOARDING_MARKER} {"brand":"Kia"}`)).toBe("🚀 Parfait !");
    expect(cleanForDisplay(`${ONBOARDING_MARKER} {"brand":"Kia"}`)).toBe("");
  });

  it("while streaming, hides a summary block and a marker that are still arriving", () => {
    expect(cleanForDisplay("📋 Question 4/17 — Récapitulatif\n✅ Marque", { partial: true })).toBe("");
    expect(cleanForDisplay("🚀 Parfait !\n\nONBOAR", { partial: true })).toBe("🚀 Parfait !");
    expect(cleanForDisplay("Quelle version", { partial: true })).toBe("Quelle version");
  });
});

describe("completion trigger (SPEC §4)", () => {
  it("needs the rocket AND the French or English phrase", () => {
    expect(isCompletionMessage("🚀 Parfait ! Je mets la pression sur 5 concessionnaires")).toBe(true);
    expect(isCompletionMessage("🚀 Perfect! I'm putting pressure on 5 dealerships")).toBe(true);
    expect(isCompletionMessage("Parfait ! Je mets la pression")).toBe(false);
    expect(isCompletionMessage("🚀 Parfait, merci")).toBe(false);
    expect(isCompletionMessage("🚀 Perfect! I am putting pressure")).toBe(false);
  });

  it("tolerates typographic apostrophes and non-breaking spaces", () => {
    expect(isCompletionMessage("🚀 Parfait\u202f! Je mets la pression")).toBe(true);
    expect(isCompletionMessage("🚀 Perfect! I’m putting pressure")).toBe(true);
  });
});

describe("history cap (SPEC §4)", () => {
  const entries = (n: number) => Array.from({ length: n }, (_, i) => i);

  it("keeps up to 50 entries as they are", () => {
    expect(capHistory(entries(50))).toEqual(entries(50));
  });

  it("above 50 keeps the first and the last 8", () => {
    expect(capHistory(entries(51))).toEqual([0, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(capHistory(entries(60))).toEqual([0, 52, 53, 54, 55, 56, 57, 58, 59]);
  });
});

describe("onboarding-complete marker", () => {
  it("splits the visible text and the profile JSON", () => {
    const r = splitOnboarding(`🚀 Parfait !\n\n${ONBOARDING_MARKER} {"brand":"Kia","newUsed":"N"}`);
    expect(r.visible).toBe("🚀 Parfait !");
    expect(r.profile).toEqual({ brand: "Kia", newUsed: "N" });
  });

  it("tolerates text around the JSON and unreadable JSON", () => {
    expect(splitOnboarding(`${ONBOARDING_MARKER}: \`\`\`json\n{"brand":"Kia"}\n\`\`\``).profile).toEqual({ brand: "Kia" });
    expect(splitOnboarding(`Fin ${ONBOARDING_MARKER} {oops`)).toEqual({ visible: "Fin" });
    expect(splitOnboarding("Pas de marqueur")).toEqual({ visible: "Pas de marqueur" });
  });
});
