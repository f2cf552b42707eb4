import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * A transaction that takes SQLite's write lock at BEGIN (BEGIN IMMEDIATE). A deferred
 * transaction that reads first and writes later fails at once with "database is locked" when
 * another connection (another process on the same file) committed in between: busy_timeout
 * cannot help there. Taking the lock first makes it wait its turn instead.
 */
export async function writeTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
