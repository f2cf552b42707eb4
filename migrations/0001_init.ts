import { autoId, epochMsType, nowText } from "#db/dialect.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one. Issue 18 made it
// portable (db/dialect.ts): on SQLite it creates exactly the schema it always did.

export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("vehicle_submissions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("brand", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("condition", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("model", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("trim", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dealerships", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("contact_method", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("privacy_level", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("request_ref", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("profile_json", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .execute();
  await db.schema.createIndex("vehicle_submissions_created_at").on("vehicle_submissions").column("created_at").execute();

  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("conversation_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("user_message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("assistant_response", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("full_history", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dealer_email_subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dealer_email_body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("webhook_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("session_id", "text", (c) => c.unique())
    .addColumn("profile_json", "text")
    .execute();
  await db.schema.createIndex("chat_conversations_created_at").on("chat_conversations").column("created_at").execute();

  await db.schema
    .createTable("property_evaluations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("property_type", "text", (c) => c.notNull())
    .addColumn("estimated_value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("timeframe", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("additional_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .execute();

  // Answers of the single-page form and the wizard, bound to an http-only cookie.
  await db.schema
    .createTable("drafts")
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("drafts_pk", ["id", "kind"])
    .execute();
  await db.schema.createIndex("drafts_updated_at").on("drafts").column("updated_at").execute();

  // A conversation in progress, owned by the cookie that started it.
  await db.schema
    .createTable("chat_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("history", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("chat_sessions_updated_at").on("chat_sessions").column("updated_at").execute();

  // The outbox. `id` is the Standard Webhooks `webhook-id`, stable across retries.
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("webhook"))
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", epochMsType(db), (c) => c.notNull())
    .addColumn("locked_until", epochMsType(db))
    .addColumn("last_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("last_response", "text")
    .addColumn("sent_at", "text")
    .addColumn("source_table", "text")
    .addColumn("source_id", "text")
    .execute();
  await db.schema.createIndex("webhook_deliveries_due").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_source").on("webhook_deliveries").columns(["source_table", "source_id"]).execute();

  await db.schema
    .createTable("delivery_attempts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("delivery_id", "text", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("http_status", "integer")
    .addColumn("error", "text")
    .addColumn("response_excerpt", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("delivery_attempts_delivery").on("delivery_attempts").column("delivery_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "delivery_attempts",
    "webhook_deliveries",
    "chat_sessions",
    "drafts",
    "contact_messages",
    "property_evaluations",
    "chat_conversations",
    "vehicle_submissions",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
