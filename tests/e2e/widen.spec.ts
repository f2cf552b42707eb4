import { expect, test } from "@playwright/test";
import { widenSearches } from "#app/outreach/widen.server.ts";
import { queuedMails, seedRequest, write } from "./dealers-support.ts";
import { ready, uniqueSuffix } from "./support.ts";

/**
 * Decision 033 in the browser, JavaScript on and off: a request confirmed with no dealer found is
 * searched again (here made due at once) and its page says what the widened search did — dealers
 * contacted and the nearest distance, or still none and what the buyer can do.
 */

/** The request's widened search is due now; run it as the outreach timer does. */
async function widenNow(buyerRequestId: number, baseURL: string) {
  await write(async (db) => {
    await db
      .updateTable("buyer_requests")
      .set({ widen_due_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", buyerRequestId)
      .execute();
    // The server's own timer may take it first: either way it is done once.
    await widenSearches(db, { publicUrl: baseURL });
  });
}

test("the request page shows the widened search: dealers contacted with the nearest distance, or still none and what to do", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const brand = `Loin${suffix}`;
  const started = await seedRequest({ suffix, brand, dealers: [], city: "Montréal", baseURL: baseURL! });
  expect(started.found).toBe(0);
  // Meanwhile an operator imports the only two dealers of this make, far from Montréal.
  await write(async (db) => {
    for (const [i, city] of ["Sherbrooke", "Gatineau"].entries()) {
      await db
        .insertInto("dealers")
        .values({
          name: `Concession ${city} ${suffix}`,
          brands: JSON.stringify([brand]),
          city,
          email: `far${i}-${suffix}@concession.ca`,
          language: "fr",
          unsubscribe_token: `far${i}${suffix}`.padEnd(43, "w"),
        })
        .execute();
    }
  });
  await widenNow(started.buyerRequestId, baseURL!);

  await page.goto(started.paths.fr);
  await ready(page, javaScriptEnabled);
  const status = page.getByTestId("request-status");
  await expect(status).toHaveAttribute("data-status", "widened");
  await expect(status).toContainText(/Recherche élargie\s:\s2 concessionnaires contactés, le plus proche à 1\d\d\skm/);
  await expect(page.getByTestId("timeline")).toContainText(/Recherche élargie à tout le Québec/);
  const mails = queuedMails(started.buyerRequestId);
  expect(mails.filter((m) => m.kind === "dealer-quote-request")).toHaveLength(2);
  expect(mails.filter((m) => m.kind === "buyer-widened")).toHaveLength(1);

  // No dealer of that make anywhere: the English page says so, and what the buyer can do.
  const none = await seedRequest({ suffix: `${suffix}n`, brand: `Nulle${suffix}`, dealers: [], language: "en", baseURL: baseURL! });
  await widenNow(none.buyerRequestId, baseURL!);
  await page.goto(none.paths.en);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "none_found");
  await expect(page.getByTestId("request-status")).toContainText(`Still no dealer for Nulle${suffix}`);
  await expect(page.getByRole("link", { name: "Make a request for another make" })).toHaveAttribute("href", "/en/sign-up");
  await expect(page.getByRole("link", { name: "Write to us: we will look with you" })).toHaveAttribute("href", "/en/contact");
  expect(queuedMails(none.buyerRequestId).filter((m) => m.kind === "buyer-widened")).toHaveLength(1);
});
