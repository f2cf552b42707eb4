import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 033: a request confirmed with no dealer found is searched again (the whole province,
// with the directory as it then is) and the buyer is told, once. Schema builder only, so it runs
// unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  // When the search is due again (ISO text); null = nothing to widen (dealers were found, or the
  // request predates this migration).
  await db.schema.alterTable("buyer_requests").addColumn("widen_due_at", "text").execute();
  // The claim: set once, in the transaction that contacts the dealers and queues the buyer's e-mail.
  await db.schema.alterTable("buyer_requests").addColumn("widened_at", "text").execute();
  // '' (not widened), 'widened' (dealers contacted), 'none' (still no dealer).
  await db.schema
    .alterTable("buyer_requests")
    .addColumn("widen_outcome", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // The nearest dealer contacted by the widening, whole kilometres; null when unknown.
  await db.schema.alterTable("buyer_requests").addColumn("widen_nearest_km", "integer").execute();
  await db.schema.createIndex("buyer_requests_widen").on("buyer_requests").columns(["widen_due_at", "widened_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("buyer_requests_widen").ifExists().execute();
  for (const column of ["widen_due_at", "widened_at", "widen_outcome", "widen_nearest_km"]) {
    await db.schema.alterTable("buyer_requests").dropColumn(column).execute();
  }
}
