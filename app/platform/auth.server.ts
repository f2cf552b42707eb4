import crypto from "node:crypto";
import { createCookie, redirect } from "react-router";
import { isCrossOriginWrite as crossOriginRule } from "#app/platform/cross-origin.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { languageFromPath, localePath } from "#app/platform/language.ts";

/** How long an operator stays signed in, at most (12 h, kept on the server). */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const COOKIE_NAME = "sam_operator";

type SessionValue = { v: 2; id: string };

const sha256Hex = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The operator cookie: signed (HMAC-SHA256), http-only, SameSite=Lax, holding only a random
 * session id whose hash names a row of `operator_sessions`: signing out
 * deletes the row, and a row made under another ADMIN_PASSWORD no longer opens anything.
 * `secrets[0]` signs, every secret verifies (rotation). `Secure` when the site is served over
 * https (PUBLIC_URL, or the request itself, e.g. behind TRUST_PROXY=1).
 */
export function createSessionCodec({ secrets, ttlMs = OPERATOR_SESSION_TTL_MS }: { secrets: string[]; ttlMs?: number }) {
  const cookies = new Map<boolean, ReturnType<typeof createCookie>>();
  const cookie = (secure: boolean) => {
    let c = cookies.get(secure);
    if (!c) {
      c = createCookie(COOKIE_NAME, { httpOnly: true, sameSite: "lax", path: "/", secure, secrets, maxAge: Math.floor(ttlMs / 1000) });
      cookies.set(secure, c);
    }
    return c;
  };
  return {
    /** A fresh session id and the Set-Cookie value carrying it. */
    async issue(secure: boolean): Promise<{ id: string; setCookie: string }> {
      const id = crypto.randomBytes(32).toString("base64url");
      return { id, setCookie: await cookie(secure).serialize({ v: 2, id } satisfies SessionValue) };
    },
    /** The session id of a well-signed cookie, or null. */
    async read(cookieHeader: string | null): Promise<string | null> {
      if (!cookieHeader?.includes(`${COOKIE_NAME}=`)) return null;
      let value: unknown;
      try {
        value = await cookie(false).parse(cookieHeader);
      } catch {
        return null;
      }
      if (!value || typeof value !== "object") return null;
      const { v, id } = value as Partial<SessionValue>;
      return v === 2 && typeof id === "string" && /^[A-Za-z0-9_-]{40,64}$/.test(id) ? id : null;
    },
    /** A Set-Cookie value that removes the session. */
    clear: (secure: boolean) => cookie(secure).serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}

let codec: ReturnType<typeof createSessionCodec> | undefined;
function sessionCodec() {
  codec ??= createSessionCodec({ secrets: getEnv().SESSION_SECRETS });
  return codec;
}

/** True when the page is served over https: PUBLIC_URL says so, or the request came over https. */
export function servedOverHttps(request: Request): boolean {
  return getEnv().PUBLIC_URL.startsWith("https://") || new URL(request.url).protocol === "https:";
}

/** Ties a session to the password it was opened with (keyed, so the table says nothing of it). */
function passwordTag(): string {
  return crypto
    .createHmac("sha256", getEnv().SESSION_SECRETS[0])
    .update(`operator-password:${getEnv().ADMIN_PASSWORD ?? ""}`)
    .digest("hex");
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

/** The signed-in session's row id (hash), or null. One indexed read. */
async function currentSession(request: Request, now = Date.now()): Promise<string | null> {
  const id = await sessionCodec().read(request.headers.get("Cookie"));
  if (!id) return null;
  const idHash = sha256Hex(id);
  const row = await getDb()
    .selectFrom("operator_sessions")
    .select(["expires_at", "password_tag", "created_at"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const expires = Number(row.expires_at);
  if (expires <= now || Number(row.created_at) + OPERATOR_SESSION_TTL_MS < now || row.password_tag !== passwordTag()) return null;
  return idHash;
}

export async function isOperator(request: Request): Promise<boolean> {
  if (!operatorConfigured()) return false;
  return (await currentSession(request)) !== null;
}

/** Opens a session (a row, ended 12 h later at most) and returns its Set-Cookie value. */
export async function openOperatorSession(request: Request, now = Date.now()): Promise<string> {
  const { id, setCookie } = await sessionCodec().issue(servedOverHttps(request));
  const db = getDb();
  // Expired sessions and those of an earlier password are removed as new ones open.
  await db
    .deleteFrom("operator_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("password_tag", "!=", passwordTag())]))
    .execute();
  await db
    .insertInto("operator_sessions")
    .values({ id_hash: sha256Hex(id), created_at: now, expires_at: now + OPERATOR_SESSION_TTL_MS, password_tag: passwordTag() })
    .execute();
  return setCookie;
}

/** Ends the request's session on the server (a copied cookie opens nothing afterwards); returns the clearing Set-Cookie. */
export async function closeOperatorSession(request: Request): Promise<string> {
  const id = await sessionCodec().read(request.headers.get("Cookie"));
  if (id) await getDb().deleteFrom("operator_sessions").where("id_hash", "=", sha256Hex(id)).execute();
  return sessionCodec().clear(servedOverHttps(request));
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
    // The parser turns "/.//host" into "//host": the result is checked again.
    const path = url.pathname + url.search + url.hash;
    if (!path.startsWith("/") || /^\/[/\\]/.test(path)) return fallback;
    return path;
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
