import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Issue 17: the negotiation round. Written with the schema builder only (no SQLite-only SQL),
// so it runs unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  // '' = round 1 (or no round 2 yet), 'open' = round 2 running, 'closed' = round 2 done,
  // 'skipped' = fewer than two offers when round 1 closed.
  await db.schema
    .alterTable("buyer_requests")
    .addColumn("negotiation", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("buyer_requests").addColumn("negotiation_ends_at", "text").execute();
  await db.schema.alterTable("buyer_requests").addColumn("negotiation_closed_at", "text").execute();
  await db.schema.createIndex("buyer_requests_negotiation").on("buyer_requests").columns(["negotiation", "negotiation_ends_at"]).execute();
  // The dealer accepted the rules (its price may be shown anonymously as the best price).
  await db.schema.alterTable("dealer_requests").addColumn("rules_accepted_at", "text").execute();
  // Round 2's one e-mail to this dealer: 'standing' (it offered) or 'reminder' (it did not).
  await db.schema.alterTable("dealer_requests").addColumn("round2_notice", "text").execute();
  await db.schema.alterTable("dealer_requests").addColumn("round2_revised_at", "text").execute();
  // The all-in price as it stood when round 2 opened (or when a first offer came during it).
  await db.schema.alterTable("offers").addColumn("first_price_cents", "integer").execute();
  await db.schema.alterTable("offers").addColumn("first_flagged_fees_cents", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("buyer_requests_negotiation").ifExists().execute();
  for (const [table, column] of [
    ["buyer_requests", "negotiation"],
    ["buyer_requests", "negotiation_ends_at"],
    ["buyer_requests", "negotiation_closed_at"],
    ["dealer_requests", "rules_accepted_at"],
    ["dealer_requests", "round2_notice"],
    ["dealer_requests", "round2_revised_at"],
    ["offers", "first_price_cents"],
    ["offers", "first_flagged_fees_cents"],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
