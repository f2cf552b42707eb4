import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestSchema, testDialect } from "#tests/db.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real production server (`node server.ts` over ./build) on a free port, for fault tests.
 * `restart()` starts it again on the same port and database; `prepare` runs on the database's
 * path before the first start (e.g. an older schema). In the PostgreSQL run (`npm run test:pg`)
 * the server gets a schema of its own in the run's database (`databaseUrl`) unless `env` names one.
 */
export async function startServer(env: Record<string, string> = {}, options: { prepare?: (file: string) => void | Promise<void> } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-fault-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const file = path.join(dir, "app.db");
  const schema = !env.DATABASE_URL && testDialect() === "postgres" ? await createTestSchema() : undefined;
  const databaseUrl = env.DATABASE_URL ?? schema?.url;
  let child: ChildProcess;
  let output = "";
  let stdout = "";

  async function launch() {
    child = spawn(process.execPath, ["server.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: file,
        SESSION_SECRET: "fault-test-session-secret-0123",
        RATE_LIMITS: "off",
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => {
      output += d;
      stdout += d;
    });
    child.stderr!.on("data", (d) => (output += d));
    const start = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {}
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (Date.now() - start > 30_000) throw new Error(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  await options.prepare?.(file);
  await launch();
  return {
    base,
    /** The SQLite file (unused when `databaseUrl` is set). */
    file,
    /** The PostgreSQL URL the server runs on, if any. */
    databaseUrl,
    dir,
    output: () => output,
    /** Standard output only (the JSON log lines). */
    stdout: () => stdout,
    /** The last exit code (null while running). */
    exitCode: () => child.exitCode,
    kill9: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
    restart: launch,
    cleanup: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await schema?.drop();
    },
  };
}
