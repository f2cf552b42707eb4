import { describe, expect, it } from "vitest";
import { cleanProfile, findEmail, findPhone, splitContactDetails } from "#app/questionnaire/profile.ts";
import { PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";

describe("profile cleaning (SPEC §5)", () => {
  it("drops empty values, the placeholder --- and N/A", () => {
    expect(cleanProfile({ brand: "Kia", model: "", trim: "---", color: "N/A", options: "n/a", payment: "  ", city: "Laval" })).toEqual({
      brand: "Kia",
      city: "Laval",
    });
  });

  it("N becomes Neuf, U becomes Usagé", () => {
    expect(cleanProfile({ newUsed: "N" }).newUsed).toBe("Neuf");
    expect(cleanProfile({ newUsed: "u" }).newUsed).toBe("Usagé");
  });

  it("trade-in O or oui becomes Oui; N or non becomes Non", () => {
    expect(cleanProfile({ tradeIn: "O" }).tradeIn).toBe("Oui");
    expect(cleanProfile({ tradeIn: "oui" }).tradeIn).toBe("Oui");
    expect(cleanProfile({ tradeIn: "N" }).tradeIn).toBe("Non");
    expect(cleanProfile({ tradeIn: "Non" }).tradeIn).toBe("Non");
  });

  it("a preferred contact containing @ moves to emailPhone and contact becomes Courriel", () => {
    const p = cleanProfile({ contact: "marie@example.com", emailPhone: "---" });
    expect(p.contact).toBe("Courriel");
    expect(p.emailPhone).toBe("marie@example.com");
    expect(p.email).toBe("marie@example.com");
    const q = cleanProfile({ contact: "marie@example.com", emailPhone: "514-555-0123" });
    expect(q.email).toBe("marie@example.com");
    expect(q.phone).toBe("514-555-0123");
    expect(q.emailPhone).toBe("marie@example.com et 514-555-0123");
  });

  it("recognises the e-mail by a standard pattern and the phone as 10 digits, 3-3-4, or a run of 10+ digits", () => {
    expect(cleanProfile({ emailPhone: "Mon courriel: luc.g+auto@mail.example.ca, cell 514 555 0123" })).toMatchObject({
      email: "luc.g+auto@mail.example.ca",
      phone: "514 555 0123",
      emailPhone: "luc.g+auto@mail.example.ca et 514 555 0123",
    });
    expect(findPhone("5145550123")).toBe("5145550123");
    expect(findPhone("514-555-0123")).toBe("514-555-0123");
    expect(findPhone("(514) 555.0123")).toBe("(514) 555.0123");
    expect(findPhone("+1 514 555 0123")).toBe("+1 514 555 0123");
    expect(findPhone("0015145550123456")).toBe("0015145550123456");
    expect(findPhone("514-5550")).toBeUndefined();
    expect(findEmail("pas de courriel")).toBeUndefined();
  });

  it("without a recognisable e-mail or phone, splits on the French word 'et'", () => {
    expect(splitContactDetails("marie chez exemple et cinq un quatre")).toEqual({ email: "marie chez exemple", phone: "cinq un quatre" });
    expect(cleanProfile({ emailPhone: "marie chez exemple et cinq un quatre" })).toMatchObject({
      email: "marie chez exemple",
      phone: "cinq un quatre",
    });
  });

  it("maps the privacy answer: A shares with the winners only, anything else does not share", () => {
    expect(cleanProfile({ privacy: "A" }).privacy).toBe(PRIVACY_A);
    expect(cleanProfile({ privacy: "A) Partager" }).privacy).toBe(PRIVACY_A);
    expect(cleanProfile({ privacy: "B" }).privacy).toBe(PRIVACY_B);
    expect(cleanProfile({ privacy: "whatever" }).privacy).toBe(PRIVACY_B);
  });

  it("ignores what is not a profile field, and non-objects", () => {
    expect(cleanProfile({ brand: "Kia", hack: "x", dealerships: 5 })).toEqual({ brand: "Kia", dealerships: "5" });
    expect(cleanProfile(null)).toEqual({});
    expect(cleanProfile("text")).toEqual({});
  });
});
