#!/usr/bin/env node
// Performance figures (a script, not a test). Builds once, starts the production server on a free
// port with a temporary database, and measures it beside a bare node:http "ceiling" server that
// returns the same bytes. Method (docs/performance.md): server under test and ceiling each pinned to
// CPU 0, the load generator in its own process on CPU 1, 10 connections, 5 s each, gzip accepted.
//
//   npm run bench                 # everything
//   npm run bench -- --no-build   # reuse ./build
//   node bench/js-sizes.js        # only the first-load JavaScript of ./build (no server, no load)
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsPerRoute, printJs } from "./js-sizes.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const hasTaskset = (() => {
  try {
    execFileSync("taskset", ["-c", "0", "true"]);
    return os.cpus().length > 1;
  } catch {
    return false;
  }
})();
const pin = (cpu, cmd, cmdArgs) => (hasTaskset ? ["taskset", ["-c", String(cpu), cmd, ...cmdArgs]] : [cmd, cmdArgs]);

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    if (Date.now() - start > timeoutMs) throw new Error(`server did not start: ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function peakRssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** Runs autocannon in its own process (CPU 1) and returns its JSON result. */
function autocannon(url, { method = "GET", body, headers = {} } = {}) {
  const bin = path.join(root, "node_modules/autocannon/autocannon.js");
  const a = ["-c", String(CONNECTIONS), "-d", String(DURATION), "-j", "-H", "accept-encoding=gzip, deflate, br"];
  for (const [k, v] of Object.entries(headers)) a.push("-H", `${k}=${v}`);
  if (method !== "GET") a.push("-m", method);
  if (body) a.push("-b", body);
  a.push(url);
  const [cmd, cmdArgs] = pin(1, process.execPath, [bin, ...a]);
  const out = execFileSync(cmd, cmdArgs, { maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"] }).toString();
  const r = JSON.parse(out);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    statusCodes: r.statusCodeStats,
  };
}

/** A bare node:http server returning fixed bytes (status, headers, body) — the ceiling. */
async function startCeiling(responses) {
  const port = await freePort();
  const script = `
    const http = require("node:http");
    const responses = JSON.parse(process.env.CEILING);
    for (const r of Object.values(responses)) r.body = Buffer.from(r.body, "base64");
    http.createServer((req, res) => {
      const chunks = []; req.on("data", (c) => chunks.push(c)); req.on("end", () => {
        const r = responses[req.method + " " + req.url] || responses[req.method + " " + req.url.split("?")[0]] || responses["GET /"];
        res.writeHead(r.status, r.headers); res.end(r.body);
      });
    }).listen(${port}, "127.0.0.1");`;
  const [cmd, cmdArgs] = pin(0, process.execPath, ["-e", script]);
  const child = spawn(cmd, cmdArgs, { env: { ...process.env, CEILING: JSON.stringify(responses) }, stdio: "ignore" });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGKILL") };
}

async function capture(url, init = {}) {
  const res = await new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method ?? "GET", headers: { "accept-encoding": "gzip", ...(init.body ? { "content-length": String(Buffer.byteLength(init.body)) } : {}), ...init.headers } },
      (r) => {
        const chunks = [];
        r.on("data", (c) => chunks.push(c));
        r.on("end", () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
  const headers = { ...res.headers };
  delete headers["transfer-encoding"];
  delete headers["connection"];
  delete headers["keep-alive"];
  delete headers["date"];
  const setCookie = headers["set-cookie"]?.[0];
  delete headers["set-cookie"];
  headers["content-length"] = String(res.body.length);
  return { status: res.status, headers, body: res.body.toString("base64"), setCookie };
}

async function main() {
  if (!args.has("--no-build")) {
    console.log("building…");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The same heap cap as `npm start` and the Dockerfile.
  const [cmd, cmdArgs] = pin(0, process.execPath, ["--max-old-space-size=128", path.join(root, "server.ts")]);
  const server = spawn(cmd, cmdArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(tmp, "bench.db"),
      SESSION_SECRET: "bench-session-secret-0123456789",
      RATE_LIMITS: "off",
      WEBHOOK_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const results = { date: new Date().toISOString(), method: { connections: CONNECTIONS, seconds: DURATION, pinned: hasTaskset, cpus: os.cpus().length }, pages: {}, chat: null, js: {}, peakRssMb: null };
  try {
    await waitForHttp(`${base}/healthz`);
    // A returning visitor: the cookie the wizard gives with a first answer. Pages asked with it are
    // rendered every time; a first visit (no cookie) may be served from the page cache (server.js).
    const answered = await capture(`${base}/vehicle-step/1`, {
      method: "POST",
      body: "value=Toyota",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    });
    const cookie = String(answered.setCookie ?? "").split(";")[0];
    if (!cookie.startsWith("sam_visitor=")) throw new Error("no visitor cookie from the wizard");
    const targets = [
      { name: "GET /vehicle-step/1 (first visit)", path: "/vehicle-step/1", target: 0.01 },
      { name: "GET /vehicle-step/1 (returning visitor, rendered)", path: "/vehicle-step/1", key: "/vehicle-step/1?rendered", headers: { cookie }, target: 0.01 },
      { name: "GET /fr/fonctionnement", path: "/fr/fonctionnement", target: 0.15 },
      { name: "GET /chat (first visit)", path: "/chat", target: 0.01 },
      { name: "GET /chat (returning visitor, rendered)", path: "/chat", key: "/chat?rendered", headers: { cookie }, target: 0.01 },
    ];
    const contactBody = "name=Bench+Buyer&email=bench%40example.com&phone=&subject=Benchmark&message=Bonjour%2C+ceci+est+un+test+de+performance.";
    const responses = {};
    for (const t of targets) responses[`GET ${t.key ?? t.path}`] = await capture(base + t.path, { headers: t.headers });
    responses["POST /fr/contact"] = await capture(`${base}/fr/contact`, {
      method: "POST",
      body: contactBody,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    });
    responses["GET /"] = responses[`GET ${targets[1].path}`];
    const ceiling = await startCeiling(responses);
    try {
      for (const t of targets) {
        const key = t.key ?? t.path;
        if (responses[`GET ${key}`].status !== 200) {
          results.pages[t.name] = { skipped: `answers ${responses[`GET ${key}`].status}` };
          continue;
        }
        const ours = autocannon(base + t.path, { headers: t.headers });
        const top = autocannon(ceiling.url + key);
        results.pages[t.name] = { ours, ceiling: top, ratio: ours.rps / top.rps, target: t.target };
      }
      const post = { method: "POST", body: contactBody, headers: { "content-type": "application/x-www-form-urlencoded", origin: base } };
      const ours = autocannon(`${base}/fr/contact`, post);
      const top = autocannon(`${ceiling.url}/fr/contact`, post);
      results.pages["POST /fr/contact"] = { ours, ceiling: top, ratio: ours.rps / top.rps, target: 0.02 };
    } finally {
      ceiling.stop();
    }
    const chatBench = path.join(root, "bench/chat.js");
    if (fs.existsSync(chatBench)) {
      const { benchChat } = await import(chatBench);
      results.chat = await benchChat(base, { conversations: 50 });
    }
    results.js = jsPerRoute(root);
    results.peakRssMb = peakRssMb(server.pid);
  } finally {
    server.kill("SIGTERM");
  }

  // Print
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  console.log(`\nSam benchmark — ${results.date} (${CONNECTIONS} connections, ${DURATION} s each, pinned: ${hasTaskset})\n`);
  console.log("| request | ours req/s | p50 ms | p99 ms | ceiling req/s | ratio | target |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, r] of Object.entries(results.pages)) {
    if (r.skipped) {
      console.log(`| ${name} | ${r.skipped} | | | | | |`);
      continue;
    }
    const ok = r.ratio >= r.target ? "met" : "MISSED";
    console.log(`| ${name} | ${r.ours.rps} | ${r.ours.p50} | ${r.ours.p99} | ${r.ceiling.rps} | ${pct(r.ratio)} | ≥ ${pct(r.target)} ${ok} |`);
  }
  if (results.chat) {
    const c = results.chat;
    console.log(`\nchat (built-in, ${c.conversations} concurrent): first byte p50 ${c.firstByte.p50} ms, p95 ${c.firstByte.p95} ms (target ≤ 30); full reply p50 ${c.full.p50} ms, p95 ${c.full.p95} ms`);
  }
  console.log("");
  printJs(results.js);
  console.log(`\npeak RSS: ${results.peakRssMb} MB (target ≤ 200)`);
  const out = path.join(root, "bench/results", `bench-${results.date.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify(results, null, 2));
  console.log(`\nwritten: ${path.relative(root, out)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
