import { clientKey } from "#app/platform/client-address.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { localeOf, localePath } from "#app/platform/language.ts";
import { limiter, retryAfterSeconds } from "#app/platform/limits.server.ts";
import { escapeHtml } from "#app/platform/text.ts";
import { fixedT } from "#app/platform/texts.ts";
import type { MiddlewareFunction } from "react-router";

/**
 * Per-address rate limits by tier (the operator login has its own guard, login-guard.server.ts):
 * every request that reaches the router, and, tighter, every non-GET (form posts, chat messages);
 * and the writes of every address together. Counted across instances (limits.server.ts). Over a
 * limit: 429 with Retry-After and a small translated page — cheap to send, nothing else runs.
 */
export const RATE_TIERS = {
  general: { windowMs: 60_000, max: 600 },
  nonGet: { windowMs: 60_000, max: 60 },
} as const;

/** The daily quotas and e-mail caps (quotas.server.ts) follow the same switch. */
export function limitsEnabled(): boolean {
  return getEnv().RATE_LIMITS === "on";
}

export const rateLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!limitsEnabled()) return next();
  // IPv6 addresses count by /64.
  const address = clientKey(context);
  const write = request.method !== "GET" && request.method !== "HEAD";
  const checks: Array<[ReturnType<typeof limiter>, string]> = [
    [limiter("all", RATE_TIERS.general.max, RATE_TIERS.general.windowMs), address],
  ];
  if (write) {
    checks.push([limiter("post", RATE_TIERS.nonGet.max, RATE_TIERS.nonGet.windowMs), address]);
    // Writes of every address together: WRITE_BUDGET_PER_MINUTE posts a minute (default 600), so
    // that many addresses cannot fill the database faster than that between them.
    checks.push([limiter("budget", getEnv().WRITE_BUDGET_PER_MINUTE, 60_000), "*"]);
  }
  for (const [tier, key] of checks) {
    const { allowed, retryAfterMs } = await tier.take(key);
    if (!allowed) return tooManyRequests(context, retryAfterMs);
  }
  return next();
};

function tooManyRequests(context: Parameters<MiddlewareFunction<Response>>[0]["context"], retryAfterMs: number): Response {
  const lang = getLocale(context);
  const t = fixedT(lang, "common");
  const title = escapeHtml(t("error.title"));
  const body = escapeHtml(t("error.tooMany"));
  const home = escapeHtml(t("notFound.home"));
  const html = `<!DOCTYPE html><html lang="${localeOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Sam</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center"><p style="font-size:3rem;font-weight:700;color:#1e40af;margin:0">429</p><h1>${title}</h1><p>${body}</p><p><a href="${localePath("/chat", lang)}">${home}</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": retryAfterSeconds(retryAfterMs),
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'self'",
    },
  });
}
