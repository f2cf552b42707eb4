// The HTTP server, the same in production and development: static files, security headers,
// body limits, the page cache, then React Router.
// Usage: node server.ts         (after `npm run build`; configuration from the environment, see README)
//        node server.ts --dev   (`npm run dev`: the app from Vite's dev server, with hot reload)
// Node 24 runs this file as it is (type stripping: only erasable TypeScript here).
//
// Plain node:http with a short chain of connect-style steps: measured, Express and its React
// Router adapter cost ~10 % of a form post's CPU for routing we do not need (one catch-all).
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import type * as EntryModule from "#app/entry.server.tsx";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

type Entry = typeof EntryModule;
type Req = http.IncomingMessage;
type Res = http.ServerResponse;
type Next = (error?: unknown) => void;

// React and React Router pick their production or development builds from NODE_ENV when first
// loaded: default it before any of them is imported (hence the dynamic imports below).
const DEV = process.argv.includes("--dev");
process.env.NODE_ENV ??= DEV ? "development" : "production";
const { createRequestHandler } = await import("react-router");
const { writeReadableStreamToWritable } = await import("@react-router/node");
const { default: compression } = await import("compression");
const { default: serveStatic } = await import("serve-static");

const root = path.dirname(fileURLToPath(import.meta.url));
const MAX_BODY_BYTES = 256 * 1024;
// The dealer CSV import (2,000 rows, ~300 KB as a file, more once form-encoded) has its own limit.
const MAX_IMPORT_BODY_BYTES = 4 * 1024 * 1024;
const IMPORT_PATH = /^\/(?:en\/)?admin\/dealers\/import(?:\.data)?$/;
const bodyLimit = (req: Req) => (IMPORT_PATH.test((req.url ?? "/").split("?")[0]) ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES);
const TRUST_PROXY = process.env.TRUST_PROXY === "1";
// Security: fields per post, connections, and how long a request may take to arrive.
const MAX_FORM_FIELDS = 200;
const envNumber = (name: string, fallback: number) => (/^\d+$/.test(process.env[name] ?? "") ? Number(process.env[name]) : fallback);
const REQUEST_TIMEOUT_MS = envNumber("REQUEST_TIMEOUT_MS", 30_000);
const MAX_CONNECTIONS = envNumber("MAX_CONNECTIONS", 1_000);
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

// Development: Vite serves the app's modules and assets, and the server build is loaded through it
// (fresh after each change); production: the build in ./build.
let vite: ViteDevServer | undefined;
if (DEV) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
}
const loadBuild = async (): Promise<ServerBuild> =>
  vite
    ? ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild)
    : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);
const build = await loadBuild();
const entry = build.entry.module as unknown as Entry;
const { logger } = entry;

try {
  await entry.boot();
} catch (error) {
  // Configuration and migration errors: one clear line, no stack trace.
  logger.fatal(entry.errorMessage(error));
  entry.flushLogs();
  process.exit(1);
}

// Every response; HTML pages add their nonce-based Content-Security-Policy in app/entry.server.tsx.
const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** A short plain-text answer. */
function sendText(res: Res, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...extra, "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/** The client's address: the socket's, or with TRUST_PROXY=1 the one the first proxy hop saw. */
function clientAddress(req: Req): string | undefined {
  if (TRUST_PROXY) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded[forwarded.length - 1];
  }
  return req.socket.remoteAddress;
}

function protocolOf(req: Req): "http" | "https" {
  if (TRUST_PROXY) {
    const proto = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim();
    if (proto === "https" || proto === "http") return proto;
  }
  return (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
}

// Writes from another origin are refused with 403 (CSRF) before React Router reads them (it would
// answer 400 and log a stack trace): the rule is app/platform/cross-origin.ts, which the operator
// area applies again.
const publicOrigin = (() => {
  try {
    return process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : null;
  } catch {
    return null;
  }
})();
function isCrossOriginWrite(req: Req): boolean {
  return entry.isCrossOriginWrite({
    method: req.method ?? "GET",
    secFetchSite: req.headers["sec-fetch-site"],
    origin: req.headers.origin,
    allowedOrigins: [`${protocolOf(req)}://${req.headers.host}`, publicOrigin],
  });
}

/** Answers under way (the shutdown asks their clients not to reuse the connection). */
const answering = new Set<Res>();

const compress = compression() as unknown as (req: Req, res: Res, next: Next) => void;
const assets = serveStatic(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false, redirect: false });
const publicFiles = serveStatic(path.join(root, "build/client"), { maxAge: "1h", index: false, redirect: false });

// Pages kept in memory, gzipped once, and served without rendering again:
// - pages that declare themselves public (Cache-Control: public, max-age=N, no cookie): the
//   zero-JS info pages, for everyone;
// - pages whose loader says they are the same for every visitor without a cookie (X-Shared-Page:
//   N, see sharedPageHeaders in app/platform/security.server.ts): a fresh chat, the wizard's steps
//   before any answer. Served only to requests without a cookie, under a CSP that allows their
//   inline scripts by hash (the nonce of the render they came from is not reused as a nonce).
type CachedPage = {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  gzip: Buffer;
  withoutCookieOnly: boolean;
  expires: number;
};
const pageCache = new Map<string, CachedPage>();
const PAGE_CACHE_MAX = 200;
// Keys carry the build's version (its asset manifest's hash): a page names script files
// of the build that rendered it, so no entry is ever served by, or to, another version's code.
const buildVersion = build.assets.version;
const cacheKey = (path: string) => `${buildVersion}\u0000${path}`;
/**
 * The one key of a page whatever its spelling (decision 043): the path percent-decoded, case-folded
 * (the router matches without case) and without trailing slashes. null for an address with a query
 * or that does not decode: never cached. Only a request spelled the canonical way stores a page, so
 * variants (/CHAT, /chat/, /%63hat) are served the one entry and cannot fill the cache.
 */
function canonicalPath(url: string): string | null {
  if (url.includes("?")) return null;
  let path: string;
  try {
    path = decodeURIComponent(url);
  } catch {
    return null;
  }
  return path.toLowerCase().replace(/(?<=.)\/+$/, "");
}
// Development: a changed file may change any page.
vite?.watcher.on("all", () => pageCache.clear());
function sweepPageCache() {
  const now = Date.now();
  for (const [key, hit] of pageCache) if (hit.expires < now) pageCache.delete(key);
}
function serveCachedPage(req: Req, res: Res): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = canonicalPath(req.url ?? "/");
  if (path === null) return false;
  const hit = pageCache.get(cacheKey(path));
  if (!hit || (hit.withoutCookieOnly && req.headers.cookie)) return false;
  if (hit.expires < Date.now()) {
    pageCache.delete(cacheKey(path));
    return false;
  }
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? hit.gzip : hit.body;
  res.writeHead(hit.status, {
    ...hit.headers,
    Vary: "Accept-Encoding",
    "Content-Length": String(body.length),
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

// HTML documents are written by React in many small pieces: gzip them once, whole, instead of
// piece by piece through the compression stream (measured: ~35 % of a page's CPU went there).
// Level 3: measured ~20 % more pages per second than level 6 for ~8 % more bytes (11.4 vs 10.5 KB).
// The same buffer feeds the page cache above (public pages, and pages shared without a cookie).
type Chunk = string | Uint8Array | null | undefined | (() => void);
type Callback = (() => void) | undefined;
function bufferHtml(req: Req, res: Res): void {
  const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const url = req.url ?? "/";
  let chunks: Buffer[] | null = null;
  let decided = false;
  const write = res.write as (this: Res, ...args: unknown[]) => boolean;
  const end = res.end as (this: Res, ...args: unknown[]) => Res;
  const buffering = () => {
    if (!decided) {
      decided = true;
      const html = /^text\/html/.test(String(res.getHeader("content-type") ?? ""));
      if (html && !res.headersSent) chunks = [];
    }
    return chunks !== null;
  };
  const toBuffer = (chunk: string | Uint8Array, encoding: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk);
  res.write = function (this: Res, chunk: Chunk, encoding?: unknown, callback?: Callback) {
    if (!buffering()) return write.call(this, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== "function") chunks!.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === "function" ? encoding : callback;
    if (typeof cb === "function") process.nextTick(cb);
    return true;
  } as Res["write"];
  res.end = function (this: Res, chunk?: Chunk, encoding?: unknown, callback?: Callback) {
    if (!buffering()) return end.call(this, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== "function") chunks!.push(toBuffer(chunk, encoding));
    const cb = [chunk, encoding, callback].find((a) => typeof a === "function");
    const body = lowPriorityScripts(Buffer.concat(chunks!));
    const gzipped = body.length > 1024 ? zlib.gzipSync(body, { level: 3 }) : null;
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const publicAge = /\bpublic\b/.test(cacheControl) && /max-age=(\d+)/.exec(cacheControl)?.[1];
    const sharedAge = res.getHeader("x-shared-page");
    res.removeHeader("x-shared-page");
    // Only plain addresses: a query string could otherwise fill the cache with variants.
    const sharedWithoutCookie = sharedAge && !req.headers.cookie;
    // Plain addresses only, spelled the canonical way, public pages included; bounded, expired first out.
    if (pageCache.size >= PAGE_CACHE_MAX) sweepPageCache();
    if (
      req.method === "GET" &&
      res.statusCode === 200 &&
      canonicalPath(url) === url &&
      (publicAge || sharedWithoutCookie) &&
      !res.getHeader("set-cookie") &&
      pageCache.size < PAGE_CACHE_MAX
    ) {
      const headers = { ...res.getHeaders() };
      for (const h of [
        "content-length",
        "content-encoding",
        "transfer-encoding",
        "vary",
        "date",
        "connection",
        "strict-transport-security",
      ])
        delete headers[h];
      if (!publicAge)
        headers["content-security-policy"] = withScriptHashes(String(headers["content-security-policy"] ?? ""), body.toString("utf8"));
      pageCache.set(cacheKey(url), {
        status: 200,
        headers,
        body,
        gzip: gzipped ?? zlib.gzipSync(body),
        withoutCookieOnly: !publicAge,
        expires: Date.now() + Number(publicAge || sharedAge) * 1000,
      });
    }
    const out = acceptsGzip && gzipped ? gzipped : body;
    if (out === gzipped) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", String(out.length));
    res.removeHeader("Transfer-Encoding");
    return end.call(this, req.method === "HEAD" ? undefined : out, cb);
  } as Res["end"];
}

/**
 * Scripts are an enhancement here (every page works without them): their preloads ask for low
 * priority, so that on a slow link the stylesheet and the page come first.
 */
function lowPriorityScripts(html: Buffer): Buffer {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0 || html.indexOf('<link rel="modulepreload"') < 0) return html;
  const head = html
    .subarray(0, headEnd)
    .toString("utf8")
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return Buffer.concat([Buffer.from(head, "utf8"), html.subarray(headEnd)]);
}

/** A page's CSP with its nonce source replaced by the hashes of the page's inline scripts. */
function withScriptHashes(csp: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, code] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (code) hashes.add(`'sha256-${crypto.createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return csp.replace(/'nonce-[^']*'/, hashes.size > 0 ? [...hashes].join(" ") : "");
}

/**
 * Fields in a form body: a post with thousands of tiny fields costs CPU to
 * parse and would be echoed back with the form; past MAX_FORM_FIELDS it is refused with 413.
 */
function formFieldCount(req: Req, body: Buffer): number {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    let count = body.length > 0 ? 1 : 0;
    for (let i = body.indexOf(38); i !== -1; i = body.indexOf(38, i + 1)) count++;
    return count;
  }
  if (type.startsWith("multipart/form-data")) {
    let count = 0;
    const needle = Buffer.from("content-disposition", "latin1");
    const lower = Buffer.from(body.toString("latin1").toLowerCase(), "latin1");
    for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + 1)) count++;
    return count;
  }
  return 0;
}

/** The whole body (its length was checked against the route's limit before). */
function readBody(req: Req, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) req.destroy(new Error("body too large"));
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    // A client that goes away mid-upload: a 400 nobody reads, not a server error in the log.
    req.on("error", (error) => reject(Object.assign(error, { status: 400 })));
  });
}

// In development each request takes the build as Vite has it now (changed modules reloaded).
const handleRequest = createRequestHandler(vite ? loadBuild : build, process.env.NODE_ENV);

/** React Router: a Fetch Request in, the Response written back (streamed bodies flushed as they come). */
async function render(req: Req, res: Res): Promise<void> {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const host = (req.headers.host ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = await readBody(req, bodyLimit(req));
    init.body = body as unknown as BodyInit;
    if (formFieldCount(req, body) > MAX_FORM_FIELDS)
      return sendText(res, 413, "Payload Too Large: too many fields", { Connection: "close" });
  }
  const request = new Request(`${protocolOf(req)}://${host}${req.url}`, init);
  const response = await handleRequest(request, entry.createLoadContext(clientAddress(req)));
  if (res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  // X-Shared-Page is for the HTML cache above only (bufferHtml removes it from pages).
  const html = /^text\/html/.test(response.headers.get("content-type") ?? "");
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie" && (html || key !== "x-shared-page")) res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    // A redirect or an empty answer: a length of 0 rather than chunked framing.
    if (!res.hasHeader("content-length") && response.status !== 204 && response.status !== 304) res.setHeader("Content-Length", "0");
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body as never, res);
}

// Request and header timeouts checked every second: a client trickling its body is cut off after
// REQUEST_TIMEOUT_MS instead of holding a connection for minutes.
const server = http.createServer(
  { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: Math.min(REQUEST_TIMEOUT_MS, 20_000), connectionsCheckingInterval: 1_000 },
  (req, res) => {
    // One log line and the metrics per request, when its answer ends or is cut (499: client gone).
    const started = performance.now();
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    answering.add(res);
    res.once("close", () => {
      answering.delete(res);
      entry.requestDone(method, url, res.writableFinished ? res.statusCode : 499, performance.now() - started);
    });
    if (closing) res.setHeader("Connection", "close");
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // Served over https (directly or, with TRUST_PROXY=1, through the proxy): browsers keep to it.
    if (protocolOf(req) === "https") res.setHeader("Strict-Transport-Security", "max-age=31536000");
    if (!req.url?.startsWith("/")) return sendText(res, 400, "Bad Request");
    // TRACE, TRACK, OPTIONS, PUT…: no page takes them.
    if (!ALLOWED_METHODS.has(method)) return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD, POST" });
    if (req.method !== "GET" && req.method !== "HEAD") {
      const length = req.headers["content-length"];
      if (length === undefined && req.headers["transfer-encoding"]) return sendText(res, 411, "Length Required");
      if (Number(length) > bodyLimit(req)) return sendText(res, 413, "Payload Too Large", { Connection: "close" });
    }
    if (isCrossOriginWrite(req)) return sendText(res, 403, "Forbidden: cross-origin request");

    const fail = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const e = error as { status?: number; statusCode?: number } | undefined;
      const status = e?.status ?? e?.statusCode ?? 500;
      // The path as logged: a link's secret never reaches the log (app/platform/secret-links.ts).
      if (status >= 500)
        logger.error({ method: req.method, path: entry.loggedPath(url ?? ""), err: entry.errorMessage(error) }, "unhandled error");
      sendText(
        res,
        status >= 400 && status < 600 ? status : 500,
        status === 404 ? "Not Found" : status < 500 ? "Bad Request" : "Internal Server Error",
      );
    };

    const route = () => {
      const pathname = url.split("?")[0];
      if (vite) {
        // Development: Vite answers its own modules and assets; the rest comes through here.
        const devServer = vite;
        return devServer.middlewares(req, res, () => {
          if (serveCachedPage(req, res)) return;
          bufferHtml(req, res);
          render(req, res).catch(fail);
        });
      }
      if (pathname.startsWith("/assets/")) {
        req.url = url.slice("/assets".length);
        return assets(req, res, (error) => (error ? fail(error) : sendText(res, 404, "Not Found")));
      }
      const next = () => {
        if (serveCachedPage(req, res)) return;
        bufferHtml(req, res);
        render(req, res).catch(fail);
      };
      // Only paths that look like files touch the disk; pages go straight to the router.
      if (/\.[a-z0-9]+$/i.test(pathname)) return publicFiles(req, res, (error) => (error ? fail(error) : next()));
      next();
    };
    // Answers to posts are redirects, small action results or the chat's stream (no-transform):
    // nothing for the compression stream to do, so it is not put in their way.
    if (req.method === "GET" || req.method === "HEAD") compress(req, res, route);
    else route();
  },
);

server.maxConnections = MAX_CONNECTIONS;
// A method the HTTP parser does not know (TRACK…): 501, the standard answer, instead of a bare 400.
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (error?.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const statuses: Record<string, string> = {
    HPE_INVALID_METHOD: "501 Not Implemented",
    ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
    HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  };
  const status = statuses[error?.code ?? ""] ?? "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => {
  logger.info({ port, host, node: process.version }, `Sam is listening on http://localhost:${port}`);
});

// Graceful shutdown: stop accepting, let requests and deliveries under way finish (up to 10 s in
// all; deliveries still running then are cut and stay pending, same webhook-id), close the
// database, one log line, exit 0.
const SHUTDOWN_MS = 10_000;
let closing = false;
async function stop(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  const started = Date.now();
  const deadline = started + SHUTDOWN_MS;
  // Should closing itself hang, the process still ends (the outbox's leases make it safe).
  setTimeout(() => {
    logger.warn({ signal, ms: Date.now() - started }, "stopped without closing everything");
    entry.flushLogs();
    process.exit(0);
  }, SHUTDOWN_MS + 5_000).unref();
  const requestsDone = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
  // Keep-alive connections close as soon as they are idle (answers in progress say Connection: close).
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const finished = await Promise.race([requestsDone, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_MS))]);
  await vite?.close();
  clearInterval(idle);
  if (!finished) server.closeAllConnections();
  try {
    await entry.shutdown(deadline);
  } catch (error) {
    logger.error({ err: entry.errorMessage(error) }, "shutdown: closing failed");
  }
  logger.info(
    { signal, ms: Date.now() - started, requestsFinished: finished },
    finished ? "stopped" : "stopped (requests cut at the deadline)",
  );
  entry.flushLogs();
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
