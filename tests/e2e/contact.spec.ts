import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { query, ready, uniqueSuffix, waitForWebhook } from "./support.ts";

const langs = [
  {
    lang: "fr",
    path: "/fr/contact",
    submit: "Envoyer le message",
    success: fr("Message envoyé avec succès!"),
    errorTitle: "Échec de l'envoi du message",
    required: "Ce champ est obligatoire",
    badEmail: "Veuillez entrer une adresse courriel valide",
    badPhone: "Veuillez entrer un numéro de téléphone valide",
  },
  {
    lang: "en",
    path: "/en/contact",
    submit: "Send message",
    success: "Message sent successfully!",
    errorTitle: "Failed to send message",
    required: "This field is required",
    badEmail: "Please enter a valid email address",
    badPhone: "Please enter a valid phone number",
  },
] as const;

type Row = { id: number; name: string; email: string; phone: string; subject: string; message: string; language: string };

const field = (page: Page, name: string) => page.locator(`#contact-form [name="${name}"]`);

/** Collects the `webhook-log` events the page dispatches (JS only). */
async function listenForWebhookLog(page: Page) {
  await page.evaluate(() => {
    (window as any).__webhookLogs = [];
    window.addEventListener("webhook-log", (e) => (window as any).__webhookLogs.push((e as CustomEvent).detail));
  });
}

async function fillValid(page: Page, subject: string) {
  await field(page, "name").fill("Camille Bouchard");
  await field(page, "email").fill("camille@example.com");
  await field(page, "phone").fill("(514) 555 0142");
  await field(page, "subject").fill(subject);
  await field(page, "message").fill("Bonjour, j'ai une question sur ma demande.");
}

for (const l of langs) {
  test.describe(`contact form (${l.lang})`, () => {
    test("a valid message shows the success state, stores one row and its delivery", async ({ page, javaScriptEnabled }) => {
      const subject = `Sujet ${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      if (javaScriptEnabled) await listenForWebhookLog(page);
      await fillValid(page, subject);
      await page.getByRole("button", { name: l.submit }).click();

      const success = page.getByTestId("form-success");
      await expect(success).toContainText(l.success);
      await expect(field(page, "subject")).toHaveValue("");
      await expect(field(page, "name")).toHaveValue("");

      const rows = query<Row>("select * from contact_messages where subject = ?", subject);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Camille Bouchard", email: "camille@example.com", phone: "514-555-0142", language: l.lang });
      const deliveries = query<{ id: string; form_type: string; payload: string }>(
        "select * from webhook_deliveries where source_table = 'contact_messages' and source_id = ?",
        String(rows[0]!.id),
      );
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.form_type).toBe("contact");
      expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({ formType: "contact", contactData: { subject } });

      if (javaScriptEnabled) {
        // The page dispatches the delivery's log entry, then the status goes back to idle.
        await expect.poll(() => page.evaluate(() => (window as any).__webhookLogs.length)).toBe(1);
        const entry = await page.evaluate(() => (window as any).__webhookLogs[0]);
        expect(entry).toMatchObject({
          id: deliveries[0]!.id,
          formType: "contact",
          payload: { formType: "contact", contactData: { subject } },
        });
        expect(typeof entry.success).toBe("boolean");
        await expect(success).toBeHidden();
      } else {
        // Post/redirect/get: nothing personal in the URL.
        await expect(page).toHaveURL(new RegExp(`${l.path}\\?sent=1$`));
      }
    });

    test("bad input shows the messages in the page's language and keeps the answers", async ({ page, javaScriptEnabled }) => {
      const subject = `Gardé ${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      await field(page, "email").fill("pas-une-adresse");
      await field(page, "phone").fill("555-12");
      await field(page, "subject").fill(subject);
      await field(page, "message").fill("Mon message");
      await page.getByRole("button", { name: l.submit }).click();

      // Missing or wrong answers are guidance, not a failure.
      await expect(page.getByTestId("form-guidance")).toContainText(/Il reste \d réponses? à compléter|\d answers? still to complete/);
      await expect(page.getByTestId("form-error")).toHaveCount(0);
      const form = page.locator("#contact-form");
      await expect(form.getByText(l.required)).toBeVisible();
      await expect(form.getByText(l.badEmail)).toBeVisible();
      await expect(form.getByText(l.badPhone)).toBeVisible();
      await expect(field(page, "name")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "subject")).toHaveValue(subject);
      await expect(field(page, "message")).toHaveValue("Mon message");
      await expect(field(page, "email")).toHaveValue("pas-une-adresse");
      expect(query("select id from contact_messages where subject = ?", subject)).toHaveLength(0);

      // Correcting the answers sends the message.
      await field(page, "name").fill("Camille Bouchard");
      await field(page, "email").fill("camille@example.com");
      await field(page, "phone").fill("");
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByTestId("form-success")).toContainText(l.success);
      expect(query<Row>("select * from contact_messages where subject = ?", subject)).toMatchObject([{ phone: "" }]);
    });

    test("the receiver gets the contact payload", async ({ page, javaScriptEnabled }) => {
      const subject = `Webhook ${uniqueSuffix()}`;
      await page.goto(l.path);
      await ready(page, javaScriptEnabled);
      await fillValid(page, subject);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByTestId("form-success")).toBeVisible();

      const received = await waitForWebhook((r) => r.body?.formType === "contact" && r.body?.contactData?.subject === subject);
      expect(received.body.conversationId).toMatch(/^contact_\d+$/);
      expect(received.body.contactData).toEqual({
        name: "Camille Bouchard",
        email: "camille@example.com",
        phone: "514-555-0142",
        subject,
        message: "Bonjour, j'ai une question sur ma demande.",
      });
      const [delivery] = query<{ id: string }>(
        "select d.id from webhook_deliveries d join contact_messages m on d.source_id = cast(m.id as text) and d.source_table = 'contact_messages' where m.subject = ?",
        subject,
      );
      expect(received.headers["webhook-id"]).toBe(delivery!.id);
    });
  });
}

test("a filled honeypot answers 400 without a stack trace and stores nothing", async ({ request }) => {
  const subject = `Robot ${uniqueSuffix()}`;
  const res = await request.post("/fr/contact", {
    form: { name: "Bot", email: "bot@example.com", subject, message: "spam", website: "http://spam.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const body = await res.text();
  expect(body).not.toMatch(/\bat .+\.(js|ts):\d+/);
  expect(query("select id from contact_messages where subject = ?", subject)).toHaveLength(0);
});

test("a double submit with one idempotency key stores one message and both see success", async ({ request }) => {
  const subject = `Double ${uniqueSuffix()}`;
  const form = { name: "Camille", email: "camille@example.com", subject, message: "Deux fois", idempotencyKey: `key-${uniqueSuffix()}` };
  const [a, b] = await Promise.all([
    request.post("/en/contact", { form, maxRedirects: 0 }),
    request.post("/en/contact", { form, maxRedirects: 0 }),
  ]);
  for (const res of [a, b]) {
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/en/contact?sent=1");
  }
  const rows = query<{ id: number }>("select id from contact_messages where subject = ?", subject);
  expect(rows).toHaveLength(1);
  expect(
    query("select id from webhook_deliveries where source_table = 'contact_messages' and source_id = ?", String(rows[0]!.id)),
  ).toHaveLength(1);
});
