import crypto from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "./env.server.ts";

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
