import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveOffer } from "#app/outreach/dealer-page.server.ts";
import { offerValues } from "#app/outreach/offer-form.ts";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { type Db, openPostgres } from "#db/index.ts";
import { createTestSchema } from "#tests/db.ts";
import { startReceiver } from "#tests/receiver.ts";
import { startServer } from "#tests/server.ts";

/**
 * Three instances of the built server (node server.ts) on one PostgreSQL database,
 * started together (migrations under the advisory lock), behind no proxy: the test spreads the
 * requests itself. One instance is killed with SIGKILL in the middle of a burst of posts while
 * the webhook receiver fails its first requests.
 */

const PASSWORD = "operator-test-password-18";
type Started = Awaited<ReturnType<typeof startServer>>;

let db: Db;
let dropSchema: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let servers: Started[] = [];

beforeAll(async () => {
  const schema = await createTestSchema();
  dropSchema = schema.drop;
  // The receiver fails its first 8 requests (an outage), then accepts.
  receiver = await startReceiver((n) => ({ status: n <= 8 ? 503 : 200 }));
  const env = {
    DATABASE_URL: schema.url,
    DATABASE_POOL_SIZE: "5",
    WEBHOOK_URL: receiver.url,
    WEBHOOK_RETRY_SCHEDULE_MS: "200,200,200,200,200,200,200,200",
    // A killed instance's claims are taken over after 2 s instead of 30.
    OUTBOX_LEASE_MS: "2000",
    ADMIN_PASSWORD: PASSWORD,
  };
  servers = await Promise.all([1, 2, 3].map(() => startServer(env)));
  db = openPostgres(schema.url, 3).db;
}, 90_000);

afterAll(async () => {
  for (const s of servers) {
    await s.stop();
    s.cleanup();
  }
  await db?.destroy();
  await receiver?.close();
  await dropSchema?.();
});

const form = (fields: Record<string, string>, cookie = "") => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  redirect: "manual" as const,
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("three instances on one PostgreSQL database", () => {
  it("a burst of posts over three instances, one killed mid-burst, the receiver failing first: every acknowledged post stored once and delivered once (one webhook-id each)", async () => {
    const [, , victim] = servers as [Started, Started, Started];
    const acknowledged: string[] = [];
    const errors: string[] = [];
    let n = 0;
    let running = true;
    let killed = false;
    const worker = async (w: number) => {
      let turn = w;
      while (running) {
        // Spread over the three; once one is dead, its share goes to the other two (as a proxy does).
        const alive = killed ? servers.slice(0, 2) : servers;
        const target = alive[turn++ % alive.length]!;
        const marker = `multi-${process.pid}-${n++}`;
        try {
          const res = await fetch(
            `${target.base}/fr/contact`,
            form({
              name: "Test Instances",
              email: "multi@example.com",
              phone: "",
              subject: marker,
              message: "Message pendant la panne d'une instance.",
            }),
          );
          await res.arrayBuffer();
          if (res.status === 303 || res.status === 302 || res.status === 200) acknowledged.push(marker);
          else errors.push(`${res.status}`);
        } catch {
          // The connection was cut by the kill: not acknowledged, the client would try again.
        }
      }
    };
    const workers = Array.from({ length: 9 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 700));
    await victim.kill9();
    killed = true;
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await Promise.all(workers);
    expect(errors).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(30);

    // Every acknowledged post is stored once, with one delivery.
    const stored = await db
      .selectFrom("contact_messages")
      .select(["id", "subject"])
      .where("subject", "like", `multi-${process.pid}-%`)
      .execute();
    const bySubject = new Map<string, number>();
    for (const row of stored) bySubject.set(row.subject, (bySubject.get(row.subject) ?? 0) + 1);
    for (const marker of acknowledged) expect(bySubject.get(marker), marker).toBe(1);

    // The two survivors deliver everything, the dead one's claims included once its lease is over.
    await waitFor(
      async () =>
        (await db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "contact").where("status", "!=", "sent").execute())
          .length === 0,
      60_000,
      "every delivery sent",
    );
    const deliveries = await db.selectFrom("webhook_deliveries").selectAll().where("form_type", "=", "contact").execute();
    expect(deliveries.length).toBe(stored.length);
    const idsOf = new Map<string, Set<string>>();
    const okReceipts = new Map<string, number>();
    const receipts = new Map<string, number>();
    for (const r of receiver.received) {
      const id = String(r.headers["webhook-id"]);
      const subject = JSON.parse(r.body).contactData.subject as string;
      idsOf.set(subject, (idsOf.get(subject) ?? new Set()).add(id));
      receipts.set(id, (receipts.get(id) ?? 0) + 1);
    }
    const attempts = await db.selectFrom("delivery_attempts").select(["delivery_id", "http_status"]).execute();
    const recorded = new Map<string, number>();
    for (const a of attempts) {
      recorded.set(a.delivery_id, (recorded.get(a.delivery_id) ?? 0) + 1);
      if (a.http_status === 200) okReceipts.set(a.delivery_id, (okReceipts.get(a.delivery_id) ?? 0) + 1);
    }
    let unrecorded = 0;
    for (const marker of acknowledged) {
      // One webhook-id per post, however many attempts.
      expect(idsOf.get(marker)?.size, marker).toBe(1);
      const id = [...idsOf.get(marker)!][0]!;
      // Ended `sent` exactly once.
      expect(okReceipts.get(id), marker).toBe(1);
      // A request the receiver saw without a recorded attempt can only be one the killed instance
      // was sending when it died (sent again, same webhook-id, after its lease).
      const lost = receipts.get(id)! - (recorded.get(id) ?? 0);
      expect(lost).toBeGreaterThanOrEqual(0);
      expect(lost).toBeLessThanOrEqual(1);
      unrecorded += lost;
    }
    // The killed instance had at most one batch (4 deliveries) under way.
    expect(unrecorded).toBeLessThanOrEqual(4);
    // The receiver's outage was ridden out with retries.
    expect(receiver.received.slice(0, 8).every((r) => r.headers["webhook-id"])).toBe(true);
    console.log(
      `[postgres] 3 instances, one killed: ${acknowledged.length} posts acknowledged, ${stored.length} stored, ${deliveries.length} delivered, ${receiver.received.length} webhook requests, ${unrecorded} resent after the kill`,
    );

    // The killed instance comes back (its migrations: nothing to do).
    await victim.restart();
    expect((await fetch(`${victim.base}/healthz`)).status).toBe(200);
  });

  it("a wizard whose steps hit different instances completes, once", async () => {
    let cookie = "";
    const answers: Array<[number, Record<string, string>]> = [
      [1, { value: "Toyota" }],
      [2, { value: "Neuf" }],
      [3, { value: "Corolla" }],
      [4, { value: "LE" }],
      [5, { value: "2" }],
      [6, { value: "Courriel" }],
      [7, { value: "Marc Instances" }],
      [8, { email: "marc.instances@courriel.ca", phone: "514-555-0199" }],
      [9, { value: "Laval" }],
      [10, { value: "B) Ne pas partager - Sam relaie tout" }],
    ];
    for (const [step, fields] of answers) {
      const target = servers[step % 3]!;
      const res = await fetch(`${target.base}/vehicle-step/${step}`, form(fields, cookie));
      await res.arrayBuffer();
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      expect(res.status, `step ${step} on instance ${step % 3}`).toBe(302);
    }
    const success = await fetch(`${servers[0]!.base}/vehicle-step/success`, { headers: { cookie } });
    expect(success.status).toBe(200);
    const rows = await db
      .selectFrom("vehicle_submissions")
      .select(["brand", "model", "email"])
      .where("name", "=", "Marc Instances")
      .execute();
    expect(rows).toEqual([{ brand: "Toyota", model: "Corolla", email: "marc.instances@courriel.ca" }]);
  });

  it("sign-in failures are counted across instances", async () => {
    const login = (s: Started, password: string) => fetch(`${s.base}/admin/login`, form({ password }));
    // Five free failures spread over the three instances, a sixth closes the address…
    for (let i = 0; i < 6; i++) expect((await login(servers[i % 3]!, "not-the-password")).status).toBe(401);
    // …on every instance, even for the right password, until the wait is over.
    for (const s of servers) {
      const refused = await login(s, PASSWORD);
      expect(refused.status).toBe(429);
    }
    const row = await db.selectFrom("rate_limits").select("points").where("key", "like", "login-failures:%").executeTakeFirstOrThrow();
    expect(row.points).toBe(6);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await login(servers[1]!, PASSWORD)).status).toBe(302);
  });

  it("two 'choose this offer' clicks on two instances at once choose one offer", async () => {
    // A request with two offers, written through the repository as the instances would.
    for (const [i, email] of ["a@toyota-multi.ca", "b@toyota-multi.ca"].entries()) {
      await db
        .insertInto("dealers")
        .values({
          name: `Toyota Multi ${i}`,
          city: "Montréal",
          email,
          language: "fr",
          brands: JSON.stringify(["Toyota"]),
          unsubscribe_token: `multi-${i}-${"x".repeat(37)}`,
        })
        .execute();
    }
    const t0 = new Date(Date.now() - 3_600_000);
    const windows = { offerMinutes: 600, negotiationMinutes: 300, publicUrl: servers[0]!.base };
    const started = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "RAV4",
          condition: "Neuf",
          dealerships: 2,
          name: "Julie Multi",
          email: "julie.multi@courriel.ca",
          city: "Montréal",
          request_ref: "VH18",
          language: "fr",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await startOutreach(trx, { kind: "submission", id: row.id }, { ...windows, now: t0 }))!;
    });
    expect(await confirmOutreach(db, started.confirmToken!, { ...windows, now: t0 })).toMatchObject({ outcome: "confirmed" });
    const links = await db
      .selectFrom("dealer_requests")
      .select(["token", "buyer_request_id"])
      .where("buyer_request_id", "=", started.buyerRequestId)
      .orderBy("rank")
      .execute();
    expect(links).toHaveLength(2);
    for (const [i, link] of links.entries()) {
      const values = offerValues({
        price: `${31_000 + i * 100}`,
        fees: [],
        availability: "in_stock",
        financingKind: "none",
        validUntil: "2030-12-31",
        acceptRules: "on",
      });
      expect(await saveOffer(db, link.token, values, { now: new Date(t0.getTime() + 60_000), publicUrl: windows.publicUrl })).toBe("saved");
    }
    const offers = await db
      .selectFrom("offers as o")
      .innerJoin("dealer_requests as dr", "dr.id", "o.dealer_request_id")
      .where("dr.buyer_request_id", "=", started.buyerRequestId)
      .select("o.id")
      .orderBy("o.id")
      .execute();
    const clicks = await Promise.all(
      offers.map((o, i) =>
        fetch(`${servers[i]!.base}/demande/${started.token}`, form({ offerId: String(o.id), intent: "choose" })).then(
          async (r) => (await r.arrayBuffer(), r.status),
        ),
      ),
    );
    expect([...clicks].sort()).toEqual([302, 409]);
    const br = await db
      .selectFrom("buyer_requests")
      .select("chosen_offer_id")
      .where("id", "=", started.buyerRequestId)
      .executeTakeFirstOrThrow();
    expect(offers.map((o) => o.id)).toContain(br.chosen_offer_id);
    const chosen = await db
      .selectFrom("dealer_requests")
      .select("id")
      .where("buyer_request_id", "=", started.buyerRequestId)
      .where("status", "=", "chosen")
      .execute();
    expect(chosen).toHaveLength(1);
    const told = await db.selectFrom("webhook_deliveries").select("id").where("form_type", "=", "dealer-offer-chosen").execute();
    expect(told).toHaveLength(1);
  });
});
