import { parseWithZod } from "@conform-to/zod/v4";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData, readIdempotencyKey } from "#app/platform/form-guards.server.ts";
import type { Lang } from "#app/platform/language.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { confirmationAdmitter, takeQuota } from "#app/platform/quotas.server.ts";
import { getVisitor } from "#app/platform/visitor.server.ts";
import { findCity, OTHER_CITY } from "#app/questionnaire/cities.ts";
import { getDraft, hasDraft } from "#app/questionnaire/drafts.server.ts";
import { readPlace } from "#app/questionnaire/gazetteer.ts";
import { saveStepAnswer, submitVehicleRequest } from "#app/questionnaire/vehicle-requests.server.ts";
import { stepFormSchema } from "#app/questionnaire/vehicle-rules.ts";
import {
  answerFromStepForm,
  blockedFor,
  type DraftKind,
  fieldOfStep,
  isStepComplete,
  type StepField,
  type VehicleFormType,
} from "#app/questionnaire/vehicle.ts";
import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";

/**
 * THE step flow of the vehicle questionnaire, shared by the single form and the
 * wizard: honeypot, visitor, the step's rule (the registry's question → vehicle.ts schema), then
 * save the answer or submit the request. It returns an outcome; each route maps it to a response
 * in a few lines (as `storeFormAction` does for contact and property).
 */
export type StepOutcome =
  /** The answer is stored (or kept, or cleared); `step` is the step to show next. */
  | { outcome: "saved"; step: number }
  | { outcome: "invalid"; result: SubmissionResult<string[]> }
  /** A new draft past the address's daily quota: the answer comes back, nothing is stored. */
  | { outcome: "limited"; result: SubmissionResult<string[]>; retryAfterMs: number }
  /** An earlier answer is missing (the model needs the brand, the trim the brand and the model). */
  | { outcome: "blocked" }
  | { outcome: "submitted"; ref: string }
  | { outcome: "incomplete"; steps: number[] }
  | { outcome: "failed" };

export type StepFlow = {
  kind: DraftKind;
  lang: Lang;
  /** 1..10 a question; anything past the last question is the review (no answer, submit only). */
  step: number;
  /** Whether this post submits the request, and as which formType (SPEC §7). */
  submitAs: (formData: FormData, field: StepField | undefined) => VehicleFormType | undefined;
  /** The request's client address: its daily quota of new drafts and its confirmation e-mail caps. */
  context: Readonly<RouterContextProvider>;
};

/** The field error of a city the gazetteer does not know (decision 056), in the page's language. */
const PLACE_UNKNOWN = "vehicle:errors.place";

export async function vehicleStepAction(
  request: Request,
  flow: StepFlow,
  /** The posted form when the route read it first (for its own intents). */
  posted?: FormData,
): Promise<{ result: StepOutcome; headers: { "Set-Cookie": string }; formData: FormData }> {
  const formData = posted ?? (await readFormData(request));
  honeypotGuard(formData);
  const visitor = await getVisitor(request);
  const headers = { "Set-Cookie": visitor.setCookie };
  const done = (result: StepOutcome) => ({ result, headers, formData });
  const db = getDb();
  const field = fieldOfStep(flow.step);

  let value: string | undefined;
  if (field) {
    const draft = await getDraft(db, visitor.id, flow.kind);
    if (blockedFor(field, draft.answers)) return done({ outcome: "blocked" });
    const schema = stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) });
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return done({ outcome: "invalid", result: submission.reply() });
    value = answerFromStepForm(field, submission.value);
    if (field === "city" && value) {
      // A city outside the list (the single form's "Autre" field, the wizard's typed city) is read
      // through the gazetteer and stored as the municipality's name; an unknown place is refused.
      const place = findCity(value)?.name ?? readPlace(value)?.place;
      if (!place) {
        const input = formData.get("value") === OTHER_CITY ? "other" : "value";
        return done({ outcome: "invalid", result: submission.reply({ fieldErrors: { [input]: [PLACE_UNKNOWN] } }) });
      }
      value = place;
    }
    // A visitor's first answer creates a draft: those count against the address's daily quota.
    if (!(await hasDraft(db, visitor.id, flow.kind))) {
      const quota = await takeQuota("draft", flow.context);
      if (!quota.allowed) {
        return done({
          outcome: "limited",
          result: submission.reply({ formErrors: ["common:quota.body"] }),
          retryAfterMs: quota.retryAfterMs,
        });
      }
    }
  }

  const formType = flow.submitAs(formData, field);
  if (!formType) {
    if (!field) return done({ outcome: "incomplete", steps: [] });
    if (value !== undefined) await saveStepAnswer(db, { visitorId: visitor.id, kind: flow.kind, field, value });
    // An emptied answer that may be emptied (the dealership count) stays on its step.
    return done({ outcome: "saved", step: value === "" ? flow.step : flow.step + 1 });
  }

  const answer = field && value !== undefined ? { field, value } : undefined;
  try {
    const submitted = await submitVehicleRequest(db, {
      visitorId: visitor.id,
      kind: flow.kind,
      formType,
      lang: flow.lang,
      postedKey: readIdempotencyKey(formData),
      answer,
      admitConfirmation: confirmationAdmitter(flow.context),
    });
    if (submitted.status === "incomplete") return done({ outcome: "incomplete", steps: submitted.steps });
    return done({ outcome: "submitted", ref: submitted.ref });
  } catch (error) {
    logger.error({ err: errorMessage(error) }, `${flow.kind === "single" ? "vehicle-form" : "vehicle-step"}: submission failed`);
    // The buyer's last answer was given: keep it, so that a retry (step 11) does not ask for it again.
    if (answer) {
      try {
        await saveStepAnswer(db, { visitorId: visitor.id, kind: flow.kind, ...answer });
      } catch (saveError) {
        logger.error({ err: errorMessage(saveError) }, "vehicle step: answer not kept after a failed submission");
      }
    }
    return done({ outcome: "failed" });
  }
}
