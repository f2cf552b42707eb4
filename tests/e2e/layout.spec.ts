import { expect, test } from "@playwright/test";
import { publicPages } from "./public-pages.ts";
import { ready } from "./support.ts";

/**
 * Issue 15: pages that work on a phone. No page scrolls sideways at 360 px or on a desktop; the
 * top bar is one row on a phone, with one language switch; `/fr` leads to the chat like `/en`.
 */

for (const [name, viewport] of [
  ["phone", { width: 360, height: 800 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`no public page scrolls sideways on a ${name} (${viewport.width} px)`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize(viewport);
    const wide: string[] = [];
    for (const path of publicPages) {
      await page.goto(path);
      await ready(page, javaScriptEnabled);
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      if (scroll > width) wide.push(`${path}: ${scroll} > ${width}`);
    }
    expect(wide).toEqual([]);
  });
}

test("on a phone the top bar is one row with one language switch, and no preview button for a buyer", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/chat", "/en/chat", "/vehicle-step/1", "/fr/contact", "/inscription"]) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    const nav = page.getByRole("banner").getByRole("navigation");
    const box = (await nav.boundingBox())!;
    expect(box.height, path).toBeLessThan(64);
    await expect(page.getByRole("group", { name: /^(Langue|Language)$/ })).toHaveCount(1);
    await expect(page.getByRole("link", { name: /360 × 800/ })).toHaveCount(0);
    // The three ways in are one tap away.
    await expect(nav.getByRole("link", { name: /^(Commencer|Get started)$/ })).toHaveAttribute("href", /\/(inscription|en\/sign-up)$/);
  }
});

test("/fr and /fr/ lead to the chat, as /en does", async ({ request }) => {
  for (const [from, to] of [
    ["/fr", "/chat"],
    ["/fr/", "/chat"],
    ["/en", "/en/chat"],
  ]) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(302);
    expect(res.headers().location).toBe(to);
  }
});
