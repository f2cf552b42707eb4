import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { createDatabase, createPostgresDatabase, type Db, openDatabase, openPostgres } from "#db/index.ts";

/**
 * Which database the tests run on: SQLite always; PostgreSQL when the PostgreSQL suite runs
 * (`npm run test:pg`: vitest.pg.config.ts sets SAM_TEST_POSTGRES, scripts/with-postgres.sh gives
 * TEST_DATABASE_URL, a database made for the run).
 */
export function testDialect(): "sqlite" | "postgres" {
  return process.env.SAM_TEST_POSTGRES === "1" ? "postgres" : "sqlite";
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "The PostgreSQL tests need TEST_DATABASE_URL: run them with `bash scripts/with-postgres.sh npx vitest run --config vitest.pg.config.ts`",
    );
  return url;
}

/** The URL of the run's database with `search_path` set to `schema`: one schema per test database. */
export function schemaUrl(schema: string): string {
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

/** Creates an empty schema in the run's PostgreSQL database; returns its URL and its dropper. */
export async function createTestSchema(): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    url: schemaUrl(schema),
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: testDatabaseUrl() });
      await c.connect();
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Makes the next insert into `table` matching `when` (SQL over NEW) fail with "crash": a process
 * dying in the middle of a transaction. Returns the remover.
 */
export async function crashTrigger(db: Db, table: string, when: string): Promise<() => Promise<void>> {
  if (testDialect() === "postgres") {
    await sql.raw(`CREATE FUNCTION crash_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash'; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER crash BEFORE INSERT ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION crash_fn()`).execute(db);
    return async () => {
      await sql.raw(`DROP TRIGGER crash ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION crash_fn()`).execute(db);
    };
  }
  await sql.raw(`CREATE TRIGGER crash BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'crash'); END`).execute(db);
  return async () => {
    await sql`DROP TRIGGER crash`.execute(db);
  };
}

/**
 * A fresh, migrated database for one test; `close()` removes it. SQLite: a file (`file`);
 * PostgreSQL: a schema of the run's database (`url`; `file` is empty).
 */
export async function createTestDb(): Promise<{ db: Db; file: string; url?: string; reopen: () => Db; close: () => Promise<void> }> {
  if (testDialect() === "postgres") {
    const { url, drop } = await createTestSchema();
    const { db } = await createPostgresDatabase(url, 10);
    return {
      db,
      file: "",
      url,
      reopen: () => openPostgres(url, 10).db,
      close: async () => {
        await db.destroy();
        await drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-db-"));
  const file = path.join(dir, "test.db");
  const { db } = await createDatabase(file);
  return {
    db,
    file,
    reopen: () => openDatabase(file).db,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
