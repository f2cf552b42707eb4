import { expect, type Page, test } from "@playwright/test";
import { BUYER, queuedMails, seedRequest } from "./dealers-support.ts";
import { login } from "./operator-support.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

// Decisions 054 and 055 end to end, with and without JavaScript: a question Sam cannot answer
// reaches the operator's gaps page, whose answer Sam uses at the next message; and the buyer
// reads and corrects, line by line, what dealers will read before any is contacted.

const replies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]');

async function say(page: Page, text: string) {
  const before = await replies(page).count();
  const input = page.getByRole("textbox", { name: /Votre message à Sam|Your message to Sam/ });
  await input.fill(text);
  await page.getByTestId("chat-send").click();
  await expect(replies(page)).toHaveCount(before + 1);
  await expect(page.locator("form#chat-form")).toHaveAttribute("data-busy", "false");
}

const lastReply = (page: Page) => replies(page).last().getByTestId("chat-text");

test("a question Sam cannot answer reaches the operator's gaps page; the operator's answer is used at the next message", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // Words nobody else uses (letters only: a digit could read as a dealership count), so that the
  // other project's run, on the same database, never answers this question with its entry.
  const suffix = uniqueSuffix().replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  // Each project asks about its own thing: the other project's answer, once written, is a real
  // entry of the shared knowledge base, and a good search finds it by that word.
  const [thing, things] = javaScriptEnabled ? ["motoneiges", "snowmobiles"] : ["montgolfières", "hot-air balloons"];
  const question = `Est-ce que vous vendez aussi des ${thing} ${suffix} ou des ${[...suffix].reverse().join("")} ?`;
  await page.goto("/chat");
  await ready(page, javaScriptEnabled);
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { samNoReload: number }).samNoReload = 1));
  await say(page, "Toyota");
  await say(page, question);
  await expect(lastReply(page)).toContainText("Je n'ai pas encore la réponse");
  await expect(lastReply(page)).toContainText("Neuf ou usagé");

  // The operator, in another browser context (signed in), sees it and writes an answer.
  const context = await browser.newContext({ javaScriptEnabled });
  const operator = await context.newPage();

  await login(operator, javaScriptEnabled, "/admin/questions");
  await expect(operator.getByRole("heading", { level: 1 })).toContainText("Questions sans réponse");
  const row = operator.getByTestId("gap-row").filter({ hasText: suffix });
  await expect(row).toContainText(question);
  await expect(row.getByTestId("gap-count")).toHaveText("1 fois");
  await row.getByTestId("gap-answer").click();
  await ready(operator, javaScriptEnabled);
  await expect(operator.getByTestId("gap-question")).toHaveText(question);
  // A refused answer comes back with the field's error, in the page's language, the rest kept.
  await operator.getByLabel("Questions en anglais (une formulation par ligne)").fill(`Do you also sell ${things}?`);
  await operator.getByLabel("Réponse en français").fill("Voir <b>ici</b>");
  await operator.getByLabel("Réponse en anglais").fill("No: Sam asks dealerships for prices on road vehicles only.");
  await operator.getByTestId("gap-save").click();
  await expect(operator.getByText("La réponse contient des caractères refusés")).toBeVisible();
  await expect(operator.getByLabel("Questions en anglais (une formulation par ligne)")).toHaveValue(`Do you also sell ${things}?`);
  await operator
    .getByLabel("Réponse en français")
    .fill(`Non : Sam demande aux concessionnaires des prix de véhicules routiers seulement, pas de ${thing}.`);
  await operator.getByTestId("gap-save").click();
  await expect(operator.getByTestId("gap-done")).toContainText("Réponse enregistrée");
  const gap = query<{ status: string; entry_id: number }>(
    "SELECT status, entry_id FROM knowledge_gaps WHERE question LIKE ?",
    `%${suffix}%`,
  )[0];
  expect(gap).toMatchObject({ status: "answered", entry_id: expect.any(Number) });
  // The entry is listed in the knowledge base, in English too.
  await operator.goto("/en/admin/questions?status=answered");
  await ready(operator, javaScriptEnabled);
  await expect(operator.getByRole("heading", { level: 1 })).toContainText("Unanswered questions");
  await expect(operator.getByTestId("gap-row").filter({ hasText: suffix })).toBeVisible();
  await context.close();

  // The buyer asks again: Sam now answers, then asks the pending question again.
  await say(page, question);
  await expect(lastReply(page)).toContainText(`pas de ${thing}`);
  await expect(lastReply(page)).toContainText("Neuf ou usagé");
});

test("the buyer reads what dealers will read, corrects lines (French and English), and only that reaches them", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    dealers: [
      { name: "Centre Montréal", city: "Montréal", brands: [brand] },
      { name: "Rive-Sud Longueuil", city: "Longueuil", brands: [brand] },
    ],
    baseURL: baseURL!,
    confirm: false,
  });
  // The e-mailed link confirms the address and leads to the private page: nothing is sent yet.
  await page.goto(`/confirmer/${started.confirmToken}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Confirmer et contacter les concessionnaires" }).click();
  await expect(page).toHaveURL(new RegExp(`/demande/${started.token}`));
  await expect(page.getByTestId("address-confirmed")).toBeVisible();
  await expect(page.getByTestId("preview-notice")).toContainText("votre adresse est confirmée");
  await page.goto(`/demande/${started.token}`);
  await ready(page, javaScriptEnabled);
  const preview = page.getByTestId("request-preview");
  await expect(preview.getByRole("heading")).toHaveText("Ce que les concessionnaires liront");
  await expect(preview.getByTestId("preview-line-vehicle")).toContainText(`Véhicule${"\u00a0"}`.trim());
  await expect(preview.getByTestId("preview-line-vehicle")).toContainText(`${brand} RAV4 XLE`);
  await expect(preview.getByTestId("preview-line-city")).toContainText("Laval");
  await expect(preview.getByTestId("preview-intro")).toContainText("Julie");
  expect(queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-quote-request")).toHaveLength(0);

  // Correct the trim (the vehicle line) and the city.
  await preview.getByTestId("correct-vehicle").click();
  await page.getByLabel("Version").fill("LE");
  await page.getByTestId("correction-save").click();
  await expect(page.getByTestId("preview-notice")).toContainText("Correction enregistrée");
  await expect(page.getByTestId("preview-line-vehicle")).toContainText(`${brand} RAV4 LE`);
  await page.getByTestId("correct-city").click();
  await page.getByLabel("Nouvelle valeur").fill("Montréal www.exemple.ca");
  await page.getByTestId("correction-save").click();
  // Refused: the error in the page's language, the value kept.
  await expect(page.getByText("Les liens et les caractères < > ne sont pas acceptés.")).toBeVisible();
  await expect(page.getByLabel("Nouvelle valeur")).toHaveValue("Montréal www.exemple.ca");
  await page.getByLabel("Nouvelle valeur").fill("Montréal");
  await page.getByTestId("correction-save").click();
  await expect(page.getByTestId("preview-line-city")).toContainText("Montréal");

  // The same request in English reads in English.
  await page.goto(`/en/request/${started.token}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("request-preview").getByRole("heading")).toHaveText("What the dealerships will read");
  await expect(page.getByTestId("preview-line-city")).toContainText("Client's city");
  await expect(page.getByTestId("preview-line-condition")).toContainText("New");

  // The used link leads back to the page while the request is not sent.
  await page.goto(`/confirmer/${started.confirmToken}`);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/demande/${started.token}`));
  // Sending sends exactly these lines.
  const shownVehicle = (await page.getByTestId("preview-line-vehicle").innerText()).replace(/\s*Corriger\s*$/, "");
  await page.getByTestId("preview-send").click();
  await expect(page.getByTestId("confirmed")).toBeVisible();
  await expect(page.getByTestId("request-preview")).toHaveCount(0);
  const quotes = queuedMails(started.buyerRequestId).filter((m) => m.kind === "dealer-quote-request");
  expect(quotes.length).toBe(2);
  for (const m of quotes) {
    expect(m.text).toContain(`${brand} RAV4 LE`);
    expect(m.text).toMatch(/Ville du client\s*:\s*Montréal/);
    expect(m.text).not.toContain("XLE");
    expect(m.text).not.toContain(BUYER.email);
    expect(m.text.replace(/\s+/g, " ")).toContain(shownVehicle.replace(/\s+/g, " ").replace(/^Véhicule\s*:?\s*/, ""));
  }
});
