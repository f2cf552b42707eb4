import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 055: the buyer approves what dealers will read. A request's wording (vehicle, city,
// first name, privacy, count) may be corrected on the buyer's page before any dealer is contacted;
// the page's confirmation and the buyer's review (phone-only requests, before an operator's
// approval) record a digest of the wording the buyer saw. Schema builder only (SQLite and PostgreSQL).

export async function up(db: Kysely<any>): Promise<void> {
  // The digest of the wording the buyer last approved on their page (null: not yet).
  await db.schema.alterTable("buyer_requests").addColumn("reviewed_digest", "text").execute();
  await db.schema.alterTable("buyer_requests").addColumn("reviewed_at", "text").execute();
  // When the buyer last corrected a line (null: never).
  await db.schema.alterTable("buyer_requests").addColumn("corrected_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["reviewed_digest", "reviewed_at", "corrected_at"]) {
    await db.schema.alterTable("buyer_requests").dropColumn(column).execute();
  }
}
