import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Issue 16 (Law 25): the privacy audit log (no personal data), the e-mailed 24-hour privacy links,
// and the marks that say a request was erased and a delivery's payload redacted.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Epoch ms.
    .addColumn("at", "bigint", (c) => c.notNull())
    // 'export' | 'erase' | 'link-requested' | 'link-opened' | 'find' | 'retention'
    .addColumn("action", "text", (c) => c.notNull())
    // 'request' | 'email' | 'retention'
    .addColumn("subject", "text", (c) => c.notNull())
    // 'buyer' | 'link' | 'operator' | 'system'
    .addColumn("actor", "text", (c) => c.notNull())
    // A request's reference, or a keyed hash of an address: never the address itself.
    .addColumn("reference", "text", (c) => c.notNull().defaultTo(""))
    // JSON object of counts per kind of record.
    .addColumn("counts", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("privacy_audit_at").on("privacy_audit").column("at").execute();

  await db.schema
    .createTable("privacy_links")
    // SHA-256 (hex) of the token the e-mailed link carries: the link alone is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("privacy_links_expires").on("privacy_links").column("expires_at").execute();

  // An erased request keeps its non-personal counts; its private link answers 410.
  await db.schema.alterTable("buyer_requests").addColumn("erased_at", "text").execute();
  // A delivery whose payload copy was redacted (erasure, or 30 days after it was sent).
  await db.schema.alterTable("webhook_deliveries").addColumn("redacted_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("webhook_deliveries").dropColumn("redacted_at").execute();
  await db.schema.alterTable("buyer_requests").dropColumn("erased_at").execute();
  await db.schema.dropTable("privacy_links").execute();
  await db.schema.dropTable("privacy_audit").execute();
}
