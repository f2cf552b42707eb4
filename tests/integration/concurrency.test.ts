import { afterEach, describe, expect, it } from "vitest";
import { chooseOffer } from "#app/outreach/buyer-page.server.ts";
import { saveOffer } from "#app/outreach/dealer-page.server.ts";
import { offerValues } from "#app/outreach/offer-form.ts";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { getDraft } from "#app/questionnaire/drafts.server.ts";
import { saveStepAnswer } from "#app/questionnaire/vehicle-requests.server.ts";
import { saveContactMessage } from "#app/requests/contact.server.ts";
import { type Db, openPostgres } from "#db/index.ts";
import { createTestDb, testDialect } from "#tests/db.ts";
import { insertDealers } from "#tests/dealers.ts";

/**
 * Transactions that read and then write, run at the same time from two "instances"
 * (two connection pools on PostgreSQL; on SQLite the process's connection, where every
 * transaction holds the write lock from BEGIN). Without row locks or conditional updates,
 * PostgreSQL's READ COMMITTED lets both read the same state and both write.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function twoInstances(): Promise<[Db, Db, Db]> {
  const t = await createTestDb();
  cleanups.push(t.close);
  if (!t.url) return [t.db, t.db, t.db];
  const a = openPostgres(t.url, 4).db;
  const b = openPostgres(t.url, 4).db;
  cleanups.push(
    () => a.destroy(),
    () => b.destroy(),
  );
  return [t.db, a, b];
}

const T0 = new Date(Date.now() - 3_600_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const WINDOWS = { offerMinutes: 600, negotiationMinutes: 300, publicUrl: "https://sam.example.ca" };

/** A confirmed request sent to two dealers, each of which has offered. */
async function requestWithTwoOffers(db: Db) {
  await insertDealers(
    db,
    ["a@toyota-a.ca", "b@toyota-b.ca"].map((email, i) => ({ name: `Toyota ${i}`, city: "Montréal", email, language: "fr" })),
  );
  const started = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("vehicle_submissions")
      .values({
        brand: "Toyota",
        model: "RAV4",
        condition: "Neuf",
        dealerships: 2,
        name: "Julie",
        email: "julie@courriel.ca",
        city: "Laval",
        request_ref: "VH1",
        language: "fr",
        form_type: "step-by-step-vehicle-form",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return (await startOutreach(trx, { kind: "submission", id: row.id }, { ...WINDOWS, now: T0 }))!;
  });
  expect(await confirmOutreach(db, started.confirmToken!, { ...WINDOWS, now: T0 })).toMatchObject({ outcome: "confirmed" });
  const links = await db.selectFrom("dealer_requests").select("token").orderBy("rank").execute();
  expect(links).toHaveLength(2);
  for (const [i, link] of links.entries()) {
    const values = offerValues({
      price: `${30_000 + i * 100}`,
      fees: [],
      availability: "in_stock",
      financingKind: "none",
      validUntil: "2030-12-31",
      acceptRules: "on",
    });
    expect(await saveOffer(db, link.token, values, { now: at(1), publicUrl: WINDOWS.publicUrl })).toBe("saved");
  }
  const offers = await db.selectFrom("offers").select("id").orderBy("id").execute();
  return { buyerToken: started.token, links: links.map((l) => l.token), offerIds: offers.map((o) => o.id) };
}

describe(`read-then-write transactions from two instances at once (${testDialect()})`, () => {
  it("two 'choose this offer' clicks on different offers choose one offer and tell one dealer", async () => {
    const [db, a, b] = await twoInstances();
    const { buyerToken, offerIds } = await requestWithTwoOffers(db);
    for (let round = 0; round < 3; round++) {
      // Fresh choice each round: the same request, reset.
      await db.updateTable("buyer_requests").set({ chosen_offer_id: null, chosen_at: null }).execute();
      await db.updateTable("dealer_requests").set({ status: "answered" }).execute();
      await db.deleteFrom("webhook_deliveries").where("form_type", "=", "dealer-offer-chosen").execute();
      const results = await Promise.all([chooseOffer(a, buyerToken, offerIds[0]!), chooseOffer(b, buyerToken, offerIds[1]!)]);
      expect([...results].sort()).toEqual(["already", "chosen"]);
      const chosenDealers = await db.selectFrom("dealer_requests").select("id").where("status", "=", "chosen").execute();
      expect(chosenDealers).toHaveLength(1);
      const mails = await db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-offer-chosen").execute();
      expect(mails).toHaveLength(1);
      const br = await db.selectFrom("buyer_requests").select("chosen_offer_id").executeTakeFirstOrThrow();
      expect(offerIds).toContain(br.chosen_offer_id);
    }
  });

  it("two revisions of one offer at once are both counted (no lost update)", async () => {
    const [db, a, b] = await twoInstances();
    const { links } = await requestWithTwoOffers(db);
    const revise = (d: Db, price: string) =>
      saveOffer(d, links[0]!, offerValues({ price, fees: [], availability: "in_stock", financingKind: "none", validUntil: "2030-12-31" }), {
        now: at(2),
        publicUrl: WINDOWS.publicUrl,
      });
    expect(await Promise.all([revise(a, "29000"), revise(b, "28900"), revise(a, "28800"), revise(b, "28700")])).toEqual([
      "saved",
      "saved",
      "saved",
      "saved",
    ]);
    const offer = await db
      .selectFrom("offers as o")
      .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
      .where("dr.token", "=", links[0]!)
      .select("o.revision")
      .executeTakeFirstOrThrow();
    expect(offer.revision).toBe(5);
  });

  it("one form posted twice at once (same idempotency key, two instances) stores one message, without an error", async () => {
    const [db, a, b] = await twoInstances();
    const contact = { name: "Léa", email: "lea@example.com", phone: "", subject: "Bonjour", message: "Allo" };
    const results = await Promise.all(
      [a, b, a, b].map((d) => saveContactMessage(d, { contact, language: "fr", idempotencyKey: "key-123" })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(1);
  });

  it("two wizard answers of one visitor at once keep both", async () => {
    const [db, a, b] = await twoInstances();
    for (let i = 0; i < 5; i++) {
      const visitorId = `visitor-${i}`;
      await Promise.all([
        saveStepAnswer(a, { visitorId, kind: "wizard", field: "brand", value: "Toyota" }),
        saveStepAnswer(b, { visitorId, kind: "wizard", field: "condition", value: "Neuf" }),
      ]);
      const draft = await getDraft(db, visitorId, "wizard");
      expect(draft.answers).toMatchObject({ brand: "Toyota", condition: "Neuf" });
    }
  });
});
