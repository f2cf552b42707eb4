import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Each Vitest worker gets its own folder for SQLite files; nothing touches ./data.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sam-unit-${process.pid}-`));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.NODE_ENV = "test";
