import { chatModelsOf, chatTrimsFor } from "#app/chat/maker-names.ts";
import { NUMBER_SCALES, numberWordValue } from "#app/platform/number-words.ts";
import { containsWords, escapeRegExp, normalize, withinOneEdit } from "#app/platform/text.ts";
import { canonicalIn } from "#app/questionnaire/answer-values.ts";
import { brands, findBrand } from "#app/questionnaire/catalogue.ts";
import { aliasesOf, findPostalCode, placeKey, placeNamed, placesIn, readPlace } from "#app/questionnaire/place.ts";
import { findEmail, findPhone } from "#app/questionnaire/profile.ts";
import { DEALERSHIPS, isDealershipCount } from "#app/questionnaire/registry.ts";

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

/** A pass said as such; "any" only alone or with the question's own noun ("any colour", "any is fine"): "any construction
 * today" names something else (decision 070). */
const SKIP =
  /(^|[^a-z])(je ne sais pas|je sais pas|sais pas|j'sais pas|chais pas|aucune idee|peu importe|n'importe|pas de preference|sans preference|indifferent|ca m'est egal|m'est egal|ca importe peu|pas important|whatever|whichever|no preference|undecided|unsure|indecis|indecise|j'hesite|on verra|we'll see|a voir|ca depend|it depends|depends|don'?t know|do not know|dunno|no clue|not sure|pas sur|pas sure|pas certain|pas certaine|no idea|doesn'?t matter|does not matter|don'?t care|idk|any(?:one| (?:one|color|colour|trim|kind|type|model|options?)| of (?:them|those|these|the [a-z]+))?(?=\s*(?:$|[,.!;)]|is |works|will |would |goes|fine|ok|really|for me|i guess|i think|please|pls|honestly|lol))|aucune|aucun|rien|none|nothing|no options?|pas d'options?|skip|passer|suivant|next|n\/a|---|pas de budget|no budget|chepas|ché pas|che pas|n'importe laquelle|n'importe lequel|n'importe quoi|any is fine|either|pas difficile|pas exigeant|pas regardant|pas d'importance|ca me derange pas|ca me fait rien|not picky|i'?m easy|easy going|flexible|no matter|not fussy|open to anything|(?:je prefere pas|j'prefere pas|j'aime mieux pas|i'?d rather not|i prefer not to|prefer not to) (?:vous |te |you )?(?:le |la |les |l'|en |y )?(?:dire|donner|repondre|partager|preciser|mentionner|parler|say|answer|share|tell|give)(?:\s+\S+){0,3}\s*$|(?:je prefere pas|j'prefere pas|j'aime mieux pas|i'?d rather not|rather not)\s*[.!]*\s*$|c'est personnel|c'est prive|pas de commentaire|rather not say|that'?s (?:personal|private)|no comment)($|[^a-z])/;

/** Politeness and hedges around a short answer ("green please", "SV I think", "rouge svp"): not part of it. */
const HEDGE_END =
  /[\s,]+(please|pls|plz|svp|stp|s'il vous pla[iî]t|s'il te pla[iî]t|merci|thanks|thank you|thx|i think|i guess|i suppose|i assume|i'd say|je pense|je crois|je dirais|je suppose|j'imagine|j'pense|probably|probablement|maybe|peut-[eê]tre|lol|haha|if possible|si possible|ideally|idealement|idéalement)[\s.!]*$/i;
const HEDGE_START =
  /^(ok|okay|euh|um|uh|well|so|ben|bon|alors|genre|hmm|heu|je pense|je crois|j'pense|je dirais|je suppose|i think|i guess|i suppose|i'd say|probably|probablement|maybe|peut-[eê]tre)[\s,]+/i;

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

/** "I'd rather not", "je préfère pas": a refusal, not a correction (decision 074). */
const REFUSAL = /(^|[^a-z])(je prefere pas|j'prefere pas|jprefere pas|j'aime mieux pas|rather not|prefer not)($|[^a-z])/;

/** A refusal to answer ("I'd rather not say", "je préfère pas le dire"). */
export function isRefusal(n: string): boolean {
  return REFUSAL.test(n);
}

/** "Finalement plutôt...", "actually...": the buyer corrects an earlier answer. */
export function isCorrection(n: string): boolean {
  return CORRECTION.test(n) && !REFUSAL.test(n);
}

/**
 * Yes and no said alone, in either language, as buyers type them: texting ("wi", "ui", "nn"),
 * letters held ("nooon", "ouiii", "yesss": compared with repeated letters squeezed), emphasis
 * ("absolutely", "pas du tout", "certainly not") and a thumb. A reply made only of one of these
 * is that answer; inside a sentence only the everyday words below count ("wi-fi" is not a yes).
 */
const YES_ALONE = [
  "oui",
  "wi",
  "ui",
  "oue",
  "ouai",
  "ouais",
  "ouaip",
  "ouep",
  "ouin",
  "ben oui",
  "bin oui",
  "mets-en",
  "certes",
  "assurement",
  "absolument",
  "certainement",
  "evidemment",
  "bien sur",
  "tout a fait",
  "affirmatif",
  "exact",
  "c'est ca",
  "en effet",
  "oui oui",
  "yes",
  "yas",
  "ye",
  "yeh",
  "yea",
  "yeah",
  "yep",
  "yup",
  "ya",
  "yah",
  "yessir",
  "absolutely",
  "certainly",
  "definitely",
  "of course",
  "for sure",
  "sure",
  "sure thing",
  "you bet",
  "indeed",
  "affirmative",
  "correct",
  "right",
  "totally",
  "yes yes",
];
const NO_ALONE = [
  "non",
  "no",
  "n",
  "nn",
  "nan",
  "nope",
  "nop",
  "nah",
  "naw",
  "niet",
  "nein",
  "nenon",
  "nenni",
  "pantoute",
  "pas pantoute",
  "pas du tout",
  "aucunement",
  "absolument pas",
  "certainement pas",
  "jamais",
  "negatif",
  "non non",
  "no no",
  "not at all",
  "absolutely not",
  "certainly not",
  "definitely not",
  "no way",
  "no sir",
  "never",
  "nada",
  "zero",
  "none",
  "no thanks",
  "non merci",
  "nan merci",
  "nope nope",
];
const squeeze = (w: string) => w.replace(/([a-z])\1+/g, "$1");
const YES_SET = new Set(YES_ALONE.map(squeeze));
const NO_SET = new Set(NO_ALONE.map(squeeze));

/** A yes or a no said alone (punctuation, politeness and a thumb aside), or undefined. */
export function yesNoAlone(text: string): "O" | "N" | undefined {
  if (/^\s*(👍|👌|✅|✔️?)+[\s!.]*$/u.test(text)) return "O";
  if (/^\s*(👎|❌|🚫)+[\s!.]*$/u.test(text)) return "N";
  const whole = squeeze(
    norm(text)
      .replace(/[^a-z' -]+/g, " ")
      .replace(/(^|\s)(merci|thanks|svp|please|lol|haha|ok)(?=\s|$)/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (!whole) return undefined;
  if (NO_SET.has(whole)) return "N";
  if (YES_SET.has(whole)) return "O";
  return undefined;
}

/** Yes → "O", no → "N" (the spec's raw trade-in answers), in French or English. */
export function parseYesNo(n: string): "O" | "N" | undefined {
  const alone = yesNoAlone(n);
  if (alone) return alone;
  const no = n.search(
    /(^|[^a-z0-9'])(non|n|no|nope|nop|nah|naw|nan|nenon|nenni|negatif|negative|nada|rien|nothing|pantoute|aucun|aucune|none|pas encore|not yet|no way|pas besoin|no need|pas d'|pas de|n'ai pas|n'en ai pas|en ai pas|ai pas|pas vraiment|pas pour l'instant|not really|not at the moment|don'?t|don t|do not|jamais|never)($|[^a-z0-9])/,
  );
  const yes = n.search(
    /(^|[^a-z0-9'])(oui|o|ouais|ouaip|ouep|ouin|yes|y|ya|yea|yah|yep|yeah|yup|yessir|sure|certainement|certain|absolument|exact|exactement|bien sur|bien entendu|evidemment|tout a fait|en effet|of course|definitely|obviously|totally|indeed|affirmatif|affirmative|j'en ai un|j'en ai une|i do|i have)($|[^a-z0-9])/,
  );
  if (no < 0 && yes < 0) return undefined;
  if (yes < 0) return "N";
  if (no < 0) return "O";
  return no < yes ? "N" : "O";
}

/** New/used, "N"/"U". A lone letter only counts when the question was asked. */
/** The model year a dealer sells new today (the calendar year; next year's models count as new too). */
const MODEL_YEAR = new Date().getFullYear();

/** New ("N") or used ("U"), from the words, the letters N/U, or the model year. */
export function parseNewUsed(text: string, focused: boolean): "N" | "U" | undefined {
  const n = norm(text);
  if (focused) {
    // The letter alone or opening the reply ("N svp", "U, max 50 000 km").
    const t = withoutHedges(n)
      .replace(/[.!?)\s]+$/g, "")
      .trim();
    // One letter off ("nuef", "usgé", "nouvo" aside): the word meant.
    const first = t.split(/[\s,.;:!]+/)[0];
    if (first.length >= 3 && ["neuf", "neuve", "nouveau", "nouvelle", "new"].some((w) => withinOneEdit(w, first))) return "N";
    if (first.length >= 4 && ["usage", "usagee", "usager", "occasion", "used"].some((w) => withinOneEdit(w, first))) return "U";
    if (/^(neuf|neuve|new)$/.test(t) || first === "n") return "N";
    // "O" at this question is "occasion".
    if (/^(usage|usagee|usager|used|use|usee|occas|cpo)$/.test(t) || first === "u" || t === "o") return "U";
  }
  // Nearly new is used; not new is used; not used is new.
  if (/(presque|comme|quasi|like|almost|nearly|as good as) (neuf|neuve|new)(?![a-z])/.test(n)) return "U";
  if (/(^|[^a-z])(pas|not|non)\s+(un |une |a )?(neuf|neuve|new|nouveau|nouvelle|brand new)(?![a-z])/.test(n)) return "U";
  if (/(^|[^a-z])(pas|not|non)\s+(un |une |a )?(usage|usagee|usager|used|d'occasion)(?![a-z])/.test(n)) return "N";
  // This year's or next year's model can only be new; an older year, when the question is asked, is used.
  const year = /(^|[^\d])(19[89]\d|20[0-4]\d)(?!\d)/.exec(n)?.[2];
  if (year && Number(year) >= MODEL_YEAR) return "N";
  if (year && focused && !/\d\s?(km|kilo|miles)/.test(n)) return "U";
  // "Used to" before a verb is the verb ("it used to be the XV", "I'm used to AWD"), not a used vehicle (decision 076).
  const m = withoutNegated(n).replace(/(^|[^a-z])used to(?= [a-z])/g, "$1");
  const used =
    /(^|[^a-z])(usage|usagee|usages|usagees|usager|usagers|used|occasion|d'occasion|occas|seconde main|pre-owned|preowned|pre owned|second hand|second-hand|secondhand|cpo|certifie|certifiee|certified|(?:ou|or) (?:plus recent|newer)|recente?|newer)($|[^a-z])/;
  // A demonstrator is sold as new, with its warranty.
  const brandNew =
    /(^|[^a-z])(neuf|neuve|neufs|neuves|new|brand new|nouveau|nouvelle|demo|demonstrateur|zero km|(?<!\d[ ,]?)0 ?km|jamais roule|never driven|de l'annee|de lannee|this year'?s|latest model|dernier modele|l'an prochain|next year'?s)($|[^a-z])/;
  if (has(m, used)) return "U";
  if (has(m, brandNew)) return "N";
  return undefined;
}

/** The words of the closed choices, for typos and truncations ("hybrd", "financ", "integ"). */
const CHOICE_WORDS = [
  "hybride",
  "hybrid",
  "rechargeable",
  "electrique",
  "electric",
  "essence",
  "gasoline",
  "diesel",
  "integrale",
  "propulsion",
  "traction",
  "financement",
  "financing",
  "financer",
  "location",
  "leasing",
  "lease",
  "comptant",
  "cash",
  "courriel",
];

/**
 * The text with a misspelled or cut choice word written in full: within one edit of a choice word
 * of five letters or more ("hybrd", "electrik"), or its first five letters or more ("financ").
 */
export function withChoiceSpelling(n: string): string {
  return n.replace(/[a-z]{4,}/g, (w) => {
    if (CHOICE_WORDS.includes(w)) return w;
    // Letters held ("cashh", "textooo", "hybriiide"), compared with repeated letters squeezed, as yes and no are (decision 066).
    const held = CHOICE_WORDS.find((c) => squeeze(c) === squeeze(w));
    const hit =
      held ?? CHOICE_WORDS.find((c) => (w.length >= 5 && c.startsWith(w)) || (c.length >= 5 && w.length >= 4 && withinOneEdit(c, w)));
    return hit ?? w;
  });
}

/**
 * A closed choice given by its first letters or its initials, as buyers answer a question whose
 * choices are shown ("F", "loc", "fin", "hyb", "TI" for traction intégrale, "S" for SMS), in
 * either language's words. Undefined when the letters open more than one choice ("E": essence or
 * électrique), unless one choice is the others' first word ("H": hybride, not hybride rechargeable).
 */
export function abbreviatedChoice(choices: readonly string[], text: string): string | undefined {
  const t = norm(withoutHedges(text))
    .replace(/[.!?,\s]+$/, "")
    .trim();
  if (!/^[a-z]{1,5}$/.test(t)) return undefined;
  const hits = choices.filter((choice) =>
    [choice, canonicalIn(choice, "en")].some((label) => {
      const words = norm(label).split(/[\s-]+/);
      return words[0].startsWith(t) || (t.length >= 2 && words.length === t.length && words.every((w, i) => w.startsWith(t[i])));
    }),
  );
  if (hits.length === 1) return hits[0];
  const shortest = [...hits].sort((a, b) => a.length - b.length)[0];
  return hits.length > 1 && hits.every((h) => norm(h).startsWith(norm(shortest))) ? shortest : undefined;
}

/**
 * Designations that name a powertrain (decision 068): a plug-in's ("plug-in", "PHEV", "4xe", a
 * Toyota "Prime"), an electric model's ("Lightning", "Mach-E"), a diesel engine's maker name, and a
 * combustion engine's (a displacement in litres, a cylinder count, "V6", "EcoBoost", "Hemi").
 */
/**
 * A Lexus or Toyota designation: the engine's number with "h" is a hybrid ("RX 350h", "NX 250h"), with "h+" a plug-in
 * ("NX 450h+"), decision 076.
 */
const HYBRID_DESIGNATION = /(^|[^a-z0-9])[1-6]\d0h($|[^a-z0-9+])/;
const PLUG_IN =
  /(rechargeable|plug-?\s?in|phev|branchable|(^|[^a-z])(vhr|4xe|e-hybrid|(?:rav ?4|prius) prime)($|[^a-z])|(^|[^a-z0-9])[1-6]\d0h\+)/;
const ELECTRIC =
  /(^|[^a-z])(electrique|electric|electrical|ev|(?<!['’])ve|100 ?% electrique|battery[- ]electric|full battery|battery only|only battery|all battery|100 ?% battery|tout a batterie|juste a batterie|all[- ]electric|bev|lightning|mach-?\s?e)($|[^a-z])/;
/** At the powertrain question, a battery said is the electric powertrain ("battery only"); elsewhere it may be a trade-in's. */
const BATTERY = /(^|[^a-z])(battery|batteries|batterie)($|[^a-z])/;
const DIESEL = /(^|[^a-z])(diesel|duramax|cummins|power ?stroke|ecodiesel|tdi|bluetec|crd)($|[^a-z])/;
const COMBUSTION =
  /(^|[^a-z0-9])(essence|gas|gaz|gasoline|petrol|a essence|thermique|regular|v-?(?:6|8|10|12)|[3-8][ -]?(?:cyl|cylindres?|cylinders?)|(?:quatre|six|huit|four|eight) cylindres?|(?:four|six|eight)[ -]cylinders?|[1-6][.,]\d ?(?:l|litres?|liters?|t)(?! ?(?:\/|aux|au|per|par|pour) ?100)|eco-?boost|hemi|skyactiv(?:-g)?|coyote|boxer|pentastar|vtec)($|[^a-z0-9])/;
/** At the powertrain question, a turbo or a displacement said bare ("le turbo", "le 2.5") is a combustion engine. */
const ENGINE_BARE =
  /(^|[^a-z0-9])(turbo|biturbo|twin[- ]turbo|[1-7][.,]\d(?! ?(?:l|litres?|liters?)? ?(?:\/|aux|au|per|par|pour) ?100))($|[^a-z0-9])/;

/** The powertrain named (with typos and cut words forgiven when the question is asked: `focused`). */
export function parsePowertrain(raw: string, focused = false): string | undefined {
  const n = withoutNegated(focused ? withChoiceSpelling(raw) : raw);
  if (has(n, PLUG_IN)) return "Hybride rechargeable";
  if (has(n, /(^|[^a-z])(hybride|hybrid|hybrides|hybrids|hev)($|[^a-z])/) || has(n, HYBRID_DESIGNATION)) return "Hybride";
  if (has(n, ELECTRIC) || (focused && has(n, BATTERY))) return "Électrique";
  if (has(n, DIESEL)) return "Diesel";
  if (has(n, COMBUSTION) || (focused && has(n, ENGINE_BARE))) return "Essence";
  return undefined;
}

/**
 * A drive described by its motors (decision 068): two or three motors, or one at each end, drive
 * all four wheels ("dual motor", "les deux moteurs", "un moteur en avant et un en arrière").
 */
const MOTORS_ALL_WHEELS =
  /(^|[^a-z])((2|3|deux|trois|two|three|dual|twin|double|tri|bi)[ -]?(moteurs?|motors?|moteur electrique|electric motors?)|bimoteurs?|moteurs? (en |a l')?avant (et|pis|,)? ?(un |l'autre |un autre )?(en |a l')?arriere|motors? (in )?(the )?front (and|&) (one )?(in )?(the )?(back|rear))($|[^a-z])/;

/** The drive named; all-wheel drive by its makers' names too (xDrive, quattro, HTRAC, i-ACTIV, S-AWC, ALL4, E-Four; decision 070). */
export function parseDrivetrain(raw: string, focused: boolean): string | undefined {
  const n = withoutNegated(focused ? withChoiceSpelling(raw) : raw);
  if (has(n, MOTORS_ALL_WHEELS)) return "Traction intégrale";
  if (
    has(
      n,
      /(?<![a-z])(integrale|awd|4x4|4 ?x ?4|4rm|4 roues|quatre roues|all[- ]?wheel|four[- ]?wheel|4[- ]?wheels?(?! ?drive)|4[- ]?wheel drive|(all )?(4|four) wheels|4wd|4 ?matic|xdrive|quattro|4 ?motion|sh-?awd|symmetrical|dual[- ]motor|deux moteurs|bi-?moteur|h-?trac|i-?activ|s-?awc|all ?4(?![0-9])|e-?four|q4(?![0-9]))/,
    )
  )
    return "Traction intégrale";
  if (has(n, /(?<![a-z])(propulsion|rwd|rear[- ]?wheel|roues arriere)/)) return "Propulsion";
  if (has(n, /(?<![a-z])(traction avant|fwd|front[- ]?wheel|2 roues motrices|roues avant|2rm|2wd|4x2|2x4)/)) return "Traction avant";
  if (focused) {
    if (has(n, /(^|[^a-z])(avant|front)($|[^a-z])/)) return "Traction avant";
    if (has(n, /(^|[^a-z])(arriere|rear)($|[^a-z])/)) return "Propulsion";
  }
  return undefined;
}

/** The way to pay named (with typos and cut words forgiven when the question is asked: `focused`). */
const PAYMENT_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Location", /(^|[^a-z])(location|louer|loue|lease|leaser|leasing|leased|bail|louez|loa|lld|louage|loyer|rent|renting|rental)($|[^a-z])/],
  // "Credit" alone is the buyer's credit history ("no Canadian credit yet"); bought on credit is financing (decision 066).
  ["Financement", /(^|[^a-z])(financement|financer|finance|financing|financed|pret|loan|a credit|on credit)($|[^a-z])/],
  [
    "Comptant",
    /(^|[^a-z])(comptant|cash|cash down|argent comptant|paiement complet|payer au complet|pay in full|outright|paid in full)($|[^a-z])/,
  ],
];
/** A hedge said before a way to pay, in its clause ("…, maybe finance part of it", "mais peut-être financer"). */
const HEDGED_BEFORE =
  /(^|[^a-z])(peut-etre|peut etre|maybe|possibly|possiblement|perhaps|might|may|pourrait|pourrais|eventuellement|au besoin|if needed|si besoin)(?![a-z])[^,;.]{0,25}$/;

/** A lease said by what it does, when the payment is asked: the vehicle given back after a time ("give it back after 4 years", decision 070). */
const GIVEN_BACK_AFTER =
  /(^|[^a-z])(give|hand|turn|bring|return|remettre|rendre|redonner|retourner|remets|rends|redonne|retourne)(?![a-z]).{0,20}(?<![a-z])(back )?(after|at the end|in|au bout|apres|a la fin|dans)(?![a-z])/;

export function parsePayment(raw: string, focused = false): string | undefined {
  const n = withoutNegated(focused ? withChoiceSpelling(raw) : raw);
  if (focused && GIVEN_BACK_AFTER.test(n) && !PAYMENT_WORDS.some(([, words]) => words.test(n))) return "Location";
  const named = PAYMENT_WORDS.map(([way, words]): [string, number] => [way, n.search(words)]).filter(([, at]) => at >= 0);
  // Two ways named, one of them hedged ("cash, maybe finance part of it", "comptant, peut-être financer une
  // partie"): the way said plainly is the answer (decision 069). Otherwise a lease, then a loan, wins over cash
  // ("cash down and finance the rest" is financed).
  if (named.length >= 2) {
    const plain = named.filter(([, at]) => !HEDGED_BEFORE.test(n.slice(0, at + 1)));
    if (plain.length === 1) return plain[0][0];
  }
  if (named.length) return named[0][0];
  // "Credit" alone is the buyer's credit history ("no Canadian credit yet"); when the question is asked it is financing (decision 066).
  if (focused && has(n, /(^|[^a-z])credit($|[^a-z])/)) return "Financement";
  if (!focused) return undefined;
  // Spelled as said when the question is asked ("liser" for lease in Quebec, "kash").
  const word = n.replace(/[.!?\s]+$/, "").trim();
  if (/^(liser|lizer|lise|lisee|lize)$/.test(word)) return "Location";
  if (
    /^(cach|cashe|kash|en liquide|liquide|check|certified check|interac|e-?transfer|wire|wire transfer|bank draft|traite bancaire)$/.test(
      word,
    )
  )
    return "Comptant";
  if (/^(marge|marge de credit|line of credit|heloc|credit line)$/.test(word)) return "Financement";
  // Said in other words when the question is asked: money borrowed or paid monthly is financing, paid at once is cash;
  // in a reply of a few words, not a story ("j'ai jamais acheté de char, toute la paperasse me fait peur"), decision 066.
  if (n.split(/\s+/).length > 8) return undefined;
  if (
    has(
      n,
      /(^|[^a-z])(en une fois|une seule fois|d'un coup|tout d'un coup|upfront|up front|en argent|argent|cheque|economies|savings|virement|debit|lump sum|au complet|en entier|in full|all at once|full amount|full price|plein prix|prix complet|money down|pay it all)($|[^a-z])/,
    )
  )
    return "Comptant";
  if (
    has(
      n,
      /(^|[^a-z])(banque|bank|caisse|desjardins|td|rbc|bmo|cibc|scotia|scotiabank|bnc|banque nationale|national bank|laurentienne|tangerine|hsbc|credit union|emprunt|emprunter|borrow|borrowing|paiements?|payments?|installments?|instalments?|versements egaux|mensualites?|mensuel|mensuellement|monthly|versements?|par mois|a tous les mois|every month|a month|achat|acheter|achete|buy|buying|purchase|purchasing)($|[^a-z])/,
    )
  )
    return "Financement";
  // Money set aside, or no debt wanted ("j'ai l'argent de côté", "saved up for it", "pas de dette"): paid at once;
  // a line of credit is borrowed (decision 069).
  const said = focused ? withChoiceSpelling(raw) : raw;
  if (
    has(
      said,
      /(^|[^a-z])(de cote|mis de l'argent|economise|economisee|saved|saved up|put (money )?aside|(j'ai|i have|i've got|got) (l'argent|le cash|the money|the cash)|(pas de|sans|no|without|hate|deteste|veux pas de|don'?t want( any| a)?) (dettes?|debt|pret|loan))(?![a-z])/,
    )
  )
    return "Comptant";
  if (has(said, /(^|[^a-z])(marge de credit|ma marge|line of credit|heloc|credit line)(?![a-z])/)) return "Financement";
  return undefined;
}

/** A limit or an estimate said before an amount ("pas plus que 500", "around 35k"): a dealer needs it with the amount. */
const BUDGET_QUALIFIER =
  "(?:(?<![a-z])(?:max(?:imum)?|pas plus (?:que|de)|pas plus haut que|moins de|moins que|au plus|jusqu'a|autour de|environ|a peu pres|genre|under|below|less than|no more than|not more than|up to|at most|around|about|roughly|approx(?:imately)?|~)\\s*)?";
/**
 * A period said after a figure, in the words buyers use ("par mois", "/mo", "every paycheque", "aux deux semaines",
 * "à chaque paie", "bi-weekly"): the figure is a payment (decision 066).
 */
const PERIOD =
  "\\/\\s?(?:mois|month|mo|mth|sem|semaine|week|wk)\\b|par mois|per month|a month|each month|every month|monthly|mensuel(?:lement)?|par semaine|per week|a week|each week|every week|weekly|hebdo(?:madaire)?|every (?:two|2) weeks|aux (?:deux|2) semaines|toutes les (?:deux|2) semaines|bi-?weekly|bi-?mensuel|fortnightly|(?:par|a chaque|a la|aux|per|a|each|every|chaque) (?:paie|paye|pay|paycheque|paycheck|payday)s?\\b";
/** The period or the kind said after an amount ("par mois", "a month", "every two weeks", "total"): a budget keeps it. */
const AMOUNT_KIND = `(?:\\s?(?:${PERIOD}|au total|total|tout inclus|all[- ]in))?`;
const TERM_BUDGET = new RegExp(
  `${BUDGET_QUALIFIER}((?:\\$\\s?\\d[\\d\\s.,]*k?|\\d[\\d\\s.,]*\\s?(?:k\\$|k\\b|\\$|dollars?|piasses?|bucks|grand\\b|mille\\b|milles\\b))${AMOUNT_KIND}|\\d[\\d\\s.,]*\\s?(?:${PERIOD}|mois|months?|mo\\b|semaines?|weeks?)|\\b\\d{1,3}(?:[ ,]\\d{3})+\\b(?!\\s?(?:km|kilo|miles))${AMOUNT_KIND})`,
  "g",
);

/** An amount said to be owed on a vehicle ("il me reste 8000 $ à payer", "I still owe 5k on it"): the trade-in's, never the budget. */
const DEBT =
  /(^|[^a-z])(il (me|nous) reste|il reste(?= [\d$])|reste [\d$][^,;.]{0,12} dessus|me reste|reste encore|restant|still owe|i owe|we owe|owing|owed|left (on|to pay)|balance|solde|payoff|pay off|a payer|a finir de payer|je dois encore|on doit encore|dois encore|doit encore|j'?dois encore|jdois|j'dois|sur (mon|le|ma) pret|on (my|the) loan|loan balance|lien|negative equity|equite negative)($|[^a-z])/;

/** A clause that says what is owed on a vehicle, with its amount. */
export function isDebtClause(clause: string): boolean {
  // What is owed is money even without its unit ("il me reste 8000 à payer dessus"), not a year (decision 069).
  return (
    DEBT.test(norm(clause)) &&
    (findTermBudget(clause) !== undefined || /(^|[^\d])(?!(?:19|20)\d\d(?!\d))\d{1,3}(?:[\s,.]?\d{3})+(?![\d%])/.test(clause))
  );
}

/**
 * What the text says is owed on a vehicle, as typed ("il me reste 8000 $ à payer dessus"). In answer
 * to the trade-in question (`bare`), a figure alone is money too ("il me reste 5000 à payer").
 */
export function debtIn(text: string, bare = false): string | undefined {
  const found = clauses(text).filter((c) => isDebtClause(c) || (bare && DEBT.test(norm(c)) && /(^|[^\d])\d{3,}(?!\d)|\d\s?k\b/i.test(c)));
  return found.length ? found.join(", ").replace(/^((mais|but|and|et|pis|oui|yes|yeah|yep|ouais|o)[\s,!.]+)+/i, "") : undefined;
}

/**
 * A down payment ("put 10k down", "5000 $ d'avance", "mise de fonds de 8000", "down payment of 6k"): money the buyer
 * puts in, not the term or budget Sam asks for. Said beside another answer it is not the budget (decision 075); at
 * the budget question it is kept with the rest of the reply, as typed. "35 000 comptant" is a price paid cash: a budget.
 */
const DOWN_PAYMENT =
  /(?:(?:put|putting|mettre|mets|mettrais|je mets|verser|give|pay|paying)\s+(?:about\s+|around\s+|environ\s+|genre\s+)?)?\$?\s?\d[\d\s.,]*\s?(?:k|grand|mille|000)?\s?\$?\s*(?:down(?:\s+payment)?|cash down|d'avance|de mise de fonds|en mise de fonds|de cash down|de depot|en depot|d'acompte)(?![a-z])|(?:down payment|mise de fonds|acompte|cash down|depot)\s+(?:of|de|d'|around|about|environ)?\s*\$?\s?\d[\d\s.,]*\s?(?:k|grand|mille)?\s?\$?/g;

/** The text without the down payments it names. */
export function withoutDownPayments(text: string): string {
  // Matched on the text folded letter by letter (same length), cut from the text as typed: its accents stay.
  const folded = [...text].map((c) => {
    const f = c
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/\s/g, " ");
    return f.length === c.length ? f : c;
  });
  const flat = folded.join("");
  let out = "";
  let at = 0;
  for (const m of flat.matchAll(DOWN_PAYMENT)) {
    out += `${text.slice(at, m.index)} `;
    at = m.index + m[0].length;
  }
  return at ? out + text.slice(at) : text;
}

/** The text without what it says is owed on a vehicle. */
export function withoutDebtClauses(text: string): string {
  return clauses(text)
    .filter((c) => !isDebtClause(c))
    .join(", ");
}

/** Money amounts and terms mentioned anywhere ("60 mois", "450 $/mois", "$35,000", "40 000", "30 grand"), with their limit ("max", "around"). */
export function findTermBudget(text: string): string | undefined {
  const withoutContact = [findEmail(text), findPhone(text)]
    .reduce<string>((t, x) => (x ? t.replace(x, " ") : t), text)
    // A postal code or its first half ("J4K", "H2X 1Y4") is a place: its "4K" is no amount (decision 069).
    .replace(/(?<![\p{L}\d])[A-Za-z]\d[A-Za-z](?:\s?\d[A-Za-z]\d)?(?![\p{L}\d])/gu, " ")
    // A phone number with a digit missing or too many ("514-555-019") is no amount, nor a range (decision 069).
    .replace(/(?<![\d$])\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{2,5}(?![\d$])/g, " ");
  const n = norm(withoutContact);
  const pieces: string[] = [];
  let lastEnd = -1;
  for (const m of n.matchAll(TERM_BUDGET)) {
    const piece = m[0].trim().replace(/[,.]$/, "");
    if (!/\d/.test(piece)) continue;
    // "Dans 2 semaines", "within 3 months": when, not a term (an amount of money stays an amount).
    const when = /(dans|d'ici|within|in|by|avant|before|sous|depuis|for the last|il y a)\s*$/.test(n.slice(0, m.index));
    if (when && !/\$|k\b|dollar|piasse|grand|mille|par mois|per month|a month/.test(piece)) continue;
    // A range whose unit is said once, at its end ("entre 60 et 65k", "between 400 and 450$"): both bounds (decision 069).
    // The bounds have as many digits, or the lower one as many as the upper's thousands ("entre 35 et 40 000 $");
    // "4 ou 5000 $" is no range.
    const lower = /(?:(?:entre|between|from|de)\s+)?(?<![\d.,])(\d{1,3}(?:[\s.,]\d{3})*)\s?k?\s?\$?\s?(?:et|and|a|to|-|ou|or)\s*$/.exec(
      n.slice(0, m.index),
    );
    const digits = (x: string) => x.replace(/[\s.,]/g, "").length;
    const upper = /^\d{1,3}(?:[\s.,]\d{3})*/.exec(piece)?.[0];
    if (lower && upper && (digits(lower[1]) === digits(upper) || digits(lower[1]) === digits(upper.split(/[\s.,]/)[0]))) {
      // The lower bound read as an amount of its own ("30 000" of "de 30 000 à 35 000 $") is now part of the range.
      if (pieces.length && lastEnd > m.index - lower[0].length) pieces.pop();
      pieces.push(`${lower[0]}${piece}`);
    } else pieces.push(piece);
    lastEnd = m.index + m[0].length;
  }
  // A term said with a figure alone in its own clause ("72 mois, 550"): the figure is the amount (decision 069).
  if (pieces.length && pieces.every((p) => !/\$|k\b|dollar|piasse|bucks|grand|mille/.test(p)))
    for (const c of clauses(n)) {
      const figure = c.trim().replace(/[.!]+$/, "");
      if (/^\d{3,6}$/.test(figure) && !/^(19|20)\d\d$/.test(figure) && !pieces.some((p) => p.includes(figure))) pieces.push(figure);
    }
  // A term in years, said as one ("sur 5 ans", "over 6 years", "5 ans" alone): not the age of a car ("mon char a 3 ans").
  if (!pieces.length) for (const m of n.matchAll(YEARS_TERM)) pieces.push(m[0].trim());
  // A figure of three digits or more without its unit, said with a limit or a period ("max 450", "environ 400 mensuel",
  // "35000 au total"): money, as a buyer says it.
  // As typed, when the lower-case text keeps the letters' places (its accents back: "400 à 500").
  if (!pieces.length)
    for (const m of n.matchAll(BARE_BUDGET))
      pieces.push((n.length === withoutContact.length ? withoutContact.slice(m.index, m.index + m[0].length) : m[0]).trim());
  return pieces.length ? pieces.join(", ") : undefined;
}

const YEARS_TERM =
  /(?<![a-z\d])(?:(?:sur|over|en|pendant|for|terme de|term of)\s+\d{1,2}\s?(?:ans|annees|years?|yrs?)|^\s*\d{1,2}\s?(?:ans|annees|years?|yrs?)(?:\s*max)?\s*$)(?![a-z\d])/g;
const BARE_BUDGET =
  /(?<![a-z\d])(?:(?!(?:19|20)\d\d(?!\d))\d{3,6}\s?(?:-|a|to|ou|or)\s?(?!(?:19|20)\d\d(?!\d))\d{3,6}(?!\s?(?:km|kilo|miles|mi\b))|(?:max(?:imum)?|pas plus (?:que|de)|moins de|moins que|au plus|jusqu'a|autour de|autour|environ|a peu pres|genre|vers|dans les|budget(?: de)?|under|below|less than|no more than|up to|at most|around|about|roughly|approx(?:imately)?)\s+(?!(?:19|20)\d\d(?!\d))\d{3,6}(?:\s?(?:max(?:imum)?|mensuel(?:lement)?|monthly|par mois|a month|per month|au total|total|tops))?|(?<!\d)(?!(?:19|20)\d\d(?!\d))\d{3,6}\s?(?:max(?:imum)?|mensuel(?:lement)?|monthly|au total|total|tops)(?:\s+(?:max(?:imum)?|mensuel(?:lement)?|monthly|par mois|a month|per month))?|~\s?(?!(?:19|20)\d\d(?!\d))\d{3,6}|(?!(?:19|20)\d\d(?!\d))\d{3,6}-?ish)(?![a-z\d])/g;

/** Words after which the buyer gives the value they meant instead ("jaune… non oublie ça, noir", "5, actually 8"). */
const REPLACED_BY =
  /(?:^|[^a-z])(oublie ca|oubliez ca|laisse faire|scratch that|no wait|non attends|wait no|never ?mind|je veux dire|je voulais dire|j'voulais dire|i mean|i meant|actually|finalement|en fait|make it|mets-en|mettez-en|correction|oups|oops|non non|ah non|euh non)(?![a-z])/g;

/** What follows the last correction in a message ("5, non finalement 10" → "10"): the value meant. */
export function afterCorrection(n: string): string {
  const marks = [...n.matchAll(REPLACED_BY)];
  const last = marks.at(-1);
  if (!last) return n;
  const rest = n.slice(last.index + last[0].length).trim();
  return /\d|[a-z]/.test(rest) ? rest : n;
}

/** The text as typed after its last correction ("jaune… non oublie ça, noir" → "noir"), or the whole text. */
export function typedAfterCorrection(text: string): string {
  // Lower case without accents, letter for letter, so that positions match the text as typed.
  const folded = [...text]
    .map((c) =>
      (
        c
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase() || c
      ).charAt(0),
    )
    .join("")
    .replace(/’/g, "'");
  const last = [...folded.matchAll(REPLACED_BY)].at(-1);
  if (!last) return text;
  const rest = text
    .slice(last.index + last[0].length)
    .replace(/^[\s,.;:!…-]+/, "")
    .trim();
  return /[\p{L}\d]/u.test(rest) ? rest : text;
}

/** A number of dealerships within the questionnaire's range ("out-of-range" when a number outside that range is given). */
export function parseDealerships(n: string, focused: boolean): number | "out-of-range" | undefined {
  let value: number | undefined;
  const noun = "(concessionnaires?|concessions?|dealers?|dealerships?|garages?|marchands?)";
  const withNoun = n.match(new RegExp(`(\\d{1,4}|[a-z-]+)\\s*(?:des |de |d'|more |other )?${noun}`));
  if (withNoun) value = readCount(withNoun[1]) ?? (focused ? readCount(n) : undefined);
  // Without the noun, the clauses that talk money are left out: "worth maybe 7" is money, not a count (decision 066).
  else if (focused)
    value = readCount(
      afterCorrection(
        clauses(n)
          .filter((c) => !MONEY_TALK.test(c))
          .join(", "),
      ),
    );
  // "un"/"a" inside a sentence is an article, not a count of one ("ma voiture a encore un prêt dessus"),
  // unless it counts the dealers ("un concessionnaire") or says only one ("un seul", "just one").
  const one =
    /(^|[^\d])1([^\d]|$)/.test(n) ||
    /(un seul|une seule|juste un|seulement un|only one|just one|one only|single|un (concessionnaire|dealer|garage)|one (dealer|dealership|garage))/.test(
      n,
    );
  // A count said as a clause of its own beside a wish ("le moins possible, un ou deux"): that clause's count (decision 075).
  // After a correction, only what follows it counts ("5, non finalement 8").
  const meant = afterCorrection(n);
  if (focused && !withNoun && clauses(meant).length > 1) {
    const alone = clauses(meant)
      .filter((c) => !MONEY_TALK.test(c) && /^(?:\d{1,3}|[a-z-]+)(?:\s(?:ou|or|a|to|-)\s(?:\d{1,3}|[a-z-]+))?[.!]?$/.test(c.trim()))
      .map((c) => readCount(c.trim()))
      .filter((v) => v !== undefined);
    if (alone.length === 1) return isDealershipCount(alone[0]) ? alone[0] : "out-of-range";
  }
  if (value === 1 && !one && n.split(/\s+/).length > 3) return undefined;
  if (value === undefined) return undefined;
  return isDealershipCount(value) ? value : "out-of-range";
}

/** A clause about money, whose figures are amounts ("it's worth maybe 7", "j'en dois encore 4"): not a count. */
const MONEY_TALK =
  /(^|[^a-z])(owe|owes|owing|owed|worth|value|vaut|valeur|dois|doit|devons|reste a payer|paid|paye|payer|pay|price|prix|budget|cost|coute|couter|\$|dollars?|piasses?|bucks|grand|mille|\d+\s?k)(?![a-z])/;

/** Preferred contact: "Courriel", "SMS" or "Les deux". */
/** A condition set on a choice ("tant que…", "as long as…", "sauf…", "but not…"), decision 070. */
export const CONDITIONED =
  /(^|[^a-z])(?:(?:tant que|pourvu que|as long as|so long as|provided|sauf|except|but not|mais pas|but no)(?![a-z])|tant qu'|pourvu qu')/;

export function parseContactMethod(text: string, focused: boolean): string | undefined {
  const n = norm(text);
  if (!focused) {
    if (/(textez-moi|textez moi|texte-moi|texte moi|text me|texter|send me a text)/.test(n)) return "SMS";
    const m = n.match(/(^|[^a-z])(par|by|via)\s+(courriel|e-?mail|mail|texto|sms|texte|text|message texte)($|[^a-z])/);
    if (!m) return undefined;
    return /texto|sms|text/.test(m[3]) ? "SMS" : "Courriel";
  }
  // A reply about when to be reached, naming no way ("n'importe quand", "any time after 5", "le soir", "depends on the
  // day"): a time, not a way (decision 066).
  if (timeWithoutWay(text)) return undefined;
  const indifferent = has(
    n,
    /(^|[^a-z])(either|any ?way|any|n'importe|peu importe|le plus simple|le plus facile|whatever|whatever'?s? (easiest|easier|simplest|works))($|[^a-z])/,
  );
  // Indifference with a condition ("peu importe tant que…", "either, as long as…") is a choice still to make (decision 070).
  if (indifferent && CONDITIONED.test(n)) return undefined;
  // "Deux" in a range of counts ("un ou deux", "deux ou trois") is a count, not both ways (decision 075).
  if (
    indifferent ||
    has(
      n,
      /(^|[^a-z])(les deux|both|(?<!(?:un|une|1|trois|3|quatre|4)\s(?:ou|a|à|-)\s)deux(?!\s(?:ou|a|à|-)\s)|tous les deux|les 2)($|[^a-z])/,
    )
  )
    return "Les deux";
  // What salespeople do ("les vendeurs m'appellent sans arrêt", "I don't want dealers calling me") is a complaint or a
  // wish, not the way the buyer chooses, unless a choice is said too ("par courriel", "email only", "je préfère…").
  const chosen = clauses(n).filter(
    (c) =>
      !/(^|[^a-z])(vendeurs?|vendeuses?|salespeople|salesm[ae]n|sales ?guys?|sales ?people|dealers?|dealerships?|concessionnaires?|concessions?|garages?|ils|they|them|le monde|people)($|[^a-z])/.test(
        c,
      ) || /(^|[^a-z])(par|by|via|seulement|only|juste|just|prefere|prefer|mieux|best|plutot|rather|ok|fine|correct)($|[^a-z])/.test(c),
  );
  if (!chosen.length) return undefined;
  // Each way named, unless it is refused ("pas de texto", "no calls", "I hate phone calls") or set aside ("courriel plutôt que texto").
  const said = { email: findEmail(text) !== undefined, sms: findPhone(text) !== undefined };
  const refused = { email: false, sms: false };
  let textSaid = false;
  for (const m of chosen.join(", ").matchAll(CHANNEL)) {
    const way = m[3] ? "email" : "sms";
    const before = m.input.slice(Math.max(0, m.index - 30), m.index + m[1].length);
    // The buyer's own device or inbox talked about ("mon cell est plein de spam", "I get too many emails"): not a choice.
    if (deviceTalk(m.input, m.index + m[1].length, m[2].length)) continue;
    // Quebec French puts the negation after the verb ("appelez-moi pas", "textez-moi jamais").
    const refusedAfter =
      /^(?:-moi|\s+moi|-nous|\s+nous)?\s+(?:pas|jamais|plus)(?![a-z])(?!\s+(?:de |d')?(?:probleme|souci|trouble|grave))/.test(
        m.input.slice(m.index + m[1].length + m[2].length),
      ) && /(appel|text|ecri|telephon)/.test(m[2]);
    // Refusing calls is not refusing texts ("appelez-moi pas, juste des textos"): a text said is kept (decision 061).
    const call = /^(appel|call|calling|ring|telephon|phone)/.test(m[2]);
    if (REFUSED_BEFORE.test(before) || refusedAfter) refused[way] = true;
    else said[way] = true;
    if (way === "sms" && !call && !(REFUSED_BEFORE.test(before) || refusedAfter)) textSaid = true;
  }
  const email = said.email && !refused.email;
  const sms = said.sms && (!refused.sms || textSaid);
  if (email && sms) return "Les deux";
  if (email) return "Courriel";
  if (sms) return "SMS";
  // Only a refusal, said short and alone ("pas de téléphone", "I hate phone calls"): the other way.
  if (/\d/.test(n) || n.split(/\s+/).length > 6) return undefined;
  if (refused.sms && !refused.email) return "Courriel";
  if (refused.email && !refused.sms) return "SMS";
  return undefined;
}

/**
 * A way named as the buyer's own device or inbox in a complaint (decision 061): its subject
 * ("mon cell est toujours plein", "my phone keeps dying") or a quantity they get too much of ("trop
 * de courriels", "too many emails", "plein de textos"). Neither a choice nor a refusal.
 */
const DEVICE_AFTER =
  /^\s*(est|sont|is|are|was|etait|keeps?|sonne|rings?|dies|dying|meurt|marche|works|fonctionne|a|has|had|deborde|plein|full)(?![a-z])(?!\s+(?:(?:le |the )?(?:best|better|mieux|fine|ok|okay|good|correct|parfait|perfect|easiest|plus simple|preferable)))/;
/** Words that make a way named with "my" a choice ("sur mon cell", "text my cell", "my email is best"). */
const CHOICE_MARK =
  /(^\s*(par|by|via|sur|on|to|at|au|a)\s|(^|[^a-z])(par|by|via|text|texte|textez|texter|appel\w*|call|write|ecri\w*|joindre|reach|contact\w*|best|mieux|fine|ok|okay|correct|prefer\w*|plutot|rather|seulement|only|juste|just|use|utilise\w*)(?![a-z]))/;
function deviceTalk(text: string, at: number, length: number): boolean {
  const before = text.slice(Math.max(0, at - 25), at);
  const after = text.slice(at + length, at + length + 25);
  // "Mon cell", "my phone" said alone: the way chosen.
  if (`${before.split(/[,;.!?]/).at(-1)} ${after.split(/[,;.!?]/)[0]}`.trim().split(/\s+/).length <= 2) return false;
  return (
    /(^|[^a-z])(trop de|trop d'|too many|too much|so many|tons of|plein de|tellement de|way too many|full of)\s*$/.test(before) ||
    (/(^|[^a-z])(mon|ma|mes|my|our|notre|nos)\s+(?:(?:boite|inbox|numero|number)\s+(?:(?:de|of|a)\s+|d')?)?$/.test(before) &&
      (DEVICE_AFTER.test(after) || !CHOICE_MARK.test(`${before.split(/[,;.!?]/).at(-1)} ${after.split(/[,;.!?]/)[0]}`)))
  );
}

/** The ways Sam can reach a buyer, as words: group 3 is an e-mail, group 4 a phone (text or call). */
const CHANNEL =
  /(^|[^a-z])((courriels?|e-?mails?|mail|adresse electronique|ecrivez|ecris-moi|ecrire|write|inbox)|(sms|textos?|textes?|textez|texter|texts?|texting|txts?|msgs?|cellulaire|cell|cel|tel|telephone|phone|appels?|appelle|appelez|appeler|appelez-moi|telephonez|call|calls|calling|ring|messages?))(?![a-z])/g;
/**
 * When the buyer may be reached: an hour, a part of the day, a day, a moment ("après 17h", "evenings", "n'importe quand"),
 * in the singular or the plural ("ça dépend des journées", decision 075).
 */
const WHEN_REACHED =
  /(^|[^a-z])(quand|whenever|heures?|\d{1,2}\s?h(\d\d)?|\d{1,2}\s?(am|pm)|\d{1,2}:\d\d|time|times|anytime|day|days|jours?|journees?|soirs?|soirees?|matins?|matinees?|avant-midi|apres-midi|midi|mornings?|evenings?|nights?|nuits?|afternoons?|noon|weekends?|fin de semaine|semaine|week|weekdays?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|minutes?|secondes?|moment|tantot|later|plus tard|today|aujourd'hui|demain|tomorrow|tonight|ce soir)(?![a-z])/;

/** A reply that says when to reach the buyer and names no way of reaching them: not a way (decision 066). */
export function timeWithoutWay(text: string): boolean {
  const n = norm(text);
  if (!WHEN_REACHED.test(n) || findEmail(text) || findPhone(text)) return false;
  return ![...n.matchAll(CHANNEL)].length;
}

/**
 * What before a way says it is not wanted ("pas de", "no", "don't", "plutôt que", "rather than"), within its clause;
 * "rarely", "rarement" too: a way the buyer hardly reads is not theirs (decision 078).
 */
const REFUSED_BEFORE =
  /(^|[^a-z])(pas|jamais|rarement|sans|aucun|aucune|no|not|never|rarely|seldom|hardly|barely|don'?t|do not|without|hate|hais|haie|deteste|plutot que|au lieu d'?|rather than|instead of|than|sauf|except|evitez|avoid)\b[^,;.!]*$/;

/** Privacy option "A" (share with the winning dealerships only) or "B" (don't share). */
export function parsePrivacy(n: string): "A" | "B" | undefined {
  const t = n
    // Brackets, quotes and dashes around the letter ("(B)", "‘A’", "option-B") are not part of it.
    .replace(/[()[\]"«»“”]+|(?<=option)-|(?<=^|\s)['‘’]+|['‘’]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^((ok|okay|bon|ben|alors|donc|so|well|then|euh|um|d'accord|parfait|ouin|ouais|yeah|fine)[\s,!.]+)+/, "")
    .replace(
      /^(l'|la |le |les |mon |my |the |celle |celui |i'll take |i'll go with |i choose |je prends |je choisis |je vais prendre |go with |choix |choice )+/,
      "",
    )
    .trim();
  if (/^(option\s*)?a($|[^a-z])/.test(t) || /^ay$/.test(t)) return "A";
  if (/^(option\s*)?b($|[^a-z])/.test(t) || /^(be|bee)$/.test(t)) return "B";
  // What each option names, said alone (decision 061): the winning dealers are A; Sam who relays is B.
  if (/^(les |the )?(gagnants?|winners?|winning( dealers?)?|concessionnaires? gagnants?)$/.test(t)) return "A";
  if (/^(sam|you|vous|toi)$/.test(t)) return "B";
  // A no, secrecy or safety said alone refuses to share (B); a yes would be ambiguous.
  if (yesNoAlone(t) === "N" || /^(secret|secrete|secure|safe|safer|safest|securitaire|le plus securitaire|gardez|garde|keep)$/.test(t))
    return "B";
  // The option by its place in the list ("la première", "second option", "choix 2").
  const ordinal =
    /^(?:(?:option|choix|choice|number|numero|no|#)\s*)?(1|un|one|premier|premiere|first|1er|1re|2|deux|two|deuxieme|second|seconde|2e|2nd)(?:\s+(?:option|choix|choice|one|possibilite))?(?:\s+\(?[ab]\)?)?(?:\s+(?:svp|please|pls|merci|thanks|stp))?\s*($|[,.!])/.exec(
      t,
    );
  if (ordinal) return /^(1|un|one|premier|premiere|first|1er|1re)$/.test(ordinal[1]) ? "A" : "B";
  // What the option does, said in words: keeping the details from dealers (Sam relays) is B, sharing them is A.
  if (has(t, PRIVATE)) return "B";
  // Sam in the middle is B ("passez par vous", "you handle it", "je veux pas qu'ils m'appellent"); dealing with the dealer
  // directly is A, unless refused ("not directly"), decision 069.
  if (has(t, RELAYED)) return "B";
  const direct = /(^|[^a-z])(directement|directly|direct)(?![a-z])/.exec(t);
  if (direct)
    return /(^|[^a-z])(pas|not|don'?t|never|jamais|rather not|sans)(?![a-z])[^,.;]{0,30}$/.test(t.slice(0, direct.index + 1)) ? "B" : "A";
  // The winners named in a sentence ("l'option où mon nom va juste au gagnant"): sharing with them is A (decision 066).
  // So are the dealers who win, by the verb in any form ("only the ones that win get my number", "ceux qui gagnent"), decision 070.
  if (/(^|[^a-z])(gagnants?|winners?|winning|win|wins|gagne|gagnent|gagnera|gagneront)(?![a-z])/.test(t)) return "A";
  if (has(t, /(partager|partage|partagez|share|sharing|shared|donner mes (infos|coordonnees)|give (them )?my (info|details))/)) return "A";
  return undefined;
}

/** Sam between the buyer and the dealers ("par vous", "you handle it"), or dealers not to call (decision 069). */
const RELAYED =
  /(^|[^a-z])((par|via|through|thru) (vous|toi|sam|you)|(vous vous occupez|tu t'occupes|sam s'occupe|you handle|you take care|you deal with)|(pas|not|don'?t|veux pas|no)(?![a-z])[^,.;]{0,30}(m'appell|me contact|me joign|m'ecriv|call me|calling me|contact me|contacting me|reach me|text me|texting me))/;

/** Words that keep the buyer's details from dealers: privacy B, whatever the sentence around them. */
const PRIVATE =
  /(partag[a-z]* rien|partag(?:e|es|er|ez)\s+(?:jamais|aucune?)|share none|pas de partage|aucun partage|rien (a |à )?partag|share nothing|nothing shared|ne pas partager|pas partager|partage pas|partagez pas|partager rien|rien partager|ne partagez|sans partag|don'?t share|do not share|not share|no shar|never share|relai|relay|gard[a-z]* (mes|mon|ma|les|tout|ca)|keep (my|it|them|everything|this|that)|private|prive|privee|confidenti|anonym|protege|protect|discret|discrete|(pas|not|don'?t|veux pas|want no|aucun)\b.{0,40}\b(numero|number|infos?|informations?|coordonnees|details|contact|courriel|email|cell|telephone|phone|nom|name|stuff)|the safer|le plus sur|la plus sure)/;

/**
 * A place named in the text (read through `readPlace` / `placesIn`, app/questionnaire/place.ts).
 * With `focused` false (another question is asked) it must follow "à"/"in"/"près de", or be a
 * clause on its own; when the city is asked, a place that is not listed is kept as typed.
 */
export function parseCity(text: string, focused: boolean): string | undefined {
  if (focused) {
    const n = norm(text);
    if (isSkip(n) || parseYesNo(n)) return undefined;
    return readPlace(text)?.name;
  }
  const cities = placesIn(text, false);
  if (cities.length) {
    const n = ` ${placeKey(text)
      .replace(/[,!?;:]/g, " ")
      .replace(/\s+/g, " ")} `;
    for (const name of cities) {
      const keys = [placeKey(name), ...aliasesOf(name)];
      for (const k of keys) {
        const m = new RegExp(` (a|in|near|pres de|region de|secteur|around|from|de|reste a|habite a|vis a|live in) ${k} `).exec(n);
        // A dealer's place is not the buyer's ("une soumission du Kia à Laval", "a dealer in Boisbriand").
        // So is a place after a make ("le Honda de Drummondville"), decision 066.
        const before = m ? n.slice(Math.max(0, m.index - 30), m.index + 1) : "";
        if (m && !DEALER_BEFORE.test(before) && !(m[1] === "de" && findMakes(before.split(/[,;.!?]/).at(-1) ?? "", false).length))
          return name;
      }
    }
    // A clause that is only the place ("Sherbrooke pis mon email c'est …").
    for (const c of clauses(text)) {
      const only = placesIn(c, false);
      if (only.length === 1 && placeKey(c).replace(/[.!]+$/, "") === placeKey(only[0])) return only[0];
    }
    return undefined;
  }
  return findPostalCode(text) ?? placeAfterWhere(text);
}

/** Words that make the place after them a dealer's ("concessionnaire à Laval", "du Kia à Laval", "a dealer in Boisbriand"). */
const DEALER_BEFORE = /(concessionnaires?|concessions?|dealers?|dealerships?|garages?|vendeurs?|salesm[ae]n|chez|du|au) (?:[a-z-]+ )?$/;

/** "I'm in Kirkland", "j'habite à Val-Bélair": a place of the gazetteer said where the buyer says where they are. */
const WHERE_I_AM =
  /(?:^|[^a-z'])(?:i'?m in|i am in|i live in|living in|we live in|based in|i'?m from|j'habite (?:a|au|dans)|je reste (?:a|au|dans)|je suis (?:a|au|dans)|je vis (?:a|au|dans)|on habite (?:a|au|dans)|on reste (?:a|au|dans)|moi je suis (?:a|au))\s+([a-z' .-]+)/g;
function placeAfterWhere(text: string): string | undefined {
  for (const m of norm(text).matchAll(WHERE_I_AM)) {
    const words = m[1].trim().split(/\s+/).slice(0, 4);
    for (let k = words.length; k >= 1; k--) {
      const said = words.slice(0, k).join(" ");
      if (said.length < 4 || mentionsColor(said) || findMakes(said, false).length) continue;
      const place = readPlace(said);
      if (place?.known && !place.unsure) return place.name;
    }
  }
  return undefined;
}

/** How a name is introduced ("je m'appelle", "mon nom:", "you can call me", "c'est"). */
const NAME_INTRO =
  /^(?:(?:bonjour|salut|allo|hello|hi|hey|bonsoir)\b[\s,!.]*)?(?:(?:le|la|the|mon|my)\s+(?=nom|name|prenom|pr[ée]nom)|)(?:je m'appelle|je m’appelle|je m appelle|jm'appelle|je me nomme|mon nom (?:complet )?(?:est|c'est|c)?|mon nom|mon prenom (?:est|c'est)?|moi c'est|moi c|c'est moi|cest moi|c moi|c'est|cest|je suis|ici|my (?:full )?name is|my name's|my name|i'm|i am|im|this is|it's|it is|its|just call me|you can call me|call me|vous pouvez m'appeler|tu peux m'appeler|appelez-moi|appelle-moi|name|nom|full name|nom complet|(?:first name|pr[eé]nom)(?:\s+(?:only|seulement|juste|suffit))?(?=\s*[:=-]))\s*[:=-]?\s+/i;
/** Words a name is not made of (a name's particles — de, du, van, St — are). */
const NOT_IN_A_NAME =
  /^(pour|ma|mon|mes|ta|ton|le|les|un|une|des|for|my|the|a|an|to|with|avec|et|and|is|est|suis|am|are|chez|in|at|on|sur|par|of|it|that|ca|ce|cette|this|ici|here|please|svp|stp|merci|thanks|thank|you|toi|vous|oui|non|yes|no|ok|okay|juste|just|seulement|only|simply|simplement|name|nom|prenom|appelle|call|fille|fils|femme|mari|wife|husband|daughter|son|mere|pere|mother|father|sister|brother|soeur|frere|email|e-mail|courriel|texto|text|sms|phone|cell|telephone)$/;

/**
 * Words said around a name that are not part of it (decision 061): links, fillers, politeness and
 * the usual remarks ("pour vous servir", "tout court", "by the way", "là"), with the words that
 * already say a segment is not a name (NOT_IN_A_NAME).
 */
const AROUND_A_NAME =
  /^(ben|bin|bon|euh|heu|alors|donc|vraiment|really|actually|en fait|c'est|cest|c|moi|je|j'suis|suis|m'appelle|m'appelle|appelle|appelez|appelle-moi|appelez-moi|servir|tout|court|beaucoup|bien|voila|voici|enchante|enchantee|nice|meet|pleased|by|way|btw|cheers|again|too|also|aussi|itou|sinon|mais|but|pis|so|well|um|uh|hi|hello|hey|bonjour|salut|allo|i|i'm|im|it's|its|me|that's|thats|lol|haha|svp|stp|please|pls|merci|thanks|thank|la|sure|yes|yeah|yep|ok|okay|d'accord|oui|non|no|from|de la part de|ca|ici|here)$/;
/** The particles of a name, kept between its words ("Jean de la Fontaine", "Nguyen Van An"). */
const NAME_PARTICLE = /^(de|du|des|la|le|van|von|da|di|del|della|el|al|bin|ben|st|ste|saint|sainte|mc|d'|o')$/;

/**
 * The name in a segment (decision 061): written with capitals among other words, the longest run of
 * words with their capital (a particle between two of them included), without the greeting or
 * filler that opens the message ("Vraiment Paul Gendron"); written all in lower case or all in
 * capitals, the words from the first one that is not said around a name up to the next one that is.
 */
function nameRun(segment: string): string | undefined {
  const words = segment.split(/\s+/).filter(Boolean);
  const around = (w: string) => AROUND_A_NAME.test(norm(w)) || NOT_IN_A_NAME.test(norm(w));
  const capital = (w: string) => /^\p{Lu}/u.test(w);
  const mixed = segment !== segment.toLowerCase() && segment !== segment.toUpperCase();
  // A first name with its capital and the rest typed in lower case ("Patrick o'reilly", "Marie tremblay"): all of it is
  // the name, when no word is said around names (decision 069).
  if (
    mixed &&
    words.length >= 2 &&
    words.length <= 4 &&
    capital(words[0]) &&
    words.every((w) => /^[\p{L}'’-]+$/u.test(w) && !around(w) && !/^\p{Lu}+$/u.test(w)) &&
    words.some((w) => !capital(w) && !NAME_PARTICLE.test(norm(w)))
  )
    return words
      .map((w) => (capital(w) || NAME_PARTICLE.test(norm(w)) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(" ")
      .replace(/(^|[\s-])([ODL]['’])(\p{L})/gu, (_m, sep: string, o: string, c: string) => sep + o + c.toUpperCase());
  let best: string[] = [];
  let run: string[] = [];
  const close = () => {
    // "Ben" may be a first name: it opens a name when nothing else does.
    while (run.length > 1 && around(run[0]) && !/^(ben|bin)$/.test(norm(run[0]))) run.shift();
    // A word said around a name, alone, is not one ("C'est pour ma femme").
    if (run.length === 1 && AROUND_A_NAME.test(norm(run[0])) && !/^(ben|bin)$/.test(norm(run[0]))) run = [];
    if (run.length > best.length) best = run;
    run = [];
  };
  for (const [i, w] of words.entries()) {
    const next = words[i + 1];
    const particle = run.length > 0 && NAME_PARTICLE.test(norm(w)) && next !== undefined && (mixed ? capital(next) : !around(next));
    // With capitals, a capital makes a name's word ("Nguyen Van An"); the message's first word may be a filler.
    const part = mixed ? capital(w) && (i === 0 || !around(w) || (run.length > 0 && !AROUND_A_NAME.test(norm(w)))) : !around(w);
    if (part || particle) run.push(w);
    else close();
  }
  close();
  while (best.length && NAME_PARTICLE.test(norm(best.at(-1)!))) best.pop();
  // A sentence with capitals in it is not a name said with a remark: the words left are said around names, or two at most.
  const left = words.length - best.length;
  if (!best.length || (left > 2 && words.filter((w) => !best.includes(w)).some((w) => !around(w)))) return undefined;
  return best.join(" ");
}

/** The buyer's name, from an answer that may also carry an e-mail, a phone, a city and words around it. */
/** Someone else named by their tie to the buyer, just before their name ("ma mère", "my wife", "pour mon fils"). */
const SOMEONE_ELSES =
  /(?:^|\s)(?:ma|mon|mes|my|our|notre|nos|sa|son|ses|his|her|their|leur)\s+(?:\p{L}+\s+)?(?:m[eè]re|p[eè]re|femme|mari|blonde|chum|conjointe?|fille|fils|s(?:oe|œ)ur|fr[eè]re|tante|oncle|grand-m[eè]re|grand-p[eè]re|m[eè]re|boss|patron|patronne|voisine?|ami|amie|mother|mom|mum|father|dad|wife|husband|partner|girlfriend|boyfriend|daughter|son|sister|brother|aunt|uncle|grandma|grandpa|neighbou?r|friend)\s+$/iu;

export function parseName(text: string): string | undefined {
  // "Gagnon, Sylvie": a surname, then the first name.
  // "Gagnon, Sylvie", after its introduction too ("mon nom est Beaulieu, Pierre").
  const inverted = /^\s*([\p{Lu}][\p{L}'’-]+),\s*([\p{Lu}][\p{L}'’-]+)\s*$/u.exec(
    text.replace(NAME_INTRO, "").replace(/^(?:est|is|c'est|c)\s+/i, ""),
  );
  if (inverted) return `${inverted[2]} ${inverted[1]}`;
  // "Prénom Luc, nom Gagnon", "first name Tom, last name Baker".
  const parts =
    /(?:pr[eé]nom|first name)\s*(?:est|c'est|is|:)?\s*([\p{L}'’-]+).*?(?:nom de famille|(?<!pr[eé])nom|last name|surname)\s*(?:est|c'est|is|:)?\s*([\p{L}'’-]+)/iu.exec(
      text,
    );
  const raw = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  if (parts) return `${raw(parts[1])} ${raw(parts[2])}`;
  // "Nom : Roy, prénom : Luc": the surname first.
  const reversed =
    /(?:^|[^\p{L}])(?:nom de famille|nom|last name|surname)\s*(?:est|c'est|is|:)?\s*([\p{L}'’-]+)[\s,;]+(?:et\s+|and\s+|pis\s+)?(?:mon\s+|my\s+)?(?:pr[eé]nom|first name)\s*(?:est|c'est|is|:)?\s*([\p{L}'’-]+)/iu.exec(
      text,
    );
  if (reversed) return `${raw(reversed[2])} ${raw(reversed[1])}`;
  // A remark after a dash is a segment of its own ("Michael Stern - please no phone calls").
  const segments = text
    // A remark after "mais / but" ("… but call me Annie") or after a sentence's end ("Chris. Chris Nolan") is a segment too.
    .split(
      /[,;\n]+|\s+[-–—]\s+|\s+(?:et|and|pis)\s+(?=(?:mon|my|je|i)\b)|\s+(?:mais|but)\s+|(?<!(?:^|[\s.])(?:mr|mrs|ms|dr|st|ste|jr|sr|mme|mlle))(?<=\p{L}{2})\.\s+/iu,
    )
    .map((s) => s.trim())
    .filter(Boolean);
  const found: string[] = [];
  const others: string[] = [];
  for (const raw of segments) {
    // The e-mail or the phone given with the name ("Marie Tremblay marie@…") is not part of it: the rest may be the name.
    const segment = [findEmail(raw), findPhone(raw)]
      .reduce<string>((t, x) => (x ? t.replace(x, " ") : t), raw)
      .replace(/\s+/g, " ")
      .trim();
    if (!segment || placeNamed(segment)) continue;
    // Emoji, emoticons and a remark in brackets are not part of a name ("Julie Lavoie 😊", "Luc Roy (M.)").
    let name = segment
      .replace(/\p{Extended_Pictographic}|[:;]-?[)(pPD]|\([^)]*\)/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    for (let i = 0; i < 2; i++)
      name = name
        .replace(
          /^((bonjour|salut|allo|hello|hi|hey|bonsoir|ok|okay|sure|oui|yes|yeah|ouais|alors|d'accord|d[eé]sol[eé]e?s?|sorry|pardon|excuse[sz]?(?:-moi| me)?|oups|oops|my bad)(?![\p{L}])[\s,!.]*|(ben|bon|so|well)\s*[,!.]\s*)+/iu,
          "",
        )
        .replace(NAME_INTRO, "")
        .replace(/^(?:is|est|c'est)\s+(?=\S)/i, "");
    name = name
      // A title is not part of the name dealers address ("Dr Anne Smith", "M. Tremblay" keeps the surname).
      .replace(/^(?:(?:mr|mrs|ms|miss|dr|mme|mlle|monsieur|madame)\.?|m\.)\s+(?=\S+\s+\S)/i, "")
      .replace(/^(juste|just|seulement|only|simplement|simply)\s+/i, "")
      // Where the buyer is from follows the name ("Tom Baker from Laval"): the place answers the city.
      .replace(/\s+(?:from|de|of|in|a|à|near|pres de|près de)\s+([\p{L}'’ .-]+)$/iu, (m, place: string) => (placeNamed(place) ? "" : m))
      .replace(/([\s,]*(ici|here|please|pls|svp|stp|s'il vous pla[iî]t|merci|thanks|thank you|thx|lol|haha+|aussi|too|itou))+[.!]*$/i, "")
      .replace(/[.!?:]+$/, "")
      .trim();
    const n = norm(name);
    if (name.length < 2 || name.length > 60 || /\d|@/.test(name) || name.split(/\s+/).length > 5) continue;
    if (!/[a-zà-ÿ]/i.test(name) || isSkip(n) || /^(oui|non|yes|no|o|n|a|b)$/.test(n)) continue;
    // A sentence with its subject pronoun ("je reste à Rimouski", "I drive a lot") is not a name, decision 066.
    if (/^(je|j'|tu|il|elle|on|nous|vous|ils|elles|i|we|you|they|he|she|it)\s/.test(n) && /^\p{Ll}/u.test(name.split(/\s+/)[1] ?? ""))
      continue;
    // A sentence's complement is not a name ("text is easiest", "le courriel est mieux"), decision 066.
    if (/(^|\s)(is|are|was|were|est|sont|etait|serait|would be)(\s|$)/.test(n)) continue;
    // Words that are not a name's ("pour ma fille", "the one") make the segment something else.
    // A colour typed in lower case alone is a colour ("rouge"); with its capital it is a first name ("Rose").
    if (!/\s/.test(name) && name === name.toLowerCase() && mentionsColor(name)) continue;
    // The name among the words around it ("Julie Lavoie pour vous servir", "John Smith by the way").
    const run = nameRun(name);
    // A name after someone else's kin or tie ("c'est pour ma mère Lise Gagnon", "my wife Anna's car") is theirs: the
    // buyer's own name, said beside it, is the one kept (decision 075).
    const at = run ? name.indexOf(run) : -1;
    if (run && at > 0 && SOMEONE_ELSES.test(name.slice(0, at))) others.push(run);
    else if (run) found.push(run);
  }
  if (!found.length) found.push(...others);
  // The segment written as a name (capitals) over one that is not; a name typed in lower case is written as names are.
  // The segment written as a name, the fullest one when the buyer repeats it ("Paul, Paul Gendron").
  const written = found.filter((f) => /^[\p{Lu}]/u.test(f));
  const chosen =
    written.reduce<string | undefined>((a, f) => (!a || f.split(/\s+/).length > a.split(/\s+/).length ? f : a), undefined) ?? found[0];
  // The same name said again in full, in lower case ("I'm Dave, dave kowalski"): the fuller one (decision 066).
  const fuller = chosen
    ? found.find((f) => f.split(/\s+/).length > chosen.split(/\s+/).length && norm(f).startsWith(`${norm(chosen)} `))
    : undefined;
  const name = fuller ?? chosen;
  return name && (name === name.toLowerCase() || (name === name.toUpperCase() && name.replace(/[^\p{L}]/gu, "").length > 3))
    ? name
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (m, sep: string, c: string, at: number) =>
          at > 0 && /^(de|du|des|la|le|van|von|da|di)\b/.test(name.toLowerCase().slice(at + sep.length)) ? m : sep + c.toUpperCase(),
        )
        // "O'Neil", "D'Amours", "L'Heureux", "McDonald": the letter after the apostrophe or "Mc" is a capital too.
        .replace(/(^|[\s-])([ODL]['’])(\p{L})/gu, (_m, sep: string, o: string, c: string) => sep + o + c.toUpperCase())
        .replace(/(^|[\s-])Mc(\p{L})/gu, (_m, sep: string, c: string) => `${sep}Mc${c.toUpperCase()}`)
    : name;
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
    // Former models (decision 076): words of the language too.
    "bolt",
    "spark",
    "sonic",
    "volt",
    "journey",
    "challenger",
    "dart",
    "fusion",
    "focus",
    "flex",
    "fit",
    "insight",
    "accent",
    "patriot",
    "rio",
    "matrix",
    "legacy",
    "titan",
    "beetle",
    "golf",
    "discovery",
    "defender",
    "z",
  ].map(norm),
);

/**
 * A model whose name is a word of the language, written as a model (decision 070): right beside its model year in any
 * case ("compass 2025"), or with its capital beside a model year, a powertrain, new or used, or one of its trims ("Escape
 * hybride 2026", "une Soul EX usagée"); "escape the cold" is not.
 */
function writtenAsAModel(text: string, brand: string, model: string): boolean {
  // In any case beside its model year ("compass 2025", "2019 edge").
  const word = escapeRegExp(norm(model));
  if (new RegExp(`(?:^|[^a-z0-9])(?:${word}\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s+${word})(?![a-z0-9])`).test(norm(text))) return true;
  const at = text.search(new RegExp(`(?<![\\p{L}])${escapeRegExp(model)}(?![\\p{L}])`, "u"));
  // In lower case, only in a reply made of the model and vehicle words ("compass 2025", "escape hybride neuf"),
  // decision 073.
  if (at < 0) return onlyVehicleWordsBeside(text, brand, model);
  const n = norm(text.replace(model, " "));
  return (
    /(^|[^\d])(19|20)\d{2}($|[^\d])/.test(n) ||
    parsePowertrain(n) !== undefined ||
    parseNewUsed(n, false) !== undefined ||
    chatTrimsFor(brand, model).some((t) => t.length >= 2 && new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(t)}($|[^A-Za-z0-9])`).test(text))
  );
}

/**
 * Words said around a model in a reply about the vehicle: articles, politeness, new or used, and its body ("crew cab",
 * "4 portes", "hatchback", decision 076).
 */
const AROUND_A_MODEL =
  /^(un|une|le|la|l|a|an|the|my|svp|stp|please|pls|merci|thanks|neuf|neuve|new|used|usage|usagee|d'occasion|crew|cab|cabine|double|quad|king|regular|supercrew|supercab|box|caisse|bed|short|long|courte|longue|sedan|berline|hatch|hatchback|coupe|wagon|familiale|[245]|[245]-?(?:door|doors|portes)|door|doors|portes)$/;

/**
 * A reply made of a model's name in any case and vehicle words only, at least one of them (decision 073): a model
 * year, a powertrain, the drive, new or used, or one of its trims ("compass 2025", "escape hybride neuf"); "escape"
 * alone or in a sentence is not.
 */
function onlyVehicleWordsBeside(text: string, brand: string, model: string): boolean {
  const n = norm(text).replace(/[.!?]+$/, "");
  const key = norm(model);
  const at = n.search(new RegExp(`(?<![a-z])${escapeRegExp(key)}(?![a-z])`));
  if (at < 0) return false;
  const words = `${n.slice(0, at)} ${n.slice(at + key.length)}`.split(/[\s,]+/).filter(Boolean);
  const trims = chatTrimsFor(brand, model).map(norm);
  const vehicle = (w: string) =>
    /^(19|20)\d{2}$/.test(w) || parsePowertrain(w) !== undefined || parseDrivetrain(w, false) !== undefined || trims.includes(w);
  return words.some(vehicle) && words.every((w) => vehicle(w) || AROUND_A_MODEL.test(w));
}

/**
 * The trim chosen among the model's trims found in a message (decision 076). Near-twin names: the longest that fits
 * ("LT Trail Boss", not "LT"). Of two distinct trims, the first said that is not negated ("AT4, the Denali is too
 * much"; "not the SE, the XSE"); said as alternatives ("AT4 or Denali"), none: the trim question asks it.
 */
export function chooseTrim(said: readonly string[], rest: string): string | undefined {
  // A trim named by a word of another answer ("4xe", the powertrain) gives way to another trim said beside it.
  const nested = said.filter((t) => !said.some((u) => u !== t && u.length > t.length && nameIn(t, false).test(u)));
  const own = nested.filter((t) => parsePowertrain(norm(t)) === undefined && parseDrivetrain(norm(t), true) === undefined);
  const distinct = own.length ? own : nested;
  if (distinct.length < 2) return distinct[0];
  const at = (t: string) => nameIn(t, t.replace(/[^A-Za-z0-9]/g, "").length <= 3).exec(rest)?.index ?? -1;
  const ordered = distinct.filter((t) => at(t) >= 0).sort((a, b) => at(a) - at(b));
  if (ordered.length < 2) return distinct.reduce((b, t) => (t.length > b.length ? t : b));
  const [first, second] = ordered;
  const between = norm(rest.slice(at(first), at(second)).replace(nameIn(first, false), " "));
  if (/^[\s,]*(?:or|ou|ou bien|vs|versus|\/)\s*(?:the |la |le |l')?$/.test(between)) return undefined;
  const negated = (t: string) =>
    /(?:^|[^a-z])(?:not|pas|no|sans|without|except|sauf|plutot que|rather than)\s+(?:(?:the|la|le|l'|de|du|a|an|un|une)\s+)?$/.test(
      `${norm(rest.slice(0, at(t)))} `,
    );
  return ordered.find((t) => !negated(t)) ?? first;
}

/** A trim's name in a text, its words joined by a space or a hyphen; a short code in capitals only (`exact`). */
function nameIn(name: string, exact: boolean): RegExp {
  const words = name
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join("[\\s-]");
  return new RegExp(`(?<![A-Za-z0-9])${words}(?![A-Za-z0-9]|-[A-Za-z0-9])`, exact ? "" : "i");
}

/** A short trim in lower case opening the reply after an article, not a word of the language ("the sv", not "la se"). */
function opensAfterArticle(n: string, trim: string): boolean {
  const m = /^(?:the|la|le|l')\s*([a-z0-9+-]+)(?=$|[\s,.!])/.exec(n);
  return m?.[1] === norm(trim) && !/^(le|la|les|se|de|du|un|une|a|an|the|et|ou|or|and|en|on|in|s|l|x|one)$/.test(m[1]);
}

/** A trim of the model in an answer to the trim question (a one-letter trim must be the whole answer). */
export function parseTrim(text: string, brand: string, model: string): string | undefined {
  const n = norm(text)
    .replace(/[.!?]+$/, "")
    .trim();
  const trims = chatTrimsFor(brand, model);
  const exact = trims.find((t) => norm(t) === n);
  if (exact) return exact;
  const said: string[] = [];
  for (const trim of trims) {
    if (trim.length < 2) continue;
    // A short trim ("LE", "SE", "EX") inside a sentence only in capitals: "le plus équipé" is not the LE.
    // Or in lower case opening the reply after its article ("the sv with…", "la xle svp"), decision 076.
    const found =
      trim.replace(/[^A-Za-z0-9]/g, "").length <= 3
        ? new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(trim)}($|[^A-Za-z0-9])`).test(text) || opensAfterArticle(n, trim)
        : containsWords(n, trim);
    // A trim's word inside a package's name ("M Sport package", "Sport pack") is the package: equipment (decision 079).
    const packaged = new RegExp(`${nameIn(trim, false).source}\\s+(?:package|pkg|pack|groupe?)(?![a-z])`, "i").test(text);
    if (found && !packaged) said.push(trim);
  }
  return chooseTrim(said, text);
}

/** Words of three letters that are words of the language before they are a trim's name. */
const WORD_NOT_TRIM = /^(pro|sel|one|new|the|les|des|max|top|une|son|sur|pas|oui|non|yes|can|car|all|any)$/;

/**
 * A trim of the model spelled with its letters apart or together ("sport b", "EX L", "exl" → EX-L; "le modèle xle",
 * "une xle ça serait parfait" → XLE), decision 079: one to three words in a row whose letters and digits are exactly a
 * trim's, three or more of them, never a word of the language; the longest such trim.
 */
export function trimByLetters(text: string, brand: string, model: string): string | undefined {
  const key = (t: string) => norm(t).replace(/[^a-z0-9+]/g, "");
  const trims = chatTrimsFor(brand, model).filter((t) => key(t).length >= 3);
  const words = norm(text)
    .split(/[\s,;.!?]+/)
    .filter(Boolean);
  let best: string | undefined;
  for (let i = 0; i < words.length; i++)
    for (let w = 1; w <= 3 && i + w <= words.length; w++) {
      const run = key(words.slice(i, i + w).join(""));
      if (w === 1 && WORD_NOT_TRIM.test(run)) continue;
      const hit = trims.find((t) => key(t) === run);
      if (hit && (!best || key(hit).length > key(best).length)) best = hit;
    }
  return best;
}

/** A one-word trim said as a word of the text as the maker writes it ("touring" in "Sport Touring hybride"): no spelling to mend. */
export function saysTrimAsWritten(text: string, trim: string): boolean {
  return norm(text)
    .split(/[\s,;.!?]+/)
    .includes(norm(trim));
}

/**
 * A model said by the maker's number-and-letters designation (decision 079): the series it belongs to in the catalogue
 * and the designation as the trim. BMW writes the series first ("530i", "M340i", "330e" are of the 5 and 3 Series),
 * Mercedes-Benz the class's letters and the engine's number ("C300", "GLC 300"), Audi a sport version's letters before
 * the model's number ("S4", "RS 5", "SQ5" are of the A4, the A5 and the Q5). Undefined for a name that is no designation
 * of the make, or whose series the catalogue does not list.
 */
export function designationOf(make: string, typed: string): { model: string; trim: string } | undefined {
  const brand = findBrand(make);
  if (!brand) return undefined;
  const t = norm(typed).replace(/[\s-]+/g, "");
  const series = (keys: string[]) => brand.models.find((m) => keys.includes(norm(m).replace(/[\s-]+/g, "")));
  let model: string | undefined;
  if (brand.name === "BMW") {
    const m = /^m?([1-8])\d{2}(?:i|d|e|li|xi)?$/.exec(t);
    model = m ? series([`serie${m[1]}`, `series${m[1]}`]) : undefined;
  } else if (brand.name === "Mercedes-Benz") {
    const m = /^([a-z]{1,3})(\d{2,3})[a-z]?$/.exec(t);
    model = m ? series([m[1], `classe${m[1]}`, `class${m[1]}`]) : undefined;
  } else if (brand.name === "Audi") {
    const m = /^(s|rs)([a-z]?)(\d)$/.exec(t);
    model = m ? series([`${m[2] || "a"}${m[3]}`]) : undefined;
  }
  return model && norm(model).replace(/\s+/g, "") !== t
    ? { model, trim: typed.replace(/^([a-z]{1,3})(?=[\s-]?\d)/i, (x) => x.toUpperCase()).replace(/-(?=\d$)/, " ") }
    : undefined;
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
  // A filler word is not a name ("hmm"); a question never reaches here (question.ts).
  if (FILLER.test(n.replace(/[!.,?\s]+$/g, "").trim())) return undefined;
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

type MakeName = { key: string; name: string; catalogue: boolean };
let makeNameList: MakeName[] | undefined;
/** The makes' names as compared (catalogue, short forms, extra makes), built once. */
function makeNames(): MakeName[] {
  makeNameList ??= [
    ...brands.map((b) => ({ key: compact(b.name), name: b.name, catalogue: true })),
    ...Object.entries(MAKE_ALIASES).map(([alias, name]) => ({ key: alias, name, catalogue: Boolean(findBrand(name)) })),
    ...extraMakes.map((m) => ({ key: compact(m.name), name: m.name, catalogue: false })),
  ];
  return makeNameList;
}

/** Every make named in the text (catalogue, recognised, extra; misspelled by one letter when `fuzzy`). */
/**
 * How many words from `at` name a Quebec place exactly (the 48 cities and their short forms, or the gazetteer's
 * municipalities and neighbourhoods read without a guess), or 0: "Laval", "Ste-Foy", "Chomedey".
 */
function placeWordsAt(toks: readonly Token[], at: number): number {
  const after = toks.slice(at, at + 4).map((t) => t.raw);
  let words = 0;
  for (let k = 1; k <= after.length; k++) {
    const typed = after.slice(0, k).join(" ");
    if (placeNamed(typed)) words = k;
    else if (placeKey(typed).length >= 4) {
      // Read without a guess, and not found inside a longer sentence ("Laval is best" names Laval, in three words).
      const place = readPlace(typed);
      if (place?.known && !place.unsure && !place.guessed && k <= placeKey(place.name).split(" ").length + 1) words = k;
    }
  }
  return words;
}

export function findMakes(text: string, fuzzy: boolean): MakeHit[] {
  const toks = tokens(text);
  const hits: MakeHit[] = [];
  const names = makeNames();
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
        // A make with a place after it, in a sentence that goes on, is a dealership ("Honda Laval has the best price"):
        // said alone ("toyota laval") it is still the make.
        const place = placeWordsAt(toks, i + width);
        if (place && i + width + place < toks.length) break;
        if (!hits.some((h) => h.name === hit.name)) hits.push({ name: hit.name, at: toks[i].at, catalogue: hit.catalogue });
        break;
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

const MAKE_ALIASES: Readonly<Record<string, string>> = {
  // Ram's pickups were sold as the "Dodge Ram" until 2010: the make is Ram (decision 076).
  dodgeram: "Ram",
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
  const brand = findBrand(make);
  return brand ? chatModelsOf(brand.models, brand.name) : (extraMakes.find((m) => m.name === make)?.models ?? []);
}

type ModelHit = { brand: string; model: string; at: number; width: number };

/** Words that end a model's name but name other things too: a body, a use, a powertrain, a make ("Bronco Sport", "RAV4 Prime"). */
const EVERYDAY_TAILS = new Set(["sport", "cross", "duty", "prime", "phev", "rover"]);
let modelTailList: Map<string, { brand: string; model: string }> | undefined;
/**
 * The last word of a model of several words when it names that model alone ("Mach-E" for the
 * Mustang Mach-E, "Caravan", "Velar"; decision 068): four letters or more, no other model's name
 * nor the end of another, not an everyday word.
 */
function modelTails(): Map<string, { brand: string; model: string }> {
  if (modelTailList) return modelTailList;
  const keys = new Set(brands.flatMap((b) => b.models.map(compact)));
  const seen = new Map<string, { brand: string; model: string } | null>();
  for (const b of brands)
    for (const model of b.models) {
      const words = model.split(/\s+/);
      if (words.length < 2) continue;
      const tail = compact(words.at(-1)!);
      if (tail.length < 4 || !/^[a-z]+$/.test(tail) || keys.has(tail) || EVERYDAY_TAILS.has(tail)) continue;
      seen.set(tail, seen.has(tail) ? null : { brand: b.name, model });
    }
  modelTailList = new Map([...seen].filter((e): e is [string, { brand: string; model: string }] => e[1] !== null));
  return modelTailList;
}

/** What sets apart the models of one family: a duty rating or a powertrain ("Silverado 1500", "Sierra 2500HD", "Silverado EV"). */
const FAMILY_REST = /^(?:(?:1500|2500|3500)(?:hd)?|ev|electric|hybrid|phev)$/;

/**
 * The name of a family of models that is no model by itself ("Silverado", "Sierra": the catalogue lists the Silverado
 * 1500, 2500HD and EV): with the duty said after it, that model ("silverado 2500" → Silverado 2500HD, which was read
 * "Silverado"); alone, the family's name with its make ("un silverado neuf" named no make and no model), decision 079.
 */
function familyHead<E extends { model: string }>(entries: readonly E[], word: string, next: string | undefined): E | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return undefined;
  const family = entries.filter((e) => {
    const words = e.model.split(/\s+/);
    return words.length === 2 && compact(words[0]) === word;
  });
  if (!family.length || !family.every((e) => FAMILY_REST.test(compact(e.model.split(/\s+/)[1])))) return undefined;
  const rest = (e: E) => compact(e.model.split(/\s+/)[1]);
  const duty = next && /^\d{4}(?:hd)?$/.test(next) ? family.find((e) => rest(e).startsWith(next.replace(/hd$/, ""))) : undefined;
  // Said alone, the family's name as the catalogue writes it: a dealer reads "Silverado" (the corpus keeps it so).
  return duty ?? { ...family[0], model: family[0].model.split(/\s+/)[0] };
}

type ModelEntry = { brand: string; model: string; key: string; letters: boolean; blocked: boolean; catalogue: boolean };
const modelEntry = (brand: string, model: string, catalogue: boolean, letters: boolean): ModelEntry => {
  const key = compact(model);
  return {
    brand,
    model,
    key,
    letters: letters && /^[a-z]+$/.test(key),
    blocked: catalogue && BLOCKED_GLOBAL_MODELS.has(norm(model)),
    catalogue,
  };
};
const makeModelEntries = new Map<string, readonly ModelEntry[]>();
/** A make's models as findModelHit compares them, built once per make (the catalogue does not change). */
function modelEntriesOf(make: string): readonly ModelEntry[] {
  let list = makeModelEntries.get(make);
  if (!list) {
    list = modelsOf(make).map((model) => modelEntry(make, model, false, true));
    // A make is a catalogue or extra name, or the buyer's own words: a bounded cache.
    if (makeModelEntries.size >= 500) makeModelEntries.clear();
    makeModelEntries.set(make, list);
  }
  return list;
}
let acrossModelIndex: Map<string, readonly ModelEntry[]> | undefined;
/**
 * Every make's models that can be named without their make, by compared key, in catalogue order then the extra makes
 * (built once): no number alone nor one or two letters; the extra makes' "Model …" and names with a digit.
 */
function acrossModels(): Map<string, readonly ModelEntry[]> {
  if (acrossModelIndex) return acrossModelIndex;
  const index = new Map<string, ModelEntry[]>();
  const add = (e: ModelEntry) => index.set(e.key, [...(index.get(e.key) ?? []), e]);
  for (const b of brands)
    for (const model of chatModelsOf(b.models, b.name))
      if (!/^\d+$/.test(model) && !/^[a-z]{1,2}$/i.test(model)) add(modelEntry(b.name, model, true, true));
  for (const m of extraMakes)
    for (const model of m.models)
      if (/^model /i.test(model) || (/\d/.test(model) && model.length > 2)) add(modelEntry(m.name, model, false, false));
  acrossModelIndex = index;
  return index;
}

let acrossFamilyIndex: Map<string, readonly ModelEntry[]> | undefined;
/** The models of two words that can be named without their make, by their first word compared (built once): familyHead's candidates. */
function acrossFamilies(): Map<string, readonly ModelEntry[]> {
  if (acrossFamilyIndex) return acrossFamilyIndex;
  const index = new Map<string, ModelEntry[]>();
  for (const list of acrossModels().values())
    for (const e of list) {
      const words = e.model.split(/\s+/);
      if (words.length !== 2) continue;
      const head = compact(words[0]);
      index.set(head, [...(index.get(head) ?? []), e]);
    }
  acrossFamilyIndex = index;
  return index;
}

/**
 * The first model named in the text, spaced or not ("rav 4", "crv", "cx5", "mazda 3"), within the
 * given makes, or across every make when `across` (then only names that cannot be everyday words).
 * A one-letter typo is forgiven for names of five letters or more ("corola").
 */
export function findModelHit(text: string, makes: readonly string[], across: boolean): ModelHit | undefined {
  const toks = tokens(text);
  const pool = makes.length ? makes : [];
  const entries = pool.flatMap(modelEntriesOf);
  /** The first model whose key is `joined`: the given makes' first, then (across) the others'. */
  const exact = (joined: string): ModelEntry | undefined =>
    entries.find((e) => e.key === joined) ??
    (across
      ? acrossModels()
          .get(joined)
          // A catalogue make already given is read above. A model named by a word of the language ("Escape", "Soul",
          // "Edge") only written as a model beside vehicle words: its capital, and a model year, a powertrain, new or
          // used, or one of its trims (decision 070).
          ?.find((e) => !(e.catalogue && pool.includes(e.brand)) && (!e.blocked || writtenAsAModel(text, e.brand, e.model)))
      : undefined);
  /** The models whose first word is `word`: the given makes' first, then (across) the others' as `exact` allows them. */
  const familyCandidates = (word: string): readonly ModelEntry[] =>
    across
      ? [
          ...entries,
          ...(acrossFamilies().get(word) ?? []).filter(
            (e) => !(e.catalogue && pool.includes(e.brand)) && (!e.blocked || writtenAsAModel(text, e.brand, e.model)),
          ),
        ]
      : entries;
  let best: ModelHit | undefined;
  for (let i = 0; i < toks.length; i++) {
    for (const width of [3, 2, 1]) {
      if (i + width > toks.length) continue;
      const joined = toks
        .slice(i, i + width)
        .map((t) => t.n)
        .join("");
      let hit: { brand: string; model: string; key: string; letters: boolean } | undefined = exact(joined);
      const head = hit || width > 1 ? undefined : familyHead(familyCandidates(joined), joined, toks[i + 1]?.n);
      if (head) hit = head;
      const tail = hit || width > 2 ? undefined : modelTails().get(joined);
      if (tail && (across || pool.includes(tail.brand))) hit = { ...tail, key: joined, letters: true };
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

/** Clauses of a message (split on punctuation and "mais"/"but"; a comma between digits groups thousands: "30,000"). */
export function clauses(text: string): string[] {
  return text
    .split(
      /(?:,(?!\d)|(?<!\d),|[;!?\n])+|\.(?=\s|$)|\s(?:mais|but|pis|and then)\s|\s(?:and|et)\s(?=(?:i |je |j'|j’)?(?:want|need|would like|am looking|'m looking|veux|voudrais|cherche|aimerais|magasine))/i,
    )
    .map((c) => c.trim())
    .filter(Boolean);
}

/** "échange", "échanger", "trade", "trade-in", "trading" as words ("Tradesman" is a trim, not a trade-in). */
const TRADE_WORDS = /(^|[^a-z])(echang[a-z]*|trade(?:-?in|s|d)?|trading)(?![a-z])/;
/** Words that open the phrase about the trade-in inside a longer clause ("… 84 months no trade in"). */
const TRADE_PHRASE_START =
  /^(j'ai|jai|j'aurais|i|i'm|im|i've|ive|i'd|i'll|ill|we'll|we|je|on|my|mon|ma|no|pas|sans|avec|with|plus|and|et|pis|yes|oui|also|aussi|pour)$/;

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
/**
 * The buyer's vehicle swapped for the one wanted ("je veux changer mon Accord 2015 pour une Accord hybride", "swap my
 * 2016 Civic for a new one"): a trade-in said before its question, its details the vehicle named (decision 075).
 */
const SWAP =
  /(?:^|[^\p{L}])(?:changer|echanger|swap|swapping|switch|switching|trade|trading)\s+(?:in\s+)?(?:mon|ma|my|our|notre)\s+((?:(?!\s(?:pour|for|contre)\s).){2,60}?)\s+(?:pour|for|contre)\s+(?:un|une|a|an|the|le|la|du|des|l')?\s*\S/iu;

export function findTradeIn(text: string): { answer: "O" | "N"; details?: string } | undefined {
  const all = clauses(text);
  for (const c of all) {
    // Matched without accents, letter for letter, so the vehicle is cut from the clause as typed.
    const folded = [...c].map((ch) => {
      const f = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return f.length === ch.length ? f : ch;
    });
    const swapped = SWAP.exec(folded.join(""));
    const from = swapped ? swapped.index + swapped[0].indexOf(swapped[1]) : 0;
    const vehicle = swapped && c.slice(from, from + swapped[1].length);
    if (vehicle && (findModelHit(vehicle, [], true) || findMakes(vehicle, false).length) && /\b(19|20)\d{2}\b|\d\s?km/i.test(vehicle))
      return { answer: "O", details: vehicle.replace(/^(vieux|vieille|vieil|old|current|actuel|actuelle)\s+/i, "").trim() };
  }
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

/** A vehicle of the buyer's own ("j'ai un vieux char", "my current car", "notre minivan"): there is something to trade. */
const OWNS_VEHICLE =
  /(^|[^a-z'])(j'ai|jai|j ai|on a|nous avons|i have|i've got|ive got|i got|we have|we've got|my|mon|ma|notre|our)(?![a-z']).{0,30}(?<![a-z])(auto|autos|voiture|char|camion|truck|car|vus|suv|van|minivan|fourgonnette|pick-?up|berline|sedan|vehicule|vehicle|bazou|minoune|beater|jeep|hatchback|wagon|coupe|moto|location|lease|leased)(?![a-z])/;
/** A loan or a balance on the buyer's vehicle ("j'ai encore un prêt sur mon auto", "still paying it off"): there is something to trade. */
const LOAN_ON_VEHICLE =
  /(^|[^a-z])(pret (sur|dessus|a finir)|encore (un pret|des paiements|a payer)|pas fini de (le |la )?payer|(est |sont )?pas (encore |tout a fait )?payee?s?|(not|isn'?t|is not|not yet) (yet )?paid (off|for)|still (owe|paying)|loan on (it|my|the)|paying (it|him|her) off|finance (dessus|sur)|balance (on|left))(?![a-z])/;
/** The buyer keeps or sells their vehicle themselves ("je le garde", "selling it privately", "pas cette fois"): nothing to trade. */
const KEEPS_VEHICLE =
  /(^|[^a-z])(je (le|la) garde|garde (l'auto|la voiture|le char|le vehicule|le camion|l'autre)|keeps? (the|my|our) (car|vehicle|truck)|(is|are) keeping (it|the car|my car)|on (le|la) garde|je vais (le|la) garder|keeping (it|mine|my)|i'?ll keep|i'?m keeping|keep (it|mine)|pas cette fois|not this time|pas pour (le moment|l'instant|cette fois)|je (le|la) vends|je vais (le|la) vendre|on va (le|la) vendre|vendre (moi-meme|au prive|privement)|selling (it|mine|my)|sell (it|mine) (myself|privately)|privately|au prive|je (le|la) donne|giving it to)(?![a-z])/;

/** No vehicle to trade: none owned, sold, wrecked, or getting about another way ("j'ai pas de char", "it got totaled", "je prends l'autobus"). */
const NO_VEHICLE =
  /((^|[^a-z])(n'ai pas|j'ai pas|jai pas|ai pas|pas de|pas d'|aucun|aucune|no|don'?t (own|have)|do not (own|have)|never had|without|sans)(?![a-z]).{0,20}(auto|voiture|char|vehicule|car|vehicle|truck|camion|bazou)(?![a-z])|(^|[^a-z])(vendu|sold|totaled|totalled|scrap|ferraille|perte totale|write-?off|written off|autobus|bus|metro|transport en commun|velo|bike|(est|is|was|etait) (fini|finie|mort|morte|dead|done|gone))(?![a-z]))/;
/** A hedge ("peut-être", "maybe", "si le prix est bon", "ça dépend"): the buyer has a vehicle and may trade it. */
const UNSURE =
  /(^|[^a-z])(peut-etre|peut etre|maybe|possibly|possiblement|possible|probablement|probably|likely|je pense|je crois|i think|i guess|i might|might|ca se peut|ca depend|depends|depending|si le prix|if the price|if it'?s worth|j'y pense|thinking about it|on verra|we'll see|pas sur|pas certain|not sure|unsure|sais pas|don'?t know|undecided|pas encore decide)(?![a-z])/;
/** A hedge that leans to no ("probablement pas", "I don't think so"). */
const UNSURE_NO =
  /(^|[^a-z])(probablement pas|probably not|likely not|pas vraiment|je pense pas|je crois pas|i don'?t think so|don'?t think so|not likely|peu probable|unlikely|i doubt it)(?![a-z])/;

/**
 * A leased vehicle handed back at the end of its lease ("it's going back to the dealer", "je la
 * retourne au concessionnaire", "je remets l'ancienne au concessionnaire": decision 070): the leasing company takes it,
 * so there is nothing to trade (decision 069).
 */
const RETURNS_VEHICLE =
  /(^|[^a-z])((je|on) (le|la|l') ?(retourne|remets|remet|rends|rend|ramene)|(je|on) (vais|va) (le|la|l') ?(retourner|remettre|rendre|ramener)|(retourne|retour|s'en va|repart) (au|chez le|chez la|a la) (concessionnaire|concession|dealer|banque|compagnie)|(going|goes|go|gets? returned|is returned) back to (the )?(dealer|dealership|bank|leasing|lessor)|(return|returning|give|giving|hand|handing) (it|him|her|the car|the vehicle) back|(returning|return) (my|the) (lease|leased)|lease return|(?:je |on )?(?:remets|remet|retourne|rends|ramene|redonne|remettre|retourner|rendre|ramener|redonner)(?![a-z]).{0,30}(?<![a-z])(?:au|a la|chez le|chez la|chez) (?:concessionnaire|concession|dealer|banque|compagnie))(?![a-z])|(lease|leased|location|bail)(?![a-z]).{0,40}(?<![a-z])(returning it|return it|je (le|la) remets|je (le|la) retourne|je (le|la) rends)(?![a-z])/;

/**
 * The answer to "a vehicle to trade in?" said as a fact rather than a plain yes or no (decision 058):
 * no vehicle, a vehicle sold or wrecked, keeping it or selling it oneself is a no; a vehicle of one's
 * own or a loan on it is a yes; a hedge is the answer it leans to (a maybe means there is a vehicle).
 * A leased vehicle handed back is a no (decision 069).
 */
export function tradeInFact(n: string): "O" | "N" | undefined {
  if (RETURNS_VEHICLE.test(n)) return "N";
  if (LOAN_ON_VEHICLE.test(n) || DEBT.test(n)) return "O";
  if (NO_VEHICLE.test(n) || KEEPS_VEHICLE.test(n) || UNSURE_NO.test(n)) return "N";
  if (UNSURE.test(n)) return "O";
  if (OWNS_VEHICLE.test(n)) return "O";
  return undefined;
}

/**
 * A vehicle or a trim named as a point of comparison ("celui qui ressemble au RAV4 mais plus gros", "celle en dessous
 * de la Limited", "like the CR-V but bigger", "au lieu du Tucson"): what the buyer compares with, not what they choose
 * (decision 066). The marker and the name after it (up to the clause's end, four words at most) are left out.
 */
const COMPARED =
  /(^|[^\p{L}])(?:(?:qui )?ressemble(?:nt)? (?:a|à|au|aux)|comme (?:le|la|les|l'|un|une|mon|ma)|pareil(?:le)? (?:a|à|au|aux)|semblable (?:a|à|au|aux)|similaire (?:a|à|au|aux)|(?:plus|moins) (?:gros|grosse|grand|grande|petit|petite|cher|chere|chère|equipe|equipee|équipé|équipée|haut|bas|puissant|puissante|logeable|spacieux|spacieuse) que|en dessous d[eu']|en-dessous d[eu']|au-dessus d[eu']|au dessus d[eu']|juste (?:avant|apres|après)|au lieu d[eu']|plutot que|plutôt que|(?:similar|close) to|(?:bigger|smaller|cheaper|nicer|better|bigger|roomier|larger) than|(?:one |a )?(?:step|level|notch|trim) (?:up|down|above|below) from|(?:one )?(?:above|below|under) the|(?<!(?:^|\s)(?:i|i'd|id|we|we'd|would|you|u|they|really|do|don't|dont|just|also|would also|'d)\s)like (?:the|a|an|my)|instead of|rather than|compared (?:to|with))\s+(?:(?:le|la|les|l'|du|un|une|the|a|an|my|mon|ma)\s+)?[^,;.!?]{1,40}?(?=$|[,;.!?]|\s+(?:mais|but|pis|and|et|avec|with|sans|without)\s)/giu;

/** The text without the vehicles or trims named as points of comparison. */
export function withoutCompared(text: string): string {
  return text.replace(COMPARED, "$1 ");
}

/** Words that negate or exclude what follows: their object is not an answer ("pas hybride", "not white"). */
const NEGATED =
  /(^|[^a-z])(pas (besoin (de |d'|du |des )?|de |d'|du |un |une |l'|le |la |en |d'un |d'une )?|sans (?:le |la |les |l')?|sauf (?:le |la |les |l')?|except (?:the )?|excepte |but not (?:the |a |an )?|not (?:a |an |the )?|no (need for (a |an |the )?)?|(don'?t|do not) need (a |an |the )?|anything but |nothing with (a |an |the )?|rien avec (du |de la |de l'|un |une )?|n'importe quoi sauf |tout sauf |surtout pas )([a-z0-9-]+( rechargeable| electrique| hybride| in| avant| arriere| roues motrices| roues| wheel drive| wheels?| drive)?)/g;

/** The text with negated objects removed, for reading closed choices. */
export function withoutNegated(n: string): string {
  return n.replace(NEGATED, "$1");
}

/** Contrast or exclusion: a free-text answer that must be kept as typed, not read as "no preference". */
export function hasContrast(n: string): boolean {
  return /(^|[^a-z])(sauf|except|excepte|but|mais|not|surtout pas)($|[^a-z])/.test(n);
}

/**
 * A count said as an amount word (DESIGN §7: the reading of a kind of answer, not of a sentence).
 * Checked in order: a small amount negated ("pas trop", "not too many") before "many"; as many as
 * there are is the most the question allows; "plusieurs / several" is five; "beaucoup / lots" ten.
 */
const NUMBER_WORDS_EXTRA: Array<[RegExp, number]> = [
  [
    /(pas (trop|beaucoup|tant|des tonnes|plein)|not (too )?(many|much|a lot|lots|a ton)|juste (quelques|une couple|un peu)|only a few|un petit nombre|a small number|peu de|pas gros)/,
    3,
  ],
  // As many as there are: the most the question allows.
  [
    /(le plus possible|le plus de|le max|au max|maximum possible|autant que (possible|vous pouvez|tu peux|vous voulez|tu veux)|le plus que (vous|tu) (pouvez|peux)|plus (il )?y en a,? (mieux|plus) c'est|plus y'en a|the more the better|the more,? the merrier|as many as|the most you can|all of them|all of 'em|every (one|dealer)|tous ceux|toutes celles|tous les concessionnaires|^(max|maximum|tous|toutes|all|tout le monde)$)/,
    DEALERSHIPS.max,
  ],
  [/(plusieurs|several|various|divers)/, 5],
  [
    /(beaucoup|une tonne|des tonnes|une gang|plein|lots|a lot|tons|many|a bunch|bunch of|une bonne quantite|a good number|a fair number|quite a few|pas mal)/,
    10,
  ],
  [/(une poignee|a handful)/, 5],
  // In Quebec "une couple" is a few.
  [/(une couple|quelques|a few|few)/, 3],
  [/(a couple)/, 2],
  [/(demi-? ?douzaine|half a dozen)/, 6],
  [/(une douzaine|douzaine|a dozen|dozen)/, 12],
  [/(une dizaine|dizaine)/, 10],
  [/(une quinzaine|quinzaine)/, 15],
  [/(une vingtaine|vingtaine|a score)/, 20],
  [/(une trentaine|trentaine)/, 30],
  [/(une cinquantaine|cinquantaine)/, 50],
  [/(une centaine|centaine)/, 100],
];
/** What a figure measures or counts when it is not dealers (decision 066): a distance, a time, an age, people, seats, money. */
const MEASURED =
  "%|pour ?cent|percent|mois|months?|mos?\\b|km|kms|kilo[a-z]*|miles?|mi\\b|ans|annees?|years?|yrs?|minutes?|mins\\b|heures?|hours?|hrs?\\b|h\\b|jours?|days?|semaines?|weeks?|enfants?|kids?|children|personnes|people|passagers|passengers|places|seats?|sieges|portes|doors?|pieds|feet|ft\\b|pouces|inches|cylindres|cylinders|roues|wheels|pneus|tires|tonnes?|tons?|litres?|lbs?\\b|livres|chevaux|hp\\b|dollars?|piasses?|bucks|grand\\b|mille\\b";

const COUNT_DIGITS = new RegExp(`(^|[^\\d$])(\\d{1,4})(?![\\d$k]|[.,]\\d|\\s?(?:\\$|k\\b|${MEASURED}))`);

/** A count's number word: the table's, above zero ("cent" and "hundred" are a hundred alone). */
function countWord(word: string): number | undefined {
  const value = numberWordValue(word) ?? NUMBER_SCALES[word];
  return value && value <= 100 ? value : undefined;
}

/**
 * A count said in words or digits, or a range ("5 à 10", "entre 5 et 10", "5-10": the upper
 * bound, more offers being the point). Undefined when the text holds no number.
 */
export function readCount(raw: string): number | undefined {
  // "Ten-ish", "5ish": about that many.
  const n = raw.replace(/([a-z\d])-?ish(?![a-z])/g, "$1");
  // A range in digits or in words ("3 ou 4", "trois ou quatre", "five or six"): the upper bound.
  const word = (w: string) => (/^\d+$/.test(w) ? Number(w) : countWord(w));
  const range = n.match(
    /(?<![a-z\d-])(\d{1,3}|[a-z-]{2,12})\s*(?:a|à|-|to|ou|or|et|and|pis|voire|maybe|peut-etre|,)\s*(\d{1,3}|[a-z-]{2,12})(?![\d$k]|[a-z-])/,
  );
  const [low, high] = range && range[1] !== "a" ? [word(range[1]), word(range[2])] : [];
  // A lower number after a higher one is one compound, not a range ("dix-sept").
  if (low !== undefined && high !== undefined && high > low) return high;
  // A figure followed by what it counts or measures, when that is not dealers ("2 enfants", "30 minutes", "50 km"), is not a count.
  const digits = n.match(COUNT_DIGITS);
  if (digits) return Number(digits[2]);
  for (const [re, value] of NUMBER_WORDS_EXTRA) if (re.test(n)) return value;
  // The first number word, a hyphenated compound as one word ("dix-sept", "twenty-five").
  for (const word of n.match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
    const value = countWord(word);
    if (value !== undefined) return value;
  }
  return undefined;
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

/** Words that end the name of a piece of equipment: articles, verbs, pronouns, prepositions. */
const NOT_EQUIPMENT_WORD =
  /^(the|a|an|le|la|les|l'|un|une|des|du|de|d'|dans|in|on|sur|with|avec|have|has|had|get|come|comes|vient|viennent|all|tous|toutes|they|it|its|do|does|is|are|est|sont|que|ce|ca|tu|vous|y|il|elle|there|any|some|standard|included|inclus|incluse|inclu|available|disponible|offert|offerte|as|ont|avoir|this|that|those|these|ces|cette|group|groupe|package|ensemble)$/;

/**
 * The piece of equipment a sentence names, in the buyer's words (decision 073): the words of the equipment found and
 * up to two around it, to an article, a verb or a preposition ("Est-ce que le toit panoramique est inclus…" → "toit
 * panoramique", "do they all have a remote starter" → "remote starter").
 */
export function equipmentNamed(text: string): string | undefined {
  const n = norm(text);
  const m = OPTION_WORDS.exec(n);
  if (!m || n.length !== text.length) return undefined;
  const start = m.index + (/^[^a-z]/.test(m[0]) ? 1 : 0);
  const spans = [...text.matchAll(/[^\s?!.,;:]+/g)].map((w) => ({ word: w[0], from: w.index, to: w.index + w[0].length }));
  const first = spans.findIndex((w) => w.to > start);
  const last = spans.findIndex((w) => w.to >= start + m[0].trim().length);
  if (first < 0 || last < 0) return undefined;
  const open = (i: number) => i >= 0 && i < spans.length && !NOT_EQUIPMENT_WORD.test(norm(spans[i].word));
  let [from, to] = [first, last];
  while (first - from < 2 && open(from - 1)) from--;
  while (to - last < 2 && open(to + 1)) to++;
  return spans
    .slice(from, to + 1)
    .map((w) => w.word)
    .join(" ");
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
  // The equipment buyers name, and (decision 076) what families, trucks and long drives add: rear entertainment, sliding
  // doors, a tonneau, a bed liner, a fifth wheel, captain's chairs, driver aids, sound, racks.
  /(?<![a-z])(toit ouvrant|toit panoramique|sunroof|moonroof|panoramic|sieges? chauffants?|heated seats?|volant chauffant|heated (steering )?wheel|sieges? ventiles?|ventilated seats|cuir|leather|carplay|android auto|mags|jantes|rims|full equipe|full option|tout equipe|fully loaded|demarreur a distance|remote start|camera|backup camera|attache remorque|tow(ing)? (package|hitch)|hitch|navigation|gps|banquette chauffante|third row|3e rangee|troisieme rangee|marchepieds|running boards|pneus d'hiver|winter tires|hayon electrique|power liftgate|rear entertainment|entertainment system|systeme de divertissement|dvd|portes? coulissantes?|sliding doors?|tonneau|bed ?liner|spray[- ]?in liner|fifth wheel|5e roue|sellette|captain'?s? chairs|sieges? capitaine|heated rear seats?|sieges? arriere chauffants?|adaptive cruise|regulateur adaptatif|angle mort|blind spot|wireless charg|recharge sans fil|head-up|tete haute|sound system|systeme de son|premium audio|roof rack|barres de toit|bike rack|porte-velos?)/;

/** Equipment the buyer has already ("I got good winter tires", "j'ai déjà mes pneus d'hiver"): not an option wanted (decision 068). */
const OWN_EQUIPMENT =
  /(^|[^a-z'])((?:i got|i've got|ive got|i have) (?:my|good|new|a good|a set|a new|already)|i already have|i've already got|already have|j'ai deja|jai deja|j'ai (?:mes|de bons|de bonnes|deja)|deja (?:des|mes))(?![a-z])/;

/**
 * A condition the buyer sets on the vehicle, in a clause of its own ("make sure the recall was done", "as long as it has
 * never been in an accident", "assure-toi que le rappel a été fait", "faut qu'il ait ses 2 clés"): beside named
 * equipment, it is one more thing the buyer asks the dealer for, so it joins the options (decision 079).
 */
const CONDITION =
  /^(?:(?:ok|okay|alright|bon|ben|and|et|pis|but|mais|also|aussi)[\s,]+)*(?:just |juste |please |svp )?(?:make sure|be sure|check (?:that|if)|as long as|provided|pourvu que|en autant que|assure[sz]?[- ](?:toi|vous)|verifie[rz]?(?:[- ](?:toi|vous))? (?:que|si)|faut que|faut qu'|il faut que|il faut qu')(?![a-z])/;

/** Clauses that name options ("avec toit ouvrant", "leather and sunroof"), joined, outside the options question. */
export function findOptionClauses(text: string): string | undefined {
  const all = clauses(text);
  const named = (c: string) => {
    const n = norm(c);
    const at = n.search(OPTION_WORDS);
    return at >= 0 && !isTradeClause(c) && !OWN_EQUIPMENT.test(n.slice(0, at));
  };
  const equipped = all.some(named);
  const found = all
    .filter((c) => named(c) || (equipped && CONDITION.test(norm(c)) && !isTradeClause(c)))
    .map((c) => c.replace(/^(?:(?:ok|okay|alright|bon|ben)[\s,]+)+/i, "").replace(/^(?:just|juste)\s+(?=make sure|be sure|assure)/i, ""))
    .map((c) =>
      withoutVehicleBefore(c)
        .replace(/^(avec|with|et|and|pis)\s+(des\s+|un\s+|une\s+|le\s+|la\s+|les\s+)?/i, "")
        .trim(),
    );
  return found.length ? found.join(", ") : undefined;
}

/**
 * A clause that names the vehicle and its equipment ("un RAV4 XLE avec toit ouvrant", "Rogue SV
 * Moonroof"): the equipment only, from "avec"/"with" before the first option word, or from that
 * word (decision 068). Letter for letter, so that the typed text keeps its accents.
 */
function withoutVehicleBefore(clause: string): string {
  const folded = clause
    .split("")
    .map((c) =>
      (
        c
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase() || c
      ).charAt(0),
    )
    .join("");
  const at = folded.search(OPTION_WORDS);
  if (at <= 0) return clause;
  const before = clause.slice(0, at);
  if (!findMakes(before, false).length && !findModelHit(before, [], true)) return clause;
  const joiner = [...folded.slice(0, at).matchAll(/(?<![a-z])(avec|with|w\/|plus)\s/g)].at(-1);
  return clause.slice(joiner ? joiner.index : at).trim();
}

/** A name introduced as such ("je m'appelle …", "my name is …", "moi c'est …"), or a bare "Prénom Nom" next to contact details. */
export function findNameInText(text: string): string | undefined {
  const intro = text.match(
    /(?:je m'appelle|je m’appelle|mon nom est|mon nom c'est|moi c'est|my name is|my name's|name's|this is|i'm|i am)\s+(?!(?:in|at|from|near|around|on|a|à|au|de|en|dans)\s)([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})/iu,
  );
  // "I'm Interested in…", "this is the first time": after "I'm" or "this is", a name ends its clause (decision 061).
  const start = intro ? (intro.index ?? 0) + intro[0].length - intro[1].length : 0;
  const capitals = intro ? (/^(?:\p{Lu}[\p{L}'’-]*(?:\s+|$))+/u.exec(intro[1])?.[0] ?? "") : "";
  const after = text.slice(start + capitals.trimEnd().length);
  const loose = intro && /^(this is|i'm|i am)\s/i.test(intro[0]);
  const ends = /^\s*($|[,.;:!?)]|-|(and|et|pis|from|de|here|ici|btw)(?![\p{L}]))/iu.test(after);
  if (intro && (!loose || ends) && !findBrand(intro[1]) && !placesIn(intro[1], false).length) {
    const words = capitals
      .trim()
      .split(/\s+/)
      .filter((w) => /^\p{Lu}/u.test(w));
    if (words.length) return words.join(" ");
  }
  if (!findEmail(text) && !findPhone(text)) return undefined;
  for (const c of clauses(text)) {
    const t = c.trim();
    if (!/^[\p{Lu}][\p{L}'’-]+(\s+[\p{Lu}][\p{L}'’-]+){1,2}$/u.test(t)) continue;
    if (findMakes(t, false).length || placesIn(t, false).length || findColorClause(t) || findModelHit(t, [], true)) continue;
    // Another answer written with capitals is not a name ("Les Deux, 514-555-0101"), decision 061.
    if (parseContactMethod(t, true) || parseYesNo(norm(t)) || t.split(/\s+/).some((w) => NOT_IN_A_NAME.test(norm(w)))) continue;
    return t;
  }
  return undefined;
}

/** "Aidez-moi", "help me", "je suis perdu": the buyer asks for help with the question. */
export function isHelp(n: string): boolean {
  return /(^|[^a-z])(aide-moi|aidez-moi|aidez moi|aide moi|help me|help|je suis perdu|i'm lost|im lost|conseillez-moi|suggest|suggestions?|recommande|quoi choisir|what should i (pick|choose))($|[^a-z])/.test(
    n,
  );
}

/**
 * A call for help and nothing else ("aide", "help!", "je suis perdue", "I don't get it"): never an
 * answer to any question, however little that question asks of its answer (a name, a trim, a
 * trade-in's details), decision 074.
 */
const HELP_ALONE =
  /^(?:(?:au secours|a l'aide|help|aide|aidez?[- ]?moi|help me|help please|please help|svp|please|pls|j'ai besoin d'aide|besoin d'aide|need help|i need help|je suis perdue?|chu perdue?|i'?m lost|lost|je comprends? pas|j'comprends? pas|jcomprends? pas|comprends pas|i don'?t (?:understand|get it)|don'?t get it|i do not understand|sam)[\s!.,?]*)+$/;

/** True when a message only calls for help. */
export function onlyCallsForHelp(n: string): boolean {
  return HELP_ALONE.test(n.trim()) && !/^(?:svp|please|pls|sam)[\s!.,?]*$/.test(n.trim());
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
    // A place after a make names the dealership, not a model ("Honda Laval has the best price", "le Toyota Ste-Foy").
    if (placeWordsAt(toks, i + width)) return undefined;
    const first = next.raw.charAt(0).toUpperCase() + next.raw.slice(1);
    // A model's name goes on after a lone letter or number ("mach e" → Mach-E) or after a prefix word ("grand caravan",
    // "santa fe"), decision 066.
    const then = toks[i + width + 1];
    const second = then ? norm(then.raw) : "";
    // ("à", "y", "o", "u" are words, not a model's letter.)
    if (then && /^([b-np-tv-xz]|\d{1,2})$/.test(second)) return `${first}-${then.raw.toUpperCase()}`;
    if (
      then &&
      /^(grand|santa|land|range|town|model|sport)$/.test(word) &&
      !NOT_A_MODEL.test(second) &&
      !COLOR_WORDS.test(second) &&
      !/^\d{4}$/.test(second)
    )
      return `${first} ${then.raw.charAt(0).toUpperCase()}${then.raw.slice(1)}`;
    return first;
  }
  return undefined;
}
