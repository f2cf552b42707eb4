// What the benchmark scripts share (bench/run.js, bench/chat.js, bench/memory.js): the server's
// Node flags, CPU pinning, a free port and the built server's environment.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `npm start`'s Node flags (the heap caps of decision 031), read from package.json. */
export const startFlags = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((a) => a.startsWith("--"));

/** Whether `taskset` can pin processes to one CPU (and there is more than one). */
export const canPin = (() => {
  try {
    execFileSync("taskset", ["-c", "0", "true"]);
    return os.cpus().length > 1;
  } catch {
    return false;
  }
})();

/** `[command, args]` running `cmd` on CPU `cpu` when pinning is possible. */
export const pin = (cpu, cmd, cmdArgs) => (canPin ? ["taskset", ["-c", String(cpu), cmd, ...cmdArgs]] : [cmd, cmdArgs]);

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The environment of a built server under load: production, its own SQLite file, no limits, no webhook. */
export function serverEnv(port, dir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_PATH: path.join(dir, "bench.db"),
    SESSION_SECRET: "bench-session-secret-0123456789",
    RATE_LIMITS: "off",
    WEBHOOK_URL: "",
    ...extra,
  };
}
