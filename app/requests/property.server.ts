import { deliveryIdForSource } from "#app/platform/delivery-log.server.ts";
import type { Lang } from "#app/platform/language.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import { buildPropertyPayload } from "#app/questionnaire/webhook-payloads.ts";
import type { PropertyData } from "#app/requests/property.ts";
import { lockKey } from "#db/dialect.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

/**
 * Stores a property evaluation request and its webhook delivery (formType `property-evaluation`)
 * in one transaction. A repeated idempotency key stores nothing new and returns the first request.
 */
export async function savePropertyEvaluation(
  db: Kysely<Database>,
  args: { property: PropertyData; language: Lang; idempotencyKey: string | null; now?: Date },
): Promise<{ id: number; deliveryId: string | null; duplicate: boolean }> {
  const now = args.now ?? new Date();
  const p = args.property;
  return db.transaction().execute(async (trx) => {
    if (args.idempotencyKey) {
      // The same key posted twice at once (two instances): the second waits, then finds the first.
      await lockKey(trx, `idempotency:${args.idempotencyKey}`);
      const existing = await trx
        .selectFrom("property_evaluations")
        .select("id")
        .where("idempotency_key", "=", args.idempotencyKey)
        .executeTakeFirst();
      if (existing) {
        return { id: existing.id, deliveryId: await deliveryIdForSource(trx, "property_evaluations", existing.id), duplicate: true };
      }
    }
    const { id } = await trx
      .insertInto("property_evaluations")
      .values({
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        phone: p.phone,
        address: p.address,
        city: p.city,
        postal_code: p.postalCode,
        property_type: p.propertyType,
        estimated_value: p.estimatedValue,
        timeframe: p.timeframe,
        additional_info: p.additionalInfo,
        language: args.language,
        idempotency_key: args.idempotencyKey,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const deliveryId = await enqueueWebhook(trx, "property-evaluation", buildPropertyPayload({ property: p, now }), {
      table: "property_evaluations",
      id,
    });
    return { id, deliveryId, duplicate: false };
  });
}
