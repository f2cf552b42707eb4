import { expect, test } from "@playwright/test";
import { startSecondServer } from "./second-server.ts";

/**
 * The business identity (DESIGN §8.12, README "Configuration"): what is configured is shown —
 * the privacy page names the officer, the business's address and phone (Law 25) — and what is
 * unset is not shown: a second server started here with no identity variable shows no made-up
 * address anywhere (footer, contact, privacy, dealer pages), at 360 px and on a desktop.
 */

const viewports = [
  { name: "phone", size: { width: 360, height: 800 } },
  { name: "desktop", size: { width: 1280, height: 900 } },
];

test.describe("configured (the e2e server's identity)", () => {
  for (const v of viewports) {
    test(`the privacy page names the officer and gives the business's address and phone (${v.name})`, async ({ page }) => {
      await page.setViewportSize(v.size);
      await page.goto("/fr/confidentialite");
      const block = page.getByTestId("privacy-officer-block");
      await expect(page.getByRole("heading", { name: "Responsable de la protection des renseignements personnels" })).toBeVisible();
      await expect(block.getByTestId("privacy-officer-name")).toHaveText("Directrice de la conformité");
      await expect(block.getByTestId("privacy-officer")).toHaveAttribute("href", "mailto:vie-privee@sam-auto.ca");
      await expect(block.getByTestId("privacy-officer-address")).toContainText("1250, rue Peel, bureau 900, Montréal (Québec) H3B 4W8");
      await expect(block.getByTestId("privacy-officer-phone")).toHaveAttribute("href", "tel:+15145550199");

      await page.goto("/en/privacy");
      await expect(page.getByRole("heading", { name: "Privacy officer" })).toBeVisible();
      await expect(page.getByText("Privacy officer at Sam Auto:")).toBeVisible();
      await expect(page.getByTestId("privacy-officer-phone")).toHaveText("1 514 555-0199");
    });
  }
});

test.describe("unset (a server with no identity variable)", () => {
  let base = "";
  let stop = () => {};

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    ({ base, stop } = await startSecondServer(testInfo, {
      offset: 200,
      prefix: "sam-identity-",
      env: { RATE_LIMITS: "off" },
      unset: [
        "BUSINESS_NAME",
        "SUPPORT_EMAIL",
        "SUPPORT_PHONE",
        "BUSINESS_ADDRESS",
        "SUPPORT_HOURS",
        "PRIVACY_OFFICER_NAME",
        "PRIVACY_OFFICER_EMAIL",
        "MAIL_FROM",
        "WEBHOOK_URL",
      ],
    }));
  });

  test.afterAll(() => {
    stop();
  });

  for (const v of viewports) {
    test(`no page shows an address nobody configured (${v.name})`, async ({ page }) => {
      await page.setViewportSize(v.size);
      const paths = [
        "/chat",
        "/fr/contact",
        "/en/contact",
        "/fr/confidentialite",
        "/en/privacy",
        "/fr/conditions",
        "/offre/" + "x".repeat(43),
      ];
      for (const p of paths) {
        await page.goto(`${base}${p}`);
        const html = await page.content();
        expect(html, p).not.toContain("sam-auto.ca");
        expect(await page.locator('a[href^="mailto:"]').count(), p).toBe(0);
        expect(await page.locator('a[href^="tel:"]').count(), p).toBe(0);
      }
      // The privacy page: the law's default officer, reached through the contact form.
      await page.goto(`${base}/fr/confidentialite`);
      const block = page.getByTestId("privacy-officer-block");
      await expect(block).toContainText("la personne ayant la plus haute autorité");
      await expect(block.getByRole("link", { name: /formulaire de contact/ })).toHaveAttribute("href", "/fr/contact");
      await expect(block.getByTestId("privacy-officer-address")).toHaveCount(0);
      // A dealer's broken link points to the contact form, not to an invented address.
      await page.goto(`${base}/en/offer/${"x".repeat(43)}`);
      await expect(page.getByTestId("support-contact").getByRole("link")).toHaveAttribute("href", "/en/contact");
      // The footer keeps the business name only.
      await page.goto(`${base}/fr/conditions`);
      await expect(page.locator("footer").getByTestId("identity")).toHaveText("Sam Auto");
    });
  }
});
