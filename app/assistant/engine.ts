import type { Lang } from "#app/domain/language.ts";
import { findBrand, trimsFor } from "#app/domain/catalogue.ts";
import { findCity } from "#app/domain/cities.ts";
import { cleanProfile, joinContactDetails, PLACEHOLDER, profileFields, type CleanProfile, type ProfileField } from "#app/domain/profile.ts";
import { findEmail, findPhone } from "#app/domain/profile.ts";
import { PRIVACY_A, PRIVACY_B } from "#app/domain/webhook-types.ts";
import { questionNumber } from "#app/domain/questionnaire.ts";
import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/domain/chat-display.ts";
import { phrases, type Phrases } from "./phrases.ts";
import {
  customName,
  exampleModels,
  findTermBudget,
  findVehicle,
  isCorrection,
  isSkip,
  norm,
  parseCity,
  parseContactMethod,
  parseDealerships,
  parseDrivetrain,
  parseName,
  parseNewUsed,
  parsePayment,
  parsePowertrain,
  parsePrivacy,
  parseTrim,
  parseYesNo,
} from "./understand.ts";

/**
 * The built-in interviewer (DESIGN §7): a deterministic state machine over the questionnaire of
 * SPEC §4. `advance()` reads one buyer message into the state; `renderReply()` writes what Sam
 * says next. Both are pure. The state is plain JSON (kept in `chat_sessions.state`, see
 * docs/decisions/002-chat-engine-state.md).
 */

export type { Lang };

/** 17 numbered questions; the trade-in details (asked only after a "yes") share number 11. */
export const QUESTION_COUNT = 17;
/** Each field's number in "Question n/17", from the questionnaire registry (app/domain/questionnaire.ts). */
export { questionNumber };

/** Questions the buyer may pass on ("je ne sais pas", "peu importe"): recorded as `---`. */
const optionalFields = new Set<ProfileField>(["trim", "powertrain", "drivetrain", "options", "color", "payment", "termBudget", "tradeInDetails"]);
/** Questions whose answer is free text: other answers are only read from them when the buyer corrects something. */
const freeTextFields = new Set<ProfileField>(["options", "color", "tradeInDetails", "name"]);
/** While these are asked, naming another brand or model changes the vehicle. */
const vehicleFields = new Set<ProfileField>(["brand", "newUsed", "model", "trim"]);

export type Answers = Partial<Record<ProfileField, string>>;

export type Note =
  | { kind: "greeting" }
  | { kind: "not-understood" }
  | { kind: "required" }
  | { kind: "out-of-range" }
  | { kind: "changed"; field: ProfileField; cleared: ProfileField[] }
  | { kind: "missing"; what: "email" | "phone" }
  | { kind: "already-done" };

export type InterviewState = {
  v: 1;
  /** Raw answers as an assistant would write them: N/U, O/N, A/B, `---` for a pass, French canonical words. */
  answers: Answers;
  email?: string;
  phone?: string;
  /** The question Sam asked last (null before the first reply: the welcome asked the brand). */
  asked: ProfileField | null;
  done: boolean;
  /** What happened on the last message, for the reply. */
  notes: Note[];
  /** Fields learned or changed by the last message (for the acknowledgement). */
  learned: ProfileField[];
  /** Sam already asked once for the missing half of e-mail/phone. */
  askedMissing?: boolean;
};

export function initialState(): InterviewState {
  return { v: 1, answers: {}, asked: null, done: false, notes: [], learned: [] };
}

/** Accepts a stored state (JSON) or starts over when it is missing or from another version. */
export function restoreState(json: unknown): InterviewState {
  const s = json as InterviewState | null;
  if (s && typeof s === "object" && s.v === 1 && s.answers && typeof s.answers === "object") {
    return { ...s, notes: Array.isArray(s.notes) ? s.notes : [], learned: Array.isArray(s.learned) ? s.learned : [] };
  }
  return initialState();
}

function contactComplete(s: InterviewState): boolean {
  if (!s.email && !s.phone) return false;
  if (s.askedMissing) return true;
  const c = s.answers.contact;
  if (c === "Courriel") return Boolean(s.email);
  if (c === "SMS") return Boolean(s.phone);
  if (c === "Les deux") return Boolean(s.email && s.phone);
  return true;
}

/** The next question: the first unanswered one in the spec's order (a known answer is never asked again). */
export function nextQuestion(s: InterviewState): ProfileField | null {
  for (const field of profileFields) {
    if (field === "tradeInDetails" && s.answers.tradeIn !== "O") continue;
    if (field === "emailPhone") {
      if (!contactComplete(s)) return field;
      continue;
    }
    if (s.answers[field] === undefined) return field;
  }
  return null;
}

type Draft = { s: InterviewState; learned: boolean; changed: boolean; fields: ProfileField[] };

function learn(d: Draft, field: ProfileField): void {
  d.learned = true;
  if (!d.fields.includes(field)) d.fields.push(field);
}

/**
 * What the buyer typed is echoed back in Sam's replies (summary, acknowledgement): it must never
 * carry the completion trigger's rocket or the onboarding-complete marker, or a buyer could end
 * the interview or forge a profile by typing them.
 */
export function defang(text: string): string {
  return text
    .replace(/🚀/gu, "")
    .replace(new RegExp(ONBOARDING_MARKER, "gi"), "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A profile complete enough to send to dealerships (the engine's own end; a model's end is checked with it). */
export function isProfileComplete(p: CleanProfile): boolean {
  return Boolean(p.brand && p.newUsed && p.model && p.dealerships && p.contact && p.name && (p.email || p.phone) && p.city && p.privacy);
}

function set(d: Draft, field: ProfileField, raw: string, allowChange: boolean): boolean {
  const value = defang(raw) || PLACEHOLDER;
  const current = d.s.answers[field];
  if (current === value) return false;
  if (current !== undefined && current !== PLACEHOLDER && !allowChange) return false;
  const cleared: ProfileField[] = [];
  d.s.answers[field] = value;
  learn(d, field);
  if (current !== undefined && current !== PLACEHOLDER) {
    d.changed = true;
    if (field === "brand") {
      for (const f of ["model", "trim"] as const) {
        if (d.s.answers[f] !== undefined) {
          delete d.s.answers[f];
          cleared.push(f);
        }
      }
    }
    if (field === "model" && d.s.answers.trim !== undefined) {
      delete d.s.answers.trim;
      cleared.push("trim");
    }
    if (field === "tradeIn" && value === "N" && d.s.answers.tradeInDetails !== undefined) {
      delete d.s.answers.tradeInDetails;
      cleared.push("tradeInDetails");
    }
    d.s.notes.push({ kind: "changed", field, cleared });
  } else if (field === "tradeIn" && value === "N") {
    delete d.s.answers.tradeInDetails;
  }
  return true;
}

function setContact(d: Draft, text: string): void {
  const email = findEmail(text);
  const phone = findPhone(text);
  if (email && email !== d.s.email) {
    d.s.email = email;
    learn(d, "emailPhone");
  }
  if (phone && phone !== d.s.phone) {
    d.s.phone = phone;
    learn(d, "emailPhone");
  }
  const joined = joinContactDetails(d.s.email, d.s.phone);
  if (joined) d.s.answers.emailPhone = joined;
}

/** Answers read anywhere in the message (several answers in one message, corrections). */
function readEverywhere(d: Draft, text: string, asked: ProfileField, correction: boolean): void {
  const n = norm(text);
  setContact(d, text);
  if (freeTextFields.has(asked) && !correction) return;

  const a = d.s.answers;
  const vehicleChange = correction || vehicleFields.has(asked);
  // Once brand and model are known, the vehicle only changes on a correction or while it is discussed.
  const vehicle = a.brand && a.model && !vehicleChange ? { brandExplicit: false } as ReturnType<typeof findVehicle> : findVehicle(text, a.brand, { acrossBrands: correction || asked === "model" });
  if (vehicle.brand && (vehicle.brandExplicit || vehicle.model)) {
    set(d, "brand", vehicle.brand, vehicleChange && (vehicle.brandExplicit || asked === "model"));
  }
  if (vehicle.model && a.brand === vehicle.brand) set(d, "model", vehicle.model, vehicleChange);
  else if (vehicle.model && a.brand && !vehicle.brand) set(d, "model", vehicle.model, vehicleChange);
  if (vehicle.trim && a.model === vehicle.model) set(d, "trim", vehicle.trim, vehicleChange);

  if (asked !== "dealerships") {
    const nu = parseNewUsed(n, false);
    if (nu) set(d, "newUsed", nu, correction);
  }
  const pt = parsePowertrain(n);
  if (pt) set(d, "powertrain", pt, correction);
  const dt = parseDrivetrain(n, false);
  if (dt) set(d, "drivetrain", dt, correction);
  const pay = parsePayment(n);
  if (pay) set(d, "payment", pay, correction);
  if (asked !== "termBudget" && asked !== "dealerships") {
    const tb = findTermBudget(text);
    if (tb) set(d, "termBudget", tb, correction);
  }
  if (asked !== "dealerships") {
    const count = parseDealerships(n, false);
    if (typeof count === "number") set(d, "dealerships", String(count), correction);
  }
  if (asked !== "contact") {
    const contact = parseContactMethod(text, false);
    if (contact) set(d, "contact", contact, correction);
  }
  if (asked !== "city") {
    const city = parseCity(text, false);
    if (city) set(d, "city", city, correction);
  }
}

type Focused = { value: string } | { skip: true } | { fail: "not-understood" | "required" | "out-of-range" } | { handled: true };

/** The answer to the question that was asked. */
function readAnswer(d: Draft, text: string, asked: ProfileField): Focused {
  const n = norm(text);
  const a = d.s.answers;
  const skip = isSkip(n);
  const passOrFail = (): Focused => (skip ? (optionalFields.has(asked) ? { skip: true } : { fail: "required" }) : { fail: "not-understood" });
  switch (asked) {
    case "brand":
      return passOrFail();
    case "newUsed": {
      const v = parseNewUsed(n, true);
      return v ? { value: v } : passOrFail();
    }
    case "model": {
      if (skip) return { fail: "required" };
      const custom = customName(text, 40);
      return custom ? { value: custom } : { fail: "not-understood" };
    }
    case "trim": {
      const trim = parseTrim(text, a.brand ?? "", a.model ?? "");
      if (trim) return { value: trim };
      if (skip) return { skip: true };
      const custom = customName(text, 30);
      return custom ? { value: custom } : { fail: "not-understood" };
    }
    case "powertrain": {
      const v = parsePowertrain(n);
      return v ? { value: v } : passOrFail();
    }
    case "drivetrain": {
      const v = parseDrivetrain(n, true);
      return v ? { value: v } : passOrFail();
    }
    case "payment": {
      const v = parsePayment(n);
      return v ? { value: v } : passOrFail();
    }
    case "options":
    case "color":
    case "tradeInDetails":
    case "termBudget": {
      if (skip || /^(non|no|nope|rien)[.!]?$/.test(n)) return { skip: true };
      const value = text.trim().replace(/\s+/g, " ");
      return value.length >= 1 && value.length <= 200 ? { value } : { fail: "not-understood" };
    }
    case "tradeIn": {
      const yn = parseYesNo(n) ?? (/(pas d'echange|no trade)/.test(n) ? "N" : undefined);
      if (!yn) return passOrFail();
      if (yn === "O" && (/\d/.test(text) || findVehicle(text).model) && text.trim().split(/\s+/).length >= 3) {
        const details = text.trim().replace(/^(oui|yes|yep|yeah|o)\b[\s,!.:-]*/i, "");
        set(d, "tradeIn", "O", true);
        set(d, "tradeInDetails", details, true);
        return { handled: true };
      }
      return { value: yn };
    }
    case "dealerships": {
      const count = parseDealerships(n, true);
      if (count === "out-of-range") return { fail: "out-of-range" };
      return count ? { value: String(count) } : passOrFail();
    }
    case "contact": {
      const v = parseContactMethod(text, true);
      return v ? { value: v } : passOrFail();
    }
    case "name": {
      // "Marie Tremblay, marie@exemple.ca, Montréal": a segment that is a city answers the city.
      for (const segment of text.split(/[,;\n]+/)) {
        const city = findCity(segment.trim());
        if (city && a.city === undefined) set(d, "city", city.name, false);
      }
      const v = parseName(text);
      if (v) return { value: v };
      return passOrFail();
    }
    case "emailPhone":
      return d.learned ? { handled: true } : passOrFail();
    case "city": {
      const v = parseCity(text, true);
      return v ? { value: v } : passOrFail();
    }
    case "privacy": {
      const v = parsePrivacy(n);
      return v ? { value: v } : passOrFail();
    }
  }
}

/** Reads one buyer message into the interview (pure: returns a new state). */
export function advance(previous: InterviewState, message: string, _lang: Lang = "fr"): InterviewState {
  const s: InterviewState = structuredClone({ ...previous, notes: [], learned: [] });
  const text = message.trim();
  if (s.done) {
    s.notes.push({ kind: "already-done" });
    return s;
  }
  const asked = s.asked ?? "brand";
  const d: Draft = { s, learned: false, changed: false, fields: [] };
  const correction = isCorrection(norm(text));
  const answeredBefore = s.answers[asked] !== undefined && asked !== "emailPhone";

  readEverywhere(d, text, asked, correction);

  // The question asked gets its own reading unless the message already answered it (or
  // corrected something else: "finalement plutôt une Honda" is not a color).
  const answeredNow = !answeredBefore && s.answers[asked] !== undefined && asked !== "emailPhone";
  let failure: Note | undefined;
  if (!answeredNow && !(d.changed && freeTextFields.has(asked))) {
    const result = readAnswer(d, text, asked);
    if ("value" in result) set(d, asked, result.value, true);
    else if ("skip" in result) set(d, asked, PLACEHOLDER, true);
    else if ("fail" in result && !d.learned) failure = { kind: result.fail };
  }

  if (asked === "emailPhone" && !contactComplete(s) && (s.email || s.phone)) {
    if (previous.notes.some((n) => n.kind === "missing") && !d.learned) {
      // Asked once for the other half and got nothing: go on with what we have.
      s.askedMissing = true;
      failure = undefined;
    } else {
      s.notes.push({ kind: "missing", what: s.email ? "phone" : "email" });
    }
  }

  s.learned = d.fields;
  if (failure) s.notes.push(failure);
  const next = nextQuestion(s);
  if (next === null) {
    s.done = true;
    s.asked = null;
    return s;
  }
  // SPEC §4 first turn: no known brand yet → the greeting that asks for it.
  if (next === "brand" && previous.asked === null) s.notes = [{ kind: "greeting" }];
  s.asked = next;
  return s;
}

function shown(value: string | undefined, field: ProfileField, p: Phrases): string {
  if (value === undefined) return "";
  if (value === PLACEHOLDER) return p.noPreference;
  if (field === "newUsed") return p.values[value === "N" ? "Neuf" : "Usagé"] ?? (value === "N" ? "Neuf" : "Usagé");
  if (field === "tradeIn") return p.values[value === "O" ? "Oui" : "Non"] ?? (value === "O" ? "Oui" : "Non");
  if (field === "privacy") {
    const full = value === "A" ? PRIVACY_A : PRIVACY_B;
    return p.values[full] ?? full;
  }
  return p.values[value] ?? value;
}

function summaryBlock(s: InterviewState, p: Phrases, title: string): string[] {
  const lines = [title];
  for (const field of profileFields) {
    const value = s.answers[field];
    if (value === undefined) continue;
    lines.push(`✅ ${p.labels[field]}${p === phrases.fr ? " : " : ": "}${shown(value, field, p)}`);
  }
  lines.push(SUMMARY_SEPARATOR);
  return lines;
}

function questionText(field: ProfileField, s: InterviewState, p: Phrases): { ask: string; examples: string } {
  const q = p.questions[field];
  const quote = (items: readonly string[]) => items.map((i) => (p === phrases.fr ? `« ${i} »` : `“${i}”`)).join(", ");
  const brand = s.answers.brand ?? "";
  const fill = (t: string) =>
    t
      .replace("{brand}", brand)
      .replace("{models}", quote(exampleModels(findBrand(brand)?.name ?? brand)))
      .replace("{trims}", quote(trimsFor(brand, s.answers.model ?? "").slice(0, 3)));
  return { ask: fill(q.ask), examples: fill(q.examples) };
}

/** The profile as the assistant announces it: raw answers, `---` where nothing was given. */
export function rawProfile(s: InterviewState): Record<ProfileField, string> {
  const out = {} as Record<ProfileField, string>;
  for (const field of profileFields) out[field] = s.answers[field] ?? PLACEHOLDER;
  out.emailPhone = joinContactDetails(s.email, s.phone) || PLACEHOLDER;
  return out;
}

/** The cleaned buyer profile of an interview (SPEC §5 rules). */
export function profileOf(s: InterviewState): CleanProfile {
  return cleanProfile(rawProfile(s));
}

function finalReply(s: InterviewState, lang: Lang): string {
  const p = phrases[lang];
  const a = s.answers;
  const vehicle = [a.brand, a.model, a.trim && a.trim !== PLACEHOLDER ? a.trim : undefined].filter(Boolean).join(" ");
  const contact = a.contact === "SMS" ? (lang === "fr" ? "par SMS" : "by SMS") : a.contact === "Les deux" ? (lang === "fr" ? "par courriel et SMS" : "by email and SMS") : lang === "fr" ? "par courriel" : "by email";
  return [
    ...summaryBlock(s, p, `📋 ${p.finalSummaryTitle}`),
    p.final({ dealerships: a.dealerships ?? "5", city: a.city ?? "", vehicle, contact }),
    "",
    `${ONBOARDING_MARKER} ${JSON.stringify(rawProfile(s))}`,
  ].join("\n");
}

/** What Sam says after `advance()` (pure). */
export function renderReply(s: InterviewState, lang: Lang): string {
  const p = phrases[lang];
  if (s.notes.some((n) => n.kind === "already-done")) return p.alreadyDone;
  if (s.done) return finalReply(s, lang);
  if (s.notes.some((n) => n.kind === "greeting") || s.asked === null) return p.greeting;
  const asked = s.asked;
  const lines = summaryBlock(s, p, `📋 Question ${questionNumber[asked]}/${QUESTION_COUNT} — ${p.summaryTitle}`);
  const visible: string[] = [];
  const changedFields = new Set(s.notes.flatMap((n) => (n.kind === "changed" ? [n.field] : [])));
  const acknowledged = profileFields.filter((f) => s.learned.includes(f) && !changedFields.has(f) && s.answers[f] !== undefined);
  if (s.learned.length) lines.push(p.noted);
  if (acknowledged.length) {
    const values = acknowledged.map((f) => (f === "emailPhone" ? joinContactDetails(s.email, s.phone) : shown(s.answers[f], f, p)));
    visible.push(p.acknowledge(values));
  }
  let examples = false;
  for (const note of s.notes) {
    if (note.kind === "changed") {
      visible.push(p.changed(p.labels[note.field], shown(s.answers[note.field], note.field, p)));
      if (note.cleared.length) visible.push(p.cleared(note.cleared.map((f) => p.labels[f])));
    } else if (note.kind === "not-understood") {
      visible.push(p.notUnderstood);
      examples = true;
    } else if (note.kind === "required") {
      visible.push(p.required);
      examples = true;
    } else if (note.kind === "out-of-range") {
      visible.push(p.outOfRange);
    } else if (note.kind === "missing") {
      visible.push(note.what === "phone" ? p.missingPhone : p.missingEmail);
    }
  }
  const q = questionText(asked, s, p);
  visible.push(q.ask);
  if (examples) visible.push(`${p.forExample}${lang === "fr" ? " : " : ": "}${q.examples}`);
  return [...lines, visible.join(" ")].join("\n");
}

/** One whole turn of the built-in interviewer. */
export function converse(state: InterviewState, message: string, lang: Lang): { state: InterviewState; reply: string } {
  const next = advance(state, message, lang);
  return { state: next, reply: renderReply(next, lang) };
}
