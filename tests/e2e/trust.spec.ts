import { expect, type Page, test } from "@playwright/test";
import { CANONICAL_FRENCH_VALUES } from "#app/questionnaire/display-value.ts";
import { offerFrom, queuedMails, seedRequest, seedTwoDealerRequest } from "./dealers-support.ts";
import { ready, uniqueSuffix } from "./support.ts";

/**
 * Issue 15 in the browser, JavaScript on and off: choosing an offer asks to confirm and then says
 * what happens next; with no matching dealer no screen or e-mail says dealers are contacted; English
 * pages show no canonical French answer; axe on the phone layout and the outreach admin page.
 */

/** Wording that says (or promises) that dealers are being contacted. */
const PROMISE = {
  fr: /contacter les concessionnaires|concessionnaires? (?:sont|est|seront|sera) contactés?|contacte maintenant|Concessionnaires contactés|délai donné aux concessionnaires|en attente des offres/i,
  en: /contact the dealers|(?<!\bno |\bany )dealer(?:ship)?s? (?:are|will be) (?:being )?contacted|they will be contacted|now contacting|dealer(?:ship)?s? contacted|time given to the dealerships|waiting for offers/i,
};

async function mainText(page: Page) {
  return page.locator("main").innerText();
}

test("choosing an offer asks to confirm (dealer and price), can be cancelled, then says what happens next", async ({
  page,
  javaScriptEnabled,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { suffix, started, links } = await seedTwoDealerRequest(baseURL!);
  await offerFrom(request, links[0], "30000", "Frais d'administration");
  await offerFrom(request, links[1], "31000", "TPS", "1550");

  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "offers_received");
  // On a phone: cards, the choose button of the second one (Longueuil, 31 000 $).
  await page.getByRole("button", { name: `Choisir cette offre — Rive-Sud Longueuil ${suffix}` }).click();
  const confirm = page.getByTestId("confirm-choice");
  await expect(confirm).toContainText(`Choisir l'offre de Rive-Sud Longueuil ${suffix}`);
  await expect(confirm).toContainText(/31\s000\s\$/);
  // Nothing is chosen yet.
  expect(queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-offer-chosen")).toHaveLength(0);
  await confirm.getByRole("link", { name: "Annuler" }).click();
  await expect(page.getByTestId("confirm-choice")).toHaveCount(0);

  await page.getByRole("button", { name: `Choisir cette offre — Centre Montréal ${suffix}` }).click();
  await expect(page.getByTestId("confirm-choice")).toContainText(/30\s499\s\$/);
  await page.getByRole("button", { name: "Oui, choisir cette offre" }).click();
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "offer_chosen");
  const next = page.getByTestId("what-next");
  await expect(next).toContainText(`Centre Montréal ${suffix} vient de recevoir vos coordonnées`);
  await expect(next).toContainText("permis de conduire");
  await expect(next).toContainText(/30\s499\s\$/);
  expect(
    queuedMails(started.buyerRequestId)
      .filter((m) => m.kind === "dealer-offer-chosen")
      .map((m) => m.to),
  ).toEqual([`dealer0-${suffix}@concession.ca`]);
});

test("with no dealer for that make near that city, no page or e-mail says dealers are contacted", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  for (const language of ["fr", "en"] as const) {
    const started = await seedRequest({
      suffix: `${suffix}${language}`,
      brand: `Personne${suffix}`,
      dealers: [],
      wanted: 3,
      baseURL: baseURL!,
      confirm: false,
      language,
    });
    expect(started.found).toBe(0);
    // The confirmation e-mail: no promise, and what happens instead.
    const [confirmation] = queuedMails(started.buyerRequestId);
    expect(confirmation!.text).not.toMatch(PROMISE[language]);
    expect(confirmation!.text).toMatch(language === "fr" ? /élargissons la recherche/ : /widen the search/);

    await page.goto(started.paths[language]);
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("awaiting-confirmation")).toHaveAttribute("data-no-dealers", "true");
    expect(await mainText(page)).not.toMatch(PROMISE[language]);
    // The e-mailed link confirms (decision 041); its page promises nothing either.
    await page.goto(new URL(/https?:\/\/\S+\/(?:confirmer|en\/confirm)\/[\w-]{43}/.exec(confirmation!.text)![0]).pathname);
    await ready(page, javaScriptEnabled);
    expect(await mainText(page)).not.toMatch(PROMISE[language]);
    await page.getByRole("button", { name: language === "fr" ? "Confirmer ma demande" : "Confirm my request" }).click();
    // The address confirmed, the buyer reads the request, then sends it (decision 055).
    await page.getByRole("button", { name: language === "fr" ? "Envoyer ma demande" : "Send my request", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${started.paths[language]}\\?confirmed=1$`));
    await expect(page.getByTestId("confirmed")).toContainText(language === "fr" ? "d'ici 24 heures" : "within 24 hours");
    await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "no_dealers");
    await expect(page.getByTestId("request-status")).toContainText(`Personne${suffix}`);
    expect(await mainText(page)).not.toMatch(PROMISE[language]);
    expect(queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-quote-request")).toHaveLength(0);
  }
});

const wizardAnswers = (name: string): Array<[number, Record<string, string>]> => [
  [1, { value: "Porsche" }],
  [2, { value: "Usagé" }],
  [3, { value: "Macan" }],
  [4, { value: "S" }],
  [5, { value: "3" }],
  [6, { value: "Les deux" }],
  [7, { value: name }],
  [8, { email: "macan@example.ca", phone: "(450) 555-0101" }],
  [9, { value: "Rimouski" }],
];

for (const [language, prefix] of [
  ["fr", ""],
  ["en", "/en"],
] as const) {
  test(`${language}: the wizard's success screen is honest with no matching dealer, and shows no untranslated answer`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = `Honnête ${uniqueSuffix()}`;
    for (const [step, form] of wizardAnswers(name)) {
      const res = await page.request.post(`${prefix}/vehicle-step/${step}`, { form, maxRedirects: 0 });
      expect(res.status(), `step ${step}`).toBe(302);
    }
    await page.goto(`${prefix}/vehicle-step/10`);
    await ready(page, javaScriptEnabled);
    const key = await page.locator('input[name="idempotencyKey"]').first().inputValue();
    const res = await page.request.post(`${prefix}/vehicle-step/10`, {
      form: { value: "B) Ne pas partager - Sam relaie tout", idempotencyKey: key },
      maxRedirects: 0,
    });
    expect(res.headers()["location"]).toBe(`${prefix}/vehicle-step/success`);
    await page.goto(`${prefix}/vehicle-step/success`);
    await ready(page, javaScriptEnabled);
    const status = page.getByTestId("request-status");
    await expect(status).toHaveAttribute("data-status", "awaiting_confirmation");
    await expect(status).toHaveAttribute("data-no-dealers", "true");
    await expect(status).toContainText(language === "fr" ? "qui vend Porsche près de Rimouski" : "selling Porsche near Rimouski");
    const text = await mainText(page);
    expect(text).not.toMatch(PROMISE[language]);
    await expect(page.getByTestId("privacy-notice")).toBeVisible();
    if (language === "en") {
      const shown = CANONICAL_FRENCH_VALUES.filter((v) => new RegExp(`(^|[^\\p{L}])${v}($|[^\\p{L}])`, "u").test(text));
      expect(shown).toEqual([]);
    }
  });
}

test("English request pages show no canonical French answer", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    dealers: [{ name: "Centre", city: "Montréal", brands: [brand] }],
    baseURL: baseURL!,
    language: "en",
  });
  await page.goto(started.paths.en);
  await ready(page, javaScriptEnabled);
  const text = await mainText(page);
  expect(text).toContain("New");
  const shown = CANONICAL_FRENCH_VALUES.filter((v) => new RegExp(`(^|[^\\p{L}])${v}($|[^\\p{L}])`, "u").test(text));
  expect(shown).toEqual([]);
  expect(text).not.toMatch(/@\S+ et /);
});

for (const [language, prefix] of [
  ["fr", ""],
  ["en", "/en"],
] as const) {
  test(`${language}: the single form's success view is honest with no matching dealer`, async ({ page, javaScriptEnabled }) => {
    const name = `Formulaire ${uniqueSuffix()}`;
    const steps: Array<[number, Record<string, string>]> = [
      [1, { value: "Porsche" }],
      [2, { value: "Neuf" }],
      [3, { value: "Macan" }],
      [4, { value: "S" }],
      [5, { value: "5" }],
      [6, { value: "Courriel" }],
      [7, { value: name }],
      [8, { email: "forme@example.ca", phone: "418-555-0000" }],
      [9, { value: "Rimouski" }],
    ];
    for (const [step, form] of steps) {
      const res = await page.request.post(`${prefix}/vehicle-form?step=${step}`, { form, maxRedirects: 0 });
      expect(res.status(), `step ${step}`).toBe(302);
    }
    await page.goto(`${prefix}/vehicle-form?step=10`);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const res = await page.request.post(`${prefix}/vehicle-form?step=10`, {
      form: { value: "B) Ne pas partager - Sam relaie tout", intent: "submit", idempotencyKey: key },
      maxRedirects: 0,
    });
    expect(res.headers()["location"]).toBe(`${prefix}/vehicle-form?submitted=1`);
    await page.goto(`${prefix}/vehicle-form?submitted=1`);
    await ready(page, javaScriptEnabled);
    const status = page.getByTestId("request-status");
    await expect(status).toHaveAttribute("data-no-dealers", "true");
    await expect(status).toContainText("Rimouski");
    expect(await mainText(page)).not.toMatch(PROMISE[language]);
    await expect(page.getByTestId("privacy-notice")).toBeVisible();
  });
}
