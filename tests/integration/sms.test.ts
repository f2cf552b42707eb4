import { afterEach, describe, expect, it } from "vitest";
import { listOutreach } from "#app/outreach/admin.server.ts";
import { buyerPageView } from "#app/outreach/buyer-page.server.ts";
import { saveOffer } from "#app/outreach/dealer-page.server.ts";
import { offerValues } from "#app/outreach/offer-form.ts";
import { confirmPath } from "#app/outreach/outreach.ts";
import {
  approveOutreach,
  confirmationLink,
  confirmOutreach,
  outreachStatus,
  outreachStatusSentence,
  resendConfirmation,
  sendRequest,
  startOutreach,
} from "#app/outreach/start.server.ts";
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

async function saveRequest(db: Db, contact: string, options: { email?: string; smsReady?: boolean; language?: "fr" | "en" } = {}) {
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
        email: options.email ?? "julie.tremblay@courriel.ca",
        phone: "514 555-0142",
        city: "Laval",
        privacy_level: "B) Ne pas partager - Sam relaie tout",
        request_ref: "VH777777",
        language: options.language ?? "fr",
        form_type: "step-by-step-vehicle-form",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      outreach: (await startOutreach(
        trx,
        { kind: "submission", id: row.id },
        { publicUrl: "https://sam.example.ca", smsReady: options.smsReady ?? true },
      ))!,
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
      // A confirmation link of its own (decision 059: the request records which channel confirmed).
      body: `Sam Auto\u202f: confirmez votre demande VH777777 (aucun concessionnaire n'est contacté avant)\u202f: https://sam.example.ca${confirmPath(saved.outreach.smsConfirmToken!, "fr")}`,
    });
    expect(saved.outreach.smsConfirmToken).not.toBe(saved.outreach.confirmToken);
    // The buyer's state names the address and the number the links went to, each by its channel.
    const status = await outreachStatus(db, { kind: "submission", id: saved.id }, "fr");
    expect(status).toMatchObject({ sentTo: "julie.tremblay@courriel.ca", smsTo: "514 555-0142" });
    expect(outreachStatusSentence(status!, "fr")).toContain(
      "Nous avons envoyé un lien de confirmation à julie.tremblay@courriel.ca et par SMS au 514 555-0142.",
    );

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
    expect((await db.selectFrom("buyer_requests").select("confirmed_via").executeTakeFirstOrThrow()).confirmed_via).toBe("email");
    // The texted link of a request confirmed by e-mail is used up too.
    expect(await confirmationLink(db, saved.outreach.smsConfirmToken!)).toEqual({ state: "used", via: "sms" });
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

const emails = (db: Db, kind: string) =>
  db.selectFrom("webhook_deliveries").selectAll().where("channel", "=", "email").where("form_type", "=", kind).execute();

/** The confirmation link's token in a texted body (…/confirmer/<token>). */
const linkToken = (body: string) => /\/(?:confirmer|confirm)\/([\w-]{43})\b/.exec(body)?.[1];

describe("decision 059: a phone-only buyer who chose SMS confirms by SMS", () => {
  it("gets the link once by SMS, confirms the number, reads the recap, sends it; dealers are asked; the first offer comes by SMS", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const fake = await provider();
    const worker = createOutboxWorker({
      db,
      transports: { sms: smsTransport({ url: fake.url, from: "+14385550100", token: "tok" }) },
      retryScheduleMs: [10],
      log: () => {},
    });
    const saved = await saveRequest(db, "SMS", { email: "" });
    // The buyer confirms: no operator step.
    expect(saved.outreach.state).toBe("awaiting_confirmation");
    expect(await emails(db, "buyer-request-link")).toHaveLength(0);
    // The operator's list says the buyer confirms by SMS (nothing for the operator to approve).
    expect((await listOutreach(db, null)).rows[0]).toMatchObject({ state: "awaiting_confirmation", confirmBy: "sms" });
    const status = await outreachStatus(db, { kind: "submission", id: saved.id }, "fr");
    expect(status).toMatchObject({ sentTo: null, smsTo: "514 555-0142", path: null });
    const sentence = outreachStatusSentence(status!, "fr");
    expect(sentence).toContain("Dernière étape\u202f: confirmez votre numéro de téléphone.");
    expect(sentence).toContain("Nous avons envoyé un lien de confirmation par SMS au 514 555-0142.");
    expect(sentence).not.toMatch(/courriel|équipe/);
    const english = outreachStatusSentence((await outreachStatus(db, { kind: "submission", id: saved.id }, "en"))!, "en");
    expect(english).toContain("We sent a confirmation link to 514 555-0142 by SMS.");
    expect(english).not.toMatch(/e-mail|our team/i);

    await worker.tick();
    expect(fake.received).toHaveLength(1);
    const texted = JSON.parse(fake.received[0]!.body) as { to: string; body: string };
    expect(texted.to).toBe("+15145550142");
    const token = linkToken(texted.body)!;
    expect(token).toBe(saved.outreach.confirmToken);
    expect(await confirmationLink(db, token)).toMatchObject({ state: "live", ref: "VH777777", via: "sms" });

    // Confirming proves the number, and leads to the private page; nothing is sent yet.
    const confirmed = await confirmOutreach(db, token, { publicUrl: "https://sam.example.ca", review: true });
    expect(confirmed).toMatchObject({ outcome: "review", path: `/demande/${saved.outreach.token}` });
    const row = await db.selectFrom("buyer_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "awaiting_confirmation", confirmed_via: "sms" });
    expect(await emails(db, "dealer-quote-request")).toHaveLength(0);
    // The used link leads back to that page until the request is sent.
    expect(await confirmationLink(db, token)).toMatchObject({ state: "review", token: saved.outreach.token });
    const view = (await buyerPageView(db, saved.outreach.token))!;
    expect(view).toMatchObject({ addressConfirmed: true, confirmBy: "sms", confirmedVia: "sms" });
    // Not an operator's to approve.
    expect(await approveOutreach(db, row.id, { publicUrl: "https://sam.example.ca" })).toBe("not-found");

    expect(await sendRequest(db, saved.outreach.token, view.digest, { publicUrl: "https://sam.example.ca" })).toBe("confirmed");
    expect(await emails(db, "dealer-quote-request")).toHaveLength(1);
    expect(await confirmationLink(db, token)).toEqual({ state: "used", via: "sms" });

    const dealer = await db.selectFrom("dealer_requests").select("token").executeTakeFirstOrThrow();
    const offer = {
      ...offerValues({ price: "35000", fees: [], availability: "in_stock", financingKind: "none", validUntil: "2030-12-31" }),
      rulesAccepted: true,
    };
    expect(await saveOffer(db, dealer.token, offer, { publicUrl: "https://sam.example.ca" })).toBe("saved");
    await worker.tick();
    expect(fake.received).toHaveLength(2);
    expect(JSON.parse(fake.received[1]!.body).body).toContain(`https://sam.example.ca/demande/${saved.outreach.token}`);
    // The link was texted once; the first offer once.
    expect((await smsRows(db)).map((r) => r.form_type)).toEqual(["buyer-confirmation-sms", "buyer-first-offer-sms"]);
  });

  it("resends a new link by SMS (the old one dies), not before CONFIRM_RESEND_MINUTES; the number's caps apply", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const saved = await saveRequest(db, "Les deux", { email: "", language: "en" });
    const first = saved.outreach.confirmToken!;
    const options = { publicUrl: "https://sam.example.ca", smsReady: true };
    expect(await resendConfirmation(db, saved.outreach.token, { ...options, now: at(1) })).toBe("too-soon");
    // The caps are asked about the number, as +1XXXXXXXXXX; refused, nothing is sent and the link lives.
    const asked: string[][] = [];
    const refuse = async (recipients: readonly string[]) => (asked.push([...recipients]), []);
    expect(await resendConfirmation(db, saved.outreach.token, { ...options, now: at(11), admitConfirmation: refuse })).toBe("limit");
    expect(asked).toEqual([["+15145550142"]]);
    expect(await smsRows(db)).toHaveLength(1);
    expect(await confirmationLink(db, first, at(11))).toMatchObject({ state: "live", via: "sms" });
    // Admitted: a second SMS (not deduplicated into the first), a new link; the first is dead.
    expect(await resendConfirmation(db, saved.outreach.token, { ...options, now: at(12) })).toBe("sent");
    const rows = await smsRows(db);
    expect(rows).toHaveLength(2);
    const second = linkToken(JSON.parse(rows[1]!.payload).body)!;
    expect(JSON.parse(rows[1]!.payload).body).toContain("/en/confirm/");
    expect(second).not.toBe(first);
    expect(await confirmationLink(db, first, at(12))).toEqual({ state: "gone" });
    expect(await confirmationLink(db, second, at(12))).toMatchObject({ state: "live", via: "sms" });
    expect(await confirmOutreach(db, second, { ...options, now: at(13), review: true })).toMatchObject({ outcome: "review" });
  });

  it("without an SMS sender, or when the buyer chose e-mail, a phone-only request keeps the operator's approval", async () => {
    for (const [contact, smsReady] of [
      ["SMS", false],
      ["Courriel", true],
    ] as const) {
      const { db, close } = await createTestDb();
      cleanups.push(close);
      const saved = await saveRequest(db, contact, { email: "", smsReady });
      expect(saved.outreach).toMatchObject({ state: "awaiting_approval" });
      expect(saved.outreach.confirmToken).toBeUndefined();
      expect(await smsRows(db)).toHaveLength(0);
      const status = await outreachStatus(db, { kind: "submission", id: saved.id }, "fr");
      expect(status).toMatchObject({ sentTo: "514 555-0142", smsTo: null });
      expect(outreachStatusSentence(status!, "fr")).toContain("vous joindra au 514 555-0142");
      expect(await resendConfirmation(db, saved.outreach.token, { smsReady })).toBe("not-found");
    }
  });

  it("a number corrected since the link was texted voids it", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const saved = await saveRequest(db, "SMS", { email: "" });
    await db.updateTable("vehicle_submissions").set({ phone: "438 555-0199" }).where("id", "=", saved.id).execute();
    expect(await confirmationLink(db, saved.outreach.confirmToken!)).toEqual({ state: "gone" });
    expect(await confirmOutreach(db, saved.outreach.confirmToken!, { review: true })).toEqual({ outcome: "gone" });
  });
});
