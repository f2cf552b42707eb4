import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { execute, query, ready, receivedWebhooks, uniqueSuffix, waitForSms, waitForWebhook } from "./support.ts";

/** The city the draft of the buyer named `name` holds, or undefined. */
function draftCityOf(name: string): string | undefined {
  return JSON.parse(query<{ data: string }>("SELECT data FROM drafts WHERE data LIKE ?", `%${name}%`)[0]!.data).answers.city as
    string | undefined;
}

const PRIVACY_A = "A) Partager mes infos avec les concessionnaires gagnants seulement";
const PRIVACY_B = "B) Ne pas partager - Sam relaie tout";

type Row = Record<string, unknown>;
const rowsNamed = (name: string) => query<Row>("SELECT * FROM vehicle_submissions WHERE name = ?", name);
const deliveriesOf = (id: unknown) =>
  query<{ form_type: string; payload: string }>(
    "SELECT form_type, payload FROM webhook_deliveries WHERE source_table = 'vehicle_submissions' AND source_id = ?",
    String(id),
  );

/** Answers steps through the page's own cookie jar (fast set-up for tests about later steps). */
async function answer(page: Page, prefix: string, answers: Array<[number, Record<string, string>]>) {
  for (const [step, form] of answers) {
    const res = await page.request.post(`${prefix}/vehicle-step/${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
}

const firstNine = (name: string): Array<[number, Record<string, string>]> => [
  [1, { value: "Honda" }],
  [2, { value: "Usagé" }],
  [3, { value: "Civic" }],
  [4, { value: "Sport" }],
  [5, { value: "10" }],
  [6, { value: "Les deux" }],
  [7, { value: name }],
  [8, { email: "civic@example.ca", phone: "(450) 555-0101" }],
  [9, { value: "Laval" }],
];

test("a complete wizard run stores one request and queues one auto-submitted webhook", async ({ page, javaScriptEnabled }) => {
  const name = `Wizard ${uniqueSuffix()}`;
  await page.goto("/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("votre expert auto IA");
  await expect(page.getByText("Étape 1 sur 10")).toBeVisible();
  await expect(page.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/vehicle-form");

  await page.getByRole("button", { name: "Toyota", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/2$/);
  await expect(page.getByText("Étape 2 sur 10")).toBeVisible();
  await page.getByRole("button", { name: "Neuf", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/3$/);
  await page.getByRole("button", { name: "Camry", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/4$/);
  await page.getByRole("button", { name: "XLE", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/5$/);
  for (const pick of ["3", "5", "10", "20"]) await expect(page.getByRole("button", { name: pick, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "5", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/6$/);
  await page.getByRole("button", { name: "Courriel", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/7$/);

  await page.getByRole("textbox", { name: /^Nom/ }).fill(name);
  // A typed answer moves on with Enter (decision 023), with or without JavaScript.
  await page.getByRole("textbox", { name: /^Nom/ }).press("Enter");
  await expect(page).toHaveURL(/\/vehicle-step\/8$/);

  await page.getByRole("textbox", { name: /^Courriel/ }).fill("marie.test@courriel.ca");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("514 555-1234");
  if (javaScriptEnabled) {
    await expect(page.getByText("Email valide")).toBeVisible();
    await expect(page.getByText("Téléphone valide")).toBeVisible();
  }
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/9$/);

  await expect(page.getByRole("heading", { name: "Villes populaires" })).toBeVisible();
  await page.getByRole("button", { name: "Montréal", exact: true }).first().click();
  await expect(page).toHaveURL(/\/vehicle-step\/10$/);
  await expect(page.getByRole("button", { name: "Soumettre" })).toBeVisible();

  await page.getByRole("button", { name: /^A\) Partager mes infos/ }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${name} !`);
  const number = await page.getByTestId("submission-number").textContent();
  expect(number).toMatch(/^VH\d{6}$/);
  await expect(page.getByText("Toyota Camry XLE (Neuf)")).toBeVisible();
  await expect(page.getByText("marie.test@courriel.ca")).toBeVisible();
  await expect(page.getByRole("link", { name: "Discuter avec Sam" })).toHaveAttribute("href", "/chat");
  await expect(page.getByRole("link", { name: "Nouvelle demande" })).toHaveAttribute("href", "/vehicle-step/1");
  await expect(page.getByRole("link", { name: "Accueil", exact: true })).toHaveAttribute("href", "/");

  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    brand: "Toyota",
    condition: "Neuf",
    model: "Camry",
    trim: "XLE",
    dealerships: 5,
    contact_method: "Courriel",
    email: "marie.test@courriel.ca",
    phone: "514 555-1234",
    city: "Montréal",
    privacy_level: PRIVACY_A,
    request_ref: number,
    form_type: "auto-submitted-vehicle-form",
    language: "fr",
  });
  const deliveries = deliveriesOf(rows[0]!.id);
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]!.form_type).toBe("auto-submitted-vehicle-form");
  const payload = JSON.parse(deliveries[0]!.payload);
  expect(payload.vehicleData).toMatchObject({ brand: "Toyota", model: "Camry", condition: "Neuf", trim: "XLE", dealerships: "5" });
  expect(payload.contactData).toMatchObject({ name, email: "marie.test@courriel.ca", phone: "514 555-1234", city: "Montréal" });

  // The outbox delivers it to the real receiver, once.
  const hook = await waitForWebhook((r) => r.body?.contactData?.name === name);
  expect(hook.headers["webhook-id"]).toBeTruthy();
  expect(hook.body).toMatchObject({
    formType: "auto-submitted-vehicle-form",
    submissionId: number,
    email: "marie.test@courriel.ca",
    vehicleData: { brand: "Toyota", model: "Camry", condition: "Neuf", trim: "XLE", dealerships: "5" },
    contactData: {
      name,
      email: "marie.test@courriel.ca",
      phone: "514 555-1234",
      city: "Montréal",
      contactPreference: "Courriel",
      privacy: PRIVACY_A,
    },
  });
  expect(hook.body.conversationId).toMatch(/^step_form_\d+$/);
  expect(hook.body.emailDealerSubject).toContain("Toyota Camry");
  expect((await receivedWebhooks()).filter((r) => r.body?.contactData?.name === name)).toHaveLength(1);

  // A new request starts empty.
  await page.getByRole("link", { name: "Nouvelle demande" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/1$/);
  await expect(page.getByRole("button", { name: "Toyota", exact: true })).toHaveAttribute("aria-pressed", "false");
});

test("an error on the privacy step leads to step 11, where a retry submits as step-by-step, once", async ({ page, javaScriptEnabled }) => {
  const name = `Review ${uniqueSuffix()}`;
  // Everything but the city: choosing privacy cannot submit.
  await answer(page, "", firstNine(name).slice(0, 8));
  await page.goto("/vehicle-step/10");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^B\) Ne pas partager/ }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/11\?status=error$/);
  await expect(page.getByText("Erreur lors de la soumission")).toBeVisible();
  await expect(page.getByText("Veuillez réessayer ou contacter le support.")).toBeVisible();
  expect(rowsNamed(name)).toHaveLength(0);

  await page.getByRole("link", { name: "Étape 9 : Ville" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/9$/);
  await answer(page, "", [[9, { value: "Laval" }]]);

  await page.goto("/vehicle-step/11");
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Révision")).toBeVisible();
  await expect(page.getByTestId("vehicle-line")).toHaveText("Honda Civic Sport (Usagé) — 10 concessionnaires à contacter à Laval");
  await expect(page.locator('[data-field="privacy"]')).toHaveText(PRIVACY_B);
  await expect(page.locator('[data-field="emailPhone"]')).toHaveText("civic@example.ca et (450) 555-0101");
  await expect(page.getByRole("heading", { name: "Prochaines étapes" })).toBeVisible();
  const key = await page.locator('input[name="idempotencyKey"]').first().inputValue();

  await page.getByRole("button", { name: "Soumettre ma demande" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByText(fr("Demande soumise avec succès!"))).toBeVisible();
    await expect(page.getByText("Votre demande est enregistrée.")).toBeVisible();
  }
  await expect(page).toHaveURL(/\/vehicle-step\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci ${name} !`);
  // Decision 044: where the request stands, with the addresses the link went to (e-mail and SMS,
  // the buyer chose both); nothing says dealers are being contacted yet.
  const status = page.getByTestId("request-status");
  await expect(status).toHaveAttribute("data-status", "awaiting_confirmation");
  await expect(status).toContainText("civic@example.ca et par SMS au (450) 555-0101");
  await expect(page.getByRole("heading", { name: "Prochaines étapes" })).toHaveCount(0);
  // Decision 046: the confirmation link by SMS, at the fake provider.
  const sms = await waitForSms((m) => m.body.to === "+14505550101");
  expect(sms.headers.authorization).toBe("Bearer e2e-sms-token");
  expect(sms.body.from).toBe("+14385550100");
  expect(sms.body.body).toMatch(/^Sam Auto\u202f: confirmez votre demande VH\d{6} .*: http:\/\/127\.0\.0\.1:\d+\/confirmer\/[\w-]{43}$/);

  // The same final step posted again (resent form): still one row.
  const again = await page.request.post("/vehicle-step/11", { form: { idempotencyKey: key }, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe("/vehicle-step/success");
  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    form_type: "step-by-step-vehicle-form",
    email: "civic@example.ca",
    phone: "(450) 555-0101",
    condition: "Usagé",
    contact_method: "Les deux",
    dealerships: 10,
    privacy_level: PRIVACY_B,
  });
  expect(deliveriesOf(rows[0]!.id).map((d) => d.form_type)).toEqual(["step-by-step-vehicle-form"]);
  const hook = await waitForWebhook((r) => r.body?.contactData?.name === name);
  expect(hook.body).toMatchObject({
    formType: "step-by-step-vehicle-form",
    submissionId: rows[0]!.request_ref,
    vehicleData: { brand: "Honda", model: "Civic", condition: "Usagé", trim: "Sport", dealerships: "10" },
    contactData: { email: "civic@example.ca", phone: "(450) 555-0101", city: "Laval", contactPreference: "Les deux", privacy: PRIVACY_B },
  });
});

test("the privacy step posted twice with its key stores one row", async ({ page, javaScriptEnabled }) => {
  const name = `Twice ${uniqueSuffix()}`;
  await answer(page, "", firstNine(name));
  await page.goto("/vehicle-step/10");
  await ready(page, javaScriptEnabled);
  const key = await page.locator('input[name="idempotencyKey"]').first().inputValue();
  expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  const form = { value: PRIVACY_A, idempotencyKey: key };
  const [a, b] = await Promise.all([
    page.request.post("/vehicle-step/10", { form, maxRedirects: 0 }),
    page.request.post("/vehicle-step/10", { form, maxRedirects: 0 }),
  ]);
  const c = await page.request.post("/vehicle-step/10", { form, maxRedirects: 0 });
  for (const res of [a, b, c]) expect(res.headers()["location"]).toBe("/vehicle-step/success");
  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(deliveriesOf(rows[0]!.id)).toHaveLength(1);
});

test("a reload mid-way keeps the answers; a new brand clears model and trim", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Ford", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/2$/);
  await page.getByRole("button", { name: "Usagé", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/3$/);
  await page.getByRole("button", { name: "F-150", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/4$/);
  await page.getByRole("button", { name: "Lariat", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/5$/);

  await page.reload();
  await ready(page, javaScriptEnabled);
  await page.goto("/vehicle-step/3");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "F-150", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/vehicle-step/4");
  await expect(page.getByRole("button", { name: "Lariat", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/vehicle-step/2");
  await expect(page.getByRole("button", { name: "Usagé", exact: true })).toHaveAttribute("aria-pressed", "true");

  // Suivant keeps an existing answer.
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/3$/);

  await page.goto("/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Mazda", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/2$/);
  await page.goto("/vehicle-step/4");
  await expect(page.getByText("Marque et modèle requis")).toBeVisible();
  await expect(page.getByText("Veuillez d'abord sélectionner une marque et un modèle.")).toBeVisible();
  await page.goto("/vehicle-step/2");
  await expect(page.getByRole("button", { name: "Usagé", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("step 3 without a brand shows 'Marque requise'", async ({ page }) => {
  await page.goto("/vehicle-step/3");
  await expect(page.getByText("Marque requise")).toBeVisible();
  await expect(page.getByText("Veuillez d'abord sélectionner une marque à l'étape précédente.")).toBeVisible();
  await page.getByRole("link", { name: "Choisir la marque" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/1$/);
  const blocked = await page.request.post("/vehicle-step/3", { form: { value: "Camry" }, maxRedirects: 0 });
  expect(blocked.status()).toBe(400);
  expect((await page.request.get("/vehicle-step/12")).status()).toBe(404);
});

test("bad name, e-mail and phone show the spec's messages", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-step/7");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /^Nom/ }).fill("A");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(page).toHaveURL(/\/vehicle-step\/7$/);

  await page.goto("/vehicle-step/8");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /^Courriel/ }).fill("pas-un-courriel");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("555-12");
  if (javaScriptEnabled) {
    // Shown while typing, before any submit.
    await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
    await expect(page.getByText("Veuillez entrer un numéro de téléphone valide")).toBeVisible();
  }
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await expect(page.getByText("Veuillez entrer un numéro de téléphone valide")).toBeVisible();
  await expect(page).toHaveURL(/\/vehicle-step\/8/);
});

test("the city step searches ignoring case and accents and accepts a typed city", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-step/9");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Toutes les villes" })).toBeVisible();
  const search = page.getByLabel("Rechercher une ville");
  await search.fill("TROIS-RIVIERES");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("button", { name: "Trois-Rivières", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Gatineau", exact: true })).toHaveCount(0);

  await search.fill("zzzz");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText('Aucune ville trouvée pour "zzzz"')).toBeVisible();
  await expect(page.getByText("Essayez un autre terme ou tapez votre ville ci-dessous.")).toBeVisible();

  await page.getByLabel("Votre ville n'est pas dans la liste ? Tapez-la").fill("Saint-Sauveur");
  // With JavaScript, leaving the field with a city moves on (decision 023); without, Suivant.
  if (javaScriptEnabled) await page.locator("#step-question").click();
  else await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/10$/);
  await page.goto("/vehicle-step/9");
  await expect(page.getByLabel("Votre ville n'est pas dans la liste ? Tapez-la")).toHaveValue("Saint-Sauveur");
});

test("an English run stores the French canonical values", async ({ page, javaScriptEnabled }) => {
  const name = `English ${uniqueSuffix()}`;
  await page.goto("/en/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("your AI auto expert");
  await expect(page.getByText("Step 1 of 10")).toBeVisible();
  await answer(page, "/en", firstNine(name).slice(0, 1));
  await page.goto("/en/vehicle-step/2");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Used", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/vehicle-step\/3$/);
  await answer(page, "/en", firstNine(name).slice(2, 5));
  await page.goto("/en/vehicle-step/6");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Both email and SMS", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/vehicle-step\/7$/);
  await answer(page, "/en", firstNine(name).slice(6, 9));
  await page.goto("/en/vehicle-step/10");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^B\) Don't share/ }).click();
  await expect(page).toHaveURL(/\/en\/vehicle-step\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank you ${name}!`);
  await expect(page.getByText("Honda Civic Sport (Used)")).toBeVisible();
  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    condition: "Usagé",
    contact_method: "Les deux",
    privacy_level: PRIVACY_B,
    language: "en",
    city: "Laval",
  });
  const hook = await waitForWebhook((r) => r.body?.contactData?.name === name);
  expect(hook.body).toMatchObject({
    formType: "auto-submitted-vehicle-form",
    vehicleData: { condition: "Usagé" },
    contactData: { contactPreference: "Les deux", privacy: PRIVACY_B },
  });
});

/* ---------- The flaws of the two forms ---------- */

for (const { prefix, label, error } of [
  { prefix: "", label: /^Nom/, error: "Le nom doit contenir au moins 2 caractères" },
  { prefix: "/en", label: /^Name/, error: "The name must be at least 2 characters long" },
]) {
  test(`${prefix || "/fr"}: a typed name does not move on while typing; Enter does`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`${prefix}/vehicle-step/7`);
    await ready(page, javaScriptEnabled);
    const field = page.getByRole("textbox", { name: label });
    await field.click();
    await field.pressSequentially("Ju");
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/7$`));
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("Ju");
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/8$`));
  });

  test(`${prefix || "/fr"}: a name corrected after its message moves on`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`${prefix}/vehicle-step/7`);
    await ready(page, javaScriptEnabled);
    const field = page.getByRole("textbox", { name: label });
    await field.fill("A");
    if (javaScriptEnabled)
      await page.locator("#step-question").click(); // leaving the field shows the message
    else await field.press("Enter");
    await expect(page.getByText(error)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/7$`));
    await page.getByRole("textbox", { name: label }).fill("Ana");
    // With JavaScript leaving the corrected field moves on; without, Enter.
    if (javaScriptEnabled) await page.locator("#step-question").click();
    else await page.getByRole("textbox", { name: label }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/8$`));
  });
}

test("an e-mail corrected after its message moves on", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-step/8");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /^Courriel/ }).fill("pas-un-courriel");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("514 555-1234");
  await page.getByRole("textbox", { name: /^Téléphone/ }).press("Enter");
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await expect(page).toHaveURL(/\/vehicle-step\/8$/);
  await page.getByRole("textbox", { name: /^Courriel/ }).fill("corrige@example.ca");
  if (javaScriptEnabled) await page.locator("#step-question").click();
  else await page.getByRole("textbox", { name: /^Courriel/ }).press("Enter");
  await expect(page).toHaveURL(/\/vehicle-step\/9$/);
});

test("after a server failure on the privacy step, step 11's retry submits with the privacy chosen", async ({ page, javaScriptEnabled }) => {
  const name = `Faille ${uniqueSuffix()}`;
  // A real failure of the database for this buyer's row only.
  const trigger = `fail_${name.replace(/\W/g, "_")}`;
  execute(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON vehicle_submissions WHEN NEW.name = '${name}' BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
  );
  try {
    await answer(page, "", firstNine(name));
    await page.goto("/vehicle-step/10");
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: /^B\) Ne pas partager/ }).click();
    await expect(page).toHaveURL(/\/vehicle-step\/11\?status=error$/);
    await expect(page.getByText("Erreur lors de la soumission")).toBeVisible();
    await expect(page.getByRole("link", { name: "Étape 10 : Confidentialité" })).toHaveCount(0);
    await expect(page.locator('[data-field="privacy"]')).toHaveText(PRIVACY_B);
    expect(rowsNamed(name)).toHaveLength(0);
  } finally {
    execute(`DROP TRIGGER IF EXISTS ${trigger}`);
  }
  await page.getByRole("button", { name: "Soumettre ma demande" }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/success$/);
  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ privacy_level: PRIVACY_B, form_type: "step-by-step-vehicle-form" });
});

test("step 11's vehicle line names what is missing; an emptied count clears the answer", async ({ page, javaScriptEnabled }) => {
  await answer(page, "", [
    [1, { value: "Ford" }],
    [3, { value: "Ranger" }],
  ]);
  await page.goto("/vehicle-step/11");
  await expect(page.getByTestId("vehicle-line")).toHaveText(fr("Ford Ranger — il reste à indiquer : nombre de concessionnaires, ville"));
  await page.goto("/en/vehicle-step/11");
  await expect(page.getByTestId("vehicle-line")).toHaveText("Ford Ranger — still to answer: number of dealerships, city");

  await answer(page, "", [[5, { value: "5" }]]);
  await page.goto("/vehicle-step/5");
  await ready(page, javaScriptEnabled);
  const count = page.getByLabel("Nombre de concessionnaires (1 à 100)");
  await expect(count).toHaveValue("5");
  const answered = page.locator("p", { hasText: "sélectionné" });
  await expect(answered).toHaveCount(1);
  await count.fill("");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(answered).toHaveCount(0);
  await expect(page).toHaveURL(/\/vehicle-step\/5$/);
  await expect(page.getByText("Entrez un nombre entier de 1 à 100")).toHaveCount(0);
  await page.goto("/vehicle-step/11");
  await expect(page.locator('[data-field="dealerships"]')).toHaveText("Non répondu");
});

test("Ram's pickups get pickup trims", async ({ page }) => {
  await answer(page, "", [
    [1, { value: "Ram" }],
    [3, { value: "1500" }],
  ]);
  await page.goto("/vehicle-step/4");
  await expect(page.getByRole("button", { name: "Crew Cab", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "SEL", exact: true })).toHaveCount(0);
});

test("on a phone the question starts in the top third; brands are filtered, popular first", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/vehicle-step/1", "/vehicle-step/7", "/en/vehicle-step/9"]) {
    await page.goto(path);
    const box = await page.locator("#step-question").boundingBox();
    expect(box!.y, path).toBeLessThan(800 / 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  await page.goto("/vehicle-step/1");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Marques populaires" })).toBeVisible();
  await expect(page.locator("button[name=value]").first()).toHaveText("Toyota");
  await page.getByLabel("Rechercher une marque").fill("MERC");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("button", { name: "Mercedes-Benz", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Toyota", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Mercedes-Benz", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/2$/);
});

test("a listed model clicked after typing part of a custom one is the answer", async ({ page, javaScriptEnabled }) => {
  await answer(page, "", [[1, { value: "Toyota" }]]);
  await page.goto("/vehicle-step/3");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Autre modèle (tapez-le)").fill("Cam");
  await page.getByRole("button", { name: "Camry", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/4$/);
  await page.goto("/vehicle-step/11");
  await expect(page.locator('[data-field="model"]')).toHaveText("Camry");
});

// Decision 056: a city outside the list is read through the gazetteer and stored as the
// municipality's name; a place it does not know stays on the step with a message, the text kept.
// Decision 081: a region gets its main cities to pick, a typo is confirmed.
for (const { prefix, label, next, unknown, region, regionError, unsure, unsureError } of [
  {
    prefix: "",
    label: "Votre ville n'est pas dans la liste ? Tapez-la",
    next: "Suivant",
    unknown: fr("Nous ne trouvons pas ce lieu au Québec : vérifiez l'orthographe"),
    region: fr("West Island couvre plusieurs villes : laquelle ?"),
    regionError: "Choisissez une ville ci-dessous, ou écrivez la vôtre",
    unsure: fr("Shawinigan, c'est bien ça ?"),
    unsureError: "Confirmez la ville ci-dessous, ou corrigez-la",
  },
  {
    prefix: "/en",
    label: /Your city is not listed/,
    next: "Next",
    unknown: "We can't find this place in Quebec: please check the spelling",
    region: "West Island covers several cities: which one?",
    regionError: "Pick a city below, or write yours",
    unsure: "Shawinigan, is that right?",
    unsureError: "Confirm the city below, or correct it",
  },
]) {
  test(`${prefix || "/fr"}: the typed city confirms 'shawinigen' as Shawinigan and refuses gibberish`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = `Gazetteer ${uniqueSuffix()}`;
    await answer(page, prefix, firstNine(name).slice(0, 8));
    const draftCity = () => draftCityOf(name);
    await page.goto(`${prefix}/vehicle-step/9`);
    await ready(page, javaScriptEnabled);
    // The browser's check of the step arrives after hydration; only the server knows places: wait for
    // that check, which would otherwise replace the server's message when it lands after it.
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const typed = page.getByLabel(label);
    await typed.fill("xqwzt blorp");
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/9$`));
    await expect(page.getByLabel(label)).toHaveValue("xqwzt blorp");
    expect(draftCity()).toBeUndefined();

    await page.getByLabel(label).fill("shawinigen");
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page.getByText(unsureError)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/9$`));
    await expect(page.getByLabel(label)).toHaveValue("shawinigen");
    expect(draftCity()).toBeUndefined();
    await page.getByRole("group", { name: unsure }).getByRole("radio", { name: "Shawinigan" }).check();
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/10$`));
    expect(draftCity()).toBe("Shawinigan");
  });
  test(`${prefix || "/fr"}: a typed region gets its main cities to pick, and the one picked is stored`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = `Région ${uniqueSuffix()}`;
    await answer(page, prefix, firstNine(name).slice(0, 8));
    const draftCity = () => draftCityOf(name);
    await page.goto(`${prefix}/vehicle-step/9`);
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await page.getByLabel(label).fill("West Island");
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page.getByText(regionError)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/9$`));
    const typed = page.getByLabel(label);
    await expect(typed).toHaveValue("West Island");
    await expect(typed).toHaveAttribute("aria-invalid", "true");
    await expect(typed).toHaveAccessibleDescription(regionError);
    expect(draftCity()).toBeUndefined();
    const choices = page.getByRole("group", { name: region });
    await expect(choices.getByRole("radio")).toHaveCount(3);
    await choices.getByRole("radio", { name: "Kirkland" }).check();
    if (javaScriptEnabled) await expect(typed).toHaveValue("Kirkland");
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-step/10$`));
    expect(draftCity()).toBe("Kirkland");
  });
}
