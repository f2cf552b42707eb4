import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { offersOf } from "#app/outreach/start.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { deferredView } from "#app/platform/deferred-view.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { type Lang, localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { quotaHeaders } from "#app/platform/quotas.server.ts";
import { forwardRetryAfter } from "#app/platform/security.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { getVisitor, readVisitor } from "#app/platform/visitor.server.ts";
import { offeredOptions } from "#app/questionnaire/contact-choices.server.ts";
import { clearDraft, getDraft } from "#app/questionnaire/drafts.server.ts";
import { readPending } from "#app/questionnaire/pending-answers.server.ts";
import { QuestionnaireStep, type StepView } from "#app/questionnaire/step.tsx";
import { lastSubmission, webhookLogFor } from "#app/questionnaire/vehicle-requests.server.ts";
import { stepFormSchema } from "#app/questionnaire/vehicle-rules.ts";
import { vehicleStepAction } from "#app/questionnaire/vehicle-steps.server.ts";
import {
  blockedFor,
  fieldOfStep,
  isStepComplete,
  optionsFor,
  parseDraft,
  STEP_COUNT,
  STEP_FIELDS,
  viewLists,
} from "#app/questionnaire/vehicle.ts";
import { Banner, ProgressBar } from "#app/questionnaire/vehicle.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import type { Route } from "./+types/vehicle-form";

/** The single-page vehicle form: /vehicle-form?step=1..10, then the success screen (SPEC §2, §4); one view of the questionnaire step. */

function parseStep(raw: string | null): number {
  const n = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), STEP_COUNT);
}

const formPath = (lang: Lang, query: string) => `${localePath("/vehicle-form", lang)}?${query}`;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang, "vehicle");
  const meta = { title: t("form.title"), description: t("form.metaDescription") };
  const visitor = await readVisitor(request);
  const db = getDb();
  if (url.searchParams.get("submitted") === "1") {
    const last = await lastSubmission(db, visitor.id, "single");
    if (!last?.row) throw redirect(formPath(lang, "step=1"));
    const row = last.row;
    const stored = parseDraft(JSON.stringify({ answers: row.profile_json ? JSON.parse(row.profile_json) : {} })).answers;
    return {
      view: "success" as const,
      meta,
      lang,
      i18n: pageBundles(context, "vehicle"),
      ref: last.ref,
      webhookLog: await webhookLogFor(db, row.id),
      ...(await offersOf(row.id, lang)),
      // SPEC §9: dates in fr-CA format (Quebec time).
      date: new Date(row.created_at).toLocaleDateString("fr-CA", { timeZone: "America/Toronto" }),
      answers: stored,
    };
  }
  const step = parseStep(url.searchParams.get("step"));
  const field = fieldOfStep(step)!;
  const stored = await getDraft(db, visitor.id, "single");
  // Answers a busy database could not take yet are shown as given (decision 044).
  const draft = { ...stored, answers: { ...stored.answers, ...(await readPending(request, "single")) } };
  return {
    view: "step" as const,
    meta,
    lang,
    i18n: pageBundles(context, "vehicle"),
    step,
    field,
    answers: draft.answers,
    idempotencyKey: draft.key ?? null,
    options: offeredOptions(field, optionsFor(field, draft.answers, viewLists.form)),
    blocked: blockedFor(field, draft.answers),
    // The constraint attributes of the step's inputs (its schema is loaded by the page after hydration).
    constraint: getZodConstraint(stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) })),
    q: (url.searchParams.get("q") ?? "").slice(0, 60),
  };
}

/** Retry-After of a post refused past the daily quota. */
export const headers = forwardRetryAfter;

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = getLocale(context);
  const formData = await readFormData(request);
  if (formData.get("intent") === "reset") {
    // 'Nouvelle Demande': everything is cleared and the form starts again at step 1.
    honeypotGuard(formData);
    const visitor = await getVisitor(request);
    await clearDraft(getDb(), visitor.id, "single");
    return redirect(formPath(lang, "step=1"), { headers: { "Set-Cookie": visitor.setCookie } });
  }
  const step = parseStep(url.searchParams.get("step"));
  const { result, headers } = await vehicleStepAction(
    request,
    {
      kind: "single",
      lang,
      step,
      submitAs: (posted) => (posted.get("intent") === "submit" && step === STEP_COUNT ? "vehicle-consultation" : undefined),
      context,
    },
    formData,
  );
  const none = { result: undefined, missing: [] as number[], failed: false, place: undefined };
  switch (result.outcome) {
    case "saved":
      return redirect(formPath(lang, `step=${Math.min(result.step, STEP_COUNT)}`), { headers });
    case "invalid":
      // A region or a guessed city comes back with the cities to pick from (decision 081).
      return data({ ...none, result: result.result, place: result.place }, { status: 400, headers });
    case "limited":
      return data({ ...none, result: result.result }, { status: 429, headers: { ...headers, ...quotaHeaders(result) } });
    case "blocked":
      return data(none, { status: 400, headers });
    case "submitted":
      return redirect(formPath(lang, "submitted=1"), { headers });
    case "incomplete":
      return data({ ...none, missing: result.steps }, { status: 400, headers });
    case "failed":
      return data({ ...none, failed: true }, { status: 503, headers });
  }
}

/**
 * The success view, shown once per request: not in the steps' first load (decision 029). No
 * `<Suspense>` around it: the server would stream a boundary that large after the shell, hidden
 * until a script reveals it (no script runs without JavaScript). It is shown after a navigation,
 * which keeps the last step on screen until the chunk has arrived, or while hydrating a success
 * page, which waits for it.
 */
const Success = deferredView(() => import("#app/questionnaire/success.tsx").then((m) => m.VehicleFormSuccess));

export default function VehicleForm({ loaderData, actionData }: Route.ComponentProps) {
  useBundles(loaderData.i18n);
  const { t } = useTranslation("vehicle");
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("form.title")}</h1>
        <p className="mt-2 text-slate-700">{t("form.intro")}</p>
      </header>
      {loaderData.view === "success" ? (
        <Success
          ref_={loaderData.ref}
          date={loaderData.date}
          answers={loaderData.answers}
          webhookLog={loaderData.webhookLog}
          offersPath={loaderData.offersPath}
          offersState={loaderData.offersState}
        />
      ) : (
        <Step key={`${loaderData.lang}-${loaderData.step}`} data={loaderData} actionData={actionData} />
      )}
    </div>
  );
}

type StepData = Extract<Route.ComponentProps["loaderData"], { view: "step" }>;

function Step({ data: d, actionData }: { data: StepData; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("vehicle");
  const { step, answers, lang } = d;
  const view: StepView = { name: "form", stepHref: (s) => formPath(lang, `step=${s}`), home: null, filterQuery: { step: String(step) } };

  // SPEC §3 local record: the answers are mirrored in localStorage (the server draft is the source of truth).
  useEffect(() => {
    try {
      localStorage.setItem("vehicleFormData", JSON.stringify(answers));
    } catch {
      // Storage unavailable: ignored (SPEC §8).
    }
  }, [answers]);

  const missing = actionData?.missing ?? [];
  return (
    <>
      <ProgressBar label={t("progress", { step, total: STEP_COUNT })} percent={Math.round((step / STEP_COUNT) * 100)} />
      {actionData?.failed || missing.length ? (
        <Banner tone="error" title={t("form.errorTitle")} body={t("form.errorBody")}>
          {missing.length ? (
            <>
              <p className="mt-2 text-sm">{t("form.missingSteps")}</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {missing.map((s) => (
                  <li key={s}>
                    <Link className="underline" to={formPath(lang, `step=${s}`)}>
                      {t("form.goToStep", { step: s, field: t(`fields.${STEP_FIELDS[s - 1]}`) })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Banner>
      ) : null}
      <QuestionnaireStep view={view} data={d} actionData={actionData} />
    </>
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
