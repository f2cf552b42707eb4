import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { closeAppDatabase, getDb, openAppDatabase, startCheckpoints } from "#app/platform/db.server.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";

const saved = { ...process.env };
afterEach(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
  resetEnvForTests();
});

describe("the process's database", () => {
  it("leaves checkpoints to its timer: the WAL grows with writes, then the timer copies it back", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-db-"));
    process.env.DATABASE_PATH = path.join(dir, "app.db");
    resetEnvForTests();
    await openAppDatabase();
    const db = getDb();
    const pages = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db);
    expect(pages.rows[0]?.wal_autocheckpoint).toBe(10_000);
    // More than SQLite's default threshold (1,000 pages) of writes: no checkpoint on the way.
    for (let i = 0; i < 300; i++) {
      await db
        .insertInto("contact_messages")
        .values({
          name: "n",
          email: "a@b.ca",
          phone: "",
          subject: "s",
          message: "m".repeat(4_000),
          language: "fr",
          idempotency_key: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const walFile = `${process.env.DATABASE_PATH}-wal`;
    const before = fs.statSync(walFile).size;
    expect(before).toBeGreaterThan(1_000 * 4096);
    const dbFileBefore = fs.statSync(process.env.DATABASE_PATH).size;
    const stop = startCheckpoints(20);
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(fs.statSync(process.env.DATABASE_PATH).size).toBeGreaterThan(dbFileBefore + 300 * 4_000);
  });
});
