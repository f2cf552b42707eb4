import { deliveryIdForSource } from "#app/platform/delivery-log.server.ts";
import type { Lang } from "#app/platform/language.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import { buildContactPayload } from "#app/questionnaire/webhook-payloads.ts";
import { lockKey } from "#db/dialect.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

export type ContactInput = { name: string; email: string; phone: string; subject: string; message: string };

/**
 * Stores a contact message and its webhook delivery (formType `contact`) in one transaction.
 * A repeated idempotency key stores nothing new and returns the first message and its delivery.
 */
export async function saveContactMessage(
  db: Kysely<Database>,
  args: { contact: ContactInput; language: Lang; idempotencyKey: string | null; now?: Date },
): Promise<{ id: number; deliveryId: string | null; duplicate: boolean }> {
  const now = args.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (args.idempotencyKey) {
      // The same key posted twice at once (two instances): the second waits, then finds the first.
      await lockKey(trx, `idempotency:${args.idempotencyKey}`);
      const existing = await trx
        .selectFrom("contact_messages")
        .select("id")
        .where("idempotency_key", "=", args.idempotencyKey)
        .executeTakeFirst();
      if (existing) {
        return { id: existing.id, deliveryId: await deliveryIdForSource(trx, "contact_messages", existing.id), duplicate: true };
      }
    }
    const { id } = await trx
      .insertInto("contact_messages")
      .values({ ...args.contact, language: args.language, idempotency_key: args.idempotencyKey, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const deliveryId = await enqueueWebhook(trx, "contact", buildContactPayload({ contact: args.contact, now }), {
      table: "contact_messages",
      id,
    });
    return { id, deliveryId, duplicate: false };
  });
}
