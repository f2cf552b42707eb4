import { afterEach, describe, expect, it } from "vitest";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { emailTransport, markDealerRequestSent } from "#app/platform/mail.server.ts";
import { createOutboxWorker } from "#app/platform/outbox-worker.server.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";
import { insertDealers } from "#tests/dealers.ts";
import { createSmtpServer, decodeMail, freePort } from "#tests/smtp.ts";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const BUYER = { email: "julie.tremblay@courriel.ca", phone: "514 555-0142", digits: "5145550142" };

/** The directory: 5 dealers, 2 not selling Toyota, 1 Toyota dealer opted out (and the nearest). */
async function seedDirectory(db: Db) {
  const rows = [
    { name: "Toyota Montréal Centre", brands: ["Toyota"], city: "Montréal", email: "ventes@toyota-mtl.ca", language: "fr" },
    { name: "Longueuil Toyota", brands: ["Toyota", "Lexus"], city: "Longueuil", email: "sales@longueuil-toyota.ca", language: "en" },
    { name: "Terrebonne Toyota", brands: ["Toyota"], city: "Terrebonne", email: "info@toyota-terrebonne.ca", language: "fr", opted_out: 1 },
    { name: "Honda Laval", brands: ["Honda"], city: "Laval", email: "ventes@honda-laval.ca", language: "fr" },
    { name: "Mazda Laval", brands: ["Mazda"], city: "Laval", email: "ventes@mazda-laval.ca", language: "fr" },
  ];
  await insertDealers(db, rows);
}

async function saveWizardRequest(db: Db) {
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "RAV4",
          trim: "XLE",
          condition: "Neuf",
          dealerships: 3,
          contact_method: "Courriel",
          name: "Julie Tremblay",
          email: BUYER.email,
          phone: BUYER.phone,
          city: "Laval",
          privacy_level: "A) Partager mes infos avec les concessionnaires gagnants seulement",
          request_ref: "VH123456",
          language: "fr",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The one call a request flow adds, inside the transaction that saves the request.
      const outreach = await startOutreach(trx, { kind: "submission", id: row.id }, { publicUrl: "https://sam.example.ca" });
      return { id: row.id, outreach: outreach! };
    })
    .then(async (saved) => {
      // The dealers are e-mailed once the buyer confirms their address.
      expect(await confirmOutreach(db, saved.outreach.confirmToken!, { publicUrl: "https://sam.example.ca" })).toMatchObject({
        outcome: "confirmed",
      });
      return saved;
    });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("outreach over real SMTP", () => {
  it("e-mails exactly the right dealers, nearest first, never with the buyer's e-mail or phone; SMTP down then up delivers each message once", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDirectory(t.db);
    const { outreach } = await saveWizardRequest(t.db);
    expect(outreach).toMatchObject({ wanted: 3, found: 2, note: "fewer-than-wanted", created: true, state: "awaiting_confirmation" });
    expect(outreach.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Recorded outreach: exactly the two Toyota dealers still in, nearest first.
    const links = await t.db
      .selectFrom("dealer_requests as dr")
      .innerJoin("dealers as d", "d.id", "dr.dealer_id")
      .select(["dr.rank", "dr.distance_km", "dr.status", "d.email", "dr.token"])
      .orderBy("dr.rank")
      .execute();
    expect(links.map((l) => [l.rank, l.email, l.status])).toEqual([
      [1, "ventes@toyota-mtl.ca", "queued"],
      [2, "sales@longueuil-toyota.ca", "queued"],
    ]);
    expect(links[0]!.distance_km!).toBeLessThan(links[1]!.distance_km!);
    // One outbox row per dealer plus the buyer's private link, all on channel 'email'.
    const queued = await t.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(queued.map((q) => [q.channel, q.form_type]).sort()).toEqual([
      ["email", "buyer-request-link"],
      ["email", "dealer-quote-request"],
      ["email", "dealer-quote-request"],
    ]);

    // SMTP is down: every attempt fails and is scheduled again.
    const port = await freePort();
    const smtp = createSmtpServer();
    const transport = emailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Sam Auto <demandes@sam-auto.ca>",
      timeoutMs: 2000,
      onSent: markDealerRequestSent(t.db),
    });
    cleanups.push(() => transport.close());
    // The first retry waits longer than a pass takes (on PostgreSQL too): the first pass makes 3 attempts.
    const worker = createOutboxWorker({
      db: t.db,
      transports: { email: transport },
      retryScheduleMs: [800, 100, 100, 100, 100, 100],
      pollMs: 20,
      log: () => {},
    });
    expect(await worker.tick()).toBe(3);
    const failed = await t.db.selectFrom("webhook_deliveries").select(["status", "last_error"]).execute();
    expect(failed.every((f) => f.status === "failed" && /ECONNREFUSED|ESOCKET|ECONNECTION/.test(f.last_error ?? ""))).toBe(true);
    expect(smtp.received).toHaveLength(0);

    // SMTP comes up: the worker delivers every message, once.
    await smtp.listen(port);
    cleanups.push(smtp.close);
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(
      async () => (await t.db.selectFrom("webhook_deliveries").select("status").where("status", "!=", "sent").execute()).length === 0,
    );
    await worker.stop();
    expect(await worker.tick()).toBe(0);

    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(3);
    const ids = new Set(queued.map((q) => q.id));
    for (const m of smtp.received) expect(ids.has(/<([^@>]+)@/.exec(m.messageId)?.[1] ?? "")).toBe(true);

    const toDealers = smtp.received.filter((m) => !m.to.includes(BUYER.email));
    expect(toDealers.map((m) => m.to).sort()).toEqual([["sales@longueuil-toyota.ca"], ["ventes@toyota-mtl.ca"]]);
    for (const m of toDealers) {
      const body = decodeMail(m.raw);
      expect(body).not.toContain(BUYER.email);
      expect(body.replace(/\D/g, "")).not.toContain(BUYER.digits);
      expect(body).not.toContain("Tremblay");
      expect(body).toMatch(/List-Unsubscribe: <https:\/\/sam\.example\.ca\/(desabonnement|en\/unsubscribe)\//);
    }
    const fr = decodeMail(toDealers.find((m) => m.to[0] === "ventes@toyota-mtl.ca")!.raw);
    expect(fr).toContain("Demande urgente de soumission véhicule - Toyota RAV4");
    expect(fr).toContain("au nom de Julie");
    expect(fr).toContain("seuls la TPS, la TVQ et le droit sur les pneus neufs");
    expect(fr).toContain(`https://sam.example.ca/offre/${links[0]!.token}`);
    const en = decodeMail(toDealers.find((m) => m.to[0] === "sales@longueuil-toyota.ca")!.raw);
    expect(en).toContain("Urgent Vehicle Quote Request - Toyota RAV4");
    expect(en).toContain(`https://sam.example.ca/en/offer/${links[1]!.token}`);

    const buyer = decodeMail(smtp.received.find((m) => m.to.includes(BUYER.email))!.raw);
    // The confirmation link (decision 041), not the private page's.
    expect(buyer).toContain(`https://sam.example.ca/confirmer/${outreach.confirmToken}`);
    expect(buyer).not.toContain(outreach.token);

    // The transport marked both dealer requests sent.
    const sent = await t.db.selectFrom("dealer_requests").select(["status", "sent_at"]).execute();
    expect(sent.every((s) => s.status === "sent" && s.sent_at !== null)).toBe(true);
  });

  it("starts once per request: a second call changes nothing", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDirectory(t.db);
    const { id, outreach } = await saveWizardRequest(t.db);
    const again = await t.db
      .transaction()
      .execute((trx) => startOutreach(trx, { kind: "submission", id }, { publicUrl: "https://sam.example.ca" }));
    expect(again).toMatchObject({ token: outreach.token, created: false });
    expect(await t.db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(3);
  });

  // Decision 045: what the dealer reads through a real SMTP server says only what the buyer said.
  it("a used car without a year and a buyer deciding in a month: no invented year, the buyer's timeline, the configured window", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDirectory(t.db);
    const saved = await t.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "Corolla",
          trim: "LE",
          condition: "Usagé",
          dealerships: 1,
          contact_method: "Courriel",
          name: "Julie Tremblay",
          email: BUYER.email,
          phone: BUYER.phone,
          city: "Laval",
          privacy_level: "B) Ne pas partager - Sam relaie tout",
          request_ref: "VH654321",
          language: "fr",
          form_type: "step-by-step-vehicle-form",
          profile_json: JSON.stringify({ termBudget: "D'ici un mois, environ 20 000 $" }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await startOutreach(trx, { kind: "submission", id: row.id }, { publicUrl: "https://sam.example.ca" }))!;
    });
    expect(await confirmOutreach(t.db, saved.confirmToken!, { publicUrl: "https://sam.example.ca", offerMinutes: 90 })).toMatchObject({
      outcome: "confirmed",
    });
    const port = await freePort();
    const smtp = createSmtpServer();
    await smtp.listen(port);
    cleanups.push(smtp.close);
    const transport = emailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "Sam Auto <demandes@sam-auto.ca>" });
    cleanups.push(() => transport.close());
    const worker = createOutboxWorker({ db: t.db, transports: { email: transport }, retryScheduleMs: [100], log: () => {} });
    await worker.tick();
    const dealerMail = smtp.received.find((m) => m.to[0] === "ventes@toyota-mtl.ca")!;
    expect(dealerMail.subject).toBe("Demande de soumission véhicule - Toyota Corolla - Décision prévue d'ici 1\u00a0mois");
    const body = decodeMail(dealerMail.raw);
    expect(body).toContain("au nom de Julie, qui souhaite acheter ce véhicule et prendra sa décision d'ici 1\u00a0mois.");
    expect(body).toContain("(90\u00a0minutes)");
    expect(body).not.toMatch(/20\d\d -|48 heures|prêt à acheter|24\u00a0heures/);
  });
});
