import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { chooseOffer } from "#app/outreach/buyer-page.server.ts";
import { notifyDeadlines } from "#app/outreach/deadline.server.ts";
import { saveOffer } from "#app/outreach/dealer-page.server.ts";
import { closeNegotiations } from "#app/outreach/negotiation.server.ts";
import { type OfferForm, offerValues } from "#app/outreach/offer-form.ts";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { emailTransport, markDealerRequestSent } from "#app/platform/mail.server.ts";
import { createOutboxWorker } from "#app/platform/outbox-worker.server.ts";
import { countDeadDeliveries, enqueueWebhook, requeueDeadDeliveries, requeueDelivery } from "#app/platform/outbox.server.ts";
import {
  eraseByEmail,
  eraseRequest,
  exportByEmail,
  exportRequest,
  privacyLinkView,
  requestErased,
  requestPrivacyLink,
  scopeOfEmail,
} from "#app/privacy/privacy.server.ts";
import { purgeExpired } from "#app/privacy/retention.server.ts";
import { saveContactMessage } from "#app/requests/contact.server.ts";
import { savePropertyEvaluation } from "#app/requests/property.server.ts";
import { isPostgres } from "#db/dialect.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";
import { insertDealers } from "#tests/dealers.ts";
import { createSmtpServer, decodeMail, freePort } from "#tests/smtp.ts";

/**
 * Law 25 on a real SQLite file and a real SMTP server: the buyer's export and erasure
 * of one request (the address is then in no table, no payload copy; the link answers as erased;
 * a second erasure changes nothing; contacted dealers get a withdrawal notice), the privacy
 * page's 24-hour link (expires on a scaled clock) and erasure of everything tied to an address.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const BASE = "https://sam.example.ca";
const EMAIL = "lea.tremblay@courriel.ca";
const start = new Date("2026-03-01T12:00:00Z");
const hours = (h: number) => new Date(start.getTime() + h * 3_600_000);

const form = (price: string): OfferForm => ({
  price,
  availability: "in_stock",
  financingKind: "none",
  acceptRules: "on",
  validUntil: "2026-03-20",
});

async function seedDealers(db: Db) {
  const dealers = [
    { name: "Toyota Montréal", city: "Montréal", email: "ventes@toyota-mtl.ca", language: "fr" },
    { name: "Toyota Longueuil", city: "Longueuil", email: "sales@toyota-lgl.ca", language: "en" },
  ];
  await insertDealers(db, dealers);
}

/** A wizard request with its webhook copy, a draft, confirmed, with an offer chosen (privacy A: the dealer got the contact). */
async function requestWithOffers(db: Db, email = EMAIL) {
  const started = await db.transaction().execute(async (trx) => {
    const sub = await trx
      .insertInto("vehicle_submissions")
      .values({
        brand: "Toyota",
        model: "Corolla",
        condition: "Neuf",
        dealerships: 2,
        name: "Léa Tremblay",
        email,
        phone: "514 555-0142",
        city: "Laval",
        privacy_level: "A) Partager mes infos avec les concessionnaires gagnants seulement",
        request_ref: "VH200001",
        form_type: "step-by-step-vehicle-form",
        profile_json: JSON.stringify({ name: "Léa Tremblay", emailPhone: `${email} et 514 555-0142`, color: "rouge" }),
        created_at: start.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueWebhook(
      trx,
      "step-by-step-vehicle-form",
      { contactData: { name: "Léa Tremblay", email, phone: "514 555-0142" } },
      { table: "vehicle_submissions", id: sub.id },
    );
    await trx
      .insertInto("drafts")
      .values({
        id: "visitor-1",
        kind: "wizard",
        data: JSON.stringify({ answers: { emailPhone: `${email} et 514 555-0142`, name: "Léa" } }),
        updated_at: start.toISOString(),
      })
      .execute();
    return startOutreach(trx, { kind: "submission", id: sub.id }, { now: start, publicUrl: BASE });
  });
  expect(await confirmOutreach(db, started!.confirmToken!, { now: start, publicUrl: BASE })).toMatchObject({ outcome: "confirmed" });
  const links = await db.selectFrom("dealer_requests").select(["id", "token"]).orderBy("rank").execute();
  expect(links).toHaveLength(2);
  expect(await saveOffer(db, links[0]!.token, offerValues(form("30 000 $")), { now: hours(2), publicUrl: BASE })).toBe("saved");
  const offer = await db.selectFrom("offers").select("id").executeTakeFirstOrThrow();
  expect(await chooseOffer(db, started!.token, offer.id, { now: hours(3), publicUrl: BASE })).toBe("chosen");
  return { token: started!.token, links };
}

/**
 * Every text cell of every table that contains `needle` (case-insensitive), as "table.column" —
 * on SQLite and on PostgreSQL alike (the run's own schema only).
 */
async function scanAllTables(db: Db, needle: string): Promise<string[]> {
  const schema = isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && (schema === undefined || t.schema === schema));
  const hits: string[] = [];
  for (const table of tables) {
    const rows = (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(table.name)
      .selectAll()
      .execute()) as Array<Record<string, unknown>>;
    for (const row of rows) {
      for (const [column, v] of Object.entries(row)) {
        if (typeof v === "string" && v.toLowerCase().includes(needle.toLowerCase())) hits.push(`${table.name}.${column}`);
      }
    }
  }
  return hits;
}

async function smtpWorker(db: Db) {
  const port = await freePort();
  const smtp = createSmtpServer();
  await smtp.listen(port);
  cleanups.push(smtp.close);
  const transport = emailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Sam Auto <demandes@sam-auto.ca>",
    timeoutMs: 2000,
    onSent: markDealerRequestSent(db),
  });
  cleanups.push(() => transport.close());
  const worker = createOutboxWorker({ db, transports: { email: transport }, retryScheduleMs: [100], pollMs: 20, log: () => {} });
  return { smtp, worker };
}

describe("the buyer's export and erasure of one request", () => {
  it("exports everything, erases it everywhere, tells contacted dealers, and a second erasure changes nothing", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    const { token } = await requestWithOffers(t.db);
    const { smtp, worker } = await smtpWorker(t.db);
    await worker.tick();
    // Confirmation, two quote requests, the buyer's first-offer notice, the chosen dealer's message.
    expect(smtp.received.length).toBeGreaterThanOrEqual(4);
    expect((await scanAllTables(t.db, EMAIL)).length).toBeGreaterThan(0);

    const doc = (await exportRequest(t.db, token, hours(4)))!;
    expect(doc.vehicleRequests).toHaveLength(1);
    expect(doc.vehicleRequests[0]!.contact).toMatchObject({ name: "Léa Tremblay", email: EMAIL, phone: "514 555-0142", city: "Laval" });
    expect(doc.vehicleRequests[0]!.offersPage?.offers).toHaveLength(1);
    expect(doc.drafts).toHaveLength(1);
    expect(doc.messagesSent.length).toBeGreaterThanOrEqual(4);
    // A dealer's own address is not the buyer's data.
    expect(JSON.stringify(doc)).not.toContain("ventes@toyota-mtl.ca");

    const before = await t.db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-withdrawal").execute();
    expect(before).toHaveLength(0);
    expect(await eraseRequest(t.db, token, hours(5))).toBe("erased");

    expect(await scanAllTables(t.db, EMAIL)).toEqual([]);
    for (const typed of ["Tremblay", "514 555-0142", "rouge"]) expect(await scanAllTables(t.db, typed)).toEqual([]);
    expect(await requestErased(t.db, token)).toBe(true);
    expect(await exportRequest(t.db, token)).toBeUndefined();
    // Non-personal counts remain: the request, its two dealer requests, the offer.
    expect(await t.db.selectFrom("buyer_requests").select(["dealers_found", "brand", "request_ref"]).execute()).toEqual([
      { dealers_found: 2, brand: "Toyota", request_ref: "VH200001" },
    ]);
    expect(await t.db.selectFrom("offers").select("price_cents").execute()).toEqual([{ price_cents: 3_000_000 }]);
    // Dealer links end.
    for (const dr of await t.db.selectFrom("dealer_requests").select("expires_at").execute())
      expect(dr.expires_at <= hours(5).toISOString()).toBe(true);

    // Each contacted dealer is told, in its language, without the buyer's details.
    const notices = await t.db.selectFrom("webhook_deliveries").select(["payload"]).where("form_type", "=", "dealer-withdrawal").execute();
    expect(notices).toHaveLength(2);
    await worker.tick();
    const received = smtp.received.filter((m) => /retir|withdrawn/i.test(m.subject));
    expect(received.map((m) => m.to[0]).sort()).toEqual(["sales@toyota-lgl.ca", "ventes@toyota-mtl.ca"]);
    const en = decodeMail(received.find((m) => m.to[0] === "sales@toyota-lgl.ca")!.raw);
    expect(en).toContain("Request VH200001 withdrawn");
    for (const m of received) {
      const mail = decodeMail(m.raw);
      // The phone as digits, in any spelling (a bare "514" could match a random Message-ID).
      for (const personal of [EMAIL, "Léa", "Tremblay", "Laval"]) expect(mail).not.toContain(personal);
      expect(mail.replace(/\D+/g, " ")).not.toMatch(/\b514 ?555 ?0142\b/);
    }

    // A second erasure is harmless: nothing more to erase, no second notice.
    const rows = await t.db.selectFrom("webhook_deliveries").select("id").execute();
    expect(await eraseRequest(t.db, token, hours(6))).toBe("gone");
    expect(await t.db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(rows.length);
    const audit = await t.db.selectFrom("privacy_audit").selectAll().orderBy("at").execute();
    expect(audit.map((a) => [a.action, a.actor, a.reference])).toEqual([
      ["export", "buyer", "VH200001"],
      ["erase", "buyer", "VH200001"],
    ]);
  });

  it("an erased request is passed by the deadline and round-2 timers: no dealer is asked again", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    const started = await t.db.transaction().execute(async (trx) => {
      const sub = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "Corolla",
          dealerships: 2,
          name: "Léa",
          email: EMAIL,
          city: "Laval",
          request_ref: "VH200003",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id: sub.id }, { now: start, publicUrl: BASE });
    });
    expect(await confirmOutreach(t.db, started!.confirmToken!, { now: start, publicUrl: BASE })).toMatchObject({ outcome: "confirmed" });
    const links = await t.db.selectFrom("dealer_requests").select("token").orderBy("rank").execute();
    // Two offers: without the erasure, the deadline would open round 2 and e-mail both dealers.
    for (const [i, l] of links.entries())
      expect(await saveOffer(t.db, l.token, offerValues(form(`3${i} 000 $`)), { now: hours(1), publicUrl: BASE })).toBe("saved");
    expect(await eraseRequest(t.db, started!.token, hours(2))).toBe("erased");
    const count = async () => (await t.db.selectFrom("webhook_deliveries").select("id").execute()).length;
    const before = await count();
    expect(await notifyDeadlines(t.db, { now: hours(72), publicUrl: BASE })).toBe(0);
    await closeNegotiations(t.db, { now: hours(96) });
    expect(await count()).toBe(before);
  });

  it("a request made in the chat: the conversation, its session and the chat's webhook copy are erased", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    const history = JSON.stringify([
      { role: "user", content: `Léa Tremblay, ${EMAIL}, 514 555-0142` },
      { role: "assistant", content: "Parfait ! Je mets la pression" },
    ]);
    const started = await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("chat_sessions")
        .values({ id: "sess-lea", owner: "cookie-lea", history, state: JSON.stringify({ email: EMAIL }), status: "completed" })
        .execute();
      const chat = await trx
        .insertInto("chat_conversations")
        .values({
          conversation_id: "conv_1741964966535",
          language: "fr",
          email: EMAIL,
          user_message: `${EMAIL}`,
          assistant_response: "Parfait ! Je mets la pression",
          full_history: history,
          dealer_email_subject: "Demande urgente",
          dealer_email_body: "Nom : Léa Tremblay",
          session_id: "sess-lea",
          profile_json: JSON.stringify({
            brand: "Toyota",
            model: "Corolla",
            dealerships: "2",
            name: "Léa Tremblay",
            emailPhone: `${EMAIL} et 514 555-0142`,
            city: "Laval",
            privacy: "B",
          }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueWebhook(trx, "chat", { email: EMAIL, fullHistory: JSON.parse(history) }, { table: "chat_conversations", id: chat.id });
      return startOutreach(trx, { kind: "chat", id: chat.id }, { now: start, publicUrl: BASE });
    });
    expect(await confirmOutreach(t.db, started!.confirmToken!, { now: start, publicUrl: BASE })).toMatchObject({ outcome: "confirmed" });
    const doc = (await exportRequest(t.db, started!.token))!;
    expect(doc.conversations[0]).toMatchObject({ conversationId: "conv_1741964966535", email: EMAIL });
    expect(doc.conversationsInProgress).toHaveLength(1);

    expect(await eraseRequest(t.db, started!.token)).toBe("erased");
    expect(await scanAllTables(t.db, EMAIL)).toEqual([]);
    expect(await scanAllTables(t.db, "Tremblay")).toEqual([]);
    expect(await t.db.selectFrom("chat_sessions").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("chat_conversations").select(["conversation_id", "language", "full_history"]).execute()).toEqual([
      { conversation_id: "conv_1741964966535", language: "fr", full_history: "[]" },
    ]);
  });

  it("a quote request not yet sent is withdrawn from the outbox, not followed by a notice", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    const started = await t.db.transaction().execute(async (trx) => {
      const sub = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "Corolla",
          dealerships: 2,
          name: "Léa",
          email: EMAIL,
          city: "Laval",
          request_ref: "VH200002",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id: sub.id }, { publicUrl: BASE });
    });
    expect(await confirmOutreach(t.db, started!.confirmToken!, { publicUrl: BASE })).toMatchObject({ outcome: "confirmed" });
    expect(await eraseRequest(t.db, started!.token)).toBe("erased");
    const left = await t.db.selectFrom("webhook_deliveries").select(["form_type", "status"]).execute();
    expect(left).toEqual([]);
    expect(await scanAllTables(t.db, EMAIL)).toEqual([]);
  });
});

describe("whose records an address finds (decision 040)", () => {
  it("only those whose own address is exactly it: not one that contains it, a look-alike, or an address corrected since", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    const victim = "x.y@acme-corp.com";
    await requestWithOffers(t.db, `  ${victim.toUpperCase()} `);
    // A chat whose buyer first typed one address, then corrected it: it belongs to the last one only.
    await t.db
      .insertInto("chat_sessions")
      .values({
        id: "s-corrected",
        owner: "o",
        history: JSON.stringify([
          { role: "user", content: "y@acme-corp.co" },
          { role: "user", content: `plutôt ${victim}` },
        ]),
        state: JSON.stringify({ v: 1, answers: {}, email: victim, asked: "city", done: false, notes: [], learned: [] }),
        updated_at: start.toISOString(),
      })
      .execute();
    await t.db
      .insertInto("chat_conversations")
      .values({
        conversation_id: "conv_corrected",
        full_history: JSON.stringify([{ role: "user", content: "mon courriel : y@acme-corp.co" }]),
        profile_json: JSON.stringify({ email: victim, emailPhone: `y@acme-corp.co et ${victim}` }),
        email: victim,
      })
      .execute();
    await saveContactMessage(t.db, {
      contact: { name: "Yves", email: "y@acme-corp.co", phone: "", subject: "Q", message: `Je connais ${victim}` },
      language: "fr",
      idempotencyKey: null,
    });

    for (const other of ["y@acme-corp.com", "acme-corp.com", "x.y@acme-corp.co", "x.y@acme-corp.com.evil"]) {
      const scope = await scopeOfEmail(t.db, other);
      expect(scope.submissions.length + scope.conversations.length + scope.sessions.length + scope.drafts.length, other).toBe(0);
    }
    const lookalike = await scopeOfEmail(t.db, "Y@acme-corp.co ");
    expect(lookalike).toMatchObject({ submissions: [], conversations: [], sessions: [], drafts: [], evaluations: [] });
    expect(lookalike.contactMessages).toHaveLength(1);

    const own = await scopeOfEmail(t.db, victim);
    expect(own.submissions).toHaveLength(1);
    expect(own.conversations).toHaveLength(1);
    expect(own.sessions).toEqual(["s-corrected"]);
    expect(own.drafts).toHaveLength(1);
    expect(own.contactMessages).toEqual([]);

    // The export: no capability link of any kind, no e-mail sent to a dealer.
    const doc = await exportByEmail(t.db, victim, "link");
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/);
    expect(text).toContain("/demande/…");
    const toDealers = doc.messagesSent.filter((m) => m.type.startsWith("dealer-"));
    expect(toDealers.length).toBeGreaterThan(0);
    for (const m of toDealers) expect(m.content).toBeNull();
    expect(text).not.toContain("ventes@toyota-mtl.ca");

    // Erasing the look-alike's data leaves the victim's whole.
    await eraseByEmail(t.db, "y@acme-corp.co", "link");
    expect(await t.db.selectFrom("vehicle_submissions").select("name").execute()).toEqual([{ name: "Léa Tremblay" }]);
    expect(await t.db.selectFrom("chat_sessions").select("id").execute()).toEqual([{ id: "s-corrected" }]);
    expect(await t.db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-withdrawal").execute()).toEqual([]);
  });
});

describe("erased copies and the outbox", () => {
  it("a copy never sent is withdrawn even when dead; a sent one that died later is redacted and never re-sent", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await saveContactMessage(t.db, {
      contact: { name: "Léa", email: EMAIL, phone: "", subject: "Q", message: "M" },
      language: "fr",
      idempotencyKey: null,
    });
    await saveContactMessage(t.db, {
      contact: { name: "Léa", email: EMAIL, phone: "", subject: "Q2", message: "M2" },
      language: "fr",
      idempotencyKey: null,
    });
    const [never, once] = await t.db.selectFrom("webhook_deliveries").select("id").orderBy("created_at").orderBy("id").execute();
    await t.db.updateTable("webhook_deliveries").set({ status: "dead" }).execute();
    await t.db.updateTable("webhook_deliveries").set({ sent_at: start.toISOString() }).where("id", "=", once!.id).execute();
    expect(await countDeadDeliveries(t.db)).toMatchObject({ webhook: 2 });

    await eraseByEmail(t.db, EMAIL, "operator");
    const left = await t.db.selectFrom("webhook_deliveries").select(["id", "payload", "status"]).execute();
    expect(left).toEqual([{ id: once!.id, payload: '{"redacted":true}', status: "dead" }]);
    expect(left.find((d) => d.id === never!.id)).toBeUndefined();
    // Not offered for re-sending, and not re-sent if asked.
    expect(await countDeadDeliveries(t.db)).toMatchObject({ webhook: 0 });
    expect(await requeueDeadDeliveries(t.db, "webhook")).toBe(0);
    expect(await requeueDelivery(t.db, once!.id)).toBe(false);
  });
});

describe("the privacy page's 24-hour link", () => {
  it("is e-mailed only for a known address, lists and exports everything, expires after 24 h, and erases it all", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    await requestWithOffers(t.db);
    await saveContactMessage(t.db, {
      contact: { name: "Léa Tremblay", email: EMAIL.toUpperCase(), phone: "", subject: "Question", message: "Bonjour" },
      language: "fr",
      idempotencyKey: null,
    });
    await savePropertyEvaluation(t.db, {
      property: {
        firstName: "Léa",
        lastName: "Tremblay",
        email: EMAIL,
        phone: "5145550142",
        address: "12 rue des Érables",
        city: "Laval",
        postalCode: "H7N 1A1",
        propertyType: "condo",
        estimatedValue: "",
        timeframe: "",
        additionalInfo: "",
      },
      language: "fr",
      idempotencyKey: null,
    });
    // A chat of the same person, still in progress.
    await t.db
      .insertInto("chat_sessions")
      .values({
        id: "s1",
        owner: "o",
        history: JSON.stringify([{ role: "user", content: `mon courriel: ${EMAIL}` }]),
        // The chat's e-mail answer: what makes it this person's (decision 040).
        state: JSON.stringify({ v: 1, answers: {}, email: EMAIL, asked: "city", done: false, notes: [], learned: [] }),
        updated_at: start.toISOString(),
      })
      .execute();
    // Someone else's records stay.
    await saveContactMessage(t.db, {
      contact: { name: "Autre", email: "autre@courriel.ca", phone: "", subject: "Q", message: "M" },
      language: "fr",
      idempotencyKey: null,
    });

    const { smtp, worker } = await smtpWorker(t.db);
    await worker.tick();
    const already = smtp.received.length;

    expect(await requestPrivacyLink(t.db, "inconnu@courriel.ca", { lang: "fr", now: start, publicUrl: BASE })).toBe(false);
    expect(await requestPrivacyLink(t.db, ` ${EMAIL.toUpperCase()} `, { lang: "en", now: start, publicUrl: BASE })).toBe(true);
    await worker.tick();
    const linkMails = smtp.received.slice(already);
    expect(linkMails).toHaveLength(1);
    expect(linkMails[0]!.to).toEqual([EMAIL]);
    const body = decodeMail(linkMails[0]!.raw);
    const url = /https:\/\/sam\.example\.ca\/en\/privacy\/access\/([A-Za-z0-9_-]{43})/.exec(body);
    expect(url).not.toBeNull();
    const token = url![1]!;
    // The address is not in the link.
    expect(url![0]).not.toContain("courriel");

    const view = (await privacyLinkView(t.db, token, hours(23)))!;
    expect(view.summary.requests).toHaveLength(1);
    expect(view.summary.contactMessages).toHaveLength(1);
    expect(view.summary.evaluations).toHaveLength(1);
    // 24 hours later the link is dead.
    expect(await privacyLinkView(t.db, token, hours(24))).toBeUndefined();
    expect(await privacyLinkView(t.db, token, hours(24 + 1))).toBeUndefined();

    const doc = await exportByEmail(t.db, EMAIL, "link");
    expect(doc.contactMessages).toHaveLength(1);
    expect(doc.propertyEvaluations[0]).toMatchObject({ address: "12 rue des Érables" });
    expect(doc.conversationsInProgress).toHaveLength(1);

    const counts = await eraseByEmail(t.db, EMAIL, "link");
    expect(counts).toMatchObject({ vehicleRequests: 1, contactMessages: 1, evaluations: 1, sessions: 1, links: 1 });
    expect(await scanAllTables(t.db, EMAIL)).toEqual([]);
    expect(await scanAllTables(t.db, "Érables")).toEqual([]);
    expect((await scanAllTables(t.db, "autre@courriel.ca")).length).toBeGreaterThan(0);
    // The link died with the data; the audit log names no address.
    expect(await privacyLinkView(t.db, token, hours(1))).toBeUndefined();
    const audit = await t.db.selectFrom("privacy_audit").selectAll().execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["erase", "export"]);
    // The two anonymous link requests are counted for their day, not logged one by one.
    expect(await t.db.selectFrom("privacy_link_requests").selectAll().execute()).toEqual([{ day: "2026-03-01", requested: 2, known: 1 }]);
    for (const a of audit) expect(JSON.stringify(a)).not.toMatch(/courriel/);
    expect(await scopeOfEmail(t.db, EMAIL)).toMatchObject({ submissions: [], contactMessages: [], evaluations: [] });
  });
});

describe("retention on a scaled clock", () => {
  it("erases finished requests, messages and evaluations after RETENTION_MONTHS, redacts copies 30 days after sending, keeps dead ones", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    await requestWithOffers(t.db);
    await saveContactMessage(t.db, {
      contact: { name: "Léa", email: EMAIL, phone: "", subject: "Question", message: "Bonjour" },
      language: "fr",
      idempotencyKey: null,
      now: start,
    });
    const { worker } = await smtpWorker(t.db);
    await worker.tick();
    // A dead delivery waits for an operator.
    await t.db.updateTable("webhook_deliveries").set({ status: "dead" }).where("form_type", "=", "contact").execute();
    const sentAt = new Date().toISOString();
    const day = 86_400_000;
    const at = (ms: number) => new Date(Date.parse(sentAt) + ms);

    // 29 days after sending: nothing; 31 days: every sent copy redacted, the dead one kept.
    expect((await purgeExpired(t.db, at(29 * day), { retentionMonths: 12 })).payloads).toBe(0);
    const purged = await purgeExpired(t.db, at(31 * day), { retentionMonths: 12 });
    expect(purged.payloads).toBeGreaterThan(0);
    const left = await t.db.selectFrom("webhook_deliveries").select(["status", "redacted_at", "payload", "form_type"]).execute();
    for (const d of left.filter((d) => d.status === "sent")) expect(d.redacted_at).not.toBeNull();
    const dead = left.find((d) => d.form_type === "contact")!;
    expect(dead.redacted_at).toBeNull();
    expect(dead.payload).toContain(EMAIL);
    // Requests are not purged before RETENTION_MONTHS after the last activity (the choice at +3 h).
    expect(purged.requests).toBe(0);
    expect((await scanAllTables(t.db, "Tremblay")).length).toBeGreaterThan(0);

    const later = await purgeExpired(t.db, new Date(start.getTime() + 366 * day), { retentionMonths: 12 });
    expect(later).toMatchObject({ requests: 1, contactMessages: 1 });
    // The contact message's dead copy goes with its message.
    expect(await scanAllTables(t.db, EMAIL)).toEqual([]);
    expect(await scanAllTables(t.db, "Tremblay")).toEqual([]);
    // Nothing left to do the next time; no withdrawal notice for a request long finished.
    expect(await purgeExpired(t.db, new Date(start.getTime() + 367 * day), { retentionMonths: 12 })).toMatchObject({
      requests: 0,
      contactMessages: 0,
      payloads: 0,
    });
    expect(await t.db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-withdrawal").execute()).toEqual([]);
    expect((await t.db.selectFrom("privacy_audit").select("action").execute()).map((a) => a.action)).toContain("retention");
  });

  it("keeps a request whose last activity is recent even if it was made long ago; counts from that activity", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await seedDealers(t.db);
    await requestWithOffers(t.db);
    const purgedAt = (months: number, days: number) =>
      purgeExpired(t.db, new Date(start.getTime() + days * 86_400_000), { retentionMonths: months });
    // An offer revised 300 days later is the last activity.
    await t.db
      .updateTable("offers")
      .set({ updated_at: new Date(start.getTime() + 300 * 86_400_000).toISOString() })
      .execute();
    expect((await purgedAt(12, 400)).requests).toBe(0);
    expect((await purgedAt(12, 300 + 366)).requests).toBe(1);
  });
});
