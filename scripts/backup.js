// A consistent copy of the live database, while the server runs (SQLite's online backup).
// Usage: npm run backup -- <file>        (DATABASE_PATH as for the server, default ./data/app.db)
// Restore: stop the server, copy the file over DATABASE_PATH (and remove any -wal/-shm beside it), start.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const target = process.argv[2];
if (!target || target.startsWith("-")) {
  process.stderr.write("Usage: npm run backup -- <file>   (copies DATABASE_PATH, default ./data/app.db)\n");
  process.exit(2);
}
const source = path.resolve(process.env.DATABASE_PATH?.trim() || "./data/app.db");
const file = path.resolve(target);
if (file === source) {
  process.stderr.write("The backup file must not be the database itself.\n");
  process.exit(2);
}

let db;
try {
  db = new Database(source, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  // Every buyer's data is in the copy: its new folder 0700, the file 0600 before a byte is written.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
  const started = performance.now();
  // Another process (the server) keeps writing: SQLite restarts a step-by-step backup from another
  // connection at each write, so the copy is taken in one step (one read transaction; in WAL mode
  // the server's writes are not blocked).
  await db.backup(partial, { progress: () => 0x7fffffff });
  // The copy is made one self-contained file (no -wal beside it) and checked before it takes the backup's name.
  const copy = new Database(partial);
  copy.pragma("journal_mode = DELETE");
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") throw new Error(`the copy failed its integrity check (${check})`);
  fs.renameSync(partial, file);
  const size = fs.statSync(file).size;
  process.stdout.write(
    `Backup of ${source} written to ${file} (${Math.round(size / 1024)} KB, ${Math.round(performance.now() - started)} ms, integrity ok)\n`,
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  db?.close();
}
