import { parseWithZod } from "@conform-to/zod/v4";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData, readIdempotencyKey } from "#app/platform/form-guards.server.ts";
import type { Lang } from "#app/platform/language.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { confirmationAdmitter, takeQuota } from "#app/platform/quotas.server.ts";
import { getVisitor } from "#app/platform/visitor.server.ts";
import { OTHER_CITY } from "#app/questionnaire/cities.ts";
import { getDraft, hasDraft } from "#app/questionnaire/drafts.server.ts";
import { type PlaceQuestion, readFormCity } from "#app/questionnaire/form-place.ts";
import { clearPending, keepPending, type PendingAnswers, readPending } from "#app/questionnaire/pending-answers.server.ts";
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
  /** `place`: the city answer was a region or a guessed name; the page offers these cities (decision 081). */
  | { outcome: "invalid"; result: SubmissionResult<string[]>; place?: PlaceQuestion }
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

/**
 * The field errors of a city answer, in the page's language: a place the gazetteer does not know
 * (decision 056), a region, a guessed name (decision 081: the choices' legend names them).
 */
const PLACE_ERRORS = { unknown: "vehicle:errors.place", region: "vehicle:errors.placeRegion", unsure: "vehicle:errors.placeUnsure" };

/** The city a buyer picked among those offered (the `place` radios), which replaces the typed answer. */
function pickedPlace(formData: FormData): string | undefined {
  const picked = formData.get("place");
  return typeof picked === "string" && picked.trim() && picked.length <= 100 ? picked.trim() : undefined;
}

export async function vehicleStepAction(
  request: Request,
  flow: StepFlow,
  /** The posted form when the route read it first (for its own intents). */
  posted?: FormData,
): Promise<{ result: StepOutcome; headers: Headers; formData: FormData }> {
  const formData = posted ?? (await readFormData(request));
  honeypotGuard(formData);
  const visitor = await getVisitor(request);
  const headers = new Headers({ "Set-Cookie": visitor.setCookie });
  // Answers a busy database could not take earlier (decision 044): written first by this post.
  const pending = await readPending(request, flow.kind);
  const hasPending = Object.keys(pending).length > 0;
  const keep = async (answers: PendingAnswers) => headers.append("Set-Cookie", await keepPending(flow.kind, answers));
  const done = (result: StepOutcome) => ({ result, headers, formData });
  const db = getDb();
  const field = fieldOfStep(flow.step);

  let value: string | undefined;
  if (field) {
    const stored = await getDraft(db, visitor.id, flow.kind);
    const draft = { ...stored, answers: { ...stored.answers, ...pending } };
    if (blockedFor(field, draft.answers)) return done({ outcome: "blocked" });
    // The city input the buyer types in: the single form's "Autre" field, the wizard's field.
    const input = formData.get("value") === OTHER_CITY ? "other" : "value";
    // A city picked among those offered for a region or a guessed name (the `place` radios,
    // decision 081) is the answer, as if typed in that field.
    const picked = field === "city" && (flow.kind === "wizard" || input === "other") ? pickedPlace(formData) : undefined;
    if (picked) formData.set(input, picked);
    const schema = stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) });
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return done({ outcome: "invalid", result: submission.reply() });
    value = answerFromStepForm(field, submission.value);
    if (field === "city" && value) {
      // A city outside the list (the single form's "Autre" field, the wizard's typed city) is read
      // through the gazetteer and stored as the municipality's name; an unknown place is refused; a
      // region or a guessed name comes back with the cities to pick from (decision 081).
      const read = readFormCity(value);
      if (read.kind !== "city") {
        const result = submission.reply({ fieldErrors: { [input]: [PLACE_ERRORS[read.kind]] } });
        return done({ outcome: "invalid", result, ...(read.kind === "unknown" ? {} : { place: read }) });
      }
      value = read.city;
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
    if (value !== undefined) {
      try {
        for (const [f, v] of Object.entries(pending))
          if (f !== field) await saveStepAnswer(db, { visitorId: visitor.id, kind: flow.kind, field: f as StepField, value: v });
        await saveStepAnswer(db, { visitorId: visitor.id, kind: flow.kind, field, value });
        if (hasPending) headers.append("Set-Cookie", await clearPending(flow.kind));
      } catch (error) {
        // The database is busy: the answer waits in the buyer's cookie, and the buyer goes on.
        logger.warn({ err: errorMessage(error) }, "vehicle step: answer kept in the browser until the database takes it");
        await keep({ ...pending, [field]: value });
      }
    }
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
      pending,
      admitConfirmation: confirmationAdmitter(flow.context),
    });
    if (hasPending) headers.append("Set-Cookie", await clearPending(flow.kind));
    if (submitted.status === "incomplete") return done({ outcome: "incomplete", steps: submitted.steps });
    return done({ outcome: "submitted", ref: submitted.ref });
  } catch (error) {
    logger.error({ err: errorMessage(error) }, `${flow.kind === "single" ? "vehicle-form" : "vehicle-step"}: submission failed`);
    // The buyer's last answer was given: it waits in the buyer's cookie (the database may still be
    // busy), so that the retry (step 11) submits it without asking again (decision 044).
    if (answer || hasPending) await keep({ ...pending, ...(answer ? { [answer.field]: answer.value } : {}) });
    return done({ outcome: "failed" });
  }
}
