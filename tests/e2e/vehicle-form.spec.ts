import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { query, ready, receivedWebhooks, uniqueSuffix, waitForWebhook } from "./support.ts";

/** The city the draft of the buyer named `name` holds, or undefined. */
function draftCityOf(name: string): string | undefined {
  return JSON.parse(query<{ data: string }>("SELECT data FROM drafts WHERE data LIKE ?", `%${name}%`)[0]!.data).answers.city as
    string | undefined;
}

const PRIVACY_B = "B) Ne pas partager - Sam relaie tout";

type Row = Record<string, unknown>;
const rowsNamed = (name: string) => query<Row>("SELECT * FROM vehicle_submissions WHERE name = ?", name);
const deliveriesOf = (id: unknown) =>
  query<{ form_type: string; payload: string }>(
    "SELECT form_type, payload FROM webhook_deliveries WHERE source_table = 'vehicle_submissions' AND source_id = ?",
    String(id),
  );

async function next(page: Page) {
  await page.getByRole("button", { name: "Suivant" }).click();
}

test("a complete single-form run stores one request and queues one vehicle-consultation webhook", async ({ page, javaScriptEnabled }) => {
  const name = `Formulaire ${uniqueSuffix()}`;
  await page.goto("/vehicle-form");
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Étape 1 sur 10")).toBeVisible();
  await expect(page.getByText("10 %")).toBeVisible();

  // Button options store the value and move on at once.
  await page.getByRole("button", { name: "Toyota", exact: true }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByText("Étape 2 sur 10")).toBeVisible();
  await expect(page.getByText("20 %")).toBeVisible();
  await page.getByRole("button", { name: "Neuf", exact: true }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await page.getByRole("button", { name: "RAV4", exact: true }).click();
  await expect(page).toHaveURL(/\?step=4$/);

  // A custom trim.
  await page.getByLabel("Autre version (tapez-la)").fill("  Édition Nordique  ");
  await next(page);
  await expect(page).toHaveURL(/\?step=5$/);

  await expect(page.getByText(fr("Combien de concessionnaires voulez-vous contacter ? (recommandé: 3-100)"))).toBeVisible();
  for (const pick of ["5", "10", "20", "50", "100"]) await expect(page.getByRole("button", { name: pick, exact: true })).toBeVisible();
  const count = page.getByLabel("Nombre de concessionnaires (1 à 100)");
  await expect(count).toHaveAttribute("min", "1");
  await expect(count).toHaveAttribute("max", "100");
  await count.fill("7");
  await next(page);
  await expect(page).toHaveURL(/\?step=6$/);

  await page.getByRole("button", { name: "SMS", exact: true }).click();
  await expect(page).toHaveURL(/\?step=7$/);
  await page.getByRole("textbox", { name: /^Nom/ }).fill(name);
  await next(page);
  await expect(page).toHaveURL(/\?step=8$/);
  await page.getByRole("textbox", { name: /^Courriel/ }).fill("form.test@courriel.ca");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("+1 (819) 555-7788");
  await next(page);
  await expect(page).toHaveURL(/\?step=9$/);

  const city = page.getByRole("combobox", { name: /^Ville/ });
  // The wizard's 48 cities, then 'Autre'.
  await expect(city.locator("option")).toHaveCount(50); // placeholder + 48 + Autre
  for (const c of ["Joliette", "Rivière-du-Loup", "Saint-Georges", "Beloeil"])
    await expect(city.locator("option", { hasText: c })).toHaveCount(1);
  await expect(city.locator("option").last()).toHaveText("Autre");
  await city.selectOption("Gatineau");
  await next(page);
  await expect(page).toHaveURL(/\?step=10$/);

  await page.getByRole("radio", { name: /^B\) Ne pas partager/ }).check();
  await page.getByRole("button", { name: "Soumettre" }).click();
  await expect(page).toHaveURL(/\?submitted=1$/);
  await expect(page.getByText("Demande Soumise avec Succès !")).toBeVisible();
  const ref = await page.getByTestId("reference").textContent();
  expect(ref).toMatch(/^VF-[0-9A-Z]+$/);
  await expect(page.getByTestId("submitted-on")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('[data-field="name"]')).toHaveText(name);
  await expect(page.locator('[data-field="trim"]')).toHaveText("Édition Nordique");

  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    brand: "Toyota",
    condition: "Neuf",
    model: "RAV4",
    trim: "Édition Nordique",
    dealerships: 7,
    contact_method: "SMS",
    email: "form.test@courriel.ca",
    phone: "+1 (819) 555-7788",
    city: "Gatineau",
    privacy_level: PRIVACY_B,
    request_ref: ref,
    form_type: "vehicle-consultation",
  });
  const deliveries = deliveriesOf(rows[0]!.id);
  expect(deliveries.map((d) => d.form_type)).toEqual(["vehicle-consultation"]);
  const payload = JSON.parse(deliveries[0]!.payload);
  expect(payload.requestRef).toBe(ref);
  expect(payload.vehicleData).toMatchObject({
    brand: "Toyota",
    model: "RAV4",
    condition: "Neuf",
    trim: "Édition Nordique",
    dealerships: "7",
  });

  // The outbox delivers it to the real receiver, once.
  const hook = await waitForWebhook((r) => r.body?.contactData?.name === name);
  expect(hook.body).toMatchObject({
    formType: "vehicle-consultation",
    requestRef: ref,
    email: "form.test@courriel.ca",
    vehicleData: { brand: "Toyota", model: "RAV4", condition: "Neuf", trim: "Édition Nordique", dealerships: "7" },
    contactData: {
      name,
      email: "form.test@courriel.ca",
      phone: "+1 (819) 555-7788",
      city: "Gatineau",
      contactPreference: "SMS",
      privacy: PRIVACY_B,
    },
  });
  expect(hook.body.emailDealerSubject).toContain("Demande urgente de soumission véhicule - Toyota RAV4");
  expect(hook.body.fullHistory.length).toBeGreaterThan(0);
  expect((await receivedWebhooks()).filter((r) => r.body?.contactData?.name === name)).toHaveLength(1);

  // 'Nouvelle Demande' clears everything and returns to step 1.
  await page.getByRole("button", { name: "Nouvelle Demande" }).click();
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(page.getByRole("button", { name: "Toyota", exact: true })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/vehicle-form?step=7");
  await expect(page.getByRole("textbox", { name: /^Nom/ })).toHaveValue("");
});

test("the model step without a brand sends back to the brand", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-form?step=3");
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Veuillez d'abord sélectionner une marque")).toBeVisible();
  await page.getByRole("link", { name: "Sélectionner la marque" }).click();
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(page.getByText("Étape 1 sur 10")).toBeVisible();
});

test("answers survive a reload; a custom model is kept", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-form?step=1");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Subaru", exact: true }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await page.getByRole("button", { name: "Usagé", exact: true }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await page.getByLabel("Autre modèle (tapez-le)").fill("Legacy");
  await next(page);
  await expect(page).toHaveURL(/\?step=4$/);
  await page.reload();
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Étape 4 sur 10")).toBeVisible();
  await page.getByRole("link", { name: "Précédent" }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(page.getByLabel("Autre modèle (tapez-le)")).toHaveValue("Legacy");
  await page.goto("/vehicle-form?step=2");
  await expect(page.getByRole("button", { name: "Usagé", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("Next is refused while the answer is empty; bad contact details show the spec's messages", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-form?step=7");
  await ready(page, javaScriptEnabled);
  const nextButton = page.getByRole("button", { name: "Suivant" });
  if (javaScriptEnabled) {
    await expect(nextButton).toBeDisabled();
    await page.getByRole("textbox", { name: /^Nom/ }).fill("   ");
    await expect(nextButton).toBeDisabled();
    await page.getByRole("textbox", { name: /^Nom/ }).fill("A");
    await expect(nextButton).toBeEnabled();
  } else {
    await page.getByRole("textbox", { name: /^Nom/ }).fill("A");
  }
  await nextButton.click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(page).toHaveURL(/\?step=7$/);

  await page.goto("/vehicle-form?step=8");
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: /^Courriel/ }).fill("nobody@nowhere");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("12 34");
  await next(page);
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await expect(page.getByText("Veuillez entrer un numéro de téléphone valide")).toBeVisible();
  await expect(page).toHaveURL(/\?step=8$/);
});

test("the final step posted twice stores one row", async ({ page }) => {
  const name = `Double ${uniqueSuffix()}`;
  const steps: Array<[number, Record<string, string>]> = [
    [1, { value: "Kia" }],
    [2, { value: "Neuf" }],
    [3, { value: "Telluride" }],
    [4, { value: "SX" }],
    [5, { value: "20" }],
    [6, { value: "Courriel" }],
    [7, { value: name }],
    [8, { email: "double@example.ca", phone: "418-555-0000" }],
    [9, { value: "Québec" }],
  ];
  for (const [step, form] of steps) {
    const res = await page.request.post(`/vehicle-form?step=${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
  await page.goto("/vehicle-form?step=10");
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const form = { value: PRIVACY_B, intent: "submit", idempotencyKey: key };
  const a = await page.request.post("/vehicle-form?step=10", { form, maxRedirects: 0 });
  const b = await page.request.post("/vehicle-form?step=10", { form, maxRedirects: 0 });
  expect(a.headers()["location"]).toBe("/vehicle-form?submitted=1");
  expect(b.headers()["location"]).toBe("/vehicle-form?submitted=1");
  const rows = rowsNamed(name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email: "double@example.ca", phone: "418-555-0000", dealerships: 20, form_type: "vehicle-consultation" });
  expect(deliveriesOf(rows[0]!.id)).toHaveLength(1);
});

test("the English form shows English labels and stores French values", async ({ page, javaScriptEnabled }) => {
  await page.goto("/en/vehicle-form?step=2");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByText("Step 2 of 10")).toBeVisible();
  await page.getByRole("button", { name: "Used", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/vehicle-form\?step=3$/);
  await expect(page.getByText("Please select a brand first")).toBeVisible();
  await page.goto("/en/vehicle-form?step=2");
  await expect(page.getByRole("button", { name: "Used", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/vehicle-form?step=2");
  await expect(page.getByRole("button", { name: "Usagé", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("/inscription and /en/sign-up offer the three ways with the promise", async ({ page }) => {
  await page.goto("/inscription");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/gratuit/i).first()).toBeVisible();
  await expect(page.getByText(/24 à 48 heures/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Démarrer le chat" }).first()).toHaveAttribute("href", "/chat");
  await expect(page.getByRole("link", { name: "Remplir le formulaire" })).toHaveAttribute("href", "/vehicle-form");
  await expect(page.getByRole("link", { name: "Commencer" })).toHaveAttribute("href", "/vehicle-step/1");
  await page.goto("/en/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByText(/free/i).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Fill in the form" })).toHaveAttribute("href", "/en/vehicle-form");
  await expect(page.getByRole("link", { name: "Start step by step", exact: true })).toHaveAttribute("href", "/en/vehicle-step/1");
  await expect(page.getByRole("link", { name: "Start the chat" })).toHaveAttribute("href", "/en/chat");
});

/* ---------- The flaws of the single form ---------- */

const firstEight = (name: string): Array<[number, Record<string, string>]> => [
  [1, { value: "Mazda" }],
  [2, { value: "Neuf" }],
  [3, { value: "CX-5" }],
  [4, { value: "GS" }],
  [5, { value: "5" }],
  [6, { value: "Courriel" }],
  [7, { value: name }],
  [8, { email: "autre@example.ca", phone: "819-555-0101" }],
];

async function answerForm(page: Page, prefix: string, steps: Array<[number, Record<string, string>]>) {
  for (const [step, form] of steps) {
    const res = await page.request.post(`${prefix}/vehicle-form?step=${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
}

for (const { prefix, other, next: nextLabel, submit, unknown, region, regionError, unsure, unsureError } of [
  {
    prefix: "",
    other: "Précisez votre ville",
    next: "Suivant",
    submit: "Soumettre",
    unknown: fr("Nous ne trouvons pas ce lieu au Québec : vérifiez l'orthographe"),
    region: fr("Rive-Sud couvre plusieurs villes : laquelle ?"),
    regionError: "Choisissez une ville ci-dessous, ou écrivez la vôtre",
    unsure: fr("Shawinigan, c'est bien ça ?"),
    unsureError: "Confirmez la ville ci-dessous, ou corrigez-la",
  },
  {
    prefix: "/en",
    other: "Your city",
    next: "Next",
    submit: "Submit",
    unknown: "We can't find this place in Quebec: please check the spelling",
    region: "Rive-Sud covers several cities: which one?",
    regionError: "Pick a city below, or write yours",
    unsure: "Shawinigan, is that right?",
    unsureError: "Confirm the city below, or correct it",
  },
]) {
  test(`${prefix || "/fr"}: 'Autre' opens a field whose city is stored and sent`, async ({ page, javaScriptEnabled }) => {
    const name = `Autre ${uniqueSuffix()}`;
    await answerForm(page, prefix, firstEight(name));
    await page.goto(`${prefix}/vehicle-form?step=9`);
    await ready(page, javaScriptEnabled);
    const typed = page.getByLabel(other);
    await expect(typed).toBeHidden();
    await page.getByRole("combobox").selectOption("Autre");
    await expect(typed).toBeVisible();
    await page.getByRole("button", { name: nextLabel }).click();
    // 'Autre' alone is not a city.
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=9$`));
    await page.getByLabel(other).fill("Saint-Sauveur");
    await page.getByRole("button", { name: nextLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=10$`));
    await page.goto(`${prefix}/vehicle-form?step=9`);
    await expect(page.getByRole("combobox")).toHaveValue("Autre");
    await expect(page.getByLabel(other)).toHaveValue("Saint-Sauveur");
    await page.goto(`${prefix}/vehicle-form?step=10`);
    await ready(page, javaScriptEnabled);
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: submit }).click();
    await expect(page).toHaveURL(/\?submitted=1$/);
    const rows = rowsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: "Saint-Sauveur" });
    const hook = await waitForWebhook((r) => r.body?.contactData?.name === name);
    expect(hook.body.contactData.city).toBe("Saint-Sauveur");
  });
  test(`${prefix || "/fr"}: 'Autre' confirms 'shawinigen' as Shawinigan (decisions 056, 081) and refuses gibberish`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = `Lieu ${uniqueSuffix()}`;
    await answerForm(page, prefix, firstEight(name));
    const draftCity = () => draftCityOf(name);
    await page.goto(`${prefix}/vehicle-form?step=9`);
    await ready(page, javaScriptEnabled);
    // The browser's check of the step arrives after hydration; only the server knows places: wait for
    // that check, which would otherwise replace the server's message when it lands after it.
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await page.getByRole("combobox").selectOption("Autre");
    await page.getByLabel(other).fill("xqwzt blorp");
    await page.getByRole("button", { name: nextLabel }).click();
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=9$`));
    await expect(page.getByRole("combobox")).toHaveValue("Autre");
    await expect(page.getByLabel(other)).toHaveValue("xqwzt blorp");
    expect(draftCity()).toBeUndefined();

    // A typo is confirmed: "Shawinigan, c'est bien ça ?", with Shawinigan to pick (decision 081).
    await page.getByLabel(other).fill("shawinigen");
    await page.getByRole("button", { name: nextLabel }).click();
    await expect(page.getByText(unsureError)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=9$`));
    await expect(page.getByLabel(other)).toHaveValue("shawinigen");
    expect(draftCity()).toBeUndefined();
    await page.getByRole("group", { name: unsure }).getByRole("radio", { name: "Shawinigan" }).check();
    await page.getByRole("button", { name: nextLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=10$`));
    expect(draftCity()).toBe("Shawinigan");
  });
  test(`${prefix || "/fr"}: 'Autre' asks which city of a region, and stores the one picked (decision 081)`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = `Région ${uniqueSuffix()}`;
    await answerForm(page, prefix, firstEight(name));
    const draftCity = () => draftCityOf(name);
    await page.goto(`${prefix}/vehicle-form?step=9`);
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await page.getByRole("combobox").selectOption("Autre");
    await page.getByLabel(other).fill("Rive-Sud");
    await page.getByRole("button", { name: nextLabel }).click();
    // The form comes back: the question in the page's language, linked to the field, every answer kept.
    await expect(page.getByText(regionError)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=9$`));
    await expect(page.getByRole("combobox")).toHaveValue("Autre");
    const field = page.getByLabel(other);
    await expect(field).toHaveValue("Rive-Sud");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(regionError);
    expect(draftCity()).toBeUndefined();
    // The region's main cities, as radios in a fieldset named by its legend.
    const choices = page.getByRole("group", { name: region });
    await expect(choices.getByRole("radio")).toHaveCount(3);
    for (const city of ["Longueuil", "Brossard", "Boucherville"]) await expect(choices.getByRole("radio", { name: city })).toBeVisible();
    // From the keyboard: into the radios, an arrow to the second city.
    await choices.getByRole("radio", { name: "Longueuil" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(choices.getByRole("radio", { name: "Brossard" })).toBeChecked();
    // With JavaScript the pick fills the field in place.
    if (javaScriptEnabled) await expect(field).toHaveValue("Brossard");
    await page.getByRole("button", { name: nextLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vehicle-form\\?step=10$`));
    expect(draftCity()).toBe("Brossard");
  });
}

test("the FR/EN switch keeps the form's step", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vehicle-form?step=4");
  await ready(page, javaScriptEnabled);
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/vehicle-form\?step=4$/);
  await expect(page.getByText("Step 4 of 10")).toBeVisible();
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/\/vehicle-form\?step=4$/);
  await expect(page.getByText("Étape 4 sur 10")).toBeVisible();
});

test("'Nouvelle Demande' clears submissionId from local storage", async ({ page, javaScriptEnabled }) => {
  const name = `Locale ${uniqueSuffix()}`;
  await answerForm(page, "", [...firstEight(name), [9, { value: "Laval" }]]);
  await page.goto("/vehicle-form?step=10");
  await ready(page, javaScriptEnabled);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Soumettre" }).click();
  await expect(page).toHaveURL(/\?submitted=1$/);
  const ref = await page.getByTestId("reference").textContent();
  // Local storage is written by the page's script: without JavaScript there is nothing to clear.
  const stored = () => page.evaluate(() => localStorage.getItem("submissionId"));
  if (javaScriptEnabled) await expect.poll(stored).toBe(ref);
  await page.getByRole("button", { name: "Nouvelle Demande" }).click();
  await expect(page).toHaveURL(/\?step=1$/);
  expect(await stored()).toBeNull();
  await page.goto("/vehicle-form?step=7");
  await expect(page.getByRole("textbox", { name: /^Nom/ })).toHaveValue("");
});
