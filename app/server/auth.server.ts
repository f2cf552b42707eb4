import { isCrossOriginWrite as crossOriginRule } from "#app/domain/cross-origin.ts";
import crypto from "node:crypto";
import { createCookie, redirect } from "react-router";
import { languageFromPath, localePath } from "#app/domain/language.ts";
import { getEnv } from "./env.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";

/** How long an operator stays signed in. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const COOKIE_NAME = "sam_operator";

type SessionValue = { v: 1; exp: number };

/**
 * The operator session: a signed (HMAC-SHA256), http-only, SameSite=Lax cookie holding only its
 * expiry. `secrets[0]` signs, every secret verifies (rotation). The expiry is checked on the
 * server, not only by the browser's Max-Age.
 */
export function createSessionCodec({
  secrets,
  secure,
  ttlMs = OPERATOR_SESSION_TTL_MS,
}: {
  secrets: string[];
  secure: boolean;
  ttlMs?: number;
}) {
  const cookie = createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets,
    maxAge: Math.floor(ttlMs / 1000),
  });
  return {
    /** A Set-Cookie value opening a session that ends `ttlMs` after `now`. */
    issue: (now = Date.now()) => cookie.serialize({ v: 1, exp: now + ttlMs } satisfies SessionValue),
    /** True when the Cookie header carries a well-signed, unexpired session. */
    async verify(cookieHeader: string | null, now = Date.now()): Promise<boolean> {
      if (!cookieHeader?.includes(`${COOKIE_NAME}=`)) return false;
      let value: unknown;
      try {
        value = await cookie.parse(cookieHeader);
      } catch {
        return false;
      }
      if (!value || typeof value !== "object") return false;
      const { v, exp } = value as Partial<SessionValue>;
      return v === 1 && typeof exp === "number" && exp > now && exp <= now + ttlMs;
    },
    /** A Set-Cookie value that removes the session. */
    clear: () => cookie.serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}

let codec: ReturnType<typeof createSessionCodec> | undefined;
function sessionCodec() {
  const env = getEnv();
  codec ??= createSessionCodec({ secrets: env.SESSION_SECRETS, secure: env.PUBLIC_URL.startsWith("https://") });
  return codec;
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest();

/** Compares a typed password with the configured one in constant time (over fixed-length hashes). */
export function passwordMatches(input: string, expected: string): boolean {
  return crypto.timingSafeEqual(sha256(input), sha256(expected));
}

/** True when ADMIN_PASSWORD is set: otherwise the operator area shows how to configure it. */
export function operatorConfigured(): boolean {
  return Boolean(getEnv().ADMIN_PASSWORD);
}

export async function isOperator(request: Request): Promise<boolean> {
  if (!operatorConfigured()) return false;
  return sessionCodec().verify(request.headers.get("Cookie"));
}

export function operatorSessionCookie(now?: number): Promise<string> {
  return sessionCodec().issue(now);
}

export function clearOperatorSessionCookie(): Promise<string> {
  return sessionCodec().clear();
}

/**
 * A post-login destination: only a same-site relative path ("/admin/chats?id=3"), never
 * "//host", "/\\host", an absolute URL or control characters; anything else gives `fallback`.
 */
export function safeNextPath(next: unknown, fallback: string): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The page a request is for, as a `next` value (client navigations' `.data` suffix removed). */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : "");
}

/** The login page of a path's language, coming back to `next` afterwards. */
export function loginPath(pathname: string, next?: string): string {
  const login = localePath("/admin/login", languageFromPath(pathname));
  return next ? `${login}?next=${encodeURIComponent(next)}` : login;
}

/** Throws a redirect to the login page (with `next`) unless the request carries an operator session. */
export async function requireOperator(request: Request): Promise<void> {
  if (await isOperator(request)) return;
  const next = requestedPath(request);
  throw redirect(loginPath(new URL(request.url).pathname, next));
}

/**
 * Cross-origin posts are refused (CSRF): a browser says where a request comes from with
 * `Sec-Fetch-Site` and/or `Origin`. Requests carrying neither (non-browser clients) pass.
 */
export function isCrossOriginWrite(request: Request, publicUrl = getEnv().PUBLIC_URL): boolean {
  return crossOriginRule({
    method: request.method,
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
    origin: request.headers.get("Origin"),
    allowedOrigins: [new URL(request.url).origin, new URL(publicUrl).origin],
  });
}

/** Failed operator logins per client address: 10 a minute, then 429 (successful logins do not count). */
export const loginFailures = createRateLimiter({ windowMs: 60_000, max: 10 });
