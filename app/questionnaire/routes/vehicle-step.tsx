import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { type Lang, localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { quotaHeaders } from "#app/platform/quotas.server.ts";
import { forwardSharedPage, sharedPageHeaders } from "#app/platform/security.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { readVisitor } from "#app/platform/visitor.server.ts";
import { offeredOptions } from "#app/questionnaire/contact-choices.server.ts";
import { getDraft } from "#app/questionnaire/drafts.server.ts";
import { readPending } from "#app/questionnaire/pending-answers.server.ts";
import { QuestionnaireStep, type StepView } from "#app/questionnaire/step.tsx";
import { invalidSteps, stepFormSchema } from "#app/questionnaire/vehicle-rules.ts";
import { vehicleStepAction } from "#app/questionnaire/vehicle-steps.server.ts";
import { blockedFor, fieldOfStep, isStepComplete, optionsFor, STEP_COUNT, STEP_FIELDS, viewLists } from "#app/questionnaire/vehicle.ts";
import { AnswerSummary, Banner, ProgressBar, Spinner, useTimer, useVehicleLine } from "#app/questionnaire/vehicle.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput, IdempotencyInput } from "#app/ui/forms.tsx";
import { JsMarker } from "#app/ui/submit-status.tsx";
import type { Route } from "./+types/vehicle-step";

/** The wizard: /vehicle-step/1..10, and 11 = review (SPEC §2, §4); one view of the questionnaire step. */

const REVIEW = 11;

function parseStep(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= REVIEW ? n : undefined;
}

const stepPath = (step: number | "success", lang: Lang) => localePath(`/vehicle-step/${step}`, lang);

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const step = parseStep(params.step);
  if (!step) throw new Response("Not Found", { status: 404 });
  const visitor = await readVisitor(request);
  const stored = await getDraft(getDb(), visitor.id, "wizard");
  // Answers a busy database could not take yet are shown as given (decision 044).
  const draft = { ...stored, answers: { ...stored.answers, ...(await readPending(request, "wizard")) } };
  const field = fieldOfStep(step) ?? null;
  const t = fixedT(lang, "vehicle");
  const page = {
    meta: { title: t("wizard.metaTitle"), description: t("wizard.metaDescription") },
    lang,
    i18n: pageBundles(context, "vehicle"),
    step,
    field,
    answers: draft.answers,
    idempotencyKey: draft.key ?? null,
    options: offeredOptions(field, optionsFor(field ?? undefined, draft.answers, viewLists.wizard)),
    blocked: blockedFor(field ?? undefined, draft.answers),
    // The constraint attributes of the step's inputs (its schema is loaded by the page after hydration).
    constraint: field ? getZodConstraint(stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) })) : {},
    q: (url.searchParams.get("q") ?? "").slice(0, 60),
    failed: url.searchParams.get("status") === "error",
    invalid: step === REVIEW ? invalidSteps(draft.answers) : [],
  };
  // Without a cookie there is no draft: the step looks the same for every such visitor.
  return data(page, visitor.isNew ? { headers: sharedPageHeaders() } : undefined);
}

export const headers = forwardSharedPage;

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const step = parseStep(params.step);
  if (!step) throw new Response("Not Found", { status: 404 });
  // Choosing the privacy level submits the request (auto-submitted); step 11 submits it (step-by-step).
  const { result, headers, formData } = await vehicleStepAction(request, {
    kind: "wizard",
    lang,
    step,
    submitAs: (_, field) =>
      step === REVIEW ? "step-by-step-vehicle-form" : step === STEP_COUNT && field ? "auto-submitted-vehicle-form" : undefined,
    context,
  });
  const review = step === REVIEW;
  const failedTo11 = () => redirect(`${stepPath(REVIEW, lang)}?status=error`, { headers });
  switch (result.outcome) {
    case "saved":
      return redirect(stepPath(result.step, lang), { headers });
    case "invalid":
      // A region or a guessed city comes back with the cities to pick from (decision 081).
      return data({ status: undefined, steps: [], result: result.result, place: result.place }, { status: 400, headers });
    case "limited":
      return data(
        { status: undefined, steps: [], result: result.result },
        { status: 429, headers: { ...headers, ...quotaHeaders(result) } },
      );
    case "blocked":
      return data({ status: undefined, steps: [], result: undefined }, { status: 400, headers });
    case "submitted":
      // With JavaScript the review shows the success banner, then moves on after 2 s (SPEC §4).
      if (review && formData.get("js") === "1") return data({ status: "success" as const, steps: [], result: undefined }, { headers });
      return redirect(stepPath("success", lang), { headers });
    case "incomplete":
      return review ? data({ status: "error" as const, steps: result.steps, result: undefined }, { status: 400, headers }) : failedTo11();
    case "failed":
      return review ? data({ status: "error" as const, steps: [], result: undefined }, { status: 503, headers }) : failedTo11();
  }
}

export default function VehicleStep({ loaderData, actionData }: Route.ComponentProps) {
  useBundles(loaderData.i18n);
  const { t } = useTranslation("vehicle");
  const { step, lang } = loaderData;
  // The questions answered so far: 100 % only on the review (decision 048).
  const percent = step >= REVIEW ? 100 : Math.round(((step - 1) / STEP_COUNT) * 100);
  const view: StepView = {
    name: "wizard",
    stepHref: (s) => stepPath(s, lang),
    home: { href: localePath("/vehicle-form", lang), label: t("nav.home") },
  };
  return (
    <div className="mx-auto max-w-2xl px-4 py-3 sm:py-6">
      {/* On phones a short heading, so the question starts in the top third of the screen. */}
      <header className="mb-3 text-center sm:mb-6">
        <h1 className="text-base font-bold text-slate-900 sm:text-3xl">{t("wizard.heading")}</h1>
        <p className="mt-2 hidden text-slate-700 sm:block">{t("wizard.subheading")}</p>
      </header>
      <ProgressBar label={step === REVIEW ? t("wizard.reviewStep") : t("progress", { step, total: STEP_COUNT })} percent={percent} />
      {step === REVIEW || !loaderData.field ? (
        <Review loaderData={loaderData} actionData={actionData} />
      ) : (
        <QuestionnaireStep key={`${lang}-${step}`} view={view} data={{ ...loaderData, field: loaderData.field }} actionData={actionData} />
      )}
    </div>
  );
}

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

function Review({ loaderData, actionData }: Props) {
  const { t } = useTranslation("vehicle");
  const { lang, answers, invalid, idempotencyKey } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { schedule } = useTimer();
  const vehicleLine = useVehicleLine();
  // The line names the count and the city; while one is missing it says what is left to answer.
  const lineMissing = (["dealerships", "city"] as const).filter((f) => !answers[f]);
  const submitting = navigation.state === "submitting";
  const status = actionData?.status ?? (loaderData.failed ? "error" : undefined);
  const missing = actionData?.steps?.length ? actionData.steps : status === "error" ? invalid : [];

  // SPEC §4: after a success the form is reset and the user goes to the success page 2 s later.
  const succeeded = actionData?.status === "success";
  useEffect(() => {
    if (succeeded) schedule(() => navigate(stepPath("success", lang)), 2000);
  }, [succeeded, schedule, navigate, lang]);

  if (succeeded) {
    return (
      <section className="card">
        <Banner tone="success" title={t("wizard.successTitle")} body={t("wizard.successBody")} />
      </section>
    );
  }

  return (
    <section aria-labelledby="review-title" className="card">
      <h2 id="review-title" className="text-xl font-semibold text-slate-900">
        {t("wizard.reviewTitle")}
      </h2>
      {status === "error" ? (
        <div className="mt-4">
          <Banner tone="error" title={t("wizard.errorTitle")} body={t("wizard.errorBody")}>
            {missing.length ? (
              <>
                <p className="mt-2 text-sm">{t("wizard.missingSteps")}</p>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {missing.map((s) => (
                    <li key={s}>
                      <Link className="underline" to={stepPath(s, lang)}>
                        {t("form.goToStep", { step: s, field: t(`fields.${STEP_FIELDS[s - 1]}`) })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Banner>
        </div>
      ) : null}
      {answers.brand && answers.model ? (
        <p className="vehicle-line" data-testid="vehicle-line">
          {lineMissing.length
            ? t("wizard.vehicleLineMissing", {
                vehicle: vehicleLine(answers),
                missing: lineMissing.map((f) => t(`fields.${f}`).toLowerCase()).join(", "),
              })
            : t("wizard.vehicleLine", { vehicle: vehicleLine(answers), count: Number(answers.dealerships), city: answers.city ?? "" })}
        </p>
      ) : null}
      <div className="mt-4">
        <AnswerSummary answers={answers} editHref={(s) => stepPath(s, lang)} />
      </div>
      <Form method="post" className="mt-6">
        <HoneypotInput />
        {idempotencyKey ? <IdempotencyInput value={idempotencyKey} /> : null}
        <JsMarker />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner /> {t("nav.submitting")}
            </>
          ) : (
            t("wizard.submitRequest")
          )}
        </button>
      </Form>
      <h3 className="mt-6 font-semibold text-slate-900">{t("wizard.nextStepsTitle")}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        {t("wizard.nextSteps", { returnObjects: true }).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <nav className="mt-6 border-t border-slate-200 pt-4">
        <Link to={stepPath(STEP_COUNT, lang)} className="btn-secondary">
          {t("nav.previous")}
        </Link>
      </nav>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  pageMeta({
    title: loaderData?.meta.title ?? "Sam",
    description: loaderData?.meta.description,
    pathname: location.pathname,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
