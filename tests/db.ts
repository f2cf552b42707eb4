import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Db } from "#db/index.ts";

/** A fresh, migrated SQLite file for one test; `close()` removes it. */
export async function createTestDb(): Promise<{ db: Db; file: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-db-"));
  const file = path.join(dir, "test.db");
  const { db } = await createDatabase(file);
  return {
    db,
    file,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
