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
  /**
   * Memory bound: beyond this many keys, expired keys are swept; when every key is still live,
   * new keys share one overflow bucket (allowed `max` × 10) instead of the oldest keys being
   * dropped — dropping would reset exactly the counts of whoever is filling the table.
   */
  maxKeys?: number;
}): RateLimiter {
  if (!(windowMs > 0) || !(max >= 1)) throw new Error("createRateLimiter: windowMs > 0 and max >= 1 required");
  const hits = new Map<string, number[]>();

  function live(key: string, now: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    const cutoff = now - windowMs;
    let expired = 0;
    while (expired < list.length && list[expired] <= cutoff) expired++;
    if (expired) list.splice(0, expired);
    if (list.length === 0) hits.delete(key);
    return list;
  }

  const OVERFLOW = "\u0000overflow";
  let lastSweep = -Infinity;
  /** The bucket `key` counts in: its own, or the shared overflow one when the table is full. */
  function bucket(key: string, now: number): string {
    if (hits.has(key) || hits.size < maxKeys) return key;
    // A full sweep at most once a second: a flood of new keys costs no more than that.
    if (now - lastSweep >= 1_000 || now < lastSweep) {
      lastSweep = now;
      for (const k of [...hits.keys()]) live(k, now);
    }
    return hits.size < maxKeys ? key : OVERFLOW;
  }
  const maxOf = (key: string) => (key === OVERFLOW ? max * 10 : max);

  const limiter: RateLimiter = {
    count: (key, now = Date.now()) => live(bucket(key, now), now).length,
    isLimited(key, now = Date.now()) {
      const b = bucket(key, now);
      return live(b, now).length >= maxOf(b);
    },
    hit(key, now = Date.now()) {
      const b = bucket(key, now);
      const list = live(b, now);
      if (list.length === 0) hits.set(b, list);
      list.push(now);
      // Only the newest `max` hits matter to the decision.
      if (list.length > maxOf(b)) list.splice(0, list.length - maxOf(b));
      return list.length;
    },
    consume(key, now = Date.now()) {
      if (limiter.isLimited(key, now)) return { allowed: false, retryAfterMs: limiter.retryAfterMs(key, now) };
      limiter.hit(key, now);
      return { allowed: true, retryAfterMs: 0 };
    },
    retryAfterMs(key, now = Date.now()) {
      const b = bucket(key, now);
      const list = live(b, now);
      const limit = maxOf(b);
      if (list.length < limit) return 0;
      // The hit that must leave the window for the count to drop below the limit.
      return list[list.length - limit] + windowMs - now;
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
