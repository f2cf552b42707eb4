import { afterEach, describe, expect, it } from "vitest";
import { saveOffer } from "#app/outreach/dealer-page.server.ts";
import { offerValues } from "#app/outreach/offer-form.ts";
import { confirmPath } from "#app/outreach/outreach.ts";
import { confirmOutreach, outreachStatus, startOutreach } from "#app/outreach/start.server.ts";
import { createOutboxWorker } from "#app/platform/outbox-worker.server.ts";
import { enqueueSms, smsTransport } from "#app/platform/sms.server.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";
import { startReceiver } from "#tests/receiver.ts";

/**
 * Decision 046: SMS for real, through the outbox, to a fake provider that is a real HTTP server on
 * 127.0.0.1 (the usual REST shape: POST with to/from/body, basic or bearer credentials).
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function provider(respond?: Parameters<typeof startReceiver>[0]) {
  const fake = await startReceiver(respond);
  cleanups.push(fake.close);
  return fake;
}

async function saveRequest(db: Db, contact: string) {
  await db
    .insertInto("dealers")
    .values({
      name: "Toyota Laval",
      brands: JSON.stringify(["Toyota"]),
      city: "Laval",
      email: "ventes@toyota-laval.ca",
      language: "fr",
      unsubscribe_token: "s".repeat(43),
    })
    .execute();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("vehicle_submissions")
      .values({
        brand: "Toyota",
        model: "RAV4",
        trim: "XLE",
        condition: "Neuf",
        dealerships: 3,
        contact_method: contact,
        name: "Julie Tremblay",
        email: "julie.tremblay@courriel.ca",
        phone: "514 555-0142",
        city: "Laval",
        privacy_level: "B) Ne pas partager - Sam relaie tout",
        request_ref: "VH777777",
        language: "fr",
        form_type: "step-by-step-vehicle-form",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      outreach: (await startOutreach(trx, { kind: "submission", id: row.id }, { publicUrl: "https://sam.example.ca" }))!,
    };
  });
}

const smsRows = (db: Db) => db.selectFrom("webhook_deliveries").selectAll().where("channel", "=", "sms").orderBy("created_at").execute();

describe("SMS to a buyer who chose SMS or both", () => {
  it("sends the confirmation link, then the first offer, by SMS (JSON, bearer), once each", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const fake = await provider(() => ({ status: 201, body: '{"sid":"SM1"}' }));
    const saved = await saveRequest(db, "Les deux");
    const [confirmation] = await smsRows(db);
    expect(JSON.parse(confirmation!.payload)).toEqual({
      to: "+15145550142",
      // The same confirmation link as the e-mail's (decision 041).
      body: `Sam Auto\u202f: confirmez votre demande VH777777 (aucun concessionnaire n'est contacté avant)\u202f: https://sam.example.ca${confirmPath(saved.outreach.confirmToken!, "fr")}`,
    });
    // The buyer's state names both addresses the link went to.
    const status = await outreachStatus(db, { kind: "submission", id: saved.id }, "fr");
    expect(status?.sentTo).toBe("julie.tremblay@courriel.ca, 514 555-0142");

    const worker = createOutboxWorker({
      db,
      transports: { sms: smsTransport({ url: fake.url, from: "+14385550100", token: "tok-123" }) },
      retryScheduleMs: [10],
      log: () => {},
    });
    await worker.tick();
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.headers.authorization).toBe("Bearer tok-123");
    expect(fake.received[0]!.headers["idempotency-key"]).toBe(confirmation!.id);
    expect(JSON.parse(fake.received[0]!.body)).toMatchObject({ to: "+15145550142", from: "+14385550100" });
    expect((await smsRows(db))[0]!.status).toBe("sent");

    // The first offer: one SMS, however often the dealer revises.
    expect(await confirmOutreach(db, saved.outreach.confirmToken!, { publicUrl: "https://sam.example.ca" })).toMatchObject({
      outcome: "confirmed",
    });
    const dealer = await db.selectFrom("dealer_requests").select("token").executeTakeFirstOrThrow();
    const offer = {
      ...offerValues({ price: "35000", fees: [], availability: "in_stock", financingKind: "none", validUntil: "2030-12-31" }),
      rulesAccepted: true,
    };
    expect(await saveOffer(db, dealer.token, offer, { publicUrl: "https://sam.example.ca" })).toBe("saved");
    await worker.tick();
    const bodies = fake.received.map((r) => JSON.parse(r.body).body as string);
    expect(bodies[1]).toMatch(
      /^Sam Auto\u202f: première offre reçue pour votre Toyota RAV4 XLE, 35\s000\s\$ tout inclus\. Comparez\u202f: https:\/\/sam\.example\.ca\/demande\//,
    );
    expect((await smsRows(db)).map((r) => r.form_type)).toEqual(["buyer-confirmation-sms", "buyer-first-offer-sms"]);
  });

  it("sends nothing by SMS to a buyer who chose e-mail", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    await saveRequest(db, "Courriel");
    expect(await smsRows(db)).toHaveLength(0);
  });

  it("is durable, retried and deduplicated: a failed attempt is retried with the same key; a repeated enqueue is one SMS (form, basic auth)", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const fake = await provider((n) => ({ status: n === 1 ? 503 : 200 }));
    const source = { table: "buyer_requests", id: 42 };
    const first = await enqueueSms(db, "buyer-first-offer-sms", { to: "+15145550142", body: "Bonjour" }, source);
    const again = await enqueueSms(db, "buyer-first-offer-sms", { to: "+15145550142", body: "Bonjour" }, source);
    expect(again).toBe(first);
    expect(await smsRows(db)).toHaveLength(1);
    let now = Date.now();
    const worker = createOutboxWorker({
      db,
      transports: { sms: smsTransport({ url: fake.url, from: "+14385550100", username: "AC1", password: "secret", format: "form" }) },
      retryScheduleMs: [1_000],
      now: () => now,
      log: () => {},
    });
    await worker.tick();
    expect((await smsRows(db))[0]).toMatchObject({ status: "failed", attempts: 1 });
    now += 1_500;
    await worker.tick();
    expect((await smsRows(db))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(fake.received).toHaveLength(2);
    expect(new Set(fake.received.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([first]));
    expect(fake.received[1]!.headers.authorization).toBe(`Basic ${Buffer.from("AC1:secret").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(fake.received[1]!.body))).toEqual({
      To: "+15145550142",
      From: "+14385550100",
      Body: "Bonjour",
    });
  });
});
