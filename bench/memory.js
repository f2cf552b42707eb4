#!/usr/bin/env node
// Where the server's memory goes under the bench's loads (a script, not a test; decision 031).
// Starts ./build's server pinned to CPU 0 with `npm start`'s Node flags, samples its memory every
// 250 ms (bench/memtrace.js), and runs a FIXED amount of each load of `npm run bench` (autocannon on
// CPU 1, 10 connections), then the 50 chat conversations: the same work whatever the machine's
// speed, so runs compare even on a shared machine. Prints the peaks per phase and CPU ms per request.
//
//   node bench/memory.js                              # npm start's flags
//   node bench/memory.js --max-semi-space-size=64     # plus (or overriding) Node flags
//   node bench/memory.js --no-start-flags --max-old-space-size=128   # only the flags given
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchChat } from "./chat.js";
import { freePort, pin, root, serverEnv, startFlags } from "./support.js";

const args = process.argv.slice(2);
const flags = [...(args.includes("--no-start-flags") ? [] : startFlags), ...args.filter((a) => a !== "--no-start-flags")];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-memory-"));
const trace = path.join(tmp, "trace.jsonl");
const [cmd, cmdArgs] = pin(0, process.execPath, [...flags, "--import", path.join(root, "bench/memtrace.js"), path.join(root, "server.ts")]);
const server = spawn(cmd, cmdArgs, {
  cwd: root,
  env: serverEnv(port, tmp, { MEMTRACE_FILE: trace }),
  stdio: ["ignore", "ignore", "inherit"],
});

// The server's CPU time (user + system) from /proc, in ms.
const ticks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
const cpuTimeMs = () => {
  const f = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(f[11]) + Number(f[12])) * 1000) / ticks;
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 150) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const answered = await fetch(`${base}/vehicle-step/1`, {
    method: "POST",
    body: "value=Toyota",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    redirect: "manual",
  });
  const cookie = (answered.headers.getSetCookie()[0] ?? "").split(";")[0];
  const contactBody =
    "name=Bench+Buyer&email=bench%40example.com&phone=&subject=Benchmark&message=Bonjour%2C+ceci+est+un+test+de+performance.";
  const phases = [
    { name: "GET /vehicle-step/1 (first visit)", path: "/vehicle-step/1", amount: 3000 },
    { name: "GET /vehicle-step/1 (returning visitor, rendered)", path: "/vehicle-step/1", amount: 200, headers: [`cookie=${cookie}`] },
    { name: "GET /fr/fonctionnement", path: "/fr/fonctionnement", amount: 5000 },
    { name: "GET /chat (first visit)", path: "/chat", amount: 3000 },
    { name: "GET /chat (returning visitor, rendered)", path: "/chat", amount: 200, headers: [`cookie=${cookie}`] },
    {
      name: "POST /fr/contact",
      path: "/fr/contact",
      amount: 1500,
      extra: ["-m", "POST", "-b", contactBody, "-H", "content-type=application/x-www-form-urlencoded", "-H", `origin=${base}`],
    },
  ];
  const rows = [];
  for (const p of phases) {
    const from = Date.now();
    const cpu = cpuTimeMs();
    const a = ["-c", "10", "-a", String(p.amount), "-j", "-H", "accept-encoding=gzip, deflate, br"];
    for (const h of p.headers ?? []) a.push("-H", h);
    const [acCmd, acArgs] = pin(1, process.execPath, [
      path.join(root, "node_modules/autocannon/autocannon.js"),
      ...a,
      ...(p.extra ?? []),
      base + p.path,
    ]);
    const r = JSON.parse(execFileSync(acCmd, acArgs, { maxBuffer: 1 << 26, stdio: ["ignore", "pipe", "ignore"] }).toString());
    rows.push({ name: p.name, from, to: Date.now(), cpuPerRequest: (cpuTimeMs() - cpu) / r.requests.total });
  }
  const from = Date.now();
  const cpu = cpuTimeMs();
  const chat = await benchChat(base, { conversations: 50 });
  rows.push({ name: "chat, 50 conversations", from, to: Date.now(), cpuPerRequest: (cpuTimeMs() - cpu) / chat.replies });
  await new Promise((r) => setTimeout(r, 300));

  const samples = fs
    .readFileSync(trace, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const peak = (list, key) => Math.max(0, ...list.map((s) => s[key]));
  console.log(`\nSam memory — ${new Date().toISOString()}, node ${flags.join(" ")} (load average ${os.loadavg()[0].toFixed(1)})\n`);
  console.log(
    "| phase | RSS | heap total | heap used | external | anon RSS | file RSS | CPU ms/request |\n|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    const s = samples.filter((x) => x.t >= r.from && x.t <= r.to);
    const cells = ["rss", "heapTotal", "heapUsed", "external", "anon", "file"].map((k) => peak(s, k));
    console.log(`| ${r.name} | ${cells.join(" | ")} | ${r.cpuPerRequest.toFixed(2)} |`);
  }
  console.log(`\npeak RSS (VmHWM): ${peak(samples, "hwm")} MB (target ≤ 200); MB throughout, peaks per phase`);
} finally {
  server.kill("SIGTERM");
  setTimeout(() => fs.rmSync(tmp, { recursive: true, force: true }), 1_000);
}
