import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { PHRASES, SPOKEN, SYNONYMS, TRIM_CODES } from "#app/chat/knowledge/lexicon.ts";
import type { Lang } from "#app/platform/language.ts";
import { brands } from "#app/questionnaire/catalogue.ts";
import { AREAS, MUNICIPALITIES, NICKNAMES } from "#app/questionnaire/gazetteer-data.ts";

/**
 * How a question and an entry become search terms (decision 053), the same way for indexing and
 * for searching: lower case without accents, apostrophes and hyphens split ("c'est-tu" → "c est
 * tu"), the lexicon of lexicon.ts applied (decision 057: phrases to one word, Quebec spoken and
 * texting forms spelled out, synonyms folded into one canonical word per language), stop words
 * dropped, then a Snowball stemmer (French or English). Pure: the knowledge base's index is built
 * from it on the server.
 */

const FOLD: { fr: Map<string, string>; en: Map<string, string> } = { fr: new Map(), en: new Map() };
for (const group of SYNONYMS) {
  for (const v of group.variants) {
    FOLD.fr.set(plainText(v), group.fr);
    FOLD.en.set(plainText(v), group.en);
  }
  for (const v of group.enOnly ?? []) FOLD.en.set(plainText(v), group.en);
  for (const v of group.frOnly ?? []) FOLD.fr.set(plainText(v), group.fr);
}
/** Spoken forms keyed as plain text (a key written with accents still matches). */
const SPOKEN_PLAIN = new Map(Object.entries(SPOKEN).map(([k, v]) => [plainText(k), v]));
/** The lexicon's phrases, longest first, as one pattern on plain text. */
const PHRASE_OF = new Map(PHRASES.map(([from, to]) => [plainText(from), to]));
const PHRASE_RE = new RegExp(`\\b(?:${[...PHRASE_OF.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`, "g");

/** Words that carry no meaning for the search (after folding, before stemming). Question words stay: they tell "how much" from "when". */
const STOP: Readonly<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      "a ai as au aux avec avez avoir c ca ce ceci cela ces cet cette d dans de des du elle elles en es est et etre eu il ils j je l la le les leur leurs m ma mais me mes moi mon n ne nos notre nous on ont ou par pas qu que qui s sa se ses si son sont suis sur t ta te tes toi ton tu un une vos votre vous y " +
      "alors donc bon ben svp stp merci allo bonjour salut hey yo oui non ok okay genre faque tse mettons pareil exactement vraiment juste quoi chez autres"
    ).split(" "),
  ),
  en: new Set(
    (
      "a an and are as at be been being but by can could did do does for from had has have he her his i if in into is it its me my of on or our she so than that the their them then there these they this those to too us was we were will with would you your yours " +
      "please thanks hi hello hey yo just really actually ok okay yes no any anything some still now right thing things stuff also about there here should could would can will shall may might must " +
      // What is left of a contraction once the apostrophe splits it ("what's" → "what s", "isn't" →
      // "isn t"), and the same contractions typed without it (decision 057, second round).
      "s t ll re ve d m don doesn isn aren didn wasn weren haven hasn couldn wouldn shouldn dont doesnt isnt arent didnt cant im ive youre"
    ).split(" "),
  ),
};

const STEM: Record<Lang, (word: string) => string> = { fr: frenchStemmer, en: englishStemmer };

/**
 * Words that say what kind of question it is, not what it is about: interrogatives and everyday
 * verbs. They stay in the search (they help rank), but weigh little in the confidence.
 */
const LIGHT: Readonly<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      "combien comment quand pourquoi quel quelle quels quelles lequel laquelle lesquels est-ce " +
      "faire fais fait faites font faut falloir aller va vais vas allez vont allons mettre met mets mettez prendre prends prend prenez prennent pris " +
      "avoir etre pouvoir peux peut pouvez peuvent pourrais pourriez devoir dois doit devez devrais devrait vouloir veux veut voulez voudrais savoir sais " +
      "donner donne passer passe arriver arrive trouver trouve dire dit voir vois trop entre " +
      // Adverbs and fillers that say how, not what.
      "environ genre vraiment exactement concretement normalement generalement habituellement souvent toujours jamais deja encore aussi seulement " +
      "meme peutetre probablement bien bon ben beaucoup peu chose choses affaire affaires gars monde fois facon maniere vrai vraie gros petit la ici " +
      "maintenant bientot tantot asteure astheure icitte mettons tsé crisse ostie tabarnak calisse " +
      // Feelings say how the buyer feels about the question, not what it is about (decision 064).
      "peur inquiet inquiete inquiets stress stresse stressee stressant nerveux nerveuse angoisse tanne tannee ecoeure gosse fache fachee enerve enervee honte gene genee decu decue content contente hate deteste"
    ).split(" "),
  ),
  en: new Set(
    (
      "how what whats when why which who where much many long soon " +
      "get gets make makes take takes put give go goes going happen happens happen need needs mean means do does know tell say see find " +
      // Adverbs and fillers that say how, not what.
      "roughly about around usually normally basically exactly typically generally anyway maybe probably already yet even ever never always often " +
      "also too very lot lots kind sort like guy guys something everything nothing other another same good bad best better worth sure whole " +
      "little bit big small way ways time times point idea deal " +
      // Feelings (decision 064).
      "scared scare scares afraid worried worry worries nervous anxious stressed stress stressing mad angry upset hate hates love honestly frankly feel feeling feels freaked freaking annoyed annoying embarrassed"
    ).split(" "),
  ),
};

/** Whether a (folded) word weighs little in the confidence: a question word, an everyday verb, a number. */
export function isLight(word: string, lang: Lang): boolean {
  return LIGHT[lang].has(word) || /\d/.test(word);
}

/** Days and moments: when something is asked about, not what (decision 064). */
const MOMENTS =
  "lundi mardi mercredi jeudi vendredi samedi dimanche weekend demain hier aujourd hui soir matin midi " +
  "monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight morning evening afternoon";
/** Place names that are also ordinary words, or the province the whole base is about. */
const NOT_CIRCUMSTANCE = new Set(["quebec", "qc", "price", "low", "begin", "nouvelle", "mini", "smart", "ram", "land", "rover", "genesis"]);

let circumstances: ReadonlySet<string> | undefined;

/**
 * Whether a (folded) word says where, when or which make, not what is asked (decision 064): a day
 * or a moment, a Quebec place named in one word (the gazetteer's municipalities, areas and
 * nicknames), a make of the catalogue. Such a word weighs what it weighs in the confidence, but an
 * entry that meets the question only on it is not about the question. Built on first use.
 */
export function isCircumstance(word: string): boolean {
  if (!circumstances) {
    const set = new Set<string>(MOMENTS.split(" "));
    for (const name of [
      ...MUNICIPALITIES.map((r) => r[0]),
      ...AREAS.map((r) => r[0]),
      ...NICKNAMES.map((r) => r[0]),
      ...brands.map((b) => b.name),
    ]) {
      const plain = plainText(name);
      if (!plain.includes(" ")) set.add(plain);
    }
    for (const w of NOT_CIRCUMSTANCE) set.delete(w);
    circumstances = set;
  }
  return circumstances.has(word);
}

/** Lower case, no accents, apostrophes and hyphens as spaces, digits kept ("40 000 $" → "40 000"). */
export function plainText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}\b)/g, "$1")
    .replace(/[^a-z0-9$%]+/g, " ")
    .trim();
}

const TRIM_CODE_SET: ReadonlySet<string> = new Set(TRIM_CODES);

/** The words of a text with spoken forms spelled out and synonyms folded (no stop words removed yet). */
export function foldedWords(text: string, lang: Lang): string[] {
  const out: string[] = [];
  const phrased = plainText(text).replace(PHRASE_RE, (m) => PHRASE_OF.get(m) ?? m);
  for (const raw of phrased.split(" ")) {
    if (!raw) continue;
    // "40k" is forty thousand.
    const spoken = SPOKEN_PLAIN.get(raw) ?? (/^\d+k$/.test(raw) ? `${raw.slice(0, -1)}000` : undefined);
    for (const w of (spoken ?? raw).split(" "))
      if (w) out.push(FOLD[lang].get(w) ?? (TRIM_CODE_SET.has(w) ? (lang === "fr" ? "version" : "trim") : w));
  }
  return out;
}

/** The search terms of a text: folded words without stop words, stemmed. */
export function searchTerms(text: string, lang: Lang): string[] {
  const stop = STOP[lang];
  const stem = STEM[lang];
  const out: string[] = [];
  for (const w of foldedWords(text, lang)) {
    if (stop.has(w) || w === "$" || w === "%") continue;
    out.push(/^\d+$/.test(w) ? w : stem(w));
  }
  return out;
}

/** The words (folded, without stop words) before stemming: what an engine with its own stemmer receives. */
export function unstemmedTerms(text: string, lang: Lang): string[] {
  const stop = STOP[lang];
  return foldedWords(text, lang).filter((w) => !stop.has(w) && w !== "$" && w !== "%");
}

/** Below this length a word the base does not know is left as typed (a name, a typo), never split. */
const RUN_TOGETHER = 12;

/**
 * Words typed without spaces ("combiendetempsavantdavoirlesoffres", "whatisthewarrantyonusedcars"),
 * split again into words the base knows (decision 060): `known` is every word of the entries'
 * texts in one language; the lexicon's words and the stop words are added. A long word the base
 * does not know is split into the fewest known words (of two letters or more, or a one-letter stop
 * word: "d", "l", "a"), or left as it is when no split covers it. Returns the text to search.
 */
export function runTogetherSplitter(known: Iterable<string>, lang: Lang): (text: string) => string {
  const words = new Set<string>(STOP[lang]);
  for (const text of known) for (const w of plainText(text).split(" ")) if (w) words.add(w);
  for (const k of [...SPOKEN_PLAIN.keys(), ...FOLD[lang].keys()]) if (!k.includes(" ")) words.add(k);
  const longest = Math.max(...[...words].map((w) => w.length));
  const split = (token: string): string[] | undefined => {
    // fewest[i]: the fewest words that spell token.slice(0, i); from[i]: where the last one starts.
    const fewest = new Array<number>(token.length + 1).fill(Infinity);
    const from = new Array<number>(token.length + 1).fill(-1);
    fewest[0] = 0;
    for (let end = 1; end <= token.length; end++)
      for (let start = Math.max(0, end - longest); start < end; start++) {
        if (fewest[start] + 1 >= fewest[end]) continue;
        const piece = token.slice(start, end);
        if ((piece.length > 1 || STOP[lang].has(piece)) && words.has(piece)) {
          fewest[end] = fewest[start] + 1;
          from[end] = start;
        }
      }
    if (fewest[token.length] === Infinity) return undefined;
    const out: string[] = [];
    for (let end = token.length; end > 0; end = from[end]) out.unshift(token.slice(from[end], end));
    return out;
  };
  return (text) => {
    const plain = plainText(text);
    if (!plain.split(" ").some((w) => w.length >= RUN_TOGETHER && !words.has(w))) return text;
    return plain
      .split(" ")
      .map((w) => (w.length >= RUN_TOGETHER && !words.has(w) ? (split(w)?.join(" ") ?? w) : w))
      .join(" ");
  };
}

/** Levenshtein distance, bounded: returns `max + 1` as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** How many typos a term of this length tolerates (none below 5 letters: "tps" ≠ "tvq", "rent" ≠ "rest"; decision 057). */
export function typoBudget(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
}

/**
 * A particular day (decision 080): today, tomorrow, yesterday, tonight, next or last week or month
 * (not a year: "next year's models" are a thing, not a day).
 */
const PARTICULAR_DAY =
  /\b(demain|hier|aujourd hui|ce soir|a soir|tomorrow|yesterday|today|tonight|(?:prochaine?|passee?|derniere?) (?:semaine|mois|fin de semaine)|(?:semaine|mois|fin de semaine) (?:prochaine?|passee?|derniere?)|(?:next|last) (?:week|month|weekend))\b/;
/** Someone of the conversation as a subject: the buyer, Sam, or both ("tu" is also Quebec French's question particle). */
const PERSON: Readonly<Record<Lang, RegExp>> = { fr: /\b(je|j|on|nous|vous)\b/, en: /\b(i|we|you)\b/ };

/** The particular days a text names (`PARTICULAR_DAY`), as plain text. */
export function daysSaid(text: string): string[] {
  return [...plainText(text).matchAll(new RegExp(PARTICULAR_DAY, "g"))].map((m) => m[0]);
}

/**
 * The particular day a question asks about when it asks what is, was or will be on that day about
 * no one of the conversation (decision 080): "va-tu neiger demain à Gatineau", "le taux de la
 * Banque Nationale demain", "what will gas cost next week". Such a fact of the day is in no reviewed
 * entry. "J'ai tu des offres demain ?" is about the buyer; "les offres arrivent-tu aujourd'hui ?"
 * is one the base holds, which search.ts tells by the entry's own phrasings naming the same day.
 */
export function asksOfADay(text: string, lang: Lang): string | undefined {
  const plain = plainText(text);
  return PERSON[lang].test(plain) ? undefined : PARTICULAR_DAY.exec(plain)?.[0];
}
