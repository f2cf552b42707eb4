import { expect, type Page, test } from "@playwright/test";
import { startOutreach } from "#app/outreach/start.server.ts";
import { typesetFrench } from "#app/platform/typography.ts";
import { write } from "./dealers-support.ts";
import { execute, query, ready, uniqueSuffix, waitForSms } from "./support.ts";

/**
 * Decision 059 in the browser, JavaScript on and off. The e2e server has an SMS sender (the fake
 * provider of tests/support/receiver.js). A buyer who chose SMS gets the confirmation link by SMS,
 * confirms with it (the request records 'sms'), reads the request as dealers will read it and sends
 * it; every screen says what really happened. The wizard asks for an e-mail and a phone (SPEC §3,
 * step 8), so its buyer gets the link both ways and uses the texted one; a request with only a
 * phone (the chat's way in, chat.spec.ts) gets it by SMS alone, with no operator step.
 */

const PHONE_SIZE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  fr: {
    prefix: "",
    privacy: /^B\) Ne pas partager/,
    confirmPath: "/confirmer/",
    titleSms: "Dernière étape : confirmez votre numéro de téléphone",
    titleBoth: "Dernière étape : confirmez votre demande",
    sentBySms: (phone: string) => `Nous avons envoyé un lien de confirmation par SMS au ${phone}.`,
    sentByBoth: (email: string, phone: string) => `Nous avons envoyé un lien de confirmation à ${email} et par SMS au ${phone}.`,
    email: /courriel/i,
    operator: /équipe/i,
    confirmBody: "Confirmez que ce numéro de téléphone est bien le vôtre",
    bySms: "Nous avons envoyé un lien de confirmation par SMS au numéro de la demande",
    numberConfirmed: "Numéro confirmé : relisez votre demande, puis envoyez-la",
    used: "Numéro déjà confirmé",
    sentPath: /\/demande\/[\w-]{43}\?confirmed=1$/,
  },
  en: {
    prefix: "/en",
    privacy: /^B\) Don't share/,
    confirmPath: "/en/confirm/",
    titleSms: "Last step: confirm your phone number",
    titleBoth: "Last step: confirm your request",
    sentBySms: (phone: string) => `We sent a confirmation link to ${phone} by SMS.`,
    sentByBoth: (email: string, phone: string) => `We sent a confirmation link to ${email} and to ${phone} by SMS.`,
    email: /e-mail/i,
    operator: /our team/i,
    confirmBody: "Confirm that this phone number is yours",
    bySms: "We sent a confirmation link by SMS to the request's phone number",
    numberConfirmed: "Number confirmed: read your request, then send it",
    used: "Number already confirmed",
    sentPath: /\/en\/request\/[\w-]{43}\?confirmed=1$/,
  },
} as const;
type Lang = keyof typeof WORDS;

const typeset = (lang: Lang) => (text: string) => (lang === "fr" ? typesetFrench(text) : text);

/** A dealer for the request's make and city, so that sending it contacts one. */
function dealerFor(suffix: string, lang: Lang) {
  execute(
    "INSERT INTO dealers (name, brands, city, email, language, unsubscribe_token) VALUES (?, ?, ?, ?, ?, ?)",
    `Mazda Texto ${suffix}`,
    JSON.stringify(["Mazda"]),
    "Sherbrooke",
    `mazda-${suffix}@concession.ca`,
    lang,
    `sms${suffix}`.padEnd(43, "t"),
  );
}

/** A number of the 514 area code no other test uses, as typed and as texted to. */
function newPhone() {
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  return { typed: `514 555-${digits}`, to: `+1514555${digits}` };
}

/**
 * From the SMS at the fake provider to the request sent: the link's page (about the number), the
 * private page (number confirmed, nothing sent), "send", dealers contacted; the used link says so.
 */
async function confirmBySmsAndSend(page: Page, javaScriptEnabled: boolean, lang: Lang, to: string, requestId: number) {
  const w = WORDS[lang];
  const fr = typeset(lang);
  const sms = await waitForSms((m) => m.body.to === to);
  const url = /https?:\/\/\S+$/.exec(sms.body.body)![0];
  expect(new URL(url).pathname.startsWith(w.confirmPath)).toBe(true);
  await page.goto(url);
  await ready(page, javaScriptEnabled);
  const confirm = page.getByTestId("confirm-request");
  await expect(confirm).toContainText(fr(w.confirmBody));
  await confirm.getByRole("button").click();

  await expect(page).toHaveURL(/\?address=1#request-preview$/);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("address-confirmed")).toContainText(fr(w.numberConfirmed));
  expect(query("SELECT confirmed_via, state FROM buyer_requests WHERE id = ?", requestId)[0]).toEqual({
    confirmed_via: "sms",
    state: "awaiting_confirmation",
  });
  expect(query("SELECT id FROM dealer_requests WHERE buyer_request_id = ?", requestId)).toHaveLength(0);
  await expect(page.getByTestId("preview-privacy")).toBeVisible();
  await page.getByTestId("preview-send").click();

  await expect(page).toHaveURL(w.sentPath);
  await expect(page.getByTestId("confirmed")).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "dealers_contacted");
  expect(query("SELECT id FROM dealer_requests WHERE buyer_request_id = ?", requestId).length).toBeGreaterThan(0);

  await page.goto(url);
  await expect(page.getByTestId("confirmation-link-ended")).toHaveAttribute("data-state", "used");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.used);
  // One confirmation SMS for the request.
  expect(
    query(
      "SELECT id FROM webhook_deliveries WHERE channel = 'sms' AND form_type = 'buyer-confirmation-sms' AND source_id = ?",
      String(requestId),
    ),
  ).toHaveLength(1);
}

for (const [lang, size] of [
  ["fr", PHONE_SIZE],
  ["en", DESKTOP],
] as const) {
  test(`${lang}: a wizard buyer who chose SMS confirms with the texted link, reads the request and sends it`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const w = WORDS[lang];
    const fr = typeset(lang);
    await page.setViewportSize(size);
    const suffix = uniqueSuffix();
    const name = `Texto ${suffix}`;
    const email = `texto.${suffix}@courriel.ca`;
    const phone = newPhone();
    dealerFor(suffix, lang);
    const answers: Array<[number, Record<string, string>]> = [
      [1, { value: "Mazda" }],
      [2, { value: "Neuf" }],
      [3, { value: "CX-5" }],
      [4, { value: "GS" }],
      [5, { value: "3" }],
      [6, { value: "SMS" }],
      [7, { value: name }],
      [8, { email, phone: phone.typed }],
      [9, { value: "Sherbrooke" }],
    ];
    for (const [step, form] of answers) {
      const res = await page.request.post(`${w.prefix}/vehicle-step/${step}`, { form, maxRedirects: 0 });
      expect(res.status(), `step ${step}`).toBe(302);
    }
    await page.goto(`${w.prefix}/vehicle-step/10`);
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: w.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/vehicle-step/success$`));

    // The success screen names both ways the link went; the buyer confirms, not an operator.
    const status = page.getByTestId("request-status");
    await expect(status).toHaveAttribute("data-status", "awaiting_confirmation");
    await expect(status).toContainText(fr(w.titleBoth));
    await expect(status).toContainText(fr(w.sentByBoth(email, phone.typed)));
    await expect(status).not.toContainText(w.operator);
    await expect(page.getByTestId("offers-link")).toHaveCount(0);
    const [request] = query<{ id: number }>(
      "SELECT br.id FROM buyer_requests br JOIN vehicle_submissions s ON s.id = br.request_id AND br.request_kind = 'submission' WHERE s.name = ?",
      name,
    );
    await confirmBySmsAndSend(page, javaScriptEnabled, lang, phone.to, request!.id);
  });

  test(`${lang}: a request with only a phone, SMS chosen, is confirmed by SMS with no operator step`, async ({
    page,
    javaScriptEnabled,
    baseURL,
  }) => {
    const w = WORDS[lang];
    const fr = typeset(lang);
    await page.setViewportSize(size);
    const suffix = uniqueSuffix();
    const phone = newPhone();
    dealerFor(suffix, lang);
    // Stored as a completed request is, then the real startOutreach (the server sends SMS).
    let started: { buyerRequestId: number; path: string; state: string } | undefined;
    await write(async (db) => {
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("vehicle_submissions")
          .values({
            brand: "Mazda",
            model: "CX-5",
            trim: "GS",
            condition: "Neuf",
            dealerships: 3,
            contact_method: "SMS",
            name: `Sans Courriel ${suffix}`,
            email: "",
            phone: phone.typed,
            city: "Sherbrooke",
            privacy_level: "B) Ne pas partager - Sam relaie tout",
            request_ref: `VH${suffix.slice(-6)}`,
            language: lang,
            form_type: "step-by-step-vehicle-form",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        started = await startOutreach(trx, { kind: "submission", id }, { publicUrl: baseURL!, smsReady: true });
      });
    });
    expect(started?.state).toBe("awaiting_confirmation");
    expect(
      query(
        "SELECT id FROM webhook_deliveries WHERE channel = 'email' AND source_table = 'buyer_requests' AND source_id = ?",
        String(started!.buyerRequestId),
      ),
    ).toHaveLength(0);

    // The private page before confirmation (the link is only in the SMS; its holder sees this):
    // the number, by SMS; no e-mail, no operator.
    await page.goto(started!.path);
    await ready(page, javaScriptEnabled);
    const waiting = page.getByTestId("awaiting-confirmation");
    await expect(waiting).toContainText(fr(w.bySms));
    await expect(waiting).not.toContainText(w.email);
    await expect(waiting).not.toContainText(w.operator);
    await expect(page.getByTestId("preview-address-first")).toContainText("SMS");

    await confirmBySmsAndSend(page, javaScriptEnabled, lang, phone.to, started!.buyerRequestId);
  });
}
