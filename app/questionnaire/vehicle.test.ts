import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";
import { type VehicleData } from "#app/questionnaire/types.ts";
import { fieldSchemas, invalidSteps, stepFormSchema, vehicleDataSchema } from "#app/questionnaire/vehicle-rules.ts";
import {
  answerFromStepForm,
  applyAnswer,
  blockedFor,
  canonicalAnswer,
  choiceLabelKey,
  dealershipsForSave,
  emptyDraft,
  errors,
  hasEmailAndPhone,
  isStepComplete,
  isValidEmail,
  isValidPhone,
  joinEmailPhone,
  optionsFor,
  parseDraft,
  singleFormRef,
  splitForRecord,
  STEP_FIELDS,
  toSubmissionRow,
  wizardRef,
} from "#app/questionnaire/vehicle.ts";
import { splitEmailPhone } from "#app/questionnaire/webhook-payloads.ts";
import en from "#app/questionnaire/words.en.ts";
import fr from "#app/questionnaire/words.fr.ts";

const complete: VehicleData = {
  brand: "Toyota",
  condition: "Neuf",
  model: "Camry",
  trim: "XLE",
  dealerships: "5",
  contact: "Courriel",
  name: "Marie Tremblay",
  emailPhone: "marie@courriel.ca et 514-555-1234",
  city: "Montréal",
  privacy: PRIVACY_A,
};

/** The i18n key an invalid value of one field produces. */
function messageFor(field: keyof typeof fieldSchemas, value: unknown): string | undefined {
  const r = fieldSchemas[field].safeParse(value);
  return r.success ? undefined : r.error.issues[0].message;
}

/** The French text of an i18n key of the vehicle namespace. */
function french(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return key
    .replace(/^vehicle:/, "")
    .split(".")
    .reduce<any>((o, k) => o?.[k], fr);
}

describe("the spec's messages (SPEC §5)", () => {
  it("are the spec's French texts, with English twins", () => {
    expect(fr.errors.name).toBe("Le nom doit contenir au moins 2 caractères");
    expect(fr.errors.email).toBe("Veuillez entrer une adresse email valide");
    expect(fr.errors.phone).toBe("Veuillez entrer un numéro de téléphone valide");
    expect(fr.emailValid).toBe("Email valide");
    expect(fr.phoneValid).toBe("Téléphone valide");
    expect(en.errors.name).toMatch(/at least 2 characters/);
    for (const key of Object.values(errors)) {
      expect(french(key), key).toBeTypeOf("string");
    }
  });
});

describe("name", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(french(messageFor("name", "A"))).toBe("Le nom doit contenir au moins 2 caractères");
    expect(french(messageFor("name", "  A  "))).toBe("Le nom doit contenir au moins 2 caractères");
    expect(french(messageFor("name", ""))).toBe("Le nom doit contenir au moins 2 caractères");
    expect(french(messageFor("name", undefined))).toBe("Le nom doit contenir au moins 2 caractères");
    expect(messageFor("name", "Al")).toBeUndefined();
    expect(fieldSchemas.name.parse("  Jo  ")).toBe("Jo");
  });
});

describe("email", () => {
  it("matches text @ text . text", () => {
    for (const ok of ["a@b.c", "marie.tremblay@example.qc.ca", " x@y.io "]) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ["", "a@b", "@b.c", "a@.c", "a@b.", "a b@c.d", "ab.c", "a@@b.c"]) expect(isValidEmail(bad), bad).toBe(false);
    const schema = stepFormSchema("emailPhone");
    const r = schema.safeParse({ email: "pas-un-courriel", phone: "514 555 1234" });
    expect(r.success).toBe(false);
    expect(french(r.error!.issues[0].message)).toBe("Veuillez entrer une adresse email valide");
  });
});

describe("phone", () => {
  it("needs 10 characters of digits, hyphens, parentheses, plus signs, spaces ignored", () => {
    for (const ok of ["5145551234", "514-555-1234", "(514) 555-1234", "+1 514 555 1234", "514 555 12 34"])
      expect(isValidPhone(ok), ok).toBe(true);
    // 9 digits with spaces: spaces do not count.
    for (const bad of ["", "514 555 123", "514-555-12a4", "phone", "514.555.1234", "123456789"]) expect(isValidPhone(bad), bad).toBe(false);
    const r = stepFormSchema("emailPhone").safeParse({ email: "a@b.ca", phone: "555" });
    expect(french(r.error!.issues[0].message)).toBe("Veuillez entrer un numéro de téléphone valide");
  });
});

describe("emailPhone", () => {
  it("is email and phone joined by ' et ' and complete only with the separator", () => {
    expect(joinEmailPhone(" a@b.ca ", " 514 555 1234 ")).toBe("a@b.ca et 514 555 1234");
    expect(hasEmailAndPhone("a@b.ca et 5145551234")).toBe(true);
    expect(hasEmailAndPhone("a@b.ca")).toBe(false);
    expect(hasEmailAndPhone("a@b.ca et ")).toBe(false);
    expect(hasEmailAndPhone(" et 5145551234")).toBe(false);
    expect(hasEmailAndPhone("a et b et c")).toBe(false);
    expect(isStepComplete("emailPhone", { emailPhone: "a@b.ca" })).toBe(false);
    expect(isStepComplete("emailPhone", { emailPhone: "a@b.ca et 5145551234" })).toBe(true);
    expect(french(messageFor("emailPhone", "a@b.ca"))).toBe(fr.errors.emailPhone);
    expect(french(messageFor("emailPhone", "nope et 5145551234"))).toBe(fr.errors.email);
    expect(french(messageFor("emailPhone", "a@b.ca et 12"))).toBe(fr.errors.phone);
    expect(messageFor("emailPhone", complete.emailPhone)).toBeUndefined();
  });

  it("is split for the saved record on ' et ': email first, phone second, trimmed, empty if absent", () => {
    expect(splitForRecord("marie@courriel.ca et 514-555-1234")).toEqual({ email: "marie@courriel.ca", phone: "514-555-1234" });
    expect(splitForRecord("  marie@courriel.ca   et   514 555 1234 ")).toEqual({ email: "marie@courriel.ca", phone: "514 555 1234" });
    expect(splitForRecord("marie@courriel.ca")).toEqual({ email: "marie@courriel.ca", phone: "" });
    expect(splitForRecord("")).toEqual({ email: "", phone: "" });
  });
});

describe("emailPhone and the webhook's e-mail extraction (shared helper)", () => {
  it("extracts the same e-mail and phone from what the forms store", () => {
    const email = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,10}@[a-z0-9]{1,8}\.(ca|com|qc\.ca|org)$/);
    const phone = fc.stringMatching(/^\+?[0-9()-]{3,6}( [0-9()-]{3,6}){0,2}$/).filter(isValidPhone);
    fc.assert(
      fc.property(email, phone, (e, p) => {
        const stored = joinEmailPhone(e, p);
        expect(vehicleDataSchema.shape.emailPhone.safeParse(stored).success).toBe(true);
        const forRecord = splitForRecord(stored);
        expect(forRecord).toEqual({ email: e, phone: p });
        expect(splitEmailPhone(stored, { wholeTextIfAt: true })).toEqual(forRecord);
        expect(splitEmailPhone(stored)).toEqual(forRecord);
      }),
    );
  });

  it("follows SPEC §5 on the spec's cases", () => {
    expect(splitEmailPhone("marie@courriel.ca et 514-555-1234")).toEqual({ email: "marie@courriel.ca", phone: "514-555-1234" });
    expect(splitEmailPhone("a@b.c et 5145551234")).toEqual({ email: "a@b.c", phone: "5145551234" });
    expect(splitEmailPhone("a@b", { wholeTextIfAt: true }).email).toBe("a@b");
    expect(splitEmailPhone("a@b").email).toBe("");
    expect(splitEmailPhone("514 555 1234")).toEqual({ email: "", phone: "514 555 1234" });
  });
});

describe("choices", () => {
  it("accepts only the French canonical values", () => {
    expect(messageFor("condition", "Neuf")).toBeUndefined();
    expect(messageFor("condition", "Usagé")).toBeUndefined();
    expect(messageFor("condition", "New")).toBe(errors.choice);
    for (const c of ["Courriel", "SMS", "Les deux"]) expect(messageFor("contact", c), c).toBeUndefined();
    expect(messageFor("contact", "Email")).toBe(errors.choice);
    expect(messageFor("privacy", PRIVACY_A)).toBeUndefined();
    expect(messageFor("privacy", PRIVACY_B)).toBeUndefined();
    expect(PRIVACY_A).toBe("A) Partager mes infos avec les concessionnaires gagnants seulement");
    expect(PRIVACY_B).toBe("B) Ne pas partager - Sam relaie tout");
    expect(messageFor("privacy", "A")).toBe(errors.choice);
    expect(messageFor("brand", "Toyota")).toBeUndefined();
    expect(messageFor("brand", "toyota")).toBeUndefined();
    expect(messageFor("brand", "Trabant")).toBe(errors.brand);
  });

  it("label keys translate choices without changing the stored value", () => {
    expect(choiceLabelKey("condition", "Usagé")).toBe("vehicle:values.condition.used");
    expect(choiceLabelKey("contact", "Les deux")).toBe("vehicle:values.contact.both");
    expect(choiceLabelKey("privacy", PRIVACY_B)).toBe("vehicle:values.privacy.b");
    expect(choiceLabelKey("brand", "Toyota")).toBeUndefined();
    expect(fr.values.privacy.a).toBe(PRIVACY_A);
    expect(fr.values.privacy.b).toBe(PRIVACY_B);
  });
});

describe("custom entries", () => {
  it("model, trim and city must be non-empty after trimming", () => {
    for (const f of ["model", "trim", "city"] as const) {
      expect(messageFor(f, "   "), f).toBe(errors.custom);
      expect(messageFor(f, undefined), f).toBe(errors.custom);
      expect(messageFor(f, "Mon modèle"), f).toBeUndefined();
    }
  });

  it("are stored trimmed, with catalogue spellings when known", () => {
    expect(canonicalAnswer("brand", " toyota ", {})).toBe("Toyota");
    expect(canonicalAnswer("model", "rav4", { brand: "Toyota" })).toBe("RAV4");
    expect(canonicalAnswer("model", " Supra ", { brand: "Toyota" })).toBe("Supra");
    expect(canonicalAnswer("trim", "xle", { brand: "Toyota", model: "Camry" })).toBe("XLE");
    expect(canonicalAnswer("city", "montreal", {})).toBe("Montréal");
    expect(canonicalAnswer("city", " Saint-Sauveur ", {})).toBe("Saint-Sauveur");
    expect(canonicalAnswer("dealerships", "05", {})).toBe("5");
  });
});

describe("dealerships", () => {
  it("accepts only an integer from 1 to 100", () => {
    for (const ok of ["1", "3", "100", " 20 "]) expect(messageFor("dealerships", ok), ok).toBeUndefined();
    for (const bad of ["0", "101", "2.5", "-3", "", "cinq", "1e2"]) expect(messageFor("dealerships", bad), bad).toBe(errors.dealerships);
  });

  it("is saved as an integer, 0 when not a number", () => {
    expect(dealershipsForSave("5")).toBe(5);
    expect(dealershipsForSave("abc")).toBe(0);
    expect(dealershipsForSave("")).toBe(0);
    expect(dealershipsForSave(undefined)).toBe(0);
  });
});

describe("vehicleData schema", () => {
  it("accepts a complete request and lists the invalid steps of an incomplete one", () => {
    expect(vehicleDataSchema.parse(complete)).toEqual(complete);
    expect(invalidSteps(complete)).toEqual([]);
    const { model: _m, emailPhone: _e, ...partial } = complete;
    expect(vehicleDataSchema.safeParse(partial).success).toBe(false);
    expect(invalidSteps({ ...partial, emailPhone: "x@y.ca" })).toEqual([3, 8]);
    expect(STEP_FIELDS).toHaveLength(10);
  });
});

describe("step forms (conform)", () => {
  const form = (entries: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(entries)) fd.append(k, v);
    return fd;
  };

  it("parse a choice, a typed entry and the email/phone pair", () => {
    const brand = parseWithZod(form({ value: "Toyota" }), { schema: stepFormSchema("brand") });
    expect(brand.status).toBe("success");
    const ep = parseWithZod(form({ email: "a@b.ca", phone: "514 555 1234" }), { schema: stepFormSchema("emailPhone") });
    expect(ep.status === "success" && answerFromStepForm("emailPhone", ep.value)).toBe("a@b.ca et 514 555 1234");
    const name = parseWithZod(form({ value: "A" }), { schema: stepFormSchema("name") });
    expect(name.status).toBe("error");
    expect(name.reply().error?.value).toEqual([errors.name]);
  });

  it("let 'Suivant' keep an existing choice, but never an emptied name", () => {
    const keep = parseWithZod(form({ intent: "next" }), { schema: stepFormSchema("model", { hasAnswer: true }) });
    expect(keep.status === "success" && answerFromStepForm("model", keep.value)).toBeUndefined();
    const none = parseWithZod(form({ intent: "next" }), { schema: stepFormSchema("model", { hasAnswer: false }) });
    expect(none.status).toBe("error");
    const name = parseWithZod(form({ value: "" }), { schema: stepFormSchema("name", { hasAnswer: true }) });
    expect(name.status).toBe("error");
  });

  it("clear an emptied dealership count (SPEC §5), but require one when there is none", () => {
    const cleared = parseWithZod(form({ value: "" }), { schema: stepFormSchema("dealerships", { hasAnswer: true }) });
    expect(cleared.status === "success" && answerFromStepForm("dealerships", cleared.value)).toBe("");
    const draft = applyAnswer({ answers: { dealerships: "5" } }, "dealerships", "", { now: 1, newKey: () => "k" });
    expect(draft.answers.dealerships).toBeUndefined();
    const none = parseWithZod(form({ value: "" }), { schema: stepFormSchema("dealerships") });
    expect(none.status).toBe("error");
    expect(none.reply().error?.value).toEqual([errors.dealerships]);
  });

  it("take the single form's 'Autre' city from its own field, never 'Autre' itself", () => {
    const typed = parseWithZod(form({ value: "Autre", other: " Saint-Sauveur " }), { schema: stepFormSchema("city") });
    expect(typed.status === "success" && answerFromStepForm("city", typed.value)).toBe("Saint-Sauveur");
    const blank = parseWithZod(form({ value: "Autre", other: "" }), { schema: stepFormSchema("city") });
    expect(blank.status).toBe("error");
    expect(blank.reply().error?.other).toEqual([errors.custom]);
    const listed = parseWithZod(form({ value: "Joliette" }), { schema: stepFormSchema("city") });
    expect(listed.status === "success" && answerFromStepForm("city", listed.value)).toBe("Joliette");
  });
});

describe("references (SPEC §3)", () => {
  const t = new Date("2025-03-14T15:09:26.535Z").getTime();
  it("single form: 'VF-' + upper-case base-36 of the timestamp", () => {
    expect(singleFormRef(t)).toBe(`VF-${t.toString(36).toUpperCase()}`);
    expect(singleFormRef(new Date(t))).toMatch(/^VF-[0-9A-Z]+$/);
  });
  it("wizard: 'VH' + last 6 digits of the timestamp", () => {
    expect(wizardRef(t)).toBe(`VH${String(t).slice(-6)}`);
    expect(wizardRef(1741964966535)).toBe("VH966535");
  });
});

describe("drafts", () => {
  const ctx = { now: 1741964966535, newKey: () => "key-1234-5678" };

  it("a brand change clears model and trim; a model change clears trim", () => {
    let d = applyAnswer(emptyDraft(), "brand", "Toyota", ctx);
    d = applyAnswer(d, "model", "Camry", ctx);
    d = applyAnswer(d, "trim", "XLE", ctx);
    d = applyAnswer(d, "condition", "Neuf", ctx);
    expect(applyAnswer(d, "brand", "Toyota", ctx).answers).toMatchObject({ model: "Camry", trim: "XLE" });
    const honda = applyAnswer(d, "brand", "Honda", ctx);
    expect(honda.answers).toEqual({ brand: "Honda", condition: "Neuf" });
    const corolla = applyAnswer(d, "model", "Corolla", ctx);
    expect(corolla.answers).toEqual({ brand: "Toyota", model: "Corolla", condition: "Neuf" });
  });

  it("keeps the reference and key of the first answer", () => {
    const d = applyAnswer(emptyDraft(), "brand", "Toyota", ctx);
    expect(d.ref).toBe("VH966535");
    expect(d.key).toBe("key-1234-5678");
    const e = applyAnswer(d, "condition", "Neuf", { now: 1, newKey: () => "other-key-0000" });
    expect(e.ref).toBe("VH966535");
    expect(e.key).toBe("key-1234-5678");
  });

  it("survive a round trip and shrug off garbage", () => {
    const d = { answers: { brand: "Toyota" }, ref: "VH123456", key: "abc-def-123", last: { id: 3, ref: "VH000001" } };
    expect(parseDraft(JSON.stringify(d))).toEqual(d);
    expect(parseDraft("not json")).toEqual({ answers: {} });
    expect(parseDraft(JSON.stringify({ answers: { brand: 4, color: "red", name: "Al" } }))).toEqual({ answers: { name: "Al" } });
    expect(parseDraft(null)).toEqual({ answers: {} });
  });
});

describe("saved record (SPEC §3 vehicle_submissions)", () => {
  it("maps vehicleData to the row, splitting emailPhone and saving dealerships as an integer", () => {
    const row = toSubmissionRow(complete, {
      requestRef: "VH966535",
      formType: "step-by-step-vehicle-form",
      language: "en",
      idempotencyKey: "k-123456789",
    });
    expect(row).toMatchObject({
      brand: "Toyota",
      condition: "Neuf",
      model: "Camry",
      trim: "XLE",
      dealerships: 5,
      contact_method: "Courriel",
      name: "Marie Tremblay",
      email: "marie@courriel.ca",
      phone: "514-555-1234",
      city: "Montréal",
      privacy_level: PRIVACY_A,
      request_ref: "VH966535",
      language: "en",
      form_type: "step-by-step-vehicle-form",
      idempotency_key: "k-123456789",
    });
    expect(JSON.parse(row.profile_json!)).toEqual(complete);
    expect(
      toSubmissionRow(
        { ...complete, dealerships: "beaucoup" },
        { requestRef: "x", formType: "vehicle-consultation", language: "fr", idempotencyKey: null },
      ).dealerships,
    ).toBe(0);
  });
});

describe("a step's choices and blocks (both flows)", () => {
  const flow = { quickPicks: [3, 5], cities: ["Laval", "Autre"] };
  it("lists the flow's own quick picks and cities, the shared lists otherwise", () => {
    expect(optionsFor("dealerships", {}, flow)).toEqual(["3", "5"]);
    expect(optionsFor("city", {}, flow)).toEqual(["Laval", "Autre"]);
    expect(optionsFor("condition", {}, flow)).toEqual(["Neuf", "Usagé"]);
    expect(optionsFor("model", {}, flow)).toEqual([]);
    expect(optionsFor("name", {}, flow)).toEqual([]);
  });
  it("blocks the model without a brand and the trim without a brand and a model", () => {
    expect(blockedFor("model", {})).toBe("brand");
    expect(blockedFor("trim", { brand: "Toyota" })).toBe("brandModel");
    expect(blockedFor("trim", { brand: "Toyota", model: "Corolla" })).toBeNull();
    expect(blockedFor(undefined, {})).toBeNull();
  });
});
