import { afterEach, describe, expect, it } from "vitest";
import { createOutboxWorker, type Transport } from "#app/platform/outbox-worker.server.ts";
import { newDeliveryId } from "#app/platform/outbox.server.ts";
import { type Db, openPostgres } from "#db/index.ts";
import { createTestDb, testDialect } from "#tests/db.ts";

/**
 * The outbox claim under concurrency. Run as first written (no SKIP LOCKED) by 8 workers
 * over 2,000 rows on PostgreSQL, it deadlocked and handed 1,300+ rows to more than one worker.
 * Each worker here has its own connection pool, as separate instances do. Runs on SQLite and on
 * PostgreSQL (vitest.pg.config.ts).
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/**
 * Another connection pool to the same test database, as another instance has. SQLite: the
 * process's one connection (better-sqlite3 waits for a lock synchronously, so two connections in
 * one process would block each other; several processes are tests/integration/sqlite-processes.test.ts).
 */
async function anotherConnection(t: { db: Db; url?: string }): Promise<Db> {
  if (!t.url) return t.db;
  const db = openPostgres(t.url, 3).db;
  cleanups.push(() => db.destroy());
  return db;
}

async function fill(db: Db, n: number): Promise<string[]> {
  const ids: string[] = [];
  const at = Date.now() - 1_000;
  for (let start = 0; start < n; start += 250) {
    const rows = Array.from({ length: Math.min(250, n - start) }, (_, i) => {
      const id = newDeliveryId();
      ids.push(id);
      return {
        id,
        channel: "webhook",
        form_type: "contact",
        payload: JSON.stringify({ n: start + i }),
        status: "pending" as const,
        next_attempt_at: at,
      };
    });
    await db.insertInto("webhook_deliveries").values(rows).execute();
  }
  return ids;
}

describe(`outbox claim with concurrent workers (${testDialect()})`, () => {
  it("8 workers over 2,000 rows: no row handed to two workers, every row sent exactly once", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const ids = await fill(t.db, 2_000);
    const handed = new Map<string, number[]>();
    const workers = await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        const db = await anotherConnection(t);
        const transport: Transport = async (delivery) => {
          handed.set(delivery.id, [...(handed.get(delivery.id) ?? []), w]);
          await new Promise((r) => setImmediate(r));
          return { ok: true, status: 200 };
        };
        return createOutboxWorker({ db, transports: { webhook: transport }, retryScheduleMs: [1_000], concurrency: 8, log: () => {} });
      }),
    );
    const started = performance.now();
    const counts = await Promise.all(workers.map((w) => w.tick()));
    const ms = performance.now() - started;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2_000);
    const twice = [...handed.entries()].filter(([, ws]) => ws.length > 1);
    expect(twice).toEqual([]);
    expect(handed.size).toBe(2_000);
    // Work was shared (several workers claimed rows), not serialised into one.
    expect(new Set([...handed.values()].map((ws) => ws[0])).size).toBeGreaterThan(1);
    const rows = await t.db.selectFrom("webhook_deliveries").select(["id", "status", "attempts"]).execute();
    expect(
      rows
        .filter((r) => r.status === "sent" && r.attempts === 1)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    const attempts = await t.db
      .selectFrom("delivery_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(2_000);
    console.log(`[${testDialect()}] 8 workers, 2,000 rows: ${Math.round(ms)} ms, claims per worker ${counts.join(", ")}`);
  });

  it("a crashed worker's claims are taken over after the lease; the late worker cannot overwrite the outcome", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const [id] = await fill(t.db, 1);
    let clock = Date.now();
    const now = () => clock;
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    const slow = createOutboxWorker({
      db: await anotherConnection(t),
      transports: {
        webhook: async () => {
          await hung;
          return { ok: false, status: 500, error: "late" };
        },
      },
      retryScheduleMs: [1_000],
      leaseMs: 5_000,
      now,
      log: () => {},
    });
    const slowPass = slow.tick();
    // Wait until the slow worker holds the claim.
    for (let i = 0; i < 200; i++) {
      const row = await t.db.selectFrom("webhook_deliveries").select("status").where("id", "=", id!).executeTakeFirstOrThrow();
      if (row.status === "sending") break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const sent: string[] = [];
    const taker = createOutboxWorker({
      db: await anotherConnection(t),
      transports: {
        webhook: async (d) => {
          sent.push(d.id);
          return { ok: true, status: 200 };
        },
      },
      retryScheduleMs: [1_000],
      leaseMs: 5_000,
      now,
      log: () => {},
    });
    expect(await taker.tick()).toBe(0); // the lease still runs
    clock += 6_000;
    expect(await taker.tick()).toBe(1); // taken over
    expect(sent).toEqual([id]);
    release();
    await slowPass;
    const row = await t.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_status: 200, locked_until: null });
  });
});
