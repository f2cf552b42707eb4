import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createDatabase } from "./index.ts";

const expected: Record<string, string[]> = {
  vehicle_submissions: [
    "id", "created_at", "brand", "condition", "model", "trim", "dealerships", "contact_method",
    "name", "email", "phone", "city", "privacy_level", "request_ref",
  ],
  chat_conversations: [
    "id", "conversation_id", "created_at", "user_message", "assistant_response", "full_history",
    "language", "email", "dealer_email_subject", "dealer_email_body", "webhook_status",
  ],
  property_evaluations: [
    "first_name", "last_name", "email", "phone", "address", "city", "postal_code", "property_type",
    "estimated_value", "timeframe", "additional_info",
  ],
  contact_messages: ["name", "email", "phone", "subject", "message"],
  drafts: ["id", "kind", "data", "updated_at"],
  chat_sessions: ["id", "owner", "language", "history", "status"],
  webhook_deliveries: ["id", "form_type", "payload", "status", "attempts", "next_attempt_at", "last_status", "last_error"],
};

describe("migrations", () => {
  it("create every table with the spec's columns in a fresh file, in its new folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    const file = path.join(dir, "nested", "folder", "app.db");
    const { db } = await createDatabase(file);
    await db.destroy();
    expect(fs.existsSync(file)).toBe(true);

    const sqlite = new Database(file, { readonly: true });
    try {
      for (const [table, columns] of Object.entries(expected)) {
        const present = (sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
        expect(present.length, `${table} exists`).toBeGreaterThan(0);
        for (const column of columns) expect(present, `${table}.${column}`).toContain(column);
      }
      const defaults = sqlite.prepare("PRAGMA table_info(chat_conversations)").all() as { name: string; dflt_value: string }[];
      expect(defaults.find((c) => c.name === "webhook_status")?.dflt_value).toBe("'pending'");
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are idempotent: a second start migrates nothing and keeps data", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-mig-"));
    const file = path.join(dir, "app.db");
    const first = await createDatabase(file);
    await first.db
      .insertInto("contact_messages")
      .values({ name: "Léa", email: "lea@example.com", subject: "Bonjour", message: "Allo" })
      .execute();
    await first.db.destroy();
    const second = await createDatabase(file);
    const rows = await second.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("Léa");
    await second.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
