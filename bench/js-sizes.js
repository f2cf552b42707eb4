#!/usr/bin/env node
// JavaScript each page loads up front (a script, not a test): from the client build's route
// manifest, the entry and every chunk a route imports statically (what the server's HTML
// preloads), gzip bytes, split into framework (React, React Router), libraries (i18n, forms) and
// our own code — chunks are named that way by vite.config.ts. Chunks loaded later by a dynamic
// import (the forms' validation, decision 027) are not part of the first load.
//
//   node bench/js-sizes.js          # reads ./build (run `npm run build` first)
//   npm run bench                   # prints the same table after the load tests
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** Decimal kilobytes, as Vite prints them and as the issues state the budgets (decision 029). */
export const KB = 1000;
const KIB = 1024;

/**
 * The budgets (issue 13 item 4, issue 14), in KB of 1000 bytes: every form page's first load
 * ≤ 129 KB gzip in all, React and React Router included; the chat ≤ 120 KB. Route ids from
 * app/routes.ts (French; the English twins load the same chunks and are checked too).
 */
export const budgets = [
  { page: "/fr/contact", routes: ["contact-fr", "contact-en"], kb: 129 },
  { page: "/evaluation-propriete", routes: ["property-fr", "property-en"], kb: 129 },
  { page: "/vehicle-form", routes: ["vehicle-form-fr", "vehicle-form-en"], kb: 129 },
  { page: "/vehicle-step/N", routes: ["vehicle-step-fr", "vehicle-step-en"], kb: 129 },
  { page: "/vehicle-step/success", routes: ["vehicle-step-success-fr", "vehicle-step-success-en"], kb: 129 },
  { page: "/chat", routes: ["chat-fr", "chat-en"], kb: 120 },
];

function readManifest(root) {
  const assets = path.join(root, "build/client/assets");
  const manifestFile = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f)) : undefined;
  if (!manifestFile) return null;
  const text = fs.readFileSync(path.join(assets, manifestFile), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** How the built server sends the route manifest: "initial" (one file) or "lazy" (inlined per page). */
function routeDiscovery(root) {
  const server = path.join(root, "build/server/index.js");
  if (!fs.existsSync(server)) return "lazy";
  return /routeDiscovery = \{ "mode": "initial" \}/.test(fs.readFileSync(server, "utf8")) ? "initial" : "lazy";
}

/**
 * The route manifest a page's HTML carries, gzip: with "initial" discovery the whole manifest file;
 * with "lazy" discovery the part inlined in the page (the entry, the routes matching the address
 * and its parent paths), as React Router writes it (JSON with two-space indents).
 */
function manifestBytes(root, manifest, route) {
  const manifestFile = path.join(root, "build/client", manifest.url);
  if (routeDiscovery(root) === "initial") return zlib.gzipSync(fs.readFileSync(manifestFile)).length;
  const routes = {};
  for (let cur = route; cur; cur = manifest.routes[cur.parentId]) routes[cur.id] = cur;
  for (const r of Object.values(manifest.routes)) if (r.path === "/") routes[r.id] = r;
  const partial = { entry: manifest.entry, routes, url: manifest.url, version: manifest.version };
  return zlib.gzipSync(`window.__reactRouterManifest = ${JSON.stringify(partial, null, 2)};`).length;
}

/**
 * First-load JavaScript of every route with a component: { total, framework, libraries, app,
 * manifest, files }. `manifest` is the route manifest the page loads (decision 034).
 */
export function jsPerRoute(root) {
  const manifest = readManifest(root);
  if (!manifest) return {};
  const sizes = new Map();
  const gz = (p) => {
    if (!sizes.has(p)) sizes.set(p, zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", p))).length);
    return sizes.get(p);
  };
  const result = {};
  for (const [id, r] of Object.entries(manifest.routes)) {
    if (id === "root" || !r.hasDefaultExport) continue;
    const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (let cur = r; cur; cur = manifest.routes[cur.parentId]) {
      files.add(cur.module);
      for (const f of cur.imports ?? []) files.add(f);
    }
    const routeManifest = manifestBytes(root, manifest, r);
    const split = {
      framework: 0,
      libraries: 0,
      app: 0,
      manifest: routeManifest,
      total: routeManifest,
      files: [...files].map((f) => path.basename(f)),
    };
    for (const f of files) {
      const size = gz(f);
      const name = path.basename(f);
      if (name.startsWith("vendor-react")) split.framework += size;
      else if (name.startsWith("vendor-")) split.libraries += size;
      else split.app += size;
      split.total += size;
    }
    result[id] = split;
  }
  return result;
}

/** The budget table: each page's largest twin against its target. */
export function budgetRows(js) {
  return budgets.map((b) => {
    const measured = b.routes.map((id) => js[id]).filter(Boolean);
    const worst = measured.reduce((a, v) => (a && a.total >= v.total ? a : v), null);
    return { ...b, bytes: b.kb * KB, measured: worst, met: worst ? worst.total <= b.kb * KB : false };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const kib = (bytes) => (bytes / KIB).toFixed(1);

/** Prints the budget table, then every route (gzip bytes). */
export function printJs(js, log = console.log) {
  log("First-load JavaScript of the form pages and the chat, KB gzip (1 KB = 1000 bytes; React and React Router included):");
  log(
    "| page | total | KiB | framework | libraries | app | route manifest | target | headroom | |\n|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of budgetRows(js)) {
    if (!r.measured) {
      log(`| ${r.page} | not built | | | | | | ≤ ${r.kb} | | MISSED |`);
      continue;
    }
    const m = r.measured;
    log(
      `| ${r.page} | ${kb(m.total)} | ${kib(m.total)} | ${kb(m.framework)} | ${kb(m.libraries)} | ${kb(m.app)} | ${kb(m.manifest)} | ≤ ${r.kb} | ${kb(r.bytes - m.total)} | ${r.met ? "met" : "MISSED"} |`,
    );
  }
  log(
    "\nEvery route, gzip bytes (the server drops the scripts of info pages; the operator pages have no budget yet and still\nload zod and conform up front: decision 027 says how they can adopt the live form, as the dealer's offer page did in 035):",
  );
  log("| route | total | framework | libraries | app | route manifest |\n|---|---|---|---|---|---|");
  for (const [id, v] of Object.entries(js)) log(`| ${id} | ${v.total} | ${v.framework} | ${v.libraries} | ${v.app} | ${v.manifest} |`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const js = jsPerRoute(root);
  if (!Object.keys(js).length) {
    console.error("no client build: run `npm run build` first");
    process.exit(1);
  }
  printJs(js);
}

/**
 * What a page's HTML really makes the browser load, gzip: every module it preloads (files of
 * the client build) and its inline boot script (route imports and the inlined route manifest).
 * The page's data (`__reactRouterContext`) is not code and is not counted. `base` is a running
 * built server.
 */
export async function jsOfPage(root, base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const files = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g)) files.add(m[1]);
  let total = 0;
  for (const f of files) total += zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", f))).length;
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (/__reactRouterManifest|import \* as route/.test(m[1])) total += zlib.gzipSync(m[1]).length;
  return { total, files: [...files].map((f) => path.basename(f)) };
}
