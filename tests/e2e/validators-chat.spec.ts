import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { login } from "./operator-support.ts";
import { ready } from "./support.ts";

/**
 * the axe finding on the chat's test banner: the operator's view of the chat (URL banner,
 * test banner with the webhook JSON, S20 button) has no serious or critical violation, on a phone
 * and on a desktop. JavaScript on only, like validators.spec.ts (axe runs in the page).
 */
for (const size of [
  { name: "phone", width: 360, height: 800 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`axe: the operator's chat with its test banner (${size.name})`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, javaScriptEnabled);
    await page.goto("/chat?utm_source=facebook");
    await ready(page, javaScriptEnabled);
    const check = async (label: string) =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    // The URL banner shows the first page's parameters; the test banner comes with the first reply.
    await expect(page.getByTestId("url-banner")).toContainText("utm_source=facebook");
    const serious = await check("url banner");
    await page.getByRole("textbox", { name: "Votre message à Sam" }).fill("Je veux une Mazda CX-5 neuve");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("test-banner")).toContainText("Mazda");
    await expect(page.locator("form#chat-form")).toHaveAttribute("data-busy", "false");
    serious.push(...(await check("test banner")));
    expect(serious).toEqual([]);
  });
}
