import { afterEach, describe, expect, it } from "vitest";
import { buyerPageView } from "#app/outreach/buyer-page.server.ts";
import { notifyDeadlines } from "#app/outreach/deadline.server.ts";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { widenSearches } from "#app/outreach/widen.server.ts";
import type { Db } from "#db/index.ts";
import { crashTrigger, createTestDb, testDialect } from "#tests/db.ts";
import { deliverAll, smtpServer, to } from "#tests/outbox-mail.ts";
import { decodeMail } from "#tests/smtp.ts";

/**
 * Decision 033: a request confirmed with no dealer found is searched again after
 * `WIDEN_AFTER_MINUTES` (scaled here to 6 minutes; round 1 to 10), with a real SQLite file (or
 * PostgreSQL schema), the outbox worker and a real SMTP server on 127.0.0.1.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const PUBLIC = "https://sam.example.ca";
// In the past, so the outbox (on the real clock) sends what the scaled clock queues.
const T0 = new Date(Date.now() - 3 * 86_400_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const WINDOWS = { offerMinutes: 10, negotiationMinutes: 5, widenAfterMinutes: 6, publicUrl: PUBLIC };
const BUYER = { name: "Julie Tremblay", email: "julie.tremblay@courriel.ca", phone: "514 555-0142", digits: "5145550142" };
// Sell another make: present in the directory, never matched for a Subaru.
const TOYOTA = { name: "Toyota Montréal Centre", city: "Montréal", email: "ventes@toyota-mtl.ca", language: "fr", brands: ["Toyota"] };
// Imported by an operator after the confirmation: the only Subaru dealers, far from Montréal.
const FAR = [
  { name: "Subaru Gatineau", city: "Gatineau", email: "ventes@subaru-gatineau.ca", language: "fr", brands: ["Subaru"] },
  { name: "Sherbrooke Subaru", city: "Sherbrooke", email: "sales@sherbrooke-subaru.ca", language: "en", brands: ["Subaru"] },
];

async function addDealers(db: Db, dealers: Array<typeof TOYOTA>) {
  for (const d of dealers) {
    await db
      .insertInto("dealers")
      .values({ ...d, brands: JSON.stringify(d.brands), unsubscribe_token: `unsub-${d.email}`.padEnd(43, "x").slice(0, 43) })
      .execute();
  }
}

/** A Subaru request from Montréal, confirmed by the buyer at T0. */
async function seed(db: Db, language: "fr" | "en" = "fr") {
  await addDealers(db, [TOYOTA]);
  const started = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("vehicle_submissions")
      .values({
        brand: "Subaru",
        model: "Outback",
        trim: "Touring",
        condition: "Neuf",
        dealerships: 3,
        contact_method: "Courriel",
        name: BUYER.name,
        email: BUYER.email,
        phone: BUYER.phone,
        city: "Montréal",
        privacy_level: "B) Ne pas partager mes infos",
        request_ref: "VH515151",
        language,
        form_type: "step-by-step-vehicle-form",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return (await startOutreach(trx, { kind: "submission", id: row.id }, { ...WINDOWS, now: T0 }))!;
  });
  expect(started.found).toBe(0);
  expect(await confirmOutreach(db, started.confirmToken!, { ...WINDOWS, now: T0 })).toMatchObject({ outcome: "confirmed" });
  return started;
}

describe("the widened search (decision 033)", () => {
  it("no dealer at confirmation, two far dealers imported meanwhile: each gets one quote request, the buyer one e-mail, round 1 starts then", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    const started = await seed(t.db);
    const first = await deliverAll(t.db, { smtp, port });
    expect(first).toHaveLength(1); // the confirmation link; no dealer
    expect(to(first, TOYOTA.email)).toHaveLength(0);

    // Not due yet; and the old round-1 deadline does not close a request waiting for its search.
    expect(await widenSearches(t.db, { ...WINDOWS, now: at(5) })).toBe(0);
    await addDealers(t.db, FAR);

    // Two instances' timers at once: one of them does it. On PostgreSQL two pools; on SQLite one
    // connection (better-sqlite3 waits for a lock synchronously, so two in one process would
    // deadlock; several processes on one file are tests/integration/sqlite-processes.test.ts's).
    const second = testDialect() === "postgres" ? t.reopen() : t.db;
    if (second !== t.db) cleanups.push(() => second.destroy());
    const runs = await Promise.all([widenSearches(t.db, { ...WINDOWS, now: at(6) }), widenSearches(second, { ...WINDOWS, now: at(6) })]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await widenSearches(t.db, { ...WINDOWS, now: at(7) })).toBe(0);
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(11) })).toBe(0); // round 1 now ends at 6 + 10

    const mails = await deliverAll(t.db, { smtp, port });
    for (const d of FAR) expect(to(mails, d.email)).toHaveLength(1);
    expect(to(mails, TOYOTA.email)).toHaveLength(0);
    expect(to(mails, BUYER.email)).toHaveLength(1);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);

    const buyer = decodeMail(to(mails, BUYER.email)[0]!.raw);
    expect(buyer).toMatch(/Recherche élargie\s: 2 concessionnaire\(s\) contacté\(s\)/);
    // Montréal → Sherbrooke is the nearest (≈ 130 km, before Gatineau ≈ 165 km).
    const km = Number(/le plus proche à (\d+)\skm de Montréal/.exec(buyer)?.[1]);
    expect(km).toBeGreaterThan(110);
    expect(km).toBeLessThan(150);
    expect(buyer).not.toMatch(/Subaru Gatineau|Sherbrooke Subaru/); // no dealer named to the buyer
    // Privacy unchanged: the dealers learn the first name only.
    for (const d of FAR) {
      const text = decodeMail(to(mails, d.email)[0]!.raw);
      expect(text).toMatch(/Julie/);
      expect(text).not.toContain("Tremblay");
      expect(text).not.toContain(BUYER.email);
      expect(text.replace(/\D/g, "")).not.toContain(BUYER.digits);
    }

    const view = (await buyerPageView(t.db, started.token, at(7)))!;
    expect(view.found).toBe(2);
    expect(view.widen).toEqual({ outcome: "widened", at: at(6).toISOString(), nearestKm: km, dueAt: null });
    expect(view.deadlineAt).toBe(at(16).toISOString());
    expect(view.contacted.map((c) => c.dealerCity)).toEqual(["Sherbrooke", "Gatineau"]);
    const links = await t.db.selectFrom("dealer_requests").select(["deadline_at", "created_at"]).execute();
    expect(links.every((l) => l.deadline_at === at(16).toISOString() && l.created_at === at(6).toISOString())).toBe(true);

    // Round 1 then closes as usual, once.
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(16) })).toBe(1);
    expect(to(await deliverAll(t.db, { smtp, port }), BUYER.email)).toHaveLength(1);
  });

  it("no dealer anywhere: the buyer is told once, in English, what they can do; no deadline notice follows", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    const started = await seed(t.db, "en");
    await deliverAll(t.db, { smtp, port });

    // The timer was down past round 1's first deadline: the request still waits for its search.
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(11) })).toBe(0);
    expect(await widenSearches(t.db, { ...WINDOWS, now: at(11) })).toBe(1);
    expect(await widenSearches(t.db, { ...WINDOWS, now: at(60) })).toBe(0);
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(24 * 60) })).toBe(0);
    const mails = await deliverAll(t.db, { smtp, port });
    expect(mails).toHaveLength(1);
    const text = decodeMail(mails[0]!.raw);
    expect(mails[0]!.to).toContain(BUYER.email);
    expect(text).toMatch(/still no dealer/);
    expect(text).toMatch(/no dealer in our directory sells Subaru/);
    expect(text).toContain(`${PUBLIC}/en/sign-up`);
    expect(text).toContain(`${PUBLIC}/en/contact`);
    expect(text).not.toMatch(/élarg|concessionnaire/);
    expect(await t.db.selectFrom("dealer_requests").select("id").execute()).toHaveLength(0);
    const view = (await buyerPageView(t.db, started.token, at(60)))!;
    expect(view.widen.outcome).toBe("none");
    expect(view.found).toBe(0);
  });

  it("a crash between the claim and the e-mails: the dealers and the buyer still get exactly one e-mail each", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    await seed(t.db);
    await deliverAll(t.db, { smtp, port });
    await addDealers(t.db, FAR);

    // The process dies half-way: the claim and the dealers' rows and e-mails are written, the buyer's is not.
    const removeCrash = await crashTrigger(t.db, "webhook_deliveries", "NEW.form_type = 'buyer-widened'");
    await expect(widenSearches(t.db, { ...WINDOWS, now: at(6) })).rejects.toThrow(/crash/);
    const untouched = await t.db
      .selectFrom("buyer_requests")
      .select(["widened_at", "widen_outcome", "dealers_found"])
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ widened_at: null, widen_outcome: "", dealers_found: 0 });
    expect(await t.db.selectFrom("dealer_requests").select("id").execute()).toHaveLength(0);
    expect(await t.db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-quote-request").execute()).toHaveLength(
      0,
    );
    await removeCrash();

    // The next tick does it all; then the process dies before the outbox sends anything.
    expect(await widenSearches(t.db, { ...WINDOWS, now: at(7) })).toBe(1);
    await t.db.destroy();
    const reopened = t.reopen();
    cleanups.push(() => reopened.destroy());
    expect(await widenSearches(reopened, { ...WINDOWS, now: at(8) })).toBe(0);
    const mails = await deliverAll(reopened, { smtp, port });
    for (const d of FAR) expect(to(mails, d.email)).toHaveLength(1);
    expect(to(mails, BUYER.email)).toHaveLength(1);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);
  });
});
