import { expect, test } from "@playwright/test";

const pages = [
  { fr: "/fr/fonctionnement", en: "/en/how-it-works", frH1: "Comment ça marche", enH1: "How it works" },
  { fr: "/fr/confidentialite", en: "/en/privacy", frH1: "Politique de confidentialité", enH1: "Privacy policy" },
  { fr: "/fr/conditions", en: "/en/terms", frH1: "Conditions d'utilisation", enH1: "Terms of use" },
  { fr: "/fr/contact", en: "/en/contact", frH1: "Nous joindre", enH1: "Contact us" },
];

for (const p of pages) {
  test(`${p.fr} and ${p.en} answer in their language and switch to each other`, async ({ page }) => {
    const fr = await page.goto(p.fr);
    expect(fr?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.frH1);

    await page.getByRole("group", { name: "Langue", exact: true }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${p.en}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.enH1);

    await page.getByRole("group", { name: "Language", exact: true }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${p.fr}$`));
  });
}

test("how it works tells the 17-question interview, 24–48 h and free", async ({ page }) => {
  await page.goto("/fr/fonctionnement");
  await expect(page.getByText("17 questions").first()).toBeVisible();
  await expect(page.getByText(/24 à 48 heures/).first()).toBeVisible();
  await expect(page.getByText(/gratuit/i).first()).toBeVisible();
  await page.goto("/en/how-it-works");
  await expect(page.getByText("17 questions").first()).toBeVisible();
});

test("privacy policy names its sections, the date and the person in charge", async ({ page }) => {
  await page.goto("/en/privacy");
  for (const heading of ["Information collected", "Use", "Security", "Your rights", "Cookies", "Sharing"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Last updated: January 2025")).toBeVisible();
  await expect(page.getByText(/access, correction, deletion, portability and objection/)).toBeVisible();
  await expect(page.getByRole("link", { name: "vie-privee@sam-auto.ca" })).toBeVisible();
});

test("info pages send no script at all", async ({ request }) => {
  for (const path of ["/fr/fonctionnement", "/en/how-it-works", "/fr/confidentialite", "/en/privacy", "/fr/conditions", "/en/terms"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("<script");
  }
});

test("unknown paths get a translated 404", async ({ page }) => {
  const fr = await page.goto("/nulle-part");
  expect(fr?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  const en = await page.goto("/en/nowhere");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("the spec's redirects answer 301/302", async ({ request }) => {
  const cases: Array<[string, string, number]> = [
    ["/contact", "/en/contact", 301],
    ["/privacy", "/en/privacy", 301],
    ["/how-it-works", "/en/how-it-works", 301],
    ["/vehicle-form-steps", "/vehicle-step/1", 301],
    ["/", "/chat", 302],
  ];
  for (const [from, to, status] of cases) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(status);
    expect(new URL(res.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
});

test("pages carry security headers and a CSP nonce that matches their scripts", async ({ request }) => {
  const res = await request.get("/fr/contact");
  const headers = res.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"]!;
  expect(csp).toContain("frame-ancestors 'self'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await res.text();
  const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const n of scriptNonces) expect(n).toBe(nonce);
  expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>/);
});

test("footer carries the company, tagline, contact block and language buttons", async ({ page }) => {
  await page.goto("/fr/conditions");
  const footer = page.locator("footer");
  await expect(footer.getByText("Sam négocie avec plusieurs concessionnaires")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Démarrer le chat" })).toHaveAttribute("href", "/chat");
  await expect(footer.getByRole("link", { name: "support@sam-auto.ca" })).toBeVisible();
  await expect(footer.getByText(/Montréal/)).toBeVisible();
  // The configured identity (BUSINESS_*, SUPPORT_*) in the footer and on the contact page.
  await expect(footer.getByRole("link", { name: "1 514 555-0199" })).toHaveAttribute("href", "tel:+15145550199");
  await expect(footer.getByText(/du lundi au vendredi/)).toBeVisible();
  await page.goto("/fr/contact");
  const aside = page.locator("aside");
  await expect(aside.getByRole("link", { name: "support@sam-auto.ca" })).toBeVisible();
  await expect(aside.getByText("1250, rue Peel, bureau 900, Montréal (Québec) H3B 4W8")).toBeVisible();
  await expect(aside.getByText("du lundi au vendredi, de 9 h à 17 h")).toBeVisible();
  await expect(footer.getByRole("link", { name: "EN", exact: true })).toHaveAttribute("href", "/en/how-it-works");
  await expect(footer.getByRole("link", { name: "FR", exact: true })).toHaveAttribute("href", "/fr/fonctionnement");
});

test("healthz reports the database", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ ok: true, db: "ok" });
});
