import type { Kysely } from "kysely";

/**
 * Issue 12: /metrics counts the outbox by kind and status at each scrape; this index answers
 * that from the index alone instead of reading the (never purged) delivery table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("webhook_deliveries_channel_status").on("webhook_deliveries").columns(["channel", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("webhook_deliveries_channel_status").execute();
}
