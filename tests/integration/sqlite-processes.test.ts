import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb } from "#tests/db.ts";

/**
 * Several processes on one SQLite file (issue 18: "SQLite keeps working for several processes on
 * one machine"). Each runs read-then-write transactions on the same rows, as wizard steps do;
 * with deferred transactions, 13–26 of 400 failed with "database is locked".
 */

const run = promisify(execFile);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe("two processes writing one SQLite file", () => {
  it("lose no transaction: every read-then-write commits, and the counts add up", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const writer = path.resolve("tests/support/sqlite-writer.ts");
    const each = 200;
    const results = await Promise.all(
      ["a", "b"].map((tag) => run(process.execPath, [writer, t.file, String(each), `shared`]).then((r) => ({ ...r, tag }))),
    );
    expect(results.map((r) => r.stdout.trim())).toEqual(["0", "0"]);
    const rows = await t.db.selectFrom("drafts").select("data").where("id", "like", "shared-%").execute();
    const total = rows.reduce((sum, r) => sum + Number(JSON.parse(r.data).n), 0);
    expect(total).toBe(2 * each);
  });
});
