import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";

/**
 * The one place where SQLite and PostgreSQL differ (decision 021). Migrations, repositories and
 * the outbox ask these helpers; routes and domain code never know which database runs.
 */
export type DialectName = "sqlite" | "postgres";

type AnyDb = Kysely<any>;

export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export const isPostgres = (db: AnyDb): boolean => dialectOf(db) === "postgres";

// ---------------------------------------------------------------------------------------------
// Schema (migrations). On SQLite each helper gives exactly what the migrations wrote before
// PostgreSQL existed, so SQLite's schema stays byte for byte the same (db/sqlite-schema-0080.jsonl).

/** Current UTC time as ISO-8601 text with milliseconds (`2026-01-02T03:04:05.678Z`): a column default. */
export function nowText(db: AnyDb): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}

/** An auto-numbered integer primary key: SQLite's AUTOINCREMENT, PostgreSQL's identity column. */
export function autoId(db: AnyDb): (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}

/**
 * Epoch milliseconds. SQLite's integer is already 64-bit (the first migrations said `integer`,
 * kept there); PostgreSQL's `integer` is 32-bit and would overflow, so `bigint`.
 */
export function epochMsType(db: AnyDb): "integer" | "bigint" {
  return isPostgres(db) ? "bigint" : "integer";
}

/**
 * A fraction (a distance, an interest rate; never money, which is integer cents). SQLite's `real`
 * is 8 bytes; PostgreSQL's `real` is 4 bytes (4.99 read back as 4.98999977), so `double precision`.
 */
export function fractionType(db: AnyDb): "real" | "double precision" {
  return isPostgres(db) ? "double precision" : "real";
}

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * Locks the rows a read-then-write transaction reads (`SELECT … FOR UPDATE`) on PostgreSQL, so a
 * concurrent transaction waits for the commit and then reads the new values. SQLite needs none:
 * every transaction there holds the database's write lock from BEGIN (db/index.ts). Use with
 * `.$call(forUpdate(trx))`.
 */
export function forUpdate(db: AnyDb) {
  const pg = isPostgres(db);

  return <Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q => (pg ? (qb.forUpdate() as Q) : qb);
}

/**
 * `FOR UPDATE SKIP LOCKED` for a queue's claim on PostgreSQL: concurrent claimers take different
 * rows instead of waiting on (or deadlocking over) the same ones. SQLite: nothing (one writer).
 */
export function skipLocked(db: AnyDb): RawBuilder<unknown> {
  return isPostgres(db) ? sql`for update skip locked` : sql``;
}

/**
 * Serialises transactions over one name until they commit — what a row lock does, for a row that
 * may not exist yet (a draft's first answer, an idempotency key before its row is written, an
 * address's first failed sign-in). PostgreSQL: a transaction-level advisory lock on the name's
 * hash. SQLite: nothing to do, every transaction already holds the write lock from BEGIN.
 */
export async function lockKey(trx: AnyDb, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
