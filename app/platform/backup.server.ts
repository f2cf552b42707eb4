import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import type SQLite from "better-sqlite3";

/**
 * Backups of the live database with SQLite's online backup (better-sqlite3's `db.backup()`): a
 * consistent copy while the server keeps writing. Each copy is written under a temporary name and
 * renamed when complete, so a file named like a backup is always a whole one.
 */

/** `2026-11-25T01-50-00-123Z`: sortable, no colons (valid file name everywhere). */
export function fileTimestamp(date = new Date()): string {
  return date.toISOString().replaceAll(":", "-").replace(".", "-");
}

/** The copy in rollback-journal mode: one self-contained file (the server turns WAL on again at start). */
function selfContained(file: string): void {
  const copy = new Database(file);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

/**
 * Copies the open database to `target` (folders created 0700); resolves with the target's path.
 * The copy is created 0600 before a byte is written into it: it holds every buyer's data.
 */
export async function backupTo(sqlite: SQLite.Database, target: string): Promise<string> {
  const file = path.resolve(target);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    fs.writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
    await sqlite.backup(partial);
    selfContained(partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

export const PRE_MIGRATION_PREFIX = "pre-migration-";
const SCHEDULED_PREFIX = "sam-";

/** The folder pre-migration backups go to: BACKUP_DIR, or the database's own folder. */
export function preMigrationFolder(databasePath: string, backupDir?: string): string {
  return path.resolve(backupDir ?? path.dirname(path.resolve(databasePath)));
}

/** Written before pending migrations are applied to a database that already has a schema. */
export async function preMigrationBackup(sqlite: SQLite.Database, folder: string, pending: string[]): Promise<string> {
  const file = await backupTo(sqlite, path.join(folder, `${PRE_MIGRATION_PREFIX}${fileTimestamp()}.db`));
  logger.info({ file, pending }, "backup written before applying migrations");
  return file;
}

/** The newest pre-migration backup in a folder, if any. */
export function newestPreMigrationBackup(folder: string): string | undefined {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return undefined;
  }
  const newest = names
    .filter((n) => n.startsWith(PRE_MIGRATION_PREFIX) && n.endsWith(".db"))
    .sort()
    .at(-1);
  return newest ? path.join(folder, newest) : undefined;
}

/** Removes the oldest scheduled backups (`sam-*.db`) beyond `keep`; pre-migration ones are kept. */
export function pruneBackups(folder: string, keep: number): string[] {
  const scheduled = fs
    .readdirSync(folder)
    .filter((n) => n.startsWith(SCHEDULED_PREFIX) && n.endsWith(".db"))
    .sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  return removed;
}

/**
 * With BACKUP_DIR: a backup at start, then every `intervalHours`, keeping the newest `keep`.
 * Returns its stopper (which waits for a backup under way).
 */
export function startBackups(opts: {
  sqlite: () => SQLite.Database | undefined;
  folder: string;
  intervalHours: number;
  keep: number;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const once = () => {
    const sqlite = opts.sqlite();
    if (!sqlite) return;
    running = (async () => {
      const started = performance.now();
      try {
        const file = await backupTo(sqlite, path.join(opts.folder, `${SCHEDULED_PREFIX}${fileTimestamp()}.db`));
        const removed = pruneBackups(opts.folder, opts.keep);
        logger.info({ file, ms: Math.round(performance.now() - started), removed: removed.length }, "backup written");
      } catch (error) {
        logger.error({ err: errorMessage(error) }, "backup failed");
      }
    })();
  };
  once();
  const timer = setInterval(once, opts.intervalHours * 3_600_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
