#!/usr/bin/env node
// Whether the knowledge base's retrieval generalises beyond the phrasings it was written with
// (decision 057; a script, not a test). Three measures, none reading the held-out half:
//
//   1. leave one phrasing out: each phrasing of each seed entry is searched for with that phrasing
//      taken out of its entry — is its own entry found, confidently?
//   2. the TUNING questions with their near-copies taken out of the base: a phrasing of any entry
//      that shares half of its search terms with the question (Jaccard ≥ 0.5) is removed before
//      the question is searched, so a question cannot be answered by its own copy;
//   3. the same tuning questions against the base as it is (what bench:understanding --tuning sees
//      through the engine, minus the reader).
//
//   node bench/knowledge-generalise.ts            # figures
//   node bench/knowledge-generalise.ts --misses   # and the misses of 1 and 2 (tuning and seed sentences only)
//   node bench/knowledge-generalise.ts --lopo     # with measure 1 (about 1,000 index builds: minutes)
//   node bench/knowledge-generalise.ts --set questions-7   # another tuning file of tests/corpus/tuning (a new round, alone)
import { CONFIDENCE_THRESHOLD, isConfident, type KnowledgeEntry, KnowledgeIndex } from "#app/chat/knowledge/search.ts";
import { searchTerms } from "#app/chat/knowledge/text.ts";
import { seedKnowledgeEntries } from "#tests/knowledge.ts";
import { TOPIC_ENTRIES } from "./knowledge-topics.ts";

type Lang = "fr" | "en";
const misses = process.argv.includes("--misses");
const withLopo = process.argv.includes("--lopo");
const entries = seedKnowledgeEntries();
const setAt = process.argv.indexOf("--set");
const set = setAt > 0 ? process.argv[setAt + 1] : "questions";
if (!/^questions(-\w+)?$/.test(set ?? "")) throw new Error("--set names a file of tests/corpus/tuning: questions, questions-7…");
const { questions } = (await import(`#tests/corpus/tuning/${set}.ts`)) as {
  questions: Array<{ lang: Lang; text: string; topic: string | null }>;
};

type Outcome = "right" | "wrong" | "unsure" | "declined" | "answered";
function judge(index: KnowledgeIndex, text: string, lang: Lang, wanted: readonly string[] | null) {
  const hits = index.search(text, lang);
  const [hit] = hits;
  const confident = isConfident(hits);
  const slug = hit?.entry.slug ?? "—";
  const outcome: Outcome =
    wanted === null ? (confident ? "answered" : "declined") : !confident ? "unsure" : wanted.includes(slug) ? "right" : "wrong";
  return { outcome, slug, confidence: hit?.confidence ?? 0 };
}

function without(removed: ReadonlyArray<{ id: number; lang: Lang; i: number }>): KnowledgeEntry[] {
  return entries.map((e) => {
    const gone = removed.filter((r) => r.id === e.id);
    if (!gone.length) return e;
    const side = (lang: Lang) => ({
      ...e[lang],
      questions: e[lang].questions.filter((_, i) => !gone.some((r) => r.lang === lang && r.i === i)),
    });
    return { ...e, fr: side("fr"), en: side("en") };
  });
}

const tally = () => ({ right: 0, wrong: 0, unsure: 0, declined: 0, answered: 0 });
const show = (name: string, t: ReturnType<typeof tally>) => {
  const knowable = t.right + t.wrong + t.unsure;
  console.log(
    `${name}: on topic ${t.right}/${knowable} (${((100 * t.right) / Math.max(1, knowable)).toFixed(1)}%), other entry ${t.wrong}, "not yet" ${t.unsure}` +
      (t.declined + t.answered ? `; unknowable declined ${t.declined}/${t.declined + t.answered}` : ""),
  );
};

// 1. Leave one phrasing out.
const lopo = tally();
const lopoMisses: string[] = [];
for (const e of withLopo ? entries : [])
  for (const lang of ["fr", "en"] as const)
    e[lang].questions.forEach((q, i) => {
      if (e[lang].questions.length < 2) return;
      const index = new KnowledgeIndex(without([{ id: e.id, lang, i }]));
      const r = judge(index, q, lang, [e.slug]);
      lopo[r.outcome]++;
      if (r.outcome !== "right")
        lopoMisses.push(`${r.outcome.padEnd(7)} [${r.confidence.toFixed(2)}] ${lang} ${q} → ${r.slug} (want ${e.slug})`);
    });

// 2 and 3. The tuning questions, without and with their near-copies.
const jaccard = (a: Set<string>, b: Set<string>) => {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / Math.max(1, a.size + b.size - both);
};
const decopied = tally();
const asIs = tally();
const tuningMisses: string[] = [];
const asIsMisses: string[] = [];
const full = new KnowledgeIndex(entries);
let copies = 0;
for (const q of questions) {
  const wanted = q.topic === null ? null : (TOPIC_ENTRIES[q.topic] ?? []);
  const a = judge(full, q.text, q.lang, wanted);
  asIs[a.outcome]++;
  if (a.outcome !== "right" && a.outcome !== "declined")
    asIsMisses.push(`${a.outcome.padEnd(8)} [${a.confidence.toFixed(2)}] ${q.lang} ${q.text} → ${a.slug} (${q.topic})`);
  const terms = new Set(searchTerms(q.text, q.lang));
  const removed: Array<{ id: number; lang: Lang; i: number }> = [];
  for (const e of entries)
    e[q.lang].questions.forEach((p, i) => {
      if (jaccard(terms, new Set(searchTerms(p, q.lang))) >= 0.5) removed.push({ id: e.id, lang: q.lang, i });
    });
  copies += removed.length;
  const r = judge(removed.length ? new KnowledgeIndex(without(removed)) : full, q.text, q.lang, wanted);
  decopied[r.outcome]++;
  if (r.outcome !== "right" && r.outcome !== "declined")
    tuningMisses.push(`${r.outcome.padEnd(8)} [${r.confidence.toFixed(2)}] ${q.lang} ${q.text} → ${r.slug} (${q.topic})`);
}

console.log(`Threshold ${CONFIDENCE_THRESHOLD}; ${entries.length} entries; tuning/${set}.ts (${questions.length} questions).`);
if (withLopo) show("1. seed, leave one phrasing out", lopo);
show(`2. tuning questions, ${copies} near-copies taken out`, decopied);
show("3. tuning questions, base as it is", asIs);
if (misses) {
  console.log(`\nLeave one phrasing out, misses:\n  ${lopoMisses.join("\n  ")}`);
  console.log(`\nTuning without near-copies, misses:\n  ${tuningMisses.join("\n  ")}`);
  console.log(`\nTuning, base as it is, misses:\n  ${asIsMisses.join("\n  ")}`);
}
