import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { useServer } from "./support.ts";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request with exactly the given method, headers and body (no client adding its own). */
function raw(
  base: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | string[] } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + pathname, { method: init.method ?? "GET", headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    // An array is sent piece by piece without a length: chunked transfer encoding.
    for (const piece of [init.body ?? []].flat()) req.write(piece);
    req.end();
  });
}

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

/** The HTTP layer of server.ts: files, compression, HEAD, limits, origins, headers. */
describe("the production HTTP layer", () => {
  const server = useServer();

  it("serves built assets as immutable and a missing asset as a plain 404", async () => {
    const asset = fs.readdirSync(assetsDir).find((f) => f.endsWith(".js"))!;
    const ok = await raw(server.base, `/assets/${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(ok.status).toBe(200);
    expect(ok.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(ok.headers["cache-control"]).toMatch(/immutable/);
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    const missing = await raw(server.base, "/assets/nothing-here-123.js");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain("<main"); // not a rendered app page
    const favicon = await raw(server.base, "/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers["cache-control"]).toMatch(/max-age=3600/);
  });

  it("gzips pages for clients that accept it, with a correct length, and answers HEAD without a body", async () => {
    const zipped = await raw(server.base, "/chat", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(zlib.gunzipSync(zipped.body).toString()).toContain("<!DOCTYPE html>");
    const plain = await raw(server.base, "/chat");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("</html>");
    expect(plain.headers["content-security-policy"]).toMatch(/'nonce-|'sha256-/);
    const head = await raw(server.base, "/chat", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toMatch(/text\/html/);
    expect(head.body.length).toBe(0);
  });

  it("serves a cached info page with the same bytes and headers every time", async () => {
    const first = await raw(server.base, "/fr/fonctionnement");
    const second = await raw(server.base, "/fr/fonctionnement");
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["cache-control"]).toMatch(/public/);
    expect(second.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'none'/);
  });

  it("refuses bodies without a length (411), above 256 KB (413) and writes from another origin (403)", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const chunked = await raw(server.base, "/fr/contact", { method: "POST", headers: form, body: ["name=a", "&email=b"] });
    expect(chunked.status).toBe(411);
    const big = "message=" + "x".repeat(300 * 1024);
    const tooBig = await raw(server.base, "/fr/contact", {
      method: "POST",
      headers: { ...form, "content-length": String(big.length) },
      body: big,
    });
    expect(tooBig.status).toBe(413);
    const body = "name=a&email=a%40b.ca&subject=s&message=m";
    const foreign = await raw(server.base, "/fr/contact", {
      method: "POST",
      headers: { ...form, origin: "https://elsewhere.example", "content-length": String(body.length) },
      body,
    });
    expect(foreign.status).toBe(403);
    const own = await raw(server.base, "/fr/contact", {
      method: "POST",
      headers: { ...form, origin: server.base, "content-length": String(body.length) },
      body,
    });
    expect([302, 303]).toContain(own.status);
    expect(own.headers.location).toMatch(/^\/fr\/contact\?sent=1/);
  });

  it("answers a broken address with a 4xx page, never a 5xx", async () => {
    for (const p of ["/%E0%A4%A", "/assets/%E0%A4%A.js", "/fr/contact/%00"]) {
      const r = await raw(server.base, p);
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(r.status, p).toBeLessThan(500);
    }
  });
});

describe("pages shared by visitors without a cookie", () => {
  const server = useServer();
  const scriptHashes = (html: string) =>
    [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .filter(([, code]) => code)
      .map(([, code]) => `'sha256-${crypto.createHash("sha256").update(code!, "utf8").digest("base64")}'`);

  it("renders the wizard's first step once, then serves it from memory under a hash-based CSP", async () => {
    const first = await raw(server.base, "/vehicle-step/1");
    expect(first.status).toBe(200);
    expect(first.headers["content-security-policy"]).toMatch(/'nonce-/);
    expect(first.headers["x-shared-page"]).toBeUndefined();
    const second = await raw(server.base, "/vehicle-step/1");
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).not.toMatch(/'nonce-/);
    const html = second.body.toString();
    const hashes = scriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(second.headers["x-shared-page"]).toBeUndefined();
    expect(second.headers["set-cookie"]).toBeUndefined();
  });

  it("renders again, with a fresh nonce, for a visitor with a cookie", async () => {
    await raw(server.base, "/chat");
    const a = await raw(server.base, "/chat", { headers: { cookie: "sam_visitor=whatever" } });
    const b = await raw(server.base, "/chat", { headers: { cookie: "sam_visitor=whatever" } });
    const nonce = (r: Raw) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(b)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it("never shares a page that carries a per-visitor key (the contact form's idempotency key)", async () => {
    const key = (r: Raw) => /name="idempotencyKey" value="([^"]+)"/.exec(r.body.toString())?.[1];
    const a = await raw(server.base, "/fr/contact");
    const b = await raw(server.base, "/fr/contact");
    expect(key(a)).toBeTruthy();
    expect(key(a)).not.toBe(key(b));
  });
});

describe("the shared-page cache and query strings", () => {
  const server = useServer();
  it("renders an address with a query string every time (no variants kept)", async () => {
    const nonce = (r: Raw) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1];
    const a = await raw(server.base, "/vehicle-step/1?utm=1");
    const b = await raw(server.base, "/vehicle-step/1?utm=1");
    expect(nonce(a)).toBeTruthy();
    expect(nonce(b)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
  });
});
