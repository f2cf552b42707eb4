import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import type { Db } from "#db/index.ts";
import type SQLite from "better-sqlite3";
import type pg from "pg";

/**
 * Every count that limits anonymous traffic — requests a minute, the operator's sign-in back-off,
 * the daily quotas — kept by rate-limiter-flexible (decision 042) in the `rate_limits` table, so
 * that every instance counts what all of them saw:
 * - PostgreSQL: its PostgreSQL store, on a small pool of its own (a limit is checked inside a
 *   request's transaction at times; it must never wait for a connection that transaction holds);
 * - SQLite: its SQLite store on the process's better-sqlite3 connection (several processes on one
 *   file share the table through SQLite's own locking). On that one connection a count taken while
 *   a transaction is open is part of it, and undone with it: a lost count, never a blocked process
 *   (a second connection would wait, synchronously, for the write lock the first one holds);
 * - before boot() (unit tests without a database): in memory.
 * Each count is a fixed window from its first point. Should the store fail, the same limit is
 * counted in this process's memory for as long as it does (logged once a minute), never skipped.
 */

export type LimitStore = { kind: "memory" } | { kind: "sqlite"; sqlite: SQLite.Database } | { kind: "postgres"; pool: pg.Pool };

const LIMITS_TABLE = "rate_limits";

type Taken = {
  allowed: boolean;
  /** Milliseconds until the window is over (0 when allowed and unknown). */
  retryAfterMs: number;
  /** Points counted in the window, this one included. */
  consumed: number;
};

export type Limiter = {
  /** Counts `points` (default 1) for `key`; `windowMs` overrides the window when a new one starts. */
  take(key: string, options?: { points?: number; windowMs?: number }): Promise<Taken>;
  /** The key's count without changing it; null when it has none. */
  peek(key: string): Promise<{ consumed: number; retryAfterMs: number } | null>;
  /** Gives back points taken (a refused action that was counted). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Marks the key as over its limit for `ms`. */
  block(key: string, ms: number): Promise<void>;
  forget(key: string): Promise<void>;
};

type Options = { name: string; points: number; windowMs: number };

function storeLimiter(store: LimitStore, { name, points, windowMs }: Options): RateLimiterAbstract {
  const common = { keyPrefix: name, points, duration: windowMs / 1000, tableName: LIMITS_TABLE, tableCreated: true };
  // Expired rows are removed by startLimitSweeps (one sweep for every limiter), not by each limiter.
  if (store.kind === "sqlite")
    return new RateLimiterSQLite({
      ...common,
      storeClient: keptStatements(store.sqlite),
      storeType: "better-sqlite3",
      clearExpiredByTimeout: false,
    });
  if (store.kind === "postgres")
    return new RateLimiterPostgres({ ...common, storeClient: store.pool, storeType: "pool", clearExpiredByTimeout: false });
  return new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 });
}

/**
 * The better-sqlite3 handle as the SQLite store uses it (`prepare`, `transaction`), with each
 * statement prepared once: the store prepares its upsert again for every count and wraps that one
 * statement in a transaction of its own. Measured per count: 174 µs as it is, 33 µs with the
 * statement kept and run as the single atomic statement it is (inside a request's transaction it is
 * part of that transaction either way).
 */
const kept = new WeakMap<SQLite.Database, object>();
function keptStatements(sqlite: SQLite.Database): object {
  let client = kept.get(sqlite);
  if (!client) {
    const statements = new Map<string, SQLite.Statement>();
    client = {
      prepare(sql: string) {
        let statement = statements.get(sql);
        if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
        return statement;
      },
      transaction: <T>(fn: () => T) => fn,
    };
    kept.set(sqlite, client);
  }
  return client;
}

let lastStoreWarning = 0;
function storeFailed(name: string, error: unknown) {
  if (Date.now() - lastStoreWarning < 60_000) return;
  lastStoreWarning = Date.now();
  logger.error({ limiter: name, err: errorMessage(error) }, "limits: the shared store failed; counting in this process's memory meanwhile");
}

export function createLimiter(store: LimitStore, options: Options): Limiter {
  const shared = storeLimiter(store, options);
  const memory = store.kind === "memory" ? shared : storeLimiter({ kind: "memory" }, options);
  /** The store's answer, or this process's memory when the store fails. */
  async function run<T>(fn: (rl: RateLimiterAbstract) => Promise<T>): Promise<T> {
    try {
      return await fn(shared);
    } catch (error) {
      if (error instanceof RateLimiterRes || shared === memory) throw error;
      storeFailed(options.name, error);
      return fn(memory);
    }
  }
  return {
    async take(key, { points = 1, windowMs } = {}) {
      const custom = windowMs === undefined ? {} : { customDuration: windowMs / 1000 };
      try {
        const res = await run((rl) => rl.consume(key, points, custom));
        return { allowed: true, retryAfterMs: Math.max(0, res.msBeforeNext), consumed: res.consumedPoints };
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return { allowed: false, retryAfterMs: Math.max(0, refused.msBeforeNext), consumed: refused.consumedPoints };
      }
    },
    async peek(key) {
      const res = await run((rl) => rl.get(key));
      return res ? { consumed: res.consumedPoints, retryAfterMs: Math.max(0, res.msBeforeNext) } : null;
    },
    async giveBack(key, points = 1) {
      await run((rl) => rl.reward(key, points));
    },
    async block(key, ms) {
      await run((rl) => rl.block(key, ms / 1000));
    },
    async forget(key) {
      await run((rl) => rl.delete(key));
    },
  };
}

// The process's store, set by boot() (boot.server.ts), and its limiters by name.
let current: LimitStore = { kind: "memory" };
const limiters = new WeakMap<LimitStore, Map<string, Limiter>>();

/** The process's limiter `name` (created once per store: a limit's figures never change while running). */
export function limiter(name: string, points: number, windowMs: number): Limiter {
  let byName = limiters.get(current);
  if (!byName) limiters.set(current, (byName = new Map()));
  let found = byName.get(name);
  if (!found) byName.set(name, (found = createLimiter(current, { name, points, windowMs })));
  return found;
}

/**
 * Counts go to `store` from now on; every 5 minutes, counts over for an hour leave the table.
 * Returns the stopper (the store's pool, if any, is closed by its owner).
 */
export function startLimits(store: LimitStore, db: Db, sweepEveryMs = 5 * 60_000): () => void {
  current = store;
  if (store.kind === "memory") return () => {};
  const sweep = () =>
    db
      .deleteFrom("rate_limits")
      .where("expire", "<", Date.now() - 3_600_000)
      .execute()
      .catch((error) => logger.error({ err: errorMessage(error) }, "limits: sweeping expired counts failed"));
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    current = { kind: "memory" };
  };
}

/** Whole seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}
