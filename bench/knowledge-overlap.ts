#!/usr/bin/env node
// Which knowledge-base entries answer the same question (decision 080; a script, not a test): each
// phrasing of each seed entry is weighed against its own entry without it and against every other
// entry, by the coverage confidence of app/chat/knowledge/confidence.ts. An entry whose phrasings
// are closer to one other entry than to their own, often, overlaps that entry: the two are a
// candidate for a merge or for sharper phrasings. Reads no corpus sentence.
//
//   node bench/knowledge-overlap.ts           # pairs where ≥ 20 % of one entry's phrasings go to the other
//   node bench/knowledge-overlap.ts 0.1       # another share
import { coverage, profileOf, vocabularyOf } from "#app/chat/knowledge/confidence.ts";
import { seedKnowledgeEntries } from "#tests/knowledge.ts";

const share = Number(process.argv[2] ?? 0.2);
const entries = seedKnowledgeEntries();
const rows: Array<{ from: string; to: string; n: number; of: number }> = [];
for (const lang of ["fr", "en"] as const) {
  const profiles = entries.map((e) => profileOf(e[lang].questions, e.tags.join(" "), e[lang].answer, lang));
  const vocab = vocabularyOf(profiles);
  entries.forEach((e, i) => {
    const to = new Map<string, number>();
    e[lang].questions.forEach((q, k) => {
      const own = profileOf(
        e[lang].questions.filter((_, j) => j !== k),
        e.tags.join(" "),
        e[lang].answer,
        lang,
      );
      let best = coverage(q, lang, own, vocab).closeness;
      let bestSlug = e.slug;
      profiles.forEach((p, j) => {
        if (j === i) return;
        const c = coverage(q, lang, p, vocab).closeness;
        if (c > best) [best, bestSlug] = [c, entries[j].slug];
      });
      if (bestSlug !== e.slug) to.set(bestSlug, (to.get(bestSlug) ?? 0) + 1);
    });
    for (const [slug, n] of to) rows.push({ from: `${e.slug} (${lang})`, to: slug, n, of: e[lang].questions.length });
  });
}
rows.sort((a, b) => b.n / b.of - a.n / a.of);
console.log("entry (language) → the entry its phrasings are closer to: how many of its phrasings");
for (const r of rows.filter((r) => r.n / r.of >= share)) console.log(`  ${r.from} → ${r.to}: ${r.n}/${r.of}`);
