import { KnowledgeIndex } from "#app/chat/knowledge/search.ts";
import { coverage } from "#app/chat/knowledge/confidence.ts";
import { seedKnowledgeEntries } from "#tests/knowledge.ts";
import { questions } from "#tests/corpus/tuning/questions.ts";
import { TOPIC_ENTRIES } from "./bench/knowledge-topics.ts";
const entries = seedKnowledgeEntries();
const index = new KnowledgeIndex(entries);
const slug = (id: number) => entries[id - 1].slug;
const all = questions.filter((q) => q.topic === null || TOPIC_ENTRIES[q.topic]);
const rows = all.map((q) => {
  const L = (index as any).langs[q.lang];
  const found = L.search.search(q.text).slice(0, 10);
  const top = found[0]?.score ?? 1;
  const cands = found.map((r: any, rank: number) => ({ slug: slug(Number(r.id)), msn: r.score / top, cov: coverage(q.text, q.lang, L.profiles.get(Number(r.id)), L.vocab).confidence, rank }));
  const byCov = [...cands].sort((a, b) => b.cov - a.cov);
  cands.forEach((c: any) => (c.covRank = byCov.indexOf(c)));
  return { q, cands };
});
function run(name: string, score: (c: any) => number, conf: (c: any[]) => boolean) {
  let right = 0, wrong = 0, unk = 0, nullOk = 0, nulls = 0;
  for (const r of rows) {
    const c = [...r.cands].sort((a, b) => score(b) - score(a));
    const confident = c.length > 0 && conf(c);
    if (r.q.topic === null) { nulls++; if (!confident) nullOk++; continue; }
    const ok = c[0] && TOPIC_ENTRIES[r.q.topic].includes(c[0].slug);
    if (confident && ok) right++; else if (confident) wrong++; else unk++;
  }
  return { name, on: right + nullOk, right, wrong, unk, nullOk, nulls };
}
const res: any[] = [];
const rrf = (k: number) => (c: any) => 1 / (k + c.rank) + 1 / (k + c.covRank);
for (const k of [1, 3, 10]) for (const ta of [0.2, 0.25, 0.3, 0.35]) for (const tb of [0.4, 0.45, 0.5, 0.6])
  res.push(run(`rrf${k} agree>=${ta} or >=${tb}`, rrf(k), (c) => { const best = c[0]; const agree = best.rank === 0 && best.covRank === 0; return (agree && best.cov >= ta) || best.cov >= tb; }));
for (const ta of [0.2, 0.25, 0.3, 0.35]) for (const tb of [0.4, 0.45, 0.5, 0.6])
  res.push(run(`ms-rank agree>=${ta} or cov>=${tb}`, (c) => -c.rank, (c) => { const best = c[0]; return (best.covRank === 0 && best.cov >= ta) || best.cov >= tb; }));
res.push(run("current", (c) => c.cov, (c) => c[0].cov >= 0.45 || (c[0].cov >= 0.3 && c[0].cov >= 1.6 * (c[1]?.cov ?? 0))));
res.sort((a, b) => b.on - a.on);
for (const r of res.slice(0, 15)) console.log(r);
console.log(res.find((r) => r.name === "current"));
