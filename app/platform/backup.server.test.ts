import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { backupTo, fileTimestamp, newestPreMigrationBackup, pruneBackups } from "#app/platform/backup.server.ts";
import { keptSessionSecret } from "#app/platform/env.server.ts";
import { openDatabase } from "#db/index.ts";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "sam-backup-"));

describe("backups", () => {
  it("copies a live WAL database into one self-contained, sound file", async () => {
    const dir = tmp();
    const db = new Database(path.join(dir, "app.db"));
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a'), ('b')");
    const file = await backupTo(db, path.join(dir, "out", "copy.db"));
    db.close();
    expect(fs.readdirSync(path.join(dir, "out"))).toEqual(["copy.db"]);
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("SELECT v FROM t").pluck().all()).toEqual(["a", "b"]);
    copy.close();
  });

  it("keeps the newest scheduled backups, never the pre-migration ones", () => {
    const dir = tmp();
    const names = [
      "sam-2026-01-01T00-00-00-000Z.db",
      "sam-2026-01-02T00-00-00-000Z.db",
      "sam-2026-01-03T00-00-00-000Z.db",
      "pre-migration-2025-01-01T00-00-00-000Z.db",
      "notes.txt",
    ];
    for (const n of names) fs.writeFileSync(path.join(dir, n), "x");
    expect(pruneBackups(dir, 2)).toEqual(["sam-2026-01-01T00-00-00-000Z.db"]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[3], "notes.txt", names[1], names[2]].sort());
    expect(newestPreMigrationBackup(dir)).toBe(path.join(dir, names[3]));
    expect(newestPreMigrationBackup(path.join(dir, "missing"))).toBeUndefined();
  });

  it("names files by a sortable time without colons", () => {
    expect(fileTimestamp(new Date("2026-11-25T01:02:03.004Z"))).toBe("2026-11-25T01-02-03-004Z");
  });
});

describe("keptSessionSecret", () => {
  it("creates a private secret once, then reads the same one", () => {
    const file = path.join(tmp(), "data", "session-secret");
    const first = keptSessionSecret(file);
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(keptSessionSecret(file)).toEqual({ secret: first.secret, created: false });
  });
});

describe("private files", () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;
  /** Runs `fn` under the umask that leaves new files readable by everyone. */
  function permissive<T>(fn: () => T): T {
    const previous = process.umask(0o022);
    try {
      return fn();
    } finally {
      process.umask(previous);
    }
  }

  it("the database, its WAL and shared memory, its folder: owner only; an open one is made private", () => {
    const dir = tmp();
    const file = path.join(dir, "data", "app.db");
    const { sqlite } = permissive(() => openDatabase(file));
    sqlite.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a')");
    expect(mode(path.join(dir, "data"))).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f).toString(8), f).toBe("600");
    sqlite.close();
    fs.chmodSync(file, 0o644);
    const again = permissive(() => openDatabase(file));
    expect(mode(file)).toBe(0o600);
    expect(again.sqlite.prepare("SELECT v FROM t").pluck().all()).toEqual(["a"]);
    again.sqlite.close();
  });

  it("a backup and its new folder: owner only", async () => {
    const dir = tmp();
    const db = new Database(path.join(dir, "app.db"));
    db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a')");
    const previous = process.umask(0o022);
    let file: string;
    try {
      file = await backupTo(db, path.join(dir, "backups", "copy.db"));
    } finally {
      process.umask(previous);
    }
    db.close();
    expect(mode(path.join(dir, "backups"))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare("SELECT v FROM t").pluck().all()).toEqual(["a"]);
    copy.close();
  });
});
