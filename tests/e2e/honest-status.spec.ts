import { expect, test } from "@playwright/test";
import { seedRequest } from "./dealers-support.ts";
import { login } from "./operator-support.ts";
import { ready, uniqueSuffix } from "./support.ts";

/**
 * Decision 044 in the browser, JavaScript on and off: an operator's approval says what it really
 * did (how many dealers were contacted, or none yet and when Sam searches again), and the buyer's
 * page then tells the same state and what happens next.
 */
test("approving a request says how many dealers were contacted, or that none was and when Sam searches again", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const suffix = uniqueSuffix();
  const none = await seedRequest({
    suffix: `${suffix}n`,
    brand: `Aucune${suffix}`,
    dealers: [],
    baseURL: baseURL!,
    confirm: false,
    email: "",
  });
  const one = await seedRequest({
    suffix: `${suffix}o`,
    brand: `Une${suffix}`,
    dealers: [{ name: "Centre", city: "Laval", brands: [`Une${suffix}`] }],
    baseURL: baseURL!,
    confirm: false,
    email: "",
  });
  expect([none.state, one.state]).toEqual(["awaiting_approval", "awaiting_approval"]);

  // The buyer's page while an operator has to approve: the team will call the number given.
  await page.goto(none.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "awaiting_approval");
  // Its next step first: reading what dealers will read (decision 055); the team's check comes after.
  await expect(page.getByTestId("request-status")).toContainText("Dernière étape\u202f: relisez votre demande");

  // The buyer reads and approves what dealers will read (decision 055), then the operator approves.
  for (const r of [none, one]) {
    await page.goto(r.path);
    await ready(page, javaScriptEnabled);
    await page.getByTestId("preview-review").click();
    await expect(page.getByTestId("preview-reviewed")).toBeVisible();
    await expect(page.getByTestId("request-status")).toContainText("Notre équipe vérifie votre demande");
  }
  await login(page, javaScriptEnabled, `/admin/outreach/${none.buyerRequestId}`);
  await page.getByTestId("approve").click();
  const flash = page.getByTestId("approved");
  await expect(flash).toContainText("aucun n'a été contacté");
  await expect(flash).toContainText("Sam cherche de nouveau dans 1\u00a0heure");
  await page.goto(`/admin/outreach/${one.buyerRequestId}`);
  await ready(page, javaScriptEnabled);
  await page.getByTestId("approve").click();
  await expect(page.getByTestId("approved")).toHaveText("Demande approuvée\u202f: 1 concessionnaire contacté.");

  // The buyer's page after the approval: no dealer yet, and when Sam searches again.
  await page.goto(none.path);
  const status = page.getByTestId("request-status");
  await expect(status).toHaveAttribute("data-status", "no_dealers");
  await expect(status).toContainText("aucun n'a été contacté");
  await expect(status).toContainText("Sam cherche de nouveau dans tout le Québec le");
  await page.goto(one.path);
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "dealers_contacted");
});
