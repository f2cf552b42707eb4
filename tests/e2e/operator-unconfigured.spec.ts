import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** A second server, started here without ADMIN_PASSWORD: the operator area explains how to open it. */
let server: ChildProcess | undefined;
let base = "";

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-unconfigured-"));
  const port = Number(process.env.E2E_PORT) + 100 + testInfo.workerIndex * 2 + (testInfo.project.name === "js" ? 0 : 1);
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_PATH: path.join(dir, "app.db"),
  };
  for (const name of ["ADMIN_PASSWORD", "SESSION_SECRET", "WEBHOOK_URL", "WEBHOOK_SECRET", "PUBLIC_URL"]) delete env[name];
  server = spawn(process.execPath, ["server.ts"], { env, stdio: "ignore" });
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("with ADMIN_PASSWORD unset, every operator page leads to the 'not configured' page", async ({ page }) => {
  for (const path of ["/admin/submissions", "/admin/deliveries", "/webhook-test", "/automated-test", "/auto-test-form"]) {
    const res = await page.goto(`${base}${path}`);
    expect(res?.status(), path).toBe(503);
    expect(page.url(), path).toContain("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Espace opérateur non configuré");
    await expect(page.getByText("Définissez la variable d'environnement ADMIN_PASSWORD")).toBeVisible();
    expect(res?.headers()["cache-control"]).toBe("no-store");
  }
  await expect(page.getByLabel("Mot de passe")).toHaveCount(0);
  await page.goto(`${base}/en/admin/chats`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator area not configured");
  await expect(page.getByText("Set the ADMIN_PASSWORD environment variable")).toBeVisible();
  // Nobody can sign in, whatever they post.
  const post = await page.request.post(`${base}/admin/login`, { form: { password: "" }, maxRedirects: 0 });
  expect(post.status()).toBe(503);
  expect(post.headers()["set-cookie"]).toBeUndefined();
});
