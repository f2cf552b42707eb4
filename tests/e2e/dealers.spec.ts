import { expect, type Page, test } from "@playwright/test";
import { BUYER, queuedMails, replyLinkFor, type SeedDealer, seedRequest, write } from "./dealers-support.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

// Issue 8 end to end: dealers reply through their link, the buyer compares and chooses.
// Each test has its own made-up brand, so tests running in parallel never share dealers.

/** The directory: 5 dealers, 2 of another brand, 1 opted out (the nearest one). */
function directory(brand: string): SeedDealer[] {
  return [
    { name: "Centre Montréal", city: "Montréal", brands: [brand] },
    { name: "Rive-Sud Longueuil", city: "Longueuil", brands: [brand] },
    { name: "Terrebonne désabonné", city: "Terrebonne", brands: [brand], optedOut: true },
    { name: "Autre marque Laval", city: "Laval", brands: ["Honda"] },
    { name: "Autre marque Québec", city: "Québec", brands: ["Mazda"] },
  ];
}

async function fillOffer(page: Page, o: { price: string; fee?: [string, string]; validUntil?: string }) {
  await page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)").fill(o.price);
  if (o.fee) {
    await page.getByLabel("Frais 1 : description").fill(o.fee[0]);
    await page.getByLabel("Frais 1 : montant").fill(o.fee[1]);
  }
  await page.getByLabel("Financement", { exact: true }).check();
  await page.getByLabel("Taux (%)").fill("4,99");
  await page.getByLabel("Terme (mois)").fill("60");
  await page.getByLabel("Estimation du véhicule d'échange (facultatif)").fill("12 000");
  await page.getByLabel("Offre valide jusqu'au").fill(o.validUntil ?? "2099-12-31");
  await page.getByLabel("J'accepte ces règles").check();
}

test("a dealer answers through its link; the buyer compares, and choosing under privacy A queues the buyer's details to that dealer only", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand), baseURL: baseURL! });
  expect(started).toMatchObject({ wanted: 3, found: 2 });

  // Exactly the two right dealers got a quote request, nearest first; none carries the buyer's contact.
  const mails = queuedMails(started.buyerRequestId);
  const quotes = mails.filter((m) => m.kind === "dealer-quote-request");
  expect(quotes.map((m) => m.to).sort()).toEqual([`dealer0-${suffix}@concession.ca`, `dealer1-${suffix}@concession.ca`]);
  const ranks = query<{ rank: number; email: string }>(
    "SELECT dr.rank, d.email FROM dealer_requests dr JOIN dealers d ON d.id = dr.dealer_id WHERE dr.buyer_request_id = ? ORDER BY dr.rank",
    started.buyerRequestId,
  );
  expect(ranks.map((r) => r.email)).toEqual([`dealer0-${suffix}@concession.ca`, `dealer1-${suffix}@concession.ca`]);
  for (const m of quotes) {
    expect(m.text + m.html).not.toContain(BUYER.email);
    expect((m.text + m.html).replace(/\D/g, "")).not.toContain(BUYER.phone.replace(/\D/g, ""));
  }

  // Dealer 1 (Montréal) opens its link and submits an offer with an administration fee.
  const link0 = replyLinkFor(mails, `dealer0-${suffix}@concession.ca`);
  await page.goto(link0);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${brand} RAV4 XLE pour Julie`);
  await expect(page.locator("main")).not.toContainText(BUYER.email);
  await expect(page.locator("main")).not.toContainText("Tremblay");
  await fillOffer(page, { price: "34 000 $", fee: ["Frais d'administration", "499 $"] });
  if (javaScriptEnabled) {
    // With JavaScript the fee is flagged while typing, before anything is sent.
    await page.getByLabel("Frais 1 : description").blur();
    await expect(page.getByTestId("fee-flag")).toContainText("Non permis dans un prix annoncé");
  }
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");
  await expect(page.getByRole("status")).toContainText("ne sont pas permis");
  const current = page.getByTestId("current-offer");
  await expect(current.locator("[data-flagged=true]")).toContainText("Frais d'administration");
  await expect(current.locator("[data-flagged=true]")).toContainText("non permis");
  expect(query("SELECT opened_at FROM dealer_requests WHERE token = ?", link0.split("/").pop())[0]).toMatchObject({
    opened_at: expect.any(String),
  });

  // The buyer's page shows it.
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("timeline")).toContainText("Concessionnaires contactés : 2 sur 3 demandés");
  await expect(page.getByTestId("timeline")).toContainText("Offres reçues : 1");
  await expect(page.getByTestId("offer-dealer")).toHaveText([`Centre Montréal ${suffix}`]);
  // 34 000 $ + 499 $ of disallowed fees: the comparable price.
  await expect(page.getByTestId("offer-price")).toHaveText([/34\s499\s\$/]);

  // Dealer 2 (Longueuil) offers less: it comes first.
  await page.goto(replyLinkFor(mails, `dealer1-${suffix}@concession.ca`));
  await ready(page, javaScriptEnabled);
  await fillOffer(page, { price: "34 200" });
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");

  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("offer-dealer")).toHaveText([`Rive-Sud Longueuil ${suffix}`, `Centre Montréal ${suffix}`]);
  await expect(page.getByTestId("offer-price")).toHaveText([/34\s200\s\$/, /34\s499\s\$/]);
  await expect(page.locator("tr[data-differs=true]").first()).toBeVisible();

  // The buyer chooses the cheapest: its dealer alone gets the buyer's details.
  await page.getByRole("button", { name: `Choisir cette offre — Rive-Sud Longueuil ${suffix}` }).click();
  // Choosing asks first, naming the dealer and the price.
  await expect(page.getByTestId("confirm-choice")).toContainText(`Choisir l'offre de Rive-Sud Longueuil ${suffix}`);
  await expect(page.getByTestId("confirm-choice")).toContainText(/34\s200\s\$/);
  await page.getByRole("button", { name: "Oui, choisir cette offre" }).click();
  await expect(page.getByRole("status")).toContainText(`Vous avez choisi l'offre de Rive-Sud Longueuil ${suffix}`);
  await expect(page.getByRole("button", { name: /Choisir cette offre/ })).toHaveCount(0);

  const after = queuedMails(started.buyerRequestId);
  const withDetails = after.filter((m) => m.to !== BUYER.email && (m.text + m.html).includes(BUYER.email));
  expect(withDetails.map((m) => [m.kind, m.to])).toEqual([["dealer-offer-chosen", `dealer1-${suffix}@concession.ca`]]);
  expect(withDetails[0]!.text).toContain(BUYER.phone);
  // The buyer was told of the first offer, by e-mail, once.
  expect(after.filter((m) => m.kind === "buyer-first-offer").map((m) => m.to)).toEqual([BUYER.email]);
});

test("a dealer can revise its offer before the deadline", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand).slice(0, 1), wanted: 1, baseURL: baseURL! });
  const link = replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`);
  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await fillOffer(page, { price: "30 000" });
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");
  await expect(page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)")).toHaveValue("30000");
  await page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)").fill("29 500");
  await page.getByRole("button", { name: "Enregistrer la révision" }).click();
  await expect(page.getByTestId("current-offer")).toContainText("Révision 2");
  await expect(page.getByTestId("current-offer")).toContainText(/29\s500\s\$/);
});

test("a bad offer comes back with its errors and the answers kept", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand).slice(0, 1), wanted: 1, baseURL: baseURL! });
  await page.goto(replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`));
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)").fill("beaucoup");
  await page.getByLabel("Frais 1 : description").fill("Transport");
  await page.getByLabel("Location", { exact: true }).check();
  await page.getByLabel("Offre valide jusqu'au").fill("2099-12-31");
  await page.getByLabel("J'accepte ces règles").check();
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByText("Entrez un montant, par exemple 34 999 $")).toBeVisible();
  await expect(page.getByText("Entrez le montant de ces frais")).toBeVisible();
  await expect(page.getByLabel("Frais 1 : description")).toHaveValue("Transport");
  await expect(page.getByLabel("Location", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Offre valide jusqu'au")).toHaveValue("2099-12-31");
  expect(
    query(
      "SELECT COUNT(*) AS n FROM offers o JOIN dealer_requests dr ON dr.id = o.dealer_request_id WHERE dr.buyer_request_id = ?",
      started.buyerRequestId,
    ),
  ).toEqual([{ n: 0 }]);
});

test("a wrong token gets a translated 404 page, an expired one a 410 page", async ({ page, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand).slice(0, 1), wanted: 1, baseURL: baseURL! });
  const link = replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`);
  const token = link.split("/").pop()!;

  const wrong = await page.goto(`/offre/${"A".repeat(43)}`);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lien invalide");
  const wrongEn = await page.goto("/en/offer/nope");
  expect(wrongEn?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid link");
  const wrongBuyer = await page.goto(`/demande/${started.token.slice(0, -1)}x`);
  expect(wrongBuyer?.status()).toBe(404);

  await write((db) =>
    db
      .updateTable("dealer_requests")
      .set({ expires_at: "2000-01-01T00:00:00.000Z", deadline_at: "1999-12-31T00:00:00.000Z" })
      .where("token", "=", token)
      .execute(),
  );
  const expired = await page.goto(link);
  expect(expired?.status()).toBe(410);
  expect(expired?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ce lien a expiré");
  await expect(page.getByRole("button", { name: "Envoyer l'offre" })).toHaveCount(0);
  const expiredEn = await page.goto(`/en/offer/${token}`);
  expect(expiredEn?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  // A post to an expired link stores nothing.
  const post = await page.request.post(link, {
    form: { price: "1000", availability: "in_stock", financingKind: "none", validUntil: "2099-01-01" },
  });
  expect(post.status()).toBe(410);
  expect(
    query("SELECT COUNT(*) AS n FROM offers o JOIN dealer_requests dr ON dr.id = o.dealer_request_id WHERE dr.token = ?", token),
  ).toEqual([{ n: 0 }]);
});

test("English dealers and buyers get their pages in English", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    dealers: [{ name: "English Motors", city: "Montréal", brands: [brand], language: "en" }],
    wanted: 1,
    language: "en",
    privacy: "B",
    baseURL: baseURL!,
  });
  const mails = queuedMails(started.buyerRequestId);
  const link = replyLinkFor(mails, `dealer0-${suffix}@concession.ca`);
  expect(link).toMatch(/^\/en\/offer\//);
  expect(mails.find((m) => m.kind === "dealer-quote-request")!.subject).toContain("Urgent Vehicle Quote Request");
  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await page.getByLabel("All-in price (before GST, QST and tire duty)").fill("31,000");
  await page.getByLabel("Fee 1: description").fill("Admin fee");
  await page.getByLabel("Fee 1: amount").fill("$599");
  await page.getByLabel("Offer valid until").fill("2099-12-31");
  await page.getByLabel("I accept these rules").check();
  await page.getByRole("button", { name: "Send the offer" }).click();
  await expect(page.getByRole("status")).toContainText("Your offer is saved");
  await expect(page.getByTestId("current-offer").locator("[data-flagged=true]")).toContainText("not allowed");

  expect(started.path).toMatch(/^\/en\/request\//);
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your offers for:");
  await expect(page.getByTestId("offer-price")).toHaveText(["$31,599"]);
  await page.getByRole("button", { name: /Choose this offer/ }).click();
  await page.getByRole("button", { name: "Yes, choose this offer" }).click();
  await expect(page.getByRole("status")).toContainText("Your contact details were not sent");
  // Privacy B: the chosen dealer is told, without the buyer's details.
  const chosen = queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-offer-chosen");
  expect(chosen).toHaveLength(1);
  expect(chosen[0]!.text).not.toContain(BUYER.email);
  expect(chosen[0]!.text).not.toContain(BUYER.phone);
});

test("a dealer unsubscribes in one click and is never asked again", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand).slice(0, 1), wanted: 1, baseURL: baseURL! });
  const mail = queuedMails(started.buyerRequestId).find((m) => m.kind === "dealer-quote-request")!;
  const unsubscribe = new URL(/https?:\/\/\S+\/desabonnement\/\S+/.exec(mail.text)![0]).pathname;
  await page.goto(unsubscribe);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Me désabonner" }).click();
  await expect(page.getByRole("status")).toContainText("ne recevra plus de demandes");
  expect(query("SELECT opted_out FROM dealers WHERE email = ?", `dealer0-${suffix}@concession.ca`)).toEqual([{ opted_out: 1 }]);

  const again = await seedRequest({ suffix: `${suffix}b`, brand, dealers: [], wanted: 1, baseURL: baseURL! });
  expect(again).toMatchObject({ found: 0, note: "no-dealer-for-brand" });
});

test("the dealer's form checks its answers as typed with the server's schema, which is not in the first load", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  // Decision 035 (as 027 for the buyer's forms): zod, conform and the offer schema arrive after hydration.
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: directory(brand).slice(0, 1), wanted: 1, baseURL: baseURL! });
  const link = replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`);
  const html = await (await page.request.get(link)).text();
  const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  expect(scripts.some((s) => /\/assets\/offer-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /vendor-forms|live-form-validator|offer-form-/.test(s))).toEqual([]);
  if (!javaScriptEnabled) return;

  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  const schemaLoaded = page.waitForResponse((r) => /\/assets\/offer-form-[^/]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await schemaLoaded;
  await page.waitForLoadState("networkidle");
  // Only the offer counts: the page's "opened" beacon is a post of its own, sent on hydration.
  const offers: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && !r.postData()?.includes("intent=opened")) offers.push(r.url());
  });

  const price = page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)");
  await price.fill("beaucoup");
  await page.getByLabel("Frais 1 : description").fill("Frais d'administration");
  await expect(page.getByTestId("fee-flag")).toContainText("Non permis dans un prix annoncé");
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByText("Entrez un montant, par exemple 34 999 $")).toBeVisible();
  await expect(page.getByText("Entrez le montant de ces frais")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toBeFocused();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(offers).toEqual([]);

  // Corrected and left: the error goes, still without a post.
  await price.fill("34 000 $");
  await price.blur();
  await expect(page.getByText("Entrez un montant, par exemple 34 999 $")).toHaveCount(0);
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  expect(offers).toEqual([]);
  expect(problems).toEqual([]);
});
