import { editDistance, isLight, searchTerms, typoBudget, unstemmedTerms } from "#app/chat/knowledge/text.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * How sure Sam is that an entry answers a question (decision 053): the share of the question's
 * meaning the entry covers. Each search term of the question weighs its rarity in the knowledge
 * base (inverse document frequency; a word the base never uses weighs the most, so "Bitcoin" or
 * "restaurant" pulls the confidence down); a term found in the entry's own question phrasings or
 * tags counts fully, one found only in its answer counts 0.6; question words, everyday verbs and
 * numbers weigh a quarter (text.ts `isLight`). Typos within the term's budget
 * (text.ts) still match. The result is in [0, 1], comparable across questions and engines, which
 * a raw BM25 score is not.
 */

/** What an entry says, as search terms: its questions and tags, and its answer. */
export type DocProfile = {
  readonly askStems: ReadonlySet<string>;
  /** Each word with its stem (for typos: a word is compared before stemming). */
  readonly askWords: ReadonlyMap<string, string>;
  readonly answerStems: ReadonlySet<string>;
  readonly answerWords: ReadonlyMap<string, string>;
};

export type Vocabulary = { readonly docs: number; readonly df: ReadonlyMap<string, number> };

/** An entry's side in one language → its profile. */
export function profileOf(ask: string, answer: string, lang: Lang): DocProfile {
  const side = (text: string) => {
    const stems = searchTerms(text, lang);
    const words = unstemmedTerms(text, lang);
    return { stems: new Set(stems), words: new Map(words.map((w, i) => [w, stems[i]])) };
  };
  const a = side(ask);
  const b = side(answer);
  return { askStems: a.stems, askWords: a.words, answerStems: b.stems, answerWords: b.words };
}

/** Document frequencies of the stems of a language's profiles. */
export function vocabularyOf(profiles: readonly DocProfile[]): Vocabulary {
  const df = new Map<string, number>();
  for (const p of profiles) for (const stem of new Set([...p.askStems, ...p.answerStems])) df.set(stem, (df.get(stem) ?? 0) + 1);
  return { docs: profiles.length, df };
}

function weight(vocab: Vocabulary, stem: string): number {
  return Math.log(1 + (vocab.docs + 1) / ((vocab.df.get(stem) ?? 0) + 0.5));
}

/**
 * Whether a question's term is in one side of an entry — the same stem, a typo of one of its
 * words, or a stem the other extends — and the entry's stem it matched.
 */
function found(word: string, stem: string, stems: ReadonlySet<string>, words: ReadonlyMap<string, string>): string | undefined {
  if (stems.has(stem)) return stem;
  const budget = typoBudget(word);
  if (budget > 0) {
    for (const [w, s] of words) if (editDistance(word, w, budget) <= budget) return s;
  }
  if (stem.length >= 5) {
    for (const s of stems) if (s.length >= 5 && (s.startsWith(stem) || stem.startsWith(s))) return s;
  }
  return undefined;
}

export type Coverage = { confidence: number; matched: number; terms: number };

/** The confidence that `doc` answers `question` (see above). */
export function coverage(question: string, lang: Lang, doc: DocProfile, vocab: Vocabulary): Coverage {
  const words = unstemmedTerms(question, lang);
  const stems = searchTerms(question, lang);
  const seen = new Set<string>();
  let total = 0;
  let got = 0;
  let matched = 0;
  for (let i = 0; i < stems.length; i++) {
    const stem = stems[i];
    if (seen.has(stem)) continue;
    seen.add(stem);
    const word = words[i] ?? stem;
    const inAsk = found(word, stem, doc.askStems, doc.askWords);
    const hit = inAsk ?? found(word, stem, doc.answerStems, doc.answerWords);
    // A typo weighs what the word it stands for weighs, not what an unknown word would.
    const w = weight(vocab, vocab.df.has(stem) || !hit ? stem : hit) * (isLight(word, lang) ? 0.25 : 1);
    total += w;
    if (hit) {
      got += inAsk ? w : 0.6 * w;
      matched += 1;
    }
  }
  return { confidence: total === 0 ? 0 : got / total, matched, terms: seen.size };
}
