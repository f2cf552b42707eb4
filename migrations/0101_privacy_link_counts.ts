import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// The privacy page's anonymous link requests are counted per day instead of written one row each
// to the privacy audit (where they pushed the real actions off the operator's page); the audit is
// filtered by kind. Schema builder and plain queries only, so it runs unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_link_requests")
    // The UTC day, YYYY-MM-DD.
    .addColumn("day", "text", (c) => c.primaryKey())
    // Requests that day, and how many of them were for an address with records (a link was due).
    .addColumn("requested", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("known", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("privacy_audit_action_at").on("privacy_audit").columns(["action", "at"]).execute();

  // The rows written one by one until now become the days' counts.
  const days = new Map<string, { requested: number; known: number }>();
  for (;;) {
    const rows: Array<{ id: string; at: number | string; counts: string }> = await db
      .selectFrom("privacy_audit")
      .select(["id", "at", "counts"])
      .where("action", "=", "link-requested")
      .orderBy("id")
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const day = new Date(Number(row.at)).toISOString().slice(0, 10);
      const count = days.get(day) ?? { requested: 0, known: 0 };
      count.requested += 1;
      if (/"known"\s*:\s*1/.test(row.counts)) count.known += 1;
      days.set(day, count);
    }
    await db
      .deleteFrom("privacy_audit")
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
  }
  for (const [day, count] of days)
    await db
      .insertInto("privacy_link_requests")
      .values({ day, ...count })
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("privacy_audit_action_at").ifExists().execute();
  await db.schema.dropTable("privacy_link_requests").execute();
}
