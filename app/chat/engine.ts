import { undictate } from "#app/chat/dictation.ts";
import { ONBOARDING_MARKER, SUMMARY_SEPARATOR } from "#app/chat/display.ts";
import {
  type FitContext,
  fitKind,
  fitOf,
  fits,
  type Kind,
  kindsIn,
  monthInAPaintName,
  timeframeAt,
  writtenAsAName,
} from "#app/chat/fit.ts";
import { chatMakeTrims, chatTrimsFor, isFallback } from "#app/chat/maker-names.ts";
import { delegates, ownStatementsOf, premisesOf, type Remark, remarkOf, splitAsks } from "#app/chat/question.ts";
import { trimByPlace, trimLadder } from "#app/chat/trim-ladder.ts";
import {
  abbreviatedChoice,
  chooseTrim,
  clauses,
  CONDITIONED,
  customName,
  debtIn,
  designationOf,
  equipmentNamed,
  exampleModels,
  extraMakes,
  findAlternatives,
  findColorClause,
  findColorRun,
  findMakes,
  findModelHit,
  findNameInText,
  findOptionClauses,
  findTermBudget,
  findTradeIn,
  hasContrast,
  isCorrection,
  isHelp,
  isRefusal,
  isSkip,
  mentionsColor,
  modelAfterMake,
  norm,
  onlyCallsForHelp,
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
  saysTrimAsWritten,
  timeWithoutWay,
  tradeInFact,
  trimByLetters,
  typedAfterCorrection,
  VEHICLE_KIND,
  withoutCompared,
  withoutDebtClauses,
  withoutDownPayments,
  withoutHedges,
  withoutTradeClauses,
  yesNoAlone,
} from "#app/chat/understand.ts";
import frAssistant from "#app/chat/words.assistant.fr.ts";
import { COLON, type Lang } from "#app/platform/language.ts";
import { escapeRegExp, withinOneEdit } from "#app/platform/text.ts";
import { type FixedT, fixedT, translate } from "#app/platform/texts.ts";
import { canonicalIn } from "#app/questionnaire/answer-values.ts";
import { brands, findBrand, findModel } from "#app/questionnaire/catalogue.ts";
import { regionNamed } from "#app/questionnaire/gazetteer.ts";
import { placeNamed, placesIn, readPlace } from "#app/questionnaire/place.ts";
import {
  cleanProfile,
  type CleanProfile,
  findEmail,
  findPhone,
  isUndeliverableEmail,
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
  type Fit,
  isDealershipCount,
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
  /** An address Sam will not write to, refused (decision 044). */
  | { kind: "undeliverable"; email: string }
  | { kind: "already-done" }
  /** A question back answered from the knowledge base (decision 054): the entry's answer in the chat's language. */
  | { kind: "answer"; slug: string; text: string; link: string }
  /** A question back the knowledge base cannot answer yet (recorded for the team). */
  | { kind: "unknown-question" }
  /** Help for the question asked; `explain`: what tells its choices apart (decision 078). */
  | { kind: "help"; field: ProfileField; explain?: true }
  | { kind: "clarify"; field: ProfileField; said: string; understood?: Kind }
  | { kind: "suggest"; field: ProfileField; value: string }
  | { kind: "remark"; about: Remark }
  | { kind: "offer"; field: ProfileField }
  | { kind: "confirm-brand"; brand: string }
  | { kind: "confirm-place"; place: string }
  | { kind: "which-city"; cities: string[]; region?: string };

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
  /** A place the gazetteer guessed, waiting for the buyer's "yes" ("Shawinigan, c'est bien ça ?"). */
  placeCandidate?: string;
  /** A make Sam does not know, waiting for the buyer's "yes". */
  brandCandidate?: string;
  /** Messages in a row that did not answer the same question (two → its choices are offered). */
  misses?: { field: ProfileField; count: number };
  /** The question the buyer answered last (a correction that fits it applies there: "oups, 10 finalement"). */
  answered?: ProfileField;
  /** A value Sam proposed after "choisis pour moi", waiting for the buyer's "oui". */
  suggestion?: { field: ProfileField; value: string };
  /** The reply did not fit this question: Sam asked it in other words, with its choices. */
  clarifying?: ProfileField;
  /** What is left to pay on the buyer's vehicle, said before the trade-in details: it joins them, never the budget. */
  heldDebt?: string;
  /** Replies that answered the question after this optional one instead of it (two → it is passed, decision 061). */
  overstepped?: { field: ProfileField; count: number };
  /** Models named as alternatives beside the one read ("RAV4 or CR-V"): naming one of their makes later chooses it (decision 073). */
  alternatives?: { brand: string; model: string }[];
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
  | {
      op: "ask";
      question: string;
      /** The whole message, when it asks one thing: what the buyer says around a question names its subject (decision 063). */
      context?: string;
      reply?: KnowledgeReply;
    }
  | { op: "help"; explain?: true }
  | { op: "clarify"; field: ProfileField; said: string; understood?: Kind }
  | { op: "suggest"; field: ProfileField; value: string }
  | { op: "remark"; about: Remark }
  | { op: "hold-debt"; text: string }
  /** The other models named as alternatives in the message (decision 073); internal, never a model provider's. */
  | { op: "hold-alternatives"; models: { brand: string; model: string }[] }
  /** An open question missed twice: the reply kept as typed (checked: only then, and only plain text). */
  | { op: "keep"; field: ProfileField; value: string }
  | { op: "which-city"; cities: string[]; region?: string }
  | { op: "propose-brand"; value: string }
  | { op: "propose-place"; value: string }
  | { op: "unclear"; reason: "not-understood" | "required" | "out-of-range" };

/**
 * What the knowledge base answered a question back (decision 054). The server resolves every
 * `ask` command before `execute()` (app/chat/knowledge/knowledge.server.ts `answerQuestion`);
 * a question left unresolved, or answered below the confidence threshold, is "not known yet".
 */
export type KnowledgeReply = { slug: string; answer: string; link: string; confident: boolean };

/** A synchronous lookup of the knowledge base (tests, and the server once its index is at hand). */
export type KnowledgeLookup = (question: string, lang: Lang, context?: string) => KnowledgeReply | undefined;

/** The `ask` commands answered by `lookup` (those already answered are kept as they are). */
export function resolveAsks(commands: readonly Command[], lang: Lang, lookup: KnowledgeLookup | undefined): Command[] {
  if (!lookup) return [...commands];
  return commands.map((c) => (c.op === "ask" && !c.reply ? { ...c, reply: lookup(c.question, lang, c.context) } : c));
}

// The closed answers come from the questionnaire registry: one definition.
const CONTACTS = CONTACT_METHODS;

/**
 * Whether a raw answer is acceptable for a field, whoever read the message: it fits the question
 * (fit.ts: the registry's `fit`; closed questions take their choices only) and free text carries no
 * link or markup.
 */
export function isValidAnswer(field: ProfileField, value: string, ctx: FitContext = {}): boolean {
  if (value === PLACEHOLDER) return optionalFields.has(field);
  // A closed question (registry `chatChoices`: powertrain, drivetrain, payment, contact) takes its choices only.
  const choices = chatChoicesOf(field);
  if (choices) return choices.includes(value);
  const canonical: Partial<Record<Fit, (v: string) => boolean>> = {
    condition: (v) => v === "N" || v === "U",
    yesNo: (v) => v === "O" || v === "N",
    privacy: (v) => v === "A" || v === "B",
    count: (v) => /^\d{1,3}$/.test(v) && isDealershipCount(Number(v)),
    // Only through the contact command, which checks the patterns.
    contact: () => false,
  };
  const closed = canonical[fitKind(field)];
  if (closed) return closed(value);
  const v = defang(value);
  if (v.length < 1 || v.length > 200 || /[<>]|https?:|www\./i.test(v)) return false;
  return fits(field, v, ctx);
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
  let value = defang(raw) || PLACEHOLDER;
  // What is left to pay on the vehicle, said earlier, joins the trade-in's details.
  const held = d.s.heldDebt;
  if (field === "tradeInDetails" && held && value !== PLACEHOLDER) {
    if (!value.includes(held)) value = `${value}, ${held}`;
    delete d.s.heldDebt;
  }
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

function setContact(d: Draft, typed: string | undefined, phone: string | undefined): void {
  let changed = false;
  // An address Sam will not write to is refused with a message, never kept (decision 044).
  const refused = typed !== undefined && isUndeliverableEmail(typed);
  if (refused && !d.s.notes.some((n) => n.kind === "undeliverable")) d.s.notes.push({ kind: "undeliverable", email: typed });
  const email = refused ? undefined : typed;
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
  // A refused address travels in the command too, so that `execute` refuses it on the real state.
  const said = email ?? (refused ? typed : undefined);
  if (changed || refused) d.cmds.push({ op: "contact", ...(said ? { email: said } : {}), ...(phone ? { phone } : {}) });
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
function readVehicle(d: Draft, text: string, asked: ProfileField, said: boolean): void {
  const a = d.s.answers;
  // One of the models the buyer hesitated between, named to open a later reply, by its name or by the word that sets it
  // apart from the one read ("tucson, my brother-in-law has one", "la cross, …" after "Corolla ou Corolla Cross"): the
  // buyer's choice (decision 076).
  const picked = a.model ? alternativeChosen(text, a.model, d.s.alternatives ?? []) : undefined;
  if (picked) {
    if (makeName(picked.brand) !== a.brand) set(d, "brand", makeName(picked.brand), true);
    set(d, "model", picked.model, true);
    return;
  }
  // Another model of the catalogue named alone ("ok le CR-V", "let's go with the Tucson then") changes the vehicle
  // like a correction (decision 073).
  const chosen = a.model !== undefined && modelChosenAlone(text, a.model);
  const correction = said || chosen;
  const vehicleChange = correction || vehicleFields.has(asked);
  // A trim of the model said alone at another question (decision 070): the trim, when it was not said, was passed, was
  // read from words the catalogue does not list, or is corrected; never the colour or the options as typed.
  if (a.brand && a.model && !BEFORE_THE_TRIM.has(asked)) {
    const brand = a.brand;
    const model = a.model;
    const alone = (t: string) => (fitOf(asked, t, { brand, model }).sure ? undefined : trimSaidAlone(t, brand, model));
    // Or as a clause of its own in a correction ("finalement la limited, avec les sièges en cuir"): the rest answers the
    // question asked.
    const said = alone(text) ?? (correction ? clauses(text).reduce<string | undefined>((t, c) => t ?? alone(c), undefined) : undefined);
    if (said && (trimStillOpen(a) || correction)) {
      set(d, "trim", said, true);
      return;
    }
  }
  if (a.brand && a.model && !vehicleChange) return;
  const wanted = withoutCompared(withoutOwnedVehicles(withoutTradeClauses(text)));
  const makes = findMakes(wanted, asked === "brand" || correction);
  const explicit = makes[0]?.name;
  const pool = explicit ? [explicit] : a.brand ? [a.brand] : [];
  const first =
    findModelHit(wanted, pool, !explicit && (correction || asked === "model" || !a.brand)) ??
    (explicit ? numberedModel(wanted, explicit) : undefined);
  // A model corrected in the same message ("cx-5... no sorry, the cx-50", "un RAV4, non attends, un CR-V"): the one said
  // after the correction (decision 070).
  const fix = first ? SELF_CORRECTION.exec(norm(wanted.slice(first.at))) : null;
  const corrected = fix ? findModelHit(wanted.slice(first!.at + fix.index), explicit ? pool : [], true) : undefined;
  const hit = corrected ? { ...corrected, at: first!.at + fix!.index + corrected.at } : first;
  let typedHit: { at: number; width: number } | undefined;
  const brand = explicit ?? hit?.brand;
  if (brand) {
    const change = vehicleChange && (Boolean(explicit) || asked === "model" || correction);
    if (brand !== a.brand) set(d, "brand", makeName(brand), change || a.brand === undefined);
  }
  // A make that chooses among the models named as alternatives earlier ("RAV4 or CR-V…", then "let's go with the
  // Honda"): that make's model (decision 073).
  const alternative =
    !hit && explicit && a.model === undefined ? d.s.alternatives?.find((m) => m.brand === findBrand(explicit)?.name) : undefined;
  if (hit && (a.brand === hit.brand || (!hit.brand && a.brand))) {
    const unset = a.model === undefined;
    if (set(d, "model", hit.model, vehicleChange) && unset) {
      const others = alternativesAfter(wanted, hit);
      if (others.length) d.cmds.push({ op: "hold-alternatives", models: others });
    }
  } else if (alternative) {
    set(d, "model", alternative.model, true);
  } else if (!hit && explicit && a.brand === makeName(explicit) && (a.model === undefined || correction)) {
    // A make followed by a model we do not list ("chevy bolt"): the model as typed; a model the catalogue lists under
    // another make, named in full after it ("Dodge Grand Caravan"), with its whole name (decision 068).
    const typed = modelAfterMake(wanted, explicit);
    const elsewhere = typed
      ? findModelHit(
          wanted,
          brands.map((b) => b.name).filter((name) => name !== findBrand(explicit)?.name),
          false,
        )
      : undefined;
    const whole = elsewhere && /\s/.test(elsewhere.model) && norm(elsewhere.model).startsWith(norm(typed!)) ? elsewhere : undefined;
    // The maker's designation ("530i", "C300", "RS 5"): its series in the catalogue, and the designation as the trim.
    const designation = typed && !whole ? designationOf(explicit, typed) : undefined;
    if (designation) {
      set(d, "model", designation.model, correction);
      if (a.trim === undefined || correction) set(d, "trim", designation.trim, correction);
    } else if (typed) set(d, "model", whole?.model ?? typed, correction);
    // The trim typed after it is read as after a listed model ("GMC Sierra AT4").
    const at = typed ? wanted.search(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(typed)}(?![\\p{L}\\d])`, "iu")) : -1;
    // Only after a name that opens the make's listed models ("Sierra" of Sierra 1500): after a model the catalogue
    // does not know, a code may be the rest of its name ("Bolt EUV").
    const family = typed && (findBrand(explicit)?.models ?? []).some((m) => norm(m).split(/\s+/)[0] === norm(typed));
    if (whole) typedHit = whole;
    else if (at >= 0 && family) typedHit = { at, width: 1 };
  }
  // A model whose name says its powertrain ("RAV4 Prime", "F-150 Lightning", "Equinox EV"): that powertrain, when not said (decision 066).
  const implied = a.model && a.powertrain === undefined ? powertrainOfModel(a.model) : undefined;
  if (implied) set(d, "powertrain", implied, false);
  // "GS ou GT peu importe": the buyer would take either trim; a dealer quotes both.
  const alternatives = asked === "trim" && a.model && !hit ? findAlternatives(text) : undefined;
  if (alternatives) {
    set(d, "trim", alternatives, true);
    return;
  }
  if (a.model && (hit || typedHit || asked === "trim" || asked === "model")) {
    // "Land trim", "version Preferred": a trim named as such, even one the catalogue lacks.
    const named =
      // "Land trim" names the trim "Land"; "Black Edition" is the edition's own name.
      wanted.match(/(?:^|[\s,])([\p{L}\d-]{2,20})\s+trim\b/iu)?.[1] ??
      // and "20 Years Edition", a number opening the edition's name (decisions 066, 068).
      wanted.match(/(?:^|[\s,])((?:\d{1,3}(?:th|e|st|nd|rd|ième)?\s+)?[\p{L}\d-]{2,20}\s+(?:edition|édition|package))\b/iu)?.[1] ??
      wanted.match(/\b(?:version|trim|finition)\s+([\p{L}\d-]{2,20})/iu)?.[1] ??
      // "groupe Exécutif", "ensemble Technologie": a French package name, the noun first, names the version; added to a
      // trim ("XSE avec le groupe Technologie") it is equipment (decision 076).
      wanted.match(
        /(?<!(?:avec|with|plus|et|and)\s+(?:le\s+|la\s+|l'|the\s+|un\s+|a\s+)?)(?<![\p{L}])(?:groupe|ensemble)\s+(\p{L}[\p{L}-]{3,20})/iu,
      )?.[1];
    const trim =
      findTrim(wanted, a.brand ?? "", a.model, hit) ??
      (named &&
      !/^(the|a|an|la|le|les|une?|de|du|des|of|with|avec|pour|for|base|top|mid|middle|entry|loaded|highest|lowest|cheapest|best|juste|just|qui|that|one|celle|celui)$/i.test(
        named,
      ) &&
      !isSkip(norm(named))
        ? named
        : undefined) ??
      ((hit ?? typedHit) && a.trim === undefined ? trimCodeAfter(wanted, (hit ?? typedHit)!, a.brand ?? "", a.model) : undefined);
    // The trim question answered with the catalogue's trim and more of its name ("Preferred Trend", "LT Trail Boss"): as typed.
    const clause = trim ? clauses(wanted).find((c) => norm(c).includes(norm(trim))) : undefined;
    const typed = asked === "trim" && !hit && clause ? customName(clause, 30) : undefined;
    // Only words of a trim's name around it: not "version", "je pense", a colour, the powertrain or the drive
    // ("Sport Touring hybride" is the Sport Touring; decision 061).
    const words = typed ? typed.split(/[\s,]+/).filter(Boolean) : [];
    const ofName = (w: string) => {
      const n = norm(w);
      return !NOT_TRIM_WORDS.test(n) && !NOT_A_TRIM.test(n) && !mentionsColor(n) && !parsePowertrain(n) && !parseDrivetrain(n, true);
    };
    const at = words.findIndex((w) =>
      norm(trim!)
        .split(/\s+/)
        .includes(norm(w).replace(/[.!]+$/, "")),
    );
    let [from, to] = [at, at];
    while (from > 0 && ofName(words[from - 1])) from--;
    while (at >= 0 && to < words.length - 1 && ofName(words[to + 1])) to++;
    const run = at >= 0 ? words.slice(from, to + 1).join(" ") : undefined;
    // The run spelling one of the model's trims apart ("sport b" is the Sport-B), decision 079.
    const spelled = run ? trimByLetters(run, a.brand ?? "", a.model) : undefined;
    const full =
      spelled && spelled.length > trim!.length && !saysTrimAsWritten(run!, spelled)
        ? spelled
        : run && norm(run) !== norm(trim!) && norm(run).includes(norm(trim!)) && run.split(/\s+/).length <= 4
          ? run
          : trim && hit && !typed
            ? withTrimWords(wanted, trim)
            : trim;
    if (full) set(d, "trim", full, vehicleChange && Boolean(hit));
    // A trim said by its level with the model ("une Corolla, le modèle de base", "a fully loaded Pilot"), decision 068.
    const level = !full && hit && a.trim === undefined && asked !== "trim" ? trimLevelIn(wanted) : undefined;
    if (level) set(d, "trim", level, false);
  }
}

/** Words that open a model chosen alone: agreement, a choice's verb, an article. */
const MODEL_CHOSEN =
  /^(?:(?:ok|okay|bon|ben|alors|so|finalement|actually|let'?s go with|let'?s do|go with|i'?ll take|i'?ll go with|je prends|on prend|on va avec|je vais avec|plutot|le|la|l'|un|une|the|a|an)[\s,]+)+/;

/** The alternative named alone in the reply's first clause, choice words aside, by its name or its own words. */
function alternativeChosen(
  text: string,
  current: string,
  alternatives: readonly { brand: string; model: string }[],
): { brand: string; model: string } | undefined {
  const first = clauses(withoutHedges(text))[0] ?? "";
  const bare = norm(first)
    .replace(/[.!]+$/, "")
    .replace(MODEL_CHOSEN, "")
    .trim();
  const key = (t: string) => norm(t).replace(/[\s-]+/g, "");
  if (!bare) return undefined;
  const own = norm(current).split(/\s+/);
  return alternatives.find((m) => {
    const apart = norm(m.model)
      .split(/\s+/)
      .filter((w) => !own.includes(w))
      .join(" ");
    return key(m.model) === key(bare) || (apart.length >= 4 && apart !== norm(m.model) && key(apart) === key(bare));
  });
}

/** A reply that is only another catalogue model's name, choice words around it aside (decision 073). */
function modelChosenAlone(text: string, current: string): boolean {
  const bare = norm(withoutHedges(text))
    .replace(/[.!]+$/, "")
    .replace(MODEL_CHOSEN, "")
    .replace(/[\s,]+(?:then|alors|donc|svp|stp|please)$/, "")
    .trim();
  const hit = findModelHit(bare, [], true);
  const compact = (t: string) => norm(t).replace(/[\s-]+/g, "");
  return hit !== undefined && hit.model !== current && compact(bare) === compact(hit.model);
}

/**
 * The other catalogue models named after the one read, each after "or", "ou", "vs" ("RAV4 or CR-V, I'm torn"), decision
 * 073: remembered, so that naming one of their makes later chooses it.
 */
function alternativesAfter(text: string, hit: { at: number; width: number; model: string }): { brand: string; model: string }[] {
  const found: { brand: string; model: string }[] = [];
  let rest = text.slice(hit.at).split(/\s+/).slice(hit.width).join(" ");
  // "Between the Sportage and the Tucson", "entre le RAV4 et le CR-V": "and" joins alternatives too (decision 076).
  const between = /(^|[^\p{L}])(between|entre)\s/iu.test(text.slice(0, hit.at + 1));
  const joined = between
    ? /(^|[^\p{L}])(or|ou|vs\.?|versus|sinon|otherwise|and|et|&)\s/iu
    : /(^|[^\p{L}])(or|ou|vs\.?|versus|sinon|otherwise)\s/iu;
  for (let i = 0; i < 3; i++) {
    const next = findModelHit(rest, [], true);
    if (!next || !joined.test(rest.slice(0, next.at + 1))) break;
    if (next.brand && next.model !== hit.model) found.push({ brand: next.brand, model: next.model });
    rest = rest.slice(next.at).split(/\s+/).slice(next.width).join(" ");
  }
  return found;
}

/** Words said around a trim named alone: a correction's opening, an article, the trim's own noun. */
const AROUND_A_TRIM =
  /^(?:(?:actually|finalement|finally|plutot|plutôt|en fait|oh|ah|and|et|pis|make it|i meant|je voulais dire|oups|oops|sorry|desole|désolé|the|la|le|une?|a|an|version|trim|finition|ok|okay|bon|ben|alors|donc|so|then|ça va être|ca va etre|ce sera|ça sera|ca sera|it'?ll be|it will be|va pour|going with|go with|let'?s go with|i'?ll take|i'?ll go with|je prends|je vais prendre|on prend|on va prendre)[\s,]+)+|[\s,]+(?:one|trim|version|model|modele|modèle|then|alors|donc|finally|finalement|actually|en fait|i guess|i suppose|i assume|je pense|je suppose|j'imagine)$/i;

/**
 * A catalogue trim of the model said as the whole reply, politeness, a correction's opening and an article aside
 * ("Limited", "actually the Woodland", "XLE please"), decision 070: one of the model's official trims (the make's, for
 * a model listed with the fallback trims only) or the distinctive end of one ("Woodland" of the Hybrid Woodland); a short
 * code only in capitals ("XLE", not "le").
 */
function trimSaidAlone(text: string, brand: string, model: string): string | undefined {
  let bare = withoutHedges(text).replace(/[.!]+$/, "");
  for (let i = 0; i < 3; i++) bare = bare.replace(AROUND_A_TRIM, "").trim();
  const n = norm(bare);
  if (!n || parsePowertrain(n) || parseDrivetrain(n, true) || parsePayment(n)) return undefined;
  const official = new Set(chatMakeTrims(brand));
  // A model the catalogue lists without trims of its own: the maker's names for its trims (decision 073).
  const listed = chatTrimsFor(brand, model);
  const own = isFallback(listed) ? [...official] : listed.filter((t) => official.has(t));
  const letters = (t: string) => t.replace(/[^A-Za-z0-9]/g, "").length;
  const named = own.find((t) => norm(t) === n && (letters(t) >= 4 || bare === t.toUpperCase()));
  if (named) return named;
  const tail = own.find((t) => {
    const end = t.split(/\s+/).slice(1).join(" ");
    return /\s/.test(t) && letters(end) >= 4 && !GENERIC_TRIM_TAIL.test(norm(end)) && norm(end) === n;
  });
  return tail ? tail.split(/\s+/).slice(1).join(" ") : undefined;
}

/** Words said around a trim that are no part of it: articles, politeness, a drive's or an engine's nouns. */
const BESIDE_A_TRIM =
  /^(ok|okay|ben|bon|alors|so|and|et|pis|avec|with|in|en|au|à|on|for|pour|le|la|les|l|the|a|an|un|une|du|de|des|version|trim|finition|one|svp|stp|please|pls|merci|thanks|drive|wheel|wheels|roues|motrices?|traction|integrale|moteur|motor|engine|max|min)$/;
/** Words that make the rest a sentence, not a trim's name: a subject, a verb, a negation, a question word. */
const SENTENCE_WORD =
  /^(je|j|i|you|tu|vous|we|nous|on|il|elle|it|its|it's|c'est|ca|cela|that|this|want|veux|voudrais|need|besoin|like|aime|aimerais|prendrais|prends|take|get|have|has|ai|as|is|est|are|sont|was|be|would|could|can|peux|peut|sais|know|think|pense|crois|dont|don't|pas|not|no|non|what|quoi|which|quel|quelle|how|comment|why|pourquoi|if|si|or|ou|sure|sur|idea|idee)$/;

/** The buyer's wanting said before an answer ("I want the…", "je prendrais la…"): not part of it (decision 073). */
function withoutWanting(text: string): string {
  return text.replace(
    /(^|[,;.]\s*)(?:(?:i|we)(?:'d|'ll|\s+would|\s+will)?\s+(?:want|need|like|take|prefer|go with)|(?:je|j')\s*(?:veux|voudrais|prendrais|aimerais|vais prendre)|give me|donne-moi|donnez-moi)\s+/gi,
    "$1",
  );
}

/**
 * At the trim question, the words of a reply that are no other answer (decision 073): the powertrain, an engine's
 * designation, the drive, a model year, new or used and the words around them set aside ("2.5T Advanced" →
 * "Advanced", "long range awd" → "long range"). One to three words in a row, none a word of a sentence.
 */
function trimBesideAnswers(text: string): string | undefined {
  const words = withoutWanting(withoutHedges(text))
    .replace(/[.!]+$/, "")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const said = words.map((w) => norm(w).replace(/^l'/, ""));
  const other = said.map((w) => BESIDE_A_TRIM.test(w));
  const answers = (t: string, one: boolean) =>
    parsePowertrain(t, one) !== undefined ||
    parseDrivetrain(t, one) !== undefined ||
    /^(19|20)\d{2}$/.test(t) ||
    parseNewUsed(t, false) !== undefined;
  for (let i = 0; i < said.length; i++)
    for (const width of [3, 2, 1]) {
      const span = said.slice(i, i + width);
      if (span.length < width || !answers(span.join(" "), width === 1)) continue;
      // The shortest run that says it: no word of a trim's name kept inside a drive said in words.
      if (width > 1 && (answers(span.slice(1).join(" "), false) || answers(span.slice(0, -1).join(" "), false))) continue;
      for (let j = i; j < i + width; j++) other[j] = true;
      break;
    }
  if (!other.some(Boolean) || said.some((w, i) => !other[i] && SENTENCE_WORD.test(w))) return undefined;
  const kept = words.map((w, i) => (other[i] ? "" : w));
  const first = kept.findIndex(Boolean);
  const last = kept.length - 1 - [...kept].reverse().findIndex(Boolean);
  if (first < 0) return undefined;
  const run = kept.slice(first, last + 1);
  if (run.some((w) => !w) || run.length > 3 || !run.every((w) => /^[\p{L}\d][\p{L}\d+-]*$/u.test(w))) return undefined;
  return run.join(" ");
}

/** The questions up to the trim's: a trim said there is read by the trim's own rules, not as one said later. */
const BEFORE_THE_TRIM: ReadonlySet<ProfileField> = new Set(["brand", "model", "trim"]);

/**
 * Whether a trim said later still sets the trim (decisions 070, 073): it was not said, was passed, or was read from
 * words the catalogue does not list for the model.
 */
function trimStillOpen(a: Answers): boolean {
  if (a.trim === undefined || a.trim === PLACEHOLDER || !a.brand || !a.model) return true;
  return !chatTrimsFor(a.brand, a.model).some((t) => norm(a.trim!).includes(norm(t)));
}

/**
 * The reply without the clause that names a trim of the model alone (`trimSaidAlone`), once that trim is set, when
 * the trim was not said, was passed or was read from words the catalogue does not list (decision 073); undefined
 * when no clause does, or the reply is that clause alone (read as before, decision 070).
 */
function withoutTrimClause(d: Draft, text: string, asked: ProfileField): string | undefined {
  const a = d.s.answers;
  if (!a.brand || !a.model || BEFORE_THE_TRIM.has(asked) || !trimStillOpen(a)) return undefined;
  const parts = clauses(text);
  if (parts.length < 2) return undefined;
  const trimIn = (c: string) => trimSaidAlone(c, a.brand!, a.model!) ?? trimChosenIn(c);
  const at = parts.findIndex((c) => trimIn(c) !== undefined);
  if (at < 0) return undefined;
  set(d, "trim", trimIn(parts[at])!, true);
  // The buyer's words around it kept as typed.
  const from = text.indexOf(parts[at]);
  return (
    (text.slice(0, from) + text.slice(from + parts[at].length))
      .replace(/^[\s,;.!?]+|[\s,;]+$/g, "")
      // A connector left before the clause taken out ("gris, pis …") is none of the answer.
      .replace(/(?:[\s,;]+(?:pis|puis|et|and|mais|but|then))+$/i, "")
      .replace(/\s*[,;]\s*(?=[,;.!?])/g, "")
  );
}

/** A name chosen as such: "it's the … I want", "c'est la … que je veux" (decision 073). */
const CHOSEN_NAME =
  /^(?:(?:oh|ah|and|et|pis|also|aussi|ok)[\s,]+)*(?:it'?s|c'est|that'?s)\s+(?:the|la|le)\s+([\p{L}\d][\p{L}\d+-]*(?:\s+[\p{Lu}\d][\p{L}\d+-]*)?)\s+(?:(?:one\s+)?(?:[Ii] want|[Ii]'d like|[Ii] need)|(?:que|qu')\s*(?:je veux|j'aimerais|je voudrais|il me faut))$/u;

/**
 * A trim the catalogue may not list, chosen as such in a clause ("it's the GT-line I want", "c'est la Sportage X-Pro que
 * je veux"), decision 073: a code joined by a hyphen or a word with its capital, no word of another answer; written as
 * trims are.
 */
function trimChosenIn(clause: string): string | undefined {
  const name = CHOSEN_NAME.exec(clause.trim().replace(/[.!]+$/, ""))?.[1];
  if (!name) return undefined;
  const n = norm(name);
  const shaped = /^[a-z]{1,3}-[a-z]{2,6}$/i.test(name) || /^\p{Lu}/u.test(name);
  if (
    !shaped ||
    kindsIn(name).length ||
    mentionsColor(n) ||
    parsePowertrain(n) ||
    parseDrivetrain(n, false) ||
    findMakes(name, false).length
  )
    return undefined;
  return name.replace(
    /^([a-z]+)-([a-z])([a-z]*)$/i,
    (_, code: string, x: string, y: string) => `${code.toUpperCase()}-${x.toUpperCase()}${y.toLowerCase()}`,
  );
}

/** Words that take back what was just said ("no sorry", "non attends", "I mean", "plutôt"). */
const SELF_CORRECTION =
  /(^|[^a-z])(no|non|nope|sorry|pardon|desole|oops|oups|i mean|je veux dire|plutot|rather|actually|en fait|wait|attends|correction)(?![a-z])/;

/**
 * A model named by its number after an article, the make said elsewhere in the message ("the 3 hatch from Mazda", "la 3
 * de Mazda", "une Série 5 de BMW" aside), decision 070: the make's model whose name is the make or a word and that number
 * ("Mazda3", "Model 3", "Série 3").
 */
function numberedModel(text: string, make: string): { brand: string; model: string; at: number; width: number } | undefined {
  const m =
    /(?:^|[\s,])(?:the|la|le|une?|a|an|ma|my)\s+(\d{1,2})(?![\d$k%.,]|\s*(?:ans|years?|mois|months?|km|portes|doors|places|seats|[ée]me|e\b|rd|th|nd|st))/i.exec(
      text,
    );
  if (!m) return undefined;
  const brand = findBrand(make);
  if (!brand) return undefined;
  const model = brand.models.find((x) => {
    const words = norm(x).split(/\s+/);
    return words.at(-1) === m[1] || norm(x).replace(/\s+/g, "") === `${norm(brand.name).replace(/\s+/g, "")}${m[1]}`;
  });
  return model ? { brand: brand.name, model, at: m.index + m[0].length - m[1].length, width: 1 } : undefined;
}

/**
 * The trim said beside the powertrain or the drive at the trim question (decision 070): without the words of those answers
 * and of politeness, one or two words left that are a catalogue trim (one letter off forgiven for a long word: "limitid"),
 * or that are no word of another answer, kept as typed ("advanced").
 */
function trimLeftBeside(text: string, brand: string, model: string): string | undefined {
  const words = withoutWanting(withoutHedges(text))
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((w) => {
      const n = norm(w).replace(/[.!]+$/, "");
      // A displacement said with its engine ("le 2.5 turbo") goes with the powertrain.
      return (
        !parsePowertrain(n, true) &&
        !parseDrivetrain(n, true) &&
        !NOT_TRIM_WORDS.test(n) &&
        !NOT_A_TRIM.test(n) &&
        !/^\d+(?:[.,]\d+)?l?$/.test(n)
      );
    });
  if (!words.length || words.length > 2) return undefined;
  const rest = words.join(" ");
  const trims = chatTrimsFor(brand, model);
  const known = parseTrim(rest, brand, model);
  if (known) return known;
  const near = trims.filter((t) => t.length >= 6 && words.some((w) => withinOneEdit(norm(t), norm(w))));
  if (near.length === 1) return near[0];
  const typed = words.filter((w) => !/^(max|top|base|full|mid)$/i.test(w));
  return typed.length &&
    typed.every((w) => /^[\p{L}][\p{L}-]{2,}$/u.test(w) && !NOT_LOWER_TRIM.test(norm(w)) && !mentionsColor(norm(w))) &&
    !kindsIn(typed.join(" ")).length
    ? typed.join(" ")
    : undefined;
}

/** A package's noun after the equipment it names ("moonroof package", "tech pack") or before it ("groupe remorquage"). */
const PACKAGE_AFTER = /^\s*(package|pkg|pack|group|groupe|ensemble)\b/i;

/**
 * The equipment named in a reply to the trim question that names one of the model's trims too ("the SV with the
 * moonroof package i think", "XLE avec le toit ouvrant svp"): the equipment's own words and its package noun, without the
 * trim, the hedges and the remarks around them (decision 079). Undefined when no trim of the model is named.
 */
function equipmentBesideTrim(text: string, brand: string, model: string): string | undefined {
  if (!parseTrim(text, brand, model)) return undefined;
  const named = equipmentNamed(text);
  if (!named) return undefined;
  const at = text.indexOf(named);
  const after = PACKAGE_AFTER.exec(text.slice(at + named.length))?.[1];
  return after ? `${named} ${after}` : named;
}

/**
 * A trim's level named as such (decision 068): a trim noun with its level ("le modèle de base", "the
 * top trim", "la version la plus équipée") or an idiom of levels ("fully loaded", "haut de gamme").
 * Level words alone ("le plus", "top", "autonomie") say other things outside the trim question.
 */
const LEVEL_PHRASE =
  /(?<![a-z])(?:(?:modele|version|model|trim|finition|niveau)s?\s+(?:de base|d'entree|(?:le |la )?plus equipee?|(?:le |la )?mieux equipee?|haut de gamme|bas de gamme|top|du milieu|intermediaire|le plus cher|la plus chere)|(?:base|entry[- ]level|top|mid|middle|mid-level|top[- ]of[- ]the[- ]line|loaded)\s+(?:model|trim|version)|fully loaded|full equipee?|tout equipee?|haut de gamme|bas de gamme|entree de gamme|top of the line)(?![a-z])/;

function trimLevelIn(text: string): string | undefined {
  const n = norm(text);
  const m = LEVEL_PHRASE.exec(n);
  if (!m) return undefined;
  // As typed when the lower-case text keeps the letters' places.
  return n.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
}

/**
 * The powertrain a model's own name says, by the word that sets it apart from the same model's other versions
 * ("RAV4 Prime", "F-150 Lightning", "Equinox EV", "Wrangler 4xe"). A make that sells only one powertrain is not
 * assumed: the question is asked, as SPEC §4 plays it.
 */
function powertrainOfModel(model: string): string | undefined {
  const n = norm(model);
  if (/(^|[^a-z])(prime|plug-in|phev|4xe|recharge)($|[^a-z])/.test(n)) return "Hybride rechargeable";
  if (/(^|[^a-z])(lightning|ev|e-tron)($|[^a-z])/.test(n)) return "Électrique";
  if (/(^|[^a-z])(hybrid|hybride)($|[^a-z])/.test(n)) return "Hybride";
  return undefined;
}

/** A trim named by what it comes with ("celle avec le toit ouvrant", "the one with the sunroof"), decisions 070, 073. */
const ONE_WITH =
  /^(?:(?:ok|bon|ben|oh|well|hmm)[\s,]+)?(?:(?:la|le|the)\s+)?(?:celle|celui|one|version|trim|modele|model|finition)\s+(?:avec|with|qui a|qui vient avec|that has|that comes with)\s/;

/** A trim's level said in words: the base, the top, the middle, the longest range. */
const TRIM_LEVEL =
  /(^|[^a-z])(de base|la base|base|entry|entree de gamme|bas de gamme|moins cher|moins chere|pas cher|pas chere|cheapest|cheap one|cheaper one|plus equipee?|mieux equipee?|haut de gamme|top|fully loaded|loaded|full equipee?|tout equipee?|le plus|la plus|the most|highest|lowest|milieu|middle|mid|intermediaire|autonomie|long range)(?![a-z])/;

/**
 * The text without the vehicles that are someone's already (decision 061): after a possessive ("ma
 * vieille Corolla", "my 2012 Camry", "remplacer ma Civic par…") or owned or driven ("mon chum a un
 * Highlander", "my wife drives a Pilot", "j'ai une Mazda 3"), a model is not the one wanted.
 */
function withoutOwnedVehicles(text: string): string {
  return text
    .replace(
      /(^|[^\p{L}'])(?:ma|mon|mes|my|our|notre|nos|sa|son|ses|his|her|their|leur|leurs)\s+(?:(?:vieille|vieux|vieil|old|current|actuel|actuelle|ancien|ancienne|previous|present|dernier|derniere|last|\d{4})\s+)*(?:[\p{L}\d-]+)(?:\s+\d{1,4})?(?:\s+\d{4})?/giu,
      "$1 ",
    )
    .replace(
      /(^|[^\p{L}'])(?:j'ai|j’ai|jai|i have|i've got|i got|i drive|i own|je conduis|je roule en|drives|conduit|owns)\s+(?:(?:un|une|a|an)\s+)(?:(?:vieille?|vieux|vieil|old|\d{4})\s+)*[\p{L}\d-]+(?:\s+\d{1,4})?(?:\s+\d{4})?/giu,
      "$1 ",
    );
}

/** Words said around a trim that are not part of its name ("version XLE", "je pense XLE", "the Limited one"). */
const NOT_TRIM_WORDS =
  /^(version|trim|finition|niveau|level|modele|model|one|celle|celui|je|pense|crois|i|think|guess|la|le|the|svp|please|merci|thanks|ou|or|et|and|peut-etre|maybe|probably|probablement|genre|like)$/;

/** Words that follow a model without being its trim ("rav4 pour ma femme", "civic si possible", "tacoma 4x4"). */
const NOT_A_TRIM =
  /^(le|la|les|de|du|des|en|et|ou|a|an|the|for|in|on|or|and|to|pour|avec|with|sur|pas|not|no|si|if|svp|pls|ou|new|used|neuf|neuve|usage|usagee|usager|awd|fwd|rwd|4wd|4x4|ev|gas|gaz|hev|phev|hybrid|hybride|is|est|qui|que|car|auto|truck|suv|vus|my|mon|ma|max|min|km|ans|year|years|mois)$/;

/**
 * The trim typed right after the model: a short code, in lower case too ("kia telluride sx awd",
 * "civic ex"), or (decision 061) one or two words with their capital or a digit that the catalogue
 * does not list ("RAV4 Woodland", "MDX Type S", "Grand Cherokee 4xe"): a dealer reads them after
 * the model. Not a word of another answer (the powertrain, the drive, a colour, a year, new or used,
 * a place, politeness).
 */
/** A body said after the model: doors, a cab, a box, a hatchback or a sedan. */
const BODY_AFTER_MODEL =
  /^(?:hatch|hatchback|berline|sedan|coupe|wagon|familiale|crew|cab|cabine|double|quad|supercrew|supercab|[245]-?(?:door|doors|portes)|door|doors|portes|[245])$/;

function trimCodeAfter(text: string, hit: { at: number; width: number }, brand: string, model: string): string | undefined {
  const rest = text.slice(hit.at).split(/[,;.!?\n]/)[0];
  let words = rest.split(/\s+/).filter(Boolean).slice(hit.width);
  // A code of letters and digits that names the drive ("xDrive30i") is not skipped: after the model it is the drive
  // (the integration corpus's fr-bmw-xdrive), at the trim question the trim (decision 058).
  const driveCode = (w: string) => /\d/.test(w) && /[a-z]{2}/i.test(w) && !/^(4x4|4x2|2x4|4wd|2wd|4matic|4motion)$/i.test(w);
  // A model year, the powertrain, the drive or new/used between the model and its trim ("Outback 2025 Onyx",
  // "CX-90 PHEV GT"), decision 068; and its body ("mazda 3 sport gt", "corolla hatchback se", "crew cab"), decision
  // 079 ("sport" when the model has no trim of that name: the Mazda3's hatchback).
  const sportTrim = chatTrimsFor(brand, model).some((t) => norm(t) === "sport");
  while (
    words.length > 1 &&
    (/^(19|20)\d{2}$/.test(words[0]) ||
      BODY_AFTER_MODEL.test(norm(words[0])) ||
      (!sportTrim && norm(words[0]) === "sport") ||
      /^(neuve?s?|new|used|usagee?s?)$/.test(norm(words[0])) ||
      parsePowertrain(norm(words[0])) !== undefined ||
      (parseDrivetrain(norm(words[0]), true) !== undefined && !driveCode(words[0])))
  )
    words = words.slice(1);
  // A drive said in words there too ("gas all wheel drive", "4 roues motrices").
  for (const width of [3, 2]) {
    const phrase = norm(words.slice(0, width).join(" "));
    if (words.length > width && parseDrivetrain(phrase, false) && !parseDrivetrain(norm(words.slice(1, width).join(" ")), false)) {
      words = words.slice(width);
      break;
    }
  }
  const next = words[0];
  if (!next) return undefined;
  const known = knownTrimAfter(words, brand, model);
  if (known) return known;
  const other = (w: string) => {
    const n = norm(w);
    return (
      NOT_A_TRIM.test(n) ||
      NOT_TRIM_WORDS.test(n) ||
      /^(merci|thanks|thx|stp|please|pls|plz|neuve?s?|usagee?s?|d'occasion|sedan|berline|hatch|hatchback|coupe|cab|cabine|crew|wagon|familiale|convertible|decapotable|suv|vus|pickup|pick-up|van|4 portes|5 portes|portes|doors?)$/.test(
        n,
      ) ||
      mentionsColor(n) ||
      /^(19|20)\d{2}$/.test(n) ||
      // A level word is no trim's name ("top trim", "base model": decision 068).
      /^(top|mid|max|full|base|loaded|entry)$/.test(n) ||
      parsePowertrain(n) !== undefined ||
      parseDrivetrain(n, true) !== undefined ||
      findMakes(w, false).length > 0 ||
      placeNamed(w) !== undefined
    );
  };
  // A short code in capitals or in lower case ("XLE", "sx"); a word with its capital ("Big Horn") is a name, read below.
  if (/^[a-z]{1,3}\d{0,2}[+]?(-[a-z])?$/i.test(next) && (next === next.toUpperCase() || next === next.toLowerCase())) {
    if (other(next)) return undefined;
    // The rest of the trim's name after its code, ending the clause ("trd off road", decision 068): one or two words
    // of letters, none a word of another answer; else the words of trims' names that follow it ("sx prestige awd",
    // decision 066).
    const more = words.slice(1);
    const named = more.length >= 1 && more.length <= 2 && more.every((w) => /^\p{L}{3,}$/u.test(w) && !other(w));
    const known = more.slice(0, 2);
    const stop = known.findIndex((w) => !TRIM_WORD.test(norm(w)));
    const tail = named ? more : stop < 0 ? known : known.slice(0, stop);
    return [next.toUpperCase(), ...tail.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join(" ");
  }
  // A code joined to a word by a hyphen ("gt-line", "x-line"): written as trims are.
  if (/^[a-z]{1,3}-[a-z]{2,6}$/i.test(next) && !other(next))
    return next.replace(
      /^([a-z]+)-([a-z])([a-z]*)$/i,
      (_, code: string, a: string, b: string) => `${code.toUpperCase()}-${a.toUpperCase()}${b.toLowerCase()}`,
    );
  const named = (w: string) =>
    (/^\p{Lu}/u.test(w) || /\d/.test(w)) &&
    /\p{L}/u.test(w) &&
    /^[\p{L}\d][\p{L}\d+-]*$/u.test(w) &&
    !/^\d+(e|er|re)?$/i.test(w) &&
    !other(w);
  // Words in lower case are a trim only when they name no drive and no level ("all wheel drive", "fully loaded").
  if (!named(next)) {
    const phrase = words.join(" ");
    return parseDrivetrain(norm(phrase), false) !== undefined || trimLevelIn(phrase) ? undefined : lowerCaseTrim(words, other);
  }
  const second = words[1];
  return second && named(second) && second.length <= 12 ? `${next} ${second}` : next;
}

/** Words that end a catalogue trim's name without naming it alone. */
const GENERIC_TRIM_TAIL = /^(edition|hybrid|hybride|phev|turbo|navi|plus|premium|limited|luxury|sport)$/;

/**
 * A trim the catalogue knows, typed right after the model in any case (decision 068): one of the
 * model's trims (a short one only ending the clause: "civic si", not "civic si possible"), the
 * distinctive end of one ("trail boss" of the LT Trail Boss), a trim of the make's other models
 * ("Crosstrek Wilderness"), or one letter off a long word of one ("meridien"): its catalogue spelling.
 */
function knownTrimAfter(words: readonly string[], brand: string, model: string): string | undefined {
  const own = chatTrimsFor(brand, model);
  const letters = (t: string) => t.replace(/[^A-Za-z0-9]/g, "").length;
  const tails = own
    .filter((t) => /\s/.test(t))
    .map((t) => t.split(/\s+/).slice(1).join(" "))
    .filter((t) => letters(t) >= 4 && !GENERIC_TRIM_TAIL.test(norm(t)));
  const others = chatMakeTrims(brand).filter((t) => letters(t) >= 4 && !own.includes(t));
  const said = words.map((w) => norm(w).replace(/[^a-z0-9+-]+$/, ""));
  for (const width of [3, 2, 1]) {
    if (said.length < width) continue;
    const phrase = said.slice(0, width).join(" ");
    const mine = own.find((t) => norm(t) === phrase);
    // A short one ends its clause, or only other answers follow it ("civic si 2024 usagée"), decision 070.
    const othersOnly = said
      .slice(width)
      .every((w) => /^(19|20)\d{2}$/.test(w) || parseNewUsed(w, false) !== undefined || parsePowertrain(w) || parseDrivetrain(w, true));
    if (mine && (letters(mine) >= 4 || said.length === width || othersOnly)) return mine;
    const more = [...tails, ...others].find((t) => norm(t) === phrase);
    if (more) return more;
  }
  // One letter off: not a word of another answer ("hybride" is the powertrain, not the Hybrid EX), and a word that
  // opens one trim only.
  const first = said[0];
  if (first.length < 6 || parsePowertrain(first) || parseDrivetrain(first, true) || mentionsColor(first)) return undefined;
  const near = [...own, ...others].filter((t) => {
    const word = norm(t).split(/\s+/)[0];
    return word.length >= 6 && word !== first && withinOneEdit(word, first);
  });
  return near.length === 1 ? near[0] : undefined;
}

/**
 * A trim typed in lower case after the model, ending its clause or followed only by other answers ("crosstrek
 * wilderness", "silverado 1500 trail boss new", "cx 50 meridien"), decision 066: one or two words of four letters
 * or more that are no other answer and no word of the language around a model. Written as trims are.
 */
function lowerCaseTrim(words: string[], other: (w: string) => boolean): string | undefined {
  const run: string[] = [];
  for (const w of words.slice(0, 3)) {
    if (other(w) || !/^[a-z][a-z-]{3,}$/.test(w) || NOT_LOWER_TRIM.test(norm(w))) break;
    run.push(w);
  }
  const rest = words.slice(run.length);
  if (!run.length || run.length > 2 || !rest.every((w) => other(w))) return undefined;
  return run.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/** Words after a model that are not a trim's (a body or its variant, a drive's words, a use, a wish, a hedge, a word of the language: a preposition, a conjunction, an adverb). */
const NOT_LOWER_TRIM =
  /^(drive|wheel|wheels|roues|traction|motrice|integrale|propulsion|sport|unlimited|hatch|hatchback|sedan|berline|coupe|cabriolet|convertible|wagon|crew|cab|cabine|double|quad|king|regular|long|short|court|courte|box|caisse|pour|avec|sans|dans|comme|genre|style|type|modele|model|version|aussi|also|bien|very|tres|cette|this|that|plus|more|moins|less|familial|familiale|family|compact|compacte|petit|petite|small|grand|grande|big|large|gros|grosse|automatique|automatic|manuelle|manual|standard|stock|usager|usagee|neuve|please|thanks|merci|svp|stp|pls|peut-etre|maybe|probablement|probably|environ|about|around|cher|cheap|chere|quelque|something|anything|whatever|importe|pareil|same|again|encore|also|merci|thank|avant|apres|before|after|hiver|winter|ete|summer|ville|city|travail|work|route|road|from|chez|par|by|at|near|pres|of|via|then|puis|pis|mais|but|so|donc|because|parce|just|only|juste|seulement|really|vraiment|too|either|here|there|ici|now|maintenant|today|asap|soon|bientot|please|series|serie)$/;

/**
 * A catalogue trim typed with more of its maker's name after it, in words of trims' names ("summit reserve", "limited
 * platinum"): the longer name, written as trims are (decision 076).
 */
function withTrimWords(text: string, trim: string): string {
  const words = trim
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join("[\\s-]");
  const after = new RegExp(`(?<![A-Za-z0-9])${words}((?:\\s+[\\p{L}-]+){1,2})`, "iu").exec(text)?.[1];
  const more: string[] = [];
  for (const w of after?.trim().split(/\s+/) ?? []) {
    if (
      !TRIM_WORD.test(norm(w)) ||
      norm(trim)
        .split(/[\s-]+/)
        .includes(norm(w))
    )
      break;
    more.push(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  }
  return more.length ? `${trim} ${more.join(" ")}` : trim;
}

/** Words of trims' names said after a code (decision 066). */
const TRIM_WORD =
  /^(off|road|off-road|offroad|sport|pro|premium|limited|plus|platinum|line|touring|trail|boss|luxury|technology|tech|elite|ultimate|signature|reserve|adventure|wilderness|prestige|launch|nightshade|black|edition)$/;

/**
 * A short trim typed in lower case opening the reply ("ex-l avec navigation", "xle svp"), decision
 * 061: inside a sentence it must be in capitals ("le plus équipé" is not the LE), but a reply that
 * starts with it names it, unless that first word is a word of the language ("le", "se").
 */
function opensWith(text: string, trim: string): boolean {
  // An article before it aside ("the sv with…", decision 076).
  const first =
    norm(text.trim())
      .replace(/^(?:the|la|le|l')\s*(?=[a-z0-9])/, "")
      .split(/[\s,;.!?]+/)[0] ?? "";
  return first === norm(trim) && !/^(le|la|les|se|de|du|un|une|a|an|the|et|ou|or|and|en|on|in|s|l)$/.test(first);
}

/**
 * A trim's name of several words said with a space or a hyphen between them, as buyers type either ("TRD off road" is
 * the TRD Off-Road, "GT line" the GT-Line), decision 076.
 */
function saysName(text: string, name: string): boolean {
  const words = norm(name)
    .split(/[\s-]+/)
    .map(escapeRegExp);
  return new RegExp(`(^|[^a-z0-9])${words.join("[\\s-]")}($|[^a-z0-9])`).test(norm(text));
}

/** A trim named anywhere in the message (short trims such as "XLE", "EX" only in capitals). */
function findTrim(text: string, brand: string, model: string, hit?: { at: number }): string | undefined {
  const rest = hit ? text.slice(hit.at) : text;
  const modelKey = norm(model);
  const said: string[] = [];
  // A model the catalogue lists without trims of its own: the maker's names for its trims too, written in full (decision 073).
  const listed = chatTrimsFor(brand, model);
  const makers = isFallback(listed) ? chatMakeTrims(brand).filter((t) => t.replace(/[^A-Za-z0-9]/g, "").length >= 4) : [];
  for (const trim of [...listed, ...makers]) {
    if (trim.length < 2 || norm(trim) === modelKey) continue;
    const short = trim.replace(/[^A-Za-z0-9]/g, "").length <= 3;
    // A short code joined to more of a name by a hyphen ("EX-L", "GT-Line") is that other name, not the code alone.
    const found = short
      ? new RegExp(`(^|[^A-Za-z0-9])${trim.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!-[A-Za-z0-9])($|[^A-Za-z0-9])`).test(rest) ||
        opensWith(rest, trim)
      : saysName(rest.replace(new RegExp(model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"), " "), trim);
    if (found) said.push(trim);
  }
  return chooseTrim(said, rest);
}

/** Answers read anywhere in the message (several answers in one message, corrections). */
function readEverywhere(d: Draft, text: string, asked: ProfileField, correction: boolean): void {
  const n = norm(text);
  setContact(d, findEmail(text), findPhone(text));
  if ((asked === "name" || asked === "tradeInDetails") && !correction) return;

  readVehicle(d, text, asked, correction);
  if (asked !== "dealerships") {
    const nu = parseNewUsed(text, false);
    if (nu) set(d, "newUsed", nu, correction);
  }
  // The powertrain and the drive of the vehicle wanted, not of the one owned or traded ("mon F-150 V8", decision 068).
  const wantedOnly = norm(withoutOwnedPhrases(withoutTradeClauses(text)));
  const pt = parsePowertrain(wantedOnly);
  if (pt) set(d, "powertrain", pt, correction);
  const dt = parseDrivetrain(wantedOnly, false);
  if (dt) set(d, "drivetrain", dt, correction);
  const pay = parsePayment(n);
  if (pay) set(d, "payment", pay, correction);
  if (asked !== "termBudget" && asked !== "dealerships" && asked !== "options" && asked !== "color") {
    // A down payment said beside another answer ("finance most of it, put 10k down") is not the budget (decision 075).
    const tb = findTermBudget(withoutDownPayments(withoutDebtClauses(withoutTradeClauses(text))));
    if (tb) set(d, "termBudget", tb, correction);
  }
  // A trade-in's loan balance ("il me reste 8000 $ à payer dessus") goes to the trade-in's details, never to the budget.
  const debt = asked === "tradeIn" || asked === "tradeInDetails" ? undefined : debtIn(text);
  if (debt && d.s.answers.tradeIn !== "N") {
    const details = d.s.answers.tradeInDetails;
    if (details && details !== PLACEHOLDER) {
      if (!details.includes(debt)) set(d, "tradeInDetails", `${details}, ${debt}`, true);
    } else {
      d.s.heldDebt = debt;
      d.cmds.push({ op: "hold-debt", text: debt });
    }
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
  // A place said for the way to receive the offers is where the buyer lives read as where to reach them: the
  // contact question is clarified ("I understand a place"), and the place is asked at its own question (decision 075).
  if (asked !== "city" && !(asked === "contact" && !parseContactMethod(text, true))) {
    const city = parseCity(text, false);
    if (city) set(d, "city", city, correction);
  }
  if (asked !== "options" && asked !== "color") {
    // A run-on message without commas ("… awd gas black or dark grey financing …"): its colour words.
    const color =
      findColorClause(text) ??
      (text.split(/\s+/).length >= 12 && !/[,;.]/.test(text) ? findColorRun(text) : undefined) ??
      paintSaidAlone(text, asked, d.s);
    if (color && d.s.answers.color === undefined) set(d, "color", color, false);
    // "Fully loaded" at the trim question is the trim's level, not equipment; "the one with the sunroof" is the trim
    // named by its equipment (decision 073).
    const options =
      asked === "trim" && (TRIM_LEVEL.test(n) || ONE_WITH.test(norm(withoutHedges(text)))) ? undefined : findOptionClauses(text);
    // A trim said with its package ("the SV with the moonroof package i think"): the trim, plus the equipment as named,
    // never the reply as typed (decision 079).
    const withTrim = asked === "trim" && options ? equipmentBesideTrim(text, d.s.answers.brand ?? "", d.s.answers.model ?? "") : undefined;
    if (options && d.s.answers.options === undefined) set(d, "options", withTrim ?? options, false);
  }
  if (asked !== "name") {
    const name = findNameInText(text);
    if (name && d.s.answers.name === undefined) set(d, "name", name, false);
    // A first name said in passing ("Hi, I'm Kevin") completed later by the full name ("Kevin Walsh"), decision 061.
    const known = d.s.answers.name;
    // The last name said later on its own ("oh and last name is Gill"), decision 066.
    const last = /(?:last name|surname|family name|nom de famille|mon nom)\s*(?:is|'s|est|c'est|:)?\s+([\p{Lu}][\p{L}'’-]+)/iu.exec(
      text,
    )?.[1];
    const full =
      known && !/\s/.test(known)
        ? (fullNameOf(known, text) ?? (last && /^\p{Lu}/u.test(last) && norm(last) !== norm(known) ? `${known} ${last}` : undefined))
        : undefined;
    if (full) set(d, "name", full, true);
  }
}

/**
 * A paint's name said alone at another question ("stealth grey", "bleu nuit métallisé"), decision 073: two or three words
 * of which one is a colour word and none another answer, when it does not answer the question asked.
 */
function paintSaidAlone(text: string, asked: ProfileField, s: InterviewState): string | undefined {
  const bare = withoutHedges(text).replace(/[.!]+$/, "");
  const words = bare.split(/\s+/);
  if (words.length < 2 || words.length > 3 || !/^[\p{L}' -]+$/u.test(bare)) return undefined;
  const kinds = kindsIn(bare);
  if (!mentionsColor(bare) || kinds.some((k) => k !== "colour")) return undefined;
  return fitOf(asked, bare, { brand: s.answers.brand, model: s.answers.model }).fits ? undefined : bare;
}

/** The first word of the catalogue's models of several words ("Silverado", "Sierra"), not a word of the language. */
const MODEL_FAMILIES = new Set(
  brands
    .flatMap((b) => b.models)
    .filter((m) => /\s/.test(m))
    .map((m) => norm(m.split(/\s+/)[0]))
    .filter((w) => w.length >= 5 && !/^(grand|super|range|santa|classe|serie|atlas|eclipse|discovery)$/.test(w)),
);

/** A vehicle's noun, as buyers name their own. */
const VEHICLE_NOUN =
  /^(auto|autos|voiture|char|camion|truck|car|vus|suv|van|minivan|fourgonnette|pick-?up|berline|sedan|vehicule|vehicle|bazou|minoune|beater)$/;

/**
 * The text without the buyer's own vehicle (decision 068): from a possessive followed within three
 * words by a vehicle (a noun, a make or a model: "mon vieux F-150", "my 2015 Silverado with the V8")
 * to the word that turns to the vehicle wanted ("par", "for", "pour", "instead") or the clause's end.
 */
function withoutOwnedPhrases(text: string): string {
  return text.replace(
    /(^|[^\p{L}'])(?:ma|mon|mes|my|our|notre|nos)\s+([^,;.!?]*?)(?=\s+(?:par|for|pour|contre|instead|au lieu|against)\s|[,;.!?]|$)/giu,
    (whole, before: string, rest: string) => {
      const words = rest.split(/\s+/).slice(0, 3);
      const vehicle =
        words.some((w) => VEHICLE_NOUN.test(norm(w)) || MODEL_FAMILIES.has(norm(w))) ||
        findMakes(words.join(" "), false).length > 0 ||
        findModelHit(words.join(" "), [], true);
      return vehicle ? `${before} ` : whole;
    },
  );
}

/** A surname introduced as such ("last name is Gill", "nom de famille : Roy"). */
const SURNAME_SAID =
  /(?:^|[^\p{L}])(?:last name|surname|family name|nom de famille)\s*(?:is|'s|est|c'est|c|:|=|-)?\s*([\p{L}][\p{L}'’-]+)/iu;

/** The full name that starts with a known first name, said as a clause of its own or after an introduction. */
function fullNameOf(first: string, text: string): string | undefined {
  // A surname said later completes the first name said alone ("Sandeep" … "oh, last name is Gill"), decision 069.
  const surname = SURNAME_SAID.exec(text)?.[1];
  if (surname && !NOT_A_SURNAME.test(norm(surname))) {
    const written = surname === surname.toLowerCase() ? surname.charAt(0).toUpperCase() + surname.slice(1) : surname;
    return `${first} ${written}`;
  }
  for (const c of clauses(text)) {
    const name = parseName(c);
    if (name && name.split(/\s+/).length >= 2 && norm(name.split(/\s+/)[0]) === norm(first)) return name;
  }
  return undefined;
}

/** Words after "last name" that are not one ("last name is below", "nom de famille pareil"). */
const NOT_A_SURNAME = /^(is|est|the|le|la|same|pareil|below|above|here|ici|first|prenom|too|aussi|please|svp)$/;

type Focused =
  | { candidate: string }
  | { place: string }
  | { value: string }
  | { skip: true }
  | { fail: "not-understood" | "required" | "out-of-range" }
  | { handled: true };

/** The answer to the question that was asked. */
function readAnswer(d: Draft, text: string, asked: ProfileField, asking = false): Focused {
  const n = norm(text);
  const a = d.s.answers;
  // "Not" in a refusal ("I'd rather not say") is no contrast ("anything but red"), decision 074.
  const skip = isSkip(n) && !(freeTextFields.has(asked) && hasContrast(n) && !isRefusal(n));
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
        fits("brand", custom) &&
        !GREETING.test(n)
      )
        return { candidate: makeName(custom) };
      return passOrFail();
    }
    case "newUsed": {
      const v = parseNewUsed(text, true);
      return v ? { value: v } : passOrFail();
    }
    case "model": {
      if (skip) return { fail: "required" };
      // The last word of one of the make's two-word models ("Y" for Model Y, "3" for Série 3).
      const short = withoutHedges(n).replace(/[.!]+$/, "");
      const completed = /^[a-z0-9]{1,2}$/.test(short)
        ? (findBrand(a.brand ?? "")?.models ?? extraMakes.find((m) => m.name === a.brand)?.models ?? []).find(
            (m) => m.split(/\s+/).length === 2 && norm(m).split(/\s+/)[1] === short,
          )
        : undefined;
      if (completed) return { value: completed };
      const custom = customName(text, 40);
      return custom && !isHelp(n) ? { value: custom } : { fail: "not-understood" };
    }
    case "trim": {
      // A trim named as a point of comparison ("celle en dessous de la Limited") is not the one chosen (decision 066).
      const found = parseTrim(withoutCompared(text), a.brand ?? "", a.model ?? "");
      // A trim spelled with its letters apart or together ("sport b", "exl"), decision 079: the longer name wins.
      const spelled = trimByLetters(withoutCompared(text), a.brand ?? "", a.model ?? "");
      if (spelled && found && spelled.length > found.length && !saysTrimAsWritten(text, spelled)) return { value: spelled };
      const trim = found ?? spelled;
      // Not knowing, then a level ("I don't know, the cheap one"): the level is the answer, read below (decision 076).
      const levelBeside = clauses(text).some((c) => TRIM_LEVEL.test(norm(c)) && !isSkip(norm(c)));
      // A place among the model's trims ("the middle one", "la plus équipée", "whichever is the cheapest") is the trim at
      // that place, never the words, and a pass word beside it is no pass (decision 079).
      const placed = trim ? undefined : trimByPlace(withoutCompared(text), trimLadder(a.brand ?? "", a.model ?? "", a.powertrain));
      if (placed) return { value: placed };
      if (skip && !trim && !levelBeside) return { skip: true };
      // Said relative to another trim, it is kept as said: a dealer reads it against the model's trims.
      const relative = !trim && withoutCompared(text) !== text ? withoutHedges(text).replace(/^(celle|celui|the one|one)\s+/i, "") : "";
      if (relative && relative.length <= 60) return { value: relative };
      // Named by what it comes with ("celle avec le toit ouvrant", "the one with the sunroof"): what it comes with, as
      // said; a dealer reads it against the model's trims (decision 073).
      const bare = withoutHedges(text).replace(/^(?:(?:ok|bon|ben|oh|well|hmm)[\s,]+)/i, "");
      const equipped =
        ONE_WITH.test(norm(bare)) && !TRIM_LEVEL.test(norm(bare))
          ? customName(bare.replace(/^.*?\b(avec|with|qui a|that has)\s+/i, "$1 "), 30)
          : undefined;
      if (!trim && equipped) return { value: equipped };
      // A trim noun before the trim ("le modèle XLE", "la version Limited") is no part of its name.
      const custom = customName(
        text.replace(/^\s*(?:(?:le|la|the|a|un|une)\s+)?(?:modèle|modele|model|version|trim|finition)\s+(?=\S+\s*$)/i, ""),
        30,
      );
      // A catalogue trim with more of its name ("XLE premium") is kept as typed; a short code in capitals ("xse" → "XSE").
      const typed = custom && /^[a-z]{2,3}$/i.test(custom) && !/^(top|max|mid|full|base)$/i.test(custom) ? custom.toUpperCase() : custom;
      if (trim) return { value: typed && norm(typed).includes(norm(trim)) && typed.split(/\s+/).length <= 3 ? typed : trim };
      // A trim said by its level ("la version de base, pas besoin de bebelles", "celle avec la plus longue autonomie"):
      // that clause, in the buyer's words; a dealer reads it against the model's trims (decision 061).
      const level = clauses(text).find((c) => TRIM_LEVEL.test(norm(c)));
      const levelled = level ? customName(level.replace(/^(celle|celui|the one|one)\s+(avec|with|qui a|that has)\s+/i, ""), 40) : undefined;
      if (!typed && levelled) return { value: levelled };
      return typed ? { value: typed } : { fail: "not-understood" };
    }
    case "powertrain": {
      const v = parsePowertrain(n, true) ?? abbreviatedChoice(POWERTRAINS, text);
      return v ? { value: v } : passOrFail();
    }
    case "drivetrain": {
      const v = parseDrivetrain(n, true) ?? abbreviatedChoice(DRIVETRAINS, text);
      return v ? { value: v } : passOrFail();
    }
    case "payment": {
      const v = parsePayment(n, true) ?? abbreviatedChoice(PAYMENTS, text);
      return v ? { value: v } : passOrFail();
    }
    case "options":
    case "color":
    case "tradeInDetails":
    case "termBudget": {
      // "Any dark colour", "n'importe quoi avec un toit": a pass word beside what the question asks for is not a pass.
      const described =
        (asked === "color" && kindsIn(text).includes("colour")) ||
        (asked === "options" && kindsIn(text).includes("options")) ||
        // "60 or 72 months, whatever gets me under 400": a budget beside a pass word is a budget (decision 061).
        (asked === "termBudget" && (kindsIn(text).includes("amount") || kindsIn(text).includes("term")));
      // A vehicle described with its year or mileage is the trade-in's details, a pass word in it aside ("Journey 2017,
      // 150 000 km, je dois rien dessus": nothing owed), decision 075.
      const vehicleDescribed = asked === "tradeInDetails" && /\b(19|20)\d{2}\b|\d\s?(km|kilo|miles)/i.test(text) && fitOf(asked, text).sure;
      if (
        (skip && !described && !vehicleDescribed) ||
        /^(non|no|nope|rien|non merci|no thanks)[.!]?$/.test(n) ||
        (asked === "options" && NO_EQUIPMENT.test(n))
      )
        return { skip: true };
      if (FILLER_ANSWER.test(n)) return { fail: "not-understood" };
      // "jaune… non oublie ça, noir": the value meant is the one after the correction.
      const meant = typedAfterCorrection(text);
      // "green please", "rouge svp": the answer without its politeness (a budget keeps its words: "max", "around",
      // and its kind: "par mois", "total"; not what is owed on the trade-in).
      // A colour said with when the buyer can wait ("black, and it can wait till spring"): the colour's clauses are the answer (decision 061).
      const colours =
        asked === "color"
          ? clauses(meant).filter((c) => kindsIn(c).includes("colour") && (!kindsIn(c).includes("timeframe") || monthInAPaintName(norm(c))))
          : [];
      // So is a paint name Sam does not know said beside the wait ("blueprint, and I'd like it before the end of winter").
      if (asked === "color" && !colours.length)
        colours.push(...clauses(meant).filter((c) => !kindsIn(c).length && c.trim().split(/\s+/).length <= 3));
      // Within one clause, the colour said before the wait ("noir si possible avant le 15 décembre").
      const at = asked === "color" && !colours.length ? timeframeAt(meant) : -1;
      const before =
        at > 0
          ? meant
              .slice(0, at)
              .replace(
                /(?:[\s,;-]+(?:avant|before|d'ici|by|pour|for|vers|around|dans|in|en|au|à|after|après|apres|dès|from|début|debut|early|late|mid|fin|end|le|la|les|the|of|de|du|\d+(?:er|e|th|st|nd|rd)?))+[\s,;-]*$/i,
                "",
              )
          : "";
      if (before && kindsIn(before).includes("colour")) colours.push(before.replace(/[\s,;-]+$/, ""));
      const timed = asked === "color" && colours.length > 0 && clauses(meant).some((c) => kindsIn(c).includes("timeframe"));
      const value = (
        timed
          ? withoutHedges(colours.join(", "))
          : asked === "termBudget"
            ? withoutDebtClauses(meant) || meant.trim()
            : withoutHedges(meant)
      ).replace(/\s+/g, " ");
      return value.length >= 1 && value.length <= 200 ? { value } : { fail: "not-understood" };
    }
    case "tradeIn": {
      const trade = findTradeIn(text);
      // A vehicle described in answer ("j'ai une Civic 2014") is a yes, with its details.
      // Beside a question, a vehicle described is the question's subject, not a yes ("ma Civic 2012 a de la rouille, ça vaut-tu…").
      // A vehicle said by its name and year, or its mileage, is one too, even a model the catalogue does not list ("Accent 2017").
      const described =
        !asking &&
        (fitOf("tradeInDetails", text).sure || (/\b(19|20)\d{2}\b/.test(text) && /\p{Lu}/u.test(text)) || /\d\s?(km|kilo)/i.test(text))
          ? "O"
          : undefined;
      // A yes or a no opens the reply, or is the whole of it ("y a tu…" does not say yes).
      const yesNo =
        n.split(/\s+/).length <= 4 || /^((oui|non|yes|no|nope|nah|yep|yeah|ouais|ouin)\b|[ony](?=\s*([,.!;:]|$)))/.test(n)
          ? parseYesNo(n)
          : undefined;
      // A fact about the buyer's vehicle (none, sold, kept, owed on, a maybe) says more than a yes word in it.
      // Beside a question, a fact about a vehicle is the question's subject, not the answer ("mon ex a gardé l'auto…,
      // j'ai tu des recours"), unless the buyer opens with a yes or a no: then it is the answer, said before
      // the question ("oui mais il est pas fini de payer, ça marche pareil ?", decision 069).
      const opensWithYesNo = /^(oui|non|yes|no|nope|nah|yep|yeah|ouais|ouin)\b/.test(n);
      // A yes or a no said plainly in the reply's first words, before a remark ("mon char actuel oui mais y'est fini",
      // "yes, but it's done"): the answer; the remark after "mais / but" does not turn it (decision 075).
      const lead = n.split(/\s*(?:[,;]|\s(?:mais|but|sauf que|except)\s)\s*/)[0] ?? "";
      const leadYesNo =
        lead !== n &&
        lead.split(/\s+/).length <= 5 &&
        /(^|\s)(oui|non|yes|no|nope|nah|yep|yeah|ouais|ouin)$|^(oui|non|yes|no|nope|nah|yep|yeah|ouais|ouin)(\s|$)/.test(lead)
          ? parseYesNo(lead)
          : undefined;
      const yn =
        trade?.answer ??
        leadYesNo ??
        (asking && !opensWithYesNo ? undefined : tradeInFact(n)) ??
        yesNo ??
        (/(pas d'echange|no trade)/.test(n) ? "N" : /(trade|echange)/.test(n) ? "O" : described);
      // "Rien", "nothing": nothing to trade.
      if (!yn) return skip && /^(rien|aucun|aucune|none|nothing|nada)\b/.test(n) ? { value: "N" } : passOrFail();
      // A vehicle only named inside a hedge or a story ("peut-être la Corolla de ma femme mais c'est elle qui décide",
      // "on verra selon le prix pour mon Cherokee") is a yes; its details are asked at their own question (decision 075).
      const vague =
        !/\b(19|20)\d{2}\b|\d\s?(km|kilo|miles|mi)\b/i.test(text) && (text.trim().split(/\s+/).length > 8 || HEDGED_TRADE.test(n));
      const details =
        trade?.details ??
        (yn === "O" && !vague && (/\d/.test(text) || findModelHit(text, [], true)) && text.trim().split(/\s+/).length >= 3
          ? text
              .trim()
              .replace(/^(oui|yes|yep|yeah|o)\b[\s,!.:-]*/i, "")
              .replace(/^(i have|i've got|j'ai|j ai|jai)\s+(a|an|un|une)\s+/i, "")
          : undefined);
      // What is owed on it, said without the vehicle ("oui, il me reste 5000 $ à payer"): held for its details, never the budget.
      const owed = debtIn(text, true);
      // A clause that owes on a named vehicle ("une Civic 2015 j'en dois encore 4000") describes it: its details.
      const vehicle =
        owed && details && !findModelHit(owed, [], true) && !findMakes(owed, false).length && !/\b(19|20)\d{2}\b/.test(owed)
          ? details
              .replace(owed, "")
              .replace(/^[\s,.;:!-]+|[\s,.;:!-]+$/g, "")
              .replace(/^(but|mais|and|et|pis|so|alors)$/i, "")
          : details;
      if (yn === "O" && details && vehicle) {
        set(d, "tradeIn", "O", true);
        set(d, "tradeInDetails", details, true);
        return { handled: true };
      }
      if (yn === "O" && owed) {
        d.s.heldDebt = owed;
        d.cmds.push({ op: "hold-debt", text: owed });
      }
      return { value: yn };
    }
    case "dealerships": {
      const count = parseDealerships(n, true);
      if (count === "out-of-range") return { fail: "out-of-range" };
      return count ? { value: String(count) } : passOrFail();
    }
    case "contact": {
      // Neither way ("aucun des deux", "neither"): no choice made, whatever pass word it holds, unless another way is
      // said beside it ("ni l'un ni l'autre, appelez-moi"), decision 069.
      const neither = NEITHER.exec(n);
      if (neither) {
        const other = parseContactMethod(n.replace(neither[0], " "), true);
        return other && other !== "Les deux" ? { value: other } : { fail: "not-understood" };
      }
      const v = parseContactMethod(text, true) ?? abbreviatedChoice(CONTACTS, text);
      // "Either", "peu importe": any way suits the buyer, so both.
      // "N'importe quand", "any time after 5": when to reach the buyer, not how (decision 066).
      if (!v && timeWithoutWay(text)) return { fail: "not-understood" };
      return v ? { value: v } : skip && !CONDITIONED.test(n) ? { value: "Les deux" } : passOrFail();
    }
    case "name": {
      // "Marie Tremblay, marie@exemple.ca, Montréal": a segment that is a city answers the city.
      // (Not from a question's premise: "je reste à Rimouski, vous allez chercher loin comment" asks, decision 066.)
      for (const segment of asking ? [] : text.split(/[,;\n]+/)) {
        const place = placeNamed(segment);
        if (place && a.city === undefined) set(d, "city", place, false);
      }
      // "Tom Baker from Laval": where the buyer is answers the city.
      const from = asking ? undefined : parseCity(text, false);
      if (from && a.city === undefined && !parseName(text)?.includes(from)) set(d, "city", from, false);
      // The fullest of a name said twice ("I'm Dave, dave kowalski"): the introduction may carry the first name only.
      const introduced = findNameInText(text);
      const read = parseName(text);
      const fuller =
        read &&
        introduced &&
        read.split(/\s+/).length > introduced.split(/\s+/).length &&
        norm(introduced)
          .split(/\s+/)
          .every((w) => norm(read).split(/\s+/).includes(w));
      const v = fuller ? read : (introduced ?? read);
      if (v) return { value: v };
      // A name said after a colon that ends the message ("…, mais c'est moi qui gère ça : Richard Fortin"), written as
      // names are (decision 070).
      const labelled = /:/.test(text)
        ? text
            .split(/\s*:\s*/)
            .at(-1)!
            .replace(/[.!]+$/, "")
            .trim()
        : "";
      if (labelled && labelled.split(/\s+/).length <= 4 && fitOf("name", labelled).sure) return { value: labelled };
      return passOrFail();
    }
    case "emailPhone": {
      if (d.learned) return { handled: true };
      // One half known and the other refused, or the known one said to be the only one ("pas de courriel", "phone only",
      // "non"): Sam goes on with what it has (decision 061), as after asking once for the other half.
      const known = d.s.email || d.s.phone;
      if (
        known &&
        (yesNoAlone(text) === "N" ||
          isSkip(n) ||
          /(^|[^a-z])(pas|no|none|aucun|aucune|sans|don'?t|seulement|only|juste|just)(?![a-z])/.test(n))
      ) {
        d.cmds.push({ op: "no-preference", field: "emailPhone" });
        return { handled: true };
      }
      return passOrFail();
    }
    case "city": {
      // A place the gazetteer had to guess ("shawinigen", "St-Bruno") is confirmed before it is kept.
      // A yes or a no is not a place ("oui"), but a known place said with it is ("oui Saint-Jérôme").
      const known = placesIn(text, false);
      const place = skip ? undefined : parseYesNo(n) ? (known.length === 1 ? readPlace(known[0]) : undefined) : readPlace(text);
      // A reply that names one known place among other words ("Montréal, mais je peux me déplacer") names it surely.
      if (place?.unsure && known.length === 1) return { value: known[0] };
      if (place?.unsure) return { place: place.name };
      // A place the gazetteer does not list, typed in lower case, is written as place names are ("knowlton" → Knowlton).
      return place ? { value: place.known ? place.name : writtenAsPlace(place.name) } : passOrFail();
    }
    case "privacy": {
      const v = parsePrivacy(n);
      return v ? { value: v } : passOrFail();
    }
  }
}

/**
 * None of the equipment, said with the question's own noun ("no extras", "pas d'accessoires", "nothing extra",
 * "aucun groupe d'options"): the options question's "none", not an option named (decision 075).
 */
const NO_EQUIPMENT =
  /^(?:(?:ok|non|no|nah|nope|bof)[\s,]+)?(?:no|pas d'|pas de|pas besoin d'|pas besoin de|aucun|aucune|sans|without|nothing|rien d'|rien de|don'?t need any|no need for)\s*(?:extras?|extra|add-?ons?|options?|accessoires?|equipements?|packages?|packs?|groupes?(?: d'options?)?|gadgets?|bells and whistles|frills?|fancy|special|special)(?:\s+(?:needed|required|please|thanks|merci|svp|pour moi|for me|really|vraiment))?[\s.!]*$/;

/** A hedge or a condition around the vehicle to trade: whether it is traded is still open. */
const HEDGED_TRADE =
  /(^|[^a-z])(peut-etre|peut etre|maybe|possibly|probablement|probably|on verra|we'll see|ca depend|depends|depending|selon|si le prix|if the price|if they|s'ils|c'est (?:elle|lui) qui decide|(?:she|he) decides|pas sur|not sure)(?![a-z])/;

/** A place name typed in lower case, written with its capitals ("val-des-bois" → Val-des-Bois); one with capitals is kept as typed. */
function writtenAsPlace(name: string): string {
  if (name !== name.toLowerCase()) return name;
  return name.replace(/(^|[\s-])(\p{L})(\p{L}*)/gu, (m, sep: string, c: string, rest: string, at: number) =>
    at > 0 && /^(?:de|du|des|la|le|les|sur|en|aux|d|l)$/.test(c + rest) ? m : sep + c.toUpperCase() + rest,
  );
}

/** Neither of two ways ("aucun des deux", "neither"). */
const NEITHER =
  /(^|[^a-z])(aucun des deux|aucune des deux|ni l'un ni l'autre|ni un ni l'autre|neither|none of (them|those|the two))(?![a-z])/;

const GREETING = /^(hi|hello|hey|bonjour|salut|allo|bonsoir|yo|coucou|good (morning|afternoon|evening)|bon matin)\b/;
const FILLER_ANSWER = /^(h+m+|e+u+h+|heu+|hein|huh|uh+|um+|\?+|\.+|hmm.*reflechi.*|hmm.*think.*)[.!?]*$/;

/**
 * The built-in reader: one buyer message → commands. It reads on a scratch copy of the state so
 * that several facts in one message build on each other; only the commands leave it.
 */
export function readMessage(previous: InterviewState, message: string, lang: Lang = "fr"): Command[] {
  const s: InterviewState = structuredClone({ ...previous, notes: [], learned: [] });
  // Numbers, addresses and commas read aloud are written back first (dictation.ts).
  const text = undictate(message.trim());
  if (s.done) return [];
  const asked = s.asked ?? "brand";
  const d: Draft = { s, learned: false, changed: false, fields: [], cmds: [] };
  const ctx = { brand: s.answers.brand, model: s.answers.model };

  // What the message asks and what it says (question.ts): a question is never an answer. A
  // sentence that asks only by its mark, or requests a value politely ("rouge ?", "can I get it in
  // black?"), gives that value when it surely fits the question asked; else it is a question.
  const speech = splitAsks(text);
  const asks = [...speech.asks];
  const said = [speech.says];
  for (const t of speech.tentative) {
    // A guess after "I don't know" ("je sais pas, 500 par mois ?") is the value asked with its mark (decision 069).
    const [first = "", ...rest] = clauses(t.value);
    const value = rest.length && isSkip(norm(first)) ? rest.join(", ") : t.value;
    // A statement about Sam without a mark ("you keep my stuff, the dealers don't get anything") answers when it surely
    // fits, whatever its length; a value asked with its mark only when short ("rouge ?"), decision 070.
    // A pronoun and its verb make the value a sentence about it ("noir mat ça existe ?"): a question (decision 074).
    // A judgement asked of the value is the value offered for approval ("5 c'est correct ?", "black is that ok?").
    const aClause = t.sentence.includes("?") && CLAUSE_SUBJECT.test(norm(value)) && !JUDGED.test(norm(value));
    // A polite request names its value in a few words: "can I get a real person on the line" asks (decision 078).
    const short = value.split(/\s+/).length <= 4;
    if ((short || (!t.sentence.includes("?") && !t.request)) && !aClause && fitOf(asked, value, ctx).sure) said.push(value);
    else asks.push(t.sentence);
  }
  const says = said.filter(Boolean).join(". ");
  // "C'est quoi la différence ?" at a closed question asks what tells its choices apart: Sam explains them and asks
  // again, never the knowledge base, never an answer (decision 078).
  if (CHOICE_HELP.has(asked) && asks.length === 1 && !says && asksTheDifference(asks[0], asked)) return [{ op: "help", explain: true }];
  // Each question is answered from the knowledge base (the server resolves the asks: KnowledgeReply).
  // A message that asks one thing is searched whole first: "got a price from the Ford dealer,
  // should I send it?" asks about that price, which the question's clause alone does not say
  // (decision 063).
  const questions: Command[] = asks.map((q) => ({ op: "ask", question: q, ...(asks.length === 1 && q !== text ? { context: text } : {}) }));

  // Sam proposed a value ("je vous suggère…"): "oui" takes it.
  // An "ok" with the buyer's own value that surely fits ("ok 5 then") is that value, not the proposal (decision 074).
  if (s.suggestion && !asks.length && accepts(norm(says)) && !ownValueBeside(s.suggestion.field, says, ctx))
    return [{ op: "set", field: s.suggestion.field, value: s.suggestion.value }];
  // The buyer moved on without a no, answering the next question: the proposal is taken, and the reply read there.
  if (s.suggestion && says && !delegates(text) && parseYesNo(norm(says)) !== "N" && !fitOf(s.suggestion.field, says, ctx).fits) {
    const { field, value } = s.suggestion;
    const next = nextOpenAfter({ ...s, answers: { ...s.answers, [field]: value } }, field);
    if (next && next !== "emailPhone" && fitOf(next, says, ctx).sure) {
      set(d, field, value, true);
      answersNext(d, says, field);
      return [...questions, ...d.cmds];
    }
  }

  // "Choisis pour moi", "what do you recommend?": a proposal the buyer accepts, or help where Sam cannot choose.
  // "Peu importe" on a question that needs an answer and where Sam has one to propose is the same hand-over.
  // So is a count said by which dealers rather than how many ("ceux proches de chez moi", "enough to compare"), decision 061.
  const handsOver =
    !asks.length &&
    !optionalFields.has(asked) &&
    // At the contact question, indifference ("peu importe", "either") is both ways; not knowing is a hand-over (decision 066).
    // Indifference with a condition is a choice still to make, like not knowing (decision 070).
    (asked !== "contact" || NOT_KNOWING.test(norm(says)) || CONDITIONED.test(norm(says))) &&
    // A pass word beside what the question asks for is not a pass ("3 or 4, nothing past 50 km"), decision 066.
    ((isSkip(norm(says)) && !fitOf(asked, says, ctx).sure) || (asked === "dealerships" && countByCriterion(says))) &&
    suggestionFor(asked, s, lang) !== undefined;
  // At the trim, a choice verb addressed to Sam without a trim named ("pick whichever one for me") hands the trim over:
  // a trim's name never holds one, so it is never stored as typed (decision 068).
  const trimHandedOver =
    asked === "trim" &&
    !asks.length &&
    CHOICE_TO_SAM.test(norm(says)) &&
    !FIRST_PERSON_CHOICE.test(norm(says)) &&
    findAlternatives(says) === undefined &&
    !parseTrim(says, s.answers.brand ?? "", s.answers.model ?? "");
  // A call for help and nothing else is never an answer (decision 074).
  if (onlyCallsForHelp(norm(text))) return [{ op: "help" }];
  if (delegates(text, asked) || handsOver || trimHandedOver) {
    const value = suggestionFor(asked, s, lang);
    return value === undefined ? [{ op: "help" }] : [{ op: "suggest", field: asked, value }];
  }

  // Only questions, or an "I don't know" beside them ("j'sais pas, c'est quoi la différence ?"): answer them, store nothing.
  if (questions.length && (!says || isSkip(norm(says)) || FILLER_ANSWER.test(norm(says)) || remarkOf(says))) return questions;
  // At the options, a question about a piece of equipment and a wish that points back to it ("…est inclus ? Sinon, je
  // le veux", "do they all have X? that's the only thing I want"): that equipment is wanted (decision 073).
  const pointed = asked === "options" && questions.length && WANTS_IT.test(norm(says)) ? asks.map(equipmentNamed).find(Boolean) : undefined;
  if (pointed) {
    set(d, "options", pointed, true);
    return [...questions, ...d.cmds];
  }
  // What is said in a question's own sentence, before it, is its premise ("I owe 12k on it, can that roll into the new
  // loan?"): it answers only the question asked, when it surely fits (decision 066).
  // So are the buyer's own statements said after the question in its sentence ("tell me what's normal, I can do 450 a
  // month tops"), decision 078.
  const own = questions.length ? ownStatementsOf(text) : [];
  const everywhere = questions.length ? [...premisesOf(text), ...own].reduce((t, p) => t.replace(p, " "), says).trim() : says;
  return [...questions, ...readStatement(d, says, asked, previous, questions.length > 0, lang, everywhere, own.join(". "))];
}

/** The closed questions whose choices Sam can tell apart (words.assistant `choiceHelp`), decision 078. */
const CHOICE_FIELDS = ["newUsed", "powertrain", "drivetrain", "payment", "contact", "privacy", "dealerships", "tradeIn"] as const;
const CHOICE_HELP: ReadonlySet<ProfileField> = new Set<ProfileField>(CHOICE_FIELDS);

/**
 * A question that asks only what the difference is ("c'est quoi la différence ?", "what's the diff between them", "ça
 * change quoi ?", "je comprends pas la différence"), between the choices offered or no subject at all. "La différence
 * entre un RAV4 et un CR-V" names its own subject: a question for the knowledge base.
 */
const DIFFERENCE =
  /^(?:(?:ok|okay|ben|bon|mais|but|so|and|et|pis|euh|hmm+|um|sorry|desole|hey|attends?|wait)[\s,]+)*(?:(?:c'est|c|cest|c'|s'|it'?s)\s*quoi|quelle est|quel est|what'?s|whats|what is|wats|wat'?s|je (?:ne )?(?:comprends|vois|saisis) pas|j'comprends pas|i don'?t (?:get|understand|see)|i'?m not sure (?:of|about))\s+(?:(?:la|the)\s+)?(?:difference|diff|differance)(?:\s+(?:entre (?:les deux|eux|elles|ceux-la|celles-la|les choix|les options|les trois|les 2)|between (?:them|the two|those|these|the options|the choices|the three)|la-dedans|la dedans|exactly|exactement|au juste))?[\s?!.]*$|^(?:(?:ok|bon|mais|but|so|et|pis)[\s,]+)*(?:ca|ça|that|it)\s+change\s+quoi(?:\s+(?:au juste|pour moi|entre les deux))?[\s?!.]*$|^(?:la |the )?(?:difference|diff)\s*\?+$/;

function asksTheDifference(question: string, asked: ProfileField): boolean {
  const n = norm(question).replace(/\s+/g, " ").trim();
  if (!DIFFERENCE.test(n)) return false;
  // Another question's subject named ("la différence entre les versions" at the drivetrain) is a question of its own.
  const named = Object.keys(SUBJECT_WORDS).filter((f) => SUBJECT_WORDS[f].test(n));
  return named.every((f) => f === asked);
}

/** The nouns that name a question (question.ts `SUBJECTS`, for the difference asked). */
const SUBJECT_WORDS: Readonly<Record<string, RegExp>> = {
  trim: /(?<![a-z])(versions?|finitions?|trims?)(?![a-z])/,
  options: /(?<![a-z])(options?|equipements?|packages?)(?![a-z])/,
  color: /(?<![a-z])(couleurs?|colou?rs?)(?![a-z])/,
};

/** A subject pronoun before a verb: the words are a clause, not a value ("ça existe", "it comes", "ils en ont"). */
const CLAUSE_SUBJECT = /(^|[^a-z'])(ca|c'|ils?|elles?|it|they|there|y)\s*(?:en\s+|n'|ne\s+)?[a-z']{2,}/;

const JUDGED =
  /(^|[^a-z'])(?:c'est|c|ca|ca serait|it'?s|that'?s|is (?:that|it)|would (?:that|it) be)\s+(?:tu\s+)?(?:correct|ok|okay|bon|beau|assez|raisonnable|pas assez|trop|fine|enough|good|alright|right|reasonable|too (?:much|many|few))(?![a-z])/;

/** A wish that points back to what was just asked about: a pronoun or "the only thing" with a want (decision 073). */
const WANTS_IT =
  /^(?:(?:sinon|otherwise|if not|if so|else|bon|ok|pis|and|et|mais|but|because|parce que|car)[\s,]+)*(?:je (?:le|la|les) (?:veux|voudrais|prendrais|aimerais)|i(?:'d| would)? (?:want|like|take|need) (?:it|that|them|one)|that'?s (?:the only thing|all|what|the one thing) i (?:want|need|care about)|c'est (?:tout ce que|la seule chose que|ce que) je veux|c'est ce qu'il me faut)(?![a-z])/;

/** A choice verb or a hand-over ("choisis", "pick", "decide", "à toi", "up to you"). */
const CHOICE_TO_SAM = /(^|[^a-z])(choisi[rs]?|choisissez|choose|pick|decidez|up to you|a (toi|vous) de)(?![a-z])/;
/** The buyer's own choice ("je choisis la Limited", "I'd pick the XLE", "j'ai choisi"): not a hand-over. */
const FIRST_PERSON_CHOICE =
  /(^|[^a-z'])(je|j'ai|i|i'd|i'll|i've|we|on)\s+(?:\S+\s+)?(choisi[rs]?|choose|chose|picked|pick|decide[rd]?)(?![a-z])/;

/** The buyer does not know ("je sais pas", "not sure", "idk"), as opposed to not minding ("peu importe", "either"). */
const NOT_KNOWING =
  /(^|[^a-z])(je (ne )?sais pas|j'sais pas|jsais pas|sais pas|chais pas|chepas|aucune idee|pas sur|pas sure|pas certaine?|not sure|unsure|idk|dunno|don'?t know|no idea|no clue|(?:ca depend|it depends|depends)(?!\s+(?:de|du|des|d'|on|of|upon)(?![a-z])))(?![a-z])/;

/** Which dealers rather than how many, with no number said: "ceux proches de chez moi", "just the ones near me", "assez pour comparer". */
function countByCriterion(text: string): boolean {
  const n = norm(text);
  return (
    parseDealerships(n, true) === undefined &&
    /(^|[^a-z])(ceux|celles|those|the ones|ones|concessionnaires?|concessions?|dealers?|dealerships?|garages?|assez|enough|suffisamment|proches?|pres de|near|close|nearby|dans le coin|du coin|autour|around|region|area)(?![a-z])/.test(
      n,
    )
  );
}

/** "Oui", "ok", "parfait", "sounds good": the buyer accepts what Sam proposed. */
/** What an acceptance opens with ("ok", "d'accord, …"): the rest of the reply is the buyer's own. */
const ACCEPT_WORD =
  /^(ok|okay|d'accord|parfait|go|deal|c'est beau|c'est correct|correct|ca marche|ca me va|sounds good|perfect|fine|good|great|let'?s do (it|that)|vas-y|allez-y|excellent|bonne idee|good idea)\b[\s,;.!-]*/;

/** After the acceptance word, a value of the buyer's that surely fits the proposed question ("ok 5 then", "d'accord mais en gris"). */
function ownValueBeside(field: ProfileField, says: string, ctx: FitContext): boolean {
  const n = norm(says);
  const rest = n
    .replace(ACCEPT_WORD, "")
    .replace(/^(mais|but|then|alors|so)\s+/, "")
    .trim();
  return rest !== "" && rest !== n && fitOf(field, rest, ctx).sure;
}

function accepts(n: string): boolean {
  return parseYesNo(n) === "O" || ACCEPT_WORD.test(n);
}

/** The statements of a message, read into answers: every fact anywhere, then the question asked. */
function readStatement(
  d: Draft,
  text: string,
  asked: ProfileField,
  previous: InterviewState,
  asking: boolean,
  lang: Lang,
  everywhere = text,
  own = "",
): Command[] {
  const s = d.s;
  const n = norm(text);
  if (!text) return [];

  // Two places were named: the answer picks one of them.
  if (asked === "city" && s.cityChoices?.length) {
    const named = placesIn(text, true).filter((c) => s.cityChoices!.includes(c));
    const ordinal = /(premi|first|1)/.test(n) ? s.cityChoices[0] : /(deuxi|second|2|autre|other)/.test(n) ? s.cityChoices[1] : undefined;
    const pick = named.length === 1 ? named[0] : ordinal;
    if (pick) return [{ op: "set", field: "city", value: pick }];
  }
  if (asked === "city") {
    // A region said alone ("la Rive-Sud", "West Island", "au Lac-Saint-Jean"): no dealer search starts from it; which of
    // its main cities (decision 074).
    const region = regionNamed(text);
    if (region) return [{ op: "which-city", cities: region.cities.slice(0, 3), region: region.label }];
    const cities = placesIn(text, true);
    if (cities.length >= 2) return [{ op: "which-city", cities: cities.slice(0, 3) }];
  }

  // A place Sam guessed: "oui" keeps it, "non" asks again; another place is read as usual.
  if (asked === "city" && s.placeCandidate) {
    if (accepts(n)) return [{ op: "set", field: "city", value: s.placeCandidate }];
    if (parseYesNo(n) === "N" && !placesIn(text, true).length) return [{ op: "unclear", reason: "not-understood" }];
    // The buyer moved on without a no (the next answer instead of "oui"): the place is taken, and the reply read there.
    const next = nextOpenAfter({ ...s, answers: { ...s.answers, city: s.placeCandidate } }, "city");
    if (!placesIn(text, true).length && !fitOf("city", text).fits && next && fitOf(next, text).sure) {
      set(d, "city", s.placeCandidate, true);
      answersNext(d, text, "city");
      return d.cmds;
    }
  }
  // A make Sam did not know: "non" asks for the make again.
  if (asked === "brand" && s.brandCandidate && parseYesNo(n) === "N" && !findMakes(text, false).length)
    return [{ op: "unclear", reason: "not-understood" }];
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

  // A trim of the model said alone in a clause of a reply to another question ("finalement la Limited, avec le toit
  // ouvrant" at the options): the trim, and the rest of the reply is read as the reply (decision 073).
  const rest = asking || everywhere !== text ? undefined : withoutTrimClause(d, text, asked);
  if (rest !== undefined) return readStatement(d, rest, asked, previous, asking, lang, rest);

  const correction = isCorrection(n);
  const answeredBefore = s.answers[asked] !== undefined && asked !== "emailPhone";
  // Beside a question, a few words naming its subject ("la location, c'est-tu une bonne idée ?") answer
  // only the question asked, when they surely fit it (decision 061): another question's value in them is the subject.
  if (asking && ((isSubjectOnly(text) && !/[.!]\s*$/.test(text)) || CONSIDERING.test(norm(text))))
    setContact(d, findEmail(text), findPhone(text));
  else if (everywhere === text) readEverywhere(d, text, asked, correction);
  else {
    // A question's premise answers only the question asked (below), with the contact details given; the statements
    // said as sentences of their own are read everywhere.
    setContact(d, findEmail(text), findPhone(text));
    if (everywhere) readEverywhere(d, everywhere, asked, correction);
  }

  // A correction of the question just answered ("oups, 10 finalement", "actually make it 8"): it applies there when it fits.
  const last = previous.answered;
  const meantForAsked = fitOf(asked, typedAfterCorrection(text), { brand: s.answers.brand, model: s.answers.model }).sure;
  if (correction && !d.learned && !meantForAsked && last && last !== asked && last !== "emailPhone") {
    const fixed = readAnswer(d, text, last);
    if (
      "value" in fixed &&
      fixed.value !== s.answers[last] &&
      fits(last, fixed.value, { brand: s.answers.brand, model: s.answers.model })
    ) {
      set(d, last, fixed.value, true);
      readBesideCorrection(d, text, asked, asking);
      return d.cmds;
    }
  }

  // A closed choice said alone right after it was answered ("texto" at the name, once the contact was
  // "les deux" for an "I don't know"): the buyer settles or changes the answer just given, when the reply
  // does not fit the question asked (decision 069).
  // A pass or a refusal settles nothing ("je préfère pas le dire" at the name is no contact preference), decision 074.
  if (
    !d.learned &&
    !asking &&
    last &&
    last !== asked &&
    chatChoicesOf(last) &&
    n.split(/\s+/).length <= 5 &&
    !isSkip(n) &&
    !remarkOf(text)
  ) {
    const settled = readAnswer(d, text, last);
    if (
      "value" in settled &&
      settled.value !== s.answers[last] &&
      isValidAnswer(last, settled.value) &&
      !fitOf(asked, text, { brand: s.answers.brand, model: s.answers.model }).fits
    ) {
      set(d, last, settled.value, true);
      return d.cmds;
    }
  }

  // A first name given alone, then one word written as a name right after, that the question asked does not take
  // ("Mike" … "Desjardins" at the e-mail question): the surname, said in two replies (decision 075).
  const given = s.answers.name;
  if (
    !d.learned &&
    !asking &&
    last === "name" &&
    asked !== "name" &&
    given &&
    !/\s/.test(given) &&
    /^\p{Lu}[\p{Ll}'’-]+[.!]?$/u.test(text.trim()) &&
    !kindsIn(text).length &&
    !placeNamed(text) &&
    !fitOf(asked, text, { brand: s.answers.brand, model: s.answers.model }).sure &&
    parseName(`${given} ${text.trim()}`) === `${given} ${text.trim().replace(/[.!]$/, "")}`
  ) {
    set(d, "name", `${given} ${text.trim().replace(/[.!]$/, "")}`, true);
    return d.cmds;
  }

  // The question asked gets its own reading unless the message already answered it or
  // corrected something else ("finalement plutôt une Honda" is not a trim).
  const answeredNow = !answeredBefore && s.answers[asked] !== undefined && asked !== "emailPhone";
  // Another fact was found and the asked question takes a name ("fwd" while the trim is asked): the
  // message is not also that name.
  const namesOnly = asked === "trim" || asked === "model" || asked === "brand";
  // A catalogue trim that also names another fact ("xDrive40i": all-wheel drive) is still the trim.
  const trim = asked === "trim" && !answeredNow ? parseTrim(text, s.answers.brand ?? "", s.answers.model ?? "") : undefined;
  if (trim && norm(trim) === n.replace(/[.!]+$/, "").trim()) set(d, "trim", trim, true);
  // A trim code of letters and digits that also names another fact ("xDrive40i": all-wheel drive) is still the trim.
  // A drive's own code alone ("4x4", "4WD") is the drive only (decision 068).
  else if (
    asked === "trim" &&
    !answeredNow &&
    /^[a-z]+[-]?\d+[a-z]*$|^\d+[a-z]+\d*$/i.test(text.trim()) &&
    !/^(4x4|4x2|2x4|4wd|2wd|4rm|2rm|4matic|4motion)$/i.test(text.trim()) &&
    customName(text, 30)
  )
    set(d, "trim", text.trim(), true);
  if (d.changed && !answeredNow) readBesideCorrection(d, text, asked, asking);
  // The trim said with other answers beside it ("2.5T Advanced", "long range awd", "hybride, la Limited"): a catalogue
  // trim among the words left, one letter off forgiven, as the catalogue writes it (decision 070); else the words that
  // are no other answer, read as the trim said alone (decision 073).
  if (asked === "trim" && d.learned && !answeredNow && !d.changed && !asking && s.answers.trim === undefined) {
    const left = trimLeftBeside(text, s.answers.brand ?? "", s.answers.model ?? "");
    const rest = left ? undefined : trimBesideAnswers(text);
    const read = rest ? readAnswer(d, rest, "trim") : undefined;
    if (left) set(d, "trim", left, true);
    else if (read && "value" in read && fitOf("trim", read.value, { brand: s.answers.brand, model: s.answers.model }).fits)
      set(d, "trim", read.value, true);
  }
  if (answeredNow || d.changed || (namesOnly && d.learned)) return d.cmds;
  if (asked === "brand" && VEHICLE_KIND.test(n) && !d.learned) return [{ op: "help" }];
  // So is a kind of vehicle at the model question ("un VUS pas trop gros"): the make's models are offered, never the
  // kind kept as the model (decision 074).
  if (asked === "model" && VEHICLE_KIND.test(n) && !d.learned && !asking && !fitOf("model", text, { brand: s.answers.brand }).sure)
    return [{ op: "help" }];
  // A complaint or small talk about the chat is not read as the answer ("ugh, call me when it's over").
  const remark = remarkOf(text);
  if (
    (remark === "progress" || remark === "bot" || remark === "pause") &&
    !d.learned &&
    !asking &&
    !fitOf(asked, text, { brand: s.answers.brand, model: s.answers.model }).sure
  )
    return [remarkCommand(remark, text)];
  // A fact already known, said again alone at an open question ("AWD" once the trim said it): no answer, no miss.
  // A name written as names are is the name, even when a word of it says a fact ("Normand Neuf"), decision 078.
  const aName = asked === "name" && text.trim().split(/\s+/).length >= 2 && writtenAsAName(text.trim());
  if (!d.learned && isOpen(asked) && !aName && restatesKnown(s, n) && !kindsIn(text).length && text.trim().split(/\s+/).length <= 3)
    return d.cmds;
  // A question's premise answers the question asked by its opening only: a few words ("Rouge, ça coûte-tu plus cher ?",
  // "yes, a 2019 Civic, I still owe…, does that get rolled in?") or a choice said as such; a story around a question
  // ("the finance guy is pushing a warranty hard, do I need it") answers nothing (decision 066). Statements said as
  // sentences of their own answer as usual.
  const opening = clauses(text)[0] ?? "";
  const answerText =
    everywhere === text || (own && own === text)
      ? text
      : everywhere ||
        // A yes or a no opens the answer that goes on ("yes, a 2019 Civic, I still owe 6 grand"): the whole premise.
        (yesNoAlone(opening) ? text : opening.split(/\s+/).length <= 4 || PREMISE_CHOICE.test(norm(opening)) ? opening : "");
  if (!answerText) return d.cmds;
  const result = readAnswer(d, answerText, asked, asking);
  // A call for help is one when the message gives no answer ("neuf, aidez-moi pour le reste" answers).
  if (isHelp(n) && !d.learned && !("value" in result) && !("candidate" in result) && !("place" in result) && !("handled" in result))
    return [{ op: "help" }];
  const ctx = { brand: s.answers.brand, model: s.answers.model };
  if ("candidate" in result) d.cmds.push({ op: "propose-brand", value: result.candidate });
  else if ("place" in result) d.cmds.push({ op: "propose-place", value: result.place });
  else if ("value" in result) {
    // An answer must fit its question (fit.ts): another fact said alone ("lease" while the colour
    // is asked) is acknowledged, not stored again as the colour; anything else is clarified.
    const fit = isValidAnswer(asked, result.value, ctx) ? fitOf(asked, result.value, ctx) : { fits: false, sure: false };
    // Beside a question, only a sure answer is one ("Rouge, ça coûte-tu plus cher ?"); the rest is the question's subject.
    // A plausible fit gives way to a sure answer to the next open question ("la A" at the city is the privacy choice).
    // Small talk, a pause or a filler that happens to fit an open question ("ah ok" as a trim, "hein" as a city) is none (decision 074).
    // A complaint beside a sure answer keeps the answer ("c'est long ton affaire, mets-en 3"); small talk, a pause or a
    // filler said alone is never one, however it fits.
    const remark = remarkOf(text);
    // ("👍", "ok" at a yes-or-no question are a yes: social, but a yes.)
    const talk =
      remark === "pause" || (remark === "social" && !kindsIn(text).includes("yesNo"))
        ? remark
        : FILLER_ANSWER.test(n)
          ? "filler"
          : !fit.sure
            ? remark
            : undefined;
    if (!talk && (fit.sure || (fit.fits && !d.learned && !asking && !answersNext(d, text, asked)))) set(d, asked, result.value, true);
    else if (talk && !d.learned && !asking) d.cmds.push(talk === "filler" ? { op: "help" } : remarkCommand(talk, text));
    else if (!d.learned && !asking && !answersElsewhere(d, text, asked)) {
      const remark = remarkOf(text);
      d.cmds.push(remark ? remarkCommand(remark, text) : clarification(asked, text));
    }
  } else if ("skip" in result) set(d, asked, PLACEHOLDER, true);
  else if ("fail" in result && !d.learned && !asking && !answersElsewhere(d, text, asked)) {
    const remark = remarkOf(text);
    // A fact already known, said again ("it's electric" when that was understood): no miss.
    if (remark) d.cmds.push(remarkCommand(remark, text));
    else if (!(asked === "name" && writtenAsAName(text.trim())) && restatesKnown(s, n)) return d.cmds;
    else if (result.fail === "not-understood" && !kindsIn(text).length && previous.misses?.field === asked && isOpen(asked))
      // A second miss on an open question: what the buyer said is kept as typed (the interview never gets stuck).
      d.cmds.push({ op: "keep", field: asked, value: withoutHedges(text) });
    else if (result.fail === "not-understood" && isClosed(asked) && previous.misses?.field === asked && previous.misses.count >= 2)
      // The choices were offered and the reply still names none of them: the question converges, it never loops
      // (decision 066). An optional one is passed and the reply read against the next question; one that must be
      // answered gets Sam's proposal, taken when the buyer moves on.
      converge(d, text, asked, lang);
    else if (result.fail === "not-understood" && (kindsIn(text).length || timeWithoutWay(text) || text.trim().split(/\s+/).length >= 6))
      d.cmds.push(clarification(asked, text));
    // A count Sam cannot read, without a number or another answer, is met with the recommended count to accept (decision 061).
    else if (asked === "dealerships" && result.fail === "not-understood")
      d.cmds.push({ op: "suggest", field: asked, value: RECOMMENDED_COUNT });
    else d.cmds.push({ op: "unclear", reason: result.fail });
  }
  return d.cmds;
}

/**
 * A correction of another answer said beside the answer asked for ("Marie Tremblay, mais je préfère les textos"):
 * the clauses without the correction answer the question asked, when they surely fit it (decision 066).
 */
function readBesideCorrection(d: Draft, text: string, asked: ProfileField, asking: boolean): void {
  if (d.s.answers[asked] !== undefined || asked === "emailPhone") return;
  const rest = clauses(text)
    .filter((c) => !isCorrection(norm(c)))
    .join(", ");
  if (!rest) return;
  const read = readAnswer(d, rest, asked, asking);
  const ctx = { brand: d.s.answers.brand, model: d.s.answers.model };
  if ("value" in read && isValidAnswer(asked, read.value, ctx) && fitOf(asked, read.value, ctx).sure) set(d, asked, read.value, true);
}

/** A choice said as such at the opening of a question's premise ("I want it in red, but is red…", "je prends le noir, …"). */
const PREMISE_CHOICE =
  /^(?:(?:je|j')\s*(?:veux|voudrais|aimerais|prends|prendrais|choisis|vais prendre|vais y aller avec)|(?:i|we)\s*(?:want|'d like|would like|'ll take|will take|'ll go with|choose|pick|prefer)|(?:mon|ma|mes|my|our|notre) [a-z'-]+(?: [a-z'-]+)? (?:is|are|would be|c'est|c|est|sont|serait)(?![a-z])|(?:oui|non|yes|no|yeah|yep|nope)(?![a-z]))/;

/**
 * A thought the buyer weighs rather than a choice ("je pensais louer", "I was thinking of leasing",
 * "j'hésite avec le financement"): beside a question it is the question's subject (decision 061).
 */
const CONSIDERING =
  /(^|[^a-z'])(je pensais|j'pensais|je pense a|je songe|je songeais|j'envisage|j'envisageais|j'hesite|je me questionne|i was thinking|i'm thinking|i am thinking|thinking (?:of|about)|i was considering|i'm considering|considering|i was leaning|leaning towards|torn between|hesitating)(?![a-z])/;

/**
 * A few words without a subject or a verb of the buyer's ("la location", "the white one") fronting
 * the question in its sentence: what the question is about. Said as a sentence of their own ("lease.
 * do you get the maker's rates?") they answer.
 */
function isSubjectOnly(text: string): boolean {
  const n = norm(text).replace(/[.!,;:]+$/, "");
  return (
    n.split(/\s+/).length <= 4 &&
    !/(^|[^a-z'])(je|j'|j|i|i'm|im|we|on|nous|my|mon|ma|mes|veux|want|need|have|ai|prends|take|oui|yes|non|no)(?![a-z])/.test(n)
  );
}

/**
 * A reply that does not fit the question asked but surely answers another, said early or to
 * complete it (DESIGN §7: every fact is read wherever it is said): an amount or a term is the
 * budget ("40k" while the colour is asked; "48 months" after "about $800 a month"), a reply made
 * only of colours is the colour ("black obviously" while the options are asked).
 */
function answersElsewhere(d: Draft, text: string, asked: ProfileField): boolean {
  const a = d.s.answers;
  if (answersNext(d, text, asked)) return true;
  const kinds = kindsIn(text);
  const money = kinds.includes("amount") ? "amount" : kinds.includes("term") ? "term" : undefined;
  if (money && fitOf("termBudget", text).sure) {
    const said = withoutDebtClauses(text) || text.trim();
    if (a.termBudget === undefined || a.termBudget === PLACEHOLDER) return set(d, "termBudget", said, true);
    if (!kindsIn(a.termBudget).includes(money)) return set(d, "termBudget", `${a.termBudget}, ${said}`, true);
  }
  const colour = kinds.includes("colour") && kinds.length === 1 ? findColorClause(withoutHedges(text)) : undefined;
  if (colour && a.color === undefined) return set(d, "color", colour, false);
  // Equipment alone at a later question, when the options hold equipment read beside another answer ("the SV with the
  // moonroof package", then "heated steering wheel and remote start" at the colour): more equipment, added (decision 079).
  const more = kinds.length === 1 && kinds[0] === "options" && asked !== "options" && fitOf("options", text).sure;
  if (more && a.options && a.options !== PLACEHOLDER && !norm(a.options).includes(norm(text.trim())))
    return set(d, "options", `${a.options}, ${text.trim()}`, true);
  return false;
}

/** A question answered by one of its choices (shown as buttons after two misses). */
function isClosed(field: ProfileField): boolean {
  return ["choice", "condition", "yesNo", "privacy", "count"].includes(fitKind(field));
}

/**
 * A closed question missed again after its choices were offered (decision 066): an optional one is
 * passed (`---`, which the buyer corrects like any answer) and the reply is read against the next
 * question; one that must be answered gets Sam's proposal to accept, taken when the buyer moves on.
 * The trade-in gets "no vehicle to trade" (decision 070: before, it was asked again with its choices, and an interview
 * could stay there).
 */
function converge(d: Draft, text: string, asked: ProfileField, lang: Lang): void {
  if (optionalFields.has(asked)) {
    set(d, asked, PLACEHOLDER, true);
    answersNext(d, text, asked);
    return;
  }
  const value = suggestionFor(asked, d.s, lang) ?? passedByProposal(asked, d.s);
  d.cmds.push(value === undefined ? { op: "unclear", reason: "not-understood" } : { op: "suggest", field: asked, value });
}

/** A question answered in the buyer's words (no choices to offer): a second miss keeps what was said. */
function isOpen(field: ProfileField): boolean {
  return ["options", "colour", "vehicle", "budget", "name", "place"].includes(fitKind(field));
}

/** The first question after `field`, in the questionnaire's order, that is still open. */
function nextOpenAfter(s: InterviewState, field: ProfileField): ProfileField | undefined {
  for (const f of profileFields.slice(profileFields.indexOf(field) + 1)) {
    if (f === "tradeInDetails" && s.answers.tradeIn !== "O") continue;
    if (f === "emailPhone" ? !contactComplete(s) : s.answers[f] === undefined) return f;
  }
  return undefined;
}

/**
 * A reply that does not answer the question asked but surely answers the next open one (decision
 * 058): the buyer has moved on, so it is stored there and the question asked comes back. An
 * interview is never stuck on one question while the buyer answers the next ones.
 */
function answersNext(d: Draft, text: string, asked: ProfileField): boolean {
  // The next open question only: further on, a figure or a yes would land on the wrong question.
  const next = nextOpenAfter(d.s, asked);
  // Equipment and a trade-in's description fit many words: only a reply that names its kind surely moves on.
  if (!next || next === "emailPhone" || next === "options" || next === "tradeInDetails") return false;
  // A fact already known, said again ("it's electric"), answers nothing new.
  if (restatesKnown(d.s, norm(text))) return false;
  const ctx = { brand: d.s.answers.brand, model: d.s.answers.model };
  if (!fitOf(next, text, ctx).sure) return false;
  const read = readAnswer(d, text, next);
  return "value" in read && isValidAnswer(next, read.value, ctx) && fitOf(next, read.value, ctx).sure && set(d, next, read.value, true);
}

/** What Sam does with a remark about the chat: whether it is a machine is a question for the knowledge base; the rest is acknowledged. */
function remarkCommand(remark: Remark, text: string): Command {
  return remark === "bot" ? { op: "ask", question: text } : { op: "remark", about: remark };
}

/** A reply that does not fit the question asked: what Sam understood in it, to say so. */
function clarification(field: ProfileField, text: string): Command {
  const kinds = kindsIn(text);
  // A whole sentence that answers nothing and names nothing Sam reads is a question or a comment
  // written as a statement ("y a des frais pour ça", "I heard prices drop in December"): the
  // knowledge base answers it, or Sam says it does not know yet, then asks again.
  if (!kinds.length && text.trim().split(/\s+/).length >= 6) return { op: "ask", question: text.trim() };
  // A time said when the buyer may be reached ("le soir", "any time after 5") is understood as a timeframe.
  const understood = kinds.find((k) => k !== "letter" || text.trim().length === 1) ?? (timeWithoutWay(text) ? "timeframe" : undefined);
  return { op: "clarify", field, said: text.trim().slice(0, 80), ...(understood ? { understood } : {}) };
}

/**
 * What Sam proposes when the buyer hands it the choice ("choisis pour moi", "what do you
 * recommend?"): a value the buyer accepts with "oui", never the phrase itself. Undefined where Sam
 * cannot choose for the buyer (the vehicle, the trade-in, who they are, where they are): help with
 * the choices instead.
 */
/** The questions Sam may propose an answer to (their words: `suggestions.<field>`). */
type SuggestedField =
  "trim" | "newUsed" | "powertrain" | "drivetrain" | "options" | "color" | "payment" | "tradeIn" | "dealerships" | "contact" | "privacy";

/** The dealership count Sam proposes (decision 050): enough dealers to compete. */
const RECOMMENDED_COUNT = "10";

function suggestionFor(field: ProfileField, s: InterviewState, lang: Lang): string | undefined {
  const a = s.answers;
  switch (field) {
    case "trim": {
      // One step above the base (the catalogue lists trims from the base up), of the powertrain chosen.
      const all = chatTrimsFor(a.brand ?? "", a.model ?? "");
      const hybrid = all.filter((t) => /hybrid/i.test(t));
      const pool = /Hybride/.test(a.powertrain ?? "") && hybrid.length ? hybrid : all.filter((t) => !hybrid.includes(t));
      return pool[Math.min(1, pool.length - 1)] ?? PLACEHOLDER;
    }
    // Dealers compete most on the same new vehicle; hybrids need no charger; all-wheel drive for winter.
    case "newUsed":
      return "N";
    case "powertrain":
      return "Hybride";
    case "drivetrain":
      return "Traction intégrale";
    case "payment":
      return "Financement";
    // The buyer's own words in their language: what most buyers here ask for.
    case "options":
    case "color":
      return translate(lang, "assistant", `suggested.${field}`);
    case "dealerships":
      return RECOMMENDED_COUNT;
    case "contact":
      return "Courriel";
    case "privacy":
      return "B";
    default:
      return undefined;
  }
}

/**
 * What Sam proposes for a question that must be answered and that the buyer passed by (stepped over, or missed after its
 * choices were offered), decision 070: its proposal, and for the trade-in, which Sam cannot choose for the buyer, no
 * vehicle to trade (one who has one says so). Required questions' proposals do not depend on the chat's language.
 */
function passedByProposal(field: ProfileField, s: InterviewState): string | undefined {
  return suggestionFor(field, s, "fr") ?? (field === "tradeIn" ? "N" : undefined);
}

function restatesKnown(s: InterviewState, n: string): boolean {
  const a = s.answers;
  const restates = Boolean(
    (a.powertrain && parsePowertrain(n) === a.powertrain) ||
    (a.drivetrain && parseDrivetrain(n, false) === a.drivetrain) ||
    (a.payment && parsePayment(n) === a.payment) ||
    (a.newUsed && parseNewUsed(n, false) === a.newUsed),
  );
  if (!restates) return false;
  // A word of a place's name is not the fact it also says ("New Carlisle", "New Richmond" are no "new"), decision 075.
  // (Looked up only for a reply that restates a fact: the gazetteer is the dearer test.)
  const place = readPlace(n);
  return !(place?.known && norm(place.name) === n.replace(/[.!]+$/, "").trim());
}

/**
 * An optional question the buyer steps over (decision 061): twice, a reply answered the question
 * after it and nothing of it (a question back in between aside), so the buyer has moved on. It is
 * passed — no preference, which the buyer may correct like any answer — instead of coming back
 * after every later answer, where the interview could never end. Once is not enough: a buyer who
 * answers one question early often answers the one asked next. A question that must be answered
 * comes back, as before. Once is enough after its choices were offered (decision 066).
 */
function stepOver(previous: InterviewState, s: InterviewState, d: Draft, commands: readonly Command[]): void {
  const asked = previous.asked;
  // A question that must be answered is stepped over the same way when Sam has a proposal for it (decision 070): the
  // proposal is made, taken on a yes or when the buyer moves on.
  const proposal = asked && !optionalFields.has(asked) ? passedByProposal(asked, s) : undefined;
  if (!asked || (!optionalFields.has(asked) && proposal === undefined) || s.answers[asked] !== undefined || s.suggestion) {
    delete s.overstepped;
    return;
  }
  // The buyer moved on: the reply answered a later question, or was understood as another kind of answer (decision 066).
  const later = d.fields.some((f) => profileFields.indexOf(f) > profileFields.indexOf(asked));
  const otherKind = s.notes.some((n) => n.kind === "clarify" && n.understood !== undefined);
  if (!nextOpenAfter(previous, asked) || !(later || otherKind) || commands.some((c) => c.op === "ask")) return;
  const count = previous.overstepped?.field === asked ? previous.overstepped.count + 1 : 1;
  // Once is enough when its choices were offered and the buyer answered the next question instead (decision 066).
  const offered = previous.misses?.field === asked && previous.misses.count >= 2;
  if (count < 2 && !offered) {
    s.overstepped = { field: asked, count };
    return;
  }
  delete s.overstepped;
  if (proposal === undefined) set(d, asked, PLACEHOLDER, true);
  else if (isValidAnswer(asked, proposal)) {
    s.suggestion = { field: asked, value: proposal };
    s.notes.push({ kind: "suggest", field: asked, value: proposal });
  }
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
        if (
          profileFields.includes(c.field) &&
          typeof c.value === "string" &&
          isValidAnswer(c.field, c.value, { brand: s.answers.brand, model: s.answers.model })
        )
          set(d, c.field, c.value, c.op === "correct" || c.field === asked);
        else failure ??= { kind: "not-understood" };
        break;
      case "no-preference":
        // The other half of the contact details refused: go on with the half given.
        if (c.field === "emailPhone" && asked === "emailPhone" && (s.email || s.phone)) s.askedMissing = true;
        else if (optionalFields.has(c.field)) set(d, c.field, PLACEHOLDER, true);
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
      case "clarify":
        // Not a miss: Sam understood something else, says so and asks in other words (fit.ts).
        if (c.field === asked) {
          s.clarifying = asked;
          s.notes.push({ kind: "clarify", field: asked, said: defang(c.said), ...(c.understood ? { understood: c.understood } : {}) });
        }
        break;
      case "suggest":
        if (c.field === asked && isValidAnswer(c.field, c.value, { brand: s.answers.brand, model: s.answers.model })) {
          s.suggestion = { field: c.field, value: c.value };
          s.notes.push({ kind: "suggest", field: c.field, value: c.value });
        } else s.notes.push({ kind: "help", field: asked });
        break;
      case "remark":
        s.notes.push({ kind: "remark", about: c.about });
        break;
      case "keep": {
        const v = typeof c.value === "string" ? defang(c.value) : "";
        if (
          c.field === asked &&
          s.misses?.field === asked &&
          isOpen(asked) &&
          v.length >= 1 &&
          v.length <= 200 &&
          !/[<>]|https?:|www\./i.test(v)
        )
          set(d, asked, v, true);
        else failure ??= { kind: "not-understood" };
        break;
      }
      case "hold-alternatives":
        s.alternatives = c.models.filter((m) => findModel(m.brand, m.model) === m.model).slice(0, 3);
        break;
      case "hold-debt":
        if (s.answers.tradeIn !== "N") s.heldDebt = defang(c.text).slice(0, 120);
        break;
      case "help":
        s.notes.push({ kind: "help", field: asked, ...(c.explain === true && CHOICE_HELP.has(asked) ? { explain: true as const } : {}) });
        break;
      case "which-city":
        if (asked === "city" && Array.isArray(c.cities) && c.cities.length >= 2) {
          s.cityChoices = c.cities.slice(0, 3).map(String);
          s.notes.push({ kind: "which-city", cities: s.cityChoices, ...(c.region ? { region: defang(c.region) } : {}) });
        }
        break;
      case "unclear":
        failure ??= { kind: c.reason };
        break;
      case "propose-place":
        if (asked === "city" && isValidAnswer("city", c.value)) {
          s.placeCandidate = defang(c.value);
          s.notes.push({ kind: "confirm-place", place: s.placeCandidate });
        }
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
  if (s.answers.city !== undefined || !commands.some((c) => c.op === "propose-place")) delete s.placeCandidate;
  // Sam's proposal for a question that must be answered is taken when the buyer moves on to a later question's answer,
  // whichever it is (decision 070): "Brossard" after the trade-in's proposal is the city, and no trade-in.
  const proposed = previous.suggestion;
  if (
    proposed &&
    proposed.field === asked &&
    !optionalFields.has(asked) &&
    s.answers[asked] === undefined &&
    d.fields.some((f) => profileFields.indexOf(f) > profileFields.indexOf(asked)) &&
    !commands.some((c) => c.op === "ask" || c.op === "suggest")
  )
    set(d, asked, proposed.value, true);
  if (!s.notes.some((n) => n.kind === "suggest")) delete s.suggestion;
  if (!s.notes.some((n) => n.kind === "clarify")) delete s.clarifying;
  if (s.answers.tradeIn === "N") delete s.heldDebt;
  stepOver(previous, s, d, commands);
  // The question this message answered: a correction in the next one may apply to it.
  if (d.fields.includes(asked)) s.answered = asked;

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
  return execute(previous, resolveAsks(readMessage(previous, message, lang), lang, knowledge));
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

function questionText(field: ProfileField, s: InterviewState, t: Words, other = false): { ask: string; examples: string } {
  const quote = (items: readonly string[]) => items.map((item) => t("quoted", { item })).join(", ");
  const brand = s.answers.brand ?? "";
  const vars = {
    brand,
    models: quote(exampleModels(findBrand(brand)?.name ?? brand)),
    trims: quote(chatTrimsFor(brand, s.answers.model ?? "").slice(0, 3)),
  };
  // `other`: the question in other words, after a reply that did not fit it (decision 050).
  return { ask: t(other ? `rephrase.${field}` : `questions.${field}.ask`, vars), examples: t(`questions.${field}.examples`, vars) };
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

/** Help for a question: its choices, or the brand's models; asked for the difference, what tells its choices apart. */
function helpText(field: ProfileField, s: InterviewState, t: Words, lang: Lang, explain = false): string {
  if (explain && CHOICE_HELP.has(field)) return t("help", { what: t(`choiceHelp.${field as (typeof CHOICE_FIELDS)[number]}`) });
  const choices = quickReplies(s, lang);
  if (field === "model") {
    const models = exampleModels(findBrand(s.answers.brand ?? "")?.name ?? s.answers.brand ?? "");
    return t("help", { what: t("modelsHelp", { models: models.join(", ") }) });
  }
  // An open question offers only its pass ("Peu importe"): its examples say what an answer looks like.
  const offered = choices.filter((c) => c.value !== t("noPreference"));
  if (offered.length) return t("help", { what: `${choices.map((c) => c.label).join(", ")}.` });
  const { examples } = questionText(field, s, t);
  if (examples.trim())
    return t("help", { what: t(choices.length ? "helpExamplesOrPass" : "helpExamples", { examples, pass: t("noPreference") }) });
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
  let rephrase = false;
  // A refused address says why, and nothing else about that answer.
  const refused = s.notes.some((n) => n.kind === "undeliverable");
  const shownNotes = refused ? s.notes.filter((n) => !["not-understood", "required", "missing"].includes(n.kind)) : s.notes;
  for (const note of shownNotes) {
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
    } else if (note.kind === "undeliverable") {
      visible.push(t("undeliverableEmail", { email: note.email }));
    } else if (note.kind === "help") {
      visible.push(helpText(note.field, s, t, lang, note.explain === true));
    } else if (note.kind === "offer") {
      visible.push(t(quickReplies(s, lang).length ? "offer" : "offerOpen"));
      examples = false;
    } else if (note.kind === "confirm-place") {
      visible.push(t("confirmPlace", { place: note.place }));
      question = false;
    } else if (note.kind === "which-city") {
      visible.push(
        note.region
          ? t("whichRegion", { region: note.region, cities: note.cities.join(", ") })
          : t("whichCity", { cities: note.cities.join(t("and")) }),
      );
      question = false;
    } else if (note.kind === "clarify") {
      const wanted = t(`wanted.${note.field}`);
      visible.push(
        note.understood
          ? t("understoodAs", { said: note.said, what: t(`kinds.${note.understood}`), wanted })
          : t("notFound", { said: note.said, wanted }),
      );
      rephrase = true;
    } else if (note.kind === "suggest") {
      visible.push(
        note.field === "trim" && note.value === PLACEHOLDER
          ? t("suggestions.trimOpen")
          : t(`suggestions.${note.field as SuggestedField}`, { value: note.value }),
      );
      question = false;
    } else if (note.kind === "remark") {
      if (note.about === "pause") visible.push(t("remarkPause"));
      if (note.about === "progress") {
        const left = QUESTION_COUNT - questionNumber[asked] + 1;
        visible.push(left <= 1 ? t("remainingLast") : t("remaining", { count: left }));
      }
    }
  }
  if (answers.length && question) visible.push(t("backTo"));
  const q = questionText(asked, s, t, rephrase);
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
  if (asked === "city" && s.placeCandidate) return [{ label: t("yes"), value: t("yes") }];
  const none = { label: t("noPreference"), value: t("noPreference") };
  // A proposal waits for "oui"; the question's other choices stay offered.
  if (s.suggestion?.field === asked) {
    const others = quickReplies({ ...s, suggestion: undefined }, lang);
    const yes = t("yes");
    return [{ label: yes, value: yes }, ...others.filter((o) => o.value !== yes)];
  }
  // A clarified colour or options question offers examples to pick from.
  const examples = (key: "colourChoices" | "optionChoices", count: number) =>
    Array.from({ length: count }, (_, i) => t(`${key}.${i}` as `colourChoices.0`)).map((c) => ({ label: c, value: c }));
  if (s.clarifying === asked && asked === "color") return [...examples("colourChoices", frAssistant.colourChoices.length), none];
  if (s.clarifying === asked && asked === "options")
    return [...examples("optionChoices", frAssistant.optionChoices.length), { label: t("chips.none"), value: t("chips.none") }];
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
