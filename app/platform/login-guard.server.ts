import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { lockKey } from "#db/dialect.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

/**
 * Operator sign-in guard, kept in the database so that several
 * instances share it:
 * - per address key (IPv6 by /64): the first FREE_FAILURES wrong passwords cost nothing, then each
 *   one closes the address for a growing time (1 s, 2 s, 4 s … up to MAX_BACKOFF_MS). Once that
 *   time has passed, the right password works again (an operator behind the same address as a
 *   guesser is delayed, never shut out for good); a success forgets the address's failures.
 * - for every address together: at most GLOBAL_BUDGET failures an hour, then every sign-in waits
 *   until the hour is over (a guesser with many addresses gains nothing from them).
 * Each attempt is counted as a failure before the password is compared, in one write transaction,
 * so parallel guesses cannot slip between the check and the count; a success takes it back.
 */
export const LOGIN_GUARD = {
  FREE_FAILURES: 5,
  FIRST_BACKOFF_MS: 1_000,
  MAX_BACKOFF_MS: 15 * 60_000,
  /** An address's failures are forgotten this long after its last one. */
  ADDRESS_MEMORY_MS: 24 * 3_600_000,
  GLOBAL_WINDOW_MS: 3_600_000,
  GLOBAL_BUDGET: 100,
} as const;

const GLOBAL_KEY = "*";

export type LoginClaim = { allowed: true } | { allowed: false; retryAfterMs: number };

export function backoffMs(failures: number): number {
  const over = failures - LOGIN_GUARD.FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(LOGIN_GUARD.MAX_BACKOFF_MS, LOGIN_GUARD.FIRST_BACKOFF_MS * 2 ** Math.min(over - 1, 30));
}

/** Claims one sign-in attempt for `key`: refused while the address or the whole site is closed. */
export async function claimLoginAttempt(db: Kysely<Database>, key: string, now = Date.now()): Promise<LoginClaim> {
  return writeTransaction(db, async (trx) => {
    // Read, then write: every instance's sign-in attempts take turns (PostgreSQL; SQLite's write lock does it).
    await lockKey(trx, "login-guard");
    // Forgotten failures leave the table (it holds at most one row per address that failed lately).
    await trx
      .deleteFrom("login_failures")
      .where("key", "!=", GLOBAL_KEY)
      .where("last_failure_at", "<", now - LOGIN_GUARD.ADDRESS_MEMORY_MS)
      .execute();
    const rows = await trx.selectFrom("login_failures").selectAll().where("key", "in", [key, GLOBAL_KEY]).execute();
    let own = rows.find((r) => r.key === key);
    let global = rows.find((r) => r.key === GLOBAL_KEY);
    if (own && Number(own.last_failure_at) + LOGIN_GUARD.ADDRESS_MEMORY_MS < now) own = undefined;
    if (global && Number(global.window_start) + LOGIN_GUARD.GLOBAL_WINDOW_MS <= now) global = undefined;
    if (own && Number(own.locked_until) > now) return { allowed: false, retryAfterMs: Number(own.locked_until) - now };
    if (global && global.failures >= LOGIN_GUARD.GLOBAL_BUDGET) {
      return { allowed: false, retryAfterMs: Number(global.window_start) + LOGIN_GUARD.GLOBAL_WINDOW_MS - now };
    }
    const failures = (own?.failures ?? 0) + 1;
    const ownRow = {
      key,
      failures,
      window_start: Number(own?.window_start ?? now),
      last_failure_at: now,
      locked_until: now + backoffMs(failures),
    };
    const globalRow = {
      key: GLOBAL_KEY,
      failures: (global?.failures ?? 0) + 1,
      window_start: Number(global?.window_start ?? now),
      last_failure_at: now,
      locked_until: 0,
    };
    for (const row of [ownRow, globalRow]) {
      await trx
        .insertInto("login_failures")
        .values(row)
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            failures: row.failures,
            window_start: row.window_start,
            last_failure_at: row.last_failure_at,
            locked_until: row.locked_until,
          }),
        )
        .execute();
    }
    return { allowed: true };
  });
}

/** The claimed attempt was the right password: the address's failures are forgotten, the budget given back. */
export async function loginSucceeded(db: Kysely<Database>, key: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await trx.deleteFrom("login_failures").where("key", "=", key).execute();
    await trx
      .updateTable("login_failures")
      .set((eb) => ({ failures: eb("failures", "-", 1) }))
      .where("key", "=", GLOBAL_KEY)
      .where("failures", ">", 0)
      .execute();
  });
}
