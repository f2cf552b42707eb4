import { data, type MiddlewareFunction } from "react-router";
import { clientAddress } from "./client-address.server.ts";
import { getEnv } from "./env.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";

/**
 * Per-address rate limits by tier (the operator login has its own, stricter one): every request
 * that reaches the router, and, tighter, every non-GET (form posts, chat messages). Over the limit:
 * 429 with Retry-After and the translated error page.
 */
export const RATE_TIERS = {
  general: { windowMs: 60_000, max: 600 },
  nonGet: { windowMs: 60_000, max: 60 },
} as const;

const general = createRateLimiter(RATE_TIERS.general);
const nonGet = createRateLimiter(RATE_TIERS.nonGet);

export const rateLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (getEnv().RATE_LIMITS === "off") return next();
  const address = clientAddress(context);
  const tiers = request.method === "GET" || request.method === "HEAD" ? [general] : [general, nonGet];
  for (const tier of tiers) {
    const { allowed, retryAfterMs } = tier.consume(address);
    if (!allowed) {
      throw data({ error: "rate-limited" }, { status: 429, headers: { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) } });
    }
  }
  return next();
};
