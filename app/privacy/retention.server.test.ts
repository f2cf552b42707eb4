import { afterEach, describe, expect, it } from "vitest";
import { purgeExpired } from "#app/privacy/retention.server.ts";
import { createTestDb } from "#tests/db.ts";

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe("purgeExpired", () => {
  it("deletes drafts and unfinished chats older than 30 days, keeps the rest", async () => {
    const t = await createTestDb();
    close = t.close;
    const now = new Date("2026-06-30T12:00:00Z");
    const old = "2026-05-30T11:59:59.000Z";
    const recent = "2026-06-01T00:00:00.000Z";
    await t.db
      .insertInto("drafts")
      .values([
        { id: "a", kind: "wizard", data: "{}", updated_at: old },
        { id: "b", kind: "wizard", data: "{}", updated_at: recent },
      ])
      .execute();
    await t.db
      .insertInto("chat_sessions")
      .values([
        { id: "old-active", owner: "o", status: "active", updated_at: old },
        { id: "old-done", owner: "o", status: "completed", updated_at: old },
        { id: "new-active", owner: "o", status: "active", updated_at: recent },
      ])
      .execute();
    expect(await purgeExpired(t.db, now)).toMatchObject({ drafts: 1, chatSessions: 1, requests: 0, payloads: 0 });
    expect((await t.db.selectFrom("drafts").select("id").execute()).map((r) => r.id)).toEqual(["b"]);
    expect((await t.db.selectFrom("chat_sessions").select("id").orderBy("id").execute()).map((r) => r.id)).toEqual([
      "new-active",
      "old-done",
    ]);
  });

  it("keeps the privacy audit and the daily link-request counts two years, then deletes them", async () => {
    const t = await createTestDb();
    close = t.close;
    const now = new Date("2028-06-30T12:00:00Z");
    const row = (id: string, at: string) => ({ id, at: Date.parse(at), action: "erase", subject: "email", actor: "operator" });
    await t.db
      .insertInto("privacy_audit")
      .values([row("old", "2026-06-30T11:59:59Z"), row("kept", "2026-06-30T12:00:01Z")])
      .execute();
    await t.db
      .insertInto("privacy_link_requests")
      .values([
        { day: "2026-06-29", requested: 40, known: 1 },
        { day: "2026-06-30", requested: 3, known: 0 },
      ])
      .execute();
    expect(await purgeExpired(t.db, now)).toMatchObject({ audit: 2 });
    expect((await t.db.selectFrom("privacy_audit").select("id").execute()).map((r) => r.id)).toEqual(["kept"]);
    expect((await t.db.selectFrom("privacy_link_requests").select("day").execute()).map((r) => r.day)).toEqual(["2026-06-30"]);
  });
});
