import { expect, type Page, test } from "@playwright/test";
import { ready, uniqueSuffix } from "./support.ts";

/**
 * Copy and flow that match (decision 048), JavaScript on and off, FR and EN, 360 px and desktop:
 * the three ways in described as what they are, one navigation entry per way, the wizard's
 * Suivant enabled and saying why, "Je ne sais pas / peu importe" for the trim, the bar at 100 %
 * only on the review, the Canadian trims of the models Quebec buys most.
 */

const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 900 };

async function answer(page: Page, prefix: string, answers: Array<[number, Record<string, string>]>) {
  for (const [step, form] of answers) {
    const res = await page.request.post(`${prefix}/vehicle-step/${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
}

for (const [lang, w] of [
  [
    "fr",
    {
      signup: "/inscription",
      how: "/fr/fonctionnement",
      form: "Formulaire rapide",
      formBody: /10 questions essentielles, une à la fois/,
      steps: /récapitulatif à relire/,
      chat: /conversation de 17 questions/,
      howTitle: "17 questions par chat, 10 par formulaire",
      wrong: /une seule page|en une page/,
      nav: ["Chat", "Formulaire", "Étapes"],
      start: "Commencer",
    },
  ],
  [
    "en",
    {
      signup: "/en/sign-up",
      how: "/en/how-it-works",
      form: "Quick form",
      formBody: /10 essential questions, one at a time/,
      steps: /summary to check and correct/,
      chat: /17-question conversation/,
      howTitle: "17 questions by chat, 10 by form",
      wrong: /single page|one-page/i,
      nav: ["Chat", "Form", "Steps"],
      start: "Get started",
    },
  ],
] as const) {
  test(`${lang}: the three ways in are described as what they are; one navigation entry per way`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(w.signup);
    await expect(page.getByRole("heading", { name: w.form })).toBeVisible();
    await expect(page.getByText(w.formBody)).toBeVisible();
    await expect(page.getByText(w.steps)).toBeVisible();
    await expect(page.getByText(w.chat)).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(w.wrong);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toMatch(w.wrong);

    // Desktop: the three ways, each once; no fourth entry to the page that lists them.
    const nav = page.getByRole("navigation").first();
    const entries = nav.getByRole("link").filter({ hasNotText: /Sam|FR|EN/, visible: true });
    await expect(entries).toHaveText([...w.nav]);
    await expect(nav.locator(`a[href="${w.signup}"]`)).toBeHidden();
    // A phone: one entry, to the page of the three ways.
    await page.setViewportSize(phone);
    await expect(nav.getByRole("link", { name: w.start })).toHaveAttribute("href", w.signup);
    for (const name of w.nav) await expect(nav.getByRole("link", { name, exact: true })).toBeHidden();

    await page.goto(w.how);
    await expect(page.getByRole("heading", { name: new RegExp(w.howTitle) })).toBeVisible();
  });
}

test("the wizard's Suivant stays enabled and, pressed without an answer, says why", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(phone);
  await page.goto("/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  const next = page.getByRole("button", { name: "Suivant" });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText("Veuillez choisir une marque de la liste")).toBeVisible();
  await expect(page).toHaveURL(/\/vehicle-step\/1$/);

  await page.goto("/en/vehicle-step/7");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The name must be at least 2 characters long")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/vehicle-step\/7$/);
});

for (const [lang, prefix, any, vehicleLine] of [
  ["fr", "", "Je ne sais pas / peu importe", "Mazda CX-5"],
  ["en", "/en", "Not sure / no preference", "Mazda CX-5"],
] as const) {
  test(`${lang}: the trim step lists the model's Canadian trims and 'not sure'; the bar reaches 100 % on the review only`, async ({
    page,
    javaScriptEnabled,
  }) => {
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      await answer(page, prefix, [
        [1, { value: "Mazda" }],
        [2, { value: "Neuf" }],
        [3, { value: "CX-5" }],
      ]);
      await page.goto(`${prefix}/vehicle-step/4`);
      await ready(page, javaScriptEnabled);
      for (const trim of ["GX", "GS", "GT", "Signature"]) await expect(page.getByRole("button", { name: trim, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "SEL", exact: true })).toHaveCount(0);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");
      await page.getByRole("button", { name: any }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/5$`));

      await answer(page, prefix, [
        [5, { value: "3" }],
        [6, { value: "Courriel" }],
        [7, { value: `Mazda ${uniqueSuffix()}` }],
        [8, { email: "mazda.buyer@example.ca", phone: "514 555-0133" }],
        [9, { value: "Laval" }],
      ]);
      await page.goto(`${prefix}/vehicle-step/10`);
      await ready(page, javaScriptEnabled);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "90");
      await page.goto(`${prefix}/vehicle-step/11`);
      await ready(page, javaScriptEnabled);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
      await expect(page.locator('[data-field="trim"]')).toHaveText(any);
      // The vehicle is named without the trim left to the dealer.
      await expect(page.getByText(new RegExp(`^${vehicleLine}\\b`)).first()).toBeVisible();
      expect(await page.locator("main").innerText()).not.toMatch(/CX-5 (Je ne sais pas|Not sure)/);
    }
  });
}
