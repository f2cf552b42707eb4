import { afterEach, describe, expect, it } from "vitest";
import { submitAutoTestForm } from "#app/operator/auto-test-form.server.ts";
import { autoFormScenarios } from "#app/operator/auto-test-form.ts";
import { createTestDb } from "#tests/db.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe("submitAutoTestForm", () => {
  it("commits the vehicle request and its auto-test-vehicle-form delivery together", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const now = new Date("2025-01-15T12:34:56.789Z");
    const result = await submitAutoTestForm(t.db, autoFormScenarios[1].data, "fr", now);
    expect(result.requestRef).toBe(`VH${String(now.getTime()).slice(-6)}`);
    const row = await t.db.selectFrom("vehicle_submissions").selectAll().where("id", "=", result.submissionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      brand: "Honda",
      condition: "Usagé",
      model: "Civic",
      trim: "Sport",
      dealerships: 10,
      contact_method: "SMS",
      name: "Jean-François Gagnon",
      email: "jf.gagnon@courriel.ca",
      phone: "418-555-0102",
      city: "Québec",
      form_type: "auto-test-vehicle-form",
      request_ref: result.requestRef,
    });
    const delivery = await t.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", result.deliveryId).executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      form_type: "auto-test-vehicle-form",
      status: "pending",
      source_table: "vehicle_submissions",
      source_id: String(row.id),
    });
    const payload = JSON.parse(delivery.payload);
    expect(payload).toMatchObject({ formType: "auto-test-vehicle-form", submissionId: result.requestRef, email: "jf.gagnon@courriel.ca" });
    expect(payload.conversationId).toMatch(/^auto_step_form_\d+$/);
    expect(payload.vehicleData).toMatchObject({ brand: "Honda", model: "Civic", condition: "Usagé", trim: "Sport", dealerships: "10" });
  });

  it("stores nothing when the delivery cannot be written", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    await t.db.schema.dropTable("delivery_attempts").execute();
    await t.db.schema.dropTable("webhook_deliveries").execute();
    await expect(submitAutoTestForm(t.db, autoFormScenarios[0].data, "fr")).rejects.toThrow();
    const rows = await t.db.selectFrom("vehicle_submissions").selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});
