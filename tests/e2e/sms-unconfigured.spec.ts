import { expect, test } from "@playwright/test";
import { startSecondServer } from "./second-server.ts";
import { ready } from "./support.ts";

/**
 * Decision 046: a second server started without SMS_URL/SMS_FROM — no page offers or promises SMS:
 * the forms' contact step offers e-mail only, and the chat does not ask (its contact is e-mail).
 */
let base = "";
let stop = () => {};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  ({ base, stop } = await startSecondServer(testInfo, {
    offset: 200,
    prefix: "sam-no-sms-",
    env: { SESSION_SECRET: "no-sms-session-secret-0123456789", RATE_LIMITS: "off" },
    ownPublicUrl: true,
    unset: ["SMS_URL", "SMS_FROM", "SMS_TOKEN", "WEBHOOK_URL"],
  }));
});

test.afterAll(() => {
  stop();
});

for (const [language, wizard, form, email, sms, both] of [
  ["fr", "/vehicle-step/6", "/vehicle-form?step=6", "Courriel", "SMS", "Les deux"],
  ["en", "/en/vehicle-step/6", "/en/vehicle-form?step=6", "Email", "SMS", "Both email and SMS"],
] as const) {
  test(`${language}: the forms' contact step offers e-mail only (360 px)`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const url of [wizard, form]) {
      await page.goto(base + url);
      await ready(page, javaScriptEnabled);
      await expect(page.getByRole("button", { name: email, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: sms, exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: both, exact: true })).toHaveCount(0);
    }
  });
}

test("the chat does not ask for SMS and promises none", async ({ page, javaScriptEnabled }) => {
  await page.goto(`${base}/chat`);
  await ready(page, javaScriptEnabled);
  const say = async (text: string) => {
    await page.locator("#chat-input").fill(text);
    await page.getByTestId("chat-send").click();
  };
  const last = () =>
    page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]').last().getByTestId("chat-text");
  const script: Array<[string, RegExp]> = [
    ["Bonjour, je cherche un Honda CR-V hybride neuf", /Quelle version/],
    ["EX-L, traction intégrale", /Des options/],
    ["sièges chauffants", /couleur/],
    ["noir", /Comment comptez-vous payer/],
    ["financement sur 60 mois", /véhicule à échanger/],
    ["non", /Combien de concessionnaires/],
    // Without an SMS sender the contact question is not asked: the next one is the name.
    ["5", /Quel est votre nom/],
    ["Jean Tremblay, jean.nosms@courriel.ca, Montréal", /confidentialité/],
    ["A", /🚀 Parfait ! Je mets la pression sur 5 concessionnaires.*\(par courriel\)/],
  ];
  for (const [message, next] of script) {
    await say(message);
    await expect(last()).toContainText(next);
  }
  await expect(page.getByTestId("chat-log")).not.toContainText("SMS");
});
