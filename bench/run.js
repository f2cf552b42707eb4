#!/usr/bin/env node
// Performance figures (a script, not a test). Builds once, starts the production server on a free
// port with a temporary database, and measures it beside a bare node:http "ceiling" server that
// returns the same bytes. Method (docs/performance.md): server under test and ceiling each pinned to
// CPU 0, the load generator in its own process on CPU 1, 10 connections, 5 s each, gzip accepted.
//
//   npm run bench                 # everything
//   npm run bench -- --no-build   # reuse ./build
//   npm run bench:reader          # only the chat reader's cost in-process (bench/reader-cost.js)
//   node bench/js-sizes.js        # only the first-load JavaScript of ./build (no server, no load)
//   npm run bench -- --postgres   # also: POST and page figures on SQLite and PostgreSQL, one and
//                                 # three instances (a throw-away PostgreSQL via scripts/with-postgres.sh,
//                                 # or the database of BENCH_DATABASE_URL)
//   npm run bench -- --postgres --only-databases   # that comparison alone
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { jsPerRoute, printJs } from "./js-sizes.js";
import { canPin, freePort, pin, root, serverEnv, startFlags } from "./support.js";

const SERVER_FLAGS = startFlags;
const args = new Set(process.argv.slice(2));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

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
      {
        hostname: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: init.method ?? "GET",
        headers: {
          "accept-encoding": "gzip",
          ...(init.body ? { "content-length": String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
      },
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

/**
 * The same POST and a rendered page on SQLite and on PostgreSQL, with one instance and
 * with three on one database. Three autocannon processes (one per instance, 4 connections each)
 * run at once and their figures are added; nothing is pinned (3 servers, PostgreSQL and the load
 * on 2 cores), so compare the rows with each other, not with the table above.
 */
async function benchDatabases(pgUrl) {
  const rows = [];
  const contactBody =
    "name=Bench+Buyer&email=bench%40example.com&phone=&subject=Benchmark&message=Bonjour%2C+ceci+est+un+test+de+performance.";
  const pg = await import("pg");
  for (const dialect of ["sqlite", "postgres"]) {
    for (const instances of [1, 3]) {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-bench-db-"));
      let url;
      let schema;
      if (dialect === "postgres") {
        schema = `bench_${instances}_${process.pid}`;
        const c = new pg.default.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
        await c.end();
        const u = new URL(pgUrl);
        u.searchParams.set("options", `-c search_path=${schema}`);
        url = u.toString();
      }
      const servers = [];
      try {
        for (let i = 0; i < instances; i++) {
          const port = await freePort();
          const child = spawn(process.execPath, [...SERVER_FLAGS, path.join(root, "server.ts")], {
            cwd: root,
            env: serverEnv(port, tmp, { ...(url ? { DATABASE_URL: url, DATABASE_POOL_SIZE: "10" } : {}), LOG_LEVEL: "warn" }),
            stdio: ["ignore", "ignore", "inherit"],
          });
          servers.push({ child, base: `http://127.0.0.1:${port}` });
        }
        for (const s of servers) await waitForHttp(`${s.base}/healthz`);
        const answered = await capture(`${servers[0].base}/vehicle-step/1`, {
          method: "POST",
          body: "value=Toyota",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: servers[0].base },
        });
        const cookie = String(answered.setCookie ?? "").split(";")[0];
        const measures = [
          {
            name: "POST /fr/contact",
            path: "/fr/contact",
            init: { method: "POST", body: contactBody, headers: { "content-type": "application/x-www-form-urlencoded" } },
          },
          { name: "GET /vehicle-step/1 (returning visitor, rendered)", path: "/vehicle-step/1", init: { headers: { cookie } } },
        ];
        for (const m of measures) {
          const results = await Promise.all(
            servers.map((s) =>
              autocannonAsync(
                s.base + m.path,
                { ...m.init, headers: { ...m.init.headers, origin: s.base } },
                Math.max(4, Math.round(CONNECTIONS / instances)),
              ),
            ),
          );
          const rps = results.reduce((a, r) => a + r.rps, 0);
          const p50 = Math.max(...results.map((r) => r.p50));
          const p99 = Math.max(...results.map((r) => r.p99));
          const bad = results.reduce((a, r) => a + r.failed + r.errors, 0);
          rows.push({ dialect, instances, name: m.name, rps, p50, p99, bad });
        }
      } finally {
        for (const s of servers) s.child.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 1_000));
        fs.rmSync(tmp, { recursive: true, force: true });
        if (schema) {
          const c = new pg.default.Client({ connectionString: pgUrl });
          await c.connect();
          await c.query(`drop schema if exists ${schema} cascade`);
          await c.end();
        }
      }
    }
  }
  return rows;
}

/** autocannon without pinning, in its own process, not blocking (several run at once). */
function autocannonAsync(url, { method = "GET", body, headers = {} } = {}, connections = CONNECTIONS) {
  const bin = path.join(root, "node_modules/autocannon/autocannon.js");
  const a = ["-c", String(connections), "-d", String(DURATION), "-j", "-H", "accept-encoding=gzip, deflate, br"];
  for (const [k, v] of Object.entries(headers)) a.push("-H", `${k}=${v}`);
  if (method !== "GET") a.push("-m", method);
  if (body) a.push("-b", body);
  a.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...a], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const r = JSON.parse(out);
        const failed = Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, v]) => n + (Number(code) >= 400 ? v.count : 0), 0);
        resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, failed, errors: r.errors });
      } catch (error) {
        reject(error);
      }
    });
  });
}

function printDatabases(rows) {
  console.log("\nSQLite and PostgreSQL, one and three instances on one database (not pinned; figures added over the instances):");
  console.log("| request | database | instances | req/s | p50 ms | p99 ms | 4xx/5xx answers or errors |\n|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.dialect} | ${r.instances} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bad} |`);
}

async function main() {
  if (args.has("--postgres") && !process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) {
    // A throw-away PostgreSQL for this run (installed and started by the same script as the tests).
    execFileSync("bash", [path.join(root, "scripts/with-postgres.sh"), process.execPath, ...process.argv.slice(1)], {
      cwd: root,
      stdio: "inherit",
    });
    return;
  }
  if (args.has("--only-databases")) {
    if (!args.has("--no-build")) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
    const rows = await benchDatabases(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
    printDatabases(rows);
    const out = path.join(root, "bench/results", `databases-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), seconds: DURATION, databases: rows }, null, 2));
    console.log(`\nwritten: ${path.relative(root, out)}`);
    return;
  }
  if (!args.has("--no-build")) {
    console.log("building…");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The same heap caps as `npm start` and the Dockerfile.
  const [cmd, cmdArgs] = pin(0, process.execPath, [...SERVER_FLAGS, path.join(root, "server.ts")]);
  const server = spawn(cmd, cmdArgs, {
    cwd: root,
    env: serverEnv(port, tmp),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const results = {
    date: new Date().toISOString(),
    method: { connections: CONNECTIONS, seconds: DURATION, pinned: canPin, cpus: os.cpus().length },
    pages: {},
    chat: null,
    js: {},
    peakRssMb: null,
  };
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
      {
        name: "GET /vehicle-step/1 (returning visitor, rendered)",
        path: "/vehicle-step/1",
        key: "/vehicle-step/1?rendered",
        headers: { cookie },
        target: 0.01,
      },
      { name: "GET /fr/fonctionnement", path: "/fr/fonctionnement", target: 0.15 },
      { name: "GET /chat (first visit)", path: "/chat", target: 0.01 },
      { name: "GET /chat (returning visitor, rendered)", path: "/chat", key: "/chat?rendered", headers: { cookie }, target: 0.01 },
    ];
    const contactBody =
      "name=Bench+Buyer&email=bench%40example.com&phone=&subject=Benchmark&message=Bonjour%2C+ceci+est+un+test+de+performance.";
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
  // The chat reader's cost in-process (bench/reader-cost.js, one timed pass), once the server has stopped.
  results.readerCost = execFileSync(
    process.execPath,
    ["--experimental-transform-types", "--no-warnings", path.join(root, "bench/reader-cost.js"), "--passes", "1"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  )
    .toString()
    .trim();
  if (args.has("--postgres")) {
    await new Promise((r) => setTimeout(r, 1_000));
    results.databases = await benchDatabases(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
  }

  // Print
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  console.log(`\nSam benchmark — ${results.date} (${CONNECTIONS} connections, ${DURATION} s each, pinned: ${canPin})\n`);
  console.log("| request | ours req/s | p50 ms | p99 ms | ceiling req/s | ratio | target |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, r] of Object.entries(results.pages)) {
    if (r.skipped) {
      console.log(`| ${name} | ${r.skipped} | | | | | |`);
      continue;
    }
    const ok = r.ratio >= r.target ? "met" : "MISSED";
    console.log(
      `| ${name} | ${r.ours.rps} | ${r.ours.p50} | ${r.ours.p99} | ${r.ceiling.rps} | ${pct(r.ratio)} | ≥ ${pct(r.target)} ${ok} |`,
    );
  }
  if (results.chat) {
    const c = results.chat;
    console.log(
      `\nchat (built-in, ${c.conversations} concurrent): first byte p50 ${c.firstByte.p50} ms, p95 ${c.firstByte.p95} ms (target p95 ≤ 10, issue 14); full reply p50 ${c.full.p50} ms, p95 ${c.full.p95} ms`,
    );
  }
  console.log(`\n${results.readerCost}`);
  console.log("");
  printJs(results.js);
  console.log(`\npeak RSS: ${results.peakRssMb} MB (target ≤ 200)`);
  if (results.databases) printDatabases(results.databases);
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
