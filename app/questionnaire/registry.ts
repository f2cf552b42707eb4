import { normalize } from "#app/platform/text.ts";

/**
 * THE questionnaire (DESIGN §7): one record per question, read by the chat, the single
 * form and the wizard, the e-mails, the payload mappers and the offers page. Adding or changing a
 * question is a change here, in its words (app/questionnaire/words.{fr,en}.ts, the e-mails'
 * words.mail, the webhook's words.webhook, the chat's words.assistant) and in its tests
 * (registry.test.ts checks every derived list).
 *
 * Pure data, no zod: the rule of a form question is `fieldSchemas[key]` in vehicle-rules.ts (typed
 * `Record<StepField, …>`, so a form question without a rule does not compile). Keeping zod out
 * lets a page read kinds and labels without loading the validation.
 */

/** SPEC §3 privacy options, verbatim. */
export const PRIVACY_A = "A) Partager mes infos avec les concessionnaires gagnants seulement";
export const PRIVACY_B = "B) Ne pas partager - Sam relaie tout";

export const CONDITIONS = ["Neuf", "Usagé"] as const;
export const CONTACT_METHODS = ["Courriel", "SMS", "Les deux"] as const;
/** SPEC §3 buyer profile: the chat's closed answers (stored in French, as the spec's payloads say). */
export const POWERTRAINS = ["Essence", "Hybride", "Hybride rechargeable", "Électrique", "Diesel"] as const;
export const DRIVETRAINS = ["Traction avant", "Traction intégrale", "Propulsion"] as const;
export const PAYMENTS = ["Financement", "Location", "Comptant"] as const;
export const PRIVACY_OPTIONS = [PRIVACY_A, PRIVACY_B] as const;
export const SINGLE_FORM_QUICK_PICKS = [5, 10, 20, 50, 100] as const;
export const WIZARD_QUICK_PICKS = [3, 5, 10, 20] as const;
/**
 * SPEC §5 and §9: the number of dealerships is a whole number from 1 to 100, read the same by the
 * forms, the chat and the outreach. A request that carries no usable count (SPEC §5 stores 0) asks
 * 3, the floor of the questions' "recommandé : 3-100".
 */
export const DEALERSHIPS = { min: 1, max: 100, fallback: 3 } as const;
export function isDealershipCount(n: number): boolean {
  return Number.isInteger(n) && n >= DEALERSHIPS.min && n <= DEALERSHIPS.max;
}

export type View = "chat" | "form" | "wizard";

/**
 * How a question is asked in the forms (the step component renders each kind from a table):
 * - `choice`: buttons (a `custom` one also takes a typed entry: model, trim);
 * - `text`: one typed line (name);
 * - `number`: quick picks and a number field (dealerships);
 * - `contactPair`: e-mail and phone, stored joined by " et ";
 * - `city`: the cities, searchable, popular first, or a typed city.
 * Chat-only questions have no form kind.
 */
export type QuestionKind = "choice" | "text" | "number" | "contactPair" | "city";

/** Where a question's choices come from (resolved in vehicle.ts `optionsFor`). */
export type OptionSource = "brands" | "conditions" | "models" | "trims" | "quickPicks" | "contactMethods" | "cities" | "privacy";

/**
 * When the wizard moves on by itself (with JavaScript):
 * - `{ pick: ms }`: a choice shows as selected, then submits after the spec's delay (SPEC §4);
 * - `"commit"`: a typed entry moves on with Enter, Suivant, or when it is left with a valid value,
 *   never while the buyer is still typing (decision 023, DESIGN §8.9).
 * A question with both (a custom model, a typed city) uses each for its own input.
 */
export type Advance = { pick?: number; typed?: "commit" };

/**
 * Which part of a dealer's e-mail shows the answer (ordered), or none.
 * - `title`: named in the vehicle's title ("Toyota RAV4 XLE") rather than on a line of its own;
 * - `fallback`: shown when unanswered (SPEC §9: the condition reads "Neuf" / "New");
 * - `kept`: still shown to dealers once the buyer's data is erased (a catalogue answer, decision 026).
 */
export type DealerSection = {
  section: "vehicle" | "request" | "contact";
  order: number;
  title?: boolean;
  fallback?: string;
  kept?: boolean;
};

/**
 * Where a form answer goes in the spec's webhook payload (SPEC §3 "Webhook payload": contactData
 * name, email, phone, city, contactPreference, privacy; vehicleData brand, model, condition, trim,
 * dealerships): its part, its order there and its key there when it differs from the answer's
 * (`contact` → `contactPreference`). A `contactPair` question sends its two halves, `email` and
 * `phone`, in its place.
 */
export type PayloadSlot = { part: PayloadPart; order: number; as?: string };
export type PayloadPart = "contactData" | "vehicleData";
/** The halves of a `contactPair` answer, as the payloads and the dealer e-mails name them. */
export const CONTACT_HALVES = ["email", "phone"] as const;

export type QuestionRecord = {
  /** The answer's key in the forms' vehicleData (SPEC §3), or the chat profile's for chat-only questions. */
  key: string;
  /**
   * The chat's profile field (SPEC §3 buyer profile) and its number in "Question n/17";
   * `optional`: the buyer may pass on it ("peu importe", recorded as `---`);
   * `typed`: its answer is free text kept as typed (a "no preference" inside it is part of the answer).
   */
  chat: { field: string; number: number; optional?: boolean; typed?: boolean };
  /** The 1-based step in the single form and the wizard (steps 1..10). */
  step?: number;
  kind?: QuestionKind;
  custom?: boolean;
  options?: OptionSource;
  /** The earlier answers a step needs (SPEC §2: "Marque requise", "Marque et modèle requis"). */
  needs?: "brand" | "brandModel";
  advance?: Advance;
  /**
   * The canonical answers of a closed question, each with its label key suffix
   * (`vehicle:values.<key>.<suffix>`): THE table of the answers' words in each language, read by the
   * pages, the chat, the e-mails and the webhook (SPEC §9 label translations).
   */
  values?: Readonly<Record<string, string>>;
  /** Each choice explained under its label (`vehicle:<hints>.<values suffix>`). */
  hints?: string;
  /** Choices one per line (long labels) rather than in a grid. */
  column?: boolean;
  /** The label key (vehicle namespace) of the typed entry: a custom answer, the name, the count, a typed city. */
  typedLabel?: string;
  /** What dealers are shown (the outreach e-mails, the offers page). */
  dealers?: DealerSection;
  /** Where the forms' payloads carry the answer (SPEC §3). */
  payload?: PayloadSlot;
  /** Typed freely: it must carry no link, address or control character to reach an e-mail. */
  freeText?: boolean;
  /** An option answer that the e-mails translate (SPEC §9 label translations). */
  translated?: boolean;
  /** The chat's accepted answers for a closed question (the engine refuses anything else). */
  chatChoices?: readonly string[];
  views: readonly View[];
};

const ALL = ["chat", "form", "wizard"] as const;
const CHAT = ["chat"] as const;

export const QUESTIONS = [
  {
    key: "brand",
    chat: { field: "brand", number: 1 },
    step: 1,
    kind: "choice",
    options: "brands",
    advance: { pick: 100 },
    dealers: { section: "vehicle", order: 1, title: true, kept: true },
    payload: { part: "vehicleData", order: 1 },
    views: ALL,
  },
  {
    key: "condition",
    chat: { field: "newUsed", number: 2 },
    step: 2,
    kind: "choice",
    options: "conditions",
    advance: { pick: 500 },
    values: { Neuf: "new", Usagé: "used" },
    column: true,
    dealers: { section: "vehicle", order: 4, fallback: "Neuf", kept: true },
    payload: { part: "vehicleData", order: 3 },
    translated: true,
    views: ALL,
  },
  {
    key: "model",
    chat: { field: "model", number: 3 },
    step: 3,
    kind: "choice",
    custom: true,
    options: "models",
    needs: "brand",
    advance: { pick: 500, typed: "commit" },
    typedLabel: "customModel",
    dealers: { section: "vehicle", order: 2, title: true, kept: true },
    payload: { part: "vehicleData", order: 2 },
    freeText: true,
    views: ALL,
  },
  {
    key: "trim",
    chat: { field: "trim", number: 4, optional: true },
    step: 4,
    kind: "choice",
    custom: true,
    options: "trims",
    needs: "brandModel",
    advance: { pick: 500, typed: "commit" },
    typedLabel: "customTrim",
    dealers: { section: "vehicle", order: 3, title: true, kept: true },
    payload: { part: "vehicleData", order: 4 },
    freeText: true,
    views: ALL,
  },
  {
    key: "powertrain",
    chat: { field: "powertrain", number: 5, optional: true },
    values: { Essence: "gas", Hybride: "hybrid", "Hybride rechargeable": "plugInHybrid", Électrique: "electric", Diesel: "diesel" },
    dealers: { section: "vehicle", order: 5, kept: true },
    translated: true,
    chatChoices: POWERTRAINS,
    views: CHAT,
  },
  {
    key: "drivetrain",
    chat: { field: "drivetrain", number: 6, optional: true },
    values: { "Traction avant": "front", "Traction intégrale": "all", Propulsion: "rear" },
    dealers: { section: "vehicle", order: 6, kept: true },
    translated: true,
    chatChoices: DRIVETRAINS,
    views: CHAT,
  },
  {
    key: "options",
    chat: { field: "options", number: 7, optional: true, typed: true },
    dealers: { section: "vehicle", order: 7 },
    freeText: true,
    views: CHAT,
  },
  {
    key: "color",
    chat: { field: "color", number: 8, optional: true, typed: true },
    dealers: { section: "vehicle", order: 8 },
    freeText: true,
    views: CHAT,
  },
  {
    key: "payment",
    chat: { field: "payment", number: 9, optional: true },
    values: { Financement: "financing", Location: "lease", Comptant: "cash" },
    dealers: { section: "vehicle", order: 9 },
    translated: true,
    chatChoices: PAYMENTS,
    views: CHAT,
  },
  {
    key: "termBudget",
    chat: { field: "termBudget", number: 10, optional: true, typed: true },
    dealers: { section: "vehicle", order: 10 },
    views: CHAT,
  },
  {
    key: "tradeIn",
    chat: { field: "tradeIn", number: 11 },
    values: { Oui: "yes", Non: "no" },
    dealers: { section: "vehicle", order: 11 },
    translated: true,
    views: CHAT,
  },
  // Asked only after a "yes" to the trade-in: it shares number 11.
  {
    key: "tradeInDetails",
    chat: { field: "tradeInDetails", number: 11, optional: true, typed: true },
    dealers: { section: "vehicle", order: 12 },
    freeText: true,
    views: CHAT,
  },
  {
    key: "dealerships",
    chat: { field: "dealerships", number: 12 },
    step: 5,
    kind: "number",
    options: "quickPicks",
    advance: { pick: 500, typed: "commit" },
    typedLabel: "dealershipsInput",
    dealers: { section: "request", order: 1 },
    payload: { part: "vehicleData", order: 5 },
    views: ALL,
  },
  {
    key: "contact",
    chat: { field: "contact", number: 13 },
    step: 6,
    kind: "choice",
    options: "contactMethods",
    advance: { pick: 500 },
    // "Téléphone": a contact method some stored answers carry, shown translated too.
    values: { Courriel: "email", SMS: "sms", "Les deux": "both", Téléphone: "phone" },
    column: true,
    dealers: { section: "contact", order: 3 },
    payload: { part: "contactData", order: 4, as: "contactPreference" },
    translated: true,
    chatChoices: CONTACT_METHODS,
    views: ALL,
  },
  {
    key: "name",
    chat: { field: "name", number: 14, typed: true },
    step: 7,
    kind: "text",
    advance: { typed: "commit" },
    typedLabel: "fields.name",
    dealers: { section: "contact", order: 1 },
    payload: { part: "contactData", order: 1 },
    freeText: true,
    views: ALL,
  },
  {
    key: "emailPhone",
    chat: { field: "emailPhone", number: 15 },
    step: 8,
    kind: "contactPair",
    advance: { typed: "commit" },
    dealers: { section: "contact", order: 2 },
    payload: { part: "contactData", order: 2 },
    views: ALL,
  },
  {
    key: "city",
    chat: { field: "city", number: 16 },
    step: 9,
    kind: "city",
    options: "cities",
    advance: { pick: 500, typed: "commit" },
    typedLabel: "wizard.typedCity",
    values: { Autre: "other" },
    dealers: { section: "request", order: 2 },
    payload: { part: "contactData", order: 3 },
    freeText: true,
    views: ALL,
  },
  {
    key: "privacy",
    chat: { field: "privacy", number: 17 },
    step: 10,
    kind: "choice",
    options: "privacy",
    // The last choice saves, creates the submission and goes to the success page after 1 s (SPEC §4).
    advance: { pick: 1000 },
    values: { [PRIVACY_A]: "a", [PRIVACY_B]: "b" },
    hints: "privacyHelp",
    column: true,
    dealers: { section: "request", order: 3 },
    payload: { part: "contactData", order: 5 },
    views: ALL,
  },
] as const satisfies readonly QuestionRecord[];

export type Question = (typeof QUESTIONS)[number];
/** A question of the forms (it has a step). */
export type StepQuestion = Extract<Question, { step: number }>;
export type StepField = StepQuestion["key"];
/** The chat's buyer-profile fields (SPEC §3). */
export type ProfileField = Question["chat"]["field"];
type DealerQuestion = Extract<Question, { dealers: DealerSection }>;
export type VehicleKey = Extract<DealerQuestion, { dealers: { section: "vehicle" } }>["key"];

/**
 * Every list the views, the e-mails and the payloads read, built from a registry. The app calls it
 * once on `QUESTIONS` (below); the tests call it on a copy with a question added, to show that a
 * new question reaches each view's steps, the chat's numbering, the e-mails and the payloads.
 */
export function questionnaireOf<Q extends QuestionRecord>(registry: readonly Q[]) {
  const byOrder = <T extends { order: number }>(slot: (q: Q) => T | undefined) =>
    registry.filter((q) => slot(q) !== undefined).sort((a, b) => slot(a)!.order - slot(b)!.order);
  const steps = byOrder((q) => (q.step === undefined ? undefined : { order: q.step }));
  const stepsOf = (view: View) => steps.filter((q) => q.views.includes(view)).map((q) => q.key);
  const dealers = (section: DealerSection["section"]) => byOrder((q) => (q.dealers?.section === section ? q.dealers : undefined));
  const payload = (part: PayloadPart) => byOrder((q) => (q.payload?.part === part ? q.payload : undefined));
  return {
    /** The forms' questions in step order (SPEC §2: 1 brand … 10 privacy). */
    steps,
    stepFields: steps.map((q) => q.key),
    /** Each form view's steps (both ask every form question today). */
    viewSteps: { form: stepsOf("form"), wizard: stepsOf("wizard") },
    /** The chat's profile fields in the questionnaire's order. */
    profileFields: registry.filter((q) => q.views.includes("chat")).map((q) => q.chat.field),
    /** "Question n/17" (the trade-in details share 11 with the trade-in). */
    questionNumber: Object.fromEntries(registry.map((q) => [q.chat.field, q.chat.number])) as Readonly<Record<string, number>>,
    questionCount: Math.max(...registry.map((q) => q.chat.number)),
    /** The chat's questions the buyer may pass on, and those whose answer is kept as typed. */
    chatOptional: registry.filter((q) => q.chat.optional).map((q) => q.chat.field),
    chatTyped: registry.filter((q) => q.chat.typed).map((q) => q.chat.field),
    /** The vehicle's catalogue questions (asked by the forms too): naming another make or model while they are asked changes the vehicle. */
    chatVehicle: registry.filter((q) => q.dealers?.section === "vehicle" && q.step !== undefined).map((q) => q.chat.field),
    /** What dealers are shown, section by section, in the e-mails' order. */
    dealers: { vehicle: dealers("vehicle"), request: dealers("request"), contact: dealers("contact") },
    /** The forms' payload parts (SPEC §3), each question in its place. */
    payload: { contactData: payload("contactData"), vehicleData: payload("vehicleData") },
    freeTextKeys: registry.filter((q) => q.freeText).map((q) => q.key),
    translatedKeys: registry.filter((q) => q.translated).map((q) => q.key),
  };
}
/** The keys a payload part shows a question under: its own (or `as`), or a contact pair's halves. */
export function payloadKeys(q: QuestionRecord): readonly string[] {
  return q.kind === "contactPair" ? CONTACT_HALVES : [q.payload?.as ?? q.key];
}
export type Questionnaire = ReturnType<typeof questionnaireOf<QuestionRecord>>;

/** The app's questionnaire: every list below is a view of it. */
export const QUESTIONNAIRE = questionnaireOf(QUESTIONS);

export const stepQuestions = QUESTIONNAIRE.steps as readonly StepQuestion[];
export const STEP_FIELDS = QUESTIONNAIRE.stepFields as readonly StepField[];
export const STEP_COUNT = stepQuestions.length;

/** The chat's profile fields in the questionnaire's order. */
export const profileFields = QUESTIONNAIRE.profileFields as readonly ProfileField[];

/** "Question n/17": 17 numbered questions (the trade-in details share 11 with the trade-in). */
export const questionNumber = QUESTIONNAIRE.questionNumber as Readonly<Record<ProfileField, number>>;
export const QUESTION_COUNT = QUESTIONNAIRE.questionCount;

/** The record of a form question. */
export function questionOf(field: StepField): StepQuestion {
  return stepQuestions.find((q) => q.key === field)!;
}

/** The vehicle part of a dealer's e-mail and the offers page, in the e-mails' order. */
export const vehicleKeys = QUESTIONNAIRE.dealers.vehicle.map((q) => q.key) as readonly VehicleKey[];
/** The vehicle answers named in its title ("Toyota RAV4 XLE"), in order: brand, model, trim. */
export type TitleKey = Extract<DealerQuestion, { dealers: { title: true } }>["key"];
export const titleKeys = QUESTIONNAIRE.dealers.vehicle
  .filter((q) => (q.dealers as DealerSection).title)
  .map((q) => q.key) as readonly TitleKey[];

/** The vehicle answers a dealer still sees after an erasure (decision 026), in the e-mails' order. */
export const keptVehicleKeys = QUESTIONNAIRE.dealers.vehicle
  .filter((q) => (q.dealers as DealerSection).kept)
  .map((q) => q.key) as readonly VehicleKey[];

/** Answers typed freely (checked by safe-text.ts before they reach an e-mail), by the key each view stores. */
export const freeTextKeys = QUESTIONNAIRE.freeTextKeys as readonly Question["key"][];

/** The chat profile field behind a stored key ("condition" → "newUsed"). */
export function chatFieldOf(key: Question["key"]): ProfileField {
  return QUESTIONS.find((q) => q.key === key)!.chat.field;
}

/** The i18n key of a canonical choice's label, or undefined for free text (brands, models, cities). */
export function choiceLabelKey(field: StepField, value: string): string | undefined {
  const q = questionOf(field);
  const suffix = "values" in q ? (q.values as Readonly<Record<string, string>>)[value] : undefined;
  return suffix ? `vehicle:values.${field}.${suffix}` : undefined;
}

/** The words key of a canonical answer ("values.powertrain.plugInHybrid"), for every closed question. */
export type ValueKey = `values.${string}.${string}`;
const valueKeys: ReadonlyMap<string, ValueKey> = new Map(
  (QUESTIONS as readonly QuestionRecord[]).flatMap((q) =>
    Object.entries(q.values ?? {}).map(([value, suffix]) => [normalize(value), `values.${q.key}.${suffix}`] as const),
  ),
);
/** Every canonical answer's words key, in the registry's order. */
export const VALUE_KEYS: readonly ValueKey[] = [...new Set(valueKeys.values())];

/** The words key of a canonical answer written in French, ignoring case and accents ("usage" → Usagé's). */
export function valueKeyOf(value: string): ValueKey | undefined {
  return valueKeys.get(normalize(value));
}

/** A question's optional record entry, typed loosely (the union of records has it on some only). */
export function trait<K extends keyof QuestionRecord>(q: Question, key: K): QuestionRecord[K] | undefined {
  return (q as QuestionRecord)[key];
}

/** The i18n keys of a form question's words (the locale tables hold them). */
export const labelKeys = (field: StepField) => ({ field: `vehicle:fields.${field}`, question: `vehicle:questions.${field}` }) as const;

/** The chat's accepted answers for a closed question, from its record (undefined: not a closed chat question). */
export function chatChoicesOf(chatField: string): readonly string[] | undefined {
  return (QUESTIONS as readonly QuestionRecord[]).find((q) => q.chat.field === chatField)?.chatChoices;
}
