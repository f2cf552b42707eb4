import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { query, ready, uniqueSuffix, waitForWebhook } from "./support.ts";

const langs = [
  {
    lang: "fr",
    path: "/evaluation-propriete",
    h1: "Évaluation gratuite de votre propriété",
    submit: "Obtenir mon évaluation gratuite",
    success: fr("Demande envoyée avec succès!"),
    successBody: "Un courtier immobilier vous contactera sous peu.",
    errorTitle: "Erreur lors de l'envoi",
    required: "Ce champ est obligatoire",
    badPhone: "Veuillez entrer un numéro de téléphone valide",
    badPostal: "Veuillez entrer un code postal du Québec valide",
    condoLabel: "Condo",
    typeLabel: "Type de propriété",
    sellingPoints: ["Gratuit", "Courtiers qualifiés", "Expertise locale"],
    sections: ["Vos coordonnées", "Votre propriété"],
    estimated: "De 300 000 $ à 500 000 $",
  },
  {
    lang: "en",
    path: "/en/property-evaluation",
    h1: "Free evaluation of your property",
    submit: "Get my free evaluation",
    success: "Request sent successfully!",
    successBody: "A real estate broker will contact you shortly.",
    errorTitle: "Error while sending",
    required: "This field is required",
    badPhone: "Please enter a valid phone number",
    badPostal: "Please enter a valid Quebec postal code",
    condoLabel: "Condo",
    typeLabel: "Property type",
    sellingPoints: ["Free", "Qualified brokers", "Local expertise"],
    sections: ["Your contact details", "Your property"],
    estimated: "$300,000 to $500,000",
  },
] as const;

type Row = Record<string, string | number>;

const field = (page: Page, name: string) => page.locator(`#property-form [name="${name}"]`);

async function fillValid(page: Page, lastName: string) {
  await field(page, "firstName").fill("Sophie");
  await field(page, "lastName").fill(lastName);
  await field(page, "email").fill("sophie@example.com");
  await field(page, "phone").fill("(514) 555 0199");
  await field(page, "address").fill("123, rue Principale");
  await field(page, "city").fill("Laval");
  await field(page, "postalCode").fill("h7n1a1");
  await field(page, "propertyType").selectOption("condo");
  await field(page, "estimatedValue").selectOption("300k-500k");
  await field(page, "timeframe").selectOption("3-6-mois");
  await field(page, "additionalInfo").fill("Vue sur l'eau");
}

for (const l of langs) {
  test.describe(`property evaluation (${l.lang})`, () => {
    test("shows the two sections, translated options, required marks and selling points", async ({ page }) => {
      await page.goto(l.path);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang === "fr" ? "fr-CA" : "en-CA");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.h1);
      for (const legend of l.sections) await expect(page.getByRole("group", { name: legend })).toBeVisible();
      for (const point of l.sellingPoints) await expect(page.getByText(point, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: l.submit })).toBeVisible();
      // Required fields carry the * mark; optional ones do not.
      await expect(page.locator('label[for="property-form-postalCode"]')).toContainText("*");
      await expect(page.locator('label[for="property-form-propertyType"]')).toContainText("*");
      await expect(page.locator('label[for="property-form-timeframe"]')).not.toContainText("*");
      // Options show translated labels and carry the spec's slugs.
      await expect(page.getByRole("combobox", { name: l.typeLabel })).toBeVisible();
      await expect(field(page, "propertyType").locator('option[value="maison-unifamiliale"]')).toHaveCount(1);
      await expect(field(page, "estimatedValue").locator('option[value="300k-500k"]')).toHaveText(l.estimated);
      const slugs = await field(page, "timeframe")
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(slugs).toEqual(["", "immediat", "1-3-mois", "3-6-mois", "6-12-mois", "plus-12-mois", "exploration"]);
    });

    test("a valid request shows the success state and stores one normalised row with its delivery", async ({ page, javaScriptEnabled }) => {
      const lastName = `Roy-${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      if (javaScriptEnabled) {
        await page.evaluate(() => {
          (window as any).__webhookLogs = [];
          window.addEventListener("webhook-log", (e) => (window as any).__webhookLogs.push((e as CustomEvent).detail));
        });
      }
      await fillValid(page, lastName);
      await page.getByRole("button", { name: l.submit }).click();

      const success = page.getByTestId("form-success");
      await expect(success).toContainText(l.success);
      await expect(success).toContainText(l.successBody);
      await expect(field(page, "lastName")).toHaveValue("");
      await expect(field(page, "propertyType")).toHaveValue("");

      const rows = query<Row>("select * from property_evaluations where last_name = ?", lastName);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: "Sophie",
        email: "sophie@example.com",
        phone: "514-555-0199",
        city: "Laval",
        postal_code: "H7N 1A1",
        property_type: "condo",
        estimated_value: "300k-500k",
        timeframe: "3-6-mois",
        additional_info: "Vue sur l'eau",
        language: l.lang,
      });
      const deliveries = query<{ id: string; form_type: string; payload: string }>(
        "select * from webhook_deliveries where source_table = 'property_evaluations' and source_id = ?",
        String(rows[0]!.id),
      );
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.form_type).toBe("property-evaluation");
      const payload = JSON.parse(deliveries[0]!.payload);
      expect(payload.formType).toBe("property-evaluation");
      expect(payload.propertyData).toMatchObject({ lastName, postalCode: "H7N 1A1", phone: "514-555-0199", propertyType: "condo" });
      expect(payload.fullHistory).toHaveLength(8);

      if (javaScriptEnabled) {
        await expect.poll(() => page.evaluate(() => (window as any).__webhookLogs.length)).toBe(1);
        const entry = await page.evaluate(() => (window as any).__webhookLogs[0]);
        expect(entry).toMatchObject({ id: deliveries[0]!.id, formType: "property-evaluation", payload: { propertyData: { lastName } } });
        // Back to idle after 3 s.
        await expect(success).toBeHidden();
      } else {
        await expect(page).toHaveURL(new RegExp(`${l.path}\\?sent=1$`));
      }
    });

    test("bad input shows the error box and the messages in the page's language, answers kept", async ({ page, javaScriptEnabled }) => {
      const lastName = `Bad-${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      await fillValid(page, lastName);
      await field(page, "firstName").fill("");
      await field(page, "phone").fill("555-0199");
      await field(page, "postalCode").fill("M5V 2T6");
      await page.getByRole("button", { name: l.submit }).click();

      // Missing or wrong answers are guidance, not a failure.
      await expect(page.getByTestId("form-guidance")).toContainText(/Il reste 3 réponses à compléter|3 answers still to complete/);
      await expect(page.getByTestId("form-error")).toHaveCount(0);
      const form = page.locator("#property-form");
      await expect(form.getByText(l.required)).toBeVisible();
      await expect(form.getByText(l.badPhone)).toBeVisible();
      await expect(form.getByText(l.badPostal)).toBeVisible();
      await expect(field(page, "lastName")).toHaveValue(lastName);
      await expect(field(page, "city")).toHaveValue("Laval");
      await expect(field(page, "propertyType")).toHaveValue("condo");
      await expect(field(page, "additionalInfo")).toHaveValue("Vue sur l'eau");
      expect(query("select id from property_evaluations where last_name = ?", lastName)).toHaveLength(0);

      await field(page, "firstName").fill("Sophie");
      await field(page, "phone").fill("514 555 0199");
      await field(page, "postalCode").fill("H7N 1A1");
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByTestId("form-success")).toContainText(l.success);
      expect(query("select id from property_evaluations where last_name = ?", lastName)).toHaveLength(1);
    });

    test("the receiver gets the property-evaluation payload", async ({ page, javaScriptEnabled }) => {
      const lastName = `Hook-${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      await fillValid(page, lastName);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByTestId("form-success")).toBeVisible();

      const received = await waitForWebhook(
        (r) => r.body?.formType === "property-evaluation" && r.body?.propertyData?.lastName === lastName,
      );
      expect(received.body.propertyData).toEqual({
        firstName: "Sophie",
        lastName,
        email: "sophie@example.com",
        phone: "514-555-0199",
        address: "123, rue Principale",
        city: "Laval",
        postalCode: "H7N 1A1",
        propertyType: "condo",
        estimatedValue: "300k-500k",
        timeframe: "3-6-mois",
        additionalInfo: "Vue sur l'eau",
      });
      expect(received.body.fullHistory).toHaveLength(8);
    });
  });
}

test("a filled honeypot answers 400 and stores nothing", async ({ request }) => {
  const lastName = `Robot-${uniqueSuffix()}`;
  const res = await request.post("/en/property-evaluation", {
    form: {
      firstName: "Bot",
      lastName,
      email: "bot@example.com",
      phone: "5145550199",
      address: "1 rue",
      city: "Laval",
      postalCode: "H7N1A1",
      propertyType: "condo",
      website: "http://spam.example",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).not.toMatch(/\bat .+\.(js|ts):\d+/);
  expect(query("select id from property_evaluations where last_name = ?", lastName)).toHaveLength(0);
});

test("a double submit with one idempotency key stores one request", async ({ request }) => {
  const lastName = `Twice-${uniqueSuffix()}`;
  const form = {
    firstName: "Sophie",
    lastName,
    email: "sophie@example.com",
    phone: "514-555-0199",
    address: "1 rue",
    city: "Laval",
    postalCode: "H7N 1A1",
    propertyType: "duplex",
    idempotencyKey: `key-${uniqueSuffix()}`,
  };
  const [a, b] = await Promise.all([
    request.post("/evaluation-propriete", { form, maxRedirects: 0 }),
    request.post("/evaluation-propriete", { form, maxRedirects: 0 }),
  ]);
  for (const res of [a, b]) {
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/evaluation-propriete?sent=1");
  }
  const rows = query<{ id: number }>("select id from property_evaluations where last_name = ?", lastName);
  expect(rows).toHaveLength(1);
  expect(
    query("select id from webhook_deliveries where source_table = 'property_evaluations' and source_id = ?", String(rows[0]!.id)),
  ).toHaveLength(1);
});

test("the footer links to the property evaluation page in each language", async ({ page }) => {
  await page.goto("/fr/contact");
  await expect(page.locator("footer").getByRole("link", { name: "Évaluation de propriété" })).toHaveAttribute(
    "href",
    "/evaluation-propriete",
  );
  await page.goto("/en/contact");
  await expect(page.locator("footer").getByRole("link", { name: "Property evaluation" })).toHaveAttribute(
    "href",
    "/en/property-evaluation",
  );
});
