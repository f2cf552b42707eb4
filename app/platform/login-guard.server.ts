import { createLimiter, limiter, type LimitStore } from "#app/platform/limits.server.ts";
import { logger } from "#app/platform/log.server.ts";

/**
 * Operator sign-in guard, counted across instances (limits.server.ts, decision 042):
 * - per address key (IPv6 by /64): the first FREE_FAILURES wrong passwords cost nothing, then each
 *   attempt closes the address for a growing time (1 s, 2 s, 4 s … up to MAX_BACKOFF_MS). Once that
 *   time has passed, the right password works again (an operator behind the same address as a
 *   guesser is delayed, never shut out for good); a success forgets the address's failures.
 * - for every address together: GLOBAL_BUDGET failures an hour. Past it, guessers are slowed — an
 *   address is closed from its first wrong password — but the right password is still compared and
 *   accepted from an address that is not closed: a guesser with many addresses can no longer lock
 *   the operator out (the budget used to refuse every sign-in until the hour was over).
 * Each attempt counts as a failure before the password is compared, atomically, so parallel guesses
 * cannot slip between the check and the count; past the free failures one attempt at a time opens
 * the address's back-off window, the others wait. A success takes it all back.
 */
export const LOGIN_GUARD = {
  FREE_FAILURES: 5,
  FIRST_BACKOFF_MS: 1_000,
  MAX_BACKOFF_MS: 15 * 60_000,
  /** An address's failures are forgotten this long after its first one. */
  ADDRESS_MEMORY_MS: 24 * 3_600_000,
  GLOBAL_WINDOW_MS: 3_600_000,
  GLOBAL_BUDGET: 100,
} as const;

const GLOBAL_KEY = "*";

export type LoginOutcome = { outcome: "signed-in" } | { outcome: "wrong" } | { outcome: "wait"; retryAfterMs: number };

export function backoffMs(failures: number): number {
  const over = failures - LOGIN_GUARD.FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(LOGIN_GUARD.MAX_BACKOFF_MS, LOGIN_GUARD.FIRST_BACKOFF_MS * 2 ** Math.min(over - 1, 30));
}

type Limiters = { failures: ReturnType<typeof limiter>; closed: ReturnType<typeof limiter>; global: ReturnType<typeof limiter> };

const names = {
  // Attempts counted as failures per address (a success forgets them).
  failures: ["login-failures", 1_000_000, LOGIN_GUARD.ADDRESS_MEMORY_MS],
  // One point opens an address's back-off window; while it lasts, the address is closed.
  closed: ["login-closed", 1, LOGIN_GUARD.MAX_BACKOFF_MS],
  global: ["login-global", LOGIN_GUARD.GLOBAL_BUDGET, LOGIN_GUARD.GLOBAL_WINDOW_MS],
} as const;

let warnedWindow = -1;

/** One sign-in attempt from address `key`; `matches` compares the password (called at most once). */
export async function attemptLogin(key: string, matches: () => boolean, limiters: Limiters = processLimiters()): Promise<LoginOutcome> {
  const { failures, closed, global } = limiters;
  const open = await closed.peek(key);
  if (open && open.consumed >= 1 && open.retryAfterMs > 0) return { outcome: "wait", retryAfterMs: open.retryAfterMs };
  const n = (await failures.take(key)).consumed;
  if (n > LOGIN_GUARD.FREE_FAILURES) {
    // Opens this address's back-off window; a parallel attempt finds it open and waits.
    const gate = await closed.take(key, { windowMs: backoffMs(n) });
    if (!gate.allowed) return { outcome: "wait", retryAfterMs: gate.retryAfterMs };
  }
  if (matches()) {
    const spent = ((await global.peek(GLOBAL_KEY))?.consumed ?? 0) >= LOGIN_GUARD.GLOBAL_BUDGET;
    await Promise.all([failures.forget(key), closed.forget(key)]);
    if (spent)
      logger.warn("operator sign-in accepted from an address that had not failed, while the global sign-in failure budget is spent");
    return { outcome: "signed-in" };
  }
  const all = await global.take(GLOBAL_KEY);
  if (all.allowed) return { outcome: "wrong" };
  // The budget is spent: this address waits from its first failure, as if its free ones were used.
  const wait = backoffMs(Math.max(n, 1) + LOGIN_GUARD.FREE_FAILURES);
  if (n <= LOGIN_GUARD.FREE_FAILURES) await closed.block(key, wait);
  const window = Date.now() - (Date.now() % LOGIN_GUARD.GLOBAL_WINDOW_MS);
  if (warnedWindow !== window) {
    warnedWindow = window;
    logger.warn(
      `operator sign-in: the global sign-in failure budget (${LOGIN_GUARD.GLOBAL_BUDGET} an hour) is spent; every address that fails now waits from its first failure, the right password from an address that has not failed is still accepted`,
    );
  }
  return { outcome: "wait", retryAfterMs: n <= LOGIN_GUARD.FREE_FAILURES ? wait : backoffMs(n) };
}

function processLimiters(): Limiters {
  return {
    failures: limiter(...names.failures),
    closed: limiter(...names.closed),
    global: limiter(...names.global),
  };
}

/** The same limiters on a given store (two instances in the tests). */
export function loginLimiters(store: LimitStore): Limiters {
  const make = ([name, points, windowMs]: readonly [string, number, number]) => createLimiter(store, { name, points, windowMs });
  return { failures: make(names.failures), closed: make(names.closed), global: make(names.global) };
}
