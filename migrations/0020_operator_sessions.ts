import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Issue 16 (findings 2, 4, 16): operator sessions kept on the server, so that signing out and a
// password change end them; failed sign-ins per address and overall, shared by every instance.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operator_sessions")
    // SHA-256 (hex) of the random value the cookie carries: the cookie alone is never stored.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    // HMAC of ADMIN_PASSWORD at sign-in: a changed password no longer matches, the session ends.
    .addColumn("password_tag", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_expires").on("operator_sessions").column("expires_at").execute();

  await db.schema
    .createTable("login_failures")
    // A client's address key (IPv6 by /64), or "*" for the failure budget of every address together.
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("last_failure_at", "bigint", (c) => c.notNull())
    .addColumn("locked_until", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("operator_sessions").execute();
}
