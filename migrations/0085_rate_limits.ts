import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Issue 18: per-address request counts shared by every instance (app/server/shared-limits.server.ts):
// hits per key and fixed window. Schema builder and portable types only (SQLite and PostgreSQL).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counts")
    // A tier and a client's address key (IPv6 by /64), e.g. "post:203.0.113.7", or "post:*".
    .addColumn("key", "text", (c) => c.notNull())
    // Epoch milliseconds where the window starts.
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limit_counts_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_counts_window").on("rate_limit_counts").column("window_start").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_counts").execute();
}
