import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "#tests/server.ts";
import { stackTrace } from "./support.ts";

/**
 * What the server refuses or protects at start, against the real production server:
 * - the SQLite database, its WAL and shared-memory files, its backups (automatic and
 *   `npm run backup`) and the data folder's
 *   session secret are created readable by their owner only (0600; folders 0700), whatever the
 *   process's umask, and a database file left readable by others is made private at the next start;
 * - a guessable ADMIN_PASSWORD (one repeated character, a common password, fewer than 12
 *   characters) stops the start with one line naming the variable.
 */

const cleanups: Array<() => void | Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function until(what: string, fn: () => boolean): Promise<void> {
  const start = Date.now();
  while (!fn()) {
    if (Date.now() - start > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the data folder's files", () => {
  it("are created readable by their owner only, even under a permissive umask", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sam-files-"));
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const data = path.join(root, "data");
    const backups = path.join(root, "backups");
    const database = path.join(data, "app.db");
    // The child inherits the umask: the most common one, which leaves new files readable by all.
    const previous = process.umask(0o022);
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer({ DATABASE_PATH: database, BACKUP_DIR: backups, SESSION_SECRET: "", DATABASE_URL: "" });
    } finally {
      process.umask(previous);
    }
    cleanups.push(async () => {
      await server.stop();
      await server.cleanup();
    });
    // A write, so the WAL holds something.
    const res = await fetch(`${server.base}/fr/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "Anne", email: "anne@courriel.ca", subject: "Sujet", message: "Message" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    await until("the backup at start", () => fs.existsSync(backups) && fs.readdirSync(backups).some((n) => /^sam-.*\.db$/.test(n)));
    const backup = path.join(
      backups,
      fs.readdirSync(backups).find((n) => /^sam-.*\.db$/.test(n))!,
    );

    expect(mode(data)).toBe(0o700);
    expect(mode(backups)).toBe(0o700);
    for (const file of [database, `${database}-wal`, `${database}-shm`, backup, path.join(data, "session-secret")]) {
      expect(mode(file).toString(8), path.basename(file)).toBe("600");
    }

    // The on-demand copy (`npm run backup`) too.
    const copy = path.join(root, "copies", "copy.db");
    const umask = process.umask(0o022);
    try {
      await promisify(execFile)(process.execPath, ["scripts/backup.js", copy], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATABASE_PATH: database },
      });
    } finally {
      process.umask(umask);
    }
    expect(mode(path.join(root, "copies"))).toBe(0o700);
    expect(mode(copy).toString(8)).toBe("600");

    // A database left readable by others (an older version, a copy) is made private at the next start.
    await server.stop();
    for (const file of [database, `${database}-wal`, `${database}-shm`]) if (fs.existsSync(file)) fs.chmodSync(file, 0o644);
    await server.restart();
    for (const file of [database, `${database}-wal`, `${database}-shm`]) expect(mode(file).toString(8), path.basename(file)).toBe("600");
  });
});

describe("a guessable ADMIN_PASSWORD", () => {
  const refused: Array<[string, string]> = [
    ["aaaaaaaaaaaa", "one repeated character"],
    ["000000000000000", "one repeated character"],
    ["password1234", "a common password"],
    ["Motdepasse123", "a common password"],
    ["azertyuiop123", "a common password"],
    ["short-pass", "fewer than 12 characters"],
  ];
  for (const [password, why] of refused) {
    it(`stops the start with one line naming the variable: ${why} (${password})`, async () => {
      const error = await startServer({ ADMIN_PASSWORD: password }).then(
        async (s) => {
          await s.stop();
          await s.cleanup();
          return null;
        },
        (e: Error) => e,
      );
      expect(error, `${password} was accepted`).not.toBeNull();
      const output = error!.message.replace(/^server exited: /, "").trim();
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toContain("Invalid configuration: ADMIN_PASSWORD ");
      expect(output).not.toContain(password);
      expect(output).not.toMatch(stackTrace);
    });
  }

  it("a long, uncommon one starts the server", async () => {
    const server = await startServer({ ADMIN_PASSWORD: "Corolla-rouge-a-Laval-2026" });
    await server.stop();
    await server.cleanup();
    expect(server.exitCode()).toBe(0);
  });
});
