import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { notifyDeadlines } from "#app/outreach/deadline.server.ts";
import { closeNegotiations } from "#app/outreach/negotiation.server.ts";
import { openDatabase } from "#db/index.ts";
import { queuedMails, seedTwoDealerRequest } from "./dealers-support.ts";
import { query, ready } from "./support.ts";

/**
 * Issue 17 in the browser, JS on and off: the rules before a first offer, round 2 on the dealer's
 * page (its standing, one downward revision), and the negotiation on the buyer's page. The clock
 * is moved by running the server's own deadline steps against the e2e database with a later `now`.
 */

const PRICE = "Prix tout inclus (avant TPS, TVQ et droit sur les pneus)";

async function firstOffer(page: Page, price: string) {
  await page.getByLabel(PRICE).fill(price);
  await page.getByLabel("Offre valide jusqu'au").fill("2099-12-31");
}

async function withDb<T>(fn: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const { db } = openDatabase(path.join(process.env.E2E_DIR!, "app.db"));
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

test("a dealer accepts the rules, sees where it stands in round 2 and beats the best price once; the buyer sees the saving", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const { suffix, started, links } = await seedTwoDealerRequest(baseURL!);
  const [montreal, longueuil] = links;

  // The rules are written before the first offer; an offer without them is refused by the server.
  await page.goto(montreal);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("negotiation-rules")).toContainText("Votre prix peut être montré de façon anonyme");
  await firstOffer(page, "30 300");
  if (javaScriptEnabled) {
    // Without the box ticked the browser's own check stops the form (the field is required).
    await expect(page.getByLabel("J'accepte ces règles")).toHaveAttribute("required", "");
  }
  await page.getByLabel("J'accepte ces règles").check();
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");

  await page.goto(longueuil);
  await ready(page, javaScriptEnabled);
  await firstOffer(page, "30 000");
  await page.getByLabel("J'accepte ces règles").check();
  await page.getByRole("button", { name: "Envoyer l'offre" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");

  // Round 1 closes (the server's own step, run a day later on its clock).
  const deadline = new Date(Date.now() + 25 * 3_600_000);
  await withDb((db) => notifyDeadlines(db, { now: deadline, publicUrl: baseURL! }));
  const round2 = queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-negotiation-standing");
  expect(round2.map((m) => m.to).sort()).toEqual([`dealer0-${suffix}@concession.ca`, `dealer1-${suffix}@concession.ca`]);

  // The second-best dealer sees its standing, amounts only.
  await page.goto(montreal);
  await ready(page, javaScriptEnabled);
  const standing = page.getByTestId("round2");
  await expect(standing).toContainText(/Votre prix tout inclus\s*30\s300\s\$/);
  await expect(standing).toContainText(/Meilleur prix tout inclus reçu\s*30\s000\s\$/);
  await expect(standing).toContainText(/Écart\s*300\s\$/);
  await expect(page.locator("body")).not.toContainText("Rive-Sud Longueuil");

  // A raise is refused with a clear message; a lower price is taken; a second revision is not.
  await page.getByLabel(PRICE).fill("30 900");
  await page.getByRole("button", { name: "Enregistrer la révision" }).click();
  await expect(page.getByRole("alert")).toContainText("Une révision ne peut pas augmenter votre prix tout inclus");
  await page.getByLabel(PRICE).fill("29 750");
  await page.getByRole("button", { name: "Enregistrer la révision" }).click();
  await expect(page.getByRole("status")).toContainText("Votre offre est enregistrée");
  await expect(page.getByTestId("round2")).toContainText("Vous avez révisé votre offre pendant cette ronde");
  await page.getByLabel(PRICE).fill("29 500");
  await page.getByRole("button", { name: "Enregistrer la révision" }).click();
  await expect(page.getByRole("alert")).toContainText("Vous avez déjà révisé votre offre pendant cette ronde");

  // The buyer's page: the round under way, then its result, with first and final prices.
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("timeline")).toContainText("Négociation en cours jusqu'au");
  await expect(page.getByTestId("first-price").first()).toContainText(/Prix initial 30\s300\s\$, prix final 29\s750\s\$/);
  await withDb((db) => closeNegotiations(db, { now: new Date(deadline.getTime() + 13 * 3_600_000), publicUrl: baseURL! }));
  await page.reload();
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("timeline")).toContainText(
    /Négociation terminée\s: 1 offre\(s\) améliorée\(s\), 250\s\$ de moins sur la meilleure/,
  );
  expect(
    query(
      "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE form_type = 'buyer-negotiation-done' AND source_id = ?",
      String(started.buyerRequestId),
    ),
  ).toEqual([{ n: 1 }]);
});
