import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "#migrations/index.ts";
import { createTestDb, createTestSchema, testDialect } from "#tests/db.ts";
import { dialectOf, migrateToLatest, migrationState, openDatabase } from "./index.ts";

/**
 * The migrations are written once for SQLite and PostgreSQL (db/dialect.ts). On SQLite
 * they must create exactly what they always did; on both, instances starting together migrate once.
 * This file runs in the SQLite suite and in the PostgreSQL one (vitest.pg.config.ts).
 */
const run = promisify(execFile);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe(`portable migrations (${testDialect()})`, () => {
  it("keep epoch milliseconds past 2^31, ids, text timestamps and fractions exact", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const db = t.db;
    const far = Date.UTC(2090, 0, 1);
    await db
      .insertInto("webhook_deliveries")
      .values({ id: "msg_x", form_type: "contact", payload: "{}", next_attempt_at: far, locked_until: far + 1 })
      .execute();
    const row = await db.selectFrom("webhook_deliveries").selectAll().where("id", "=", "msg_x").executeTakeFirstOrThrow();
    expect(row.next_attempt_at).toBe(far);
    expect(row.locked_until).toBe(far + 1);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const a = await db
      .insertInto("contact_messages")
      .values({ name: "a", email: "a@b.ca", subject: "s", message: "m" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const b = await db
      .insertInto("contact_messages")
      .values({ name: "b", email: "b@b.ca", subject: "s", message: "m" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(b.id).toBe(a.id + 1);
    const dealer = await db
      .insertInto("dealers")
      .values({ name: "D", city: "Laval", email: "d@x.ca", unsubscribe_token: "u".repeat(20) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const br = await db
      .insertInto("buyer_requests")
      .values({ request_kind: "submission", request_id: 1, token: "t".repeat(20), deadline_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const dr = await db
      .insertInto("dealer_requests")
      .values({
        buyer_request_id: br.id,
        request_kind: "submission",
        request_id: 1,
        dealer_id: dealer.id,
        rank: 1,
        distance_km: 12.34,
        token: "r".repeat(20),
        deadline_at: "x",
        expires_at: "y",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("offers")
      .values({ dealer_request_id: dr.id, price_cents: 3_499_999, financing_rate: 4.99, valid_until: "2030-01-01" })
      .execute();
    const offer = await db.selectFrom("offers").selectAll().executeTakeFirstOrThrow();
    expect(offer.financing_rate).toBe(4.99);
    expect(offer.price_cents).toBe(3_499_999);
    const d = await db.selectFrom("dealer_requests").select("distance_km").executeTakeFirstOrThrow();
    expect(d.distance_km).toBe(12.34);
    const count = await db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(2);
    expect(dialectOf(db)).toBe(testDialect());
  });

  it("run once when four instances start together on a new database; none fails", async () => {
    let target: string;
    if (testDialect() === "postgres") {
      const s = await createTestSchema();
      cleanups.push(s.drop);
      target = s.url;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      target = path.join(dir, "app.db");
    }
    const script = path.resolve("tests/support/migrate-once.ts");
    const results = await Promise.all([1, 2, 3, 4].map(() => run(process.execPath, [script, target])));
    expect(results.map((r) => r.stdout.trim())).toEqual(["0", "0", "0", "0"]);
    // Each migration recorded once.
    const { db } = testDialect() === "postgres" ? (await import("./index.ts")).openPostgres(target, 1) : openDatabase(target);
    const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(names.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect((await migrationState(db)).pending).toEqual([]);
    await db.destroy();
  });

  it("0101 turns the privacy audit's one-by-one link requests into daily counts, keeping every other action", async () => {
    let db: Kysely<any>;
    if (testDialect() === "postgres") {
      const s = await createTestSchema();
      cleanups.push(s.drop);
      db = (await import("./index.ts")).openPostgres(s.url, 1).db;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      db = openDatabase(path.join(dir, "app.db")).db;
    }
    cleanups.push(() => db.destroy());
    const provider = { getMigrations: async () => migrations };
    expect((await new Migrator({ db, provider }).migrateTo("0100_confirmation_links")).error).toBeUndefined();
    const day1 = Date.UTC(2026, 10, 25, 23, 59);
    const day2 = Date.UTC(2026, 10, 26, 0, 1);
    const row = (id: string, at: number, action: string, counts: string) => ({ id, at, action, subject: "email", actor: "link", counts });
    await db
      .insertInto("privacy_audit")
      .values([
        row("a", day1, "link-requested", '{"known":1}'),
        row("b", day1, "link-requested", '{"known":0}'),
        row("c", day2, "link-requested", '{"known":0}'),
        row("d", day2, "erase", "{}"),
      ])
      .execute();
    await migrateToLatest(db);
    expect(await db.selectFrom("privacy_link_requests").selectAll().orderBy("day").execute()).toEqual([
      { day: "2026-11-25", requested: 2, known: 1 },
      { day: "2026-11-26", requested: 1, known: 0 },
    ]);
    expect((await db.selectFrom("privacy_audit").select("id").execute()).map((r: { id: string }) => r.id)).toEqual(["d"]);
  });
});
