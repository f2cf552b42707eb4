import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { offerFrom, queuedMails, seedRequest, seedTwoDealerRequest, write } from "./dealers-support.ts";
import { ready } from "./support.ts";

/**
 * Axe on the offers page (phone and desktop), the confirm step, the dealer's page, a
 * request with no matching dealer and the outreach admin pages. Like validators.spec.ts, it runs
 * with JavaScript on only (axe runs in the page): playwright.config.ts keeps validators*.spec.ts
 * out of the no-js project.
 */
test("axe: the offers page on a phone, the dealer's page and the outreach admin page", async ({
  page,
  javaScriptEnabled,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { suffix, brand, started, links } = await seedTwoDealerRequest(baseURL!, ["Un", "Deux"]);
  const link = links[0];
  await offerFrom(request, link, "30000", "Frais d'administration");
  await offerFrom(request, links[1], "30500", "TPS", "1525");
  const noDealer = await seedRequest({ suffix: `${suffix}n`, brand: `Personne${suffix}`, dealers: [], baseURL: baseURL!, confirm: false });
  // A phone-only request waits for an operator's approval: the outreach page shows its button.
  const phoneOnly = await seedRequest({ suffix: `${suffix}p`, brand, dealers: [], baseURL: baseURL!, confirm: false });
  await write((db) =>
    db.updateTable("buyer_requests").set({ state: "awaiting_approval" }).where("id", "=", phoneOnly.buyerRequestId).execute(),
  );

  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  };
  const serious: string[] = [];
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    // The confirmation link's page (decision 041) too.
    const confirmation = queuedMails(noDealer.buyerRequestId).find((m) => m.kind === "buyer-request-link")!;
    const confirmLink = /https?:\/\/[^/\s]+(\/confirmer\/[\w-]{43})/.exec(confirmation.text)![1]!;
    for (const p of [started.paths.fr, started.paths.en, link, noDealer.paths.fr, confirmLink]) {
      await page.goto(p);
      await ready(page, javaScriptEnabled);
      serious.push(...(await check(`${viewport.width} ${p}`)));
    }
    // The confirm step.
    await page.goto(started.paths.fr);
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: /Choisir cette offre — Deux/ }).click();
    await expect(page.getByTestId("confirm-choice")).toBeVisible();
    serious.push(...(await check(`${viewport.width} confirm`)));
  }
  await page.goto(`/admin/login?next=${encodeURIComponent("/admin/outreach")}`);
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/outreach$/);
  await ready(page, javaScriptEnabled);
  serious.push(...(await check("/admin/outreach")));
  for (const id of [started.buyerRequestId, phoneOnly.buyerRequestId]) {
    await page.goto(`/admin/outreach/${id}`);
    await ready(page, javaScriptEnabled);
    serious.push(...(await check(`/admin/outreach/${id}`)));
  }
  await page.goto("/en/admin/outreach");
  await ready(page, javaScriptEnabled);
  serious.push(...(await check("/en/admin/outreach")));
  expect(serious).toEqual([]);
});
