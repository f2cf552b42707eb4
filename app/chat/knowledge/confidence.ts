import { editDistance, isCircumstance, isLight, searchTerms, typoBudget, unstemmedTerms } from "#app/chat/knowledge/text.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * How sure Sam is that an entry answers a question (decision 053): the share of the question's
 * meaning the entry covers, measured against its closest phrasing. Each search term of the
 * question weighs its rarity in the knowledge base (inverse document frequency; a word the base
 * never uses weighs the most, so "Bitcoin" or "restaurant" pulls the confidence down); a term
 * found in that phrasing counts fully, in another phrasing or the tags 0.8, only in the answer
 * 0.6; question words, everyday verbs and numbers weigh a quarter (text.ts `isLight`). Typos
 * within the term's budget still match. Then the phrasing's own words that the question leaves
 * out take up to 15 % off ("how long for the offers" is closer to "how long before the offers"
 * than to "how long before delivery, once an offer is chosen"). The result is in [0, 1],
 * comparable across questions and engines, which a raw BM25 score is not.
 *
 * The hits are ordered by a closeness (decision 060): the same coverage with each matched term
 * weighed by how much the entry is about it — said in one place of the entry (one phrasing, or its
 * answer) 0.65, then 0.05 more for each other place, fully from eight (the tags count two) — so a word one phrasing
 * happens to use ("suggest", "anyone", "bunch") does not carry another entry's question. And an
 * entry that says the question's words only in its answer keeps half its confidence (`ANSWER_ONLY`).
 *
 * An entry is not sure of a question that meets it only in passing (decision 064): when no word of
 * the question it matches is one the entry is about — said in two places of it or more (a tag
 * counts two), and neither a question word, an everyday verb, nor a day, a place or a make
 * (text.ts `isCircumstance`) — it keeps `ONE_PLACE` of its confidence. "Will it snow this
 * weekend" meets the team's hours on the "weekend" of one phrasing; "a good film on Netflix" meets
 * the dealer add-ons on the "film" of one phrasing; "what's the weather tomorrow" meets finishing
 * the interview later on "tomorrow", which it says often but which says when, not what. A question
 * that says everything one of the entry's phrasings says (the phrasing itself, or more) is what
 * that phrasing asks, and keeps its confidence.
 */

type Side = { readonly stems: ReadonlySet<string>; readonly words: ReadonlyMap<string, string>; readonly heavy: readonly string[] };

/** What an entry says, as search terms: each question phrasing, its tags, and its answer. */
export type DocProfile = {
  readonly phrasings: readonly Side[];
  /** All phrasings and the tags together. */
  readonly ask: Side;
  readonly answer: Side;
  /** In how many places of the entry each stem is said: each phrasing, the answer, the tags (two). */
  readonly places: ReadonlyMap<string, number>;
};

export type Vocabulary = { readonly docs: number; readonly df: ReadonlyMap<string, number> };

function sideOf(text: string, lang: Lang): Side {
  const stems = searchTerms(text, lang);
  const words = unstemmedTerms(text, lang);
  return {
    stems: new Set(stems),
    // Each word with its stem (for typos: a word is compared before stemming).
    words: new Map(words.map((w, i) => [w, stems[i]])),
    heavy: [...new Set(stems.filter((_, i) => !isLight(words[i], lang)))],
  };
}

/** An entry's side in one language → its profile. */
export function profileOf(questions: readonly string[], tags: string, answer: string, lang: Lang): DocProfile {
  const phrasings = questions.map((q) => sideOf(q, lang));
  const answerSide = sideOf(answer, lang);
  const places = new Map<string, number>();
  const add = (stems: Iterable<string>, n: number) => {
    for (const stem of stems) places.set(stem, (places.get(stem) ?? 0) + n);
  };
  for (const p of phrasings) add(p.stems, 1);
  add(answerSide.stems, 1);
  add(new Set(searchTerms(tags, lang)), 2);
  return { phrasings, ask: sideOf(`${questions.join("\n")}\n${tags}`, lang), answer: answerSide, places };
}

/** Document frequencies of the stems of a language's profiles. */
export function vocabularyOf(profiles: readonly DocProfile[]): Vocabulary {
  const df = new Map<string, number>();
  for (const p of profiles) for (const stem of new Set([...p.ask.stems, ...p.answer.stems])) df.set(stem, (df.get(stem) ?? 0) + 1);
  return { docs: profiles.length, df };
}

function weight(vocab: Vocabulary, stem: string): number {
  return Math.log(1 + (vocab.docs + 1) / ((vocab.df.get(stem) ?? 0) + 0.5));
}

/**
 * The shortest stem another may extend (decision 064): six letters. A five-letter stem is often a
 * word's root shared by words of other meanings ("rempl", from "remplissant", begins "remplac",
 * from "remplacement").
 */
const EXTENDS_FROM = 6;

/**
 * Whether a question's term is in one side of an entry — the same stem, a typo of one of its
 * words, or a stem the other extends — and the entry's stem it matched.
 */
function found(word: string, stem: string, side: Side): string | undefined {
  if (side.stems.has(stem)) return stem;
  const budget = typoBudget(word);
  if (budget > 0) {
    for (const [w, s] of side.words) if (editDistance(word, w, budget) <= budget) return s;
  }
  if (stem.length >= EXTENDS_FROM) {
    for (const s of side.stems) if (s.length >= EXTENDS_FROM && (s.startsWith(stem) || stem.startsWith(s))) return s;
  }
  return undefined;
}

/** What a term is worth to an entry that says it in `places` places (decision 060): 0.65 for one, +0.05 each more, fully from eight. */
export function placesCredit(places: number): number {
  return Math.min(1, 0.6 + 0.05 * Math.max(1, places));
}

/**
 * How sure, and how close: `confidence` is the coverage described above, what the threshold of
 * search.ts judges; `closeness` is the same coverage with each matched term weighed by the places
 * credit, what orders the hits (decision 060).
 */
/** What is left of the confidence when only the answer says the question's words (decision 060). */
export const ANSWER_ONLY = 0.5;

/** What is left of the confidence when the entry says each matched word in one place only (decision 064). */
export const ONE_PLACE = 0.6;

export type Coverage = { confidence: number; closeness: number; matched: number; terms: number };

/** The confidence that `doc` answers `question` (see above). */
export function coverage(question: string, lang: Lang, doc: DocProfile, vocab: Vocabulary): Coverage {
  const words = unstemmedTerms(question, lang);
  const stems = searchTerms(question, lang);
  const terms: Array<{ word: string; stem: string; w: number; inAsk?: string; inAnswer?: string; places: number }> = [];
  const seen = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    const stem = stems[i];
    if (seen.has(stem)) continue;
    seen.add(stem);
    const word = words[i] ?? stem;
    const inAsk = found(word, stem, doc.ask);
    const inAnswer = inAsk ? undefined : found(word, stem, doc.answer);
    const hit = inAsk ?? inAnswer;
    // A typo weighs what the word it stands for weighs, not what an unknown word would.
    const w = weight(vocab, vocab.df.has(stem) || !hit ? stem : hit) * (isLight(word, lang) ? 0.25 : 1);
    terms.push({ word, stem, w, inAsk, inAnswer, places: hit ? (doc.places.get(hit) ?? 1) : 0 });
  }
  const total = terms.reduce((sum, t) => sum + t.w, 0);
  if (total === 0) return { confidence: 0, closeness: 0, matched: 0, terms: 0 };
  const matched = terms.filter((t) => t.inAsk || t.inAnswer).length;
  let confidence = 0;
  let closeness = 0;
  // Whether the question says everything one phrasing says (the question itself, or more).
  let saysAPhrasing = false;
  for (const phrasing of doc.phrasings.length ? doc.phrasings : [doc.ask]) {
    let got = 0;
    let gotWhereSaid = 0;
    const covered = new Set<string>();
    for (const t of terms) {
      // The entry's stem the term matched (found once, typos included) is in this phrasing or not.
      const here = t.inAsk && phrasing.stems.has(t.inAsk) ? t.inAsk : undefined;
      if (here) covered.add(here);
      const credit = t.w * (here ? 1 : t.inAsk ? 0.8 : t.inAnswer ? 0.6 : 0);
      got += credit;
      gotWhereSaid += credit * (t.places ? placesCredit(t.places) : 0);
    }
    const left = phrasing.heavy.filter((s) => !covered.has(s));
    const precision = phrasing.heavy.length
      ? 1 - left.reduce((sum, s) => sum + weight(vocab, s), 0) / phrasing.heavy.reduce((sum, s) => sum + weight(vocab, s), 0)
      : 1;
    const fit = 0.85 + 0.15 * precision;
    if (precision === 1 && phrasing.heavy.length > 0) saysAPhrasing = true;
    confidence = Math.max(confidence, (got / total) * fit);
    // A phrasing that says nothing the question leaves out is the question itself ("how does it
    // work" for "how does this work?"): its words count fully however rarely the entry says them.
    closeness = Math.max(closeness, ((precision === 1 ? got : gotWhereSaid) / total) * fit);
  }
  // An entry whose phrasings and tags say none of the question's words (only its answer does) is
  // not what was asked: "get me a human" is not the lease entry whose answer mentions "someone"
  // (decision 060).
  if (!terms.some((t) => t.inAsk && !isLight(t.word, lang))) {
    confidence *= ANSWER_ONLY;
    closeness *= ANSWER_ONLY;
  }
  // An entry that says each of the question's words it matches in one place only meets the
  // question in passing (decision 064). Only the confidence: the order stays the closeness's.
  if (!saysAPhrasing && !terms.some((t) => t.places >= 2 && !isLight(t.word, lang) && !isCircumstance(t.word))) confidence *= ONE_PLACE;
  return { confidence, closeness, matched, terms: terms.length };
}
