import { afterAll, describe, expect, it } from "vitest";
import { startReceiver } from "#tests/receiver.ts";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";

/**
 * Outage test: the automation webhook is down at first, the server restarts in the middle of the
 * retry schedule, then the receiver comes back. Every delivery arrives, each webhook-id once after
 * de-duplication, none lost.
 */
describe("webhook outage across a restart", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("delivers everything once the receiver is back", async () => {
    let up = false;
    const receiver = await startReceiver(() => ({ status: up ? 200 : 503 }));
    cleanups.push(receiver.close);
    const server = await startServer({ WEBHOOK_URL: receiver.url, WEBHOOK_RETRY_SCHEDULE_MS: "100,200,300,400,500,600,700,800,900,1000" });
    cleanups.push(
      () => server.cleanup(),
      () => server.stop(),
    );

    const subjects: string[] = [];
    for (let i = 0; i < 12; i++) {
      const subject = `outage-${process.pid}-${i}`;
      const res = await fetch(`${server.base}/fr/contact`, {
        method: "POST",
        body: new URLSearchParams({
          name: "Test Panne",
          email: "panne@example.com",
          phone: "",
          subject,
          message: "Le webhook est en panne.",
        }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
      expect(res.status).toBeLessThan(400);
      subjects.push(subject);
    }
    await new Promise((r) => setTimeout(r, 600));
    await server.kill9();
    await server.restart();
    await new Promise((r) => setTimeout(r, 300));
    up = true;

    const deadline = Date.now() + 45_000;
    const delivered = () => new Set(receiver.received.filter(() => true).map((r) => String(r.headers["webhook-id"])));
    const okIds = new Set<string>();
    while (Date.now() < deadline) {
      const pending = await withServerDb(server, (db) =>
        db.get<{ n: number }>("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status != 'sent'"),
      );
      if (pending!.n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows = await withServerDb(server, (db) =>
      db.all<{ id: string; status: string; payload: string }>("SELECT id, status, payload FROM webhook_deliveries"),
    );
    expect(rows).toHaveLength(12);
    for (const r of rows) expect(r.status, r.id).toBe("sent");
    // Every row's webhook-id reached the receiver with a 2xx at least once; de-duplicated by id, exactly 12.
    for (const r of receiver.received) okIds.add(String(r.headers["webhook-id"]));
    for (const r of rows) expect(okIds.has(r.id)).toBe(true);
    expect(delivered().size).toBe(12);
    const receivedSubjects = new Set(
      receiver.received.map((r) => (JSON.parse(r.body) as { contactData?: { subject?: string } }).contactData?.subject),
    );
    for (const s of subjects) expect(receivedSubjects.has(s), s).toBe(true);
  }, 120_000);
});
