// Production server: static files, security headers, body limits, then React Router.
// Usage: node server.js   (after `npm run build`; configuration from the environment, see README)
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

// React and React Router pick their production or development builds from NODE_ENV when first
// loaded: default it before any of them is imported (hence the dynamic imports below).
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

const root = path.dirname(fileURLToPath(import.meta.url));
const MAX_BODY_BYTES = 256 * 1024;

const build = await import(path.join(root, "build/server/index.js"));
const entry = build.entry.module;

try {
  await entry.boot();
} catch (error) {
  // Configuration and migration errors: one clear line, no stack trace.
  console.error(error instanceof Error ? error.message : String(error));
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

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);

app.use((req, res, next) => {
  res.set(securityHeaders);
  if (req.method !== "GET" && req.method !== "HEAD") {
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    if (Number(length) > MAX_BODY_BYTES) {
      res.status(413).set("Connection", "close").type("text/plain").send("Payload Too Large");
      return;
    }
  }
  next();
});

// Writes from another origin are refused with 403 (CSRF) before React Router reads them (it would
// answer 400 and log a stack trace). Browsers say where a request comes from with Sec-Fetch-Site
// and/or Origin; clients sending neither (curl, the tests' API calls) pass. Same rule as
// isCrossOriginWrite in app/server/auth.server.ts, which the operator area applies again.
const publicOrigin = (() => {
  try {
    return process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : null;
  } catch {
    return null;
  }
})();
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  const crossSite = typeof site === "string" && site !== "same-origin" && site !== "none";
  const crossOrigin = typeof origin === "string" && origin !== ownOrigin && origin !== publicOrigin;
  if (crossSite || crossOrigin) {
    res.status(403).type("text/plain").send("Forbidden: cross-origin request");
    return;
  }
  next();
});

app.use(compression());

const assets = express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false });
const publicFiles = express.static(path.join(root, "build/client"), { maxAge: "1h", index: false });
app.use("/assets", assets);
// Only paths that look like files touch the disk; pages go straight to the router.
app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

// Pages that declare themselves public (Cache-Control: public, max-age=N, no cookie) are kept in
// memory, gzipped once, and served without rendering again: the zero-JS info pages.
const pageCache = new Map();
const PAGE_CACHE_MAX = 200;
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const hit = pageCache.get(req.originalUrl);
  if (!hit) return next();
  if (hit.expires < Date.now()) {
    pageCache.delete(req.originalUrl);
    return next();
  }
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? hit.gzip : hit.body;
  res.status(hit.status).set(hit.headers).set("Vary", "Accept-Encoding").set("Content-Length", String(body.length));
  if (gzip) res.set("Content-Encoding", "gzip");
  res.end(req.method === "HEAD" ? undefined : body);
});

// HTML documents are written by React in many small pieces: gzip them once, whole, instead of
// piece by piece through the compression stream (measured: ~35 % of a page's CPU went there).
// Level 3: measured ~20 % more pages per second than level 6 for ~8 % more bytes (11.4 vs 10.5 KB).
// The same buffer feeds the page cache above when the page declares itself public.
app.use((req, res, next) => {
  const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  let chunks = null;
  let decided = false;
  const write = res.write;
  const end = res.end;
  const buffering = () => {
    if (!decided) {
      decided = true;
      const html = /^text\/html/.test(String(res.getHeader("content-type") ?? ""));
      if (html && !res.headersSent) chunks = [];
    }
    return chunks !== null;
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  res.write = function (chunk, encoding, callback) {
    if (!buffering()) return write.call(this, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === "function" ? encoding : callback;
    if (typeof cb === "function") process.nextTick(cb);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!buffering()) return end.call(this, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    const cb = [chunk, encoding, callback].find((a) => typeof a === "function");
    const body = Buffer.concat(chunks);
    const gzipped = body.length > 1024 ? zlib.gzipSync(body, { level: 3 }) : null;
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const publicAge = /\bpublic\b/.test(cacheControl) && /max-age=(\d+)/.exec(cacheControl)?.[1];
    if (req.method === "GET" && res.statusCode === 200 && publicAge && !res.getHeader("set-cookie") && pageCache.size < PAGE_CACHE_MAX) {
      const headers = { ...res.getHeaders() };
      for (const h of ["content-length", "content-encoding", "transfer-encoding", "vary", "date", "connection"]) delete headers[h];
      pageCache.set(req.originalUrl, { status: 200, headers, body, gzip: gzipped ?? zlib.gzipSync(body), expires: Date.now() + Number(publicAge) * 1000 });
    }
    const out = acceptsGzip && gzipped ? gzipped : body;
    if (out === gzipped) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", String(out.length));
    res.removeHeader("Transfer-Encoding");
    return end.call(this, req.method === "HEAD" ? undefined : out, cb);
  };
  next();
});

app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? "production",
    // The client address from the socket (or the first proxy hop with TRUST_PROXY=1), for rate limits.
    getLoadContext: (req) => entry.createLoadContext(req.ip ?? req.socket.remoteAddress),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`Sam is listening on http://localhost:${port}`);
});

let closing = false;
function stop(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  server.close(async () => {
    await entry.shutdown();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
