import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type Driver,
  Kysely,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type Transaction,
} from "kysely";
import pg from "pg";
import { migrations } from "#migrations/index.ts";
import { isPostgres } from "./dialect.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
/** The database or a transaction on it: what a repository function writes with. */
export type DbOrTrx = Db | Transaction<Database>;

/**
 * The database file readable and writable by its owner only (0600; a new folder 0700), whatever
 * the umask: every buyer's data is in it. SQLite gives its WAL and shared-memory files the
 * database file's permissions; those left by an older version are made private too. A file that
 * belongs to another user keeps its mode (chmod is refused; SQLite still opens it if it may).
 */
export function privateDatabaseFile(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(f).mode & 0o077) !== 0) fs.chmodSync(f, 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "EPERM") throw error;
    }
  }
}

/** Opens (creating the folder and the file if needed, both private) a SQLite database tuned for a web server. */
export function openDatabase(file: string): { db: Db; sqlite: SQLite.Database } {
  if (file !== ":memory:") privateDatabaseFile(file);
  const sqlite = new SQLite(file);
  // First, so that several processes opening one new file wait for each other (journal mode too).
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Checkpoints copy the WAL into the database file, with two fsyncs each. SQLite's default (every
  // 1,000 pages) ran one every ~150 form posts, measured at ~20 % of a post's CPU; the server
  // checkpoints on a timer instead (app/platform/db.server.ts) and this is the safety net (~40 MB).
  sqlite.pragma("wal_autocheckpoint = 10000");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}

/**
 * A PostgreSQL database (`DATABASE_URL=postgres://…`): a pool of `poolSize` connections. 64-bit
 * integers (epoch-millisecond columns, counts) are read as numbers, as SQLite gives them: epoch
 * milliseconds stay far below 2^53.
 */
export function openPostgres(url: string, poolSize = 10): { db: Db; pool: pg.Pool } {
  const pool = openPostgresPool(url, poolSize);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/**
 * A bare pool with the same settings (64-bit integers read as numbers, a connection timeout):
 * for the limits' own store (app/platform/limits.server.ts), which must never wait behind the
 * transactions of the application's pool.
 */
export function openPostgresPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A broken connection must not hang a request forever.
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that dies (server restart) is dropped by the pool; without a listener Node exits.
  pool.on("error", () => {});
  return pool;
}

/**
 * Every transaction takes SQLite's write lock at BEGIN (BEGIN IMMEDIATE). A deferred transaction
 * that reads first and writes later fails at once with "database is locked" when another
 * connection — another process on the same file — committed in between: busy_timeout cannot help
 * there, because waiting would not make its snapshot current. Taking the lock first makes it wait
 * its turn instead (measured: 0 errors for two processes writing one file, see
 * tests/integration/sqlite-processes.test.ts). Reads outside transactions are unaffected (WAL).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

const STATEMENT_CACHE_MAX = 500;

/**
 * Kysely prepares every query again (measured: ~3 % of a form post's CPU). Its SQLite driver runs
 * one query at a time on the connection, so a prepared statement can be kept per SQL text and
 * reused safely; SQLite re-prepares it by itself if the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_MAX) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** A fixed key for PostgreSQL's advisory lock around migrations (any 64-bit number, ours alone). */
const MIGRATION_LOCK_KEY = 5_301_840_018;

/**
 * Runs `fn` while holding the database's migration lock, on one connection, so that any number of
 * instances may start together on a new or old database: one migrates, the others wait and then
 * find nothing left to do. PostgreSQL: a session advisory lock. SQLite: an exclusive transaction
 * (other processes wait on busy_timeout; SQLite's DDL is transactional, so a failed migration
 * leaves nothing half done).
 */
export async function withMigrationLock<T>(db: Kysely<any>, fn: (conn: Kysely<any>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    if (isPostgres(db)) {
      await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
      try {
        return await fn(conn);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
      }
    }
    await beginExclusive(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw error;
    }
  });
}

/** BEGIN EXCLUSIVE, waiting past busy_timeout while another process migrates (up to a minute). */
async function beginExclusive(conn: Kysely<any>): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      await sql`begin exclusive`.execute(conn);
      return;
    } catch (error) {
      if (!/locked|busy/i.test(String((error as Error).message)) || Date.now() > until) throw error;
    }
  }
}

/**
 * Brings the schema to the latest migration; throws with the failing migration's name. Migration
 * numbers are given out in ranges to work that lands in any order, so a database may have run a
 * higher number before a lower one arrives: the lower one then runs too (each migration touches
 * its own tables and columns), instead of kysely refusing the order.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await withMigrationLock(db, (conn) =>
    new Migrator({ db: conn, provider, allowUnorderedMigrations: true }).migrateToLatest(),
  );
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Where a database stands against this version's migrations, read before migrating: `executed`
 * and `pending` are known to this version, `unknown` were applied by a newer version.
 */
export async function migrationState(db: Kysely<any>): Promise<{ executed: string[]; pending: string[]; unknown: string[] }> {
  const known = Object.keys(migrations);
  let applied: string[] = [];
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((t) => t.name === "kysely_migration")) {
    // PostgreSQL lists every schema's tables: one of another schema is not ours to read.
    const rows = await db
      .selectFrom("kysely_migration")
      .select("name")
      .execute()
      .catch(() => []);
    applied = rows.map((r: { name: string }) => r.name);
  }
  const done = new Set(applied);
  return {
    executed: known.filter((name) => done.has(name)),
    pending: known.filter((name) => !done.has(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  };
}

/** Opens and migrates: what the server and every test database go through. */
export async function createDatabase(file: string): Promise<{ db: Db; sqlite: SQLite.Database }> {
  const opened = openDatabase(file);
  await migrateToLatest(opened.db);
  return opened;
}

/** Opens and migrates a PostgreSQL database. */
export async function createPostgresDatabase(url: string, poolSize?: number): Promise<{ db: Db; pool: pg.Pool }> {
  const opened = openPostgres(url, poolSize);
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return opened;
}

export { dialectOf, forUpdate, isPostgres, lockKey, skipLocked } from "./dialect.ts";

export type { Database } from "./schema.ts";
