import { afterEach, describe, expect, it } from "vitest";
import { createSharedCounter } from "#app/platform/shared-limits.server.ts";
import { type Db, openPostgres } from "#db/index.ts";
import { createTestDb, testDialect } from "#tests/db.ts";

/**
 * Per-address request limits counted across instances. Measured before: after 10
 * failures instance A refused, instance B accepted 10 more. Here two instances (two counters,
 * two connection pools on PostgreSQL) share one database.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function twoPools(): Promise<[Db, Db, Db]> {
  const t = await createTestDb();
  cleanups.push(t.close);
  if (!t.url) return [t.db, t.db, t.db];
  const a = openPostgres(t.url, 2).db;
  const b = openPostgres(t.url, 2).db;
  cleanups.push(
    () => a.destroy(),
    () => b.destroy(),
  );
  return [t.db, a, b];
}

describe(`shared request counts (${testDialect()})`, () => {
  it("a limit of 60 posts a minute holds across two instances: what A let through counts on B", async () => {
    const [db, dbA, dbB] = await twoPools();
    const a = createSharedCounter({ prefix: "post", windowMs: 60_000, max: 60 });
    const b = createSharedCounter({ prefix: "post", windowMs: 60_000, max: 60 });
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    const key = "203.0.113.7";
    for (let i = 0; i < 40; i++) expect(a.consume(key, now).allowed).toBe(true);
    await a.flush(dbA, now);
    // B has not counted anything itself yet; its first hit goes through and its flush learns A's 40.
    expect(b.consume(key, now).allowed).toBe(true);
    await b.flush(dbB, now);
    let allowedOnB = 1;
    while (b.consume(key, now + 1).allowed) allowedOnB++;
    expect(allowedOnB).toBe(20);
    const refused = b.consume(key, now + 1);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(60_000 - 5_000 - 1);
    await b.flush(dbB, now + 1);
    await a.flush(dbA, now + 1);
    // A has heard of B's hits through its own next flush: it refuses too.
    expect(a.consume(key, now + 2).allowed).toBe(true); // its last pending write (1) is still under the total it knew
    await a.flush(dbA, now + 2);
    expect(a.consume(key, now + 3).allowed).toBe(false);
    const row = await db.selectFrom("rate_limit_counts").selectAll().where("key", "=", `post:${key}`).executeTakeFirstOrThrow();
    expect(row.hits).toBe(61);
    // Another address, and the next window, start afresh.
    expect(b.consume("198.51.100.1", now + 1).allowed).toBe(true);
    expect(a.consume(key, now + 60_000).allowed).toBe(true);
  });
});
