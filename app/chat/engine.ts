import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/chat/display.ts";
import {
  customName,
  exampleModels,
  findAlternatives,
  findCities,
  findColorClause,
  findColorRun,
  findMakes,
  findModelHit,
  findNameInText,
  findOptionClauses,
  findTermBudget,
  findTopic,
  findTradeIn,
  hasContrast,
  isCorrection,
  isHelp,
  isQuestion,
  isSkip,
  mentionsColor,
  mentionsOption,
  modelAfterMake,
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
  VEHICLE_KIND,
  withoutHedges,
  withoutNegated,
  withoutTradeClauses,
} from "#app/chat/understand.ts";
import frAssistant from "#app/chat/words.assistant.fr.ts";
import { COLON, type Lang } from "#app/platform/language.ts";
import { containsWords } from "#app/platform/text.ts";
import { type FixedT, fixedT } from "#app/platform/texts.ts";
import { canonicalIn } from "#app/questionnaire/answer-values.ts";
import { findBrand, trimsFor } from "#app/questionnaire/catalogue.ts";
import { findCity } from "#app/questionnaire/cities.ts";
import {
  cleanProfile,
  type CleanProfile,
  findEmail,
  findPhone,
  joinContactDetails,
  PLACEHOLDER,
  type ProfileField,
  profileFields,
} from "#app/questionnaire/profile.ts";
import {
  chatChoicesOf,
  CONTACT_METHODS,
  DEALERSHIPS,
  DRIVETRAINS,
  PAYMENTS,
  POWERTRAINS,
  PRIVACY_A,
  PRIVACY_B,
  QUESTION_COUNT,
  QUESTIONNAIRE,
  questionNumber,
} from "#app/questionnaire/registry.ts";

/**
 * The built-in interviewer (DESIGN §7): a deterministic state machine over the questionnaire of
 * SPEC §4. `advance()` reads one buyer message into the state; `renderReply()` writes what Sam
 * says next. Both are pure. The state is plain JSON (kept in `chat_sessions.state`, see
 * docs/decisions/005-chat-interview-state.md).
 */

export type { Lang };

/**
 * "Question n/17": each field's number and the count, from the questionnaire registry
 * (app/questionnaire/registry.ts; the trade-in details, asked only after a "yes", share number 11).
 */
export { QUESTION_COUNT, questionNumber };

/** Questions the buyer may pass on ("je ne sais pas", "peu importe"): recorded as `---` (registry `chat.optional`). */
const optionalFields: ReadonlySet<ProfileField> = new Set(QUESTIONNAIRE.chatOptional as readonly ProfileField[]);
/** Questions whose answer is free text (kept as typed; registry `chat.typed`). */
const freeTextFields: ReadonlySet<ProfileField> = new Set(QUESTIONNAIRE.chatTyped as readonly ProfileField[]);
/** While these are asked, naming another brand or model changes the vehicle. */
const vehicleFields: ReadonlySet<ProfileField> = new Set(QUESTIONNAIRE.chatVehicle as readonly ProfileField[]);

export type Answers = Partial<Record<ProfileField, string>>;

export type Note =
  | { kind: "greeting" }
  | { kind: "not-understood" }
  | { kind: "required" }
  | { kind: "out-of-range" }
  | { kind: "changed"; field: ProfileField; cleared: ProfileField[] }
  | { kind: "missing"; what: "email" | "phone" }
  | { kind: "already-done" }
  /** A question back answered from the knowledge base (decision 054): the entry's answer in the chat's language. */
  | { kind: "answer"; slug: string; text: string; link: string }
  /** A question back the knowledge base cannot answer yet (recorded for the team). */
  | { kind: "unknown-question" }
  | { kind: "help"; field: ProfileField }
  | { kind: "offer"; field: ProfileField }
  | { kind: "confirm-brand"; brand: string }
  | { kind: "which-city"; cities: string[] };

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
  /** Two places were named for the city: the ones to choose from. */
  cityChoices?: string[];
  /** A make Sam does not know, waiting for the buyer's "yes". */
  brandCandidate?: string;
  /** Messages in a row that did not answer the same question (two → its choices are offered). */
  misses?: { field: ProfileField; count: number };
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

/**
 * What a reader (the built-in one below, or a model) makes of one buyer message: a few commands
 * that `execute()` validates and applies. No command can skip the questionnaire's order, store an
 * invalid value or end the interview early: the engine alone decides what comes next.
 */
export type Command =
  | { op: "set"; field: ProfileField; value: string }
  | { op: "correct"; field: ProfileField; value: string }
  | { op: "no-preference"; field: ProfileField }
  | { op: "contact"; email?: string; phone?: string }
  | { op: "ask"; question: string; reply?: KnowledgeReply }
  | { op: "help" }
  | { op: "which-city"; cities: string[] }
  | { op: "propose-brand"; value: string }
  | { op: "unclear"; reason: "not-understood" | "required" | "out-of-range" };

/**
 * What the knowledge base answered a question back (decision 054). The server resolves every
 * `ask` command before `execute()` (app/chat/knowledge/knowledge.server.ts `answerQuestion`);
 * a question left unresolved, or answered below the confidence threshold, is "not known yet".
 */
export type KnowledgeReply = { slug: string; answer: string; link: string; confident: boolean };

/** A synchronous lookup of the knowledge base (tests, and the server once its index is at hand). */
export type KnowledgeLookup = (question: string, lang: Lang) => KnowledgeReply | undefined;

/** The `ask` commands answered by `lookup` (those already answered are kept as they are). */
export function resolveAsks(commands: readonly Command[], lang: Lang, lookup: KnowledgeLookup | undefined): Command[] {
  if (!lookup) return [...commands];
  return commands.map((c) => (c.op === "ask" && !c.reply ? { ...c, reply: lookup(c.question, lang) } : c));
}

// The closed answers come from the questionnaire registry: one definition.
const CONTACTS = CONTACT_METHODS;

/** Whether a raw answer is acceptable for a field (the same rules whoever read the message). */
export function isValidAnswer(field: ProfileField, value: string): boolean {
  if (value === PLACEHOLDER) return optionalFields.has(field);
  // A closed question (registry `chatChoices`: powertrain, drivetrain, payment, contact) takes its choices only.
  const choices = chatChoicesOf(field);
  if (choices) return choices.includes(value);
  switch (field) {
    case "newUsed":
      return value === "N" || value === "U";
    case "tradeIn":
      return value === "O" || value === "N";
    case "privacy":
      return value === "A" || value === "B";
    case "dealerships":
      return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
    case "emailPhone":
      return false; // only through the contact command, which checks the patterns
    default: {
      const v = defang(value);
      return v.length >= 1 && v.length <= 200 && !/[<>]|https?:|www\./i.test(v);
    }
  }
}

type Draft = { s: InterviewState; learned: boolean; changed: boolean; fields: ProfileField[]; cmds: Command[] };

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
  return text.replace(/🚀/gu, "").replace(new RegExp(ONBOARDING_MARKER, "gi"), "").replace(/\s+/g, " ").trim();
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
  const corrected = current !== undefined && current !== PLACEHOLDER;
  d.cmds.push(value === PLACEHOLDER ? { op: "no-preference", field } : { op: corrected ? "correct" : "set", field, value });
  if (corrected) {
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

function setContact(d: Draft, email: string | undefined, phone: string | undefined): void {
  let changed = false;
  if (email && email !== d.s.email) {
    d.s.email = email;
    learn(d, "emailPhone");
    changed = true;
  }
  if (phone && phone !== d.s.phone) {
    d.s.phone = phone;
    learn(d, "emailPhone");
    changed = true;
  }
  if (changed) d.cmds.push({ op: "contact", ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
  const joined = joinContactDetails(d.s.email, d.s.phone);
  if (joined) d.s.answers.emailPhone = joined;
}

/** The make as the buyer will see it: the catalogue's spelling, or the typed name in title case. */
function makeName(name: string): string {
  return (
    findBrand(name)?.name ??
    name.replace(/\S+/g, (w) => (w.length <= 3 && w === w.toUpperCase() ? w : w.charAt(0).toUpperCase() + w.slice(1)))
  );
}

/** Brand, model and trim named in the text (trade-in clauses aside). */
function readVehicle(d: Draft, text: string, asked: ProfileField, correction: boolean): void {
  const a = d.s.answers;
  const vehicleChange = correction || vehicleFields.has(asked);
  if (a.brand && a.model && !vehicleChange) return;
  const wanted = withoutTradeClauses(text);
  const makes = findMakes(wanted, asked === "brand" || correction);
  const explicit = makes[0]?.name;
  const pool = explicit ? [explicit] : a.brand ? [a.brand] : [];
  const hit = findModelHit(wanted, pool, !explicit && (correction || asked === "model" || !a.brand)) ?? (explicit ? undefined : undefined);
  const brand = explicit ?? hit?.brand;
  if (brand) {
    const change = vehicleChange && (Boolean(explicit) || asked === "model" || correction);
    if (brand !== a.brand) set(d, "brand", makeName(brand), change || a.brand === undefined);
  }
  if (hit && (a.brand === hit.brand || (!hit.brand && a.brand))) {
    set(d, "model", hit.model, vehicleChange);
  } else if (!hit && explicit && a.brand === makeName(explicit) && (a.model === undefined || correction)) {
    // A make followed by a model we do not list ("chevy bolt"): the model as typed.
    const typed = modelAfterMake(wanted, explicit);
    if (typed) set(d, "model", typed, correction);
  }
  // "GS ou GT peu importe": the buyer would take either trim; a dealer quotes both.
  const alternatives = asked === "trim" && a.model && !hit ? findAlternatives(text) : undefined;
  if (alternatives) {
    set(d, "trim", alternatives, true);
    return;
  }
  if (a.model && (hit || asked === "trim" || asked === "model")) {
    // "Land trim", "version Preferred": a trim named as such, even one the catalogue lacks.
    const named =
      wanted.match(/(?:^|[\s,])([\p{L}\d-]{2,20})\s+(?:trim|edition|package)\b/iu)?.[1] ??
      wanted.match(/\b(?:version|trim|finition)\s+([\p{L}\d-]{2,20})/iu)?.[1];
    const trim =
      findTrim(wanted, a.brand ?? "", a.model, hit) ??
      (named && !/^(the|a|la|le|une?)$/i.test(named) && !isSkip(norm(named)) ? named : undefined) ??
      (hit && a.trim === undefined ? trimCodeAfter(wanted, hit) : undefined);
    if (trim) set(d, "trim", trim, vehicleChange && Boolean(hit));
  }
}

/** Words that follow a model without being its trim ("rav4 pour ma femme", "civic si possible", "tacoma 4x4"). */
const NOT_A_TRIM =
  /^(le|la|les|de|du|des|en|et|ou|a|an|the|for|in|on|or|and|to|pour|avec|with|sur|pas|not|no|si|if|svp|pls|ou|new|used|neuf|neuve|usage|usagee|usager|awd|fwd|rwd|4wd|4x4|ev|gas|gaz|hev|phev|hybrid|hybride|is|est|qui|que|car|auto|truck|suv|vus|my|mon|ma|max|min|km|ans|year|years|mois)$/;

/** A short trim code typed right after the model, in lower case too ("kia telluride sx awd", "civic ex"). */
function trimCodeAfter(text: string, hit: { at: number; width: number }): string | undefined {
  const words = text
    .slice(hit.at)
    .split(/[\s,;.!?]+/)
    .filter(Boolean);
  const next = words[hit.width];
  if (!next || !/^[a-z]{1,3}\d{0,2}[+]?(-[a-z])?$/i.test(next)) return undefined;
  const n = norm(next);
  if (NOT_A_TRIM.test(n) || mentionsColor(n) || /^(19|20)\d{2}$/.test(n)) return undefined;
  return next.toUpperCase();
}

/** A trim named anywhere in the message (short trims such as "XLE", "EX" only in capitals). */
function findTrim(text: string, brand: string, model: string, hit?: { at: number }): string | undefined {
  const rest = hit ? text.slice(hit.at) : text;
  const modelKey = norm(model);
  let best: string | undefined;
  for (const trim of trimsFor(brand, model)) {
    if (trim.length < 2 || norm(trim) === modelKey) continue;
    const short = trim.replace(/[^A-Za-z0-9]/g, "").length <= 3;
    const found = short
      ? new RegExp(`(^|[^A-Za-z0-9])${trim.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z0-9])`).test(rest)
      : containsWords(rest.replace(new RegExp(model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"), " "), trim);
    if (found && (!best || trim.length > best.length)) best = trim;
  }
  return best;
}

/** Answers read anywhere in the message (several answers in one message, corrections). */
function readEverywhere(d: Draft, text: string, asked: ProfileField, correction: boolean): void {
  const n = norm(text);
  setContact(d, findEmail(text), findPhone(text));
  if ((asked === "name" || asked === "tradeInDetails") && !correction) return;

  readVehicle(d, text, asked, correction);
  if (asked !== "dealerships") {
    const nu = parseNewUsed(withoutNegated(n), false);
    if (nu) set(d, "newUsed", nu, correction);
  }
  const pt = parsePowertrain(n);
  if (pt) set(d, "powertrain", pt, correction);
  const dt = parseDrivetrain(n, false);
  if (dt) set(d, "drivetrain", dt, correction);
  const pay = parsePayment(n);
  if (pay) set(d, "payment", pay, correction);
  if (asked !== "termBudget" && asked !== "dealerships" && asked !== "options" && asked !== "color") {
    const tb = findTermBudget(withoutTradeClauses(text));
    if (tb) set(d, "termBudget", tb, correction);
  }
  if (asked !== "tradeIn") {
    const trade = findTradeIn(text);
    if (trade) {
      set(d, "tradeIn", trade.answer, correction);
      if (trade.details && d.s.answers.tradeIn === "O") set(d, "tradeInDetails", trade.details, correction);
    }
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
  if (asked !== "options" && asked !== "color") {
    // A run-on message without commas ("… awd gas black or dark grey financing …"): its colour words.
    const color = findColorClause(text) ?? (text.split(/\s+/).length >= 12 && !/[,;.]/.test(text) ? findColorRun(text) : undefined);
    if (color && d.s.answers.color === undefined) set(d, "color", color, false);
    const options = findOptionClauses(text);
    if (options && d.s.answers.options === undefined) set(d, "options", options, false);
  }
  if (asked !== "name") {
    const name = findNameInText(text);
    if (name && d.s.answers.name === undefined) set(d, "name", name, false);
  }
}

type Focused =
  { candidate: string } | { value: string } | { skip: true } | { fail: "not-understood" | "required" | "out-of-range" } | { handled: true };

/** The answer to the question that was asked. */
function readAnswer(d: Draft, text: string, asked: ProfileField): Focused {
  const n = norm(text);
  const a = d.s.answers;
  const skip = isSkip(n) && !(freeTextFields.has(asked) && hasContrast(n));
  const passOrFail = (): Focused =>
    skip ? (optionalFields.has(asked) ? { skip: true } : { fail: "required" }) : { fail: "not-understood" };
  switch (asked) {
    case "brand": {
      if (skip || isHelp(n)) return passOrFail();
      const custom = customName(text, 30);
      // A make we do not know, typed on its own: kept as typed (and confirmed back).
      if (
        custom &&
        custom.split(/\s+/).length <= 3 &&
        /^[\p{L}][\p{L}' -]*[\p{L}0-9]$/u.test(custom) &&
        !isQuestion(n) &&
        !GREETING.test(n)
      )
        return { candidate: makeName(custom) };
      return passOrFail();
    }
    case "newUsed": {
      const v = parseNewUsed(withoutNegated(n), true);
      return v ? { value: v } : passOrFail();
    }
    case "model": {
      if (skip) return { fail: "required" };
      const custom = customName(text, 40);
      return custom && !isQuestion(n) && !isHelp(n) ? { value: custom } : { fail: "not-understood" };
    }
    case "trim": {
      const trim = parseTrim(text, a.brand ?? "", a.model ?? "");
      if (trim) return { value: trim };
      if (skip) return { skip: true };
      const custom = customName(text, 30);
      return custom && !isQuestion(n) ? { value: custom } : { fail: "not-understood" };
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
      if (skip || /^(non|no|nope|rien|non merci|no thanks)[.!]?$/.test(n)) return { skip: true };
      if (FILLER_ANSWER.test(n)) return { fail: "not-understood" };
      // "green please", "rouge svp": the answer without its politeness (a budget keeps its words: "max", "around").
      const value = (asked === "termBudget" ? text.trim() : withoutHedges(text)).replace(/\s+/g, " ");
      return value.length >= 1 && value.length <= 200 ? { value } : { fail: "not-understood" };
    }
    case "tradeIn": {
      const trade = findTradeIn(text);
      const yn = trade?.answer ?? parseYesNo(n) ?? (/(pas d'echange|no trade)/.test(n) ? "N" : /(trade|echange)/.test(n) ? "O" : undefined);
      if (!yn) return passOrFail();
      const details =
        trade?.details ??
        (yn === "O" && (/\d/.test(text) || findModelHit(text, [], true)) && text.trim().split(/\s+/).length >= 3
          ? text
              .trim()
              .replace(/^(oui|yes|yep|yeah|o)\b[\s,!.:-]*/i, "")
              .replace(/^(i have|j'ai)\s+(a|an|un|une)\s+/i, "")
          : undefined);
      if (yn === "O" && details) {
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
      const v = findNameInText(text) ?? parseName(text.replace(/^(my name is|je m'appelle|moi c'est)\s+/i, ""));
      if (v && !isQuestion(n)) return { value: v };
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

const GREETING = /^(hi|hello|hey|bonjour|salut|allo|bonsoir|yo|coucou|good (morning|afternoon|evening)|bon matin)\b/;
const FILLER_ANSWER = /^(h+m+|e+u+h+|heu+|hein|huh|uh+|um+|\?+|\.+|hmm.*reflechi.*|hmm.*think.*)[.!?]*$/;

/**
 * The built-in reader: one buyer message → commands. It reads on a scratch copy of the state so
 * that several facts in one message build on each other; only the commands leave it.
 */
export function readMessage(previous: InterviewState, message: string): Command[] {
  const s: InterviewState = structuredClone({ ...previous, notes: [], learned: [] });
  const text = message.trim();
  const n = norm(text);
  if (s.done) return [];
  const asked = s.asked ?? "brand";
  const d: Draft = { s, learned: false, changed: false, fields: [], cmds: [] };

  // A question back is answered from the knowledge base (resolved by the server: KnowledgeReply).
  if (findTopic(text)) return [{ op: "ask", question: text }];

  // Two places were named: the answer picks one of them.
  if (asked === "city" && s.cityChoices?.length) {
    const named = findCities(text, true).filter((c) => s.cityChoices!.includes(c));
    const ordinal = /(premi|first|1)/.test(n) ? s.cityChoices[0] : /(deuxi|second|2|autre|other)/.test(n) ? s.cityChoices[1] : undefined;
    const pick = named.length === 1 ? named[0] : ordinal;
    if (pick) return [{ op: "set", field: "city", value: pick }];
  }
  if (asked === "city") {
    const cities = findCities(text, true);
    if (cities.length >= 2) return [{ op: "which-city", cities: cities.slice(0, 3) }];
  }

  // A make Sam did not know: "oui" keeps it, and the rest of the message is read as usual.
  if (
    asked === "brand" &&
    s.brandCandidate &&
    (parseYesNo(n) === "O" || /(c'est (bien )?ca|c'est ca|exact|that'?s right|correct|right)/.test(n)) &&
    !findMakes(text, false).length
  ) {
    set(d, "brand", s.brandCandidate, true);
    readEverywhere(d, text, "newUsed", false);
    return d.cmds;
  }

  const correction = isCorrection(n);
  const answeredBefore = s.answers[asked] !== undefined && asked !== "emailPhone";
  readEverywhere(d, text, asked, correction);

  // The question asked gets its own reading unless the message already answered it or
  // corrected something else ("finalement plutôt une Honda" is not a trim).
  const answeredNow = !answeredBefore && s.answers[asked] !== undefined && asked !== "emailPhone";
  // Another fact was found and the asked question takes a name ("fwd" while the trim is asked): the
  // message is not also that name.
  const namesOnly = asked === "trim" || asked === "model" || asked === "brand";
  // Free text that only carried another answer ("lease" while the colour is asked) is not also the colour.
  const otherFactOnly =
    d.learned &&
    ((asked === "color" && !mentionsColor(text) && !hasContrast(n)) ||
      (asked === "options" && !mentionsOption(text) && text.split(/\s+/).length <= 3) ||
      (asked === "termBudget" && !/\d/.test(text)));
  if (!answeredNow && !d.changed && !(namesOnly && d.learned) && !otherFactOnly) {
    if (isHelp(n) && !d.learned) return [{ op: "help" }];
    if (asked === "brand" && VEHICLE_KIND.test(n) && !d.learned) return [{ op: "help" }];
    const result = readAnswer(d, text, asked);
    if ("candidate" in result) d.cmds.push({ op: "propose-brand", value: result.candidate });
    else if ("value" in result) set(d, asked, result.value, true);
    else if ("skip" in result) set(d, asked, PLACEHOLDER, true);
    else if ("fail" in result && !d.learned) {
      if (isQuestion(n) && result.fail === "not-understood") return [{ op: "ask", question: text }];
      // A fact already known, said again ("it's electric" when that was understood): no miss.
      if (!restatesKnown(s, n)) d.cmds.push({ op: "unclear", reason: result.fail });
    }
  }
  return d.cmds;
}

function restatesKnown(s: InterviewState, n: string): boolean {
  const a = s.answers;
  return Boolean(
    (a.powertrain && parsePowertrain(n) === a.powertrain) ||
    (a.drivetrain && parseDrivetrain(n, false) === a.drivetrain) ||
    (a.payment && parsePayment(n) === a.payment) ||
    (a.newUsed && parseNewUsed(n, false) === a.newUsed),
  );
}

/** Applies a reader's commands to the interview, each checked (pure: returns a new state). */
export function execute(previous: InterviewState, commands: readonly Command[]): InterviewState {
  const s: InterviewState = structuredClone({ ...previous, notes: [], learned: [] });
  if (s.done) {
    s.notes.push({ kind: "already-done" });
    return s;
  }
  const asked = s.asked ?? "brand";
  const d: Draft = { s, learned: false, changed: false, fields: [], cmds: [] };
  let failure: Note | undefined;
  for (const c of commands) {
    switch (c.op) {
      case "set":
      case "correct":
        if (profileFields.includes(c.field) && typeof c.value === "string" && isValidAnswer(c.field, c.value))
          set(d, c.field, c.value, c.op === "correct" || c.field === asked);
        else failure ??= { kind: "not-understood" };
        break;
      case "no-preference":
        if (optionalFields.has(c.field)) set(d, c.field, PLACEHOLDER, true);
        else if (c.field === asked) failure ??= { kind: "required" };
        break;
      case "contact":
        setContact(
          d,
          typeof c.email === "string" ? findEmail(c.email) : undefined,
          typeof c.phone === "string" ? findPhone(c.phone) : undefined,
        );
        break;
      case "ask":
        // An answer is the entry's own text, never the buyer's words (defanged all the same: it is echoed).
        if (c.reply?.confident && typeof c.reply.answer === "string" && c.reply.answer.trim())
          s.notes.push({ kind: "answer", slug: String(c.reply.slug), text: defang(c.reply.answer), link: String(c.reply.link ?? "") });
        else s.notes.push({ kind: "unknown-question" });
        break;
      case "help":
        s.notes.push({ kind: "help", field: asked });
        break;
      case "which-city":
        if (asked === "city" && Array.isArray(c.cities) && c.cities.length >= 2) {
          s.cityChoices = c.cities.slice(0, 3).map(String);
          s.notes.push({ kind: "which-city", cities: s.cityChoices });
        }
        break;
      case "unclear":
        failure ??= { kind: c.reason };
        break;
      case "propose-brand":
        if (asked === "brand" && isValidAnswer("brand", c.value)) {
          s.brandCandidate = defang(c.value);
          s.notes.push({ kind: "confirm-brand", brand: s.brandCandidate });
        }
        break;
    }
  }
  if (s.answers.city !== undefined) delete s.cityChoices;
  if (s.answers.brand !== undefined || !commands.some((c) => c.op === "propose-brand")) delete s.brandCandidate;

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
  if (d.learned) failure = undefined;
  if (failure) {
    s.notes.push(failure);
    // Two misses in a row on the same question: its choices are offered (the welcome's small talk aside).
    if (previous.asked !== null) {
      s.misses = s.misses?.field === asked ? { field: asked, count: s.misses.count + 1 } : { field: asked, count: 1 };
      if (s.misses.count >= 2) s.notes.push({ kind: "offer", field: asked });
    }
  } else {
    delete s.misses;
  }
  const next = nextQuestion(s);
  if (next === null) {
    s.done = true;
    s.asked = null;
    return s;
  }
  // SPEC §4 first turn: no known brand yet → the greeting that asks for it.
  if (next === "brand" && previous.asked === null)
    s.notes = [
      ...s.notes.filter((n) => n.kind === "answer" || n.kind === "unknown-question" || n.kind === "confirm-brand"),
      { kind: "greeting" },
    ];
  s.asked = next;
  return s;
}

/**
 * Reads one buyer message into the interview with the built-in reader (pure: returns a new state).
 * `knowledge` answers its questions back; without it they are "not known yet".
 */
export function advance(previous: InterviewState, message: string, lang: Lang = "fr", knowledge?: KnowledgeLookup): InterviewState {
  return execute(previous, resolveAsks(readMessage(previous, message), lang, knowledge));
}

/** Sam's words in the conversation's language (words.assistant.{fr,en}.ts). */
type Words = FixedT<"assistant">;
/** How many ways Sam has to acknowledge an answer (picked by question number, so replies stay deterministic). */
const ACKNOWLEDGEMENTS = frAssistant.acknowledgements.length;

/** The chat's letter answers as the canonical values they stand for (SPEC §5 profile cleaning). */
const LETTER_VALUES: Partial<Record<ProfileField, (letter: string) => string>> = {
  newUsed: (v) => (v === "N" ? "Neuf" : "Usagé"),
  tradeIn: (v) => (v === "O" ? "Oui" : "Non"),
  privacy: (v) => (v === "A" ? PRIVACY_A : PRIVACY_B),
};

/** An answer as Sam repeats it: a canonical value in the conversation's language (the value table, decision 037). */
function shown(value: string | undefined, field: ProfileField, t: Words, lang: Lang): string {
  if (value === undefined) return "";
  if (value === PLACEHOLDER) return t("noPreference");
  return canonicalIn(LETTER_VALUES[field]?.(value) ?? value, lang);
}

function summaryBlock(s: InterviewState, t: Words, lang: Lang, title: string): string[] {
  const lines = [title];
  for (const field of profileFields) {
    const value = s.answers[field];
    if (value === undefined) continue;
    lines.push(`✅ ${t(`labels.${field}`)}${COLON[lang]}${shown(value, field, t, lang)}`);
  }
  lines.push(SUMMARY_SEPARATOR);
  return lines;
}

function questionText(field: ProfileField, s: InterviewState, t: Words): { ask: string; examples: string } {
  const quote = (items: readonly string[]) => items.map((item) => t("quoted", { item })).join(", ");
  const brand = s.answers.brand ?? "";
  const vars = {
    brand,
    models: quote(exampleModels(findBrand(brand)?.name ?? brand)),
    trims: quote(trimsFor(brand, s.answers.model ?? "").slice(0, 3)),
  };
  return { ask: t(`questions.${field}.ask`, vars), examples: t(`questions.${field}.examples`, vars) };
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

/** How the final message says the offers will come, by preferred contact (e-mail when unknown). */
const CONTACT_BY: Readonly<Record<string, "sms" | "both">> = { SMS: "sms", "Les deux": "both" };

function finalReply(s: InterviewState, lang: Lang): string {
  const t = fixedT(lang, "assistant");
  const a = s.answers;
  const vehicle = [a.brand, a.model, a.trim && a.trim !== PLACEHOLDER ? a.trim : undefined].filter(Boolean).join(" ");
  const contact = t(`contactBy.${CONTACT_BY[a.contact ?? ""] ?? "email"}`);
  return [
    ...summaryBlock(s, t, lang, `📋 ${t("finalSummaryTitle")}`),
    t("final", { dealerships: a.dealerships ?? String(DEALERSHIPS.fallback), city: a.city ?? "", vehicle, contact }),
    "",
    `${ONBOARDING_MARKER} ${JSON.stringify(rawProfile(s))}`,
  ].join("\n");
}

/** Help for a question: its choices, or the brand's models. */
function helpText(field: ProfileField, s: InterviewState, t: Words, lang: Lang): string {
  const choices = quickReplies(s, lang);
  if (field === "model") {
    const models = exampleModels(findBrand(s.answers.brand ?? "")?.name ?? s.answers.brand ?? "");
    return t("help", { what: t("modelsHelp", { models: models.join(", ") }) });
  }
  if (choices.length) return t("help", { what: `${choices.map((c) => c.label).join(", ")}.` });
  return t("helpGeneric");
}

/** What Sam says after `advance()` (pure). */
export function renderReply(s: InterviewState, lang: Lang): string {
  const t = fixedT(lang, "assistant");
  if (s.notes.some((n) => n.kind === "already-done")) return t("alreadyDone");
  if (s.done) return finalReply(s, lang);
  const answers = s.notes.flatMap((n) =>
    n.kind === "answer"
      ? [
          n.link.startsWith("https://")
            ? `${n.text} ${t("source", { where: n.link.replace(/^https:\/\//, "").replace(/\/$/, "") })}`
            : n.text,
        ]
      : n.kind === "unknown-question"
        ? [t("unknownQuestion")]
        : [],
  );
  const candidate = s.notes.find((n) => n.kind === "confirm-brand");
  if (candidate?.kind === "confirm-brand") return t("confirmBrand", { brand: candidate.brand });
  if (s.notes.some((n) => n.kind === "greeting") || s.asked === null) return [...answers, t("greeting")].join("\n\n");
  const asked = s.asked;
  const lines = summaryBlock(s, t, lang, `📋 Question ${questionNumber[asked]}/${QUESTION_COUNT} — ${t("summaryTitle")}`);
  const visible: string[] = [...answers];
  const changedFields = new Set(s.notes.flatMap((n) => (n.kind === "changed" ? [n.field] : [])));
  const acknowledged = profileFields.filter((f) => s.learned.includes(f) && !changedFields.has(f) && s.answers[f] !== undefined);
  if (s.learned.length) lines.push(t("noted"));
  if (acknowledged.length) {
    const values = acknowledged.map((f) =>
      f === "emailPhone" ? [s.email, s.phone].filter(Boolean).join(t("and")) : shown(s.answers[f], f, t, lang),
    );
    const ack = (questionNumber[asked] + acknowledged.length) % ACKNOWLEDGEMENTS;
    visible.push(t(`acknowledgements.${ack}`, { values: values.join(", ") }));
  }
  let examples = false;
  let question = true;
  for (const note of s.notes) {
    if (note.kind === "changed") {
      visible.push(
        t("changed", { label: t(`labels.${note.field}`).toLowerCase(), value: shown(s.answers[note.field], note.field, t, lang) }),
      );
      if (note.cleared.length)
        visible.push(
          t("cleared", {
            labels: note.cleared
              .map((f) => t(`labels.${f}`))
              .join(", ")
              .toLowerCase(),
          }),
        );
    } else if (note.kind === "not-understood") {
      visible.push(t("notUnderstood"));
      examples = true;
    } else if (note.kind === "required") {
      visible.push(t("required"));
      examples = true;
    } else if (note.kind === "out-of-range") {
      visible.push(t("outOfRange"));
    } else if (note.kind === "missing") {
      visible.push(t(note.what === "phone" ? "missingPhone" : "missingEmail"));
    } else if (note.kind === "help") {
      visible.push(helpText(note.field, s, t, lang));
    } else if (note.kind === "offer") {
      visible.push(t(quickReplies(s, lang).length ? "offer" : "offerOpen"));
      examples = false;
    } else if (note.kind === "which-city") {
      visible.push(t("whichCity", { cities: note.cities.join(t("and")) }));
      question = false;
    }
  }
  if (answers.length && question) visible.push(t("backTo"));
  const q = questionText(asked, s, t);
  if (question) visible.push(q.ask);
  if (examples && !s.notes.some((n) => n.kind === "offer")) visible.push(`${t("forExample")}${COLON[lang]}${q.examples}`);
  return [...lines, visible.join(" ")].join("\n");
}

export type QuickReply = { label: string; value: string };

const COMMON_MAKES = ["Toyota", "Honda", "Hyundai", "Ford", "Mazda", "Kia", "Chevrolet", "Subaru"];

/**
 * The choices of the question being asked, as buttons under the composer (closed questions and the
 * most common makes; a brand's models for the model question). `value` is what the button sends.
 */
export function quickReplies(s: InterviewState, lang: Lang): QuickReply[] {
  const t = fixedT(lang, "assistant");
  const v = (fr: string) => canonicalIn(fr, lang);
  const asked = s.done ? null : (s.asked ?? "brand");
  if (!asked) return [];
  if (asked === "city" && s.cityChoices?.length) return s.cityChoices.map((c) => ({ label: c, value: c }));
  const none = { label: t("noPreference"), value: t("noPreference") };
  switch (asked) {
    case "brand":
      return COMMON_MAKES.map((m) => ({ label: m, value: m }));
    case "model":
      return exampleModels(findBrand(s.answers.brand ?? "")?.name ?? s.answers.brand ?? "")
        .concat((findBrand(s.answers.brand ?? "")?.models ?? []).slice(3, 6))
        .map((m) => ({ label: m, value: m }));
    case "newUsed":
      return [
        { label: v("Neuf"), value: v("Neuf") },
        { label: v("Usagé"), value: v("Usagé") },
      ];
    case "powertrain":
      return [...POWERTRAINS.filter((x) => x !== "Diesel").map((x) => ({ label: v(x), value: v(x) })), none];
    case "drivetrain":
      return [...DRIVETRAINS.map((x) => ({ label: v(x), value: v(x) })), none];
    case "payment":
      return PAYMENTS.map((x) => ({ label: v(x), value: v(x) }));
    case "tradeIn":
      return [
        { label: v("Oui"), value: v("Oui") },
        { label: v("Non"), value: v("Non") },
      ];
    case "dealerships":
      return ["3", "5", "10", "20"].map((x) => ({ label: x, value: x }));
    case "contact":
      return CONTACTS.map((x) => ({
        label: x === "Les deux" ? t("chips.both") : v(x),
        value: x === "Les deux" ? t("chips.both") : v(x),
      }));
    case "privacy":
      return [
        { label: t("chips.privacyA"), value: "A" },
        { label: t("chips.privacyB"), value: "B" },
      ];
    case "trim":
    case "options":
    case "color":
    case "termBudget":
      return [none];
    default:
      return [];
  }
}

/** One whole turn of the built-in interviewer. */
export function converse(
  state: InterviewState,
  message: string,
  lang: Lang,
  knowledge?: KnowledgeLookup,
): { state: InterviewState; reply: string } {
  const next = advance(state, message, lang, knowledge);
  return { state: next, reply: renderReply(next, lang) };
}
