import { containsWords, normalize } from "#app/platform/text.ts";
import { brands, findBrand, trimsFor } from "#app/questionnaire/catalogue.ts";
import { findCity, quebecCities } from "#app/questionnaire/cities.ts";
import { findEmail, findPhone } from "#app/questionnaire/profile.ts";
import { isDealershipCount } from "#app/questionnaire/registry.ts";

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
  /(^|[^a-z])(je ne sais pas|je sais pas|sais pas|j'sais pas|chais pas|aucune idee|peu importe|n'importe|pas de preference|sans preference|indifferent|ca m'est egal|m'est egal|ca importe peu|pas important|whatever|no preference|don'?t know|do not know|not sure|no idea|doesn'?t matter|does not matter|don'?t care|idk|any ?(one|color|colour|trim)?|aucune|aucun|rien|none|nothing|no options?|pas d'options?|skip|passer|suivant|next|n\/a|---|pas de budget|no budget|chepas|ché pas|che pas|n'importe laquelle|n'importe lequel|n'importe quoi|any is fine|either|pas difficile|pas exigeant|pas regardant|pas d'importance|ca me derange pas|ca me fait rien|not picky|i'?m easy|easy going|flexible|no matter|not fussy|open to anything)($|[^a-z])/;

/** Politeness and hedges around a short answer ("green please", "SV I think", "rouge svp"): not part of it. */
const HEDGE_END =
  /[\s,]+(please|pls|plz|svp|stp|s'il vous pla[iî]t|s'il te pla[iî]t|merci|thanks|thank you|thx|i think|i guess|i'd say|je pense|je crois|je dirais|j'pense|probably|probablement|maybe|peut-[eê]tre|lol|haha|if possible|si possible|ideally|idealement|idéalement)[\s.!]*$/i;
const HEDGE_START = /^(ok|okay|euh|um|uh|well|so|ben|bon|alors|genre|hmm|heu)[\s,]+/i;

/** The answer without the politeness and hedges around it (the text itself when nothing is left). */
export function withoutHedges(text: string): string {
  let t = text.trim().replace(/[.!]+$/, "");
  for (let i = 0; i < 3; i++) t = t.replace(HEDGE_END, "").replace(HEDGE_START, "").trim();
  return t || text.trim();
}

/** Phrases that say "either is fine" next to alternatives ("GS ou GT peu importe", "EX or SX, not decided yet"). */
const UNDECIDED =
  /[\s,;]*(peu importe|n'importe|ca m'est egal|m'est egal|doesn'?t matter|does not matter|don'?t care|whatever|either( one)?( is fine| works)?|any( of them| of those)?|je (ne )?suis pas (encore )?decide[e]?|pas encore decide[e]?|not (yet )?decided( yet)?|undecided|j'hesite|i'?m torn|je sais pas (encore )?laquelle|not sure which|l'un ou l'autre|one or the other)[\s,.!]*$/;

/**
 * Alternatives the buyer would take either of ("GS ou GT peu importe" → "GS ou GT"): a dealer
 * reads them as "quote me either", so they are kept as typed rather than read as "no preference".
 */
export function findAlternatives(text: string): string | undefined {
  let t = withoutHedges(text.trim());
  for (let i = 0; i < 2; i++) {
    const n = norm(t);
    const m = UNDECIDED.exec(n);
    if (m) t = t.slice(0, t.length - (n.length - m.index)).trim();
  }
  t = t.replace(/[,;.!]+$/, "").trim();
  const parts = t.split(/\s+(?:ou|or|ou bien|sinon)\s+|\s*\/\s*/i);
  if (parts.length < 2 || parts.length > 3) return undefined;
  if (!parts.every((p) => p.length >= 1 && p.split(/\s+/).length <= 3 && !isSkip(norm(p)))) return undefined;
  return t;
}

/** "Je ne sais pas", "peu importe", "no preference", "aucune", ...: the buyer passes. */
export function isSkip(n: string): boolean {
  return SKIP.test(n);
}

const CORRECTION =
  /(^|[^a-z])(finalement|plutot|en fait|au lieu|je prefere|je change|changer|changement|correction|oups|oops|je me suis trompe|actually|instead|rather|switch|on second thought|i changed my mind|change|je voulais dire|j'voulais dire|i meant|make it|mettez-en|mets-en|ah pis)($|[^a-z])/;

/** "Finalement plutôt...", "actually...": the buyer corrects an earlier answer. */
export function isCorrection(n: string): boolean {
  return CORRECTION.test(n);
}

/** Yes → "O", no → "N" (the spec's raw trade-in answers), in French or English. */
export function parseYesNo(n: string): "O" | "N" | undefined {
  const no = n.search(
    /(^|[^a-z'])(non|n|no|nope|nah|aucun|aucune|none|pas d'|pas de|n'ai pas|n'en ai pas|don'?t|do not|jamais|never)($|[^a-z])/,
  );
  const yes = n.search(
    /(^|[^a-z'])(oui|o|ouais|ouaip|yes|y|yep|yeah|yup|sure|certainement|absolument|bien sur|of course|affirmatif|j'en ai un|j'en ai une|i do|i have)($|[^a-z])/,
  );
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
    if (/^(u|usage|usagee|usager|used)$/.test(t)) return "U";
  }
  const used =
    /(^|[^a-z])(usage|usagee|usages|usagees|usager|usagers|used|occasion|d'occasion|seconde main|pre-owned|preowned|second hand|second-hand)($|[^a-z])/;
  const brandNew = /(^|[^a-z])(neuf|neuve|neufs|neuves|new|brand new|nouveau|nouvelle)($|[^a-z])/;
  if (has(n, used)) return "U";
  if (has(n, brandNew)) return "N";
  return undefined;
}

export function parsePowertrain(raw: string): string | undefined {
  const n = withoutNegated(raw);
  if (has(n, /(rechargeable|plug-?in|phev|branchable)/)) return "Hybride rechargeable";
  if (has(n, /(^|[^a-z])(hybride|hybrid|hybrides|hybrids|hev)($|[^a-z])/)) return "Hybride";
  if (has(n, /(^|[^a-z])(electrique|electric|electrical|ev|ve|100 ?% electrique|batterie)($|[^a-z])/)) return "Électrique";
  if (has(n, /(^|[^a-z])(diesel)($|[^a-z])/)) return "Diesel";
  if (has(n, /(^|[^a-z])(essence|gas|gaz|gasoline|petrol|a essence|thermique|regular)($|[^a-z])/)) return "Essence";
  return undefined;
}

export function parseDrivetrain(raw: string, focused: boolean): string | undefined {
  const n = withoutNegated(raw);
  if (
    has(
      n,
      /(integrale|awd|4x4|4 ?x ?4|4rm|4 roues motrices|quatre roues|all[- ]?wheel|four[- ]?wheel|4wd|4 ?matic|xdrive|quattro|4 ?motion|sh-?awd|symmetrical)/,
    )
  )
    return "Traction intégrale";
  if (has(n, /(propulsion|rwd|rear[- ]?wheel|roues arriere)/)) return "Propulsion";
  if (has(n, /(traction avant|fwd|front[- ]?wheel|2 roues motrices|roues avant|2rm)/)) return "Traction avant";
  if (focused) {
    if (has(n, /(^|[^a-z])(avant|front)($|[^a-z])/)) return "Traction avant";
    if (has(n, /(^|[^a-z])(arriere|rear)($|[^a-z])/)) return "Propulsion";
  }
  return undefined;
}

export function parsePayment(raw: string): string | undefined {
  const n = withoutNegated(raw);
  if (has(n, /(^|[^a-z])(location|louer|loue|lease|leaser|leasing|leased|bail|louez)($|[^a-z])/)) return "Location";
  if (has(n, /(^|[^a-z])(financement|financer|finance|financing|financed|pret|loan|credit)($|[^a-z])/)) return "Financement";
  if (
    has(
      n,
      /(^|[^a-z])(comptant|cash|cash down|argent comptant|paiement complet|payer au complet|pay in full|outright|paid in full)($|[^a-z])/,
    )
  )
    return "Comptant";
  return undefined;
}

/** A limit or an estimate said before an amount ("pas plus que 500", "around 35k"): a dealer needs it with the amount. */
const BUDGET_QUALIFIER =
  "(?:(?<![a-z])(?:max(?:imum)?|pas plus (?:que|de)|pas plus haut que|moins de|moins que|au plus|jusqu'a|autour de|environ|a peu pres|genre|under|below|less than|no more than|not more than|up to|at most|around|about|roughly|approx(?:imately)?|~)\\s*)?";
const TERM_BUDGET = new RegExp(
  `${BUDGET_QUALIFIER}(\\$\\s?\\d[\\d\\s.,]*k?|\\d[\\d\\s.,]*\\s?(k\\$|k\\b|\\$|dollars?|grand\\b|mille\\b|milles\\b|mois|months?|mo\\b|\\/\\s?mois|\\/\\s?month|par mois|per month|a month|semaines?|weeks?)|\\b\\d{1,3}(?:[ ,]\\d{3})+\\b(?!\\s?(km|kilo|miles)))`,
  "g",
);

/** Money amounts and terms mentioned anywhere ("60 mois", "450 $/mois", "$35,000", "40 000", "30 grand"), with their limit ("max", "around"). */
export function findTermBudget(text: string): string | undefined {
  const withoutContact = [findEmail(text), findPhone(text)].reduce<string>((t, x) => (x ? t.replace(x, " ") : t), text);
  const n = norm(withoutContact);
  const found = n.match(TERM_BUDGET);
  if (!found) return undefined;
  const pieces = found.map((p) => p.trim().replace(/[,.]$/, "")).filter((p) => /\d/.test(p));
  return pieces.length ? pieces.join(", ") : undefined;
}

/** A number of dealerships within the questionnaire's range ("out-of-range" when a number outside that range is given). */
export function parseDealerships(n: string, focused: boolean): number | "out-of-range" | undefined {
  let value: number | undefined;
  const noun = "(concessionnaires?|concessions?|dealers?|dealerships?|garages?|marchands?)";
  const withNoun = n.match(new RegExp(`(\\d{1,4}|[a-z-]+)\\s*(?:des |de |d'|more |other )?${noun}`));
  if (withNoun) value = readCount(withNoun[1]) ?? (focused ? readCount(n) : undefined);
  else if (focused) value = readCount(n);
  if (value === undefined) return undefined;
  return isDealershipCount(value) ? value : "out-of-range";
}

/** Preferred contact: "Courriel", "SMS" or "Les deux". */
export function parseContactMethod(text: string, focused: boolean): string | undefined {
  const n = norm(text);
  if (!focused) {
    if (/(textez-moi|textez moi|texte-moi|texte moi|text me|texter|send me a text)/.test(n)) return "SMS";
    const m = n.match(/(^|[^a-z])(par|by|via)\s+(courriel|e-?mail|mail|texto|sms|texte|text|message texte)($|[^a-z])/);
    if (!m) return undefined;
    return /texto|sms|text/.test(m[3]) ? "SMS" : "Courriel";
  }
  const email = findEmail(text) !== undefined || has(n, /(courriel|e-?mail|(^|[^a-z])mail|adresse electronique)/);
  const sms =
    findPhone(text) !== undefined ||
    has(n, /(^|[^a-z])(sms|texto|textos|texte|textez|text|texts|texting|cellulaire|cell|telephone|phone|appel|message)($|[^a-z])/);
  if (has(n, /(les deux|both|(^|[^a-z])deux($|[^a-z])|tous les deux|les 2)/) || (email && sms)) return "Les deux";
  if (email) return "Courriel";
  if (sms) return "SMS";
  return undefined;
}

/** Privacy option "A" (share with the winning dealerships only) or "B" (don't share). */
export function parsePrivacy(n: string): "A" | "B" | undefined {
  const t = n
    .trim()
    .replace(/^((ok|okay|bon|ben|alors|donc|so|well|then|euh|um|d'accord|parfait|ouin|ouais|yeah|fine)[\s,!.]+)+/, "")
    .replace(/^(l'|la |le |mon |my |i'll take |i choose |je prends |je choisis |choix |choice )+/, "")
    .trim();
  if (/^(option\s*)?a($|[^a-z])/.test(t)) return "A";
  if (/^(option\s*)?b($|[^a-z])/.test(t)) return "B";
  if (has(t, /(ne pas partager|pas partager|ne partagez pas|don'?t share|do not share|not share|relai|relay|garder pour moi|keep private)/))
    return "B";
  if (has(t, /(partager|partage|share)/)) return "A";
  return undefined;
}

/** A city named in the text; with `focused` false it must follow "à"/"in"/"près de". A place that is not listed is kept as typed when asked. */
export function parseCity(text: string, focused: boolean): string | undefined {
  const cities = findCities(text, focused);
  if (cities.length) {
    if (focused) return cities[0];
    const n = ` ${cityKey(text)
      .replace(/[,!?;:]/g, " ")
      .replace(/\s+/g, " ")} `;
    for (const name of cities) {
      const keys = [
        cityKey(name),
        ...Object.entries(CITY_ALIASES)
          .filter(([, v]) => v === name)
          .map(([k]) => cityKey(k)),
      ];
      if (
        keys.some((k) => new RegExp(` (a|in|near|pres de|region de|secteur|around|from|de|reste a|habite a|vis a|live in) ${k} `).test(n))
      )
        return name;
    }
    // A clause that is only the place ("Sherbrooke pis mon email c'est …").
    for (const c of clauses(text)) {
      const only = findCities(c, false);
      if (only.length === 1 && cityKey(c).replace(/[.!]+$/, "") === cityKey(only[0])) return only[0];
    }
    return undefined;
  }
  const postal = findPostalCode(text);
  if (postal) return postal;
  if (!focused) return undefined;
  const stripped = text
    .trim()
    .replace(/^(j'habite|je reste|je suis|je vis|i live|i'm|i am|we live|nous sommes|on est)\s+/i, "")
    .replace(/^(à|a|au|in|near|près de|pres de|dans|en)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (stripped.length < 2 || stripped.length > 40 || /\d|@/.test(stripped)) return undefined;
  if (stripped.split(/\s+/).length > 4 || !/[a-zà-ÿ]/i.test(stripped)) return undefined;
  if (isSkip(norm(stripped)) || parseYesNo(norm(stripped)) || isQuestion(norm(text))) return undefined;
  const exact = findCity(stripped);
  return exact ? exact.name : stripped;
}

/** A Canadian postal code ("h2j3k5", "G1R 2L3"): as precise as a city for finding the nearest dealers; kept as "A1A 1A1". */
export function findPostalCode(text: string): string | undefined {
  const m = /(^|[^a-z0-9])([abceghj-nprstvxy]\d[abceghj-nprstv-z])\s?-?(\d[abceghj-nprstv-z]\d)(?![a-z0-9])/i.exec(text);
  return m ? `${m[2].toUpperCase()} ${m[3].toUpperCase()}` : undefined;
}

/** The buyer's name, from an answer that may also carry an e-mail, a phone and a city. */
export function parseName(text: string): string | undefined {
  const segments = text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const segment of segments) {
    if (findEmail(segment) || findPhone(segment) || findCity(segment)) continue;
    const name = segment
      .replace(/^(bonjour|salut|allo|hello|hi)\b[\s,!.]*/i, "")
      .replace(
        /^(je m'appelle|je m’appelle|je me nomme|mon nom est|mon nom c'est|moi c'est|c'est|je suis|my name is|my name's|i'm|i am|this is|it's|name|nom)\s*:?\s+/i,
        "",
      )
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
  [
    "charger",
    "venue",
    "edge",
    "escape",
    "soul",
    "pilot",
    "crown",
    "leaf",
    "atlas",
    "transit",
    "passport",
    "compass",
    "frontier",
    "discovery",
    "defender",
    "z",
  ].map(norm),
);

/** A trim of the model in an answer to the trim question (a one-letter trim must be the whole answer). */
export function parseTrim(text: string, brand: string, model: string): string | undefined {
  const n = norm(text)
    .replace(/[.!?]+$/, "")
    .trim();
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
const FILLER =
  /^(h+m+|e+u+h+|heu+|bof|ben|bah|ah+|oh+|hein|quoi|what|huh|uh+|um+|ok|okay|d'accord|merci|thanks|salut|bonjour|hello|hi|lol|test|\?+|\.+)$/;

export function customName(typed: string, maxLength: number): string | undefined {
  const text = withoutHedges(typed);
  const n = norm(text);
  if (isSkip(n) || (parseYesNo(n) && n.length <= 4)) return undefined;
  // A question or a filler word is not a name ("c'est quoi ?", "hmm").
  if (/\?\s*$/.test(n) || FILLER.test(n.replace(/[!.,\s]+$/g, "").trim())) return undefined;
  const residual = n
    .replace(VOCABULARY, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
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

// ---------------------------------------------------------------------------------------------
// The reader's wider vocabulary: makes outside the catalogue, misspellings, spacing,
// number words and ranges, negation, cities by abbreviation or with a typo, facts anywhere.
// ---------------------------------------------------------------------------------------------

/** True when `a` and `b` differ by at most one edit (insert, delete, substitute, swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Makes the catalogue does not carry but buyers name (electric-only makes with their models). */
export const extraMakes: ReadonlyArray<{ name: string; models: readonly string[]; aliases?: readonly string[] }> = [
  { name: "Tesla", models: ["Model 3", "Model Y", "Model S", "Model X", "Cybertruck"] },
  { name: "Polestar", models: ["2", "3", "4"] },
  { name: "Rivian", models: ["R1T", "R1S", "R2", "R3"] },
  { name: "Lucid", models: ["Air", "Gravity"] },
  { name: "VinFast", models: ["VF8", "VF9", "VF6"] },
  { name: "Fisker", models: ["Ocean"] },
  { name: "Maserati", models: ["Grecale", "Levante", "Ghibli", "MC20"] },
  { name: "Lotus", models: ["Eletre", "Emira"] },
  { name: "Suzuki", models: [] },
  { name: "Smart", models: [] },
];

const compact = (s: string) => norm(s).replace(/[^a-z0-9]+/g, "");

type Token = { n: string; raw: string; at: number };

/** Words of a text with their normalised form and their position (for "first mentioned" choices). */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  const re = /[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0].replace(/[.'’-]+$/, "");
    out.push({ n: compact(raw), raw, at: m.index });
  }
  return out;
}

type MakeHit = { name: string; at: number; catalogue: boolean };

/** Every make named in the text (catalogue, recognised, extra; misspelled by one letter when `fuzzy`). */
export function findMakes(text: string, fuzzy: boolean): MakeHit[] {
  const toks = tokens(text);
  const hits: MakeHit[] = [];
  const names: Array<{ key: string; name: string; catalogue: boolean }> = [];
  for (const b of brands) names.push({ key: compact(b.name), name: b.name, catalogue: true });
  for (const [alias, name] of Object.entries(MAKE_ALIASES)) names.push({ key: alias, name, catalogue: Boolean(findBrand(name)) });
  for (const m of extraMakes) names.push({ key: compact(m.name), name: m.name, catalogue: false });
  for (let i = 0; i < toks.length; i++) {
    for (const width of [2, 1]) {
      if (i + width > toks.length) continue;
      const joined = toks
        .slice(i, i + width)
        .map((t) => t.n)
        .join("");
      const exact = names.find((x) => x.key === joined);
      const near =
        !exact && fuzzy && width === 1 && joined.length >= 5
          ? names.find((x) => x.key.length >= 5 && withinOneEdit(x.key, joined))
          : undefined;
      const hit = exact ?? near;
      if (hit) {
        if (!hits.some((h) => h.name === hit.name)) hits.push({ name: hit.name, at: toks[i].at, catalogue: hit.catalogue });
        break;
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

const MAKE_ALIASES: Readonly<Record<string, string>> = {
  mercedes: "Mercedes-Benz",
  benz: "Mercedes-Benz",
  chevy: "Chevrolet",
  vw: "Volkswagen",
  infinity: "INFINITI",
  alfa: "Alfa Romeo",
  landrover: "Land Rover",
  rangerover: "Land Rover",
  mini: "MINI",
  fiat: "FIAT",
};

function modelsOf(make: string): readonly string[] {
  return findBrand(make)?.models ?? extraMakes.find((m) => m.name === make)?.models ?? [];
}

type ModelHit = { brand: string; model: string; at: number; width: number };

/**
 * The first model named in the text, spaced or not ("rav 4", "crv", "cx5", "mazda 3"), within the
 * given makes, or across every make when `across` (then only names that cannot be everyday words).
 * A one-letter typo is forgiven for names of five letters or more ("corola").
 */
export function findModelHit(text: string, makes: readonly string[], across: boolean): ModelHit | undefined {
  const toks = tokens(text);
  type Entry = { brand: string; model: string; key: string; letters: boolean };
  const entries: Entry[] = [];
  const pool = makes.length ? makes : [];
  for (const make of pool)
    for (const model of modelsOf(make)) entries.push({ brand: make, model, key: compact(model), letters: /^[a-z]+$/.test(compact(model)) });
  if (across) {
    for (const b of brands) {
      if (pool.includes(b.name)) continue;
      for (const model of b.models) {
        if (/^\d+$/.test(model) || /^[a-z]{1,2}$/i.test(model) || BLOCKED_GLOBAL_MODELS.has(norm(model))) continue;
        entries.push({ brand: b.name, model, key: compact(model), letters: /^[a-z]+$/.test(compact(model)) });
      }
    }
    for (const m of extraMakes)
      for (const model of m.models)
        if (/^model /i.test(model) || (/\d/.test(model) && model.length > 2))
          entries.push({ brand: m.name, model, key: compact(model), letters: false });
  }
  let best: ModelHit | undefined;
  for (let i = 0; i < toks.length; i++) {
    for (const width of [3, 2, 1]) {
      if (i + width > toks.length) continue;
      const joined = toks
        .slice(i, i + width)
        .map((t) => t.n)
        .join("");
      let hit = entries.find((e) => e.key === joined);
      if (!hit && width === 1 && joined.length >= 5 && pool.length)
        hit = entries.find((e) => pool.includes(e.brand) && e.letters && e.key.length >= 5 && withinOneEdit(e.key, joined));
      if (hit) {
        // A make followed by its number ("mazda 3") names the model, not the make.
        if (!best || toks[i].at < best.at || (toks[i].at === best.at && width > best.width))
          best = { brand: hit.brand, model: hit.model, at: toks[i].at, width };
        break;
      }
    }
    if (best) break;
  }
  return best;
}

/** Clauses of a message (split on punctuation and "mais"/"but"). */
export function clauses(text: string): string[] {
  return text
    .split(
      /[,;!?\n]+|\.(?=\s|$)|\s(?:mais|but|pis|and then)\s|\s(?:and|et)\s(?=(?:i |je |j'|j’)?(?:want|need|would like|am looking|'m looking|veux|voudrais|cherche|aimerais|magasine))/i,
    )
    .map((c) => c.trim())
    .filter(Boolean);
}

/** "échange", "échanger", "trade", "trade-in", "trading" as words ("Tradesman" is a trim, not a trade-in). */
const TRADE_WORDS = /(^|[^a-z])(echang[a-z]*|trade(?:-?in|s|d)?|trading)(?![a-z])/;
/** Words that open the phrase about the trade-in inside a longer clause ("… 84 months no trade in"). */
const TRADE_PHRASE_START =
  /^(j'ai|jai|j'aurais|i|i'm|im|i've|ive|i'd|my|mon|ma|no|pas|sans|avec|with|plus|and|et|pis|yes|oui|also|aussi|pour)$/;

/** A clause about the buyer's trade-in ("j'ai une Civic 2015 à échanger"): not the wanted vehicle. */
export function isTradeClause(clause: string): boolean {
  return TRADE_WORDS.test(norm(clause));
}

/**
 * The part of a clause before its trade-in phrase: a run-on message ("new kia telluride sx awd …
 * financing 84 months no trade in") keeps the wanted vehicle. A clause whose trade phrase has no
 * opening word within six words is all about the trade-in.
 */
function beforeTradePhrase(clause: string): string {
  const words = [...clause.matchAll(/[^\s,]+/g)].map((m) => ({ n: norm(m[0]).replace(/[^a-z'-]/g, ""), at: m.index }));
  const at = words.findIndex((w) => TRADE_WORDS.test(w.n));
  if (at < 0) return clause;
  for (let i = at - 1; i >= Math.max(0, at - 6); i--) if (TRADE_PHRASE_START.test(words[i].n)) return clause.slice(0, words[i].at).trim();
  return "";
}

/** The message without what it says about the trade-in. */
export function withoutTradeClauses(text: string): string {
  return clauses(text)
    .map((c) => (isTradeClause(c) ? beforeTradePhrase(c) : c))
    .filter(Boolean)
    .join(", ");
}

/** A clause that adds to the trade-in's description (mileage, year, condition): "…, 120k km", "pas mal magané". */
const TRADE_DETAIL =
  /(\d|km\b|kilo|miles|rouille|rust|accident|bon etat|good (shape|condition)|magane|propre|clean|scratch|egratign|bosse|dent)/;

/** Trade-in facts said anywhere: "pas d'échange" → N, "j'ai une Civic 2015 à échanger" → O with details. */
export function findTradeIn(text: string): { answer: "O" | "N"; details?: string } | undefined {
  const all = clauses(text);
  for (const [i, c] of all.entries()) {
    const n = norm(c);
    if (!TRADE_WORDS.test(n)) continue;
    if (/(pas d'|pas de|aucun|sans|(^|[^a-z])no |not |nothing to|rien a|n'ai pas|don'?t have)/.test(n)) return { answer: "N" };
    const vehicle = findModelHit(c, [], true) ?? findMakes(c, false)[0];
    const hasYear = /\b(19|20)\d{2}\b/.test(c);
    if (vehicle && hasYear) {
      let end = i + 1;
      while (end < all.length && TRADE_DETAIL.test(norm(all[end])) && !TRADE_WORDS.test(norm(all[end]))) end++;
      const phrase = [c.slice(beforeTradePhrase(c).length).trim(), ...all.slice(i + 1, end)].join(", ");
      const details = phrase
        .replace(/^(yes|oui|yeah|yep|ouais)\b[\s,!.]*/i, "")
        .replace(/^.*?\b(trading in|trade in|trade-in|trading|échanger|echanger)\s+(my|mon|ma)\s+/i, "")
        .replace(/^(j'ai|i have|i've got|my|ma|mon)\s+(un|une|a|an)?\s*/i, "")
        .replace(/\s*(a|à) echanger|\s*à échanger|\s*to trade( in)?|\s*en echange|\s*en échange/gi, "")
        .trim();
      return { answer: "O", details: details || c };
    }
    return { answer: "O" };
  }
  return undefined;
}

/** Words that negate or exclude what follows: their object is not an answer ("pas hybride", "not white"). */
const NEGATED =
  /(^|[^a-z])(pas (de |d'|du |un |une |l'|le |la |en |d'un |d'une )?|sans |sauf |except |excepte |but not |not (a |an )?|no |anything but |n'importe quoi sauf |tout sauf |surtout pas )([a-z0-9-]+( rechargeable| electrique| hybride| in| avant| arriere| roues motrices| wheel| drive)?)/g;

/** The text with negated objects removed, for reading closed choices. */
export function withoutNegated(n: string): string {
  return n.replace(NEGATED, "$1");
}

/** Contrast or exclusion: a free-text answer that must be kept as typed, not read as "no preference". */
export function hasContrast(n: string): boolean {
  return /(^|[^a-z])(sauf|except|excepte|but|mais|not|surtout pas)($|[^a-z])/.test(n);
}

const NUMBER_WORDS_EXTRA: Array<[RegExp, number]> = [
  [/(demi-? ?douzaine|half a dozen)/, 6],
  [/(une douzaine|douzaine|a dozen|dozen)/, 12],
  [/(une dizaine|dizaine)/, 10],
  [/(une quinzaine|quinzaine)/, 15],
  [/(une vingtaine|vingtaine|a score)/, 20],
  [/(une trentaine|trentaine)/, 30],
  [/(une cinquantaine|cinquantaine)/, 50],
  [/(une centaine|centaine)/, 100],
];
const UNITS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  a: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  douze: 12,
  twelve: 12,
  treize: 13,
  thirteen: 13,
  quatorze: 14,
  fourteen: 14,
  quinze: 15,
  fifteen: 15,
  seize: 16,
  sixteen: 16,
  "dix-sept": 17,
  seventeen: 17,
  "dix-huit": 18,
  eighteen: 18,
  "dix-neuf": 19,
  nineteen: 19,
  vingt: 20,
  twenty: 20,
  "vingt-cinq": 25,
  "twenty-five": 25,
  trente: 30,
  thirty: 30,
  quarante: 40,
  forty: 40,
  cinquante: 50,
  fifty: 50,
  cent: 100,
  hundred: 100,
};

/**
 * A count said in words or digits, or a range ("5 à 10", "entre 5 et 10", "5-10": the upper
 * bound, more offers being the point). Undefined when the text holds no number.
 */
export function readCount(n: string): number | undefined {
  const range = n.match(/(\d{1,3})\s*(?:a|à|-|to|ou|or|et|and)\s*(\d{1,3})(?![\d$k])/);
  if (range) return Math.max(Number(range[1]), Number(range[2]));
  const digits = n.match(/(^|[^\d$])(\d{1,4})(?![\d$k.,]|\s?(\$|k\b|mois|months?|km|ans|years?))/);
  if (digits) return Number(digits[2]);
  for (const [re, value] of NUMBER_WORDS_EXTRA) if (re.test(n)) return value;
  let best: { at: number; value: number; len: number } | undefined;
  for (const [word, value] of Object.entries(UNITS)) {
    if (word === "a") continue;
    const m = new RegExp(`(^|[^a-z-])${word}($|[^a-z-])`).exec(n);
    if (m && (!best || m.index < best.at || (m.index === best.at && word.length > best.len)))
      best = { at: m.index, value, len: word.length };
  }
  return best?.value;
}

/** City names and the everyday short forms buyers type. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  mtl: "Montréal",
  montreal: "Montréal",
  mtrl: "Montréal",
  qc: "Québec",
  "quebec city": "Québec",
  "ville de quebec": "Québec",
  "quebec city qc": "Québec",
  tr: "Trois-Rivières",
  "trois rivieres": "Trois-Rivières",
  "3 rivieres": "Trois-Rivières",
  "st jean": "Saint-Jean-sur-Richelieu",
  "saint jean": "Saint-Jean-sur-Richelieu",
  ddo: "Dollard-des-Ormeaux",
  valleyfield: "Salaberry-de-Valleyfield",
  sorel: "Sorel-Tracy",
  vaudreuil: "Vaudreuil-Dorion",
  sherby: "Sherbrooke",
  drummond: "Drummondville",
  "st-hyacinthe": "Saint-Hyacinthe",
  chicoutimi: "Saguenay",
  jonquiere: "Saguenay",
};

function cityKey(text: string): string {
  return norm(text)
    .replace(/\b(ste)\b\.?/g, "sainte")
    .replace(/\b(st)\b\.?/g, "saint")
    .replace(/[-'.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every Quebec place named in the text, in order (accents, case, St/Ste, short forms, one typo). */
export function findCities(text: string, fuzzy: boolean): string[] {
  const h = ` ${cityKey(text)
    .replace(/[,!?;:()]/g, " ")
    .replace(/\s+/g, " ")} `;
  const found: Array<{ name: string; at: number; len: number }> = [];
  const add = (name: string, at: number, len: number) => {
    const same = found.find((f) => f.name === name);
    if (same) return;
    // A longer name covering a shorter one wins ("saint jean sur richelieu" over "saint jean").
    const overlapping = found.findIndex((f) => at < f.at + f.len && f.at < at + len);
    if (overlapping >= 0) {
      if (found[overlapping].len >= len) return;
      found.splice(overlapping, 1);
    }
    found.push({ name, at, len });
  };
  const names: Array<[string, string]> = [
    ...quebecCitiesKeys(),
    ...Object.entries(CITY_ALIASES).map(([k, v]) => [cityKey(k), v] as [string, string]),
  ];
  for (const [key, name] of names) {
    const at = h.indexOf(` ${key} `);
    if (at >= 0) add(name, at, key.length);
  }
  if (!found.length && fuzzy) {
    const words = h.trim().split(" ");
    for (const [key, name] of quebecCitiesKeys()) {
      const width = key.split(" ").length;
      for (let i = 0; i + width <= words.length; i++) {
        const w = words.slice(i, i + width).join(" ");
        if (key.length >= 6 && withinOneEdit(key, w)) add(name, i, w.length);
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  // "Sherbrooke QC", "Laval, Québec": the province after a place is not a second place.
  const last = found.at(-1);
  if (found.length >= 2 && last?.name === "Québec" && /( qc| quebec)( canada)? $/.test(h)) found.pop();
  return found.map((f) => f.name);
}

let cityKeys: Array<[string, string]> | undefined;
function quebecCitiesKeys(): Array<[string, string]> {
  cityKeys ??= quebecCities.map((c) => [cityKey(c.name), c.name] as [string, string]);
  return cityKeys;
}

const COLOR_WORDS =
  /^(noir|noire|noirs|blanc|blanche|blancs|gris|grise|argent|argente|rouge|bleu|bleue|bleu marine|vert|verte|jaune|orange|brun|brune|beige|bronze|bourgogne|mauve|violet|or|dore|black|white|grey|gray|silver|red|blue|navy|green|yellow|brown|gold|burgundy|purple|charcoal|perle|pearl|nacre|metallique|metallic|mat|matte|fonce|pale|clair|dark|light|saphir|sapphire|ou|or|et|and|ou bien|de preference|preferably)$/;

/** True when the text names a colour somewhere. */
export function mentionsColor(text: string): boolean {
  return norm(text)
    .split(/[^a-z']+/)
    .some((w) => w.length > 2 && COLOR_WORDS.test(w) && !/^(and|et|ou)$/.test(w));
}

/** True when the text names a known option somewhere. */
export function mentionsOption(text: string): boolean {
  return OPTION_WORDS.test(norm(text));
}

/** Colour words that name a colour on their own (not "or", "argent" as money, "light", "mat"…). */
const CORE_COLOR =
  /^(noir|noire|blanc|blanche|gris|grise|rouge|bleu|bleue|vert|verte|jaune|orange|brun|brune|beige|bronze|bourgogne|mauve|violet|black|white|grey|gray|silver|red|blue|navy|green|yellow|brown|gold|burgundy|purple|charcoal)$/;
const COLOR_LINK = /^(ou|or|et|and|fonce|pale|clair|dark|light|metallique|metallic|mat|matte|perle|pearl|nacre)$/;

/**
 * Colours inside a run-on message with no punctuation ("… sx awd gas black or dark grey financing …"):
 * the longest run of colour words around a colour that stands on its own, as typed.
 */
export function findColorRun(text: string): string | undefined {
  const words = [...text.matchAll(/[\p{L}'-]+/gu)].map((m) => ({ n: norm(m[0]), at: m.index, end: m.index + m[0].length }));
  for (let i = 0; i < words.length; i++) {
    if (!CORE_COLOR.test(words[i].n)) continue;
    let start = i;
    while (start > 0 && /^(fonce|pale|clair|dark|light)$/.test(words[start - 1].n)) start--;
    let end = i;
    while (end + 1 < words.length && (CORE_COLOR.test(words[end + 1].n) || COLOR_LINK.test(words[end + 1].n))) end++;
    while (end > i && /^(ou|or|et|and)$/.test(words[end].n)) end--;
    return text.slice(words[start].at, words[end].end);
  }
  return undefined;
}

/** A clause that only names colours ("noir", "blanc ou gris", "black"): the colour answer. */
export function findColorClause(text: string): string | undefined {
  for (const c of clauses(text)) {
    const words = norm(c)
      .replace(/^(en |in |couleur |color |colour )/, "")
      .split(/\s+/);
    if (words.length && words.length <= 5 && words.every((w) => COLOR_WORDS.test(w)) && words.some((w) => !/^(ou|or|et|and)$/.test(w)))
      return c.replace(/^(en|in)\s+/i, "");
  }
  return undefined;
}

const OPTION_WORDS =
  /(toit ouvrant|toit panoramique|sunroof|moonroof|panoramic|sieges? chauffants?|heated seats?|volant chauffant|heated (steering )?wheel|sieges? ventiles?|ventilated seats|cuir|leather|carplay|android auto|mags|jantes|rims|full equipe|full option|tout equipe|fully loaded|demarreur a distance|remote start|camera|backup camera|attache remorque|tow(ing)? (package|hitch)|hitch|navigation|gps|banquette chauffante|third row|3e rangee|troisieme rangee|marchepieds|running boards|pneus d'hiver|winter tires|hayon electrique|power liftgate)/;

/** Clauses that name options ("avec toit ouvrant", "leather and sunroof"), joined. */
export function findOptionClauses(text: string): string | undefined {
  const found = clauses(text)
    .filter((c) => OPTION_WORDS.test(norm(c)) && !isTradeClause(c))
    .map((c) => c.replace(/^(avec|with|et|and|pis)\s+(des\s+|un\s+|une\s+|le\s+|la\s+|les\s+)?/i, "").trim());
  return found.length ? found.join(", ") : undefined;
}

/** A name introduced as such ("je m'appelle …", "my name is …", "moi c'est …"), or a bare "Prénom Nom" next to contact details. */
export function findNameInText(text: string): string | undefined {
  const intro = text.match(
    /(?:je m'appelle|je m’appelle|mon nom est|mon nom c'est|moi c'est|my name is|my name's|name's|this is|i'm|i am)\s+([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})/iu,
  );
  if (intro && !findBrand(intro[1]) && !findCities(intro[1], false).length) {
    const words = intro[1].split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    if (words.length) return words.join(" ");
  }
  if (!findEmail(text) && !findPhone(text)) return undefined;
  for (const c of clauses(text)) {
    const t = c.trim();
    if (!/^[\p{Lu}][\p{L}'’-]+(\s+[\p{Lu}][\p{L}'’-]+){1,2}$/u.test(t)) continue;
    if (findMakes(t, false).length || findCities(t, false).length || findColorClause(t) || findModelHit(t, [], true)) continue;
    return t;
  }
  return undefined;
}

/** What a question back to Sam is about (answered from the knowledge base, then the pending question again). */
export const TOPIC_NAMES = [
  "cost",
  "delay",
  "dealers",
  "count",
  "visit",
  "privacy",
  "stop",
  "who",
  "powertrains",
  "drivetrains",
  "payments",
  "trim",
  "warranty",
  "how",
  "other",
] as const;
export type Topic = (typeof TOPIC_NAMES)[number];

const QUESTION_START =
  /^(est-ce|est ce|c'est quoi|c quoi|cest quoi|qu'est-ce|quest-ce|quel|quelle|quels|quelles|comment|combien|pourquoi|quand|ou est|vous|tu |t'es|etes-vous|es-tu|y a-t-il|ya tu|what|what's|whats|how|is |are |do |does |can |could |should |which|why|when|who|will |would )/;

/** A question asked inside a longer message ("jsais pas trop c quoi la diff entre …", "I wonder what …"). */
const EMBEDDED_QUESTION =
  /(^|[^a-z])(c'est quoi|c quoi|cest quoi|qu'est-ce que|qu'est ce que|je me demande|dites-moi|pouvez-vous m'expliquer|i wonder|what'?s the difference|what is the difference|can you (tell|explain))($|[^a-z])/;

/** A message that asks something (a question mark, or a question's first words, or a question inside it). */
export function isQuestion(n: string): boolean {
  return /\?\s*$/.test(n) || QUESTION_START.test(n) || EMBEDDED_QUESTION.test(n);
}

const TOPICS: Array<[Topic, RegExp]> = [
  [
    "powertrains",
    /(difference|diff|vs|versus|ou bien|c'est quoi|what'?s|what is|explain|expliqu).*(hybride|hybrid|rechargeable|plug-?in|electrique|electric|phev)|(hybride|hybrid|rechargeable|plug-?in|electrique|electric).*(difference|vs|versus|mieux|better|c'est quoi)/,
  ],
  [
    "drivetrains",
    /(difference|diff|vs|versus|c'est quoi|what'?s|what is|explain|expliqu|mieux|better).*(awd|4x4|integrale|all-?wheel|4wd|traction|propulsion)|(awd|4x4|integrale|all-?wheel|4wd).*(difference|vs|versus|mieux|better|c'est quoi)/,
  ],
  [
    "payments",
    /(louer|location|lease|leaser|financ|comptant|cash).*(ou|or|vs|versus).*(louer|location|lease|financ|comptant|cash|acheter|buy)|(mieux|better|best|conseill|recommend|avantage).*(louer|lease|financ|comptant|cash)|(louer|lease|financ).*(mieux|better|best|avantage)/,
  ],
  [
    "trim",
    /(c'est quoi|what'?s|what is|qu'est-ce|veut dire|mean|meaning|difference).*(version|trim|finition)|(version|trim|finition).*(c'est quoi|veut dire|mean|difference)/,
  ],
  ["warranty", /(garantie|warranty|warranties|protection plan|plan de protection)/],
  [
    "cost",
    /(gratuit|free|cout|coute|couter|cost|frais|fees?|payer (pour|le service|sam|quelque)|pay (for|you|anything|sam)|charge|combien (ca|vous) (coute|chargez)|commission|payes? par|payez par|paid by|get paid|gets paid|make money|gagnez (votre|de l'|vos) ?(argent|vie)|remunere|who pays)/,
  ],
  [
    "visit",
    /((aller|me deplacer|passer|rendre|aille|aie a aller|go|come|visit|show up).*(concession|chez le|dealer|garage|sur place|in person|en personne))|(essai routier|test drive)/,
  ],
  [
    "count",
    /(combien de (concession|dealer|garage)|how many (dealer|do you|should i)|combien (vous )?(recommand|conseill|suggere)|combien (j'en|je devrais|devrais-je)|how many.*(recommend|suggest))/,
  ],
  [
    "delay",
    /(combien de temps|how long|delai|delais|quand (est-ce que )?(je|vais|vas|vont|on)|when (will|do) (i|you)|how soon|how fast|ca prend combien|rapidement|d'ici quand)/,
  ],
  [
    "privacy",
    /(partag|share|sharing|confidentialit|privacy|mes (infos|informations|donnees|coordonnees)|my (info|information|data|details)|option a|option b|vendez|sell my|spam|harcel|harass|m'appeler|me telephoner|call me|calling me|bombard|solicit)/,
  ],
  [
    "stop",
    /(arreter|arrete|annuler|annule|stop|cancel|desabonn|unsubscribe|retirer|supprimer|delete|change d'idee|change my mind|plus interesse)/,
  ],
  [
    "dealers",
    /(concessionnaire|dealer|garage).*(choisi|choisissez|choose|pick|select|trouv|find|lesquels|which|quels)|(choisi|choisissez|choose|pick|select|quels|which).*(concessionnaire|dealer)/,
  ],
  [
    "how",
    /(comment (ca|ça|tout ca|ton service|votre service|le service) (marche|fonctionne)|comment ca se passe|c'est quoi le principe|how does (this|it|that|the service) work|how it works|what do you do|what cars? do you (have|sell)|quels? (vehicules|chars|autos|voitures) (avez|vendez)|vous vendez (des|quoi)|do you sell)/,
  ],
  [
    "who",
    /(t'es qui|tu es qui|qui etes-vous|qui es-tu|qui est sam|c'est quoi sam|who are you|what is sam|what'?s sam|\b(robot|bot|ia|ai)\b|humain|human|vrai personne|real person)/,
  ],
];

/** The topic of a question back, or undefined when the message is not a question about the service. */
export function findTopic(text: string): Topic | undefined {
  const n = norm(text)
    .replace(/(^|[^a-z])(c quoi|cest quoi)(?![a-z])/g, "$1c'est quoi")
    .replace(/(^|[^a-z])la diff(?![a-z])/g, "$1la difference");
  if (!isQuestion(n) && !/^(aide|help)/.test(n)) return undefined;
  for (const [topic, re] of TOPICS) if (re.test(n)) return topic;
  // "c'est quoi la différence entre louer pis financer ?": an explainer, found by its words.
  if (/(difference|c'est quoi|what'?s the|qu'est-ce|mieux|better|vs|versus|explain|expliqu|conseil|advice)/.test(n)) {
    if (/(louer|location|lease|financ|comptant|cash)/.test(n)) return "payments";
    if (/(hybride|hybrid|rechargeable|plug-?in|electrique|electric)/.test(n)) return "powertrains";
    if (/(awd|4x4|integrale|all-?wheel|4wd|traction)/.test(n)) return "drivetrains";
    if (/(version|trim|finition)/.test(n)) return "trim";
  }
  return undefined;
}

/** "Aidez-moi", "help me", "je suis perdu": the buyer asks for help with the question. */
export function isHelp(n: string): boolean {
  return /(^|[^a-z])(aide-moi|aidez-moi|aidez moi|aide moi|help me|help|je suis perdu|i'm lost|im lost|conseillez-moi|suggest|suggestions?|recommande|quoi choisir|what should i (pick|choose))($|[^a-z])/.test(
    n,
  );
}

/** Kinds of vehicle, not makes ("un VUS familial", "a pickup"): the buyer still has to name a make. */
export const VEHICLE_KIND =
  /(^|[^a-z])(vus|suv|voiture|auto|char|camion|pick-?up|minivan|mini-fourgonnette|fourgonnette|berline|sedan|coupe|hatchback|familial|familiale|truck|car|van|wagon|crossover|quelque chose|something|vehicule|vehicle)($|[^a-z])/;

const NOT_A_MODEL =
  /^(neuf|neuve|neufs|usage|usagee|used|new|nouveau|nouvelle|hybride|hybrid|electrique|electric|essence|gas|gaz|diesel|4x4|awd|fwd|4wd|svp|please|pls|pour|for|avec|with|et|and|ou|or|de|du|des|la|le|les|un|une|en|a|in|sur|on|pas|not|no|non|oui|yes|ok|merci|thanks|plz|s'il|stp|usagee?s?|preowned|pre-owned|d'occasion|occasion|model|modele|version|trim)$/;

/** The word right after a named make ("chevy bolt" → "Bolt"): a model typed as the buyer knows it. */
export function modelAfterMake(text: string, make: string): string | undefined {
  const toks = tokens(text);
  const key = compact(make);
  const aliasKeys = Object.entries(MAKE_ALIASES)
    .filter(([, v]) => v === make)
    .map(([k]) => k);
  for (let i = 0; i < toks.length - 1; i++) {
    const here = toks[i].n;
    const two = i + 1 < toks.length ? here + toks[i + 1].n : "";
    const width = here === key || aliasKeys.includes(here) || withinOneEdit(here, key) ? 1 : two === key ? 2 : 0;
    if (!width) continue;
    const next = toks[i + width];
    if (!next) return undefined;
    const word = norm(next.raw);
    if (NOT_A_MODEL.test(word) || /^(19|20)\d{2}$/.test(word) || COLOR_WORDS.test(word) || word.length > 20) return undefined;
    return next.raw.charAt(0).toUpperCase() + next.raw.slice(1);
  }
  return undefined;
}
