import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { confirmOutreach } from "#app/outreach/start.server.ts";
import { clearDraft, getDraft, saveDraft } from "#app/questionnaire/drafts.server.ts";
import { PRIVACY_B } from "#app/questionnaire/registry.ts";
import { lastSubmission, saveStepAnswer, submitVehicleRequest } from "#app/questionnaire/vehicle-requests.server.ts";
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

const visitor = "a".repeat(32);

async function answerAll(kind: "single" | "wizard", upTo = 9) {
  const answers: Array<[Parameters<typeof saveStepAnswer>[1]["field"], string]> = [
    ["brand", "honda"],
    ["condition", "Usagé"],
    ["model", "civic"],
    ["trim", "Sport"],
    ["dealerships", "10"],
    ["contact", "Les deux"],
    ["name", "  Jean Untel "],
    ["emailPhone", "jean@example.ca et (514) 555-0000"],
    ["city", "quebec"],
    ["privacy", PRIVACY_B],
  ];
  let draft;
  for (const [field, value] of answers.slice(0, upTo))
    draft = await saveStepAnswer(db, { visitorId: visitor, kind, field, value, now: new Date(1741964966535) });
  return draft!;
}

describe("drafts repository", () => {
  it("saves, reads back and clears a draft per visitor and kind", async () => {
    expect(await getDraft(db, visitor, "wizard")).toEqual({ answers: {} });
    await saveDraft(db, visitor, "wizard", { answers: { brand: "Kia" }, ref: "VH000001" });
    await saveDraft(db, visitor, "wizard", { answers: { brand: "Ford" }, ref: "VH000001" });
    await saveDraft(db, visitor, "single", { answers: { brand: "Audi" } });
    expect(await getDraft(db, visitor, "wizard")).toEqual({ answers: { brand: "Ford" }, ref: "VH000001" });
    expect((await getDraft(db, "b".repeat(32), "wizard")).answers).toEqual({});
    await clearDraft(db, visitor, "wizard");
    expect(await getDraft(db, visitor, "wizard")).toEqual({ answers: {} });
    expect((await getDraft(db, visitor, "single")).answers).toEqual({ brand: "Audi" });
  });
});

describe("submitVehicleRequest", () => {
  it("commits the row and its webhook delivery together, then resets the draft", async () => {
    const draft = await answerAll("wizard");
    const result = await submitVehicleRequest(db, {
      visitorId: visitor,
      kind: "wizard",
      formType: "auto-submitted-vehicle-form",
      lang: "fr",
      postedKey: draft.key!,
      answer: { field: "privacy", value: PRIVACY_B },
    });
    expect(result).toMatchObject({ status: "submitted", ref: "VH966535" });
    const rows = await db.selectFrom("vehicle_submissions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand: "Honda",
      condition: "Usagé",
      model: "Civic",
      trim: "Sport",
      dealerships: 10,
      contact_method: "Les deux",
      name: "Jean Untel",
      email: "jean@example.ca",
      phone: "(514) 555-0000",
      city: "Québec",
      privacy_level: PRIVACY_B,
      request_ref: "VH966535",
      form_type: "auto-submitted-vehicle-form",
      idempotency_key: draft.key,
    });
    const deliveries = await db.selectFrom("webhook_deliveries").selectAll().where("channel", "=", "webhook").execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      form_type: "auto-submitted-vehicle-form",
      source_table: "vehicle_submissions",
      source_id: String(rows[0].id),
    });
    const payload = JSON.parse(deliveries[0].payload);
    expect(payload.formType).toBe("auto-submitted-vehicle-form");
    expect(payload.vehicleData).toMatchObject({ brand: "Honda", model: "Civic", condition: "Usagé", trim: "Sport", dealerships: "10" });
    expect(await getDraft(db, visitor, "wizard")).toEqual({ answers: {}, last: { id: rows[0].id, ref: "VH966535" } });
    const last = await lastSubmission(db, visitor, "wizard");
    expect(last?.row?.name).toBe("Jean Untel");
  });

  it("the same key posted twice stores one row and one delivery", async () => {
    const draft = await answerAll("single", 10);
    const args = {
      visitorId: visitor,
      kind: "single" as const,
      formType: "vehicle-consultation" as const,
      lang: "en" as const,
      postedKey: draft.key!,
    };
    const [a, b] = await Promise.all([submitVehicleRequest(db, args), submitVehicleRequest(db, args)]);
    const c = await submitVehicleRequest(db, args);
    expect([a.status, b.status, c.status].sort()).toEqual(["duplicate", "duplicate", "submitted"]);
    expect(await db.selectFrom("vehicle_submissions").select("request_ref").execute()).toEqual([
      { request_ref: expect.stringMatching(/^VF-[0-9A-Z]+$/) },
    ]);
    expect(await db.selectFrom("webhook_deliveries").select("form_type").where("channel", "=", "webhook").execute()).toEqual([
      { form_type: "vehicle-consultation" },
    ]);
  });

  it("an incomplete request stores nothing and names the missing steps", async () => {
    await answerAll("wizard", 6);
    const result = await submitVehicleRequest(db, {
      visitorId: visitor,
      kind: "wizard",
      formType: "step-by-step-vehicle-form",
      lang: "fr",
      postedKey: null,
    });
    expect(result).toEqual({ status: "incomplete", steps: [7, 8, 9, 10] });
    expect(await db.selectFrom("vehicle_submissions").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("webhook_deliveries").select("id").execute()).toEqual([]);
    expect((await getDraft(db, visitor, "wizard")).answers.brand).toBe("Honda");
  });

  it("starts dealer outreach in the same commit: matching dealers, nearest first, e-mails queued", async () => {
    const dealer = (name: string, city: string, brands: string[], extra: { opted_out?: number } = {}) => ({
      name,
      city,
      brands: JSON.stringify(brands),
      email: `${name.toLowerCase().replace(/\W+/g, "")}@dealers.example`,
      unsubscribe_token: `tok-${name}`.padEnd(43, "x"),
      opted_out: extra.opted_out ?? 0,
    });
    await db
      .insertInto("dealers")
      .values([
        dealer("Honda Lévis", "Lévis", ["Honda"]),
        dealer("Honda Montréal", "Montréal", ["Honda"]),
        dealer("Toyota Québec", "Québec", ["Toyota"]),
        dealer("Honda Québec", "Québec", ["Honda"], { opted_out: 1 }),
      ])
      .execute();
    const draft = await answerAll("wizard");
    const result = await submitVehicleRequest(db, {
      visitorId: visitor,
      kind: "wizard",
      formType: "auto-submitted-vehicle-form",
      lang: "fr",
      postedKey: draft.key!,
      answer: { field: "privacy", value: PRIVACY_B },
    });
    expect(result.status).toBe("submitted");
    // The dealers are e-mailed once the buyer confirms their address.
    const request = await db.selectFrom("buyer_requests").select(["token", "state"]).executeTakeFirstOrThrow();
    expect(request.state).toBe("awaiting_confirmation");
    expect(await db.selectFrom("dealer_requests").select("id").execute()).toHaveLength(0);
    // With the link of the confirmation e-mail (decision 041).
    const mail = await db
      .selectFrom("webhook_deliveries")
      .select("payload")
      .where("form_type", "=", "buyer-request-link")
      .executeTakeFirstOrThrow();
    const link = /\/confirmer\/([\w-]{43})/.exec(mail.payload)![1]!;
    expect(await confirmOutreach(db, link)).toMatchObject({ outcome: "confirmed" });
    const outreach = await db
      .selectFrom("dealer_requests")
      .innerJoin("dealers", "dealers.id", "dealer_requests.dealer_id")
      .select(["dealers.name", "dealer_requests.rank"])
      .orderBy("dealer_requests.rank")
      .execute();
    // The buyer is in Québec: Lévis (across the river) before Montréal; no Toyota, no opted-out dealer.
    expect(outreach.map((r) => r.name)).toEqual(["Honda Lévis", "Honda Montréal"]);
    const emails = await db.selectFrom("webhook_deliveries").select(["payload"]).where("channel", "=", "email").execute();
    const toDealers = emails.filter((e) => /@dealers\.example/.test(e.payload));
    expect(toDealers).toHaveLength(2);
    for (const e of toDealers) {
      expect(e.payload).not.toContain("jean@example.ca");
      expect(e.payload).not.toContain("555-0000");
    }
  });
});
