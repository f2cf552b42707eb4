import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { requestPrivacyLink } from "#app/privacy/privacy.server.ts";
import { write } from "./dealers-support.ts";
import { login } from "./operator-support.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

/**
 * Law 25 on the buyer's private page, in a real browser, with and without JavaScript,
 * in French and English: "download my data" gives a JSON file; "delete my request" asks first,
 * then erases, and the link then answers 410 with a clear page in the page's language.
 */

const words = {
  fr: {
    download: "Télécharger mes données (JSON)",
    delete: "Supprimer ma demande",
    confirm: "Oui, supprimer ma demande",
    erased: "Demande supprimée",
    confirmTitle: "Supprimer définitivement cette demande",
  },
  en: {
    download: "Download my data (JSON)",
    delete: "Delete my request",
    confirm: "Yes, delete my request",
    erased: "Request deleted",
    confirmTitle: "Delete this request for good",
  },
} as const;

/** Serious or critical axe findings (axe runs in the page: JavaScript on only). */
async function axe(page: Page, javaScriptEnabled: boolean | undefined): Promise<string[]> {
  if (!javaScriptEnabled) return [];
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function seed(lang: "fr" | "en", baseURL: string) {
  const suffix = uniqueSuffix();
  const brand = `Priv${suffix}`;
  // An address of its own: erasing it must not touch what other specs seeded.
  const email = `e2e-${suffix}@courriel.ca`;
  let token = "";
  await write(async (db) => {
    await db
      .insertInto("dealers")
      .values({
        name: `Privé ${suffix}`,
        brands: JSON.stringify([brand]),
        city: "Laval",
        email: `dealer-${suffix}@concession.ca`,
        language: lang,
        unsubscribe_token: `${suffix}p`.padEnd(43, "u"),
      })
      .execute();
    const started = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand,
          model: "RAV4",
          condition: "Neuf",
          dealerships: 1,
          contact_method: "Courriel",
          name: "Camille Privée",
          email,
          phone: "514 555-0177",
          city: "Laval",
          privacy_level: "B) Ne pas partager - Sam relaie tout",
          request_ref: `VH${suffix.slice(-6)}`,
          language: lang,
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id }, { publicUrl: baseURL });
    });
    await confirmOutreach(db, started!.confirmToken!, { publicUrl: baseURL });
    token = started!.token;
  });
  return { token, email, path: lang === "en" ? `/en/request/${token}` : `/demande/${token}` };
}

for (const lang of ["fr", "en"] as const) {
  test(`${lang}: the buyer downloads their data, then deletes the request after confirming`, async ({
    page,
    javaScriptEnabled,
    baseURL,
  }) => {
    const w = words[lang];
    const { path, email } = await seed(lang, baseURL!);
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    const section = page.getByTestId("my-data");
    await expect(section).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: w.download }).click()]);
    const file = await download.path();
    const doc = JSON.parse(fs.readFileSync(file!, "utf8")) as { vehicleRequests: Array<{ contact: { email: string; name: string } }> };
    expect(doc.vehicleRequests[0]!.contact).toMatchObject({ email, name: "Camille Privée" });

    await section.getByRole("button", { name: w.delete }).click();
    const confirm = page.getByTestId("erase-confirm");
    await expect(confirm).toContainText(w.confirmTitle);
    expect(await axe(page, javaScriptEnabled)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Nothing is erased before the second step.
    expect(query<{ email: string }>("SELECT email FROM vehicle_submissions WHERE email = ?", email)).toHaveLength(1);
    await confirm.getByRole("button", { name: w.confirm }).click();

    await expect(page.getByRole("heading", { name: w.erased })).toBeVisible();
    expect(query("SELECT id FROM vehicle_submissions WHERE email = ?", email)).toHaveLength(0);
    expect(query("SELECT id FROM webhook_deliveries WHERE payload LIKE ?", `%${email}%`)).toHaveLength(0);

    // The link stops working: 410, a clear page in the page's language, on every later visit.
    const again = await page.goto(path);
    expect(again!.status()).toBe(410);
    await expect(page.getByTestId("request-erased")).toContainText(w.erased);
    await expect(page).toHaveTitle(new RegExp(w.erased));
    await expect(page.getByTestId("my-data")).toHaveCount(0);
  });
}

test("the privacy page states the periods, names the officer and takes a privacy request in either language", async ({ page }) => {
  await page.goto("/fr/confidentialite");
  await expect(page.getByRole("heading", { name: "Durées de conservation" })).toBeVisible();
  await expect(page.getByText(/effacés 12 mois après la dernière activité/)).toBeVisible();
  await expect(page.getByText(/30 jours après l'envoi/)).toBeVisible();
  await expect(page.getByTestId("privacy-officer")).toHaveText("vie-privee@sam-auto.ca");
  for (const right of ["Accès", "Rectification", "Suppression", "Portabilité"])
    await expect(page.getByText(new RegExp(`^${right}\\s?:`))).toBeVisible();
  await page.getByLabel("Adresse courriel").fill(`inconnu-${uniqueSuffix()}@courriel.ca`);
  await page.getByRole("button", { name: "Recevoir mon lien" }).click();
  await expect(page.getByTestId("privacy-request-sent")).toContainText("Si des renseignements sont associés à cette adresse");

  await page.goto("/en/privacy");
  await expect(page.getByRole("heading", { name: "How to exercise each of your rights" })).toBeVisible();
  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "Send me my link" }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue("not an address");
});

test("the e-mailed 24-hour link: lists, downloads and erases everything, fits a 360 px phone", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const { email } = await seed("fr", baseURL!);
  await write((db) => requestPrivacyLink(db, email, { lang: "fr", publicUrl: baseURL! }));
  const [mail] = query<{ payload: string }>(
    "SELECT payload FROM webhook_deliveries WHERE form_type = 'privacy-link' AND payload LIKE ?",
    `%${email}%`,
  );
  const url = /https?:\/\/[^\s"]+\/fr\/confidentialite\/acces\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(mail!.payload).text)![0];
  const path = new URL(url).pathname;

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(path);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Demandes de véhicule (1)" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger toutes mes données (JSON)" }).click(),
  ]);
  const doc = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as { vehicleRequests: Array<{ contact: { email: string } }> };
  expect(doc.vehicleRequests[0]!.contact.email).toBe(email);

  await page.getByRole("button", { name: "Tout supprimer" }).click();
  await expect(page.getByTestId("erase-confirm")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axe(page, javaScriptEnabled)).toEqual([]);
  await page.getByRole("button", { name: "Oui, tout supprimer" }).click();
  await expect(page.getByRole("heading", { name: "Données supprimées" })).toBeVisible();
  expect(query("SELECT id FROM vehicle_submissions WHERE email = ?", email)).toHaveLength(0);
  const again = await page.goto(path);
  expect(again!.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Lien expiré ou déjà utilisé" })).toBeVisible();
});

test("operators find a person by address, export and erase after confirming; the audit log shows it", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const { email } = await seed("en", baseURL!);
  await login(page, javaScriptEnabled, "/admin/privacy");
  await page.getByLabel("Adresse courriel de la personne").fill(email);
  await page.getByRole("button", { name: "Chercher" }).click();
  await expect(page.getByTestId("privacy-admin-found")).toContainText("Demandes de véhicule : 1");
  expect(await axe(page, javaScriptEnabled)).toEqual([]);
  // The address never appears in the page's address.
  expect(page.url()).not.toContain("courriel");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter (JSON)" }).click()]);
  const doc = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as { vehicleRequests: Array<{ contact: { email: string } }> };
  expect(doc.vehicleRequests[0]!.contact.email).toBe(email);

  await page.getByRole("button", { name: "Effacer", exact: true }).click();
  await expect(page.getByTestId("erase-confirm")).toContainText(email);
  await page.getByRole("button", { name: "Oui, effacer" }).click();
  await expect(page.getByTestId("privacy-admin-erased")).toContainText("Renseignements effacés.");
  expect(query("SELECT id FROM vehicle_submissions WHERE email = ?", email)).toHaveLength(0);
  await page.goto("/admin/privacy");
  await expect(page.getByTestId("privacy-audit")).toContainText("operator");
  await expect(page.getByTestId("privacy-audit")).not.toContainText("@");
});
