import { expect, test, type Page } from "@playwright/test";
import { query, ready, uniqueSuffix, waitForWebhook } from "./support";
import { typesetFrench as fr } from "#app/domain/typography.ts";

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
    const email = `jean.${suffix}@example.com`;
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
    // With JS the status indicator follows the delivery (sending, then success) before going idle.
    if (javaScriptEnabled) await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", "success");
    await expect(lastReply(page)).not.toContainText("ONBOARDING");
    await expect(page.getByTestId("test-banner")).toContainText(email);
    await expect(page.getByTestId("url-banner")).toHaveCount(0);

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
      expect(page.url()).not.toContain("c=");
    } else {
      // Plain posts: each answer redirected to the conversation's own address.
      expect(page.url()).toMatch(/\/chat\?c=chat_[a-f0-9]{24}$/);
      await expect(page.getByTestId("webhook-status")).toHaveAttribute("data-status", /sending|success/);
    }
  });

  test("in English too", async ({ page, javaScriptEnabled }) => {
    const suffix = uniqueSuffix();
    const email = `john.${suffix}@example.com`;
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
    const events = (await res.text()).split("\n").filter(Boolean).map((l) => JSON.parse(l) as { type: string; text?: string; conversationId?: string });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.text).join("")).toContain("Quelle version");
    expect(events.at(-1)).toMatchObject({ type: "done", conversationId: expect.stringMatching(/^chat_/) });
    // The turn was committed before `done` was written.
    const id = events.at(-1)!.conversationId!;
    expect(query("select id from chat_sessions where id = ?", id)).toHaveLength(1);
  });

  test("a conversation is shown only to the cookie that owns it; a plain GET starts fresh", async ({ page, browser, javaScriptEnabled }) => {
    await page.goto("/chat?utm_source=test#promo");
    await ready(page, javaScriptEnabled);
    // The URL banner lists query (and, with JS, hash) parameters.
    await expect(page.getByTestId("url-banner")).toContainText("utm_source=test");
    if (javaScriptEnabled) await expect(page.getByTestId("url-banner")).toContainText("promo");
    await say(page, "Je veux une Mazda");
    await expect(lastReply(page)).toContainText("Neuf ou usagé ? (N/U)");
    const id = javaScriptEnabled
      ? query<{ id: string }>("select id from chat_sessions where history like ? order by created_at desc limit 1", "%Je veux une Mazda%")[0]!.id
      : new URL(page.url()).searchParams.get("c")!;
    expect(id).toMatch(/^chat_/);

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
    // One language switch, in the page's header (issue 15).
    await page.getByRole("banner").getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/chat$/);
    await expect(page.locator('[data-kind="welcome"]')).toContainText("Which vehicle brand");
    await page.getByRole("banner").getByRole("link", { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test("empty, whitespace-only and oversized messages are refused with a translated error, never a 5xx", async ({ page, request, javaScriptEnabled }) => {
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
});
