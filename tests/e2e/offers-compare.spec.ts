import { expect, type Page, test } from "@playwright/test";
import { offerFrom, queuedMails, replyLinkFor, seedRequest, seedTwoDealerRequest } from "./dealers-support.ts";
import { ready, uniqueSuffix } from "./support.ts";

/**
 * Offers compared the way buyers compare (decision 047), JavaScript on and off: the dealer states
 * the vehicle's model year, colour and stock number or VIN and a lease's full cost; the buyer sees
 * the cash price with taxes (an estimate) and the lease's total next to it, on a 360 px phone
 * (cards) and a desktop (table); the tracker says when every dealer answered and when the request
 * is closed; after the choice one block says what happens next.
 */

const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 900 };

async function leaseOffer(page: Page, vin: string) {
  await page.getByLabel("Prix tout inclus (avant TPS, TVQ et droit sur les pneus)").fill("30 000");
  await page.getByLabel("Location", { exact: true }).check();
  await page.getByLabel("Taux (%)").fill("3,99");
  await page.getByLabel("Terme (mois)").fill("48");
  await page.getByLabel("Paiement mensuel, taxes incluses (facultatif)").fill("450");
  await page.getByLabel("Comptant initial (facultatif)").fill("2 000");
  await page.getByLabel("Valeur de rachat à la fin de la location (facultatif)").fill("14 000");
  await page.getByLabel("Année modèle").fill("2026");
  await page.getByLabel("Couleur", { exact: true }).fill("Gris magnétique");
  await page.getByLabel("No de stock ou NIV").fill(vin);
  await page.getByLabel("Offre valide jusqu'au").fill("2099-12-31");
  await page.getByLabel("J'accepte ces règles").check();
}

test("fr: the dealer's facts and a lease's full cost reach the buyer beside the cash price with taxes; tracker and choice tell the truth", async ({
  page,
  javaScriptEnabled,
  baseURL,
  request,
}) => {
  await page.setViewportSize(phone);
  const { suffix, started, links } = await seedTwoDealerRequest(baseURL!);

  // The dealer's form refuses a VIN whose check digit is wrong, and keeps the answers.
  await page.goto(links[0]);
  await ready(page, javaScriptEnabled);
  await leaseOffer(page, "1HGCM82643A004352");
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByText("Ce NIV n'est pas valide : vérifiez ses 17 caractères")).toBeVisible();
  await expect(page.getByLabel("Couleur", { exact: true })).toHaveValue("Gris magnétique");
  await page.getByLabel("No de stock ou NIV").fill("1hgcm82633a004352");
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");
  const current = page.getByTestId("current-offer");
  await expect(current).toContainText("2026 · Gris magnétique · NIV 1HGCM82633A004352");
  // 30 000 $ + GST 1 500 $ + QST 2 992,50 $.
  await expect(current).toContainText(/34\s492,50\s\$ \(TPS 1\s500\s\$ \+ TVQ 2\s992,50\s\$\)/);
  // The form shows the stored values again, for a revision.
  await expect(page.getByLabel("Année modèle")).toHaveValue("2026");
  await expect(page.getByLabel("Comptant initial (facultatif)")).toHaveValue("2000");

  // The buyer, on a phone: one card, the estimate and the lease's total cost beside the cash price.
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("timeline")).toContainText("Réponses reçues : 1 sur 2. Les autres concessionnaires ont jusqu'au");
  const card = page.getByTestId("offer-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("taxes-in")).toContainText(/34\s492,50\s\$/);
  await expect(card.getByTestId("total-cost")).toContainText(/48 × 450\s\$ \+ 2\s000\s\$ comptant = 23\s600\s\$, sans acheter le véhicule/);
  // With the buyout, owning costs 37 600 $: 3 107,50 $ more than paying cash with taxes.
  await expect(card.getByTestId("total-cost")).toContainText(/avec le rachat de 14\s000\s\$\s: 37\s600\s\$/);
  await expect(card.getByTestId("total-cost")).toContainText(/3\s107,50\s\$ de plus qu'au comptant taxes incluses \(estimation\)/);
  await expect(card).toContainText("Prix taxes incluses (estimation)");
  await expect(page.getByText("Estimation : TPS de 5 % et TVQ de 9,975 %")).toBeVisible();

  // The second dealer answers (cash, with a "TPS" line that is not the GST on its price: flagged, so taxed): every dealer has answered.
  await offerFrom(request, links[1], "31000", "TPS");
  await page.setViewportSize(desktop);
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("timeline")).toContainText("Les 2 concessionnaires contactés ont tous répondu");
  await expect(page.getByTestId("timeline")).not.toContainText("En attente");
  const table = page.getByTestId("offers-table");
  await expect(table.getByTestId("taxes-in")).toHaveText([/34\s492,50\s\$/, /36\s215,98\s\$/]);
  await expect(table.getByTestId("total-cost")).toHaveText([/37\s600\s\$/, "—"]);
  await expect(table.getByRole("row", { name: /Véhicule offert/ })).toContainText("NIV 1HGCM82633A004352");

  // Choosing: one block says it, once; the tracker says the request is closed.
  await page.getByRole("button", { name: `Choisir cette offre — Centre Montréal ${suffix}` }).click();
  await page.getByRole("button", { name: "Oui, choisir cette offre" }).click();
  const status = page.getByTestId("request-status");
  await expect(status).toHaveCount(1);
  await expect(status).toHaveAttribute("data-status", "offer_chosen");
  await expect(status).toContainText(`Vous avez choisi l'offre de Centre Montréal ${suffix}`);
  await expect(status).toContainText(/environ 34\s492,50\s\$ avec la TPS et la TVQ \(estimation\)/);
  const main = await page.locator("main").innerText();
  expect(main.split("vient de recevoir vos coordonnées").length - 1).toBe(1);
  await expect(page.getByTestId("timeline")).toContainText("Demande fermée : vous avez choisi une offre");
  expect(queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-offer-chosen")).toHaveLength(1);
});

test("en: the same comparison in English, on a phone and a desktop", async ({ page, javaScriptEnabled, baseURL }) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    dealers: [{ name: "English Motors", city: "Montréal", brands: [brand], language: "en" }],
    wanted: 1,
    language: "en",
    baseURL: baseURL!,
  });
  const link = replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`);
  await page.setViewportSize(phone);
  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await page.getByLabel("All-in price (before GST, QST and tire duty)").fill("40,000");
  await page.getByLabel("Financing", { exact: true }).check();
  await page.getByLabel("Rate (%)").fill("5.49");
  await page.getByLabel("Term (months)").fill("72");
  await page.getByLabel("Monthly payment, taxes included (optional)").fill("750");
  await page.getByLabel("Model year").fill("2025");
  await page.getByLabel("Colour", { exact: true }).fill("Soul Red");
  await page.getByLabel("Stock no. or VIN").fill("A1234");
  await page.getByLabel("Offer valid until").fill("2099-12-31");
  await page.getByLabel("I accept these rules").check();
  await page.getByRole("button", { name: "Send the offer" }).click();
  await expect(page.getByRole("status")).toContainText("Your offer is saved");
  await expect(page.getByTestId("current-offer")).toContainText("2025 · Soul Red · stock no. A1234");

  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.goto(started.path);
    await ready(page, javaScriptEnabled);
    const scope = size === phone ? page.getByTestId("offer-card") : page.getByTestId("offers-table");
    // 40,000 + GST 2,000 + QST 3,990 = 45,990; 72 × 750 = 54,000: 8,010 more than cash.
    await expect(scope.getByTestId("taxes-in")).toContainText("$45,990 (GST $2,000 + QST $3,990)");
    await expect(scope.getByTestId("total-cost")).toContainText("72 × $750 = $54,000 — $8,010 more than paying cash with taxes (estimate)");
    await expect(page.getByTestId("timeline")).toContainText("The dealership contacted has answered");
  }
});
