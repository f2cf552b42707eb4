import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 042: request limits, the sign-in back-off and the daily quotas are counted by
// rate-limiter-flexible in one table that every instance shares. Its SQLite and PostgreSQL stores
// read and write exactly these columns, in this order (the PostgreSQL store inserts without a
// column list). The hand-written limiter's tables go.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    // A limiter's name and what it counts, e.g. "post:203.0.113.7" (IPv6 by /64) or "quota-contact:…".
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    // Epoch milliseconds when the count is forgotten; null = never.
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();
  await db.schema.dropTable("rate_limit_counts").execute();
  await db.schema.dropTable("login_failures").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("last_failure_at", "bigint", (c) => c.notNull())
    .addColumn("locked_until", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("rate_limit_counts")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limit_counts_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_counts_window").on("rate_limit_counts").column("window_start").execute();
  await db.schema.dropTable("rate_limits").execute();
}
