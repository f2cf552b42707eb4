import type { Lang } from "#app/platform/language.ts";
import { brands, findBrand, findModel, trimsFor } from "#app/questionnaire/catalogue.ts";
import { findCity, OTHER_CITY, quebecCityNames, singleFormCities } from "#app/questionnaire/cities.ts";
import {
  CONDITIONS,
  CONTACT_METHODS,
  isDealershipCount,
  type OptionSource,
  PRIVACY_OPTIONS,
  questionOf,
  SINGLE_FORM_QUICK_PICKS,
  STEP_FIELDS,
  type StepField,
  WIZARD_QUICK_PICKS,
} from "#app/questionnaire/registry.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";

/**
 * The vehicle request (SPEC §3 vehicleData) shared by the single-page form and the wizard:
 * canonical values, the checks of SPEC §5, references, draft transitions and the mapping to a
 * `vehicle_submissions` row. The zod schemas are in vehicle-rules.ts: the pages import this module
 * for their first load, which must not carry zod (decision 027).
 * Error messages are i18n keys of the `vehicle` namespace.
 */

export {
  choiceLabelKey,
  CONDITIONS,
  CONTACT_METHODS,
  PRIVACY_OPTIONS,
  SINGLE_FORM_QUICK_PICKS,
  STEP_COUNT,
  STEP_FIELDS,
  type StepField,
  WIZARD_QUICK_PICKS,
} from "#app/questionnaire/registry.ts";
export const EMAIL_PHONE_SEPARATOR = " et ";

/** The 1-based step of a field, and back. */
export const stepOf = (field: StepField): number => questionOf(field).step;
export const fieldOfStep = (step: number): StepField | undefined => STEP_FIELDS[step - 1];

/** Why a step cannot be answered yet: the model needs the brand, the trim the brand and the model. */
export type Blocked = "brand" | "brandModel" | null;

export function blockedFor(field: StepField | undefined, answers: { brand?: string; model?: string }): Blocked {
  const q = field ? questionOf(field) : undefined;
  const needs = q && "needs" in q ? q.needs : undefined;
  if (needs === "brand" && !answers.brand) return "brand";
  if (needs === "brandModel" && (!answers.brand || !answers.model)) return "brandModel";
  return null;
}

type Lists = { quickPicks: readonly number[]; cities: readonly string[] };

/** Each form view's quick picks of dealerships and listed cities (the same 48 cities, popular first). */
export const viewLists = {
  form: { quickPicks: SINGLE_FORM_QUICK_PICKS, cities: singleFormCities },
  wizard: { quickPicks: WIZARD_QUICK_PICKS, cities: quebecCityNames },
} as const satisfies Record<"form" | "wizard", Lists>;
type Known = { brand?: string; model?: string };

/** Where each option source of the registry reads its choices. */
const optionSources: Record<OptionSource, (answers: Known, flow: Lists) => string[]> = {
  brands: () => brands.map((b) => b.name),
  conditions: () => [...CONDITIONS],
  models: (a) => (a.brand ? [...(findBrand(a.brand)?.models ?? [])] : []),
  trims: (a) => (a.brand && a.model ? [...trimsFor(a.brand, a.model)] : []),
  quickPicks: (_, flow) => flow.quickPicks.map(String),
  contactMethods: () => [...CONTACT_METHODS],
  cities: (_, flow) => [...flow.cities],
  privacy: () => [...PRIVACY_OPTIONS],
};

/** The listed choices of a step (stored values, French canonical); each flow has its own quick picks and cities. */
export function optionsFor(field: StepField | undefined, answers: Known, flow: Lists): string[] {
  const q = field ? questionOf(field) : undefined;
  return q && "options" in q ? optionSources[q.options](answers, flow) : [];
}

export const errors = {
  required: "vehicle:errors.required",
  choice: "vehicle:errors.choice",
  brand: "vehicle:errors.brand",
  custom: "vehicle:errors.custom",
  dealerships: "vehicle:errors.dealerships",
  name: "vehicle:errors.name",
  email: "vehicle:errors.email",
  phone: "vehicle:errors.phone",
  emailPhone: "vehicle:errors.emailPhone",
  tooLong: "vehicle:errors.tooLong",
} as const;

/**
 * SPEC §5: non-empty text, at sign, non-empty text, dot, non-empty text — narrowed to the characters an address can hold: "a,b@x.ca" (two recipients to a mail
 * library), quotes, brackets, semicolons and control characters are refused.
 */
const EMAIL_PATTERN = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
/** SPEC §5: at least 10 characters of digits, hyphens, parentheses and plus signs, spaces ignored. */
const PHONE_PATTERN = /^[\d\-()+]{10,}$/;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function isValidPhone(text: string): boolean {
  return PHONE_PATTERN.test(text.replace(/\s/g, ""));
}

export function isValidName(text: string): boolean {
  return text.trim().length >= 2;
}

/** SPEC §5: an integer from 1 to 100 (as typed); anything else is refused. */
export function isValidDealerships(text: string): boolean {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return false;
  return isDealershipCount(Number(t));
}

/** SPEC §3: email and phone joined by ' et '. */
export function joinEmailPhone(email: string, phone: string): string {
  return `${email.trim()}${EMAIL_PHONE_SEPARATOR}${phone.trim()}`;
}

/**
 * SPEC §3 (saved record): split on ' et ', first part email, second phone, both trimmed,
 * empty if absent. (The webhook's e-mail extraction is the looser rule of SPEC §5.)
 */
export function splitForRecord(emailPhone: string): { email: string; phone: string } {
  const [email = "", phone = ""] = emailPhone.split(EMAIL_PHONE_SEPARATOR);
  return { email: email.trim(), phone: phone.trim() };
}

/** SPEC §5 (single form): the value splits on ' et ' into exactly two non-empty parts. */
export function hasEmailAndPhone(emailPhone: string): boolean {
  const parts = emailPhone.split(EMAIL_PHONE_SEPARATOR);
  return parts.length === 2 && parts.every((p) => p.trim() !== "");
}

/** The answer a parsed step form carries (undefined = keep the current one, "" = clear it). */
export function answerFromStepForm(
  field: StepField,
  parsed: { value?: string; other?: string; email?: string; phone?: string },
): string | undefined {
  if (field === "emailPhone") return joinEmailPhone(parsed.email ?? "", parsed.phone ?? "");
  if (field === "city" && parsed.value === OTHER_CITY) return parsed.other?.trim();
  // The count is shown pre-filled: posted empty, it was emptied (SPEC §5 "an empty value clears it").
  if (questionOf(field).kind === "number") return parsed.value ?? "";
  return parsed.value;
}

/**
 * The stored form of an answer: trimmed, catalogue names for a known brand, model or city
 * ("toyota" → "Toyota", "montreal" → "Montréal"), dealerships without leading zeros.
 */
export function canonicalAnswer(field: StepField, value: string, answers: Partial<VehicleData>): string {
  const v = value.trim();
  switch (field) {
    case "brand":
      return findBrand(v)?.name ?? v;
    case "model":
      return (answers.brand && findModel(answers.brand, v)) || v;
    case "trim": {
      const listed =
        answers.brand && answers.model
          ? trimsFor(answers.brand, answers.model).find((t) => t.toLowerCase() === v.toLowerCase())
          : undefined;
      return listed ?? v;
    }
    case "city":
      return findCity(v)?.name ?? v;
    case "dealerships":
      return /^\d+$/.test(v) ? String(Number(v)) : v;
    default:
      return v;
  }
}

/** A step is complete when its answer is non-empty; step 8 also needs the ' et ' separator (SPEC §4). */
export function isStepComplete(field: StepField, answers: Partial<VehicleData>): boolean {
  const v = answers[field]?.trim() ?? "";
  if (!v) return false;
  return field === "emailPhone" ? v.includes(EMAIL_PHONE_SEPARATOR) : true;
}

/* ---------- References (SPEC §3 local records) ---------- */

/** Single form: 'VF-' + upper-case base-36 of the timestamp. */
export function singleFormRef(now: Date | number): string {
  return `VF-${Number(now).toString(36).toUpperCase()}`;
}

/** Wizard and step pages: 'VH' + last 6 digits of the timestamp (kept and reused in the draft). */
export function wizardRef(now: Date | number): string {
  return `VH${String(Number(now)).slice(-6)}`;
}

/* ---------- Drafts (DESIGN §5) ---------- */

export type DraftKind = "single" | "wizard";

/** The answers in progress bound to the visitor cookie, plus what the flow keeps alongside. */
export type VehicleDraft = {
  answers: Partial<VehicleData>;
  /** The wizard's 'VH…' reference, created on the first answer and reused. */
  ref?: string;
  /** Idempotency key of the request in progress: posting the final step twice stores one row. */
  key?: string;
  /** The last request this visitor submitted (for the success page). */
  last?: { id: number; ref: string };
};

export const emptyDraft = (): VehicleDraft => ({ answers: {} });

/** Reads a stored draft tolerantly: unknown or odd values are dropped. */
export function parseDraft(json: string | null | undefined): VehicleDraft {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    return emptyDraft();
  }
  if (!raw || typeof raw !== "object") return emptyDraft();
  const r = raw as Record<string, unknown>;
  const answers: Partial<VehicleData> = {};
  const a = (r.answers && typeof r.answers === "object" ? r.answers : {}) as Record<string, unknown>;
  for (const field of STEP_FIELDS) {
    if (typeof a[field] === "string" && a[field] !== "") answers[field] = a[field];
  }
  const draft: VehicleDraft = { answers };
  if (typeof r.ref === "string") draft.ref = r.ref;
  if (typeof r.key === "string") draft.key = r.key;
  const last = r.last as { id?: unknown; ref?: unknown } | undefined;
  if (last && typeof last.id === "number" && typeof last.ref === "string") draft.last = { id: last.id, ref: last.ref };
  return draft;
}

/**
 * Stores an answer (SPEC §4): a different brand clears model and trim, a different model clears
 * trim. The first answer of a request also fixes its reference and idempotency key.
 */
export function applyAnswer(
  draft: VehicleDraft,
  field: StepField,
  value: string,
  ctx: { now: Date | number; newKey: () => string },
): VehicleDraft {
  const answers = { ...draft.answers };
  const stored = canonicalAnswer(field, value, answers);
  if (field === "brand" && stored !== answers.brand) {
    delete answers.model;
    delete answers.trim;
  }
  if (field === "model" && stored !== answers.model) delete answers.trim;
  if (stored === "") delete answers[field];
  else answers[field] = stored;
  return { ...draft, answers, ref: draft.ref ?? wizardRef(ctx.now), key: draft.key ?? ctx.newKey() };
}

/** After a submission: the answers are cleared, the request just sent is remembered. */
export function draftAfterSubmission(last: { id: number; ref: string }): VehicleDraft {
  return { answers: {}, last };
}

/* ---------- Saving (SPEC §3 vehicle_submissions) ---------- */

/** SPEC §5 form-level rule: dealerships saved as an integer, 0 when not a number. */
export function dealershipsForSave(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isNaN(n) ? 0 : n;
}

export type VehicleFormType =
  "vehicle-consultation" | "step-by-step-vehicle-form" | "auto-submitted-vehicle-form" | "auto-test-vehicle-form";

/** The columns of a `vehicle_submissions` row (the shape db/schema.ts accepts for an insert). */
export type VehicleSubmissionInsert = {
  brand: string;
  condition: string;
  model: string;
  trim: string;
  dealerships: number;
  contact_method: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  privacy_level: string;
  request_ref: string;
  language: string;
  form_type: string;
  profile_json: string | null;
  idempotency_key: string | null;
};

/**
 * Written out on purpose, not derived from the registry: these are the spec's fixed
 * `vehicle_submissions` columns (SPEC §3, migrations never edited), with their own transforms (a
 * number of dealerships, the e-mail and phone split). A new question gets no column: its answer
 * reaches the row through `profile_json`, which holds every answer.
 */
export function toSubmissionRow(
  data: VehicleData,
  meta: { requestRef: string; formType: VehicleFormType; language: Lang; idempotencyKey: string | null },
): VehicleSubmissionInsert {
  const { email, phone } = splitForRecord(data.emailPhone);
  return {
    brand: data.brand,
    condition: data.condition,
    model: data.model,
    trim: data.trim,
    dealerships: dealershipsForSave(data.dealerships),
    contact_method: data.contact,
    name: data.name.trim(),
    email,
    phone,
    city: data.city,
    privacy_level: data.privacy,
    request_ref: meta.requestRef,
    language: meta.language,
    form_type: meta.formType,
    profile_json: JSON.stringify(data),
    idempotency_key: meta.idempotencyKey,
  };
}
