import { clientKey } from "#app/platform/client-address.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { localeOf, localePath } from "#app/platform/language.ts";
import { createRateLimiter } from "#app/platform/rate-limit.server.ts";
import { createSharedCounter, registerSharedCounter, sharedLimitsEnabled } from "#app/platform/shared-limits.server.ts";
import { escapeHtml } from "#app/platform/text.ts";
import { fixedT } from "#app/platform/texts.ts";
import type { MiddlewareFunction } from "react-router";

/**
 * Per-address rate limits by tier (the operator login has its own, stricter one): every request
 * that reaches the router, and, tighter, every non-GET (form posts, chat messages). Over the limit:
 * 429 with Retry-After and a small translated page — cheap to send, nothing else runs.
 */
export const RATE_TIERS = {
  general: { windowMs: 60_000, max: 600 },
  nonGet: { windowMs: 60_000, max: 60 },
} as const;

const general = createRateLimiter(RATE_TIERS.general);
const nonGet = createRateLimiter(RATE_TIERS.nonGet);
// The same limits counted across instances (through the database, see shared-limits.server.ts).
const sharedGeneral = registerSharedCounter(createSharedCounter({ prefix: "all", ...RATE_TIERS.general }));
const sharedNonGet = registerSharedCounter(createSharedCounter({ prefix: "post", ...RATE_TIERS.nonGet }));

/**
 * Writes of every address together: WRITE_BUDGET_PER_MINUTE posts a minute
 * (default 600), so that many addresses cannot fill the database faster than that between them.
 */
let globalWrites: ReturnType<typeof createRateLimiter> | undefined;
function writeBudget() {
  globalWrites ??= createRateLimiter({ windowMs: 60_000, max: getEnv().WRITE_BUDGET_PER_MINUTE, maxKeys: 1 });
  return globalWrites;
}
let sharedWrites: ReturnType<typeof createSharedCounter> | undefined;
function sharedWriteBudget() {
  sharedWrites ??= registerSharedCounter(
    createSharedCounter({ prefix: "budget", windowMs: 60_000, max: getEnv().WRITE_BUDGET_PER_MINUTE }),
  );
  return sharedWrites;
}

export const rateLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (getEnv().RATE_LIMITS === "off") return next();
  // IPv6 addresses count by /64.
  const address = clientKey(context);
  const write = request.method !== "GET" && request.method !== "HEAD";
  const tiers = write ? [general, nonGet] : [general];
  for (const tier of tiers) {
    const { allowed, retryAfterMs } = tier.consume(address);
    if (!allowed) return tooManyRequests(context, Math.ceil(retryAfterMs / 1000));
  }
  if (write) {
    const { allowed, retryAfterMs } = writeBudget().consume("*");
    if (!allowed) return tooManyRequests(context, Math.ceil(retryAfterMs / 1000));
  }
  if (sharedLimitsEnabled()) {
    const shared = write
      ? ([
          [sharedGeneral, address],
          [sharedNonGet, address],
          [sharedWriteBudget(), "*"],
        ] as const)
      : ([[sharedGeneral, address]] as const);
    for (const [counter, key] of shared) {
      const { allowed, retryAfterMs } = counter.consume(key);
      if (!allowed) return tooManyRequests(context, Math.ceil(retryAfterMs / 1000));
    }
  }
  return next();
};

function tooManyRequests(context: Parameters<MiddlewareFunction<Response>>[0]["context"], seconds: number): Response {
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
      "Retry-After": String(seconds),
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'self'",
    },
  });
}
