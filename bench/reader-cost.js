#!/usr/bin/env node
// What one chat reply costs the server in-process (a script, not a test): replays the integration
// corpus (tests/corpus/chat-buyers.ts) and the tuning buyers (tests/corpus/tuning/buyers.ts)
// message by message through the interview engine (app/chat/engine.ts `converse`: the reader, the
// fit rules, the knowledge lookup, the reply), with no server and no database, and prints the
// milliseconds a message (mean, p50, p95, max) after a warm-up pass, and the process's CPU time a
// message (steadier than the wall clock on a shared machine).
//
//   npm run bench:reader                     # 3 timed passes (node --experimental-transform-types)
//   npm run bench:reader -- --passes 10
//   node --cpu-prof --experimental-transform-types --no-warnings bench/reader-cost.js
//                                            # then sum self time by function from the .cpuprofile
import { converse, initialState } from "#app/chat/engine.ts";
import { seedLookup } from "#tests/knowledge.ts";

const argv = process.argv.slice(2);
const passesAt = argv.indexOf("--passes");
const PASSES = passesAt >= 0 ? Number(argv[passesAt + 1]) : 3;
const knowledge = seedLookup();

const buyers = [...(await import("#tests/corpus/chat-buyers.ts")).buyers, ...(await import("#tests/corpus/tuning/buyers.ts")).buyers];

/** One pass over every buyer; returns the milliseconds of each message. */
function pass() {
  const times = [];
  const timed = (state, message, lang) => {
    const start = process.hrtime.bigint();
    const r = converse(state, message, lang, knowledge);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    return r.state;
  };
  for (const buyer of buyers) {
    let state = initialState();
    for (const [i, message] of buyer.turns.entries()) {
      state = timed(state, message, buyer.lang);
      const checking = state.suggestion || state.brandCandidate || state.placeCandidate;
      if (checking && buyer.confirms?.[i] !== undefined) state = timed(state, buyer.confirms[i], buyer.lang);
    }
  }
  return times;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

pass(); // warm-up: compile the code paths, fill the lazy indexes
const all = [];
const start = process.hrtime.bigint();
const cpu = process.cpuUsage();
for (let i = 0; i < PASSES; i++) all.push(...pass());
const wall = Number(process.hrtime.bigint() - start) / 1e6;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
all.sort((a, b) => a - b);
const mean = all.reduce((s, t) => s + t, 0) / all.length;
const f = (n) => n.toFixed(3);
console.log(
  `reader cost (in-process converse, ${buyers.length} buyers, ${all.length / PASSES} messages a pass, ${PASSES} passes): ` +
    `mean ${f(mean)} ms, p50 ${f(percentile(all, 50))} ms, p95 ${f(percentile(all, 95))} ms, max ${f(all.at(-1))} ms a message; CPU ${f(cpuMs / all.length)} ms a message (${Math.round(cpuMs)} ms CPU, ${Math.round(wall)} ms wall in all)`,
);
