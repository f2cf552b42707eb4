import { describe, expect, it } from "vitest";
import { initialState, questionNumber } from "#app/chat/engine.ts";
import { commandPrompt } from "#app/chat/system-prompt.ts";
import { composeQuoteRequest, vehicleKeys } from "#app/outreach/outreach-email.ts";
import { fromChat, fromSubmission } from "#app/outreach/outreach.ts";
import frMail from "#app/outreach/words.mail.fr.ts";
import { popularCities, singleFormCities } from "#app/questionnaire/cities.ts";
import { cleanProfile, profileFields } from "#app/questionnaire/profile.ts";
import {
  keptVehicleKeys,
  labelKeys,
  PRIVACY_A,
  PRIVACY_B,
  QUESTIONNAIRE,
  questionnaireOf,
  type QuestionRecord,
  QUESTIONS,
  stepQuestions,
  titleKeys,
  type View,
} from "#app/questionnaire/registry.ts";
import { type VehicleData } from "#app/questionnaire/types.ts";
import { fieldSchemas } from "#app/questionnaire/vehicle-rules.ts";
import { choiceLabelKey, optionsFor, SINGLE_FORM_QUICK_PICKS, STEP_FIELDS, WIZARD_QUICK_PICKS } from "#app/questionnaire/vehicle.ts";
import { composeWebhookDealerEmail, DEALER_LABELS, type DealerEmailInput, dealerInputOf } from "#app/questionnaire/webhook-email.ts";
import {
  buildStepFormPayload,
  buildVehicleConsultationPayload,
  RECAP_LABELS,
  vehicleFormHistory,
  vehicleParts,
} from "#app/questionnaire/webhook-payloads.ts";
import enVehicle from "#app/questionnaire/words.en.ts";
import frVehicle from "#app/questionnaire/words.fr.ts";

/**
 * the acceptance: each view's step list, the chat's numbering, the e-mail labels and the
 * payload keys. The literal expectations below were captured from the code BEFORE the registry
 * (app/questionnaire/registry.ts) existed; after it, the same outputs must come out of it.
 */

const NOW = new Date("2026-03-12T14:30:00.000Z");

const vehicleData: VehicleData = {
  brand: "Toyota",
  condition: "Neuf",
  model: "Camry",
  trim: "XLE",
  dealerships: "5",
  contact: "Les deux",
  name: "Marie Tremblay",
  emailPhone: "marie@example.ca et 514 555-1234",
  city: "Laval",
  privacy: PRIVACY_A,
};

describe("the questionnaire as today's views see it", () => {
  it("the forms' ten steps, in order", () => {
    expect([...STEP_FIELDS]).toEqual([
      "brand",
      "condition",
      "model",
      "trim",
      "dealerships",
      "contact",
      "name",
      "emailPhone",
      "city",
      "privacy",
    ]);
  });

  it("the chat's 18 profile fields and their 17 question numbers", () => {
    expect([...profileFields]).toEqual([
      "brand",
      "newUsed",
      "model",
      "trim",
      "powertrain",
      "drivetrain",
      "options",
      "color",
      "payment",
      "termBudget",
      "tradeIn",
      "tradeInDetails",
      "dealerships",
      "contact",
      "name",
      "emailPhone",
      "city",
      "privacy",
    ]);
    expect({ ...questionNumber }).toEqual({
      brand: 1,
      newUsed: 2,
      model: 3,
      trim: 4,
      powertrain: 5,
      drivetrain: 6,
      options: 7,
      color: 8,
      payment: 9,
      termBudget: 10,
      tradeIn: 11,
      tradeInDetails: 11,
      dealerships: 12,
      contact: 13,
      name: 14,
      emailPhone: 15,
      city: 16,
      privacy: 17,
    });
  });

  it("the label keys of canonical choices", () => {
    const all = STEP_FIELDS.flatMap((f) =>
      ["Neuf", "Usagé", "Courriel", "SMS", "Les deux", PRIVACY_A, PRIVACY_B, "Autre", "Toyota", "Laval"].map(
        (v) => [f, v, choiceLabelKey(f, v)] as const,
      ),
    ).filter(([, , k]) => k !== undefined);
    expect(all).toEqual([
      ["condition", "Neuf", "vehicle:values.condition.new"],
      ["condition", "Usagé", "vehicle:values.condition.used"],
      ["contact", "Courriel", "vehicle:values.contact.email"],
      ["contact", "SMS", "vehicle:values.contact.sms"],
      ["contact", "Les deux", "vehicle:values.contact.both"],
      ["city", "Autre", "vehicle:values.city.other"],
      ["privacy", PRIVACY_A, "vehicle:values.privacy.a"],
      ["privacy", PRIVACY_B, "vehicle:values.privacy.b"],
    ]);
  });

  it("the choices each step lists", () => {
    const answers = { brand: "Toyota", model: "Camry" };
    const wizard = { quickPicks: WIZARD_QUICK_PICKS, cities: popularCities };
    const form = { quickPicks: SINGLE_FORM_QUICK_PICKS, cities: singleFormCities };
    expect(optionsFor("brand", answers, wizard)).toHaveLength(33);
    expect(optionsFor("condition", answers, wizard)).toEqual(["Neuf", "Usagé"]);
    expect(optionsFor("model", answers, wizard)).toContain("RAV4");
    expect(optionsFor("trim", answers, wizard)).toEqual(["LE", "SE", "XSE", "XLE"]);
    expect(optionsFor("dealerships", answers, wizard)).toEqual(["3", "5", "10", "20"]);
    expect(optionsFor("dealerships", answers, form)).toEqual(["5", "10", "20", "50", "100"]);
    expect(optionsFor("contact", answers, wizard)).toEqual(["Courriel", "SMS", "Les deux"]);
    expect(optionsFor("city", answers, wizard)).toEqual(["Montréal", "Québec", "Laval", "Gatineau", "Longueuil", "Sherbrooke"]);
    expect(optionsFor("privacy", answers, wizard)).toEqual([PRIVACY_A, PRIVACY_B]);
    expect(optionsFor("name", answers, wizard)).toEqual([]);
    expect(optionsFor("emailPhone", answers, wizard)).toEqual([]);
  });

  it("the keys the dealer e-mails and the offers page show", () => {
    expect([...vehicleKeys]).toEqual([
      "brand",
      "model",
      "trim",
      "condition",
      "powertrain",
      "drivetrain",
      "options",
      "color",
      "payment",
      "termBudget",
      "tradeIn",
      "tradeInDetails",
    ]);
  });

  it("the quote e-mail's labels, in both languages", () => {
    const input: DealerEmailInput = {
      brand: "Ford",
      model: "F-150",
      trim: "Lariat",
      condition: "Usagé",
      powertrain: "Hybride",
      drivetrain: "Traction intégrale",
      options: "toit ouvrant",
      color: "noir",
      payment: "Financement",
      termBudget: "60 mois",
      tradeIn: "Oui",
      tradeInDetails: "Civic 2015",
      dealerships: "3",
      city: "Québec",
      privacy: PRIVACY_A,
      name: "Jean Roy",
      email: "jean@example.ca",
      phone: "418 555-0000",
      contact: "Courriel",
    };
    expect(composeWebhookDealerEmail(input, "fr", NOW).text).toMatchInlineSnapshot(`
      "Demande urgente de soumission

      Bonjour,

      Je représente un client sérieux, prêt à acheter, qui prendra sa décision dans les 48 heures. Merci de nous faire parvenir votre meilleure offre dans les 24 heures.

      Exigences du client
      - Véhicule : Ford F-150 Lariat
      - État : Usagé
      - Motorisation : Hybride
      - Traction : Traction intégrale
      - Options : toit ouvrant
      - Couleur : noir
      - Mode de paiement : Financement
      - Terme / budget : 60 mois
      - Véhicule d'échange : Oui
      - Détails de l'échange : Civic 2015
      - Concessionnaires sollicités : 3
      - Ville : Québec
      - Confidentialité : Coordonnées partagées avec les concessionnaires gagnants seulement

      Ce que nous demandons
      1. Le prix tout inclus : au Québec, seuls la TPS, la TVQ et le droit sur les pneus neufs peuvent s'ajouter
      2. L'évaluation du véhicule d'échange
      3. Les conditions de financement et de location (taux, terme, paiements)
      4. La disponibilité immédiate (en inventaire ou délai de livraison)
      5. Les promotions et rabais en vigueur

      Coordonnées du client
      - Nom : Jean Roy
      - Courriel : jean@example.ca
      - Téléphone : 418 555-0000
      - Mode de contact préféré : Courriel
      - Nombre de concessionnaires : 3

      Le client prendra sa décision dans les 48 heures. Répondez avec votre meilleure offre dans les 24 heures pour être considéré.

      Merci,
      Sam, assistant d'achat automobile — Sam Auto
      "
    `);
    const en = composeWebhookDealerEmail(input, "en", NOW).text;
    expect(
      en
        .split("\n")
        .filter((l) => l.startsWith("- "))
        .map((l) => l.split(":")[0]),
    ).toEqual([
      "- Vehicle",
      "- Condition",
      "- Powertrain",
      "- Drivetrain",
      "- Options",
      "- Color",
      "- Payment",
      "- Term / budget",
      "- Trade-in",
      "- Trade-in details",
      "- Dealerships contacted",
      "- City",
      "- Privacy",
      "- Email",
      "- Phone",
      "- Preferred contact method",
      "- Number of dealerships",
    ]);
  });

  it("the outreach's vehicle, from a submission and from a chat", () => {
    const profile = { ...vehicleData, powertrain: "Hybride", color: "rouge", options: "---" };
    const fromRow = fromSubmission({
      id: 1,
      brand: "Toyota",
      model: "Camry",
      trim: "",
      condition: "Neuf",
      dealerships: 5,
      city: "Laval",
      privacy_level: PRIVACY_A,
      name: "Marie",
      email: "marie@example.ca",
      phone: "514 555-1234",
      request_ref: "VH123456",
      language: "fr",
      profile_json: JSON.stringify(profile),
    });
    expect(fromRow.vehicle).toEqual({
      brand: "Toyota",
      model: "Camry",
      trim: "XLE",
      condition: "Neuf",
      powertrain: "Hybride",
      color: "rouge",
    });
    const chat = fromChat({
      id: 2,
      conversation_id: "conv_1",
      language: "en",
      email: "",
      profile_json: JSON.stringify(
        cleanProfile({
          brand: "Honda",
          newUsed: "U",
          model: "Civic",
          tradeIn: "oui",
          tradeInDetails: "Corolla 2012",
          emailPhone: "a@b.ca",
        }),
      ),
    });
    expect(chat.vehicle).toEqual({ brand: "Honda", model: "Civic", condition: "Usagé", tradeIn: "Oui", tradeInDetails: "Corolla 2012" });
    const mail = composeQuoteRequest({
      lang: "fr",
      dealerName: "Garage",
      buyerFirstName: "Marie",
      vehicle: fromRow.vehicle,
      city: "Laval",
      dealersContacted: 5,
      privacy: "A",
      replyUrl: "http://x/r",
      unsubscribeUrl: "http://x/u",
      deadline: NOW,
      now: NOW,
    });
    expect(mail.subject).toBe("Demande urgente de soumission véhicule - Toyota Camry 2026 - Client prêt à acheter");
    expect(mail.text).toContain("Motorisation");
    expect(mail.text).toContain("Couleur");
  });

  it("the spec's payload keys and the forms' recap history", () => {
    const step = buildStepFormPayload({ vehicleData, submissionId: "VH123456", formType: "step-by-step-vehicle-form", now: NOW });
    expect(Object.keys(step)).toEqual([
      "message",
      "response",
      "timestamp",
      "conversationId",
      "email",
      "fullHistory",
      "emailDealerSubject",
      "emailDealerBody",
      "formType",
      "submissionId",
      "contactData",
      "vehicleData",
    ]);
    expect(step.contactData).toEqual({
      name: "Marie Tremblay",
      email: "marie@example.ca",
      phone: "514 555-1234",
      city: "Laval",
      contactPreference: "Les deux",
      privacy: PRIVACY_A,
    });
    expect(Object.keys(step.contactData!)).toEqual(["name", "email", "phone", "city", "contactPreference", "privacy"]);
    expect(step.vehicleData).toEqual({ brand: "Toyota", model: "Camry", condition: "Neuf", trim: "XLE", dealerships: "5" });
    expect(Object.keys(step.vehicleData!)).toEqual(["brand", "model", "condition", "trim", "dealerships"]);
    expect(step.fullHistory.filter((t) => t.role === "assistant").map((t) => t.content)).toEqual([
      "Marque : Toyota",
      "État : Neuf",
      "Modèle : Camry",
      "Version : XLE",
      "Nombre de concessionnaires : 5",
      "Mode de contact : Les deux",
      "Nom : Marie Tremblay",
      "Courriel et téléphone : marie@example.ca et 514 555-1234",
      "Ville : Laval",
      `Confidentialité : ${PRIVACY_A}`,
    ]);
    const single = buildVehicleConsultationPayload({ vehicleData, requestRef: "VF-ABC", lang: "en", now: NOW });
    expect(single.fullHistory.filter((t) => t.role === "assistant").map((t) => t.content.split(":")[0])).toEqual([
      "Brand",
      "Condition",
      "Model",
      "Trim",
      "Number of dealerships",
      "Contact method",
      "Name",
      "Email and phone",
      "City",
      "Privacy",
    ]);
    expect(single.emailDealerSubject).toBe("Urgent Vehicle Quote Request - Toyota Camry 2026 - Client Ready to Purchase");
  });
});

describe("the registry builds every view", () => {
  const asks = (view: View) => QUESTIONS.filter((q) => (q.views as readonly View[]).includes(view));

  it("each view's step list and the chat's numbering come from the registry", () => {
    expect(asks("wizard").map((q) => q.key)).toEqual([...STEP_FIELDS]);
    expect(asks("form").map((q) => q.key)).toEqual([...STEP_FIELDS]);
    expect(stepQuestions.map((q) => q.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(asks("chat").map((q) => q.chat.field)).toEqual([...profileFields]);
    expect(Object.fromEntries(asks("chat").map((q) => [q.chat.field, q.chat.number]))).toEqual({ ...questionNumber });
  });

  it("every form question has a rule, a kind and its words in French and English", () => {
    expect(Object.keys(fieldSchemas)).toEqual([...STEP_FIELDS]);
    for (const q of stepQuestions) {
      expect(q.kind).toBeTruthy();
      for (const bundle of [frVehicle, enVehicle]) {
        const { field, question } = labelKeys(q.key);
        expect(bundle.fields[field.split(".")[1] as keyof typeof bundle.fields], field).toBeTruthy();
        expect(bundle.questions[question.split(".")[1] as keyof typeof bundle.questions], question).toBeTruthy();
      }
      if ("values" in q) {
        for (const suffix of Object.values(q.values as Record<string, string>)) {
          const values = frVehicle.values[q.key] as Record<string, string>;
          expect(values[suffix], `${q.key}.${suffix}`).toBeTruthy();
        }
      }
    }
  });

  it("the e-mail labels of every vehicle answer dealers see", () => {
    for (const key of vehicleKeys.filter((k) => !["brand", "model", "trim"].includes(k)))
      expect(frMail.labels[key as keyof typeof frMail.labels], key).toBeTruthy();
  });
});

describe("the chat's sets and the erasure's kept vehicle, as they were written out before the registry", () => {
  it("optional, typed and vehicle questions, the count, the title and the kept answers", () => {
    // Literals of app/chat/engine.ts and app/privacy/privacy.server.ts before they read the registry.
    expect(new Set(QUESTIONNAIRE.chatOptional)).toEqual(
      new Set(["trim", "powertrain", "drivetrain", "options", "color", "payment", "termBudget", "tradeInDetails"]),
    );
    expect(new Set(QUESTIONNAIRE.chatTyped)).toEqual(new Set(["options", "color", "tradeInDetails", "name", "termBudget"]));
    expect(new Set(QUESTIONNAIRE.chatVehicle)).toEqual(new Set(["brand", "newUsed", "model", "trim"]));
    expect(QUESTIONNAIRE.questionCount).toBe(17);
    expect([...titleKeys]).toEqual(["brand", "model", "trim"]);
    expect([...keptVehicleKeys]).toEqual(["brand", "model", "trim", "condition", "powertrain", "drivetrain"]);
  });

  it("the model's prompt lists the closed questions' choices as it did", () => {
    expect(commandPrompt("fr", initialState())).toContain(
      "dealerships an integer 1-100 as text; powertrain one of Essence, Hybride, Hybride rechargeable, Électrique, Diesel; drivetrain one of Traction avant, Traction intégrale, Propulsion; payment one of Financement, Location, Comptant; contact one of Courriel, SMS, Les deux; brand, model",
    );
  });

  it("every answer dealers see has its e-mail label, every form question its recap", () => {
    const shown = [...QUESTIONNAIRE.dealers.vehicle, ...QUESTIONNAIRE.dealers.request, ...QUESTIONNAIRE.dealers.contact]
      .filter((q) => !(q.dealers as { title?: boolean }).title)
      .flatMap((q) => ((q as QuestionRecord).kind === "contactPair" ? ["email", "phone"] : [q.key]));
    expect(Object.keys(DEALER_LABELS).sort()).toEqual(shown.sort());
    expect(Object.keys(RECAP_LABELS)).toEqual([...STEP_FIELDS]);
  });
});

/**
 * the acceptance, the other way round: a question added to a COPY of the registry (with its
 * words) reaches each view's steps, the chat's numbering, the dealer e-mail and the payloads, with
 * no other change. The hypothetical "maximum price" is asked by every view after the dealerships
 * (form step 6, chat question 13), shown to dealers after the trade-in details and sent in vehicleData.
 */
describe("adding a question is a change to the registry, its words and its tests", () => {
  const maxPrice: QuestionRecord = {
    key: "maxPrice",
    chat: { field: "maxPrice", number: 13, optional: true },
    step: 6,
    kind: "text",
    advance: { typed: "commit" },
    dealers: { section: "vehicle", order: 13 },
    payload: { part: "vehicleData", order: 6 },
    views: ["chat", "form", "wizard"],
  };
  const shifted = (QUESTIONS as readonly QuestionRecord[]).map((q) => ({
    ...q,
    step: q.step !== undefined && q.step >= 6 ? q.step + 1 : q.step,
    chat: { ...q.chat, number: q.chat.number >= 13 ? q.chat.number + 1 : q.chat.number },
  }));
  const at = shifted.findIndex((q) => q.key === "dealerships") + 1;
  const registry = [...shifted.slice(0, at), maxPrice, ...shifted.slice(at)];
  const withQuestion = questionnaireOf(registry);
  const words = { fr: "Prix maximal", en: "Maximum price" };
  const answers = { ...vehicleData, maxPrice: "40 000 $" } as VehicleData;

  it("an unchanged copy gives today's lists", () => {
    expect(questionnaireOf([...(QUESTIONS as readonly QuestionRecord[])])).toEqual(QUESTIONNAIRE);
  });

  it("each form view's steps and the chat's numbering", () => {
    const steps = [...STEP_FIELDS.slice(0, 5), "maxPrice", ...STEP_FIELDS.slice(5)];
    expect(withQuestion.viewSteps).toEqual({ form: steps, wizard: steps });
    expect(withQuestion.steps.map((q) => q.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(withQuestion.profileFields).toEqual([...profileFields.slice(0, 13), "maxPrice", ...profileFields.slice(13)]);
    expect(withQuestion.questionNumber).toEqual({
      ...questionNumber,
      maxPrice: 13,
      contact: 14,
      name: 15,
      emailPhone: 16,
      city: 17,
      privacy: 18,
    });
    expect(withQuestion.questionCount).toBe(18);
    expect(withQuestion.chatOptional).toContain("maxPrice");
  });

  it("the dealer e-mail shows it, with its label, after the trade-in details", () => {
    const input: Record<string, string> = dealerInputOf(
      (q) => (answers as Record<string, string>)[q.key],
      { email: "marie@example.ca", phone: "514 555-1234" },
      withQuestion,
    );
    expect(input.maxPrice).toBe("40 000 $");
    const labels = { ...DEALER_LABELS, maxPrice: words };
    const fr = composeWebhookDealerEmail(input, "fr", NOW, { questionnaire: withQuestion, labels }).text.split("\n");
    expect(fr.slice(fr.indexOf("- Véhicule : Toyota Camry XLE"), fr.indexOf("- Concessionnaires sollicités : 5") + 1)).toEqual([
      "- Véhicule : Toyota Camry XLE",
      "- État : Neuf",
      "- Prix maximal : 40 000 $",
      "- Concessionnaires sollicités : 5",
    ]);
    expect(composeWebhookDealerEmail(input, "en", NOW, { questionnaire: withQuestion, labels }).text).toContain(
      "\n- Maximum price: 40 000 $\n",
    );
    // Unanswered, it is left out, like the other optional answers; without the copy, today's e-mail.
    const { maxPrice: _, ...without } = input;
    expect(composeWebhookDealerEmail(without, "fr", NOW, { questionnaire: withQuestion, labels }).text).toBe(
      composeWebhookDealerEmail(without, "fr", NOW).text,
    );
  });

  it("the payload's vehicleData carries it and the recap history names it", () => {
    const parts = vehicleParts(answers, { email: "marie@example.ca", phone: "514 555-1234" }, withQuestion);
    expect(Object.keys(parts)).toEqual(["contactData", "vehicleData"]);
    expect(Object.keys(parts.vehicleData)).toEqual(["brand", "model", "condition", "trim", "dealerships", "maxPrice"]);
    expect(parts.vehicleData.maxPrice).toBe("40 000 $");
    expect(Object.keys(parts.contactData)).toEqual(["name", "email", "phone", "city", "contactPreference", "privacy"]);
    const history = vehicleFormHistory(answers, "fr", { questionnaire: withQuestion, recap: { ...RECAP_LABELS, maxPrice: words } });
    expect(history.filter((t) => t.role === "assistant").map((t) => t.content)).toContain("Prix maximal : 40 000 $");
    expect(history.map((t) => t.content).indexOf("40 000 $")).toBe(10);
  });

  it("the app's payload builders are those same functions on the app's registry", () => {
    const step = buildStepFormPayload({ vehicleData, submissionId: "VH123456", formType: "step-by-step-vehicle-form", now: NOW });
    const parts = vehicleParts(vehicleData, { email: "marie@example.ca", phone: "514 555-1234" });
    expect({ contactData: step.contactData, vehicleData: step.vehicleData }).toEqual(parts);
    expect(JSON.stringify(step.vehicleData)).toBe(JSON.stringify(parts.vehicleData));
    expect(step.fullHistory).toEqual(vehicleFormHistory(vehicleData, "fr"));
  });
});
