import { expect, test } from "@playwright/test";
import { startSecondServer } from "./second-server.ts";

/** A second server, started here without ADMIN_PASSWORD: the operator area explains how to open it. */
let base = "";
let stop = () => {};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  ({ base, stop } = await startSecondServer(testInfo, {
    offset: 100,
    prefix: "sam-unconfigured-",
    unset: ["ADMIN_PASSWORD", "SESSION_SECRET", "WEBHOOK_URL", "WEBHOOK_SECRET", "PUBLIC_URL"],
  }));
});

test.afterAll(() => {
  stop();
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
