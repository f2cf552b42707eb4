#!/usr/bin/env node
// Chat benchmark (a script, not a test): N concurrent buyers each run a whole French interview
// against POST /chat/stream with the built-in interviewer, and we time, per reply, the first byte
// of the streamed body (the first words of Sam's reply) and the whole reply (committed, `done`).
//
//   node bench/chat.js                 # builds nothing; starts ./build's server on a free port
//   node bench/chat.js http://host:port   # against a running server
// `npm run bench` also runs it (see bench/run.js) at 50 concurrent conversations.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort, root, serverEnv, startFlags } from "./support.js";

const script = [
  "Bonjour, je cherche un Honda CR-V hybride neuf",
  // A question back: answered from the knowledge base (decision 054), then the interview goes on.
  "c'est combien les taxes sur un char au Québec ?",
  "EX-L, traction intégrale",
  "sièges chauffants",
  "noir",
  "financement sur 60 mois",
  "non",
  "5 concessionnaires, par courriel",
  "Jean Banc, jean.banc@courriel.ca, Montréal",
  "A",
];

const agent = new http.Agent({ keepAlive: false, maxSockets: 1000 });

/** One POST; resolves with the time to the first body byte, the whole time, and the parsed events. */
function post(base, cookie, fields) {
  const body = new URLSearchParams(fields).toString();
  const url = new URL("/chat/stream", base);
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let firstByte;
    const req = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => {
          firstByte ??= Number(process.hrtime.bigint() - start) / 1e6;
          chunks.push(c);
        });
        res.on("end", () => {
          const total = Number(process.hrtime.bigint() - start) / 1e6;
          const text = Buffer.concat(chunks).toString("utf8");
          const events = text
            .split("\n")
            .filter(Boolean)
            .map((l) => JSON.parse(l));
          resolve({ status: res.statusCode, setCookie: res.headers["set-cookie"]?.[0], firstByte, total, events });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)] * 10) / 10;
}

/**
 * Runs `conversations` interviews at once; returns first-byte and whole-reply percentiles (ms).
 * Each buyer waits `thinkMs` after a reply before the next message (1 s: the spec's fastest
 * automated-test pace); `thinkMs: 0` hammers the server back to back (saturation).
 */
export async function benchChat(base, { conversations = 50, rounds = 2, thinkMs = 1000 } = {}) {
  const firstBytes = [];
  const totals = [];
  let completed = 0;
  let failures = 0;
  async function buyer() {
    let cookie;
    for (let round = 0; round < rounds; round++) {
      let c;
      for (const message of script) {
        const r = await post(base, cookie, c ? { message, c } : { message });
        if (r.setCookie) cookie = r.setCookie.split(";")[0];
        const done = r.events.find((e) => e.type === "done");
        if (r.status !== 200 || !done) {
          failures += 1;
          continue;
        }
        c = done.conversationId;
        if (done.completed) completed += 1;
        firstBytes.push(r.firstByte);
        totals.push(r.total);
        if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      }
    }
  }
  // Warm up the server (the first requests compile its code paths), then measure.
  for (let i = 0; i < 3; i++) {
    let cookie;
    let c;
    for (const message of script) {
      const r = await post(base, cookie, c ? { message, c } : { message });
      if (r.setCookie) cookie = r.setCookie.split(";")[0];
      c = r.events.find((e) => e.type === "done")?.conversationId;
    }
  }
  await Promise.all(
    Array.from({ length: conversations }, (_, i) => new Promise((r) => setTimeout(r, (i * thinkMs) / conversations)).then(buyer)),
  );
  return {
    conversations,
    thinkMs,
    replies: firstBytes.length,
    completed,
    failures,
    firstByte: { p50: percentile(firstBytes, 50), p95: percentile(firstBytes, 95), max: percentile(firstBytes, 100) },
    full: { p50: percentile(totals, 50), p95: percentile(totals, 95) },
  };
}

async function main() {
  let base = process.argv[2];
  let server;
  let tmp;
  if (!base) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-chat-bench-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The same heap caps as `npm start` and the Dockerfile.
    server = spawn(process.execPath, [...startFlags, path.join(root, "server.ts")], {
      cwd: root,
      env: serverEnv(port, tmp),
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {}
      if (i > 150) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const cpuMs = () => {
    try {
      const f = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch {
      return NaN;
    }
  };
  try {
    const conversations = Number(process.env.BENCH_CHATS ?? 50);
    for (const thinkMs of [1000, 0]) {
      const cpuBefore = server ? cpuMs() : NaN;
      const r = await benchChat(base, { conversations, thinkMs });
      console.log(
        `chat (built-in, ${r.conversations} concurrent conversations, ${thinkMs ? `${thinkMs} ms think time` : "no think time: saturation"}, ${r.replies} replies, ${r.completed} completed, ${r.failures} failures): ` +
          `first byte p50 ${r.firstByte.p50} ms, p95 ${r.firstByte.p95} ms, max ${r.firstByte.max} ms${thinkMs ? " (target p95 ≤ 10, issue 14)" : " (no target: saturation)"}; ` +
          `whole reply p50 ${r.full.p50} ms, p95 ${r.full.p95} ms` +
          (server ? `; server CPU ${((cpuMs() - cpuBefore) / (r.replies + 1)).toFixed(2)} ms per reply` : ""),
      );
    }
    console.log(`(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);
  } finally {
    server?.kill("SIGTERM");
    agent.destroy();
    if (tmp) setTimeout(() => fs.rmSync(tmp, { recursive: true, force: true }), 500);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
