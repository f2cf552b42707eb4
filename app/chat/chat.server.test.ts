import { afterEach, describe, expect, it } from "vitest";
import { chatDeliveryStatus, loadChat, payloadPreview, runTurn } from "#app/chat/chat.server.ts";
import { ONBOARDING_MARKER } from "#app/chat/display.ts";
import { engineProvider } from "#app/chat/provider.ts";
import { confirmOutreach } from "#app/outreach/start.server.ts";
import { emailTransport, markDealerRequestSent } from "#app/platform/mail.server.ts";
import { createOutboxWorker, webhookTransport } from "#app/platform/outbox-worker.server.ts";
import { typographyProblems } from "#app/platform/typography.ts";
import { createTestDb } from "#tests/db.ts";
import { startReceiver } from "#tests/receiver.ts";
import { createSmtpServer, freePort } from "#tests/smtp.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const t = await createTestDb();
  cleanups.push(t.close);
  return t;
}

const interview = [
  "Bonjour, je cherche un Honda CR-V hybride neuf",
  "EX-L, traction intégrale",
  "sièges chauffants",
  "noir",
  "financement sur 60 mois",
  "non",
  "5 concessionnaires, par courriel",
  "Jean Tremblay, jean.tremblay@courriel.ca, Montréal",
  "A",
];

async function talk(
  db: Awaited<ReturnType<typeof setup>>["db"],
  messages: string[],
  owner = "a".repeat(32),
  sessionId?: string,
  lang: "fr" | "en" = "fr",
) {
  let id = sessionId;
  let last;
  for (const message of messages) {
    last = await runTurn({ db, provider: engineProvider(), owner, sessionId: id, lang, message });
    id = last.sessionId;
  }
  return last!;
}

describe("chat turns", () => {
  it("stores each turn, and on completion ONE conversation row with its webhook, in one transaction", async () => {
    const { db } = await setup();
    const owner = "b".repeat(32);
    const deltas: string[] = [];
    let sessionId: string | undefined;
    for (const [i, message] of interview.entries()) {
      const turn = await runTurn({
        db,
        provider: engineProvider(),
        owner,
        sessionId,
        lang: "fr",
        message,
        onDelta: (t) => void deltas.push(t),
      });
      sessionId = turn.sessionId;
      expect(turn.completed).toBe(i === interview.length - 1);
      if (i < interview.length - 1) expect(await db.selectFrom("chat_conversations").select("id").execute()).toHaveLength(0);
    }
    // The stream carried the visible text, never the profile JSON.
    expect(deltas.join("")).not.toContain(ONBOARDING_MARKER);
    expect(deltas.join("")).toContain("🚀 Parfait ! Je mets la pression");

    const chat = await loadChat(db, sessionId, owner);
    expect(chat?.completed).toBe(true);
    expect(chat?.history).toHaveLength(interview.length * 2);
    expect(chat?.history.at(-1)?.content).not.toContain(ONBOARDING_MARKER);

    const rows = await db.selectFrom("chat_conversations").selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      session_id: sessionId,
      language: "fr",
      email: "jean.tremblay@courriel.ca",
      user_message: "A",
      webhook_status: "pending",
    });
    expect(row.conversation_id).toMatch(/^conv_\d+$/);
    expect(row.assistant_response).toContain("🚀 Parfait ! Je mets la pression");
    // The spec's sentence, then the true state (decision 044).
    expect(row.assistant_response).toMatch(
      /\(par courriel\)\.\n\nDernière étape\u202f: confirmez votre adresse courriel\. Nous avons envoyé un lien de confirmation à jean\.tremblay@courriel\.ca/,
    );
    expect(row.dealer_email_subject).toContain("Honda CR-V");
    expect(JSON.parse(row.full_history)).toHaveLength(interview.length * 2);
    expect(JSON.parse(row.profile_json!)).toMatchObject({ brand: "Honda", newUsed: "Neuf", name: "Jean Tremblay", city: "Montréal" });

    const deliveries = await db.selectFrom("webhook_deliveries").selectAll().where("channel", "!=", "email").execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      form_type: "chat",
      source_table: "chat_conversations",
      source_id: String(row.id),
      status: "pending",
    });
    const payload = JSON.parse(deliveries[0].payload);
    expect(payload).toMatchObject({
      formType: "chat",
      email: "jean.tremblay@courriel.ca",
      conversationId: row.conversation_id,
      message: "A",
      emailDealerSubject: row.dealer_email_subject,
    });
    expect(payload.fullHistory).toHaveLength(interview.length * 2);
    expect(payload.fullHistory[0]).toEqual({ role: "user", content: interview[0] });
    expect(await payloadPreview(db, chat!)).toEqual(payload);

    // Talking on after the end saves nothing more.
    const after = await runTurn({ db, provider: engineProvider(), owner, sessionId, lang: "fr", message: "Merci !" });
    expect(after.completed).toBe(false);
    expect(after.assistant.content).toContain("déjà enregistrée");
    // The true state follows: the buyer has to confirm the address the link went to.
    expect(after.assistant.content).toContain("Nous avons envoyé un lien de confirmation à jean.tremblay@courriel.ca");
    expect(after.assistant.content).not.toMatch(/envoyée aux concessionnaires/);
    expect(await db.selectFrom("chat_conversations").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("webhook_deliveries").select("id").where("channel", "!=", "email").execute()).toHaveLength(1);
  });

  it("types French replies as French is typeset (U+202F before ? ! : ;), the spec's trigger byte for byte; English untouched", async () => {
    const { db } = await setup();
    const questions = ["bonjour ?", ...interview];
    const fr = await talk(db, questions, "c".repeat(32));
    const history = (await loadChat(db, fr.sessionId, "c".repeat(32)))!.history;
    const replies = history.filter((m) => m.role === "assistant").map((m) => m.content);
    expect(replies).toHaveLength(questions.length);
    for (const reply of replies) expect(typographyProblems(reply), reply).toEqual([]);
    expect(replies.some((r) => r.includes("\u202f?"))).toBe(true);
    // SPEC §4's completion sentence stays what outside automations match (decision 049).
    expect(fr.completed).toBe(true);
    expect(fr.assistant.content).toContain("🚀 Parfait ! Je mets la pression");
    const row = await db.selectFrom("chat_conversations").select("assistant_response").executeTakeFirstOrThrow();
    expect(row.assistant_response).toContain("🚀 Parfait ! Je mets la pression");

    const en = await talk(db, ["hello?", "Honda"], "d".repeat(32), undefined, "en");
    const english = (await loadChat(db, en.sessionId, "d".repeat(32)))!.history.map((m) => m.content).join("\n");
    expect(english).not.toMatch(/[\u00a0\u202f]/);
  });

  it("shows a conversation only to the cookie that owns it; another visitor starts fresh", async () => {
    const { db } = await setup();
    const first = await talk(db, ["Toyota"], "c".repeat(32));
    expect(await loadChat(db, first.sessionId, "c".repeat(32))).toBeDefined();
    expect(await loadChat(db, first.sessionId, "d".repeat(32))).toBeUndefined();
    expect(await loadChat(db, "chat_not-an-id", "c".repeat(32))).toBeUndefined();
    const intruder = await runTurn({
      db,
      provider: engineProvider(),
      owner: "d".repeat(32),
      sessionId: first.sessionId,
      lang: "fr",
      message: "N",
    });
    expect(intruder.sessionId).not.toBe(first.sessionId);
    const mine = await loadChat(db, first.sessionId, "c".repeat(32));
    expect(mine?.history).toHaveLength(2);
    expect(mine?.state.answers.newUsed).toBeUndefined();
  });

  it("a conversation in the other language starts fresh (switching language restarts)", async () => {
    const { db } = await setup();
    const fr = await talk(db, ["Toyota"]);
    const en = await runTurn({
      db,
      provider: engineProvider(),
      owner: "a".repeat(32),
      sessionId: fr.sessionId,
      lang: "en",
      message: "Honda",
    });
    expect(en.sessionId).not.toBe(fr.sessionId);
    expect(en.assistant.content).toContain("New or used? (N/U)");
  });

  it("caps the stored history (above 50 entries: the first and the last 8) and keeps the interview going", async () => {
    const { db } = await setup();
    const messages = ["Toyota", ...Array.from({ length: 25 }, (_, i) => `hmm ${i}`)];
    const last = await talk(db, messages);
    const chat = await loadChat(db, last.sessionId, "a".repeat(32));
    expect(chat?.history).toHaveLength(9);
    expect(chat?.history[0]).toMatchObject({ role: "user", content: "Toyota" });
    expect(chat?.history.at(-1)).toMatchObject({ role: "assistant" });
    expect(chat?.state.answers.brand).toBe("Toyota");
    const next = await talk(db, ["N"], "a".repeat(32), last.sessionId);
    expect(next.assistant.content).toContain("Quel modèle de Toyota");
  });

  it("refuses a stale write (two tabs posting on the same conversation at once)", async () => {
    const { db } = await setup();
    const first = await talk(db, ["Toyota"]);
    const slow = {
      name: "slow",
      async *reply() {
        await db.updateTable("chat_sessions").set({ updated_at: "2099-01-01T00:00:00.000Z" }).execute();
        yield "ok";
      },
    };
    const turn = await runTurn({ db, provider: slow, owner: "a".repeat(32), sessionId: first.sessionId, lang: "fr", message: "N" });
    expect(turn.conflict).toBe(true);
  });
});

describe("the delivery indicator of a finished chat (decision 044)", () => {
  it("follows the dealers' outreach, never the webhook: nothing while the buyer must confirm, whatever the webhook did", async () => {
    const { db } = await setup();
    const receiver = await startReceiver(() => ({ status: 500 }));
    cleanups.push(receiver.close);
    const owner = "e".repeat(32);
    const done = await talk(db, interview, owner);
    expect(await chatDeliveryStatus(db, done.sessionId, owner)).toBe("none");
    const worker = createOutboxWorker({
      db,
      transports: { webhook: webhookTransport({ url: receiver.url }) },
      retryScheduleMs: [60_000],
      log: () => {},
    });
    await worker.tick();
    // The webhook failed: the operator's matter; the buyer's screen says nothing of it.
    expect((await db.selectFrom("chat_conversations").select("webhook_status").executeTakeFirstOrThrow()).webhook_status).toBe("failed");
    expect(await chatDeliveryStatus(db, done.sessionId, owner)).toBe("none");
    expect(receiver.received).toHaveLength(1);
  });

  it("sending while the dealers' e-mails are on their way, success once they left (real SMTP)", async () => {
    const { db } = await setup();
    await db
      .insertInto("dealers")
      .values({
        name: "Honda Centre-Ville",
        brands: JSON.stringify(["Honda"]),
        city: "Montréal",
        email: "ventes@honda-centre.ca",
        language: "fr",
        unsubscribe_token: "u".repeat(43),
      })
      .execute();
    const owner = "e".repeat(32);
    const done = await talk(db, interview, owner);
    expect(done.assistant.content).toContain("1 concessionnaire correspond à votre demande");
    expect(await chatDeliveryStatus(db, done.sessionId, owner)).toBe("none");
    // The buyer opens the link of the confirmation e-mail (decision 041).
    const mail = await db
      .selectFrom("webhook_deliveries")
      .select("payload")
      .where("form_type", "=", "buyer-request-link")
      .executeTakeFirstOrThrow();
    const token = /\/([A-Za-z0-9_-]{43})\b/.exec(JSON.parse(mail.payload).text)![1]!;
    expect(await confirmOutreach(db, token)).toMatchObject({ outcome: "confirmed" });
    expect(await chatDeliveryStatus(db, done.sessionId, owner)).toBe("sending");
    expect(await chatDeliveryStatus(db, done.sessionId, "f".repeat(32))).toBe("none");

    const smtp = createSmtpServer();
    const port = await freePort();
    await smtp.listen(port);
    cleanups.push(smtp.close);
    const email = emailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "Sam <sam@sam-auto.ca>", onSent: markDealerRequestSent(db) });
    cleanups.push(async () => email.close());
    const worker = createOutboxWorker({ db, transports: { email }, retryScheduleMs: [10], log: () => {} });
    await worker.tick();
    expect(smtp.received.map((m) => m.to[0])).toContain("ventes@honda-centre.ca");
    expect(await chatDeliveryStatus(db, done.sessionId, owner)).toBe("success");
    // Typing afterwards tells the true state: one dealer contacted.
    const after = await runTurn({ db, provider: engineProvider(), owner, sessionId: done.sessionId, lang: "fr", message: "Et alors ?" });
    expect(after.assistant.content).toContain("1 concessionnaire contacté");
  });
});
