import { expect, type Page, test } from "@playwright/test";
import { publicPages } from "./public-pages.ts";
import { ready } from "./support.ts";

/**
 * French typography as the buyer reads it (decision 049): on every French page, no ordinary or
 * wide no-break space before « ? ! : ; », « » with narrow no-break spaces inside, amounts held
 * together; Sam's French replies typeset the same way (the spec's trigger aside); English pages
 * untouched. At 360 px and on a desktop, with and without JavaScript (the two projects).
 */

const viewports = [
  { name: "360 px", size: { width: 360, height: 800 } },
  { name: "desktop", size: { width: 1280, height: 900 } },
];

/** What a French text must not contain, with the offending excerpt. */
function problems(text: string): string[] {
  const found: string[] = [];
  const bare = text
    // Addresses, times and phone numbers ("1 514 555-0199") are not French prose.
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\d+:\d+|(\+?1[ .-])?\(?\d{3}\)?[ .-]\d{3}-\d{4}/g, "")
    .replace(/Parfait ! Je mets la pression/g, "");
  for (const [rule, pattern] of [
    ["space before ? ! ; :", /.{0,20}[ \u00a0][?!;:](?=\s|$).{0,10}/g],
    ["« » spaces", /.{0,10}(«(?!\u202f)|(?<!\u202f)»).{0,10}/g],
    ["amount", /.{0,10}\d \d{3}(?!\d).{0,5}|.{0,10}\d [$%]/g],
  ] as const)
    for (const m of bare.matchAll(pattern)) found.push(`${rule}: ${JSON.stringify(m[0])}`);
  return found;
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

for (const v of viewports) {
  test(`French pages are typeset, English ones untouched (${v.name})`, async ({ page }) => {
    await page.setViewportSize(v.size);
    for (const path of publicPages) {
      await page.goto(path);
      const text = await bodyText(page);
      if (path.startsWith("/en")) expect(text, path).not.toContain("\u202f");
      else expect(problems(text), path).toEqual([]);
    }
  });
}

test("Sam's French replies are typeset; the spec's trigger is kept as it is", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/chat");
  await ready(page, javaScriptEnabled);
  expect(problems(await page.getByTestId("chat-message").first().innerText())).toEqual([]);
  const input = page.getByRole("textbox", { name: /Votre message à Sam/ });
  await input.fill("Bonjour, une question : c'est gratuit ?");
  await page.getByTestId("chat-send").click();
  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]').last();
  await expect(reply).toBeVisible();
  await expect(page.locator("form#chat-form")).toHaveAttribute("data-busy", "false");
  const text = await reply.getByTestId("chat-text").innerText();
  expect(text).toMatch(/\u202f[?!:]/);
  expect(problems(text)).toEqual([]);

  await page.goto("/en/chat");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /Your message to Sam/ }).fill("Hello, is it free?");
  await page.getByTestId("chat-send").click();
  await expect(page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]').last()).toBeVisible();
  await expect(page.locator("form#chat-form")).toHaveAttribute("data-busy", "false");
  expect(await bodyText(page)).not.toContain("\u202f");
});
