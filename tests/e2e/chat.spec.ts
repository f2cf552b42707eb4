import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { buyers } from "../corpus/chat-buyers.ts";
import { login } from "./operator-support.ts";
import { query, ready, uniqueSuffix, waitForWebhook } from "./support.ts";

/** Sam's replies (not the welcome, not a reply still streaming). */
const replies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"][data-kind="message"]');

/** Types a message, sends it, and waits for Sam's whole reply (a streamed one with JS, a new page without). */
async function say(page: Page, text: string) {
  const before = await replies(page).count();
  const input = page.getByRole("textbox", { name: /Votre message à Sam|Your message to Sam/ });
  await input.fill(text);
  await page.getByTestId("chat-send").click();
  await expect(replies(page)).toHaveCount(before + 1);
  await expect(page.locator("form#chat-form")).toHaveAttribute("data-busy", "false");
  await expect(input).toHaveValue("");
}

const lastReply = (page: Page) => replies(page).last().getByTestId("chat-text");

test.describe("chat with Sam", () => {
  test("a whole interview in French ends with the rocket, one saved conversation and one webhook", async ({ page, javaScriptEnabled }) => {
    const suffix = uniqueSuffix();
    const email = `jean.${suffix}@courriel.ca`;
    await page.goto("/chat");
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { samNoReload: number }).samNoReload = 1));

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const log = page.getByRole("log");
    await expect(log).toHaveAttribute("aria-live", "polite");
    await expect(page.locator('[data-kind="welcome"]')).toContainText("Quelle marque de véhicule vous intéresse");
    await expect(page.getByPlaceholder(fr("Tapez votre message..."))).toBeVisible();
    if (javaScriptEnabled) await expect(page.getByTestId("chat-send")).toBeDisabled();

    const script: Array<[string, RegExp]> = [
      ["Bonjour, je cherche un Honda CR-V hybride neuf", /Quelle version/],
      ["EX-L, traction intégrale", /Des options/],
      ["sièges chauffants", /couleur/],
      ["noir", /Comment comptez-vous payer/],
      ["financement sur 60 mois", /véhicule à échanger/],
      ["non", /Combien de concessionnaires/],
      ["5 concessionnaires, par courriel", /Quel est votre nom/],
      [`Jean Tremblay, ${email}, Montréal`, /confidentialité/],
    ];
    for (const [message, next] of script) {
      await say(page, message);
      await expect(lastReply(page)).toContainText(next);
      // The summary block and check-mark lines are never displayed.
      await expect(lastReply(page)).not.toContainText("Question");
      await expect(lastReply(page)).not.toContainText("✅");
    }
    // The welcome disappears once there is history; each message has a speaker and a time.
    await expect(page.locator('[data-kind="welcome"]')).toHaveCount(0);
    await expect(page.locator('[data-role="user"]').first()).toContainText("Vous");
    await expect(replies(page).first()).toContainText("Sam");
    await expect(replies(page).first().locator("time")).toHaveText(/^\d{1,2} h \d{2}$/);

    await say(page, "A");
    await expect(lastReply(page)).toContainText("🚀 Parfait ! Je mets la pression sur 5 concessionnaires");
    // Decision 044: the spec's sentence, then the true state; the indicator follows the dealers'
    // outreach (none yet: the buyer must confirm), never the webhook.
    await expect(lastReply(page)).toContainText(`Dernière étape${fr(" : ")}confirmez votre adresse courriel`);
    await expect(lastReply(page)).toContainText(`Nous avons envoyé un lien de confirmation à ${email}`);
    await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", "none");
    await expect(lastReply(page)).not.toContainText("ONBOARDING");
    // A buyer never sees the test banner (the webhook JSON) nor the URL banner (DESIGN §8.7).
    await expect(page.getByTestId("test-banner")).toHaveCount(0);
    await expect(page.getByTestId("url-banner")).toHaveCount(0);
    // The completion card: reference, vehicle, city, dealerships; the outreach waits for the e-mail confirmation.
    const recap = page.getByTestId("chat-recap");
    await expect(recap).toContainText("Honda CR-V EX-L");
    await expect(recap).toContainText("Montréal");
    await expect(recap.getByTestId("recap-ref")).toHaveText(/\S+/);
    // What to do first: confirm the address the link went to (no private link before that).
    await expect(recap.getByTestId("recap-status")).toHaveAttribute("data-status", "awaiting_confirmation");
    await expect(recap.getByTestId("recap-status")).toContainText(email);
    await expect(recap.getByTestId("offers-link")).toHaveCount(0);
    await expect(recap).not.toContainText("envoyée");
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    const rows = query<{ conversation_id: string; full_history: string; language: string; dealer_email_subject: string }>(
      "select conversation_id, full_history, language, dealer_email_subject from chat_conversations where email = ?",
      email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.conversation_id).toMatch(/^conv_\d+$/);
    expect(rows[0]!.language).toBe("fr");
    expect(JSON.parse(rows[0]!.full_history)).toHaveLength(18);

    const hook = await waitForWebhook((r) => r.body?.email === email);
    expect(hook.body.formType).toBe("chat");
    expect(hook.body.conversationId).toBe(rows[0]!.conversation_id);
    expect(hook.body.fullHistory).toHaveLength(18);
    expect(hook.body.fullHistory[0]).toEqual({ role: "user", content: "Bonjour, je cherche un Honda CR-V hybride neuf" });
    expect(hook.body.emailDealerSubject).toContain("Honda CR-V");
    expect(hook.body.response).toContain("🚀 Parfait ! Je mets la pression");

    if (javaScriptEnabled) {
      // Streaming replies, no page reload; the status indicator shows the delivery's outcome.
      expect(await page.evaluate(() => (window as unknown as { samNoReload?: number }).samNoReload)).toBe(1);
      await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", "none");
      // The address carries the conversation (DESIGN §8.8).
      expect(page.url()).toMatch(/\/chat\?c=chat_[a-f0-9]{24}$/);
    } else {
      // Plain posts: each answer redirected to the conversation's own address.
      expect(page.url()).toMatch(/\/chat\?c=chat_[a-f0-9]{24}#chat-panel$/);
      // Nothing is on its way to a dealer: no spinner, whatever the webhook did.
      await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", "none");
    }
  });

  test("in English too", async ({ page, javaScriptEnabled }) => {
    const suffix = uniqueSuffix();
    const email = `john.${suffix}@courriel.ca`;
    await page.goto("/en/chat");
    await ready(page, javaScriptEnabled);
    await expect(page.locator('[data-kind="welcome"]')).toContainText("Which vehicle brand are you interested in");
    await expect(page.getByPlaceholder("Type your message...")).toBeVisible();
    const script: Array<[string, RegExp]> = [
      ["Hi, I'm looking for a new Toyota RAV4 hybrid", /Which trim level/],
      ["XLE, all-wheel drive", /Any options/],
      ["none", /Which color/],
      ["white", /How do you plan to pay/],
      ["lease for 48 months", /trade in/],
      ["no", /How many dealerships/],
      ["3 dealerships, by email", /What is your name/],
      [`John Smith, ${email}, Quebec`, /privacy/],
      ["B", /🚀 Perfect! I'm putting pressure on 3 dealerships/],
    ];
    for (const [message, next] of script) {
      await say(page, message);
      await expect(lastReply(page)).toContainText(next);
    }
    await expect(page.locator('[data-role="user"]').first()).toContainText("You");
    const rows = query<{ language: string }>("select language from chat_conversations where email = ?", email);
    expect(rows).toEqual([{ language: "en" }]);
    const hook = await waitForWebhook((r) => r.body?.email === email);
    expect(hook.body.emailDealerSubject).toContain("Toyota RAV4");
    expect(hook.body.conversationId).toMatch(/^conv_\d+$/);
  });

  test("with JS the reply streams in small pieces, then the committed turn", async ({ request }) => {
    const res = await request.post("/chat/stream", { multipart: { message: "Bonjour, je cherche un Honda CR-V hybride neuf" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/x-ndjson");
    const events = (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; text?: string; conversationId?: string });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.text).join("")).toContain("Quelle version");
    expect(events.at(-1)).toMatchObject({ type: "done", conversationId: expect.stringMatching(/^chat_/) });
    // The turn was committed before `done` was written.
    const id = events.at(-1)!.conversationId!;
    expect(query("select id from chat_sessions where id = ?", id)).toHaveLength(1);
  });

  test("a conversation is shown only to the cookie that owns it; a plain GET starts fresh", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await page.goto("/chat?utm_source=test#promo");
    await ready(page, javaScriptEnabled);
    // A buyer does not see the URL banner.
    await expect(page.getByTestId("url-banner")).toHaveCount(0);
    await say(page, "Je veux une Mazda");
    await expect(lastReply(page)).toContainText("Neuf ou usagé ? (N/U)");
    const id = javaScriptEnabled
      ? query<{ id: string }>(
          "select id from chat_sessions where history like ? order by created_at desc limit 1",
          "%Je veux une Mazda%",
        )[0]!.id
      : new URL(page.url()).searchParams.get("c")!;
    expect(id).toMatch(/^chat_/);

    // With JS the address took ?c= from the first reply: a reload shows the same conversation.
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(new RegExp(`\\?c=${id}$`));
      await page.reload();
      await expect(replies(page)).toHaveCount(1);
      await expect(lastReply(page)).toContainText("Neuf ou usagé");
    }
    // The owner sees it again at ?c=...
    await page.goto(`/chat?c=${id}`);
    await expect(replies(page)).toHaveCount(1);
    await expect(page.getByTestId("url-banner")).toHaveCount(0);
    // A plain GET restarts.
    await page.goto("/chat");
    await expect(replies(page)).toHaveCount(0);
    await expect(page.locator('[data-kind="welcome"]')).toBeVisible();
    // Someone else gets a fresh chat at the same address.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(`/chat?c=${id}`);
    await expect(stranger.locator('[data-testid="chat-message"][data-kind="message"]')).toHaveCount(0);
    await expect(stranger.locator('[data-kind="welcome"]')).toBeVisible();
    await other.close();
  });

  test("the FR/EN buttons link to the twin path and restart", async ({ page, javaScriptEnabled }) => {
    await page.goto("/chat");
    await ready(page, javaScriptEnabled);
    // One language switch, in the page's header.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en\/chat$/);
    await expect(page.locator('[data-kind="welcome"]')).toContainText("Which vehicle brand");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Français/ })
      .click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test("empty, whitespace-only and oversized messages are refused with a translated error, never a 5xx", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const blank = await request.post("/chat/stream", { multipart: { message: "   " } });
    expect(blank.status()).toBe(400);
    expect((await blank.json()).error).toBe("Écrivez un message avant d'envoyer.");
    const huge = await request.post("/en/chat/stream", { multipart: { message: "x".repeat(2001) } });
    expect(huge.status()).toBe(400);
    expect((await huge.json()).error).toContain("too long");
    const plain = await request.post("/chat", { form: { message: " " }, maxRedirects: 0 });
    expect(plain.status()).toBe(400);
    expect(query("select id from chat_sessions where history like ?", "%xxxxxxxxxxxxxxxxxxxx%")).toHaveLength(0);

    await page.goto("/chat");
    await ready(page, javaScriptEnabled);
    const input = page.getByRole("textbox", { name: "Votre message à Sam" });
    await input.fill("x".repeat(2001));
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-error")).toContainText("trop long");
    await expect(replies(page)).toHaveCount(0);
  });

  test("an operator sees the URL banner, the test banner and the S20 button; a buyer sees none", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const buyer = await browser.newContext({ javaScriptEnabled });
    const b = await buyer.newPage();
    await b.goto("/chat?utm_source=facebook");
    await ready(b, javaScriptEnabled);
    await say(b, "Je veux une Mazda CX-5 neuve");
    await expect(b.getByTestId("url-banner")).toHaveCount(0);
    await expect(b.getByTestId("test-banner")).toHaveCount(0);
    await expect(b.getByRole("link", { name: /360 × 800/ })).toHaveCount(0);
    await buyer.close();

    await login(page, javaScriptEnabled);
    await page.goto("/chat?utm_source=facebook");
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("url-banner")).toContainText("utm_source=facebook");
    await say(page, "Je veux une Mazda CX-5 neuve");
    await expect(page.getByTestId("test-banner")).toContainText("Mazda");
    await expect(page.getByRole("link", { name: /360 × 800/ })).toBeVisible();
  });

  for (const size of [
    { name: "phone", width: 360, height: 800 },
    { name: "desktop", width: 1280, height: 800 },
  ]) {
    test(`${size.name}: the composer and the newest reply stay in view after every reply; quick replies answer and the progress bar moves`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/chat");
      await ready(page, javaScriptEnabled);
      const progress = page.getByRole("progressbar");
      await expect(progress).toHaveAttribute("aria-valuenow", "1");
      await expect(progress).toHaveAttribute("aria-valuemax", "17");
      const inView = async () => {
        const box = (await page.locator("#chat-input").boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        const last = (await replies(page).last().boundingBox())!;
        expect(last.y + last.height).toBeGreaterThan(0);
        expect(last.y).toBeLessThan(size.height);
        // No sideways scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      };
      // The most common makes as buttons: a tap answers.
      await page.getByTestId("quick-reply").filter({ hasText: "Toyota" }).click();
      await expect(replies(page)).toHaveCount(1);
      await expect(lastReply(page)).toContainText("Neuf ou usagé");
      await expect(progress).toHaveAttribute("aria-valuenow", "2");
      await inView();
      await page.getByTestId("quick-reply").filter({ hasText: "Neuf" }).click();
      await expect(replies(page)).toHaveCount(2);
      await expect(lastReply(page)).toContainText("Quel modèle de Toyota");
      await expect(progress).toHaveAttribute("aria-valuenow", "3");
      await inView();
      // Typing stays possible.
      for (const message of ["RAV4", "XLE", "hybride", "intégrale", "toit ouvrant", "gris"]) {
        await say(page, message);
        await inView();
      }
      await expect(progress).toHaveAttribute("aria-valuenow", "9");
      await page.getByTestId("quick-reply").filter({ hasText: "Location" }).click();
      await expect(lastReply(page)).toContainText("terme");
      await expect(progress).toHaveAttribute("aria-valuenow", "10");
      await inView();
    });
  }

  test("restarting and switching language with answers given ask to confirm first", async ({ page, javaScriptEnabled }) => {
    await page.goto("/chat");
    await ready(page, javaScriptEnabled);
    await say(page, "Je veux une Honda Civic");
    await page.getByTestId("chat-restart").click();
    await expect(page.getByTestId("chat-confirm")).toContainText("Recommencer la conversation ?");
    await page.getByTestId("confirm-no").click();
    await expect(replies(page)).toHaveCount(1);
    await expect(page.getByTestId("chat-confirm")).toHaveCount(0);

    await ready(page, javaScriptEnabled);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page.getByTestId("chat-confirm")).toContainText("Switch to English?");
    await page.getByTestId("confirm-no").click();
    await expect(page).toHaveURL(/\/chat\?c=chat_/);
    await expect(replies(page)).toHaveCount(1);

    await ready(page, javaScriptEnabled);
    await page.getByTestId("chat-restart").click();
    await page.getByTestId("confirm-yes").click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(replies(page)).toHaveCount(0);
    await expect(page.locator('[data-kind="welcome"]')).toBeVisible();
  });

  test("a buyer without e-mail gets the completion card with the link to the private request page (English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en/chat");
    await ready(page, javaScriptEnabled);
    const phone = `514-555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    for (const message of [
      "Looking for a used Kia Soul",
      "EX",
      "gas",
      "front",
      "none",
      "red",
      "cash",
      "12k",
      "no",
      "3",
      "text me",
      "Pat Gray",
      phone,
      "Sherbrooke",
    ])
      await say(page, message);
    await page.getByTestId("quick-reply").filter({ hasText: "A)" }).click();
    const recap = page.getByTestId("chat-recap");
    // Decision 044: where it stands — an operator checks it and will call the number given.
    await expect(recap.getByTestId("recap-status")).toHaveAttribute("data-status", "awaiting_approval");
    await expect(recap.getByTestId("recap-status")).toContainText(`will reach you at ${phone}`);
    await expect(recap).toContainText("Kia Soul EX");
    await expect(recap).toContainText("Sherbrooke");
    const link = recap.getByTestId("offers-link");
    await expect(link).toHaveAttribute("href", /^\/en\/request\//);
    await link.click();
    await expect(page).toHaveURL(/\/en\/request\//);
    await expect(page.locator("body")).toContainText("Kia");
  });

  test("a few buyers of the corpus, written as people write, complete in the browser", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(300_000);
    for (const buyer of buyers.filter((_, i) => i % 12 === 3)) {
      await page.goto(buyer.lang === "en" ? "/en/chat" : "/chat");
      await ready(page, javaScriptEnabled);
      for (const message of buyer.turns) await say(page, message);
      await expect(lastReply(page)).toContainText(buyer.lang === "en" ? "Perfect! I'm putting pressure" : "Parfait ! Je mets la pression");
      const id = new URL(page.url()).searchParams.get("c")!;
      const row = query<{ profile_json: string }>("select profile_json from chat_conversations where session_id = ?", id)[0]!;
      const profile = JSON.parse(row.profile_json) as Record<string, string>;
      for (const [field, want] of Object.entries(buyer.expect)) {
        if (want instanceof RegExp) expect(profile[field], `${buyer.id} ${field}`).toMatch(want);
        else expect(profile[field], `${buyer.id} ${field}`).toBe(want);
      }
    }
  });

  test("after two misses on the same question: its choices as buttons and the step-by-step form with the answers carried over", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/chat");
    await ready(page, javaScriptEnabled);
    for (const message of ["Ford Escape neuf", "ST-Line", "hybride", "euh"]) await say(page, message);
    await expect(page.getByTestId("chat-wizard")).toHaveCount(0);
    await say(page, "hmm je réfléchis");
    await expect(lastReply(page)).toContainText("formulaire étape par étape");
    await expect(page.getByTestId("quick-reply").filter({ hasText: "Traction intégrale" })).toBeVisible();
    await page.getByTestId("chat-wizard").getByRole("button").click();
    // Brand, condition, model and trim came along: the wizard opens at the dealerships step.
    await expect(page).toHaveURL(/\/vehicle-step\/5$/);
    const draft = query<{ data: string }>("select data from drafts where kind = 'wizard' order by updated_at desc limit 1")[0]!;
    expect(JSON.parse(draft.data).answers).toMatchObject({ brand: "Ford", condition: "Neuf", model: "Escape", trim: "ST-Line" });
  });
});

// Decision 044: an address Sam will not write to is refused when typed; typing after the end tells
// the request's true state, never that dealers were contacted.
for (const language of ["fr", "en"] as const) {
  test(`${language}: a reserved address is refused when typed, and talking on after the end tells the true state (360 px)`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const email = `julie.${uniqueSuffix()}@courriel.ca`;
    await page.goto(language === "fr" ? "/chat" : "/en/chat");
    await ready(page, javaScriptEnabled);
    const fr = language === "fr";
    const script: Array<[string, RegExp]> = fr
      ? [
          ["Bonjour, je cherche un Honda CR-V hybride neuf", /Quelle version/],
          ["EX-L, traction intégrale", /Des options/],
          ["sièges chauffants", /couleur/],
          ["noir", /Comment comptez-vous payer/],
          ["financement sur 60 mois", /véhicule à échanger/],
          ["non", /Combien de concessionnaires/],
          ["5 concessionnaires, par courriel", /Quel est votre nom/],
          ["Julie Tremblay, julie@example.com, Montréal", /Je ne peux pas écrire à «\sjulie@example\.com\s»/],
          [email, /confidentialité/],
          ["A", /🚀 Parfait ! Je mets la pression sur 5 concessionnaires/],
        ]
      : [
          ["Hi, I'm looking for a new Toyota RAV4 hybrid", /Which trim level/],
          ["XLE, all-wheel drive", /Any options/],
          ["none", /Which color/],
          ["white", /How do you plan to pay/],
          ["lease for 48 months", /trade in/],
          ["no", /How many dealerships/],
          ["3 dealerships, by email", /What is your name/],
          ["John Smith, john@example.com, Quebec", /I can't write to "john@example\.com"/],
          [email, /privacy/],
          ["B", /🚀 Perfect! I'm putting pressure on 3 dealerships/],
        ];
    for (const [message, next] of script) {
      await say(page, message);
      await expect(lastReply(page)).toContainText(next);
    }
    await expect(lastReply(page)).toContainText(email);
    await expect(page.getByTestId("recap-status")).toHaveAttribute("data-status", "awaiting_confirmation");
    await say(page, fr ? "Et maintenant ?" : "What now?");
    await expect(lastReply(page)).toContainText(fr ? "déjà enregistrée" : "already recorded");
    await expect(lastReply(page)).toContainText(email);
    await expect(lastReply(page)).not.toContainText(fr ? "envoyée aux concessionnaires" : "gone to the dealerships");
    await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", "none");
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
