import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { backupTo, fileTimestamp, newestPreMigrationBackup, pruneBackups } from "#app/platform/backup.server.ts";
import { keptSessionSecret } from "#app/platform/env.server.ts";

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
