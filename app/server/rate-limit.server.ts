/**
 * In-memory sliding-window rate limiters (one process; the app runs as a single container).
 * Each limiter keeps, per key, the times of the hits inside the window. Reusable by tier:
 * the operator login counts failed attempts; other tiers (non-GET posts, chat) can count every hit.
 */
export type RateLimiter = {
  /** Hits recorded for `key` inside the window ending at `now`. */
  count(key: string, now?: number): number;
  /** True once `key` has `max` hits inside the window. */
  isLimited(key: string, now?: number): boolean;
  /** Records a hit for `key`; returns the count inside the window, this hit included. */
  hit(key: string, now?: number): number;
  /** Records a hit only while under the limit: `allowed` false means "answer 429". */
  consume(key: string, now?: number): { allowed: boolean; retryAfterMs: number };
  /** Milliseconds until `key` is under the limit again (0 when it already is). */
  retryAfterMs(key: string, now?: number): number;
  /** Forgets one key, or every key. */
  reset(key?: string): void;
  /** Keys currently tracked (for tests and memory checks). */
  readonly size: number;
};

export function createRateLimiter({
  windowMs,
  max,
  maxKeys = 10_000,
}: {
  windowMs: number;
  max: number;
  /** Memory bound: beyond this many keys, expired keys are swept, then the oldest dropped. */
  maxKeys?: number;
}): RateLimiter {
  if (!(windowMs > 0) || !(max >= 1)) throw new Error("createRateLimiter: windowMs > 0 and max >= 1 required");
  const hits = new Map<string, number[]>();

  function live(key: string, now: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    const cutoff = now - windowMs;
    let expired = 0;
    while (expired < list.length && list[expired]! <= cutoff) expired++;
    if (expired) list.splice(0, expired);
    if (list.length === 0) hits.delete(key);
    return list;
  }

  function sweep(now: number) {
    for (const key of [...hits.keys()]) live(key, now);
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  const limiter: RateLimiter = {
    count: (key, now = Date.now()) => live(key, now).length,
    isLimited: (key, now = Date.now()) => live(key, now).length >= max,
    hit(key, now = Date.now()) {
      const list = live(key, now);
      if (list.length === 0) hits.set(key, list);
      list.push(now);
      // Only the newest `max` hits matter to the decision.
      if (list.length > max) list.splice(0, list.length - max);
      if (hits.size > maxKeys) sweep(now);
      return list.length;
    },
    consume(key, now = Date.now()) {
      if (limiter.isLimited(key, now)) return { allowed: false, retryAfterMs: limiter.retryAfterMs(key, now) };
      limiter.hit(key, now);
      return { allowed: true, retryAfterMs: 0 };
    },
    retryAfterMs(key, now = Date.now()) {
      const list = live(key, now);
      if (list.length < max) return 0;
      // The hit that must leave the window for the count to drop below `max`.
      return list[list.length - max]! + windowMs - now;
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
    get size() {
      return hits.size;
    },
  };
  return limiter;
}
