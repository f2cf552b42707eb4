import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 041: the buyer confirms a request through a link of its own, sent to the request's
// address — single-purpose, expiring, replaced when sent again — never through the private page.
// Schema builder only, so it runs unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  // SHA-256 (hex) of the token the e-mailed confirmation link carries: the link itself is never stored.
  await db.schema.alterTable("buyer_requests").addColumn("confirm_token_hash", "text").execute();
  // SHA-256 (hex) of the address (trimmed, lower case) the link was sent to: a link confirms only
  // while the request still has that address.
  await db.schema.alterTable("buyer_requests").addColumn("confirm_address_hash", "text").execute();
  // ISO times: when the link was sent (a new one replaces it), until when it works, when it was used.
  await db.schema.alterTable("buyer_requests").addColumn("confirm_sent_at", "text").execute();
  await db.schema.alterTable("buyer_requests").addColumn("confirm_expires_at", "text").execute();
  await db.schema.alterTable("buyer_requests").addColumn("confirm_used_at", "text").execute();
  await db.schema.createIndex("buyer_requests_confirm").unique().on("buyer_requests").column("confirm_token_hash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("buyer_requests_confirm").ifExists().execute();
  for (const column of ["confirm_token_hash", "confirm_address_hash", "confirm_sent_at", "confirm_expires_at", "confirm_used_at"]) {
    await db.schema.alterTable("buyer_requests").dropColumn(column).execute();
  }
}
