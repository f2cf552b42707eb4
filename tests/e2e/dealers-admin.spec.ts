import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { queuedMails, replyLinkFor, seedRequest, seedTwoDealerRequest } from "./dealers-support.ts";
import { query, ready, uniqueSuffix } from "./support.ts";

// Issue 8, the operator's side: the dealer directory, its CSV import and each request's outreach.

async function signIn(page: Page, next: string, javaScriptEnabled: boolean | undefined) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[.?]/g, "\\$&")}$`));
  await ready(page, javaScriptEnabled);
}

test("the directory is operator only", async ({ page }) => {
  for (const p of ["/admin/dealers", "/admin/dealers/import", "/admin/outreach", "/en/admin/outreach"]) {
    await page.goto(p);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  }
});

test("an operator adds, edits and deactivates a dealership; bad input comes back with its errors", async ({ page, javaScriptEnabled }) => {
  const suffix = uniqueSuffix();
  const email = `ventes-${suffix}@toyota-laval.ca`;
  await signIn(page, "/admin/dealers", javaScriptEnabled);
  const add = page.getByRole("region", { name: "Nouveau concessionnaire" });
  await add.getByLabel(/^Nom/).fill(`Toyota Laval ${suffix}`);
  await add.getByLabel("Marques vendues").fill("toyota; Toyoda");
  await add.getByLabel(/^Ville/).fill("laval");
  await add.getByLabel(/^Courriel/).fill(email);
  await add.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText("Marque inconnue (utilisez les noms du catalogue)")).toBeVisible();
  await expect(add.getByLabel(/^Nom/)).toHaveValue(`Toyota Laval ${suffix}`);
  expect(query("SELECT COUNT(*) AS n FROM dealers WHERE email = ?", email)).toEqual([{ n: 0 }]);

  await add.getByLabel("Marques vendues").fill("toyota, LEXUS");
  // Leave the field first: with JavaScript its error goes away on blur, which moves the button.
  await add.getByLabel("Marques vendues").blur();
  await add.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("status")).toContainText("Concessionnaire ajouté.");
  const row = page.getByTestId("dealer-row").filter({ hasText: email });
  await expect(row).toContainText("Toyota, Lexus");
  await expect(row).toContainText("Laval");
  await expect(row).toContainText("Actif");

  await row.getByRole("link", { name: `Toyota Laval ${suffix}` }).click();
  // The list's add form has the same labels: wait for the edit page itself.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Modifier : Toyota Laval ${suffix}`);
  await page.getByLabel("Téléphone").fill("450 555-0101");
  await page.getByLabel("Langue des courriels").selectOption("en");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toContainText("Modifications enregistrées.");
  expect(query("SELECT phone, language, active FROM dealers WHERE email = ?", email)).toEqual([
    { phone: "450 555-0101", language: "en", active: 1 },
  ]);

  await page.getByRole("button", { name: "Désactiver" }).click();
  await expect(page.getByRole("status")).toContainText("il ne sera plus sollicité");
  expect(query("SELECT active FROM dealers WHERE email = ?", email)).toEqual([{ active: 0 }]);
});

test("a CSV import is previewed with per-row errors, then imports the valid rows only", async ({ page, javaScriptEnabled }) => {
  const suffix = uniqueSuffix();
  const csv = [
    "nom;marques;ville;adresse;courriel;téléphone;langue",
    `Kia Sherbrooke ${suffix};Kia;Sherbrooke;1 rue King;kia-${suffix}@concession.ca;819 555-0100;fr`,
    `Mauvaise ${suffix};Kiaa;Laval;;pas-un-courriel;;fr`,
    `Hyundai Ailleurs ${suffix};Hyundai, Genesis;Xyzville;;hyundai-${suffix}@concession.ca;;English`,
  ].join("\n");
  await signIn(page, "/admin/dealers/import", javaScriptEnabled);
  await page
    .getByLabel("Fichier CSV")
    .setInputFiles({ name: "concessionnaires.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Prévisualiser" }).click();
  await expect(page.getByTestId("import-counts")).toHaveText("2 nouveau(x), 0 mise(s) à jour, 1 ligne(s) en erreur");
  const bad = page.locator('[data-testid=import-row][data-action="error"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText("3");
  await expect(bad).toContainText("Marque inconnue (utilisez les noms du catalogue) (Kiaa)");
  await expect(bad).toContainText("Courriel invalide (pas-un-courriel)");
  await expect(page.getByTestId("import-row").filter({ hasText: `Hyundai Ailleurs ${suffix}` })).toContainText("Lieu inconnu au Québec");
  // Nothing is written by a preview.
  expect(query("SELECT COUNT(*) AS n FROM dealers WHERE name LIKE ?", `%${suffix}`)).toEqual([{ n: 0 }]);

  await page.getByRole("button", { name: "Importer les lignes valides" }).click();
  await expect(page.getByRole("status")).toContainText("Import terminé : 2 ajouté(s), 0 mis à jour, 1 ligne(s) ignorée(s).");
  expect(query("SELECT name, brands, city, language FROM dealers WHERE name LIKE ? ORDER BY name", `%${suffix}`)).toEqual([
    { name: `Hyundai Ailleurs ${suffix}`, brands: '["Hyundai","Genesis"]', city: "Xyzville", language: "en" },
    { name: `Kia Sherbrooke ${suffix}`, brands: '["Kia"]', city: "Sherbrooke", language: "fr" },
  ]);
});

test("the operator sees each request's outreach, fewer matches than asked, and reads the waiting e-mails", async ({
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
      { name: "Proche", city: "Montréal", brands: [brand] },
      { name: "Loin", city: "Sherbrooke", brands: [brand] },
      { name: "Désabonné", city: "Laval", brands: [brand], optedOut: true },
    ],
    wanted: 3,
    baseURL: baseURL!,
  });
  await signIn(page, "/admin/outreach", javaScriptEnabled);
  await expect(page.getByText("SMTP_URL n'est pas défini")).toBeVisible();
  const row = page.getByTestId("outreach-row").filter({ hasText: `VH${suffix.slice(-6)}` });
  await expect(row.getByTestId("found")).toHaveText("2 sur 3");
  await expect(row).toContainText("1 manquant(s)");
  await expect(row).toContainText("Moins de concessionnaires que demandé");

  await row.getByRole("link", { name: `VH${suffix.slice(-6)}` }).click();
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("matched")).toHaveText("2 sur 3");
  await expect(page.getByTestId("link-row")).toHaveCount(2);
  await expect(page.getByTestId("link-row").nth(0)).toContainText(`Proche ${suffix}`);
  await expect(page.getByTestId("link-row").nth(1)).toContainText(`Loin ${suffix}`);
  const quote = page.getByTestId("mail").filter({ hasText: `dealer0-${suffix}@concession.ca` });
  await expect(quote).toContainText("Demande de soumission");
  await expect(quote).toContainText("En attente");
  await quote.getByText("Lire le courriel").click();
  await expect(quote.locator("pre")).toContainText(replyLinkFor(queuedMails(started.buyerRequestId), `dealer0-${suffix}@concession.ca`));

  await page.goto(page.url().replace("/admin/", "/en/admin/"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Request");
  await expect(page.getByTestId("matched")).toHaveText("2 of 3");
});

test("the outreach pages pass axe and the HTML checker", async ({ page, javaScriptEnabled, baseURL, request }) => {
  test.setTimeout(120_000);
  const { started, mails, links } = await seedTwoDealerRequest(baseURL!, ["Un", "Deux"]);
  for (const [i, link] of links.entries()) {
    await request.post(link, {
      form: {
        price: i === 0 ? "30000" : "30500",
        "fees[0].label": i === 0 ? "Frais d'administration" : "TPS",
        // The real GST on 30 500 $ (decision 043): not flagged.
        "fees[0].amount": i === 0 ? "499" : "1525",
        availability: "in_stock",
        financingKind: "none",
        validUntil: "2099-12-31",
        acceptRules: "on",
      },
      maxRedirects: 0,
    });
  }
  const dealerMail = mails.find((m) => /\/desabonnement\//.test(m.text))!;
  const unsubscribe = new URL(/https?:\/\/\S+\/desabonnement\/\S+/.exec(dealerMail.text)![0]).pathname;
  const pages = [links[0]!, `${links[0]!}?saved=1`, started.path, started.paths.en, unsubscribe, `/offre/${"B".repeat(43)}`];
  // axe runs in the page: with JavaScript on; the HTML checker reads the server's HTML: with it off.
  for (const p of javaScriptEnabled ? pages : []) {
    await page.goto(p);
    await ready(page, javaScriptEnabled);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${p} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious).toEqual([]);
  }
  if (javaScriptEnabled) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-vnu-dealers-"));
  const files = await Promise.all(
    pages.map(async (p, i) => {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(file, await (await request.get(p)).text());
      return file;
    }),
  );
  let output: string;
  try {
    const r = await promisify(execFile)(
      "java",
      ["-jar", path.resolve("node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", "--format", "json", ...files],
      {
        maxBuffer: 10 * 1024 * 1024,
      },
    );
    output = r.stderr || r.stdout;
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const messages = (
    JSON.parse(output || '{"messages":[]}') as { messages: { type: string; url: string; message: string; extract?: string }[] }
  ).messages
    .filter((m) => m.type === "error")
    .map((m) => `${pages[Number(path.basename(new URL(m.url).pathname, ".html"))]}: ${m.message} ${m.extract ?? ""}`);
  expect(messages).toEqual([]);
});
