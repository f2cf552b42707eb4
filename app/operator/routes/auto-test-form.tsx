import { useEffect, useState } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { submitAutoTestForm } from "#app/operator/auto-test-form.server.ts";
import {
  AUTO_FORM_DEFAULT_PACE_MS,
  AUTO_FORM_PACE_OPTIONS_MS,
  autoFormFields,
  type AutoFormScenarioId,
  autoFormScenarios,
  findAutoFormScenario,
} from "#app/operator/auto-test-form.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { deliveryOutcome, useDeliveryStatus } from "#app/ui/delivery-status.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, useLang } from "#app/ui/operator.tsx";
import type { Route } from "./+types/auto-test-form";

export function loader({ context }: Route.LoaderArgs) {
  return { title: operatorT(context)("autoForm.title") };
}

type SentResult = { scenario: AutoFormScenarioId; requestRef: string; deliveryId: string };

/** intent=submit: stores the scenario's request and queues its webhook in one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const scenario = findAutoFormScenario(formData.get("scenario"));
  if (formData.get("intent") !== "submit" || !scenario) return data({ result: null, problem: "badScenario" as const }, { status: 400 });
  const sent = await submitAutoTestForm(getDb(), scenario.data, getLocale(context));
  kickOutbox();
  return {
    result: { scenario: scenario.id, requestRef: sent.requestRef, deliveryId: sent.deliveryId } satisfies SentResult,
    problem: null,
  };
}

type Run = { status: "ready" | "running" | "paused" | "submitting" | "complete"; scenario: AutoFormScenarioId; filled: number };

function ResultItem({ result }: { result: SentResult }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const outcome = deliveryOutcome(useDeliveryStatus(result.deliveryId, lang));
  return (
    <li data-testid="auto-form-result" className="rounded-lg border border-slate-200 p-3 text-sm">
      <p>
        {t("autoForm.result", {
          scenario: t(`autoForm.scenarios.${result.scenario}`),
          reference: result.requestRef,
          id: result.deliveryId,
        })}
      </p>
      <p className="mt-1">
        {outcome === "success" ? (
          <Badge tone="green">{t("autoForm.webhookSuccess")}</Badge>
        ) : outcome === "failed" ? (
          <Badge tone="red">{t("autoForm.webhookFailed")}</Badge>
        ) : (
          <Badge tone="amber">{t("autoForm.webhookPending")}</Badge>
        )}
      </p>
    </li>
  );
}

export default function AutoTestForm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [pace, setPace] = useState<number>(AUTO_FORM_DEFAULT_PACE_MS);
  const [run, setRun] = useState<Run>(() => ({
    status: actionData?.result ? "complete" : "ready",
    scenario: actionData?.result?.scenario ?? "camry",
    filled: actionData?.result ? autoFormFields.length : 0,
  }));
  const [results, setResults] = useState<SentResult[]>(() => (actionData?.result ? [actionData.result] : []));
  const [problem, setProblem] = useState<string | null>(actionData?.problem ?? null);
  useEffect(() => setHydrated(true), []);

  // One field per tick; after the 10th, the server stores and sends.
  const submit = fetcher.submit;
  useEffect(() => {
    if (run.status !== "running") return;
    if (run.filled >= autoFormFields.length) {
      setRun((r) => ({ ...r, status: "submitting" }));
      submit({ intent: "submit", scenario: run.scenario }, { method: "post" });
      return;
    }
    const timer = setTimeout(() => setRun((r) => (r.status === "running" ? { ...r, filled: r.filled + 1 } : r)), pace);
    return () => clearTimeout(timer);
    // Re-run on each tick and on a pace change (fetcher.submit is stable).
  }, [run, pace, submit]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    setRun((r) => (r.status === "submitting" ? { ...r, status: "complete" } : r));
    if (answer.result) {
      const sent = answer.result;
      setResults((list) => (list.some((x) => x.deliveryId === sent.deliveryId) ? list : [sent, ...list]));
      setProblem(null);
    } else setProblem(answer.problem);
  }, [fetcher.state, fetcher.data]);

  const scenario = findAutoFormScenario(run.scenario)!;
  const filled = Object.fromEntries(autoFormFields.slice(0, run.filled).map((f) => [f, scenario.data[f]]));
  const busy = run.status === "running" || run.status === "paused" || run.status === "submitting";
  const noJsSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("autoForm.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("autoForm.intro")}</p>
      <noscript>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{t("autoForm.noscript")}</p>
      </noscript>

      <Form method="post" className="card mt-6">
        <fieldset disabled={busy}>
          <legend className="field-label">{t("autoForm.scenario")}</legend>
          <div className="mt-2 grid gap-2 md:grid-cols-3">
            {autoFormScenarios.map((s) => (
              <label
                key={s.id}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="scenario"
                  value={s.id}
                  defaultChecked={s.id === run.scenario}
                  onChange={() => setRun({ status: "ready", scenario: s.id, filled: 0 })}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="block font-medium">{t(`autoForm.scenarios.${s.id}`)}</span>
                  <span className="block text-sm text-slate-600">
                    {s.data.name} · {s.data.city}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="auto-form-pace" className="field-label">
              {t("autoForm.pace")}
            </label>
            <select
              id="auto-form-pace"
              className="field-input"
              value={pace}
              disabled={!hydrated}
              onChange={(e) => setPace(Number(e.target.value))}
            >
              {AUTO_FORM_PACE_OPTIONS_MS.map((ms) => (
                <option key={ms} value={ms}>
                  {t("autoForm.paceValue", { seconds: ms / 1000 })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="submit"
              className="btn-primary"
              disabled={run.status === "running" || run.status === "submitting" || noJsSubmitting}
              onClick={(event) => {
                if (!hydrated) return; // without JS: a plain post, stored and sent at once
                event.preventDefault();
                setProblem(null);
                setRun((r) => (r.status === "paused" ? { ...r, status: "running" } : { ...r, status: "running", filled: 0 }));
              }}
            >
              {run.status === "paused" ? t("autoForm.resume") : t("autoForm.start")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!hydrated || run.status !== "running"}
              onClick={() => setRun((r) => ({ ...r, status: "paused" }))}
            >
              {t("autoForm.pause")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!hydrated || run.status === "submitting" || (run.status === "ready" && run.filled === 0)}
              onClick={() => setRun((r) => ({ ...r, status: "ready", filled: 0 }))}
            >
              {t("autoForm.reset")}
            </button>
          </div>
          <p role="status" className="text-sm" data-testid="auto-form-status">
            {t(`autoForm.status.${run.status}`)} — {t("autoForm.progressValue", { filled: run.filled, total: autoFormFields.length })}
          </p>
        </div>
      </Form>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="form-title" className="card">
          <h2 id="form-title" className="text-lg font-semibold">
            {t("autoForm.form")}
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {autoFormFields.map((field, i) => (
              <div key={field} className={field === "privacy" || field === "emailPhone" ? "sm:col-span-2" : undefined}>
                <label htmlFor={`auto-form-${field}`} className="field-label">
                  {t(`autoForm.fields.${field}`)}
                </label>
                <input
                  id={`auto-form-${field}`}
                  readOnly
                  value={filled[field] ?? ""}
                  className={`field-input ${run.status === "running" && i === run.filled ? "ring-2 ring-amber-400" : ""}`}
                />
              </div>
            ))}
          </div>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="preview-title" className="card">
            <h2 id="preview-title" className="text-lg font-semibold">
              {t("autoForm.preview")}
            </h2>
            <pre
              data-testid="auto-form-preview"
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
            >
              {JSON.stringify(filled, null, 2)}
            </pre>
          </section>
          <section aria-labelledby="results-title" className="card" aria-live="polite">
            <h2 id="results-title" className="text-lg font-semibold">
              {t("autoForm.results")}
            </h2>
            {problem ? (
              <p role="alert" className="mt-2 text-red-900">
                {t(`autoForm.${problem as "badScenario"}`)}
              </p>
            ) : null}
            {results.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("autoForm.noResults")}</p> : null}
            <ul className="mt-2 space-y-2">
              {results.map((r) => (
                <ResultItem key={r.deliveryId} result={r} />
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
