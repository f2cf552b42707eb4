import crypto from "node:crypto";
import type { DbOrTrx } from "#db/index.ts";

/** A new Standard Webhooks message id (`webhook-id`), stable across retries of one delivery. */
export function newDeliveryId(): string {
  // 122 random bits from Node's pooled generator (randomBytes per id was ~1 % of a form post).
  return `msg_${crypto.randomUUID().replaceAll("-", "")}`;
}

/**
 * Writes a webhook delivery inside the caller's transaction, so the record and its delivery
 * commit together (DESIGN §6). The worker sends it after the commit; returns its `webhook-id`.
 */
export async function enqueueWebhook(
  trx: DbOrTrx,
  formType: string,
  payload: unknown,
  source?: { table: string; id: string | number },
): Promise<string> {
  const id = newDeliveryId();
  await trx
    .insertInto("webhook_deliveries")
    .values({
      id,
      channel: "webhook",
      form_type: formType,
      payload: JSON.stringify(payload),
      status: "pending",
      next_attempt_at: Date.now(),
      source_table: source?.table ?? null,
      source_id: source === undefined ? null : String(source.id),
    })
    .execute();
  return id;
}

/** Puts a failed or dead delivery back in the queue, same `webhook-id`, a fresh retry schedule. */
export async function requeueDelivery(db: DbOrTrx, id: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: Date.now(), locked_until: null, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["failed", "dead"])
    // Law 25: a copy redacted at the person's request is never sent again.
    .where("redacted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The outbox's kinds (channel column). */
export const DELIVERY_KINDS = ["webhook", "email"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Dead deliveries per kind (the operator's "re-send all" offer). */
export async function countDeadDeliveries(db: DbOrTrx): Promise<Record<DeliveryKind, number>> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .select(["channel", (eb) => eb.fn.countAll<number>().as("n")])
    .where("status", "=", "dead")
    .where("redacted_at", "is", null)
    .groupBy("channel")
    .execute();
  const counts: Record<DeliveryKind, number> = { webhook: 0, email: 0 };
  for (const row of rows) if (row.channel in counts) counts[row.channel as DeliveryKind] = Number(row.n);
  return counts;
}

/** Puts every dead delivery of a kind back in the queue (same ids, fresh schedules); returns how many. */
export async function requeueDeadDeliveries(db: DbOrTrx, kind: DeliveryKind): Promise<number> {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: Date.now(), locked_until: null, updated_at: new Date().toISOString() })
    .where("channel", "=", kind)
    .where("status", "=", "dead")
    .where("redacted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
