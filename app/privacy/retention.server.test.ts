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
});
