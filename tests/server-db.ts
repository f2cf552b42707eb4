import Database from "better-sqlite3";
import pg from "pg";

/**
 * The database of a started server (tests/server.ts), read and written the way a test checks it:
 * the SQLite file, or the PostgreSQL schema of the run. SQL is written once with `?` parameters;
 * PostgreSQL's bigint counts come back as numbers, like SQLite's.
 */
export type ServerDb = {
  dialect: "sqlite" | "postgres";
  all<T>(sql: string, ...args: unknown[]): Promise<T[]>;
  get<T>(sql: string, ...args: unknown[]): Promise<T | undefined>;
  run(sql: string, ...args: unknown[]): Promise<void>;
  /** The names of the application's tables. */
  tables(): Promise<string[]>;
  close(): Promise<void>;
};

const INT8 = 20;

/** `?` placeholders to `$1`, `$2`… (the tests' SQL has no `?` inside literals). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export async function openServerDb(server: { file: string; databaseUrl?: string | undefined }): Promise<ServerDb> {
  if (server.databaseUrl) {
    const client = new pg.Client({
      connectionString: server.databaseUrl,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    await client.connect();
    const all = async <T>(sql: string, ...args: unknown[]) => (await client.query(numbered(sql), args)).rows as T[];
    return {
      dialect: "postgres",
      all,
      get: async <T>(sql: string, ...args: unknown[]) => (await all<T>(sql, ...args))[0],
      run: async (sql: string, ...args: unknown[]) => {
        await client.query(numbered(sql), args);
      },
      tables: async () =>
        (
          await all<{ name: string }>(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
          )
        ).map((t) => t.name),
      close: () => client.end(),
    };
  }
  const db = new Database(server.file);
  db.pragma("busy_timeout = 5000");
  return {
    dialect: "sqlite",
    all: async <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[],
    get: async <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T | undefined,
    run: async (sql: string, ...args: unknown[]) => {
      db.prepare(sql).run(...args);
    },
    tables: async () =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    close: async () => {
      db.close();
    },
  };
}

/** Opens the server's database for `use`, and closes it after. */
export async function withServerDb<T>(
  server: { file: string; databaseUrl?: string | undefined },
  use: (db: ServerDb) => Promise<T>,
): Promise<T> {
  const db = await openServerDb(server);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}
