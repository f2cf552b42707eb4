import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type TestInfo } from "@playwright/test";

/**
 * A second production server beside the e2e one, started with other settings (a variable unset, say)
 * on its own SQLite file. Its port is E2E_PORT + `offset`, one per worker and project so that
 * workers never share it. `unset` names the variables it runs without; `env` adds or replaces some;
 * `ownPublicUrl` makes its own address its PUBLIC_URL (the links it writes lead back to it).
 */
export async function startSecondServer(
  testInfo: TestInfo,
  options: { offset: number; prefix: string; env?: NodeJS.ProcessEnv; unset?: readonly string[]; ownPublicUrl?: boolean },
): Promise<{ base: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  const port = Number(process.env.E2E_PORT) + options.offset + testInfo.workerIndex * 2 + (testInfo.project.name === "js" ? 0 : 1);
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_PATH: path.join(dir, "app.db"),
    ...options.env,
    ...(options.ownPublicUrl ? { PUBLIC_URL: base } : {}),
  };
  for (const name of options.unset ?? []) delete env[name];
  const server: ChildProcess = spawn(process.execPath, ["server.ts"], { env, stdio: "ignore" });
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
  return { base, stop: () => server.kill("SIGTERM") };
}
