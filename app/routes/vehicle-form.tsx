import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useBundles, useTranslation } from "#app/components/i18n.tsx";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/vehicle-form";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { OffersLink } from "#app/components/offers-link.tsx";
import { ErrorList, Field, HoneypotInput, IdempotencyInput, SelectField } from "#app/components/forms.tsx";
import { getFormProps, getInputProps, getSelectProps, useLiveForm } from "#app/components/live-form.tsx";
import { pageMeta } from "#app/components/meta.ts";
import { useWebhookLog } from "#app/components/webhook-log.tsx";
import { useHydrated } from "#app/components/submit-status.tsx";
import { AnswerSummary, Banner, ChoiceButton, ProgressBar, Spinner, useAnswerLabel } from "#app/components/vehicle.tsx";
import { singleFormCities } from "#app/domain/cities.ts";
import { localePath, type Lang } from "#app/domain/language.ts";
import {
  answerFromStepForm,
  blockedFor,
  fieldOfStep,
  isStepComplete,
  optionsFor,
  parseDraft,
  SINGLE_FORM_QUICK_PICKS,
  splitForRecord,
  STEP_COUNT,
  STEP_FIELDS,
} from "#app/domain/vehicle.ts";
import { stepFormSchema } from "#app/domain/vehicle-rules.ts";
import type { VehicleData, WebhookLogEntry } from "#app/domain/webhook-types.ts";
import { getDb } from "#app/server/db.server.ts";
import { offersOf } from "#app/server/outreach.server.ts";
import { clearDraft, getDraft } from "#app/server/drafts.server.ts";
import { honeypotGuard, readFormData, readIdempotencyKey } from "#app/server/form-guards.server.ts";
import { getInstance, getLocale, pageBundles } from "#app/server/i18n.server.ts";
import { lastSubmission, saveStepAnswer, submitVehicleRequest, webhookLogFor } from "#app/server/vehicle-requests.server.ts";
import { getVisitor, readVisitor } from "#app/server/visitor.server.ts";
import { errorMessage, logger } from "#app/server/log.server.ts";

/** The single-page vehicle form: /vehicle-form?step=1..10, then the success screen (SPEC §2, §4). */

function parseStep(raw: string | null): number {
  const n = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), STEP_COUNT);
}

const formPath = (lang: Lang, query: string) => `${localePath("/vehicle-form", lang)}?${query}`;

/** This flow's quick picks of dealerships and listed cities. */
const lists = { quickPicks: SINGLE_FORM_QUICK_PICKS, cities: singleFormCities };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context) as Lang;
  const t = getInstance(context).getFixedT(lang, "vehicle");
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
  const draft = await getDraft(db, visitor.id, "single");
  return {
    view: "step" as const,
    meta,
    lang,
    i18n: pageBundles(context, "vehicle"),
    step,
    field,
    answers: draft.answers,
    idempotencyKey: draft.key ?? null,
    options: optionsFor(field, draft.answers, lists),
    blocked: blockedFor(field, draft.answers),
    // The constraint attributes of the step's inputs (its schema is loaded by the page after hydration).
    constraint: getZodConstraint(stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const lang = getLocale(context) as Lang;
  const visitor = await getVisitor(request);
  const headers = { "Set-Cookie": visitor.setCookie };
  const db = getDb();
  const intent = formData.get("intent");

  if (intent === "reset") {
    // 'Nouvelle Demande': everything is cleared and the form starts again at step 1.
    await clearDraft(db, visitor.id, "single");
    return redirect(formPath(lang, "step=1"), { headers });
  }

  const step = parseStep(url.searchParams.get("step"));
  const field = fieldOfStep(step)!;
  const draft = await getDraft(db, visitor.id, "single");
  if (blockedFor(field, draft.answers)) return data({ result: undefined, missing: [] as number[], failed: false }, { status: 400, headers });
  const schema = stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: submission.reply(), missing: [] as number[], failed: false }, { status: 400, headers });
  const value = answerFromStepForm(field, submission.value as { value?: string });

  if (intent === "submit" && step === STEP_COUNT) {
    try {
      const result = await submitVehicleRequest(db, {
        visitorId: visitor.id,
        kind: "single",
        formType: "vehicle-consultation",
        lang,
        postedKey: readIdempotencyKey(formData),
        answer: value === undefined ? undefined : { field, value },
      });
      if (result.status === "incomplete") return data({ result: undefined, missing: result.steps, failed: false }, { status: 400, headers });
      return redirect(formPath(lang, "submitted=1"), { headers });
    } catch (error) {
      logger.error({ err: errorMessage(error) }, "vehicle-form: submission failed");
      return data({ result: undefined, missing: [] as number[], failed: true }, { status: 503, headers });
    }
  }

  if (value !== undefined) await saveStepAnswer(db, { visitorId: visitor.id, kind: "single", field, value });
  return redirect(formPath(lang, `step=${Math.min(step + 1, STEP_COUNT)}`), { headers });
}

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
        <Success ref_={loaderData.ref} date={loaderData.date} answers={loaderData.answers} webhookLog={loaderData.webhookLog} offersPath={loaderData.offersPath} offersState={loaderData.offersState} />
      ) : (
        <Step key={`${loaderData.lang}-${loaderData.step}`} data={loaderData} actionData={actionData} />
      )}
    </div>
  );
}

type StepData = Extract<Route.ComponentProps["loaderData"], { view: "step" }>;

function Step({ data: d, actionData }: { data: StepData; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { step, field, answers, options, blocked, lang, idempotencyKey } = d;
  const current = answers[field] ?? "";
  const complete = isStepComplete(field, answers);
  const isLast = step === STEP_COUNT;
  const split = splitForRecord(answers.emailPhone ?? "");
  const typedDefault =
    field === "name" || field === "dealerships" || field === "city" || field === "privacy"
      ? current
      : (field === "model" || field === "trim") && current && !options.includes(current)
        ? current
        : "";
  const [form, fields] = useLiveForm<{ value?: string; email?: string; phone?: string }>({
    id: `vehicle-form-${step}`,
    lastResult: actionData?.result,
    constraint: d.constraint,
    defaultValue: { value: typedDefault, email: split.email, phone: split.phone },
    schema: () => import("#app/domain/vehicle-rules.ts").then((m) => m.stepFormSchema(field, { hasAnswer: complete })),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [typed, setTyped] = useState(typedDefault);
  const [email, setEmail] = useState(split.email);
  const [phone, setPhone] = useState(split.phone);

  // SPEC §3 local record: the answers are mirrored in localStorage (the server draft is the source of truth).
  useEffect(() => {
    try {
      localStorage.setItem("vehicleFormData", JSON.stringify(answers));
    } catch {
      // Storage unavailable: ignored (SPEC §8).
    }
  }, [answers]);

  // SPEC §5: Next is disabled while the current answer is empty after trimming.
  const canProceed = field === "emailPhone" ? Boolean(email.trim() && phone.trim()) : complete || typed.trim() !== "";
  const submitting = busy && navigation.formMethod === "POST" && isLast;
  const missing = actionData?.missing ?? [];

  return (
    <>
      <ProgressBar label={t("progress", { step, total: STEP_COUNT })} percent={Math.round((step / STEP_COUNT) * 100)} />
      <section aria-labelledby="step-question" className="card">
        <h2 id="step-question" className="text-xl font-semibold text-slate-900">
          {t(`questions.${field}`)}
        </h2>

        {actionData?.failed || missing.length ? (
          <div className="mt-4">
            <Banner tone="error" title={t("form.errorTitle")} body={t("form.errorBody")}>
              {missing.length ? (
                <>
                  <p className="mt-2 text-sm">{t("form.missingSteps")}</p>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {missing.map((s) => (
                      <li key={s}>
                        <Link className="underline" to={formPath(lang, `step=${s}`)}>
                          {t("form.goToStep", { step: s, field: t(`fields.${STEP_FIELDS[s - 1]!}`) })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Banner>
          </div>
        ) : null}

        {blocked ? (
          <div className="mt-4">
            <Banner tone="info" title={blocked === "brand" || !answers.brand ? t("form.brandMissing") : t("form.modelMissing")} />
            <Link to={formPath(lang, blocked === "brand" || !answers.brand ? "step=1" : "step=3")} className="btn-primary">
              {blocked === "brand" || !answers.brand ? t("form.selectBrand") : t("form.selectModel")}
            </Link>
          </div>
        ) : (
          <>
            {field !== "city" && field !== "privacy" && options.length ? (
              // Choosing a button option stores the value and moves on immediately.
              <Form method="post" className="mt-4">
                <HoneypotInput idSuffix="choices" />
                {field === "dealerships" ? <h3 className="mb-2 text-sm font-semibold text-slate-700">{t("quickPicks")}</h3> : null}
                <div className={`grid gap-2 ${field === "condition" || field === "contact" ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-2 sm:grid-cols-3"}`}>
                  {options.map((value) => (
                    <ChoiceButton key={value} value={value} label={label(field, value)} selected={current === value} disabled={busy} />
                  ))}
                </div>
              </Form>
            ) : null}

            <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
              <HoneypotInput />
              {isLast && idempotencyKey ? <IdempotencyInput value={idempotencyKey} /> : null}
              {field === "model" || field === "trim" || field === "name" || field === "dealerships" ? (
                <Field
                  label={field === "model" ? t("customModel") : field === "trim" ? t("customTrim") : field === "name" ? t("fields.name") : t("dealershipsInput")}
                  hint={field === "dealerships" ? t("dealershipsHint") : undefined}
                  inputProps={{
                    ...getInputProps(fields.value, { type: field === "dealerships" ? "number" : "text" }),
                    ...(field === "dealerships" ? { min: 1, max: 100, step: 1, inputMode: "numeric" as const } : {}),
                    ...(field === "name" ? { autoComplete: "name", placeholder: t("namePlaceholder") } : { placeholder: t("customPlaceholder") }),
                    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setTyped(e.target.value),
                  }}
                  errors={fields.value.errors}
                />
              ) : field === "city" ? (
                <SelectField
                  label={t("fields.city")}
                  selectProps={{ ...getSelectProps(fields.value), onChange: (e: React.ChangeEvent<HTMLSelectElement>) => setTyped(e.target.value) }}
                  options={options.map((c) => ({ value: c, label: label("city", c) }))}
                  placeholder={t("cityPlaceholder")}
                  errors={fields.value.errors}
                />
              ) : field === "privacy" ? (
                <fieldset>
                  <legend className="sr-only">{t("fields.privacy")}</legend>
                  <div className="grid gap-2">
                    {options.map((value, i) => (
                      <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                        <input
                          type="radio"
                          name={fields.value.name}
                          value={value}
                          defaultChecked={current === value}
                          className="mt-1 size-4"
                          onChange={(e) => setTyped(e.target.value)}
                        />
                        <span>
                          <span className="block font-medium">{label("privacy", value)}</span>
                          <span className="block text-sm text-slate-600">{t(i === 0 ? "privacyHelp.a" : "privacyHelp.b")}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  <ErrorList errors={fields.value.errors} />
                </fieldset>
              ) : field === "emailPhone" ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label={t("email")}
                    inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: t("emailPlaceholder"), onChange: (e: React.ChangeEvent<HTMLInputElement>) => setEmail(e.target.value) }}
                    errors={fields.email.errors}
                  />
                  <Field
                    label={t("phone")}
                    inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: t("phonePlaceholder"), onChange: (e: React.ChangeEvent<HTMLInputElement>) => setPhone(e.target.value) }}
                    errors={fields.phone.errors}
                  />
                </div>
              ) : (
                <ErrorList errors={fields.value.errors} />
              )}
              <ErrorList errors={form.errors} />
            </Form>
          </>
        )}

        <nav className="mt-6 flex items-center justify-between gap-2 border-t border-slate-200 pt-4" aria-label={t("nav.progressLabel")}>
          {step > 1 ? (
            <Link to={formPath(lang, `step=${step - 1}`)} className="btn-secondary">
              {t("nav.previous")}
            </Link>
          ) : (
            <span className="btn-secondary opacity-50" aria-disabled="true">
              {t("nav.previous")}
            </span>
          )}
          {blocked ? null : (
            <button type="submit" form={form.id} name="intent" value={isLast ? "submit" : "next"} className="btn-primary" disabled={hydrated && (!canProceed || busy)}>
              {submitting ? (
                <>
                  <Spinner /> {t("nav.submitting")}
                </>
              ) : isLast ? (
                t("nav.submit")
              ) : (
                t("nav.next")
              )}
            </button>
          )}
        </nav>
        {current && !blocked && field !== "privacy" && field !== "city" ? (
          <p className="mt-3 text-sm text-slate-600">
            {t(`fields.${field}`)} : <strong>{field === "emailPhone" ? current : label(field, current)}</strong>
          </p>
        ) : null}
      </section>
    </>
  );
}

function Success({
  ref_,
  date,
  answers,
  webhookLog,
  offersPath,
  offersState,
}: {
  ref_: string;
  date: string;
  answers: Partial<VehicleData>;
  webhookLog: WebhookLogEntry | null;
  offersPath: string | null;
  offersState: string | null;
}) {
  const { t } = useTranslation("vehicle");
  useWebhookLog(webhookLog);
  useEffect(() => {
    try {
      localStorage.removeItem("vehicleFormData");
      localStorage.setItem("submissionId", ref_);
    } catch {
      // Storage unavailable: ignored.
    }
  }, [ref_]);
  return (
    <section className="card" aria-labelledby="success-title">
      <div role="status">
        <h2 id="success-title" className="text-2xl font-bold text-green-800">
          {t("form.successTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("form.successBody")}</p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-600">{t("form.reference")}</dt>
          <dd className="font-mono text-lg font-bold text-brand-800" data-testid="reference">
            {ref_}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">{t("form.submittedOn")}</dt>
          <dd className="font-semibold" data-testid="submitted-on">
            {date}
          </dd>
        </div>
      </dl>
      <OffersLink path={offersPath} state={offersState} />
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t("form.recap")}</h3>
      <AnswerSummary answers={answers} />
      <Form method="post" className="mt-6">
        <HoneypotInput />
        <button type="submit" name="intent" value="reset" className="btn-primary">
          {t("form.newRequest")}
        </button>
      </Form>
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
