import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useBundles, useTranslation } from "#app/components/i18n.tsx";
import { data, Form, Link, redirect, useNavigate, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/vehicle-step";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList, Field, HoneypotInput, IdempotencyInput } from "#app/components/forms.tsx";
import { getFormProps, getInputProps, useLiveForm } from "#app/components/live-form.tsx";
import { pageMeta } from "#app/components/meta.ts";
import { JsMarker, useHydrated } from "#app/components/submit-status.tsx";
import {
  AnswerSummary,
  Banner,
  ChoiceButton,
  ProgressBar,
  Spinner,
  useAnswerLabel,
  useTimer,
  useVehicleLine,
} from "#app/components/vehicle.tsx";
import { findCity, popularCities, searchCities } from "#app/domain/cities.ts";
import { localePath, type Lang } from "#app/domain/language.ts";
import {
  answerFromStepForm,
  AUTO_ADVANCE_MS,
  blockedFor,
  fieldOfStep,
  isStepComplete,
  isValidEmail,
  isValidName,
  isValidPhone,
  optionsFor,
  PRIVACY_OPTIONS,
  splitForRecord,
  STEP_COUNT,
  STEP_FIELDS,
  WIZARD_QUICK_PICKS,
} from "#app/domain/vehicle.ts";
import { invalidSteps, stepFormSchema } from "#app/domain/vehicle-rules.ts";
import { getDb } from "#app/server/db.server.ts";
import { getDraft } from "#app/server/drafts.server.ts";
import { honeypotGuard, readFormData, readIdempotencyKey } from "#app/server/form-guards.server.ts";
import { getInstance, getLocale, pageBundles } from "#app/server/i18n.server.ts";
import { saveStepAnswer, submitVehicleRequest } from "#app/server/vehicle-requests.server.ts";
import { forwardSharedPage, sharedPageHeaders } from "#app/server/security.server.ts";
import { getVisitor, readVisitor } from "#app/server/visitor.server.ts";
import { errorMessage, logger } from "#app/server/log.server.ts";

/** The wizard: /vehicle-step/1..10, and 11 = review (SPEC §2, §4). */

const REVIEW = 11;

function parseStep(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= REVIEW ? n : undefined;
}

const stepPath = (step: number | "success", lang: Lang) => localePath(`/vehicle-step/${step}`, lang);

/** This flow's quick picks of dealerships and listed cities. */
const lists = { quickPicks: WIZARD_QUICK_PICKS, cities: popularCities };

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context) as Lang;
  const step = parseStep(params.step);
  if (!step) throw new Response("Not Found", { status: 404 });
  const visitor = await readVisitor(request);
  const draft = await getDraft(getDb(), visitor.id, "wizard");
  const field = fieldOfStep(step) ?? null;
  const t = getInstance(context).getFixedT(lang, "vehicle");
  const page = {
    meta: { title: t("wizard.metaTitle"), description: t("wizard.metaDescription") },
    lang,
    i18n: pageBundles(context, "vehicle"),
    step,
    field,
    answers: draft.answers,
    idempotencyKey: draft.key ?? null,
    options: optionsFor(field ?? undefined, draft.answers, lists),
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
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const lang = getLocale(context) as Lang;
  const step = parseStep(params.step);
  if (!step) throw new Response("Not Found", { status: 404 });
  const visitor = await getVisitor(request);
  const headers = { "Set-Cookie": visitor.setCookie };
  const db = getDb();
  const postedKey = readIdempotencyKey(formData);

  if (step === REVIEW) {
    try {
      const result = await submitVehicleRequest(db, {
        visitorId: visitor.id,
        kind: "wizard",
        formType: "step-by-step-vehicle-form",
        lang,
        postedKey,
      });
      if (result.status === "incomplete") return data({ status: "error" as const, steps: result.steps, result: undefined }, { status: 400, headers });
      // With JavaScript the page shows the success banner, then moves on after 2 s (SPEC §4).
      if (formData.get("js") === "1") return data({ status: "success" as const, steps: [], result: undefined }, { headers });
      return redirect(stepPath("success", lang), { headers });
    } catch (error) {
      logger.error({ err: errorMessage(error) }, "vehicle-step: submission failed");
      return data({ status: "error" as const, steps: [], result: undefined }, { status: 503, headers });
    }
  }

  const field = fieldOfStep(step)!;
  const draft = await getDraft(db, visitor.id, "wizard");
  if (blockedFor(field, draft.answers)) return data({ status: undefined, steps: [], result: undefined }, { status: 400, headers });
  const schema = stepFormSchema(field, { hasAnswer: isStepComplete(field, draft.answers) });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ status: undefined, steps: [], result: submission.reply() }, { status: 400, headers });
  const value = answerFromStepForm(field, submission.value as { value?: string });

  if (field === "privacy") {
    // Choosing the privacy level submits the request (formType auto-submitted-vehicle-form).
    try {
      const result = await submitVehicleRequest(db, {
        visitorId: visitor.id,
        kind: "wizard",
        formType: "auto-submitted-vehicle-form",
        lang,
        postedKey,
        answer: value === undefined ? undefined : { field, value },
      });
      if (result.status === "incomplete") return redirect(`${stepPath(REVIEW, lang)}?status=error`, { headers });
      return redirect(stepPath("success", lang), { headers });
    } catch (error) {
      logger.error({ err: errorMessage(error) }, "vehicle-step: submission failed");
      return redirect(`${stepPath(REVIEW, lang)}?status=error`, { headers });
    }
  }

  if (value !== undefined) await saveStepAnswer(db, { visitorId: visitor.id, kind: "wizard", field, value });
  return redirect(stepPath(step + 1, lang), { headers });
}

export default function VehicleStep({ loaderData, actionData }: Route.ComponentProps) {
  useBundles(loaderData.i18n);
  const { t } = useTranslation("vehicle");
  const { step, lang } = loaderData;
  const percent = Math.round((Math.min(step, STEP_COUNT) / STEP_COUNT) * 100);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("wizard.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("wizard.subheading")}</p>
      </header>
      <ProgressBar label={step === REVIEW ? t("wizard.reviewStep") : t("progress", { step, total: STEP_COUNT })} percent={percent} />
      {step === REVIEW ? (
        <Review loaderData={loaderData} actionData={actionData} />
      ) : (
        <Step key={`${lang}-${step}`} loaderData={loaderData} actionData={actionData} />
      )}
    </div>
  );
}

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

function Step({ loaderData, actionData }: Props) {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  const { step, lang, answers, options, blocked, idempotencyKey } = loaderData;
  const field = loaderData.field!;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { schedule, cancel } = useTimer();
  const [picked, setPicked] = useState<string | null>(null);
  const current = answers[field] ?? "";
  const complete = isStepComplete(field, answers);

  const split = splitForRecord(answers.emailPhone ?? "");
  const typedDefault =
    field === "name" || field === "dealerships"
      ? current
      : (field === "model" || field === "trim") && current && !options.includes(current)
        ? current
        : field === "city" && current && !findCity(current)
          ? current
          : field === "city" && loaderData.q && searchCities(loaderData.q).length === 0
            ? loaderData.q
            : "";
  const [form, fields] = useLiveForm<{ value?: string; email?: string; phone?: string }>({
    id: `vehicle-step-${step}`,
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { value: typedDefault, email: split.email, phone: split.phone },
    schema: () => import("#app/domain/vehicle-rules.ts").then((m) => m.stepFormSchema(field, { hasAnswer: complete })),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState(typedDefault);
  const [email, setEmail] = useState(split.email);
  const [phone, setPhone] = useState(split.phone);
  const [search, setSearch] = useState(loaderData.q);

  const canProceed = field === "emailPhone" ? Boolean(email.trim() && phone.trim()) : complete || typed.trim() !== "";
  const isLast = step === STEP_COUNT;
  const advanceDelay = field === "brand" ? AUTO_ADVANCE_MS.brand : field === "privacy" ? AUTO_ADVANCE_MS.privacy : AUTO_ADVANCE_MS.choice;

  /** With JavaScript a choice shows as selected, then submits after the spec's delay. */
  function onPick(event: React.MouseEvent<HTMLButtonElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const button = event.currentTarget;
    setPicked(button.value);
    schedule(() => submit(button), advanceDelay);
  }

  function autoSubmitLater(ms: number) {
    schedule(() => formRef.current?.requestSubmit(), ms);
  }

  const choiceLabel = (value: string) => (field === "dealerships" ? value : label(field, value));
  const selected = (value: string) => (picked ?? current) === value;
  const submittingPrivacy = field === "privacy" && (picked !== null || (busy && navigation.formMethod === "POST"));

  const choices = (values: readonly string[], heading?: string) =>
    values.length ? (
      <div className="mt-4">
        {heading ? <h3 className="mb-2 text-sm font-semibold text-slate-700">{heading}</h3> : null}
        <div className={`grid gap-2 ${field === "privacy" || field === "contact" || field === "condition" ? "grid-cols-1" : "grid-cols-2 sm:grid-cols-3"}`}>
          {values.map((value) => (
            <ChoiceButton
              key={value}
              value={value}
              label={choiceLabel(value)}
              hint={field === "privacy" ? t(value === PRIVACY_OPTIONS[0] ? "privacyHelp.a" : "privacyHelp.b") : undefined}
              selected={selected(value)}
              disabled={busy}
              onPick={onPick}
            />
          ))}
        </div>
      </div>
    ) : null;

  const cityHits = field === "city" ? searchCities(search) : [];

  return (
    <section aria-labelledby="step-question" className="card">
      <h2 id="step-question" className="text-xl font-semibold text-slate-900">
        {t(`questions.${field}`)}
      </h2>

      {blocked ? (
        <div className="mt-4">
          <Banner
            tone="info"
            title={blocked === "brand" ? t("wizard.brandRequired") : t("wizard.brandModelRequired")}
            body={blocked === "brand" ? t("wizard.brandRequiredBody") : t("wizard.brandModelRequiredBody")}
          />
          <Link to={stepPath(blocked === "brand" || !answers.brand ? 1 : 3, lang)} className="btn-primary">
            {blocked === "brand" || !answers.brand ? t("wizard.goToBrand") : t("wizard.goToModel")}
          </Link>
        </div>
      ) : (
        <>
          {field === "city" ? (
            <Form method="get" className="mt-4 flex items-end gap-2" role="search" onSubmit={(e) => hydrated && e.preventDefault()}>
              <div className="flex-1">
                <label htmlFor="city-search" className="field-label">
                  {t("wizard.searchCity")}
                </label>
                <input
                  id="city-search"
                  name="q"
                  type="search"
                  className="field-input"
                  value={search}
                  autoComplete="off"
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <button type="submit" className="btn-secondary">
                {t("wizard.searchButton")}
              </button>
            </Form>
          ) : null}

          <Form method="post">
            <HoneypotInput idSuffix="choices" />
            {isLast && idempotencyKey ? <IdempotencyInput value={idempotencyKey} /> : null}
            {field === "city" ? (
              <>
                {search.trim() === "" ? choices(options, t("wizard.popularCities")) : null}
                {cityHits.length ? (
                  choices(
                    cityHits.map((c) => c.name),
                    t("wizard.allCities"),
                  )
                ) : (
                  <div className="mt-4" aria-live="polite">
                    <Banner tone="info" title={t("wizard.noCity", { search })} body={t("wizard.noCityHint")} />
                  </div>
                )}
              </>
            ) : (
              choices(options, field === "dealerships" ? t("quickPicks") : undefined)
            )}
          </Form>

          <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 space-y-4" onSubmit={(e) => { cancel(); form.onSubmit(e); }}>
            <HoneypotInput />
            {isLast && idempotencyKey ? <IdempotencyInput value={idempotencyKey} /> : null}
            {field === "model" || field === "trim" || field === "city" || field === "name" || field === "dealerships" ? (
              <Field
                label={
                  field === "model"
                    ? t("customModel")
                    : field === "trim"
                      ? t("customTrim")
                      : field === "city"
                        ? t("wizard.typedCity")
                        : field === "name"
                          ? t("fields.name")
                          : t("dealershipsInput")
                }
                hint={field === "dealerships" ? t("dealershipsHint") : undefined}
                inputProps={{
                  ...getInputProps(fields.value, { type: field === "dealerships" ? "number" : "text" }),
                  ...(field === "dealerships" ? { min: 1, max: 100, step: 1, inputMode: "numeric" as const } : {}),
                  ...(field === "name" ? { autoComplete: "name", placeholder: t("namePlaceholder") } : { placeholder: t("customPlaceholder") }),
                  ...(field === "city" ? { autoComplete: "address-level2" } : {}),
                  onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                    const v = e.target.value;
                    setTyped(v);
                    cancel();
                    if (field === "name" && isValidName(v)) autoSubmitLater(AUTO_ADVANCE_MS.name);
                    if (field === "city" && v.trim().length >= 2) autoSubmitLater(AUTO_ADVANCE_MS.typedCity);
                  },
                }}
                errors={fields.value.errors}
              />
            ) : field === "emailPhone" ? (
              <>
                <ContactField
                  label={t("email")}
                  inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: t("emailPlaceholder") }}
                  value={email}
                  valid={isValidEmail(email)}
                  validText={t("emailValid")}
                  invalidKey="vehicle:errors.email"
                  serverErrors={fields.email.errors}
                  onChange={(v) => {
                    setEmail(v);
                    cancel();
                    if (isValidEmail(v) && isValidPhone(phone)) autoSubmitLater(AUTO_ADVANCE_MS.contact);
                  }}
                />
                <ContactField
                  label={t("phone")}
                  inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: t("phonePlaceholder") }}
                  value={phone}
                  valid={isValidPhone(phone)}
                  validText={t("phoneValid")}
                  invalidKey="vehicle:errors.phone"
                  serverErrors={fields.phone.errors}
                  onChange={(v) => {
                    setPhone(v);
                    cancel();
                    if (isValidEmail(email) && isValidPhone(v)) autoSubmitLater(AUTO_ADVANCE_MS.contact);
                  }}
                />
              </>
            ) : (
              <ErrorList id={`${form.id}-error`} errors={fields.value.errors} />
            )}
            <ErrorList errors={form.errors} />
          </Form>

          {submittingPrivacy ? (
            <p role="status" className="mt-4 flex items-center gap-2 font-medium text-brand-800">
              <Spinner /> {t("nav.submitting")}
            </p>
          ) : null}
        </>
      )}

      <nav className="mt-6 flex items-center justify-between gap-2 border-t border-slate-200 pt-4" aria-label={t("nav.progressLabel")}>
        {step === 1 ? (
          <Link to={localePath("/vehicle-form", lang)} className="btn-secondary">
            {t("nav.home")}
          </Link>
        ) : (
          <Link to={stepPath(step - 1, lang)} className="btn-secondary">
            {t("nav.previous")}
          </Link>
        )}
        {blocked ? null : (
          <button
            type="submit"
            form={form.id}
            name="intent"
            value="next"
            className="btn-primary"
            disabled={hydrated && (!canProceed || busy)}
          >
            {isLast ? t("nav.submit") : t("nav.next")}
          </button>
        )}
      </nav>
      {current && !blocked ? (
        <p className="mt-3 text-sm text-slate-600">
          <span className="sr-only">{t("selected")}: </span>
          {t(`fields.${field}`)} : <strong>{field === "emailPhone" ? current : label(field, current)}</strong>
        </p>
      ) : null}
    </section>
  );
}

/** An e-mail or phone input that shows, while typing, whether the value is valid (SPEC §5). */
function ContactField({
  label,
  inputProps,
  value,
  valid,
  validText,
  invalidKey,
  serverErrors,
  onChange,
}: {
  label: string;
  inputProps: ReturnType<typeof getInputProps> & { autoComplete?: string; placeholder?: string };
  value: string;
  valid: boolean;
  validText: string;
  invalidKey: string;
  serverErrors?: string[];
  onChange: (value: string) => void;
}) {
  const [touched, setTouched] = useState(false);
  const liveError = touched && value.trim() !== "" && !valid ? [invalidKey] : undefined;
  const errors = serverErrors?.length ? serverErrors : liveError;
  return (
    <div>
      <Field
        label={label}
        inputProps={{
          ...inputProps,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            setTouched(true);
            onChange(e.target.value);
          },
        }}
        errors={errors}
      />
      {valid && !errors?.length ? (
        <p className="mt-1 text-sm font-medium text-green-800" aria-live="polite">
          ✓ {validText}
        </p>
      ) : null}
    </div>
  );
}

function Review({ loaderData, actionData }: Props) {
  const { t } = useTranslation("vehicle");
  const { lang, answers, invalid, idempotencyKey } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { schedule } = useTimer();
  const vehicleLine = useVehicleLine();
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
      {answers.brand && answers.model ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-lg font-semibold text-brand-800" data-testid="vehicle-line">
          {t("wizard.vehicleLine", { vehicle: vehicleLine(answers), count: Number(answers.dealerships ?? 0), city: answers.city ?? "—" })}
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
