#!/usr/bin/env node
// Lighthouse (mobile preset, Debian's Chromium) on every public page in both languages.
//   npm run audit                # builds first
//   npm run audit -- --no-build
// Prints performance, accessibility, best-practices and SEO scores beside the targets and writes
// bench/results/audit-latest.json.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const targets = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };

const pagesModule = fs.readFileSync(path.join(root, "tests/e2e/public-pages.ts"), "utf8");
const pages = [...pagesModule.matchAll(/"(\/[^"]*)"/g)].map((m) => m[1]).filter((p) => !/nulle-part|nowhere/.test(p));

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chrome)) execFileSync("bash", [path.join(root, "scripts/ensure-chromium.sh")], { stdio: "inherit" });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sam-audit-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, "server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(tmp, "audit.db"),
      SESSION_SECRET: "audit-session-secret-0123456789",
      RATE_LIMITS: "off",
      PUBLIC_URL: base,
    },
    stdio: "ignore",
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {}
      if (i > 150) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const bin = path.join(root, "node_modules/lighthouse/cli/index.js");
    const results = {};
    console.log("| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
    for (const page of pages) {
      const out = path.join(tmp, "lh.json");
      execFileSync(
        process.execPath,
        [
          bin,
          base + page,
          "--quiet",
          "--output=json",
          `--output-path=${out}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "pipe"], timeout: 180_000 },
      );
      const report = JSON.parse(fs.readFileSync(out, "utf8"));
      const scores = Object.fromEntries(Object.keys(targets).map((k) => [k, Math.round((report.categories[k]?.score ?? 0) * 100)]));
      const failing = Object.fromEntries(
        Object.keys(targets)
          .filter((k) => scores[k] < 100)
          .map((k) => [
            k,
            report.categories[k].auditRefs
              .filter((r) => r.weight > 0 && report.audits[r.id].score !== null && report.audits[r.id].score < 1)
              .map((r) => r.id),
          ]),
      );
      results[page] = { scores, failing };
      const cell = (k) => `${scores[k]}${scores[k] < targets[k] ? " ✗" : ""}`;
      console.log(`| ${page} | ${cell("performance")} | ${cell("accessibility")} | ${cell("best-practices")} | ${cell("seo")} |`);
    }
    console.log(
      `\ntargets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ≥ ${targets["best-practices"]}, SEO ≥ ${targets.seo}`,
    );
    const misses = Object.entries(results).flatMap(([p, r]) =>
      Object.entries(r.failing)
        .filter(([, ids]) => ids.length)
        .map(([k, ids]) => `${p} ${k}: ${ids.join(", ")}`),
    );
    if (misses.length) console.log(`\naudits below 100:\n  ${misses.join("\n  ")}`);
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "bench/results/audit-latest.json"),
      JSON.stringify({ date: new Date().toISOString(), targets, results }, null, 2),
    );
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
