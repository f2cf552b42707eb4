import crypto from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "#app/platform/env.server.ts";

let cookie: ReturnType<typeof createCookie> | undefined;

function visitorCookie() {
  const env = getEnv();
  cookie ??= createCookie("sam_visitor", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.PUBLIC_URL.startsWith("https://"),
    secrets: env.SESSION_SECRETS,
    maxAge: 60 * 60 * 24 * 30,
  });
  return cookie;
}

/**
 * The anonymous visitor id (a signed, http-only cookie) that owns drafts and chat sessions.
 * `setCookie` is set when a new id was issued (or to refresh it); send it with the response.
 */
export async function getVisitor(request: Request): Promise<{ id: string; setCookie: string }> {
  const c = visitorCookie();
  const existing = await c.parse(request.headers.get("Cookie"));
  const id = typeof existing === "string" && /^[a-f0-9]{32}$/.test(existing) ? existing : crypto.randomBytes(16).toString("hex");
  return { id, setCookie: await c.serialize(id) };
}

// Verified cookie values → visitor ids: a value that verified once always verifies, so hot
// endpoints (the chat stream, status polls) skip the HMAC check on repeat visits.
const verified = new Map<string, string>();
const VERIFIED_MAX = 10_000;

/**
 * The visitor id without re-issuing the cookie: `isNew` is true when the request had no valid
 * cookie (then send `await visitorSetCookie(id)` with the response). Cheaper than getVisitor.
 */
export async function readVisitor(request: Request): Promise<{ id: string; isNew: boolean }> {
  const header = request.headers.get("Cookie");
  const raw = header ? /(?:^|;\s*)sam_visitor=([^;]+)/.exec(header)?.[1] : undefined;
  const cached = raw ? verified.get(raw) : undefined;
  if (cached) return { id: cached, isNew: false };
  const existing = await visitorCookie().parse(header);
  if (typeof existing === "string" && /^[a-f0-9]{32}$/.test(existing)) {
    if (raw) {
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(raw, existing);
    }
    return { id: existing, isNew: false };
  }
  return { id: crypto.randomBytes(16).toString("hex"), isNew: true };
}

/** The Set-Cookie header that gives a browser its visitor id. */
export function visitorSetCookie(id: string): Promise<string> {
  return visitorCookie().serialize(id);
}
