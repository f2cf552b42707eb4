import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";
import type { DbOrTrx } from "#db/index.ts";

/**
 * The SPEC §3 webhook log entry of one outbox delivery, for the page that shows the submission's
 * result (it dispatches the `webhook-log` browser event). `success` is true once the delivery is
 * `sent`; the last attempt's HTTP status/body and error are included when there was an attempt.
 * Returns the payload the submitter just sent: give it to that submitter only, never log it.
 */
export async function deliveryLogEntry(db: DbOrTrx, deliveryId: string): Promise<WebhookLogEntry | null> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select(["id", "created_at", "form_type", "payload", "status", "last_status", "last_response", "last_error"])
    .where("id", "=", deliveryId)
    .executeTakeFirst();
  if (!row) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    payload = row.payload;
  }
  const entry: WebhookLogEntry = {
    id: row.id,
    timestamp: new Date(row.created_at).toISOString(),
    formType: row.form_type,
    payload,
    success: row.status === "sent",
  };
  if (row.last_status !== null) entry.response = { status: row.last_status, body: row.last_response ?? "" };
  if (row.last_error) entry.error = row.last_error;
  return entry;
}

/** The delivery written for a stored record (e.g. a contact message), newest first. */
export async function deliveryIdForSource(db: DbOrTrx, table: string, id: string | number): Promise<string | null> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("source_table", "=", table)
    .where("source_id", "=", String(id))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}
