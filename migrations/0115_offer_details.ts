import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 047: what buyers compare offers on — the vehicle's facts as the dealer states them
// (model year, colour, stock number or VIN) and what a financing or lease offer costs in all
// (down payment; a lease's buyout). All optional. Schema builder only, so it runs unchanged on
// PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  // The offered vehicle's model year; null = not given.
  await db.schema.alterTable("offers").addColumn("model_year", "integer").execute();
  await db.schema
    .alterTable("offers")
    .addColumn("colour", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // A stock number or a VIN (17 characters, check digit verified), as typed; '' = not given.
  await db.schema
    .alterTable("offers")
    .addColumn("stock_or_vin", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // Financing or lease: the down payment, and a lease's buyout at the end; null = not given.
  await db.schema.alterTable("offers").addColumn("financing_down_cents", "integer").execute();
  await db.schema.alterTable("offers").addColumn("lease_residual_cents", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["model_year", "colour", "stock_or_vin", "financing_down_cents", "lease_residual_cents"]) {
    await db.schema.alterTable("offers").dropColumn(column).execute();
  }
}
