import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Issue 16 (outbound mail): no dealer is contacted before the buyer confirms their e-mail
// address (or, without one, before an operator approves); requests made earlier stay active.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("buyer_requests")
    // 'awaiting_confirmation' | 'awaiting_approval' | 'active'
    .addColumn("state", "text", (c) => c.notNull().defaultTo("active"))
    .execute();
  await db.schema.alterTable("buyer_requests").addColumn("confirmed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("buyer_requests").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("buyer_requests").dropColumn("state").execute();
}
