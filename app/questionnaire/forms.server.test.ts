import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deliveryLogEntry } from "#app/platform/delivery-log.server.ts";
import { saveContactMessage } from "#app/requests/contact.server.ts";
import { savePropertyEvaluation } from "#app/requests/property.server.ts";
import type { PropertyData } from "#app/requests/property.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";

let t: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
beforeEach(async () => {
  t = await createTestDb();
  db = t.db;
});
afterEach(async () => {
  await t.close();
});

const contact = { name: "Luc Gagnon", email: "luc@example.com", phone: "514-555-0199", subject: "Question", message: "Bonjour" };
const property: PropertyData = {
  firstName: "Sophie",
  lastName: "Roy",
  email: "sophie@example.com",
  phone: "514-555-0123",
  address: "123, rue Principale",
  city: "Laval",
  postalCode: "H7N 1A1",
  propertyType: "condo",
  estimatedValue: "",
  timeframe: "immediat",
  additionalInfo: "",
};

describe("saveContactMessage", () => {
  it("stores the message and a pending contact delivery linked to it", async () => {
    const now = new Date("2026-01-02T03:04:05.000Z");
    const r = await saveContactMessage(db, { contact, language: "en", idempotencyKey: "key-contact-1", now });
    expect(r.duplicate).toBe(false);
    const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", r.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...contact, language: "en", idempotency_key: "key-contact-1" });
    const delivery = await db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      id: r.deliveryId,
      form_type: "contact",
      status: "pending",
      source_table: "contact_messages",
      source_id: String(r.id),
    });
    const payload = JSON.parse(delivery.payload);
    expect(payload).toMatchObject({ formType: "contact", conversationId: `contact_${now.getTime()}`, contactData: contact });
  });

  it("a repeated idempotency key stores one row and one delivery", async () => {
    const a = await saveContactMessage(db, { contact, language: "fr", idempotencyKey: "key-contact-2" });
    const b = await saveContactMessage(db, { contact, language: "fr", idempotencyKey: "key-contact-2" });
    expect(b).toEqual({ id: a.id, deliveryId: a.deliveryId, duplicate: true });
    const counts = await sql<{
      m: number;
      d: number;
    }>`select (select count(*) from contact_messages) as m, (select count(*) from webhook_deliveries) as d`.execute(db);
    expect(counts.rows[0]).toEqual({ m: 1, d: 1 });
  });

  it("without a key, each post is its own message", async () => {
    await saveContactMessage(db, { contact, language: "fr", idempotencyKey: null });
    await saveContactMessage(db, { contact, language: "fr", idempotencyKey: null });
    const rows = await db.selectFrom("contact_messages").select("id").execute();
    expect(rows).toHaveLength(2);
  });

  it("commits nothing when the delivery cannot be written", async () => {
    await sql`drop table delivery_attempts`.execute(db);
    await sql`drop table webhook_deliveries`.execute(db);
    await expect(saveContactMessage(db, { contact, language: "fr", idempotencyKey: "key-contact-3" })).rejects.toThrow();
    expect(await db.selectFrom("contact_messages").select("id").execute()).toEqual([]);
  });
});

describe("savePropertyEvaluation", () => {
  it("stores the request and a property-evaluation delivery, once per key", async () => {
    const a = await savePropertyEvaluation(db, { property, language: "fr", idempotencyKey: "key-prop-1" });
    const b = await savePropertyEvaluation(db, { property, language: "fr", idempotencyKey: "key-prop-1" });
    expect(b.id).toBe(a.id);
    expect(b.duplicate).toBe(true);
    const rows = await db.selectFrom("property_evaluations").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Sophie",
      postal_code: "H7N 1A1",
      property_type: "condo",
      timeframe: "immediat",
      estimated_value: "",
    });
    const deliveries = await db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      form_type: "property-evaluation",
      source_table: "property_evaluations",
      source_id: String(a.id),
    });
    expect(JSON.parse(deliveries[0].payload).propertyData).toEqual(property);
  });
});

describe("deliveryLogEntry", () => {
  it("describes a pending delivery, then a sent one with the receiver's answer", async () => {
    const { deliveryId } = await saveContactMessage(db, { contact, language: "fr", idempotencyKey: null });
    const pending = await deliveryLogEntry(db, deliveryId!);
    expect(pending).toMatchObject({ id: deliveryId, formType: "contact", success: false, payload: { formType: "contact" } });
    expect(pending?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(pending).not.toHaveProperty("response");
    expect(pending).not.toHaveProperty("error");

    await db
      .updateTable("webhook_deliveries")
      .set({ status: "sent", last_status: 200, last_response: '{"ok":true}' })
      .where("id", "=", deliveryId!)
      .execute();
    expect(await deliveryLogEntry(db, deliveryId!)).toMatchObject({ success: true, response: { status: 200, body: '{"ok":true}' } });

    await db
      .updateTable("webhook_deliveries")
      .set({ status: "failed", last_status: 500, last_response: null, last_error: "HTTP 500" })
      .where("id", "=", deliveryId!)
      .execute();
    expect(await deliveryLogEntry(db, deliveryId!)).toMatchObject({
      success: false,
      response: { status: 500, body: "" },
      error: "HTTP 500",
    });
  });

  it("is null for an unknown delivery", async () => {
    expect(await deliveryLogEntry(db, "msg_unknown")).toBeNull();
  });
});
