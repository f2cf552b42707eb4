import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createLimiter, type LimitStore } from "#app/platform/limits.server.ts";
import { attemptLogin, LOGIN_GUARD, loginLimiters } from "#app/platform/login-guard.server.ts";
import { type Db, openPostgresPool } from "#db/index.ts";
import { createTestDb, testDialect } from "#tests/db.ts";

/**
 * Limits counted across instances (decision 042): two instances — two connection pools on
 * PostgreSQL, two connections to one file on SQLite (two processes) — each with its own
 * rate-limiter-flexible store on the shared `rate_limits` table. Measured with the hand-written
 * limiter: after 10 failures instance A refused, instance B accepted 10 more; later each instance
 * decided from memory and a key could go over by what the others let through in half a second.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function twoStores(): Promise<{ db: Db; a: LimitStore; b: LimitStore }> {
  const t = await createTestDb();
  cleanups.push(t.close);
  if (t.url) {
    const [a, b] = [openPostgresPool(t.url, 2), openPostgresPool(t.url, 2)];
    cleanups.push(
      () => a.end(),
      () => b.end(),
    );
    return { db: t.db, a: { kind: "postgres", pool: a }, b: { kind: "postgres", pool: b } };
  }
  const open = () => {
    const sqlite = new SQLite(t.file);
    sqlite.pragma("busy_timeout = 5000");
    cleanups.push(() => {
      sqlite.close();
    });
    return sqlite;
  };
  return { db: t.db, a: { kind: "sqlite", sqlite: open() }, b: { kind: "sqlite", sqlite: open() } };
}

describe(`limits shared by two instances (${testDialect()})`, () => {
  it("60 posts a minute hold across both: what A let through counts on B, exactly", async () => {
    const { db, a, b } = await twoStores();
    const onA = createLimiter(a, { name: "post", points: 60, windowMs: 60_000 });
    const onB = createLimiter(b, { name: "post", points: 60, windowMs: 60_000 });
    const key = "203.0.113.7";
    for (let i = 0; i < 40; i++) expect((await onA.take(key)).allowed).toBe(true);
    // Both at once, as two instances would: exactly 20 more get through, wherever they land.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? onA : onB).take(key)));
    expect(answers.filter((r) => r.allowed)).toHaveLength(20);
    const refused = answers.find((r) => !r.allowed)!;
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", `post:${key}`).executeTakeFirstOrThrow();
    expect(row.points).toBe(70);
    expect(Number(row.expire)).toBeGreaterThan(Date.now());
    // Another address starts afresh.
    expect((await onB.take("198.51.100.1")).allowed).toBe(true);
  });

  it("a window passes: the key is counted afresh on both", async () => {
    const { a, b } = await twoStores();
    const onA = createLimiter(a, { name: "short", points: 2, windowMs: 300 });
    const onB = createLimiter(b, { name: "short", points: 2, windowMs: 300 });
    expect((await onA.take("k")).allowed).toBe(true);
    expect((await onB.take("k")).allowed).toBe(true);
    expect((await onA.take("k")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect((await onB.take("k")).allowed).toBe(true);
    expect((await onA.take("k")).consumed).toBe(2);
  });

  it("sign-in attempts from two instances at once: five free, one opens the back-off, the rest wait", async () => {
    const { db, a, b } = await twoStores();
    const [onA, onB] = [loginLimiters(a), loginLimiters(b)];
    let compared = 0;
    const wrong = () => {
      compared++;
      return false;
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => attemptLogin("203.0.113.7", wrong, i % 2 ? onA : onB)));
    expect(compared).toBe(LOGIN_GUARD.FREE_FAILURES + 1);
    expect(outcomes.filter((o) => o.outcome === "wrong")).toHaveLength(LOGIN_GUARD.FREE_FAILURES + 1);
    expect(outcomes.filter((o) => o.outcome === "wait")).toHaveLength(4);
    // Closed on both instances, the right password included, until the back-off is over.
    expect((await attemptLogin("203.0.113.7", () => true, onA)).outcome).toBe("wait");
    const failures = await db
      .selectFrom("rate_limits")
      .select("points")
      .where("key", "=", "login-failures:203.0.113.7")
      .executeTakeFirstOrThrow();
    // Every attempt that got past the closed back-off counted a failure; one that found it already
    // open waited without counting (which ones did depends on the order the two instances ran in).
    expect(failures.points).toBeGreaterThanOrEqual(LOGIN_GUARD.FREE_FAILURES + 1);
    expect(failures.points).toBeLessThanOrEqual(10);
    expect((await attemptLogin("198.51.100.9", () => true, onB)).outcome).toBe("signed-in");
  });

  it("past the global failure budget, the right password from an address that has not failed still signs in", async () => {
    const { a, b } = await twoStores();
    const [onA, onB] = [loginLimiters(a), loginLimiters(b)];
    for (let i = 0; i < LOGIN_GUARD.GLOBAL_BUDGET; i++) {
      const outcome = await attemptLogin(`192.0.2.${(i % 20) + 1}`, () => false, i % 2 ? onA : onB);
      expect(outcome.outcome).toBe("wrong");
    }
    // A new guesser waits from its first failure…
    const guesser = await attemptLogin("198.51.100.77", () => false, onA);
    expect(guesser).toMatchObject({ outcome: "wait" });
    expect(await attemptLogin("198.51.100.77", () => true, onB)).toMatchObject({ outcome: "wait" });
    // …the operator does not.
    expect(await attemptLogin("198.51.100.200", () => true, onB)).toEqual({ outcome: "signed-in" });
  });
});
