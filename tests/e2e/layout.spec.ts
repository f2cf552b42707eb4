import { type APIRequestContext, expect, test } from "@playwright/test";
import { seedTwoDealerRequest } from "./dealers-support.ts";
import { publicPages } from "./public-pages.ts";
import { ready } from "./support.ts";

/**
 * Pages that work on a phone. No page scrolls sideways at 360 px or on a desktop; the
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

test("on a phone the top bar is one row with one language switch, and no preview button for a buyer", async ({
  page,
  javaScriptEnabled,
}) => {
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

/**
 * The buyer's offers page with two offers (one with a fee that is not allowed) and the
 * dealer's reply page, on a phone and a desktop, in French and English.
 */
async function twoOffers(request: APIRequestContext, baseURL: string) {
  const { suffix, started, links } = await seedTwoDealerRequest(baseURL, [
    "Centre automobile de la Rive-Nord et de Laval",
    "Rive-Sud Longueuil",
  ]);
  for (const [i, link] of links.entries()) {
    const res = await request.post(link, {
      form: {
        price: i === 0 ? "30000" : "30500",
        "fees[0].label": i === 0 ? "Frais d'administration" : "TPS",
        // The real GST on 30 500 $ (decision 043): not flagged.
        "fees[0].amount": i === 0 ? "499" : "1525",
        availability: "in_stock",
        financingKind: "none",
        validUntil: "2099-12-31",
        note: "Garantie prolongée incluse, livraison à domicile possible dans la grande région de Montréal.",
        acceptRules: "on",
      },
      maxRedirects: 0,
    });
    expect(res.status(), link).toBe(302);
  }
  return { started, links, suffix };
}

for (const [name, viewport] of [
  ["phone", { width: 360, height: 800 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`the offers page with two offers and the dealer's page do not scroll sideways on a ${name}; every price is visible`, async ({
    page,
    javaScriptEnabled,
    baseURL,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { started, links } = await twoOffers(request, baseURL!);
    const enLink = links[0]!.replace(/^\/offre\//, "/en/offer/");
    const wide: string[] = [];
    for (const path of [started.paths.fr, started.paths.en, links[0]!, enLink]) {
      await page.goto(path);
      await ready(page, javaScriptEnabled);
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      if (scroll > width) wide.push(`${path}: ${scroll} > ${width}`);
    }
    expect(wide).toEqual([]);

    // Every offer's all-in price is on screen (not cut off, not behind a sideways scroll).
    for (const path of [started.paths.fr, started.paths.en]) {
      await page.goto(path);
      await ready(page, javaScriptEnabled);
      const prices = name === "phone" ? page.getByTestId("card-price") : page.getByTestId("offer-price");
      await expect(prices).toHaveCount(2);
      for (const price of await prices.all()) {
        await expect(price).toBeVisible();
        const box = (await price.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await expect(name === "phone" ? page.getByTestId("offers-table") : page.getByTestId("offer-cards")).toBeHidden();
      if (name === "phone") {
        // The cheapest first, marked; the other names its difference; the flagged fee in red words.
        const cards = page.getByTestId("offer-card");
        await expect(cards.first()).toContainText(/Meilleur prix|Best price/);
        await expect(cards.nth(1).getByTestId("card-difference")).toContainText(/\+\s?/);
        await expect(page.locator("[data-testid=offer-card] [data-flagged=true]")).toHaveCount(1);
      }
    }
  });
}

test("the dealer's page has no buyer navigation and no 'start a chat' footer", async ({ page, javaScriptEnabled, baseURL, request }) => {
  const { links } = await twoOffers(request, baseURL!);
  for (const path of [links[1]!, links[1]!.replace(/^\/offre\//, "/en/offer/")]) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("dealer-header")).toBeVisible();
    await expect(page.getByRole("navigation", { name: /Navigation principale|Main navigation/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Démarrer le chat|Start chat|Commencer|Get started/ })).toHaveCount(0);
    await expect(page.locator('a[href$="/chat"]')).toHaveCount(0);
    // Who writes to the dealer stays visible: the configured identity.
    await expect(page.getByTestId("identity")).toBeVisible();
  }
});
