import path from "node:path";
import { newestPreMigrationBackup, preMigrationBackup, preMigrationFolder } from "#app/platform/backup.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { type Db, migrateToLatest, migrationState, openDatabase, openPostgres } from "#db/index.ts";
import type SQLite from "better-sqlite3";

export type { Db };

/** SQLite (`sqlite` set: backups, checkpoints) or PostgreSQL (`sqlite` undefined; its operator backs it up). */
let database: { db: Db; sqlite?: SQLite.Database; checkpoint: () => void } | undefined;
let opening: Promise<Db> | undefined;

/**
 * Opens and migrates the database once per process. Before applying pending migrations to a
 * database that already has a schema, writes `pre-migration-<timestamp>.db` (beside it, or in
 * BACKUP_DIR). A database migrated by a newer version is refused with one line naming the backup
 * to restore.
 */
export function openAppDatabase(): Promise<Db> {
  opening ??= (async () => {
    const env = getEnv();
    if (env.DATABASE_URL) return openPostgresDatabase(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
    const { db, sqlite } = openDatabase(env.DATABASE_PATH);
    try {
      const state = await migrationState(db);
      const folder = preMigrationFolder(env.DATABASE_PATH, env.BACKUP_DIR);
      if (state.unknown.length > 0) throw new Error(newerDatabaseMessage(env.DATABASE_PATH, state.unknown, folder));
      if (state.pending.length > 0 && state.executed.length > 0 && env.DATABASE_PATH !== ":memory:") {
        await preMigrationBackup(sqlite, folder, state.pending);
      }
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    database = { db, sqlite, checkpoint: () => sqlite.pragma("wal_checkpoint(PASSIVE)") };
    return db;
  })();
  return opening;
}

/**
 * PostgreSQL: migrations under the advisory lock (db/index.ts), so instances may start together.
 * A database migrated by a newer version is refused likewise; backups before migrating are the
 * database operator's (pg_dump, point-in-time recovery), not files beside the app.
 */
async function openPostgresDatabase(url: string, poolSize: number): Promise<Db> {
  const { db } = openPostgres(url, poolSize);
  try {
    const state = await migrationState(db);
    if (state.unknown.length > 0) {
      throw new Error(
        `This database was migrated by a newer version of Sam (unknown migration ${state.unknown.join(", ")}): run that version, or restore the PostgreSQL backup taken before the upgrade.`,
      );
    }
    if (state.pending.length > 0) logger.info({ pending: state.pending }, "migrating the PostgreSQL database (under its advisory lock)");
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  database = { db, checkpoint: () => {} };
  return db;
}

/** One line: this version is older than the database; what to restore. */
function newerDatabaseMessage(databasePath: string, unknown: string[], folder: string): string {
  const backup = newestPreMigrationBackup(folder);
  const restore = backup
    ? `stop the server, copy ${backup} over ${path.resolve(databasePath)} and start again`
    : `restore a backup taken before the upgrade (none named ${path.join(folder, "pre-migration-*.db")} was found)`;
  return `This database was migrated by a newer version of Sam (unknown migration ${unknown.join(", ")}): run that version, or ${restore}.`;
}

/** The process's database; `boot()` (see boot.server.ts) has opened it before any request. */
export function getDb(): Db {
  if (!database) throw new Error("Database used before boot()");
  return database.db;
}

/** The raw SQLite handle (online backups); undefined once closed. */
export function getSqlite(): SQLite.Database | undefined {
  return database?.sqlite;
}

export async function closeAppDatabase(): Promise<void> {
  if (database) {
    await database.db.destroy();
    database = undefined;
    opening = undefined;
  }
}

/**
 * Copies the WAL into the database file every few seconds (PASSIVE: never waits for readers), so
 * the WAL stays small without a checkpoint in the middle of a request. Returns its stopper.
 */
export function startCheckpoints(everyMs = 2_000): () => void {
  const timer = setInterval(() => {
    try {
      database?.checkpoint();
    } catch (error) {
      logger.error({ err: errorMessage(error) }, "checkpoint failed");
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
