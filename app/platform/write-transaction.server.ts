import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

/**
 * A transaction for work that reads and then writes. On SQLite every transaction now takes the
 * write lock at BEGIN (db/index.ts, `ImmediateSqliteDialect`), so this is the plain kysely
 * transaction; it stays the one name for "read, then write" so that each call site says so.
 */
export async function writeTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
