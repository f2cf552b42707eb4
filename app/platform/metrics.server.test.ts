import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAppDatabase, getDb, openAppDatabase } from "#app/platform/db.server.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";
import { metricsResponse, outboxCounts, requestDone } from "#app/platform/metrics.server.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import { loader as healthz } from "#app/platform/routes/healthz.ts";

const health = () => healthz({} as Parameters<typeof healthz>[0]);

describe("/healthz", () => {
  it("answers 503 { ok: false, db: 'error' } when the database cannot be read", async () => {
    await closeAppDatabase();
    const res = await health();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, db: "error" });
  });
});

describe("metrics", () => {
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.DATABASE_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sam-metrics-")), "app.db");
    resetEnvForTests();
    await openAppDatabase();
  });
  afterAll(async () => {
    await closeAppDatabase();
    process.env = { ...saved };
    resetEnvForTests();
  });

  it("/healthz answers { ok, db } only", async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: "ok" });
  });

  it("counts the outbox by kind and status, every combination present", async () => {
    const db = getDb();
    await enqueueWebhook(db, "contact", {});
    await enqueueWebhook(db, "contact", {});
    await db
      .updateTable("webhook_deliveries")
      .set({ status: "dead" })
      .where("id", "=", (await db.selectFrom("webhook_deliveries").select("id").executeTakeFirstOrThrow()).id)
      .execute();
    await db
      .insertInto("webhook_deliveries")
      .values({ id: "msg_mail", channel: "email", form_type: "dealer", payload: "{}", status: "sending", next_attempt_at: 0 })
      .execute();
    expect(await outboxCounts()).toEqual({
      webhook: { pending: 1, sent: 0, failed: 0, dead: 1 },
      email: { pending: 1, sent: 0, failed: 0, dead: 0 },
    });
  });

  it("answers 404 without a token configured, 401 without the right bearer, the Prometheus text with it", async () => {
    const request = (authorization?: string) => new Request("http://x/metrics", { headers: authorization ? { authorization } : {} });
    expect((await metricsResponse(request("Bearer anything-0123456789"), undefined)).status).toBe(404);
    const token = "a-token-of-enough-length";
    expect((await metricsResponse(request(), token)).status).toBe(401);
    expect((await metricsResponse(request(`Bearer ${token}x`), token)).status).toBe(401);
    expect((await metricsResponse(request(`Basic ${token}`), token)).status).toBe(401);
    requestDone("BREW", "/x?y=1", 418, 12);
    const res = await metricsResponse(request(`Bearer ${token}`), token);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('sam_http_requests_total{method="other",status="418"} 1');
    expect(text).toContain('sam_outbox_deliveries{kind="webhook",status="dead"} 1');
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });
});
