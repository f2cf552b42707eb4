import { stepFormReference } from "#app/operator/auto-test-form.ts";
import type { Lang } from "#app/platform/language.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { buildStepFormPayload, splitEmailPhone } from "#app/questionnaire/webhook-payloads.ts";
import type { Db } from "#db/index.ts";

/**
 * Stores the form test's vehicle request (form_type 'auto-test-vehicle-form', reference VH + 6
 * digits) and its webhook (formType 'auto-test-vehicle-form') in one transaction (DESIGN §6).
 */
export async function submitAutoTestForm(db: Db, vehicleData: VehicleData, lang: Lang, now = new Date()) {
  const requestRef = stepFormReference(now);
  const { email, phone } = splitEmailPhone(vehicleData.emailPhone, { wholeTextIfAt: true });
  const dealerships = Number.parseInt(vehicleData.dealerships, 10);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("vehicle_submissions")
      .values({
        created_at: now.toISOString(),
        brand: vehicleData.brand,
        condition: vehicleData.condition,
        model: vehicleData.model,
        trim: vehicleData.trim,
        dealerships: Number.isFinite(dealerships) ? dealerships : 0,
        contact_method: vehicleData.contact,
        name: vehicleData.name,
        email,
        phone,
        city: vehicleData.city,
        privacy_level: vehicleData.privacy,
        request_ref: requestRef,
        language: lang,
        form_type: "auto-test-vehicle-form",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const payload = buildStepFormPayload({ vehicleData, submissionId: requestRef, formType: "auto-test-vehicle-form", now });
    const deliveryId = await enqueueWebhook(trx, "auto-test-vehicle-form", payload, { table: "vehicle_submissions", id: row.id });
    return { submissionId: row.id, requestRef, deliveryId, payload };
  });
}
