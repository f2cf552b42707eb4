import { afterEach, describe, expect, it } from "vitest";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";
import { emailTransport, mailBudget, markDealerRequestSent } from "#app/platform/mail.server.ts";
import { createOutboxWorker } from "#app/platform/outbox-worker.server.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";
import { insertDealers } from "#tests/dealers.ts";
import { createSmtpServer, decodeMail, freePort } from "#tests/smtp.ts";

/**
 * Issue 16, "outbound mail that cannot be abused", over a real SMTP server: nothing typed as a
 * link or an address reaches any e-mail; no dealer is e-mailed before the buyer confirms, and
 * exactly one outreach follows; the daily budgets make messages wait, never drop them.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  delete process.env.MAIL_DAILY_LIMIT;
  resetEnvForTests();
});

const BASE = "https://sam.example.ca";

async function seed(db: Db) {
  const dealers = [
    { name: "Toyota Montréal", city: "Montréal", email: "ventes@toyota-mtl.ca", language: "fr" },
    { name: "Toyota Longueuil", city: "Longueuil", email: "sales@toyota-lgl.ca", language: "en" },
    { name: "Toyota Laval", city: "Laval", email: "ventes@toyota-laval.ca", language: "fr" },
  ];
  await insertDealers(db, dealers);
}

async function smtpWorker(db: Db, budget = false) {
  const port = await freePort();
  const smtp = createSmtpServer();
  await smtp.listen(port);
  cleanups.push(smtp.close);
  const transport = emailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Sam Auto <demandes@sam-auto.ca>",
    timeoutMs: 2000,
    onSent: markDealerRequestSent(db),
    ...(budget ? { budget: (d: Parameters<typeof mailBudget>[1]) => mailBudget(db, d) } : {}),
  });
  cleanups.push(() => transport.close());
  const worker = createOutboxWorker({ db, transports: { email: transport }, retryScheduleMs: [100], pollMs: 20, log: () => {} });
  return { smtp, worker };
}

/** Links and addresses typed into every free-text field a request has (wizard columns and chat profile). */
const TYPED = {
  model: "RAV4 https://evil.example/promo",
  trim: "XLE www.evil.example",
  city: "Laval evil.example",
  name: "Julie <julie@evil.example>",
  options: "toit ouvrant, voir bit.ly/x",
  color: "rouge\r\nBcc: victim@evil.example",
  tradeInDetails: "Civic 2015 — écrivez à promo@evil.example",
};

describe("outbound mail over real SMTP", () => {
  it("a link or an address typed into any field never reaches an e-mail", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seed(t.db);
    const tokens: string[] = [];
    await t.db.transaction().execute(async (trx) => {
      const sub = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: TYPED.model,
          trim: TYPED.trim,
          condition: "Neuf",
          dealerships: 3,
          name: TYPED.name,
          email: "julie@courriel.ca",
          phone: "514 555-0142",
          city: TYPED.city,
          request_ref: "VH100001",
          form_type: "step-by-step-vehicle-form",
          profile_json: JSON.stringify({
            options: TYPED.options,
            color: TYPED.color,
            tradeIn: "Oui",
            tradeInDetails: TYPED.tradeInDetails,
          }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      tokens.push((await startOutreach(trx, { kind: "submission", id: sub.id }, { publicUrl: BASE }))!.confirmToken!);
      const chat = await trx
        .insertInto("chat_conversations")
        .values({
          conversation_id: "conv_abuse",
          language: "en",
          email: "julie@courriel.ca",
          profile_json: JSON.stringify({
            brand: "Toyota",
            ...TYPED,
            dealerships: "3",
            emailPhone: "julie@courriel.ca",
            city: "Laval https://evil.example",
          }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      tokens.push((await startOutreach(trx, { kind: "chat", id: chat.id }, { publicUrl: BASE }))!.confirmToken!);
    });
    for (const token of tokens) expect(await confirmOutreach(t.db, token, { publicUrl: BASE })).toMatchObject({ outcome: "confirmed" });
    const { smtp, worker } = await smtpWorker(t.db);
    await worker.tick();
    // Two confirmations and three dealers for each request.
    expect(smtp.received).toHaveLength(8);
    for (const m of smtp.received) {
      const mail = decodeMail(m.raw);
      expect(mail).not.toMatch(/evil\.example|bit\.ly|victim/i);
      // The only links are Sam's own.
      for (const url of mail.match(/https?:\/\/[^\s"<>)]+/g) ?? []) expect(url).toMatch(/^https:\/\/sam\.example\.ca\//);
      expect(m.to.every((to) => !/evil/.test(to))).toBe(true);
    }
    // The catalogue values and the checked text are still there for dealers.
    const toDealer = decodeMail(smtp.received.find((m) => m.to.includes("ventes@toyota-laval.ca"))!.raw);
    expect(toDealer).toContain("Toyota");
  });

  it("no dealer e-mail before confirmation; exactly one outreach after, however often it is confirmed", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seed(t.db);
    const started = await t.db.transaction().execute(async (trx) => {
      const sub = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "Corolla",
          dealerships: 3,
          name: "Marc Gagnon",
          email: "marc@courriel.ca",
          city: "Laval",
          request_ref: "VH100002",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id: sub.id }, { publicUrl: BASE });
    });
    const { smtp, worker } = await smtpWorker(t.db);
    await worker.tick();
    // Only the confirmation, to the address typed, with nothing the buyer typed in it.
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["marc@courriel.ca"]);
    const confirmation = decodeMail(smtp.received[0]!.raw);
    expect(confirmation).toContain(`${BASE}/confirmer/${started!.confirmToken}`);
    expect(confirmation).not.toContain(started!.token);
    for (const typed of ["Marc", "Gagnon", "Corolla", "Laval"]) expect(confirmation).not.toContain(typed);
    expect(await t.db.selectFrom("dealer_requests").select("id").execute()).toHaveLength(0);

    const outcomes = await Promise.all([0, 1, 2, 3].map(() => confirmOutreach(t.db, started!.confirmToken!, { publicUrl: BASE })));
    expect(outcomes.filter((o) => o.outcome === "confirmed")).toHaveLength(1);
    await worker.tick();
    expect(await confirmOutreach(t.db, started!.confirmToken!, { publicUrl: BASE })).toEqual({ outcome: "used" });
    await worker.tick();
    const toDealers = smtp.received.slice(1);
    expect(toDealers.map((m) => m.to[0]).sort()).toEqual(["sales@toyota-lgl.ca", "ventes@toyota-laval.ca", "ventes@toyota-mtl.ca"]);
  });

  it("over MAIL_DAILY_LIMIT messages wait as pending without using a retry; nothing is dropped", async () => {
    process.env.MAIL_DAILY_LIMIT = "2";
    resetEnvForTests();
    const t = await createTestDb();
    cleanups.push(t.close);
    await seed(t.db);
    const started = await t.db.transaction().execute(async (trx) => {
      const sub = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "Corolla",
          dealerships: 3,
          name: "Marc",
          email: "marc@courriel.ca",
          city: "Laval",
          request_ref: "VH100003",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id: sub.id }, { publicUrl: BASE });
    });
    await confirmOutreach(t.db, started!.confirmToken!, { publicUrl: BASE });
    const { smtp, worker } = await smtpWorker(t.db, true);
    await worker.tick();
    expect(smtp.received).toHaveLength(2);
    const waiting = await t.db.selectFrom("webhook_deliveries").selectAll().where("status", "!=", "sent").execute();
    expect(waiting).toHaveLength(2);
    for (const w of waiting) {
      expect(w.status).toBe("pending");
      expect(w.attempts).toBe(0);
      expect(Number(w.next_attempt_at)).toBeGreaterThan(Date.now());
    }
  });
});
