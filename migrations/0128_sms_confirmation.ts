import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 059: a buyer who chose SMS (or both) confirms with a link texted to their number, a
// link of its own (not the e-mail's), bound to that number; the request records which channel
// confirmed it. Schema builder only, so it runs unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  // SHA-256 (hex) of the token the texted confirmation link carries: the link itself is never stored.
  await db.schema.alterTable("buyer_requests").addColumn("confirm_sms_token_hash", "text").execute();
  // SHA-256 (hex) of the number (+1XXXXXXXXXX) the link was texted to: it confirms only while the
  // request still has that number.
  await db.schema.alterTable("buyer_requests").addColumn("confirm_sms_to_hash", "text").execute();
  // 'email' or 'sms': the channel whose link confirmed the request (null: not confirmed by a link).
  await db.schema.alterTable("buyer_requests").addColumn("confirmed_via", "text").execute();
  await db.schema.createIndex("buyer_requests_confirm_sms").unique().on("buyer_requests").column("confirm_sms_token_hash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("buyer_requests_confirm_sms").ifExists().execute();
  for (const column of ["confirm_sms_token_hash", "confirm_sms_to_hash", "confirmed_via"]) {
    await db.schema.alterTable("buyer_requests").dropColumn(column).execute();
  }
}
