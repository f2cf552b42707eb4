import { createDatabase, type Db } from "#db/index.ts";
export type { Db };
import { getEnv } from "./env.server";

let database: { db: Db; close: () => void; checkpoint: () => void } | undefined;
let opening: Promise<Db> | undefined;

/** Opens and migrates the database once per process. */
export function openAppDatabase(): Promise<Db> {
  opening ??= (async () => {
    const { db, sqlite } = await createDatabase(getEnv().DATABASE_PATH);
    database = { db, close: () => sqlite.close(), checkpoint: () => sqlite.pragma("wal_checkpoint(PASSIVE)") };
    return db;
  })();
  return opening;
}

/** The process's database; `boot()` (see boot.server.ts) has opened it before any request. */
export function getDb(): Db {
  if (!database) throw new Error("Database used before boot()");
  return database.db;
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
      console.error(`checkpoint failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
