import { expect, type Page, test } from "@playwright/test";
import { startOutreach, wordingDigest, wordingOf } from "#app/outreach/start.server.ts";
import { offerFrom, seedTwoDealerRequest, write } from "./dealers-support.ts";
import { login } from "./operator-support.ts";
import { publicPages } from "./public-pages.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

/**
 * Nothing scrolls sideways at 360 px, on any buyer, dealer or operator page, with the long
 * values real people have (an e-mail address of 60 characters, a long dealer name, long notes):
 * `document.scrollingElement.scrollWidth` stays within the 360 px. JavaScript on and off. The
 * operator's header keeps FR/EN on screen and its sections sit behind one disclosure, the test
 * tools in their own "Outils" group.
 */

const PHONE = { width: 360, height: 800 };
// No hyphen or space: nothing where a browser would break the line by itself.
const LONG_EMAIL = "mariejoseetremblaygagnon.adresselongue@courrieldequebec.ca";

async function overflow(page: Page, path: string, javaScriptEnabled: boolean | undefined): Promise<string | null> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  await ready(page, javaScriptEnabled);
  const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  return scroll > PHONE.width ? `${path}: ${scroll}px` : null;
}

/** A wizard request with a long e-mail address, answered through the steps' own posts. */
async function wizardWithLongEmail(page: Page, prefix = "") {
  for (const [step, form] of [
    [1, { value: "Mazda" }],
    [2, { value: "Usagé" }],
    [3, { value: "CX-5" }],
    [4, { value: "GS" }],
    [5, { value: "3" }],
    [6, { value: "Les deux" }],
    [7, { value: `Marie-Josée Tremblay-Gagnon ${uniqueSuffix()}` }],
    [8, { email: LONG_EMAIL, phone: "514 555-0177" }],
    [9, { value: "Saint-Jean-sur-Richelieu" }],
  ] as const) {
    const res = await page.request.post(`${prefix}/vehicle-step/${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
}

test("every buyer page fits 360 px, the review step with a long e-mail address included", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(PHONE);
  await wizardWithLongEmail(page);
  await wizardWithLongEmail(page, "/en");
  const wide: string[] = [];
  for (const path of [...publicPages, "/vehicle-step/11", "/en/vehicle-step/11", "/vehicle-step/8", "/vehicle-form?step=8"]) {
    const problem = await overflow(page, path, javaScriptEnabled);
    if (problem) wide.push(problem);
  }
  // The chat, with the address typed in a message and in Sam's reply.
  await page.goto("/chat");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /Votre message à Sam/ }).fill(`Toyota RAV4, écrivez-moi à ${LONG_EMAIL}`);
  await page.getByTestId("chat-send").click();
  await expect(page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]')).toHaveCount(1);
  const chatScroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (chatScroll > PHONE.width) wide.push(`/chat (a conversation): ${chatScroll}px`);
  // The review shows the whole address, wrapped.
  await page.goto("/vehicle-step/11");
  await expect(page.locator('[data-field="emailPhone"]')).toContainText(LONG_EMAIL);
  // The success page after the last answer.
  await page.goto("/vehicle-step/10");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^A\) Partager mes infos/ }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/success/);
  const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (scroll > PHONE.width) wide.push(`/vehicle-step/success: ${scroll}px`);
  expect(wide).toEqual([]);
});

test("the buyer's offers page and the dealer's pages fit 360 px", async ({ page, javaScriptEnabled, baseURL, request }) => {
  await page.setViewportSize(PHONE);
  const { started, links } = await seedTwoDealerRequest(baseURL!, [
    "Centre de l'automobile de la Rive-Nord, Laval et Terrebonne",
    "Rive-Sud",
  ]);
  await offerFrom(request, links[0], "34999", "Frais de préparation, transport et administration");
  await offerFrom(request, links[1], "35250", "TPS");
  const wide: string[] = [];
  for (const path of [
    started.paths.fr,
    started.paths.en,
    links[0],
    links[0].replace(/^\/offre\//, "/en/offer/"),
    links[1],
    "/desabonnement/" + "z".repeat(43),
  ]) {
    const problem = await overflow(page, path, javaScriptEnabled);
    if (problem) wide.push(problem);
  }
  expect(wide).toEqual([]);
});

test("every operator page fits 360 px; the header keeps FR/EN on screen; the test tools sit apart", async ({
  page,
  javaScriptEnabled,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // Rows with long values in every list.
  await wizardWithLongEmail(page);
  await page.request.post("/vehicle-step/10", { form: { value: "A) Partager mes infos avec les concessionnaires gagnants seulement" } });
  const res = await request.post("/fr/contact", {
    form: {
      name: "Marie-Josée Tremblay-Gagnon",
      email: LONG_EMAIL,
      subject: `Une question assez longue sur le fonctionnement des offres ${uniqueSuffix()}`,
      message: "Bonjour, ".repeat(40),
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const { links } = await seedTwoDealerRequest(baseURL!, ["Concessionnaire au nom particulièrement long de la Montérégie", "Rive-Sud"]);
  await offerFrom(request, links[0], "41999", "Frais d'administration");

  await page.setViewportSize(PHONE);
  await login(page, javaScriptEnabled);

  // The header: one row, FR/EN inside the screen; the operator's menu behind a disclosure.
  const banner = page.getByRole("banner");
  const switchBox = (await banner.getByRole("group", { name: "Langue" }).boundingBox())!;
  expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(PHONE.width);
  expect((await banner.getByRole("navigation").boundingBox())!.height).toBeLessThan(64);
  const opNav = page.getByRole("navigation", { name: "Navigation de l'espace opérateur" });
  expect((await opNav.boundingBox())!.height).toBeLessThan(100);
  await opNav.getByText("Sections et outils").click();
  await expect(opNav.getByRole("link", { name: "Envois" })).toBeVisible();
  const tools = opNav.getByRole("group", { name: "Outils" });
  for (const name of ["Test webhook", "Auto Test", "Auto Form"]) await expect(tools.getByRole("link", { name })).toBeVisible();
  await expect(opNav.getByRole("link", { name: "Demandes" })).toBeVisible();

  const lists = [
    "/admin/submissions",
    "/admin/chats",
    "/admin/questions",
    "/admin/knowledge",
    "/admin/evaluations",
    "/admin/messages",
    "/admin/dealers",
    "/admin/dealers/import",
    "/admin/outreach",
    "/admin/deliveries",
    "/admin/privacy",
    "/webhook-test",
    "/automated-test",
    "/auto-test-form",
    "/en/admin/submissions",
    "/en/admin/deliveries",
  ];
  const wide: string[] = [];
  const details = new Set<string>();
  for (const path of lists) {
    const problem = await overflow(page, path, javaScriptEnabled);
    if (problem) wide.push(problem);
    // One detail page of each list: the first row's.
    const hrefs = await page
      .locator(
        'main a[href*="?id="], main a[href^="/admin/outreach/"], main a[href^="/admin/dealers/"], main a[href^="/admin/questions/"], main a[href^="/admin/knowledge/"]',
      )
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!).filter((h) => !h.endsWith("/import")));
    if (hrefs[0]) details.add(hrefs[0].startsWith("?") ? `${path}${hrefs[0]}` : hrefs[0]);
  }
  expect(details.size).toBeGreaterThan(5);
  for (const path of details) {
    const problem = await overflow(page, path, javaScriptEnabled);
    if (problem) wide.push(problem);
  }
  expect(wide).toEqual([]);
});

/** A request without an e-mail address (an operator approves it), for a made-up make that `dealers` dealers sell. */
async function requestToApprove(baseURL: string, dealers: number) {
  const suffix = uniqueSuffix();
  const brand = `Approbation${suffix}`;
  let made: { ref: string; id: number } | undefined;
  await write(async (db) => {
    for (let i = 0; i < dealers; i++) {
      await db
        .insertInto("dealers")
        .values({
          name: `Concession ${i} ${suffix}`,
          brands: JSON.stringify([brand]),
          city: "Laval",
          email: `approve${i}-${suffix}@concession.ca`,
          unsubscribe_token: `${suffix}a${i}`.padEnd(43, "v"),
        })
        .execute();
    }
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand,
          model: "RAV4",
          condition: "Neuf",
          dealerships: 3,
          contact_method: "SMS",
          name: "Sans Courriel",
          email: "",
          phone: "514 555-0188",
          city: "Laval",
          privacy_level: "B) Ne pas partager - Sam relaie tout",
          request_ref: `VH${suffix.slice(-6)}`,
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const started = (await startOutreach(trx, { kind: "submission", id }, { publicUrl: baseURL }))!;
      // The buyer has read and approved on their page what dealers will read (decision 055).
      const br = await trx.selectFrom("buyer_requests").selectAll().where("id", "=", started.buyerRequestId).executeTakeFirstOrThrow();
      await trx
        .updateTable("buyer_requests")
        .set({ reviewed_digest: wordingDigest(wordingOf(br)), reviewed_at: new Date().toISOString() })
        .where("id", "=", br.id)
        .execute();
      made = { ref: `VH${suffix.slice(-6)}`, id: br.id };
    });
  });
  return made!;
}

test("operator pages say what things are: approval with and without dealers, row states in words and colour, deliveries named", async ({
  page,
  javaScriptEnabled,
  baseURL,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const none = await requestToApprove(baseURL!, 0);
  const one = await requestToApprove(baseURL!, 1);
  // A request whose offer was chosen: finished, so not coloured as a problem.
  const { suffix, started, links } = await seedTwoDealerRequest(baseURL!);
  await offerFrom(request, links[0], "30000", "Frais d'administration");
  const [offer] = query<{ id: number }>(
    "select o.id from offers o join dealer_requests dr on dr.id = o.dealer_request_id where dr.buyer_request_id = ?",
    started.buyerRequestId,
  );
  expect((await request.post(started.path, { form: { intent: "choose", offerId: String(offer!.id) }, maxRedirects: 0 })).status()).toBe(
    302,
  );

  await login(page, javaScriptEnabled, "/admin/outreach");
  const row = (ref: string) => page.getByTestId("outreach-row").filter({ hasText: ref });
  // Approval happens on the request's page, where the wording the buyer approved is shown.
  await expect(row(none.ref).getByRole("link", { name: "Relire et approuver" })).toBeVisible();
  await expect(row(none.ref)).toHaveAttribute("data-status", "awaiting_approval");
  await expect(row(none.ref).getByTestId("row-status")).toHaveText("À approuver");
  const chosen = row(`VH${suffix.slice(-6)}`);
  await expect(chosen).toHaveAttribute("data-status", "offer_chosen");
  await expect(chosen.getByTestId("row-status")).toHaveText("Terminée : offre choisie");
  expect(await chosen.evaluate((tr) => getComputedStyle(tr).backgroundColor)).not.toMatch(/rgb\(254, 242, 242\)|oklch\(0\.971 0\.013 17/);

  // The button says what approving does; the notice, what it did.
  await row(none.ref).getByRole("link", { name: "Relire et approuver" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/outreach/${none.id}$`));
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Approuver (aucun concessionnaire trouvé : Sam cherchera plus loin)" }).click();
  await expect(page.getByTestId("approved")).toContainText("aucun n'a été contacté");
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.goto("/admin/outreach");
  await expect(row(none.ref).getByTestId("row-status")).toHaveText("Aucun concessionnaire : recherche élargie à venir");
  await page.goto(`/admin/outreach/${one.id}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Approuver et contacter le concessionnaire trouvé" }).click();
  await expect(page.getByTestId("approved")).toHaveText("Demande approuvée\u202f: 1 concessionnaire contacté.");

  // The deliveries page lists webhooks and e-mails, in words.
  await page.goto("/admin/deliveries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Envois : webhooks et courriels");
  const table = page.getByRole("table");
  await expect(table.getByText("Demande de soumission à un concessionnaire").first()).toBeVisible();
  await expect(table.getByText("Courriel", { exact: true }).first()).toBeVisible();
  await expect(table.getByText("dealer-quote-request")).toHaveCount(0);
  await page.goto("/en/admin/deliveries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deliveries: webhooks and e-mails");
  await expect(page.getByRole("table").getByText("Quote request to a dealership").first()).toBeVisible();
});
