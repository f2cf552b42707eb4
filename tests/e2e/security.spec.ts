import { expect, test } from "@playwright/test";
import { queuedMails, seedRequest } from "./dealers-support.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

// Issue 16 in a real browser, with and without JavaScript.

test("a link typed as a city is refused with a clear error, the answer kept", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-step/9");
  await ready(page, javaScriptEnabled);
  const typed = page.getByLabel("Votre ville n'est pas dans la liste ? Tapez-la");
  await typed.fill("Laval https://evil.example");
  // A typed city moves on when committed (decision 023): Enter, with or without JavaScript.
  await typed.press("Enter");
  await expect(page.getByText("Les liens et adresses de sites ne sont pas acceptés dans ce champ")).toBeVisible();
  await expect(page).toHaveURL(/\/vehicle-step\/9$/);
  await expect(typed).toHaveValue("Laval https://evil.example");
});

test("the buyer confirms with the e-mailed link, not on their private page; only then are the dealers e-mailed", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const brand = `Sec${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    baseURL: baseURL!,
    confirm: false,
    dealers: [
      { name: "Centre Montréal", city: "Montréal", brands: [brand] },
      { name: "Rive-Sud Longueuil", city: "Longueuil", brands: [brand] },
    ],
  });
  const quotes = () => queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-quote-request");
  expect(quotes()).toHaveLength(0);
  // The first e-mail: the confirmation link (decision 041), not the private page, and nothing the buyer typed.
  const [confirmation] = queuedMails(started.buyerRequestId).filter((m) => m.kind === "buyer-request-link");
  const link = /https?:\/\/\S+(\/confirmer\/[\w-]{43})/.exec(confirmation!.text)![1]!;
  expect(confirmation!.text).not.toContain(started.path);
  expect(confirmation!.text).not.toContain("Julie");

  // The private page only offers to send the link again.
  await page.goto(started.path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("awaiting-confirmation")).toContainText("Aucun concessionnaire n'a encore été contacté");
  await expect(page.getByRole("button", { name: "Confirmer et contacter les concessionnaires" })).toHaveCount(0);
  await page.getByRole("button", { name: "Renvoyer le lien de confirmation" }).click();
  await expect(page.getByTestId("confirmation-resent")).toContainText("moins de 10 minutes");
  expect(queuedMails(started.buyerRequestId).filter((m) => m.kind === "buyer-request-link")).toHaveLength(1);

  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Confirmer et contacter les concessionnaires" }).click();
  // The address confirmed, the buyer reads the request as dealers will, then sends it (decision 055).
  await expect(page).toHaveURL(new RegExp(`${started.path}\\?address=1`));
  expect(quotes()).toHaveLength(0);
  await page.getByRole("button", { name: "Envoyer ma demande aux concessionnaires" }).click();
  await expect(page).toHaveURL(new RegExp(`${started.path}\\?confirmed=1$`));
  await expect(page.getByTestId("confirmed")).toContainText("votre demande est confirmée");
  await expect(page.getByTestId("awaiting-confirmation")).toHaveCount(0);
  expect(quotes()).toHaveLength(2);
  expect(query<{ state: string }>("SELECT state FROM buyer_requests WHERE id = ?", started.buyerRequestId)[0]!.state).toBe("active");
  // Used: the link leads nowhere now.
  await page.goto(link);
  await expect(page.getByTestId("confirmation-link-ended")).toHaveAttribute("data-state", "used");
});
