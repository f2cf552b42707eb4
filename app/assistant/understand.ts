import { brands, findBrand, findBrandInText, findModelInText, recognisedBrandIn, trimsFor } from "#app/domain/catalogue.ts";
import { findCity, findCityInText } from "#app/domain/cities.ts";
import { findEmail, findPhone } from "#app/domain/profile.ts";
import { containsWords, normalize } from "#app/domain/text.ts";

/**
 * Free-text understanding for the interview: each function reads one kind of answer out of what
 * the buyer typed, in French or English, ignoring case and accents. They return the spec's French
 * canonical values (Neuf → "N", Hybride, Traction intégrale, Financement, Courriel, ...) or
 * `undefined` when the text does not say.
 */

/** Lower case, no accents, apostrophes unified, punctuation kept. */
export const norm = normalize;

function has(n: string, pattern: RegExp): boolean {
  return pattern.test(n);
}

const SKIP =
  /(^|[^a-z])(je ne sais pas|je sais pas|sais pas|j'sais pas|chais pas|aucune idee|peu importe|n'importe|pas de preference|sans preference|indifferent|ca m'est egal|m'est egal|ca importe peu|pas important|whatever|no preference|don'?t know|do not know|not sure|no idea|doesn'?t matter|does not matter|don'?t care|idk|any ?(one|color|colour|trim)?|aucune|aucun|rien|none|nothing|no options?|pas d'options?|skip|passer|suivant|next|n\/a|---)($|[^a-z])/;

/** "Je ne sais pas", "peu importe", "no preference", "aucune", ...: the buyer passes. */
export function isSkip(n: string): boolean {
  return SKIP.test(n);
}

const CORRECTION =
  /(^|[^a-z])(finalement|plutot|en fait|au lieu|je prefere|je change|changer|changement|correction|oups|oops|je me suis trompe|actually|instead|rather|switch|on second thought|i changed my mind|change)($|[^a-z])/;

/** "Finalement plutôt...", "actually...": the buyer corrects an earlier answer. */
export function isCorrection(n: string): boolean {
  return CORRECTION.test(n);
}

/** Yes → "O", no → "N" (the spec's raw trade-in answers), in French or English. */
export function parseYesNo(n: string): "O" | "N" | undefined {
  const no = n.search(/(^|[^a-z'])(non|n|no|nope|nah|aucun|aucune|none|pas d'|pas de|n'ai pas|n'en ai pas|don'?t|do not|jamais|never)($|[^a-z])/);
  const yes = n.search(/(^|[^a-z'])(oui|o|ouais|ouaip|yes|y|yep|yeah|yup|sure|certainement|absolument|bien sur|of course|affirmatif|j'en ai un|j'en ai une|i do|i have)($|[^a-z])/);
  if (no < 0 && yes < 0) return undefined;
  if (yes < 0) return "N";
  if (no < 0) return "O";
  return no < yes ? "N" : "O";
}

/** New/used, "N"/"U". A lone letter only counts when the question was asked. */
export function parseNewUsed(n: string, focused: boolean): "N" | "U" | undefined {
  if (focused) {
    const t = n.replace(/[.!?)\s]+$/g, "").trim();
    if (/^(n|neuf|neuve|new)$/.test(t)) return "N";
    if (/^(u|usage|usagee|used)$/.test(t)) return "U";
  }
  const used = /(^|[^a-z])(usage|usagee|usages|usagees|used|occasion|d'occasion|seconde main|pre-owned|preowned|second hand|second-hand)($|[^a-z])/;
  const brandNew = /(^|[^a-z])(neuf|neuve|neufs|neuves|new|brand new|nouveau|nouvelle)($|[^a-z])/;
  if (has(n, used)) return "U";
  if (has(n, brandNew)) return "N";
  return undefined;
}

export function parsePowertrain(n: string): string | undefined {
  if (has(n, /(rechargeable|plug-?in|phev|branchable)/)) return "Hybride rechargeable";
  if (has(n, /(^|[^a-z])(hybride|hybrid|hybrides|hybrids|hev)($|[^a-z])/)) return "Hybride";
  if (has(n, /(^|[^a-z])(electrique|electric|electrical|ev|ve|100 ?% electrique|batterie)($|[^a-z])/)) return "Électrique";
  if (has(n, /(^|[^a-z])(diesel)($|[^a-z])/)) return "Diesel";
  if (has(n, /(^|[^a-z])(essence|gas|gasoline|petrol|a essence|thermique)($|[^a-z])/)) return "Essence";
  return undefined;
}

export function parseDrivetrain(n: string, focused: boolean): string | undefined {
  if (has(n, /(integrale|awd|4x4|4 ?x ?4|4rm|4 roues motrices|quatre roues|all-?wheel|four-?wheel|4wd|4 ?matic|xdrive|quattro)/)) return "Traction intégrale";
  if (has(n, /(propulsion|rwd|rear-?wheel|roues arriere)/)) return "Propulsion";
  if (has(n, /(traction avant|fwd|front-?wheel|2 roues motrices|roues avant|2rm)/)) return "Traction avant";
  if (focused) {
    if (has(n, /(^|[^a-z])(avant|front)($|[^a-z])/)) return "Traction avant";
    if (has(n, /(^|[^a-z])(arriere|rear)($|[^a-z])/)) return "Propulsion";
  }
  return undefined;
}

export function parsePayment(n: string): string | undefined {
  if (has(n, /(^|[^a-z])(location|louer|loue|lease|leasing|bail)($|[^a-z])/)) return "Location";
  if (has(n, /(^|[^a-z])(financement|financer|finance|financing|financed|pret|loan|credit)($|[^a-z])/)) return "Financement";
  if (has(n, /(^|[^a-z])(comptant|cash|argent comptant|paiement complet|pay in full|outright)($|[^a-z])/)) return "Comptant";
  return undefined;
}

const TERM_BUDGET =
  /(\$\s?\d[\d\s.,]*k?|\d[\d\s.,]*\s?(k\$|k\b|\$|dollars?|mois|months?|mo\b|\/\s?mois|\/\s?month|par mois|per month|a month|semaines?|weeks?))/g;

/** Money amounts and terms mentioned anywhere ("60 mois", "450 $/mois", "$35,000"). */
export function findTermBudget(text: string): string | undefined {
  const n = norm(text);
  const found = n.match(TERM_BUDGET);
  if (!found) return undefined;
  const pieces = found.map((p) => p.trim().replace(/[,.]$/, "")).filter((p) => /\d/.test(p));
  return pieces.length ? pieces.join(", ") : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, one: 1, deux: 2, two: 2, trois: 3, three: 3, quatre: 4, four: 4, cinq: 5, five: 5,
  six: 6, sept: 7, seven: 7, huit: 8, eight: 8, neuf: 9, nine: 9, dix: 10, ten: 10, quinze: 15,
  fifteen: 15, vingt: 20, twenty: 20, trente: 30, thirty: 30, cinquante: 50, fifty: 50, cent: 100,
  hundred: 100,
};

/** A number of dealerships: 1 to 100 ("out-of-range" when a number outside that range is given). */
export function parseDealerships(n: string, focused: boolean): number | "out-of-range" | undefined {
  let value: number | undefined;
  const withNoun = n.match(/(\d{1,4})\s*(concessionnaires?|concessions?|dealers?|dealerships?|garages?|marchands?)/);
  if (withNoun) value = Number(withNoun[1]);
  else if (focused) {
    const digits = n.match(/(^|[^\d])(\d{1,4})($|[^\d])/);
    if (digits) value = Number(digits[2]);
    else {
      for (const [word, num] of Object.entries(NUMBER_WORDS)) {
        if (new RegExp(`(^|[^a-z])${word}($|[^a-z])`).test(n)) {
          value = num;
          break;
        }
      }
    }
  }
  if (value === undefined) return undefined;
  return value >= 1 && value <= 100 ? value : "out-of-range";
}

/** Preferred contact: "Courriel", "SMS" or "Les deux". */
export function parseContactMethod(text: string, focused: boolean): string | undefined {
  const n = norm(text);
  if (!focused) {
    const m = n.match(/(^|[^a-z])(par|by|via)\s+(courriel|e-?mail|mail|texto|sms|texte|text|message texte)($|[^a-z])/);
    if (!m) return undefined;
    return /texto|sms|text/.test(m[3]!) ? "SMS" : "Courriel";
  }
  const email = findEmail(text) !== undefined || has(n, /(courriel|e-?mail|(^|[^a-z])mail|adresse electronique)/);
  const sms = findPhone(text) !== undefined || has(n, /(^|[^a-z])(sms|texto|textos|texte|text|texts|cellulaire|cell|telephone|phone|appel|message)($|[^a-z])/);
  if (has(n, /(les deux|both|(^|[^a-z])deux($|[^a-z])|tous les deux|les 2)/) || (email && sms)) return "Les deux";
  if (email) return "Courriel";
  if (sms) return "SMS";
  return undefined;
}

/** Privacy option "A" (share with the winning dealerships only) or "B" (don't share). */
export function parsePrivacy(n: string): "A" | "B" | undefined {
  const t = n.trim();
  if (/^(option\s*)?a($|[^a-z])/.test(t)) return "A";
  if (/^(option\s*)?b($|[^a-z])/.test(t)) return "B";
  if (has(t, /(ne pas partager|pas partager|ne partagez pas|don'?t share|do not share|not share|relai|relay|garder pour moi|keep private)/)) return "B";
  if (has(t, /(partager|partage|share)/)) return "A";
  return undefined;
}

/** A city of the list named in the text; with `focused` false it must follow "à"/"in"/"près de". */
export function parseCity(text: string, focused: boolean): string | undefined {
  // "St-Jérôme", "Ste-Julie": the everyday abbreviations of Saint and Sainte.
  const expanded = text.replace(/\b(St|Ste)(?=[\s.-])\.?[\s-]*/gi, (_m, abbr: string) => (abbr.toLowerCase() === "ste" ? "Sainte-" : "Saint-"));
  const city = findCityInText(expanded);
  if (city) {
    if (focused) return city.name;
    const n = ` ${norm(text).replace(/[-'.,!?;:]/g, " ").replace(/\s+/g, " ")} `;
    const name = norm(city.name).replace(/[-']/g, " ");
    if (new RegExp(` (a|in|near|pres de|region de|secteur|around) ${name} `).test(n)) return city.name;
    return undefined;
  }
  if (!focused) return undefined;
  const stripped = text
    .trim()
    .replace(/^(j'habite|je reste|je suis|je vis|i live|i'm|i am|we live|nous sommes|on est)\s+/i, "")
    .replace(/^(à|a|au|in|near|près de|pres de|dans|en)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (stripped.length < 2 || stripped.length > 40 || /\d|@/.test(stripped)) return undefined;
  if (stripped.split(/\s+/).length > 4 || !/[a-zà-ÿ]/i.test(stripped)) return undefined;
  if (isSkip(norm(stripped)) || parseYesNo(norm(stripped))) return undefined;
  const exact = findCity(stripped);
  return exact ? exact.name : stripped;
}

/** The buyer's name, from an answer that may also carry an e-mail, a phone and a city. */
export function parseName(text: string): string | undefined {
  const segments = text.split(/[,;\n]+/).map((s) => s.trim()).filter(Boolean);
  for (const segment of segments) {
    if (findEmail(segment) || findPhone(segment) || findCity(segment)) continue;
    const name = segment
      .replace(/^(bonjour|salut|allo|hello|hi)\b[\s,!.]*/i, "")
      .replace(/^(je m'appelle|je m’appelle|je me nomme|mon nom est|mon nom c'est|moi c'est|c'est|my name is|my name's|i'm|i am|this is|name|nom)\s*:?\s+/i, "")
      .replace(/[.!?]+$/, "")
      .trim();
    const n = norm(name);
    if (name.length < 2 || name.length > 60 || /\d|@/.test(name) || name.split(/\s+/).length > 6) return undefined;
    if (!/[a-zà-ÿ]/i.test(name) || isSkip(n) || /^(oui|non|yes|no|o|n|a|b)$/.test(n)) return undefined;
    return name;
  }
  return undefined;
}

const BLOCKED_GLOBAL_MODELS = new Set(
  ["charger", "venue", "edge", "escape", "soul", "pilot", "crown", "leaf", "atlas", "transit", "passport", "compass", "frontier", "discovery", "defender", "z"].map(norm),
);

type ModelEntry = { brand: string; model: string; variants: string[] };
let modelIndex: ModelEntry[] | undefined;

/** Every model that may name its brand on its own, with its normalised spellings (built once). */
function modelsAcrossBrands(): ModelEntry[] {
  modelIndex ??= brands.flatMap((b) =>
    b.models
      .filter((m) => !/^\d+$/.test(m) && !/^[a-z]{1,2}$/i.test(m) && !BLOCKED_GLOBAL_MODELS.has(norm(m)))
      .map((m) => ({
        brand: b.name,
        model: m,
        variants: [...new Set([m, m.replace(/-/g, " "), m.replace(/-/g, ""), m.replace(/^Série /, "Serie ").replace(/^Classe /, "Class ")].map(norm))],
      })),
  );
  return modelIndex;
}

/** The longest model of any brand named in the text ("un RAV4 hybride" → Toyota RAV4); fast: one pass of substring checks. */
export function findModelAcrossBrands(text: string): { brand: string; model: string } | undefined {
  const h = norm(text);
  let best: ModelEntry | undefined;
  for (const entry of modelsAcrossBrands()) {
    if (best && entry.model.length <= best.model.length) continue;
    for (const v of entry.variants) {
      const at = h.indexOf(v);
      if (at < 0) continue;
      const before = at === 0 ? "" : h[at - 1]!;
      const after = h[at + v.length] ?? "";
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) {
        best = entry;
        break;
      }
    }
  }
  return best && { brand: best.brand, model: best.model };
}

/** Catalogue name of a brand ("mercedes" → Mercedes-Benz), or the recognised name ("tesla" → Tesla). */
function brandName(lower: string): string {
  return findBrand(lower)?.name ?? lower.charAt(0).toUpperCase() + lower.slice(1);
}

export type VehicleMention = { brand?: string; brandExplicit: boolean; model?: string; trim?: string };

/**
 * Brand, model and trim mentioned in free text, matched against the catalogue (and the spec's
 * 29 recognised brands). A model alone names its brand ("un RAV4" → Toyota); short or everyday
 * model names only count within a known brand. The search across every brand's models (the
 * costly part) runs when no brand is known or `acrossBrands` asks for it.
 */
export function findVehicle(text: string, knownBrand?: string, options: { acrossBrands?: boolean } = {}): VehicleMention {
  const acrossBrands = options.acrossBrands ?? true;
  const explicit = findBrandInText(text)?.name ?? (() => {
    const r = recognisedBrandIn(text);
    return r ? brandName(r) : undefined;
  })();
  const out: VehicleMention = { brandExplicit: Boolean(explicit) };
  if (explicit) out.brand = explicit;
  const pool = explicit ?? knownBrand;
  let model = pool && findBrand(pool) ? findModelInText(text, pool)?.model : undefined;
  if (!model && !explicit && (acrossBrands || !knownBrand)) {
    const hit = findModelAcrossBrands(text);
    if (hit) {
      out.brand = hit.brand;
      model = hit.model;
    }
  }
  if (model) {
    out.model = model;
    const trim = trimAfterModel(text, out.brand ?? knownBrand ?? "", model);
    if (trim) out.trim = trim;
  }
  return out;
}

/** A trim written right after the model, in the same phrase ("CR-V EX-L", "Civic Sport"). */
function trimAfterModel(text: string, brand: string, model: string): string | undefined {
  const n = norm(text);
  const variants = [model, model.replace(/-/g, " "), model.replace(/-/g, "")].map(norm);
  let rest: string | undefined;
  for (const v of variants) {
    const at = n.indexOf(v);
    if (at >= 0) {
      rest = n.slice(at + v.length).split(/[,.;!?]/)[0];
      break;
    }
  }
  if (!rest) return undefined;
  let best: string | undefined;
  for (const trim of trimsFor(brand, model)) {
    if (trim.length < 2) continue;
    if (containsWords(rest, trim) && (!best || trim.length > best.length)) best = trim;
  }
  return best;
}

/** A trim of the model in an answer to the trim question (a one-letter trim must be the whole answer). */
export function parseTrim(text: string, brand: string, model: string): string | undefined {
  const n = norm(text).replace(/[.!?]+$/, "").trim();
  const trims = trimsFor(brand, model);
  const exact = trims.find((t) => norm(t) === n);
  if (exact) return exact;
  let best: string | undefined;
  for (const trim of trims) {
    if (trim.length < 2) continue;
    if (containsWords(n, trim) && (!best || trim.length > best.length)) best = trim;
  }
  return best;
}

/** Everyday words that are answers to other questions, not a model or a trim. */
const VOCABULARY =
  /(^|[^a-z])(un|une|le|la|les|l'|a|an|the|je|veux|voudrais|cherche|want|looking|for|modele|model|version|trim|neuf|neuve|new|usage|usagee|used|hybride|hybrid|electrique|electric|essence|gas|svp|please|merci|thanks|oui|non|yes|no|ok|okay)(?=$|[^a-z])/g;

/** A custom model or trim typed by the buyer (not in the catalogue), if the text looks like one. */
const FILLER = /^(h+m+|e+u+h+|heu+|bof|ben|bah|ah+|oh+|hein|quoi|what|huh|uh+|um+|ok|okay|d'accord|merci|thanks|salut|bonjour|hello|hi|lol|test|\?+|\.+)$/;

export function customName(text: string, maxLength: number): string | undefined {
  const n = norm(text);
  if (isSkip(n) || (parseYesNo(n) && n.length <= 4)) return undefined;
  // A question or a filler word is not a name ("c'est quoi ?", "hmm").
  if (/\?\s*$/.test(n) || FILLER.test(n.replace(/[!.,\s]+$/g, "").trim())) return undefined;
  const residual = n.replace(VOCABULARY, " ").replace(/[^a-z0-9]+/g, " ").trim();
  if (!residual) return undefined;
  const cleaned = text
    .trim()
    .replace(/^(je veux|je voudrais|je cherche|i want|i'd like|i'm looking for)\s+/i, "")
    .replace(/^(un|une|le|la|l'|a|an|the)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (cleaned.length < 1 || cleaned.length > maxLength || cleaned.split(/\s+/).length > 5) return undefined;
  return cleaned;
}

/** Three example models of a brand for the question's hint. */
export function exampleModels(brand: string): string[] {
  return (brands.find((b) => b.name === brand)?.models ?? ["Model 3", "Model Y"]).slice(0, 3);
}
