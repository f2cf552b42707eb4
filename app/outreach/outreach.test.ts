import { describe, expect, it, test } from "vitest";
import {
  confirmationRoute,
  confirmPath,
  fromChat,
  fromSubmission,
  hideConfirmationLinks,
  isTokenShaped,
  privacyCode,
  requestPath,
  splitEmailPhone,
  usableEmail,
} from "#app/outreach/outreach.ts";

describe("reading a completed request", () => {
  it("takes a wizard row's vehicle, city, count and privacy, and keeps the contact apart", () => {
    const s = fromSubmission({
      id: 7,
      brand: "Toyota",
      model: "RAV4",
      trim: "",
      condition: "Neuf",
      dealerships: 0,
      city: "Laval",
      privacy_level: "A) Partager mes infos avec les concessionnaires gagnants seulement",
      name: "Julie Tremblay",
      email: "julie@courriel.ca",
      phone: "514 555-0142",
      request_ref: "VH123456",
      language: "en",
      profile_json: null,
    });
    expect(s).toMatchObject({
      kind: "submission",
      id: 7,
      ref: "VH123456",
      language: "en",
      city: "Laval",
      wanted: 3,
      privacy: "A",
      email: "julie@courriel.ca",
    });
    expect(s.vehicle).toEqual({ brand: "Toyota", model: "RAV4", condition: "Neuf" });
  });

  it("reads the chat's cleaned profile, with its e-mail and phone", () => {
    const profile = {
      brand: "Honda",
      newUsed: "Usagé",
      model: "Civic",
      powertrain: "Hybride",
      dealerships: "5",
      name: "Marc",
      emailPhone: "marc@courriel.ca et 438 555-0199",
      email: "marc@courriel.ca",
      phone: "438 555-0199",
      city: "Québec",
      privacy: "B) Ne pas partager - Sam relaie tout",
      options: "---",
    };
    const c = fromChat({ id: 3, conversation_id: "conv_1", language: "fr", email: "", profile_json: JSON.stringify(profile) });
    expect(c).toMatchObject({
      kind: "chat",
      ref: "conv_1",
      wanted: 5,
      privacy: "B",
      city: "Québec",
      email: "marc@courriel.ca",
      phone: "438 555-0199",
    });
    expect(c.vehicle).toEqual({ brand: "Honda", condition: "Usagé", model: "Civic", powertrain: "Hybride" });
  });

  it("survives a broken profile", () => {
    expect(fromChat({ id: 1, conversation_id: "c", language: "xx", email: "", profile_json: "{nope" })).toMatchObject({
      vehicle: {},
      language: "fr",
      wanted: 3,
      privacy: "B",
    });
  });
});

describe("contact helpers", () => {
  it("privacy A only when the answer starts with A", () => {
    expect(privacyCode("A")).toBe("A");
    expect(privacyCode("a) partager")).toBe("A");
    expect(privacyCode("B) Ne pas partager")).toBe("B");
    expect(privacyCode("Autre")).toBe("B");
    expect(privacyCode(undefined)).toBe("B");
  });
  it("never writes to placeholder or malformed addresses", () => {
    expect(usableEmail("Julie@Courriel.ca")).toBe("julie@courriel.ca");
    for (const bad of ["", "pas un courriel", "x@example.com", "noreply@sam.ca", "a@b.invalid"])
      expect(usableEmail(bad), bad).toBeUndefined();
  });
  it("splits 'email et phone'", () => {
    expect(splitEmailPhone("a@b.ca et 514-555-0142")).toEqual({ email: "a@b.ca", phone: "514-555-0142" });
    expect(splitEmailPhone("a@b.ca")).toEqual({ email: "a@b.ca", phone: "" });
  });
  it("looks up only token-shaped values", () => {
    expect(isTokenShaped("a".repeat(43))).toBe(true);
    expect(isTokenShaped("VH123456")).toBe(false);
    expect(isTokenShaped("a".repeat(42) + "/")).toBe(false);
  });
});

describe("the confirmation link in the operator's copies (decision 041)", () => {
  it("is hidden in both languages; the private page's link is not touched", () => {
    const token = "a".repeat(43);
    const text = `Confirmez : https://sam.example.ca${confirmPath(token, "fr")}\nConfirm: https://sam.example.ca${confirmPath(token, "en")}.\nPage : ${requestPath(token, "fr")}`;
    const hidden = hideConfirmationLinks(text);
    expect(hidden).toContain("https://sam.example.ca/confirmer/…\n");
    expect(hidden).toContain("https://sam.example.ca/en/confirm/….");
    expect(hidden).toContain(`/demande/${token}`);
    expect(hidden.split(token)).toHaveLength(2);
  });
});

describe("confirmationRoute (decision 059): who unlocks a new request", () => {
  const email = "julie.tremblay@courriel.ca";
  const sms = "+15145550142";
  test.each([
    // [input, expected]
    [
      { email, smsReady: false },
      { state: "awaiting_confirmation", email },
    ],
    [
      { email, sms, smsReady: true },
      { state: "awaiting_confirmation", email, sms },
    ],
    [
      { email, sms, smsReady: false },
      { state: "awaiting_confirmation", email },
    ],
    // Phone only, SMS chosen, a sender configured: the buyer confirms by SMS.
    [
      { sms, smsReady: true },
      { state: "awaiting_confirmation", sms },
    ],
    // Phone only without a sender, or without SMS chosen (no `sms`): an operator approves.
    [{ sms, smsReady: false }, { state: "awaiting_approval" }],
    [{ smsReady: true }, { state: "awaiting_approval" }],
    // The caps: each recipient on its own.
    [
      { email, sms, smsReady: true, admitted: [sms] },
      { state: "awaiting_confirmation", sms },
    ],
    [
      { email, sms, smsReady: true, admitted: [email] },
      { state: "awaiting_confirmation", email },
    ],
    [{ sms, smsReady: true, admitted: [] }, { state: "awaiting_approval" }],
  ] as const)("%o → %o", (input, expected) => {
    expect(confirmationRoute(input)).toEqual(expected);
  });
});
