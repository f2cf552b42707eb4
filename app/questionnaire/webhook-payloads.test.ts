import { describe, expect, it } from "vitest";
import { type HistoryTurn } from "#app/platform/webhook-types.ts";
import { PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";
import { type VehicleData } from "#app/questionnaire/types.ts";
import { composeWebhookDealerEmail } from "#app/questionnaire/webhook-email.ts";
import {
  buildChatCompletionPayload,
  buildContactPayload,
  buildPropertyPayload,
  buildStepFormPayload,
  buildVehicleConsultationPayload,
  PLACEHOLDER_EMAIL,
  splitEmailPhone,
} from "#app/questionnaire/webhook-payloads.ts";
import type { PropertyData } from "#app/requests/property.ts";

const now = new Date("2026-05-04T14:30:00.000Z");
const GENERAL = [
  "message",
  "response",
  "timestamp",
  "conversationId",
  "email",
  "fullHistory",
  "emailDealerSubject",
  "emailDealerBody",
  "formType",
];

const vehicle: VehicleData = {
  brand: "Toyota",
  condition: "Neuf",
  model: "Camry",
  trim: "XLE",
  dealerships: "5",
  contact: "Courriel",
  name: "Jean Tremblay",
  emailPhone: "jean@example.com et 514-555-0199",
  city: "Montréal",
  privacy: PRIVACY_A,
};

function alternates(history: HistoryTurn[]) {
  history.forEach((turn, i) => expect(turn.role).toBe(i % 2 === 0 ? "user" : "assistant"));
}

describe("buildChatCompletionPayload", () => {
  const history: HistoryTurn[] = [
    { role: "user", content: "Toyota" },
    { role: "assistant", content: "Neuf ou usagé? (N/U)" },
    { role: "user", content: "N" },
    { role: "assistant", content: "🚀 Parfait ! Je mets la pression sur les concessionnaires." },
  ];
  const profile = { brand: "Toyota", model: "RAV4", condition: "Neuf", name: "Jean" };
  const p = buildChatCompletionPayload({ history, email: "jean@example.com", lang: "fr", profile, now });

  it("has exactly the general fields", () => {
    expect(Object.keys(p).sort()).toEqual([...GENERAL].sort());
  });
  it("carries the last user and assistant turns, ISO time, conv_ id and the history", () => {
    expect(p.message).toBe("N");
    expect(p.response).toContain("Je mets la pression");
    expect(p.timestamp).toBe("2026-05-04T14:30:00.000Z");
    expect(p.conversationId).toBe(`conv_${now.getTime()}`);
    expect(p.email).toBe("jean@example.com");
    expect(p.fullHistory).toEqual(history);
    expect(p.formType).toBe("chat");
  });
  it("composes the dealer e-mail from the profile in the chat's language", () => {
    const expected = composeWebhookDealerEmail(profile, "fr", now);
    expect(p.emailDealerSubject).toBe(expected.subject);
    expect(p.emailDealerBody).toBe(expected.html);
    const en = buildChatCompletionPayload({ history, email: "", lang: "en", profile, now });
    expect(en.emailDealerSubject).toBe("Urgent Vehicle Quote Request - Toyota RAV4 2026 - Client Ready to Purchase");
    expect(en.email).toBe(PLACEHOLDER_EMAIL);
  });
});

describe("buildVehicleConsultationPayload", () => {
  const p = buildVehicleConsultationPayload({ vehicleData: vehicle, requestRef: "VF-ABC123", lang: "fr", now });

  it("has the general fields plus requestRef, contactData and vehicleData", () => {
    expect(Object.keys(p).sort()).toEqual([...GENERAL, "requestRef", "contactData", "vehicleData"].sort());
    expect(p.formType).toBe("vehicle-consultation");
    expect(p.requestRef).toBe("VF-ABC123");
    expect(p.timestamp).toBe(now.toISOString());
    expect(p.conversationId).toMatch(new RegExp(`_${now.getTime()}$`));
  });
  it("splits email and phone into contactData, and keeps the five vehicle fields", () => {
    expect(p.email).toBe("jean@example.com");
    expect(p.contactData).toEqual({
      name: "Jean Tremblay",
      email: "jean@example.com",
      phone: "514-555-0199",
      city: "Montréal",
      contactPreference: "Courriel",
      privacy: PRIVACY_A,
    });
    expect(p.vehicleData).toEqual({ brand: "Toyota", model: "Camry", condition: "Neuf", trim: "XLE", dealerships: "5" });
  });
  it("has a history alternating answers and recaps, message/response its last pair", () => {
    expect(p.fullHistory).toHaveLength(20);
    alternates(p.fullHistory);
    expect(p.fullHistory[0]).toEqual({ role: "user", content: "Toyota" });
    expect(p.fullHistory[1]).toEqual({ role: "assistant", content: "Marque : Toyota" });
    expect(p.message).toBe(PRIVACY_A);
    expect(p.response).toBe(`Confidentialité : ${PRIVACY_A}`);
  });
  it("writes the dealer e-mail in the page's language", () => {
    expect(p.emailDealerSubject).toBe("Demande urgente de soumission véhicule - Toyota Camry 2026 - Client prêt à acheter");
    expect(p.emailDealerBody).toContain("Jean Tremblay");
    const en = buildVehicleConsultationPayload({ vehicleData: vehicle, requestRef: "VF-1", lang: "en", now });
    expect(en.emailDealerSubject).toBe("Urgent Vehicle Quote Request - Toyota Camry 2026 - Client Ready to Purchase");
    expect(en.fullHistory[1]).toEqual({ role: "assistant", content: "Brand: Toyota" });
  });
  it("skips unanswered fields and sends the placeholder when no email is found", () => {
    const p2 = buildVehicleConsultationPayload({
      vehicleData: { ...vehicle, trim: "", emailPhone: "514-555-0199" },
      requestRef: "VF-2",
      lang: "fr",
      now,
    });
    expect(p2.fullHistory).toHaveLength(18);
    expect(p2.email).toBe(PLACEHOLDER_EMAIL);
    expect(p2.contactData).toMatchObject({ email: "", phone: "514-555-0199" });
  });
});

describe("buildStepFormPayload", () => {
  const kinds = [
    ["step-by-step-vehicle-form", "step_form_"],
    ["auto-submitted-vehicle-form", "step_form_"],
    ["auto-test-vehicle-form", "auto_step_form_"],
  ] as const;

  it.each(kinds)("%s uses the %s prefix and its formType", (formType, prefix) => {
    const p = buildStepFormPayload({ vehicleData: vehicle, submissionId: "VH123456", formType, now });
    expect(Object.keys(p).sort()).toEqual([...GENERAL, "submissionId", "contactData", "vehicleData"].sort());
    expect(p.conversationId).toBe(`${prefix}${now.getTime()}`);
    expect(p.formType).toBe(formType);
    expect(p.submissionId).toBe("VH123456");
    expect(p.contactData).toEqual({
      name: "Jean Tremblay",
      email: "jean@example.com",
      phone: "514-555-0199",
      city: "Montréal",
      contactPreference: "Courriel",
      privacy: PRIVACY_A,
    });
    expect(p.vehicleData).toEqual({ brand: "Toyota", model: "Camry", condition: "Neuf", trim: "XLE", dealerships: "5" });
  });

  it("always writes the dealer e-mail in French from the history", () => {
    const p = buildStepFormPayload({
      vehicleData: { ...vehicle, condition: "Usagé", privacy: PRIVACY_B },
      submissionId: "VH1",
      formType: "step-by-step-vehicle-form",
      now,
    });
    expect(p.emailDealerSubject).toBe("Demande urgente de soumission véhicule - Toyota Camry 2026 - Client prêt à acheter");
    expect(p.emailDealerBody).toContain('lang="fr-CA"');
    expect(p.emailDealerBody).toContain("Usagé");
    alternates(p.fullHistory);
    expect(p.fullHistory.map((t) => t.content)).toContain("Ville : Montréal");
  });

  it("takes the whole text as the email when it holds an at sign (step pages)", () => {
    const p = buildStepFormPayload({
      vehicleData: { ...vehicle, emailPhone: "jean@intranet" },
      submissionId: "VH1",
      formType: "auto-submitted-vehicle-form",
      now,
    });
    expect(p.email).toBe("jean@intranet");
    expect(p.contactData?.phone).toBe("");
  });
});

describe("buildContactPayload", () => {
  const contact = { name: "Luc Gagnon", email: "luc@example.com", phone: "", subject: "Question", message: "Bonjour, une question." };
  const p = buildContactPayload({ contact, now });

  it("has formType contact, contact_ id and the five fields", () => {
    expect(Object.keys(p).sort()).toEqual([...GENERAL, "contactData"].sort());
    expect(p.formType).toBe("contact");
    expect(p.conversationId).toBe(`contact_${now.getTime()}`);
    expect(p.contactData).toEqual(contact);
    expect(p.email).toBe("luc@example.com");
    expect(p.message).toBe("Bonjour, une question.");
    expect(p.timestamp).toBe(now.toISOString());
    expect(p.fullHistory).toEqual([{ role: "user", content: "Bonjour, une question." }]);
  });
});

describe("buildPropertyPayload", () => {
  const property: PropertyData = {
    firstName: "Sophie",
    lastName: "Roy",
    email: "sophie@example.com",
    phone: "514-555-0123",
    address: "123, rue Principale",
    city: "Laval",
    postalCode: "H7N 1A1",
    propertyType: "condo",
    estimatedValue: "300k-500k",
    timeframe: "3-6-mois",
    additionalInfo: "Vue sur l'eau",
  };

  it("has formType property-evaluation and propertyData the whole form", () => {
    const p = buildPropertyPayload({ property, now });
    expect(Object.keys(p).sort()).toEqual([...GENERAL, "propertyData"].sort());
    expect(p.formType).toBe("property-evaluation");
    expect(p.propertyData).toEqual(property);
    expect(p.email).toBe("sophie@example.com");
    expect(p.timestamp).toBe(now.toISOString());
    expect(p.conversationId).toMatch(new RegExp(`_${now.getTime()}$`));
  });

  it("has one history item per answered field, in the spec's order", () => {
    const p = buildPropertyPayload({ property, now });
    expect(p.fullHistory).toEqual([
      { role: "user", content: "Nom : Sophie Roy" },
      { role: "user", content: "Courriel : sophie@example.com" },
      { role: "user", content: "Téléphone : 514-555-0123" },
      { role: "user", content: "Adresse : 123, rue Principale, Laval H7N 1A1" },
      { role: "user", content: "Type de propriété : condo" },
      { role: "user", content: "Valeur estimée : 300k-500k" },
      { role: "user", content: "Délai de vente : 3-6-mois" },
      { role: "user", content: "Informations supplémentaires : Vue sur l'eau" },
    ]);
    expect(p.message).toBe("Informations supplémentaires : Vue sur l'eau");
  });

  it("leaves unanswered optional fields out of the history but not out of propertyData", () => {
    const p = buildPropertyPayload({ property: { ...property, estimatedValue: "", timeframe: "", additionalInfo: "" }, now });
    expect(p.fullHistory).toHaveLength(5);
    expect(p.propertyData).toMatchObject({ estimatedValue: "", timeframe: "", additionalInfo: "" });
  });
});

describe("splitEmailPhone (SPEC §5)", () => {
  it("takes the first email-like text, the phone is what remains without ' et '", () => {
    expect(splitEmailPhone("jean@example.com et 514-555-0199")).toEqual({ email: "jean@example.com", phone: "514-555-0199" });
    expect(splitEmailPhone("514 555 0199 et jean@example.com")).toEqual({ email: "jean@example.com", phone: "514 555 0199" });
  });
  it("falls back to the part before ' et ' when it holds an at sign", () => {
    expect(splitEmailPhone("jean@intranet et 5145550199")).toEqual({ email: "jean@intranet", phone: "5145550199" });
  });
  it("takes the whole text with an at sign only on step pages", () => {
    expect(splitEmailPhone("jean@intranet", { wholeTextIfAt: true })).toEqual({ email: "jean@intranet", phone: "" });
    expect(splitEmailPhone("jean@intranet").email).toBe("");
  });
  it("is empty without an at sign", () => {
    expect(splitEmailPhone("514-555-0199")).toEqual({ email: "", phone: "514-555-0199" });
    expect(splitEmailPhone("")).toEqual({ email: "", phone: "" });
    expect(splitEmailPhone("  jean@example.com  ")).toEqual({ email: "jean@example.com", phone: "" });
  });
  it("has a placeholder address for when none is found", () => {
    expect(PLACEHOLDER_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});
