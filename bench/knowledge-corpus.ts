#!/usr/bin/env node
// The knowledge base on the corpus's TUNING questions back (tests/corpus/tuning/questions.ts; the
// held-out half is for the final report only): answered on topic, answered off topic, honest
// "not yet" — and the confusion list (which entry answered which question) for review.
//
//   node bench/knowledge-corpus.ts            # figures
//   node bench/knowledge-corpus.ts --list     # and every question with the entry that answered it
import { CONFIDENCE_THRESHOLD, isConfident, KnowledgeIndex } from "#app/chat/knowledge/search.ts";
import { questions } from "#tests/corpus/tuning/questions.ts";
import { seedKnowledgeEntries } from "#tests/knowledge.ts";
import { TOPIC_ENTRIES } from "./knowledge-topics.ts";

const index = new KnowledgeIndex(seedKnowledgeEntries());
const list = process.argv.includes("--list");
let onTopic = 0;
let offTopic = 0;
let notYet = 0;
let honest = 0;
let falseAnswer = 0;
const withTopic = questions.filter((q) => q.topic);
const unmapped = new Set<string>();
for (const q of questions) {
  const hits = index.search(q.text, q.lang);
  const [hit] = hits;
  const confident = isConfident(hits);
  const slug = hit?.entry.slug ?? "—";
  let mark: string;
  if (q.topic) {
    const wanted = TOPIC_ENTRIES[q.topic];
    if (!wanted) unmapped.add(q.topic);
    if (confident && wanted?.includes(slug)) {
      onTopic += 1;
      mark = "✓";
    } else if (confident) {
      offTopic += 1;
      mark = "✗ off topic";
    } else {
      notYet += 1;
      mark = "· not yet";
    }
  } else if (confident) {
    falseAnswer += 1;
    mark = "✗ answered";
  } else {
    honest += 1;
    mark = "✓ not yet";
  }
  if (list || !mark.startsWith("✓"))
    console.log(`${mark.padEnd(12)} [${(hit?.confidence ?? 0).toFixed(2)}] ${q.lang} ${q.text} → ${slug} (${q.topic ?? "no topic"})`);
}
// The search's cost on the request path (the first byte of a reply to a question back waits for it).
const times: number[] = [];
for (let round = 0; round < 20; round++)
  for (const q of questions) {
    const t0 = performance.now();
    index.search(q.text, q.lang);
    times.push(performance.now() - t0);
  }
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
const built = performance.now();
new KnowledgeIndex(seedKnowledgeEntries());
const buildMs = (performance.now() - built).toFixed(0);
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(0)} %`;
console.log(
  `\ntuning questions: ${questions.length} (${withTopic.length} with a topic). Threshold ${CONFIDENCE_THRESHOLD}.\n` +
    `  answered on topic ${onTopic}/${withTopic.length} (${pct(onTopic, withTopic.length)}), off topic ${offTopic}, "not yet" ${notYet}\n` +
    `  without a topic: honest "not yet" ${honest}/${questions.length - withTopic.length}, answered anyway ${falseAnswer}`,
);
if (unmapped.size) console.log(`  topics with no entry: ${[...unmapped].join(", ")}`);
console.log(
  `  search (MiniSearch + confidence re-ranking): p50 ${at(50)} ms, p95 ${at(95)} ms per question; index build ${buildMs} ms (load average ${(await import("node:os")).loadavg()[0].toFixed(1)})`,
);
