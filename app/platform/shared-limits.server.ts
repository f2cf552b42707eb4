import { errorMessage, logger } from "#app/platform/log.server.ts";
import type { Db } from "#db/index.ts";

/**
 * Request counts shared by every instance: each instance still decides alone, from
 * memory, in microseconds (no database round trip per request), but it counts what every
 * instance saw: its own hits not yet written (`pending`) plus the total the database last gave
 * for the key's window (`shared`). Every `flushMs` the pending hits are added to
 * `rate_limit_counts` in one statement, which returns the new totals. A key can thus go over its
 * limit by what the other instances let through within one flush interval, never more.
 *
 * Fixed windows of `windowMs` (a minute): simple to add up across instances.
 */
export type SharedCounter = {
  /** Counts one hit for `key` unless the key has used its window's `max` everywhere. */
  consume(key: string, now?: number): { allowed: boolean; retryAfterMs: number };
};

/** `inFlight`: hits being written by a flush, counted until the database answers. */
type Entry = { window: number; pending: number; inFlight: number; shared: number };

export function createSharedCounter({ prefix, windowMs, max }: { prefix: string; windowMs: number; max: number }) {
  const entries = new Map<string, Entry>();

  function entry(key: string, now: number): Entry {
    const window = now - (now % windowMs);
    let e = entries.get(key);
    if (!e || e.window !== window) {
      e = { window, pending: 0, inFlight: 0, shared: 0 };
      entries.set(key, e);
    }
    return e;
  }

  const counter: SharedCounter & {
    flush(db: Db, now?: number): Promise<void>;
    readonly size: number;
  } = {
    consume(key, now = Date.now()) {
      const e = entry(key, now);
      if (e.shared + e.inFlight + e.pending >= max) return { allowed: false, retryAfterMs: e.window + windowMs - now };
      e.pending++;
      return { allowed: true, retryAfterMs: 0 };
    },
    /** Adds the pending hits to the database and takes back the totals of every instance. */
    async flush(db, now = Date.now()) {
      const current = now - (now % windowMs);
      const rows: Array<{ key: string; window_start: number; hits: number }> = [];
      for (const [key, e] of entries) {
        // Windows that are over are forgotten (their counts no longer matter).
        if (e.window < current) {
          entries.delete(key);
          continue;
        }
        if (e.pending === 0) continue;
        rows.push({ key: `${prefix}:${key}`, window_start: e.window, hits: e.pending });
        e.inFlight = e.pending;
        e.pending = 0;
      }
      if (rows.length === 0) return;
      try {
        for (let i = 0; i < rows.length; i += 500) {
          const result = await db
            .insertInto("rate_limit_counts")
            .values(rows.slice(i, i + 500))
            .onConflict((oc) =>
              oc
                .columns(["key", "window_start"])
                .doUpdateSet((eb) => ({ hits: eb("rate_limit_counts.hits", "+", eb.ref("excluded.hits")) })),
            )
            .returning(["key", "window_start", "hits"])
            .execute();
          for (const row of result) {
            const e = entries.get(row.key.slice(prefix.length + 1));
            // The total of every instance, our hits just written included.
            if (e && e.window === Number(row.window_start)) {
              e.shared = Math.max(e.shared, Number(row.hits));
              e.inFlight = 0;
            }
          }
        }
      } catch (error) {
        // Not written: count them again at the next flush (nothing is lost, the limit still holds locally).
        for (const e of entries.values()) {
          e.pending += e.inFlight;
          e.inFlight = 0;
        }
        throw error;
      }
    },
    get size() {
      return entries.size;
    },
  };
  return counter;
}

export type SharedCounterWithFlush = ReturnType<typeof createSharedCounter>;

const counters: SharedCounterWithFlush[] = [];
let enabled = false;

/** Counters flushed by `startSharedLimits` (abuse.server.ts registers its tiers at load). */
export function registerSharedCounter(counter: SharedCounterWithFlush): SharedCounterWithFlush {
  counters.push(counter);
  return counter;
}

/** True once boot() started the flushes: before that (unit tests without a database), only local limits apply. */
export function sharedLimitsEnabled(): boolean {
  return enabled;
}

/**
 * Flushes every shared counter every `everyMs` and, once a minute, removes windows that are over
 * from the table. Returns its stopper (which flushes one last time).
 */
export function startSharedLimits(db: Db, everyMs = 500): () => Promise<void> {
  enabled = true;
  let lastSweep = 0;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    const now = Date.now();
    for (const c of counters) await c.flush(db, now);
    if (now - lastSweep > 60_000) {
      lastSweep = now;
      await db
        .deleteFrom("rate_limit_counts")
        .where("window_start", "<", now - 10 * 60_000)
        .execute();
    }
  };
  const tick = () => {
    running = running.then(run).catch((error) => logger.error({ err: errorMessage(error) }, "shared rate limits: flush failed"));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    tick();
    await running;
    enabled = false;
  };
}
