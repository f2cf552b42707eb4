import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "#migrations/index.ts";
import { createDatabase, migrateToLatest, migrationState, openDatabase, withMigrationLock } from "./index.ts";

const expected: Record<string, string[]> = {
  vehicle_submissions: [
    "id",
    "created_at",
    "brand",
    "condition",
    "model",
    "trim",
    "dealerships",
    "contact_method",
    "name",
    "email",
    "phone",
    "city",
    "privacy_level",
    "request_ref",
  ],
  chat_conversations: [
    "id",
    "conversation_id",
    "created_at",
    "user_message",
    "assistant_response",
    "full_history",
    "language",
    "email",
    "dealer_email_subject",
    "dealer_email_body",
    "webhook_status",
  ],
  property_evaluations: [
    "first_name",
    "last_name",
    "email",
    "phone",
    "address",
    "city",
    "postal_code",
    "property_type",
    "estimated_value",
    "timeframe",
    "additional_info",
  ],
  contact_messages: ["name", "email", "phone", "subject", "message"],
  drafts: ["id", "kind", "data", "updated_at"],
  chat_sessions: ["id", "owner", "language", "history", "status"],
  webhook_deliveries: ["id", "form_type", "payload", "status", "attempts", "next_attempt_at", "last_status", "last_error"],
};

describe("migrations", () => {
  it("create every table with the spec's columns in a fresh file, in its new folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    const file = path.join(dir, "nested", "folder", "app.db");
    const { db } = await createDatabase(file);
    await db.destroy();
    expect(fs.existsSync(file)).toBe(true);

    const sqlite = new Database(file, { readonly: true });
    try {
      for (const [table, columns] of Object.entries(expected)) {
        const present = (sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
        expect(present.length, `${table} exists`).toBeGreaterThan(0);
        for (const column of columns) expect(present, `${table}.${column}`).toContain(column);
      }
      const defaults = sqlite.prepare("PRAGMA table_info(chat_conversations)").all() as { name: string; dflt_value: string }[];
      expect(defaults.find((c) => c.name === "webhook_status")?.dflt_value).toBe("'pending'");
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are idempotent: a second start migrates nothing and keeps data", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    const file = path.join(dir, "app.db");
    const first = await createDatabase(file);
    await first.db
      .insertInto("contact_messages")
      .values({ name: "Léa", email: "lea@example.com", subject: "Bonjour", message: "Allo" })
      .execute();
    await first.db.destroy();
    const second = await createDatabase(file);
    const rows = await second.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe("Léa");
    await second.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** The migrations were made portable (db/dialect.ts); on SQLite nothing changed. */
describe("portable migrations on SQLite", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  it("create on SQLite, up to 0080, the same schema as before they were made portable", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "app.db");
    const { db } = openDatabase(file);
    const provider = { getMigrations: async () => migrations };
    const { error } = await withMigrationLock(db, (conn) => new Migrator({ db: conn, provider }).migrateTo("0080_negotiation"));
    expect(error).toBeUndefined();
    await db.destroy();
    const sqlite = new Database(file, { readonly: true });
    const rows = sqlite.prepare("select type, name, tbl_name, sql from sqlite_master order by name").all();
    sqlite.close();
    // Written by the migrations as they stood before issue 18 (SQLite-only SQL), on a fresh file.
    const before = fs
      .readFileSync(path.join(import.meta.dirname, "sqlite-schema-0080.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(rows.map((r) => JSON.stringify(r))).toEqual(before);
  });

  it("upgrade an existing SQLite database in place: rows kept, only the new migrations run", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "app.db");
    const old = openDatabase(file).db;
    const provider = { getMigrations: async () => migrations };
    expect((await new Migrator({ db: old, provider }).migrateTo("0080_negotiation")).error).toBeUndefined();
    await old.insertInto("contact_messages").values({ name: "Léa", email: "lea@example.com", subject: "Avant", message: "Allo" }).execute();
    await old
      .insertInto("webhook_deliveries")
      .values({ id: "msg_old", form_type: "contact", payload: "{}", next_attempt_at: Date.UTC(2090, 0, 1) })
      .execute();
    await old.destroy();
    const { db } = openDatabase(file);
    cleanups.push(() => db.destroy());
    expect((await migrationState(db)).pending).toEqual(Object.keys(migrations).filter((name) => name > "0080_negotiation"));
    await migrateToLatest(db);
    expect(await db.selectFrom("contact_messages").select(["name", "subject"]).execute()).toEqual([{ name: "Léa", subject: "Avant" }]);
    expect((await db.selectFrom("webhook_deliveries").select("next_attempt_at").executeTakeFirstOrThrow()).next_attempt_at).toBe(
      Date.UTC(2090, 0, 1),
    );
    expect(await db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });

  it("run a lower-numbered migration that lands after a higher one already ran", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const { db } = openDatabase(path.join(dir, "app.db"));
    cleanups.push(() => db.destroy());
    const names = Object.keys(migrations);
    const late = names.filter((n) => n.startsWith("0100_") || n.startsWith("0101_"));
    expect(late).toHaveLength(2);
    expect(names.some((n) => n > late[1]!)).toBe(true);
    // A database of a version without them, but with the higher numbers.
    const without = Object.fromEntries(Object.entries(migrations).filter(([n]) => !late.includes(n)));
    expect((await new Migrator({ db, provider: { getMigrations: async () => without } }).migrateToLatest()).error).toBeUndefined();
    expect((await migrationState(db)).pending).toEqual(late);
    await migrateToLatest(db);
    expect((await migrationState(db)).pending).toEqual([]);
    expect(await db.selectFrom("privacy_link_requests").selectAll().execute()).toEqual([]);
  });
});
