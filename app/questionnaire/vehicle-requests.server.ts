import { startOutreach } from "#app/outreach/start.server.ts";
import { deliveryIdForSource, deliveryLogEntry } from "#app/platform/delivery-log.server.ts";
import { newIdempotencyKey } from "#app/platform/form-guards.server.ts";
import type { Lang } from "#app/platform/language.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import type { ConfirmationAdmitter } from "#app/platform/quotas.server.ts";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";
import { getDraft, saveDraft } from "#app/questionnaire/drafts.server.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { invalidSteps, vehicleDataSchema } from "#app/questionnaire/vehicle-rules.ts";
import {
  applyAnswer,
  draftAfterSubmission,
  type DraftKind,
  singleFormRef,
  type StepField,
  toSubmissionRow,
  type VehicleDraft,
  type VehicleFormType,
  wizardRef,
} from "#app/questionnaire/vehicle.ts";
import { buildStepFormPayload, buildVehicleConsultationPayload } from "#app/questionnaire/webhook-payloads.ts";
import { type Db, lockKey } from "#db/index.ts";
import type { VehicleSubmission } from "#db/schema.ts";

/** Saves one answer to the visitor's draft and returns the new draft. */
export async function saveStepAnswer(
  db: Db,
  args: { visitorId: string; kind: DraftKind; field: StepField; value: string; now?: Date },
): Promise<VehicleDraft> {
  return db.transaction().execute(async (trx) => {
    // Read, then write: two answers of one visitor at once (two tabs, two instances) keep both.
    await lockKey(trx, `draft:${args.visitorId}:${args.kind}`);
    const draft = await getDraft(trx, args.visitorId, args.kind);
    const next = applyAnswer(draft, args.field, args.value, { now: args.now ?? new Date(), newKey: newIdempotencyKey });
    await saveDraft(trx, args.visitorId, args.kind, next);
    return next;
  });
}

export type SubmitResult = { status: "submitted" | "duplicate"; id: number; ref: string } | { status: "incomplete"; steps: number[] };

/**
 * Commits the visitor's request: the `vehicle_submissions` row, its webhook delivery and the
 * draft reset, in ONE transaction. A final answer (the wizard's privacy step) may come along.
 * The same idempotency key posted twice stores one row ("duplicate" points at it).
 */
export async function submitVehicleRequest(
  db: Db,
  args: {
    visitorId: string;
    kind: DraftKind;
    formType: VehicleFormType;
    lang: Lang;
    postedKey: string | null;
    answer?: { field: StepField; value: string };
    now?: Date;
    /** The daily caps on the buyer's confirmation e-mail (a visitor's request: its client address). */
    admitConfirmation?: ConfirmationAdmitter;
  },
): Promise<SubmitResult> {
  const now = args.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `draft:${args.visitorId}:${args.kind}`);
    if (args.postedKey) {
      await lockKey(trx, `idempotency:${args.postedKey}`);
      const existing = await trx
        .selectFrom("vehicle_submissions")
        .select(["id", "request_ref"])
        .where("idempotency_key", "=", args.postedKey)
        .executeTakeFirst();
      if (existing) return { status: "duplicate", id: existing.id, ref: existing.request_ref };
    }
    let draft = await getDraft(trx, args.visitorId, args.kind);
    if (args.answer) {
      draft = applyAnswer(draft, args.answer.field, args.answer.value, { now, newKey: newIdempotencyKey });
      await saveDraft(trx, args.visitorId, args.kind, draft);
    }
    const parsed = vehicleDataSchema.safeParse(draft.answers);
    if (!parsed.success) return { status: "incomplete", steps: invalidSteps(draft.answers) };
    const vehicleData: VehicleData = parsed.data;
    const key = args.postedKey ?? draft.key ?? newIdempotencyKey();
    const ref = args.kind === "single" ? singleFormRef(now) : (draft.ref ?? wizardRef(now));
    const row = toSubmissionRow(vehicleData, { requestRef: ref, formType: args.formType, language: args.lang, idempotencyKey: key });
    const inserted = await trx
      .insertInto("vehicle_submissions")
      .values({ ...row, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("vehicle_submissions")
        .select(["id", "request_ref"])
        .where("idempotency_key", "=", key)
        .executeTakeFirstOrThrow();
      return { status: "duplicate", id: existing.id, ref: existing.request_ref };
    }
    const payload =
      args.formType === "vehicle-consultation"
        ? buildVehicleConsultationPayload({ vehicleData, requestRef: ref, lang: args.lang, now })
        : buildStepFormPayload({ vehicleData, submissionId: ref, formType: args.formType, now });
    await enqueueWebhook(trx, args.formType, payload, { table: "vehicle_submissions", id: inserted.id });
    // Sam contacts the dealerships itself: matched dealers' e-mails join the same commit.
    await startOutreach(trx, { kind: "submission", id: inserted.id }, { admitConfirmation: args.admitConfirmation });
    await saveDraft(trx, args.visitorId, args.kind, draftAfterSubmission({ id: inserted.id, ref }));
    return { status: "submitted", id: inserted.id, ref };
  });
}

/** The SPEC §3 webhook log entry of a submission's delivery (for the page showing its result). */
export async function webhookLogFor(db: Db, submissionId: number): Promise<WebhookLogEntry | null> {
  const deliveryId = await deliveryIdForSource(db, "vehicle_submissions", submissionId);
  return deliveryId ? deliveryLogEntry(db, deliveryId) : null;
}

/** The request this visitor submitted last in a flow (read through the draft the cookie owns). */
export async function lastSubmission(
  db: Db,
  visitorId: string,
  kind: DraftKind,
): Promise<{ ref: string; row: VehicleSubmission | undefined } | undefined> {
  const draft = await getDraft(db, visitorId, kind);
  if (!draft.last) return undefined;
  const row = await db.selectFrom("vehicle_submissions").selectAll().where("id", "=", draft.last.id).executeTakeFirst();
  return { ref: draft.last.ref, row: row?.request_ref === draft.last.ref ? row : undefined };
}
