import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { login } from "./operator-support.ts";
import { execute, query, ready, receivedWebhooks, receiverURL, uniqueSuffix, waitForWebhook } from "./support.ts";

/** Every operator page, French and English. */
const operatorPages = [
  "/admin",
  "/admin/submissions",
  "/admin/submissions.csv",
  "/admin/chats",
  "/admin/evaluations",
  "/admin/messages",
  "/admin/deliveries",
  "/webhook-test",
  "/automated-test",
  "/auto-test-form",
];

function insertSubmission(name: string, extra: Partial<Record<string, string | number>> = {}) {
  const row = {
    brand: "Toyota",
    condition: "Neuf",
    model: "RAV4",
    trim: "XLE",
    dealerships: 5,
    contact_method: "Courriel",
    name,
    email: "elise.cote@example.com",
    phone: "514-555-0101",
    city: "Québec",
    privacy_level: "A) Partager mes infos avec les concessionnaires gagnants seulement",
    request_ref: `VH${String(Date.now()).slice(-6)}`,
    form_type: "step-by-step-vehicle-form",
    ...extra,
  };
  const columns = Object.keys(row);
  return execute(
    `insert into vehicle_submissions (${columns.join(",")}) values (${columns.map(() => "?").join(",")})`,
    ...Object.values(row),
  );
}

test("signed out, every operator page redirects to the login and shows no personal data", async ({ request }) => {
  const name = `Confidentiel ${uniqueSuffix()}`;
  insertSubmission(name);
  for (const base of operatorPages) {
    for (const path of [base, `/en${base}`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      const location = new URL(res.headers()["location"]!, "http://x");
      expect(location.pathname, path).toBe(path.startsWith("/en") ? "/en/admin/login" : "/admin/login");
      expect(location.searchParams.get("next"), path).toBe(path);
      expect(res.headers()["cache-control"], path).toBe("no-store");
      expect(await res.text(), path).not.toContain(name);
    }
    // A client-side navigation's data request is refused the same way.
    const data = await request.get(`${base}.data`, { maxRedirects: 0 });
    expect(await data.text(), `${base}.data`).not.toContain(name);
    expect(await data.text(), `${base}.data`).toContain("/admin/login");
  }
});

test("the login page refuses a wrong password, then signs in and comes back to `next`", async ({ page, javaScriptEnabled }) => {
  await page.goto("/admin/deliveries");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdeliveries$/);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion opérateur");
  // Buyers' navigation only: no operator links before signing in.
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Auto Test" })).toHaveCount(0);

  await page.getByLabel("Mot de passe").fill("not-the-password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toContainText("Mot de passe incorrect.");
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "sam_operator" }));

  await page.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Envois : webhooks et courriels");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sam_operator");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(11 * 3600);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 5);

  // The top navigation now shows the operator's entries (DESIGN §8.6).
  const mainNav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(mainNav.getByRole("link", { name: "Auto Test" })).toHaveAttribute("href", "/automated-test");
  await expect(mainNav.getByRole("link", { name: "Auto Form" })).toHaveAttribute("href", "/auto-test-form");
  await expect(mainNav.getByRole("link", { name: "Admin" })).toBeVisible();

  // Signing out ends the session.
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
  await expect(page.getByRole("status")).toHaveText("Vous êtes déconnecté.");
  await expect(mainNav.getByRole("link", { name: "Auto Test" })).toHaveCount(0);
  await page.goto("/admin/submissions");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test("`next` never leaves the site", async ({ page, javaScriptEnabled }) => {
  await page.goto("/admin/login?next=%2F%2Fevil.example%2F");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/submissions$/);
});

test("operator pages are sent with Cache-Control: no-store", async ({ page, javaScriptEnabled }) => {
  await login(page, javaScriptEnabled);
  for (const path of ["/admin/login", "/admin/submissions", "/admin/chats", "/admin/deliveries", "/webhook-test", "/en/admin/messages"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.headers()["cache-control"], path).toBe("no-store");
  }
});

test("posts from another origin are refused with 403", async ({ request }) => {
  const login = await request.post("/admin/login", {
    form: { password: process.env.E2E_ADMIN_PASSWORD! },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
  expect(login.headers()["set-cookie"]).toBeUndefined();
  const crossSite = await request.post("/admin/login", {
    form: { password: process.env.E2E_ADMIN_PASSWORD! },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});

test("a request made through the wizard appears in /admin/submissions, its name shown as text", async ({ page, javaScriptEnabled }) => {
  const tag = uniqueSuffix();
  const evil = `<img src=x onerror=alert(1)> ${tag}`;
  let dialogs = 0;
  page.on("dialog", async (d) => {
    dialogs++;
    await d.dismiss();
  });
  // Steps 1-9 as plain posts (the wizard's no-JS path), the last one on the page.
  const steps: Array<[number, Record<string, string>]> = [
    [1, { value: "Honda" }],
    [2, { value: "Usagé" }],
    [3, { value: "Civic" }],
    [4, { value: "Sport" }],
    [5, { value: "10" }],
    [6, { value: "Les deux" }],
    [7, { value: evil }],
    [8, { email: "wizard.admin@courriel.ca", phone: "(450) 555-0101" }],
    [9, { value: "Trois-Rivières" }],
  ];
  for (const [step, form] of steps) {
    const res = await page.request.post(`/vehicle-step/${step}`, { form, maxRedirects: 0 });
    expect(res.status(), `step ${step}`).toBe(302);
  }
  await page.goto("/vehicle-step/10");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^A\) Partager mes infos/ }).click();
  await expect(page).toHaveURL(/\/vehicle-step\/success$/);
  const reference = (await page.getByTestId("submission-number").textContent())!;

  await login(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demandes de véhicule");
  const row = page.getByTestId("submission-row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(evil);
  await expect(row).toContainText("wizard.admin@courriel.ca");
  await expect(row).toContainText("(450) 555-0101");
  await expect(row).toContainText("Honda Civic");
  await expect(row).toContainText("Sport");
  await expect(row).toContainText("Usagé");
  await expect(row).toContainText("Les deux");
  await expect(row).toContainText("Trois-Rivières");
  await expect(row).toContainText("10");
  await expect(row).toContainText(reference);
  await expect(row.locator("img")).toHaveCount(0);
  // Newest first: our row is on the first page; the total counts every row (others may be adding some).
  const before = Number(query<{ n: number }>("select count(*) as n from vehicle_submissions")[0]!.n);
  await page.getByRole("link", { name: "Actualiser" }).click();
  const shownTotal = async () => Number(/(\d+)/.exec((await page.getByTestId("total-count").textContent())!)![1]);
  // The refreshed page counts at least the rows that existed when we asked, and no more than exist now.
  await expect.poll(shownTotal).toBeGreaterThanOrEqual(before);
  const shown = await shownTotal();
  const after = Number(query<{ n: number }>("select count(*) as n from vehicle_submissions")[0]!.n);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(page.getByTestId("submission-row").filter({ hasText: tag })).toHaveCount(1);
  expect(dialogs).toBe(0);
});

test("past 50 rows the list pages, newest first", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const tag = uniqueSuffix();
  // 51 rows dated in 2000: among the oldest, so the other tests' new rows stay on the first page.
  for (let i = 0; i < 51; i++) {
    insertSubmission(`Page ${tag} ${String(i).padStart(2, "0")}`, { created_at: new Date(Date.UTC(2000, 0, 1, 0, i)).toISOString() });
  }
  await login(page, javaScriptEnabled);
  // Walk forward with "Page suivante" (rows added meanwhile only push ours later: seen twice, never skipped).
  const seen: string[] = [];
  for (let current = 1; current < 1_000; current++) {
    const rows = page.getByTestId("submission-row");
    await expect(page.getByText(/^Page \d+ sur \d+$/)).toHaveText(new RegExp(`^Page ${current} sur`));
    expect(await rows.count()).toBeLessThanOrEqual(50);
    for (const text of await rows.allTextContents()) {
      const n = new RegExp(`Page ${tag} (\\d\\d)`).exec(text)?.[1];
      if (n && !seen.includes(n)) seen.push(n);
    }
    const next = page.getByRole("link", { name: "Page suivante" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${current + 1}$`));
  }
  // Newest first, across pages.
  expect(seen).toEqual(Array.from({ length: 51 }, (_, i) => String(50 - i).padStart(2, "0")));
});

test("the CSV export has the columns, accents, a BOM and safe cells", async ({ page, javaScriptEnabled }) => {
  const tag = uniqueSuffix();
  insertSubmission(`Élise Côté ${tag}`, { phone: "+1 514 555-0101", model: `=HYPERLINK("x") ${tag}`, city: "Québec" });
  await login(page, javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Exporter en CSV" })).toHaveAttribute("href", "/admin/submissions.csv");
  const res = await page.request.get("/admin/submissions.csv");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = await res.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  const [header, ...lines] = text.split("\r\n");
  expect(header).toBe(
    "Date,Nom,Courriel,Téléphone,Marque,Modèle,Version,État,Mode de contact,Ville,Concessionnaires,Confidentialité,Référence,Origine,Langue",
  );
  const line = lines.find((l) => l.includes(`Élise Côté ${tag}`))!;
  expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  expect(line).toContain(
    `Élise Côté ${tag},elise.cote@example.com,'+1 514 555-0101,Toyota,"'=HYPERLINK(""x"") ${tag}",XLE,Neuf,Courriel,Québec,5,`,
  );
  // English headers at the English path.
  const en = (await (await page.request.get("/en/admin/submissions.csv")).text()).slice(1);
  expect(en.split("\r\n")[0]).toBe(
    "Date,Name,Email,Phone,Brand,Model,Trim,Condition,Contact method,City,Dealerships,Privacy,Reference,Origin,Language",
  );
});

test("/admin/chats lists a conversation and shows its detail (selected in the URL)", async ({ page, javaScriptEnabled }) => {
  const tag = uniqueSuffix();
  const userMessage = `Bonjour, je cherche un Toyota RAV4 hybride neuf avec toit ouvrant et sièges chauffants ${tag}`;
  const reply = `Parfait ! Je mets la pression sur 5 concessionnaires à Montréal pour obtenir le meilleur prix possible sur votre RAV4 🚀 ${tag}`;
  const history = [
    { role: "user", content: userMessage },
    { role: "assistant", content: reply },
  ];
  const id = execute(
    `insert into chat_conversations (conversation_id, user_message, assistant_response, full_history, language, email, dealer_email_subject, webhook_status)
     values (?, ?, ?, ?, 'fr', 'chat@example.com', ?, 'failed')`,
    `conv_${tag}`,
    userMessage,
    reply,
    JSON.stringify(history),
    `Demande urgente de soumission véhicule - Toyota RAV4 ${tag}`,
  );
  await login(page, javaScriptEnabled, "/admin/chats");
  const row = page.getByTestId("chat-row").filter({ hasText: `conv_${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("FR");
  await expect(row).toContainText("Échec");
  // 60 and 80 characters, then an ellipsis.
  await expect(row).toContainText(`${userMessage.slice(0, 60).trimEnd()}…`);
  await expect(row).toContainText(`${reply.slice(0, 80).trimEnd()}…`);
  await expect(row).not.toContainText(userMessage);
  await expect(row).not.toContainText(reply);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/chats\\?id=${id}$`));
  const detail = page.getByTestId("chat-detail");
  await expect(detail).toContainText(userMessage);
  await expect(detail).toContainText(reply);
  await expect(detail).toContainText("chat@example.com");
  await expect(detail).toContainText(`Demande urgente de soumission véhicule - Toyota RAV4 ${tag}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Client" }).filter({ hasText: userMessage })).toHaveCount(1);
  await page.getByRole("link", { name: "Fermer" }).click();
  await expect(page.getByTestId("chat-detail")).toHaveCount(0);
});

test("/admin/evaluations and /admin/messages list their rows with a detail", async ({ page, javaScriptEnabled }) => {
  const tag = uniqueSuffix();
  const evaluationId = execute(
    `insert into property_evaluations (first_name, last_name, email, phone, address, city, postal_code, property_type, estimated_value, timeframe, additional_info)
     values (?, 'Gagnon', 'maison@example.com', '418-555-0123', '12 rue des Érables', 'Lévis', 'G6V 1A1', 'condo', '300k-500k', '1-3-mois', ?)`,
    `Hélène ${tag}`,
    `Vue sur le fleuve ${tag}`,
  );
  const messageId = execute(
    `insert into contact_messages (name, email, phone, subject, message) values (?, 'contact@example.com', '', ?, ?)`,
    `Marc ${tag}`,
    `Question ${tag}`,
    `Bonjour, combien de temps pour recevoir les offres ? ${tag}`,
  );
  await login(page, javaScriptEnabled, "/admin/evaluations");
  const evaluation = page.getByTestId("evaluation-row").filter({ hasText: tag });
  await expect(evaluation).toContainText(`Hélène ${tag} Gagnon`);
  await expect(evaluation).toContainText("condo");
  await evaluation.getByRole("link", { name: /Voir/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${evaluationId}$`));
  await expect(page.getByTestId("evaluation-detail")).toContainText(`Vue sur le fleuve ${tag}`);
  await expect(page.getByTestId("evaluation-detail")).toContainText("12 rue des Érables");

  await page.getByRole("navigation", { name: "Navigation de l'espace opérateur" }).getByRole("link", { name: "Messages" }).click();
  const message = page.getByTestId("message-row").filter({ hasText: tag });
  await expect(message).toContainText(`Marc ${tag}`);
  await message.getByRole("link", { name: /Voir/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${messageId}$`));
  await expect(page.getByTestId("message-detail")).toContainText(`Bonjour, combien de temps pour recevoir les offres ? ${tag}`);
});

test("a dead delivery re-sent from /admin/deliveries reaches the receiver with the same webhook-id", async ({
  page,
  javaScriptEnabled,
}) => {
  const tag = uniqueSuffix();
  const id = `msg_e2e${tag}`;
  execute(
    `insert into webhook_deliveries (id, form_type, payload, status, attempts, next_attempt_at, last_status, last_error)
     values (?, 'contact', ?, 'dead', 8, ?, 500, 'Webhook call failed: 500 Internal Server Error')`,
    id,
    JSON.stringify({ formType: "contact", message: `Re-send me ${tag}` }),
    Date.now(),
  );
  await login(page, javaScriptEnabled, "/admin/deliveries?status=dead");
  const row = page.locator(`[data-delivery-id="${id}"]`);
  await expect(row).toContainText("Abandonnée");
  await expect(row).toContainText("500");
  await expect(row).toContainText("Webhook call failed: 500 Internal Server Error");
  await row.getByRole("link", { name: /Voir/ }).click();
  await expect(page.getByTestId("delivery-detail")).toContainText(id);
  await expect(page.getByText(`"message": "Re-send me ${tag}"`)).toBeVisible();
  await page
    .locator(`[data-delivery-id="${id}"]`)
    .getByRole("button", { name: `Renvoyer la livraison ${id}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `Livraison ${id} remise en file` })).toBeVisible();
  const received = await waitForWebhook((r) => r.headers["webhook-id"] === id);
  expect(received.body).toEqual({ formType: "contact", message: `Re-send me ${tag}` });
  await expect.poll(() => query<{ status: string }>("select status from webhook_deliveries where id = ?", id)[0]!.status).toBe("sent");
  // A sent delivery cannot be re-sent.
  const again = await page.request.post("/admin/deliveries", { form: { intent: "resend", id } });
  expect(again.status()).toBe(409);
});

test("/webhook-test: the server sends each scenario and shows the answer", async ({ page, javaScriptEnabled }) => {
  await login(page, javaScriptEnabled, "/webhook-test");
  await expect(page.getByTestId("payload-preview")).toContainText('"source": "webhook-test"');
  if (javaScriptEnabled) {
    await page.evaluate(() => {
      const w = window as unknown as { logs: unknown[] };
      w.logs = [];
      window.addEventListener("webhook-log", (e) => w.logs.push((e as CustomEvent).detail));
    });
  }
  const startedAt = Date.now();
  await page.getByRole("button", { name: "Exécuter le test sélectionné" }).click();
  const result = page.getByTestId("webhook-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Webhook réussi");
  await expect(result).toContainText("200");
  await expect(result).toContainText('{"ok":true}');
  const basic = await waitForWebhook((r) => r.at >= startedAt && r.body?.source === "webhook-test" && r.body?.test === true);
  if (javaScriptEnabled) {
    // The spec's browser event carries the server's log entry (DESIGN §8.3).
    const logs = await page.evaluate(() => (window as unknown as { logs: Array<{ id: string; success: boolean }> }).logs);
    expect(logs).toEqual([expect.objectContaining({ id: basic.headers["webhook-id"], success: true })]);
  }

  await page.getByLabel(/Conversation complète/).check();
  if (javaScriptEnabled) await expect(page.getByTestId("payload-preview")).toContainText('"fullHistory"');
  await page.getByRole("button", { name: "Exécuter le test sélectionné" }).click();
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Webhook réussi");
  await waitForWebhook((r) => r.at >= startedAt && Array.isArray(r.body?.fullHistory) && r.body?.formType === "webhook-test");

  await page.getByLabel(/Gestion d'erreur/).check();
  await page.getByRole("button", { name: "Exécuter le test sélectionné" }).click();
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Webhook échoué");
  await expect(result).toContainText("http://127.0.0.1:9/");

  await page.getByRole("button", { name: "Test de connexion directe" }).click();
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Webhook réussi");
  await waitForWebhook((r) => r.at >= startedAt && r.body?.source === "webhook-test-direct");
  expect(receiverURL()).toContain("127.0.0.1");
});

const formScenarios = [
  {
    label: "Toyota Camry XLE neuve, 5 concessionnaires",
    brand: "Toyota",
    model: "Camry",
    trim: "XLE",
    condition: "Neuf",
    dealerships: "5",
  },
  {
    label: "Honda Civic Sport usagée, 10 concessionnaires",
    brand: "Honda",
    model: "Civic",
    trim: "Sport",
    condition: "Usagé",
    dealerships: "10",
  },
  {
    label: "Ford F-150 Lariat neuve, 3 concessionnaires",
    brand: "Ford",
    model: "F-150",
    trim: "Lariat",
    condition: "Neuf",
    dealerships: "3",
  },
];

test("/auto-test-form: each of the three scenarios stores a request and delivers one webhook", async ({ page, javaScriptEnabled }) => {
  await login(page, javaScriptEnabled, "/auto-test-form");
  if (javaScriptEnabled) await page.getByLabel("Rythme de remplissage").selectOption({ label: "0.5 s" });
  for (const scenario of formScenarios) {
    await page.getByLabel(scenario.label).check();
    const before = await page.getByTestId("auto-form-result").count();
    await page.getByRole("button", { name: "Démarrer" }).click();
    if (javaScriptEnabled) {
      // The fields fill one by one before anything is sent.
      await expect(page.getByLabel("Marque")).toHaveValue(scenario.brand);
      await expect(page.getByTestId("auto-form-status")).toContainText(/Remplissage en cours|Enregistrement/);
    }
    // With JS the list grows; without, each post answers with its own result.
    await expect(page.getByTestId("auto-form-result")).toHaveCount(javaScriptEnabled ? before + 1 : 1);
    await expect(page.getByLabel("Confidentialité")).not.toHaveValue("");
    await expect(page.getByTestId("auto-form-preview")).toContainText(`"model": "${scenario.model}"`);
    const text = (await page.getByTestId("auto-form-result").first().textContent())!;
    const deliveryId = /msg_[a-f0-9]+/.exec(text)![0];
    const reference = /VH\d{6}/.exec(text)![0];
    const received = await waitForWebhook((r) => r.headers["webhook-id"] === deliveryId);
    expect(received.body).toMatchObject({
      formType: "auto-test-vehicle-form",
      submissionId: reference,
      vehicleData: {
        brand: scenario.brand,
        model: scenario.model,
        trim: scenario.trim,
        condition: scenario.condition,
        dealerships: scenario.dealerships,
      },
    });
    expect(received.body.conversationId).toMatch(/^auto_step_form_\d+$/);
    expect((await receivedWebhooksWithId(deliveryId)).length).toBe(1);
    const rows = query<{ form_type: string; brand: string }>(
      "select s.form_type, s.brand from vehicle_submissions s join webhook_deliveries d on d.source_table = 'vehicle_submissions' and d.source_id = cast(s.id as text) where d.id = ?",
      deliveryId,
    );
    expect(rows).toEqual([{ form_type: "auto-test-vehicle-form", brand: scenario.brand }]);
    if (javaScriptEnabled) await expect(page.getByTestId("auto-form-result").first()).toContainText("Webhook réussi");
  }
});

async function receivedWebhooksWithId(id: string) {
  return (await receivedWebhooks()).filter((r) => r.headers["webhook-id"] === id);
}

test("/automated-test: needs JavaScript, and says so when it is off", async ({ page, javaScriptEnabled }) => {
  await login(page, javaScriptEnabled, "/automated-test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test automatisé du chat");
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Démarrer" })).toBeEnabled();
    await expect(page.getByLabel("Rythme entre les étapes")).toHaveValue("2000");
  } else {
    // (Chromium parses <noscript> as text when scripts are disabled by the test browser, not by the user.)
    expect(await page.locator("main noscript").textContent()).toContain("Cette page a besoin de JavaScript");
    await expect(page.getByRole("button", { name: "Démarrer" })).toBeDisabled();
  }
});

for (const lang of ["fr", "en"] as const) {
  test(`/automated-test in ${lang} at 1 s: 11 steps green against the built-in assistant, then the final webhook`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    // The test plays in the browser; the no-JS project covers the page's message above.
    if (!javaScriptEnabled) return;
    await login(page, javaScriptEnabled, "/automated-test");
    await page.getByLabel("Langue du chat").selectOption(lang);
    await page.getByLabel("Rythme entre les étapes").selectOption("1000");
    await page.getByRole("button", { name: "Démarrer" }).click();
    await expect(page.getByTestId("chat-test-history").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("chat-test-result")).toHaveCount(11, { timeout: 90_000 });
    await expect(page.getByTestId("chat-test-result").and(page.locator("[data-success=false]"))).toHaveCount(0);
    await expect(page.getByTestId("chat-test-summary")).toHaveText("11 étape(s) réussie(s) sur 11");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "11");
    await expect(page.getByTestId("chat-test-status")).toHaveText("Terminé");
    const log = (await page.getByTestId("chat-test-log").textContent())!.split("\n");
    expect(log.length).toBeLessThanOrEqual(11);
    const final = page.getByTestId("chat-test-final");
    await expect(final).toContainText("Webhook réussi");
    const deliveryId = /msg_[a-f0-9]+/.exec((await final.textContent())!)![0];
    const received = await waitForWebhook((r) => r.headers["webhook-id"] === deliveryId);
    expect(received.body.conversationId).toMatch(/^automated_test_\d+$/);
    expect(received.body.fullHistory).toHaveLength(22);
    expect(received.body.response).toContain(lang === "fr" ? "Je mets la pression" : "I'm putting pressure");
    // The chat itself saved the conversation with its own completion webhook.
    const chatId = /\((chat_[a-f0-9]+)\)/.exec((await page.getByTestId("chat-test-ids").textContent())!)![1];
    expect(query("select webhook_status from chat_conversations where session_id = ?", chatId)).toHaveLength(1);
  });
}

test("operator pages have no serious accessibility violation", async ({ page, javaScriptEnabled }) => {
  // The audit runs in the page, so only with JavaScript (as the public pages' validators do).
  if (!javaScriptEnabled) return;
  test.setTimeout(180_000);
  const tag = uniqueSuffix();
  insertSubmission(`Axe ${tag}`);
  const chatId = execute(
    "insert into chat_conversations (conversation_id, user_message, assistant_response, full_history) values (?, 'Bonjour', 'Salut', ?)",
    `conv_axe_${tag}`,
    JSON.stringify([
      { role: "user", content: "Bonjour" },
      { role: "assistant", content: "Salut" },
    ]),
  );
  await login(page, javaScriptEnabled);
  const pages = [
    "/admin/login?signedOut=1",
    "/admin/submissions",
    `/admin/chats?id=${chatId}`,
    "/admin/evaluations",
    "/admin/messages",
    "/admin/deliveries",
    "/webhook-test",
    "/automated-test",
    "/auto-test-form",
    "/en/admin/deliveries",
  ];
  for (const path of pages) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious, path).toEqual([]);
  }
});
