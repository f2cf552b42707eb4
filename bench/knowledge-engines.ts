#!/usr/bin/env node
// Compares three full-text engines on the knowledge base (decision 053): Orama, MiniSearch and
// FlexSearch, each given the same text pipeline before it (app/chat/knowledge/text.ts: accents,
// Quebec spoken forms, synonyms) and its own stemming and typo tolerance after. Every engine's first
// hit is then scored by the same confidence (app/chat/knowledge/confidence.ts), so the figures
// compare the ranking. Questions: bench/knowledge-questions.ts (written apart from the entries).
//
//   node bench/knowledge-engines.ts            # the table
//   node bench/knowledge-engines.ts --misses   # and every wrong first hit, per engine
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { Charset, Encoder, Index } from "flexsearch";
import flexFrench from "flexsearch/lang/fr";
import MiniSearch from "minisearch";
import { coverage, type DocProfile, profileOf, vocabularyOf } from "#app/chat/knowledge/confidence.ts";
import { seedEntries } from "#app/chat/knowledge/seed.ts";
import { unstemmedTerms } from "#app/chat/knowledge/text.ts";
import { benchQuestions } from "./knowledge-questions.ts";

type Lang = "fr" | "en";
type Doc = { key: string; slug: string; questions: string; phrasings: readonly string[]; answer: string; tags: string };
type Engine = { name: string; build(lang: Lang, docs: Doc[]): void; search(lang: Lang, text: string): string[] };

const docs: Record<Lang, Doc[]> = { fr: [], en: [] };
for (const e of seedEntries) {
  for (const lang of ["fr", "en"] as const) {
    docs[lang].push({
      key: `${e.slug}:${lang}`,
      slug: e.slug,
      questions: e[lang].questions.join("\n"),
      phrasings: e[lang].questions,
      answer: e[lang].answer,
      tags: e.tags.join(" "),
    });
  }
}

/** The same text every engine receives: folded words (no stop words), unstemmed. */
const folded = (text: string, lang: Lang) => unstemmedTerms(text, lang).join(" ");

function miniSearch(): Engine {
  const stem = { fr: frenchStemmer, en: englishStemmer };
  const indexes = new Map<Lang, MiniSearch<Doc>>();
  return {
    name: "MiniSearch 7.2.0",
    build(lang, list) {
      const index = new MiniSearch<Doc>({
        idField: "key",
        fields: ["questions", "answer", "tags"],
        tokenize: (text) => unstemmedTerms(text, lang),
        processTerm: (term) => (/^\d+$/.test(term) ? term : stem[lang](term)),
        searchOptions: {
          boost: { questions: 2, tags: 1.5 },
          fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : false),
          prefix: (term) => term.length >= 5,
          combineWith: "OR",
        },
      });
      index.addAll(list);
      indexes.set(lang, index);
    },
    search(lang, text) {
      return indexes
        .get(lang)!
        .search(text)
        .slice(0, 10)
        .map((r) => String(r.id));
    },
  };
}

function orama(): Engine {
  const dbs = new Map<Lang, ReturnType<typeof createDb>>();
  function createDb(lang: Lang) {
    return create({
      schema: { key: "string", questions: "string", answer: "string", tags: "string" } as const,
      components: {
        tokenizer:
          lang === "fr"
            ? { language: "french", stemming: true, stemmer: frenchStemmer }
            : { language: "english", stemming: true, stemmer: englishStemmer },
      },
    });
  }
  return {
    name: "Orama 3.1.18",
    build(lang, list) {
      const db = createDb(lang);
      insertMultiple(
        db,
        list.map((d) => ({ key: d.key, questions: folded(d.questions, lang), answer: folded(d.answer, lang), tags: d.tags })),
      );
      dbs.set(lang, db);
    },
    search(lang, text) {
      const result = oramaSearch(dbs.get(lang)!, {
        term: folded(text, lang),
        properties: ["questions", "answer", "tags"],
        boost: { questions: 2, tags: 1.5 },
        tolerance: 1,
        threshold: 1,
        limit: 10,
      }) as { hits: Array<{ document: { key: string } }> };
      return result.hits.map((h) => h.document.key);
    },
  };
}

function flexSearch(): Engine {
  const indexes = new Map<Lang, Index>();
  return {
    name: "FlexSearch 0.8.212",
    build(lang, list) {
      const encoder = new Encoder(Charset.LatinBalance);
      if (lang === "fr") encoder.assign({ stemmer: flexFrench.stemmer });
      const index = new Index({ tokenize: "tolerant", encoder, resolution: 9 });
      // One text per entry: the question phrasings twice (their weight), the answer, the tags.
      for (const d of list) index.add(d.key, [d.questions, d.questions, d.answer, d.tags].map((t) => folded(t, lang)).join(" "));
      indexes.set(lang, index);
    },
    search(lang, text) {
      return (indexes.get(lang)!.search(folded(text, lang), { limit: 10, suggest: true }) as Array<string | number>).map(String);
    },
  };
}

const profiles: Record<Lang, Map<string, DocProfile>> = { fr: new Map(), en: new Map() };
for (const lang of ["fr", "en"] as const)
  for (const d of docs[lang]) profiles[lang].set(d.key, profileOf(d.phrasings, d.tags, d.answer, lang));
const vocab = { fr: vocabularyOf([...profiles.fr.values()]), en: vocabularyOf([...profiles.en.values()]) };

const THRESHOLDS = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7];
const showMisses = process.argv.includes("--misses");
// With --rerank: of the engine's first ten hits, the one with the highest confidence (ties: the engine's order).
const rerank = process.argv.includes("--rerank");

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

console.log(
  `knowledge base: ${seedEntries.length} entries; questions: ${benchQuestions.length} (${benchQuestions.filter((q) => q.expect.length).length} answerable, ${benchQuestions.filter((q) => !q.expect.length).length} not)\n`,
);
for (const engine of [orama(), miniSearch(), flexSearch()]) {
  const started = performance.now();
  for (const lang of ["fr", "en"] as const) engine.build(lang, docs[lang]);
  const buildMs = performance.now() - started;
  const rows: Array<{ q: (typeof benchQuestions)[number]; top?: string; in3: boolean; confidence: number }> = [];
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of benchQuestions) {
      const t0 = performance.now();
      const keys = engine.search(q.lang, q.q);
      times.push(performance.now() - t0);
      if (round > 0) continue;
      const scored = keys.map((key, rank) => ({
        key,
        rank,
        confidence: coverage(q.q, q.lang, profiles[q.lang].get(key)!, vocab[q.lang]).confidence,
      }));
      if (rerank) scored.sort((a, b) => b.confidence - a.confidence || a.rank - b.rank);
      const best = scored[0];
      const slugs = keys.map((k) => k.split(":")[0]);
      rows.push({ q, top: best?.key.split(":")[0], in3: slugs.some((s) => q.expect.includes(s)), confidence: best?.confidence ?? 0 });
    }
  }
  const answerable = rows.filter((r) => r.q.expect.length);
  const top1 = answerable.filter((r) => r.top && r.q.expect.includes(r.top)).length;
  const top3 = answerable.filter((r) => r.in3).length;
  console.log(
    `${engine.name}: build ${buildMs.toFixed(1)} ms (both languages), query p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`,
  );
  console.log(
    `  first hit right ${top1}/${answerable.length} (${((100 * top1) / answerable.length).toFixed(0)} %), right in the first ten ${top3}/${answerable.length}`,
  );
  for (const t of THRESHOLDS) {
    const answered = rows.filter((r) => r.q.expect.length && r.confidence >= t && r.top && r.q.expect.includes(r.top)).length;
    const wrong = rows.filter((r) => r.confidence >= t && !(r.top && r.q.expect.includes(r.top))).length;
    const declined = rows.filter((r) => !r.q.expect.length && r.confidence < t).length;
    const right = answered + declined;
    console.log(
      `  threshold ${t.toFixed(2)}: right outcome ${right}/${rows.length} (${((100 * right) / rows.length).toFixed(0)} %) — answered right ${answered}, answered wrong ${wrong}, honest "not yet" on unanswerable ${declined}/${rows.length - answerable.length}`,
    );
  }
  if (showMisses) {
    for (const r of rows) {
      const ok = r.q.expect.length ? r.top && r.q.expect.includes(r.top) : true;
      if (!ok || !r.q.expect.length)
        console.log(
          `    ${ok ? "·" : "✗"} [${r.confidence.toFixed(2)}] ${r.q.q} → ${r.top ?? "—"} (want ${r.q.expect.join("|") || "none"})`,
        );
    }
  }
  console.log();
}
