import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { createOutboxWorker, parseRetryAfter, webhookTransport } from "#app/platform/outbox-worker.server.ts";
import { enqueueWebhook, requeueDelivery } from "#app/platform/outbox.server.ts";
import { createTestDb } from "#tests/db.ts";
import { startReceiver } from "#tests/receiver.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(respond?: Parameters<typeof startReceiver>[0], schedule = [30, 30, 30]) {
  const t = await createTestDb();
  const receiver = await startReceiver(respond);
  cleanups.push(t.close, receiver.close);
  const logs: string[] = [];
  const make = () =>
    createOutboxWorker({
      db: t.db,
      transports: { webhook: webhookTransport({ url: receiver.url, secret: SECRET }) },
      retryScheduleMs: schedule,
      pollMs: 10,
      log: (l) => logs.push(l),
    });
  return { ...t, receiver, logs, make };
}

const payload = { message: "Bonjour", formType: "contact", contactData: { name: "Léa Tremblay", email: "lea@example.com" } };

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("outbox worker", () => {
  it("delivers once, with a valid Standard Webhooks signature and the exact payload", async () => {
    const s = await setup();
    const id = await s.db.transaction().execute((trx) => enqueueWebhook(trx, "contact", payload));
    const worker = s.make();
    expect(await worker.tick()).toBe(1);
    expect(await worker.tick()).toBe(0);
    expect(s.receiver.received).toHaveLength(1);
    const req = s.receiver.received[0]!;
    expect(req.headers["webhook-id"]).toBe(id);
    const verified = new Webhook(SECRET).verify(req.body, {
      "webhook-id": String(req.headers["webhook-id"]),
      "webhook-timestamp": String(req.headers["webhook-timestamp"]),
      "webhook-signature": String(req.headers["webhook-signature"]),
    });
    expect(verified).toEqual(payload);
    const row = await s.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_status: 200 });
    // The server log names the delivery, never its content.
    expect(s.logs.join("\n")).not.toMatch(/Léa|lea@example/);
  });

  it("retries a receiver that fails three times with the same webhook-id, then marks it sent", async () => {
    const s = await setup((n) => ({ status: n <= 3 ? 500 : 200 }));
    const id = await enqueueWebhook(s.db, "contact", payload);
    const worker = s.make();
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(
      async () => (await s.db.selectFrom("webhook_deliveries").select("status").where("id", "=", id).executeTakeFirst())?.status === "sent",
    );
    expect(s.receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id, id, id, id]);
    const attempts = await s.db.selectFrom("delivery_attempts").selectAll().where("delivery_id", "=", id).orderBy("id").execute();
    expect(attempts.map((a) => a.http_status)).toEqual([500, 500, 500, 200]);
  });

  it("marks a delivery dead after the schedule when the receiver never answers 2xx", async () => {
    const s = await setup(() => ({ status: 503 }), [20, 20]);
    const id = await enqueueWebhook(s.db, "contact", payload);
    const worker = s.make();
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(
      async () => (await s.db.selectFrom("webhook_deliveries").select("status").where("id", "=", id).executeTakeFirst())?.status === "dead",
    );
    const row = await s.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.last_error).toContain("503");
    await new Promise((r) => setTimeout(r, 80));
    expect(s.receiver.received).toHaveLength(3);
  });

  it("re-sends a dead delivery with the same webhook-id", async () => {
    let healthy = false;
    const s = await setup(() => ({ status: healthy ? 200 : 500 }), []);
    const id = await enqueueWebhook(s.db, "contact", payload);
    const worker = s.make();
    await worker.tick();
    expect((await s.db.selectFrom("webhook_deliveries").select("status").executeTakeFirstOrThrow()).status).toBe("dead");
    healthy = true;
    expect(await requeueDelivery(s.db, id)).toBe(true);
    await worker.tick();
    expect((await s.db.selectFrom("webhook_deliveries").select("status").executeTakeFirstOrThrow()).status).toBe("sent");
    expect(s.receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id, id]);
  });

  it("survives a restart mid-schedule: nothing lost, nothing duplicated", async () => {
    let failing = true;
    // The first retry waits longer than a pass takes (on PostgreSQL too): the first pass makes 5 attempts.
    const s = await setup(() => ({ status: failing ? 500 : 200 }), [400, 50, 50, 50]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await enqueueWebhook(s.db, "contact", { ...payload, i }));
    const first = s.make();
    await first.tick();
    await first.stop();
    // A new process opens the same file.
    const reopened = { db: s.reopen() };
    cleanups.push(() => reopened.db.destroy());
    failing = false;
    const second = createOutboxWorker({
      db: reopened.db,
      transports: { webhook: webhookTransport({ url: s.receiver.url, secret: SECRET }) },
      retryScheduleMs: [50, 50, 50, 50],
      pollMs: 10,
      log: () => {},
    });
    second.start();
    cleanups.push(() => second.stop());
    await waitFor(
      async () => (await reopened.db.selectFrom("webhook_deliveries").select("status").where("status", "=", "sent").execute()).length === 5,
    );
    const okIds = s.receiver.received.filter((_, i) => i >= 5).map((r) => r.headers["webhook-id"]);
    expect([...okIds].sort()).toEqual([...ids].sort());
  });

  it("never delivers one row twice at once, even with two workers on one file", async () => {
    const s = await setup(() => ({ status: 200 }));
    for (let i = 0; i < 20; i++) await enqueueWebhook(s.db, "contact", { i });
    const other = { db: s.reopen() };
    cleanups.push(() => other.db.destroy());
    const a = s.make();
    const b = createOutboxWorker({
      db: other.db,
      transports: { webhook: webhookTransport({ url: s.receiver.url }) },
      retryScheduleMs: [10],
      log: () => {},
    });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    const ids = s.receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it("reclaims a row left `sending` by a crash once its lease runs out", async () => {
    const s = await setup();
    const id = await enqueueWebhook(s.db, "contact", payload);
    await s.db
      .updateTable("webhook_deliveries")
      .set({ status: "sending", locked_until: Date.now() - 1 })
      .execute();
    await s.make().tick();
    expect(s.receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id]);
  });

  it("honours Retry-After", async () => {
    const s = await setup((n) => (n === 1 ? { status: 429, headers: { "retry-after": "120" } } : { status: 200 }), [10]);
    const id = await enqueueWebhook(s.db, "contact", payload);
    const before = Date.now();
    await s.make().tick();
    const row = await s.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.next_attempt_at).toBeGreaterThanOrEqual(before + 119_000);
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(50_000);
    expect(parseRetryAfter("soon")).toBeUndefined();
  });

  it("leaves rows pending when no transport is configured", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await enqueueWebhook(t.db, "contact", payload);
    const worker = createOutboxWorker({ db: t.db, transports: {}, retryScheduleMs: [10], log: () => {} });
    expect(await worker.tick()).toBe(0);
    expect((await t.db.selectFrom("webhook_deliveries").select("status").executeTakeFirstOrThrow()).status).toBe("pending");
  });

  it("times out a receiver that never answers and keeps the row for a retry", async () => {
    const s = await setup(() => "hang");
    await enqueueWebhook(s.db, "contact", payload);
    const worker = createOutboxWorker({
      db: s.db,
      transports: { webhook: webhookTransport({ url: s.receiver.url, timeoutMs: 100 }) },
      retryScheduleMs: [60_000],
      log: () => {},
    });
    await worker.tick();
    const row = await s.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.last_error).toMatch(/timeout/);
  });

  it("sets the chat conversation's webhook_status from its delivery", async () => {
    const s = await setup((n) => ({ status: n === 1 ? 500 : 200 }), [300]);
    const conv = await s.db
      .insertInto("chat_conversations")
      .values({ conversation_id: "conv_1", user_message: "x", assistant_response: "y" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueWebhook(s.db, "chat", payload, { table: "chat_conversations", id: conv.id });
    const worker = s.make();
    await worker.tick();
    const status = async () =>
      (await s.db.selectFrom("chat_conversations").select("webhook_status").executeTakeFirstOrThrow()).webhook_status;
    expect(await status()).toBe("failed");
    await new Promise((r) => setTimeout(r, 350));
    await worker.tick();
    expect(await status()).toBe("sent");
  });
});

describe("outbox worker: stop with a time limit (graceful shutdown)", () => {
  it("cuts a delivery still under way at the limit: pending again, not counted, then sent with the same webhook-id", async () => {
    const s = await setup((n) => (n === 1 ? "hang" : { status: 200 }));
    const id = await enqueueWebhook(s.db, "contact", payload);
    const first = s.make();
    first.start();
    await waitFor(() => s.receiver.received.length === 1);
    await first.stop(200);
    const cut = await s.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(cut).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
    const attempts = await s.db.selectFrom("delivery_attempts").selectAll().where("delivery_id", "=", id).execute();
    expect(attempts.map((a) => a.error)).toEqual(["Webhook call interrupted by the server's shutdown"]);
    expect(s.logs.join("\n")).toMatch(/interrupted by shutdown/);

    const second = s.make();
    second.start();
    cleanups.push(() => second.stop());
    await waitFor(
      async () => (await s.db.selectFrom("webhook_deliveries").select("status").where("id", "=", id).executeTakeFirst())?.status === "sent",
    );
    expect(s.receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id, id]);
  });

  it("waits for a delivery that finishes within the limit", async () => {
    const s = await setup(() => ({ status: 200, delayMs: 300 }));
    const id = await enqueueWebhook(s.db, "contact", payload);
    const worker = s.make();
    worker.start();
    await waitFor(() => s.receiver.received.length === 1);
    await worker.stop(5_000);
    expect(
      await s.db.selectFrom("webhook_deliveries").select(["status", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({ status: "sent", attempts: 1 });
  });
});
