import crypto from "node:crypto";

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** The enforced Content-Security-Policy of every HTML page; `null` = a page without any script. */
export function contentSecurityPolicy(nonce: string | null): string {
  return [
    "default-src 'self'",
    nonce === null ? "script-src 'none'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * A loader whose page is, for this request, the same for every visitor without a cookie (a fresh
 * chat, the wizard's first visit) returns these headers. server.ts then keeps the rendered HTML for
 * `seconds` and serves it to visitors without a cookie, under a CSP that allows the page's inline
 * scripts by their hashes instead of a per-response nonce. Pages with anything personal or
 * per-request (an idempotency key, a draft, a conversation) must never say so.
 */
export function sharedPageHeaders(seconds = 300): Record<string, string> {
  return { "X-Shared-Page": String(seconds) };
}

/** Route `headers` export for pages that may be shared: passes the loader's signal on (and an action's Retry-After). */
export function forwardSharedPage({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders?: Headers }): Headers {
  const headers = forwardRetryAfter({ actionHeaders });
  const shared = loaderHeaders.get("X-Shared-Page");
  if (shared) headers.set("X-Shared-Page", shared);
  return headers;
}

/** Route `headers` export: a form refused past a quota (429) says when to come back. */
export function forwardRetryAfter({ actionHeaders }: { actionHeaders?: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
