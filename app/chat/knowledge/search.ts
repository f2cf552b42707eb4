import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import MiniSearch from "minisearch";
import type { KnowledgeLookup } from "#app/chat/engine.ts";
import { coverage, type DocProfile, profileOf, type Vocabulary, vocabularyOf } from "#app/chat/knowledge/confidence.ts";
import { asksOfADay, daysSaid, runTogetherSplitter, searchTerms, unstemmedTerms } from "#app/chat/knowledge/text.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * The knowledge base's search (decision 053): MiniSearch over each language's entries (question
 * phrasings ×2, tags ×1.5, answer ×1; the text pipeline of text.ts, Snowball stemming, typos by
 * edit distance and prefixes), then the first ten hits re-ranked by the confidence of
 * confidence.ts. Above CONFIDENCE_THRESHOLD, or well ahead of the next entry (`isConfident`,
 * decision 057), the entry answers; otherwise Sam says it does not know yet and the question goes to the operator's gaps page. Pure: built on the server from the
 * entries in the database, never sent to the browser.
 */

/**
 * Chosen on bench/knowledge-questions.ts (decision 053) at 0.45: 84 % right outcomes, every
 * unanswerable one declined. Lowered to 0.40 once an entry that meets a question only in passing
 * keeps 0.6 of its confidence (confidence.ts `ONE_PLACE`, decision 064): the chance matches that
 * kept the threshold high now fall under it, and 0.40 answers no more unknowable questions of the
 * tuning half than 0.45 did (0.38 and below answer more).
 */
export const CONFIDENCE_THRESHOLD = 0.4;

/**
 * Below the threshold, an entry still answers when it stands out: at least MARGIN_FLOOR and
 * MARGIN_RATIO times the confidence of the next entry (decision 057). A long question in a
 * buyer's own words covers less of any phrasing, but when one entry is far ahead of all the
 * others it is the one meant. Calibrated on the tuning half (490 questions alone) and the
 * engine-comparison questions: 12 more answered on topic, 4 more answered off topic, 5 more of 50
 * unknowable questions answered (a lower floor or ratio answers many more of those).
 */
export const MARGIN_FLOOR = 0.3;
export const MARGIN_RATIO = 1.6;

/**
 * A long question (LONG_TERMS distinct search terms or more) needs a smaller lead (decision 080):
 * in the buyer's own words, with a story around it, its words meet many entries in passing, so
 * the next entry's confidence is higher by chance and a lead of LONG_MARGIN_RATIO tells as much.
 */
export const LONG_TERMS = 10;
export const LONG_MARGIN_RATIO = 1.3;

/** Whether the first of a search's hits (most confident first) is sure enough to answer. */
export function isConfident(hits: readonly Pick<KnowledgeHit, "confidence" | "long">[]): boolean {
  const first = hits[0]?.confidence ?? 0;
  const second = hits[1]?.confidence ?? 0;
  const ratio = hits[0]?.long ? LONG_MARGIN_RATIO : MARGIN_RATIO;
  return first >= CONFIDENCE_THRESHOLD || (first >= MARGIN_FLOOR && first >= ratio * second);
}

/**
 * What is left of each hit's confidence when the question asks what is, was or will be on a
 * particular day, about no one of the conversation, and no phrasing of the entry found first names
 * that day (text.ts `asksOfADay`, decision 080): never sure, so Sam says it does not know yet.
 */
export const OF_A_DAY = 0.25;

export type KnowledgeSideText = { questions: readonly string[]; answer: string; link: string };

/** An entry as the search and the replies need it. */
export type KnowledgeEntry = {
  id: number;
  slug: string;
  tags: readonly string[];
  /** ISO date the changing facts were last checked (shown to the operator). */
  checkedOn: string | null;
  fr: KnowledgeSideText;
  en: KnowledgeSideText;
};

export type KnowledgeHit = {
  entry: KnowledgeEntry;
  confidence: number;
  score: number;
  /** The question searched was long (`LONG_TERMS`): the margin rule asks a smaller lead. */
  long?: boolean;
};

type Doc = { key: string; questions: string; answer: string; tags: string };

const STEM: Record<Lang, (word: string) => string> = { fr: frenchStemmer, en: englishStemmer };

function miniSearchFor(lang: Lang): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    idField: "key",
    fields: ["questions", "answer", "tags"],
    tokenize: (text) => unstemmedTerms(text, lang),
    processTerm: (term) => (/^\d+$/.test(term) ? term : STEM[lang](term)),
    searchOptions: {
      boost: { questions: 2, tags: 1.5 },
      fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      combineWith: "OR",
    },
  });
}

/** How many of the engine's first hits the confidence re-ranks. */
const RERANKED = 10;

/**
 * The order of the re-ranked hits (decision 060): the closeness of confidence.ts (the coverage with
 * each word weighed by how many places of the entry say it) plus a tenth of the engine's score
 * relative to its first hit. The coverage measures the closest phrasing; the engine's BM25 sums
 * every phrasing, the tags and the answer, so between two entries about as close it prefers the
 * one that says the question's words throughout. Only the order: the confidence that
 * `isConfident` judges stays the coverage of decision 053.
 */
const ENGINE_SHARE = 0.1;

type LanguageIndex = {
  search: MiniSearch<Doc>;
  profiles: Map<number, DocProfile>;
  vocab: Vocabulary;
  /** Words typed without spaces, split again (text.ts `runTogetherSplitter`). */
  unglue: (text: string) => string;
  /** Each phrasing's search terms (as a set) → the entries that hold it. */
  phrasings: Map<string, number[]>;
  /** The particular days each entry's phrasings name (text.ts `daysSaid`), as one string per entry. */
  ofDays: Map<number, string>;
};

/** A text's search terms as a set, in one key: "how does it work" and "how does this work?" give the same. */
function termsKey(text: string, lang: Lang): string {
  return [...new Set(searchTerms(text, lang))].sort().join(" ");
}

export class KnowledgeIndex {
  private readonly byId = new Map<number, KnowledgeEntry>();
  private readonly langs: Record<Lang, LanguageIndex>;

  constructor(entries: readonly KnowledgeEntry[]) {
    const build = (lang: Lang): LanguageIndex => {
      const search = miniSearchFor(lang);
      const profiles = new Map<number, DocProfile>();
      const docs: Doc[] = [];
      for (const e of entries) {
        const side = e[lang];
        const tags = e.tags.join(" ");
        docs.push({ key: String(e.id), questions: side.questions.join("\n"), answer: side.answer, tags });
        profiles.set(e.id, profileOf(side.questions, tags, side.answer, lang));
      }
      search.addAll(docs);
      const unglue = runTogetherSplitter(
        docs.flatMap((d) => [d.questions, d.answer, d.tags]),
        lang,
      );
      const phrasings = new Map<string, number[]>();
      for (const e of entries)
        for (const q of e[lang].questions) {
          const key = termsKey(q, lang);
          if (key && !phrasings.get(key)?.includes(e.id)) phrasings.set(key, [...(phrasings.get(key) ?? []), e.id]);
        }
      const ofDays = new Map(entries.map((e) => [e.id, e[lang].questions.flatMap(daysSaid).join("|")]));
      return { search, profiles, vocab: vocabularyOf([...profiles.values()]), unglue, phrasings, ofDays };
    };
    for (const e of entries) this.byId.set(e.id, e);
    this.langs = { fr: build("fr"), en: build("en") };
  }

  get size(): number {
    return this.byId.size;
  }

  entry(id: number): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }

  /** The best entries for a question in one language, most confident first (at most `limit`). */
  searchIn(asked: string, lang: Lang, limit = 3): KnowledgeHit[] {
    const index = this.langs[lang];
    const text = index.unglue(asked);
    const found: Array<{ id: unknown; score: number }> = index.search.search(text).slice(0, RERANKED);
    // An entry that holds the question itself as a phrasing is always weighed, however many
    // longer entries share its few words ("how does this work?" among the leases and loans).
    for (const id of index.phrasings.get(termsKey(text, lang)) ?? [])
      if (!found.some((r) => Number(r.id) === id)) found.push({ id, score: 0 });
    const hits = found.map((r, rank) => {
      const id = Number(r.id);
      const c = coverage(text, lang, index.profiles.get(id)!, index.vocab);
      return { entry: this.byId.get(id)!, confidence: c.confidence, closeness: c.closeness, score: r.score, rank };
    });
    const top = found[0]?.score || 1;
    const order = (h: { closeness: number; score: number }) => h.closeness + (ENGINE_SHARE * h.score) / top;
    hits.sort((a, b) => order(b) - order(a) || a.rank - b.rank);
    // A fact of a particular day that no phrasing of the entry found first names is in no entry
    // ("le taux de la Banque Nationale demain", decision 080).
    const day = asksOfADay(text, lang);
    if (day && hits.length && !(index.ofDays.get(hits[0].entry.id) ?? "").split("|").includes(day))
      for (const h of hits) h.confidence *= OF_A_DAY;
    const long = new Set(searchTerms(text, lang)).size >= LONG_TERMS;
    return hits.slice(0, limit).map(({ entry, confidence, score }) => ({ entry, confidence, score, ...(long ? { long } : {}) }));
  }

  /**
   * The best entries for a question asked inside a longer message (decision 063): the whole
   * message first, since what the buyer says around a question names its subject ("j'ai eu un prix
   * chez Ford, je te l'envoie ?" is about a quote, which "je te l'envoie ?" alone does not say);
   * when the whole message finds nothing confident (a long story, an answer beside the question),
   * the question's own words.
   */
  searchAsked(question: string, lang: Lang, context?: string, limit = 3): KnowledgeHit[] {
    if (context && context.trim() !== question.trim()) {
      const whole = this.search(context, lang, limit);
      if (isConfident(whole)) return whole;
    }
    return this.search(question, lang, limit);
  }

  /**
   * The best entries for a question asked in a `lang` chat. A buyer may write in the other
   * language ("c'est quoi le trade-in" is French; "what's the QST" in the French chat): when the
   * chat's language finds nothing confident, the other one is tried and the surer wins.
   */
  search(text: string, lang: Lang, limit = 3): KnowledgeHit[] {
    const own = this.searchIn(text, lang, Math.max(limit, 2));
    if (isConfident(own)) return own.slice(0, limit);
    const other = this.searchIn(text, lang === "fr" ? "en" : "fr", Math.max(limit, 2));
    // The other language answers only above the threshold: its stop words are not the question's
    // (French function words read as rare English words), so a margin there means little.
    const first = other[0]?.confidence ?? 0;
    return (first >= CONFIDENCE_THRESHOLD && first > (own[0]?.confidence ?? 0) ? other : own).slice(0, limit);
  }
}

/** The index as the engine's synchronous lookup (app/chat/engine.ts `KnowledgeLookup`). */
export function lookupIn(index: KnowledgeIndex): KnowledgeLookup {
  return (question, lang, context) => {
    const hits = index.searchAsked(question, lang, context);
    const hit = hits[0];
    if (!hit) return undefined;
    const side = hit.entry[lang];
    return { slug: hit.entry.slug, answer: side.answer, link: side.link, confident: isConfident(hits) };
  };
}
