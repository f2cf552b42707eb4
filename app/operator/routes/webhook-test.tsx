import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { operatorT } from "#app/operator/operator.server.ts";
import { describeTarget, sendTestWebhook } from "#app/operator/webhook-test.server.ts";
import {
  INVALID_WEBHOOK_URL,
  isWebhookTestScenario,
  webhookTestPayload,
  type WebhookTestResult,
  type WebhookTestScenario,
  webhookTestScenarios,
} from "#app/operator/webhook-test.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { translate } from "#app/platform/texts.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { DetailRow } from "#app/ui/operator.tsx";
import { useWebhookLog } from "#app/ui/webhook-log.tsx";
import type { Route } from "./+types/webhook-test";

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: operatorT(context)("webhookTest.title"),
    configured: Boolean(getEnv().WEBHOOK_URL),
    // The preview's timestamp, fixed so that server and browser render the same text.
    previewAt: new Date().toISOString(),
  };
}

type ActionResult = { scenario: WebhookTestScenario; result: WebhookTestResult | null; problem: "notConfigured" | "badRequest" | null };

/** intent=run sends the chosen scenario; intent=direct a minimal body to WEBHOOK_URL. The server sends, never the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const chosen = formData.get("scenario");
  const scenario: WebhookTestScenario = isWebhookTestScenario(chosen) ? chosen : "basic";
  if (intent !== "direct" && (intent !== "run" || !isWebhookTestScenario(chosen))) {
    return data<ActionResult>({ scenario, result: null, problem: "badRequest" }, { status: 400 });
  }
  const kind = intent === "direct" ? "direct" : scenario;
  const env = getEnv();
  const url = kind === "error" ? INVALID_WEBHOOK_URL : env.WEBHOOK_URL;
  if (!url) return data<ActionResult>({ scenario, result: null, problem: "notConfigured" });
  const lang = getLocale(context);
  const payload = webhookTestPayload(kind, (key, vars) => translate(lang, "admin", `webhookTest.payload.${key}`, vars), new Date());
  const sent = await sendTestWebhook({ url, payload, formType: "webhook-test", secret: env.WEBHOOK_SECRET });
  return data<ActionResult>({ scenario, problem: null, result: { scenario: kind, target: describeTarget(url), payload, ...sent } });
}

export default function WebhookTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const sendingIntent = navigation.state !== "idle" && navigation.formMethod === "POST" ? navigation.formData?.get("intent") : null;
  const [selected, setSelected] = useState<WebhookTestScenario>(actionData?.scenario ?? "basic");
  const preview = webhookTestPayload(selected, (key, vars) => t(`webhookTest.payload.${key}`, vars), new Date(loaderData.previewAt));
  const result = actionData?.result ?? null;

  // DESIGN §8.3: pages that show a delivery result still dispatch the spec's `webhook-log` event.
  useWebhookLog(result?.log);

  const hints = {
    basic: t("webhookTest.scenarios.basicHint"),
    full: t("webhookTest.scenarios.fullHint"),
    error: t("webhookTest.scenarios.errorHint", { url: INVALID_WEBHOOK_URL }),
  };
  const spinner = <span className="spinner" aria-hidden="true" />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("webhookTest.title")}</h1>
      <p className="mt-2 text-slate-700">{t("webhookTest.intro")}</p>
      {!loaderData.configured ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("webhookTest.notConfigured")}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="card space-y-4">
          <fieldset>
            <legend className="field-label">{t("webhookTest.scenario")}</legend>
            <div className="mt-2 space-y-2">
              {webhookTestScenarios.map((s) => (
                <label
                  key={s}
                  className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="scenario"
                    value={s}
                    defaultChecked={s === selected}
                    onChange={() => setSelected(s)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="block font-medium">{t(`webhookTest.scenarios.${s}`)}</span>
                    <span className="block text-sm text-slate-600">{hints[s]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="run" className="btn-primary" disabled={Boolean(sendingIntent)}>
              {sendingIntent === "run" ? spinner : null}
              {t("webhookTest.run")}
            </button>
            <button type="submit" name="intent" value="direct" className="btn-secondary" disabled={Boolean(sendingIntent)}>
              {sendingIntent === "direct" ? spinner : null}
              {t("webhookTest.direct")}
            </button>
          </div>
          {sendingIntent ? (
            <p role="status" className="text-sm text-slate-700">
              {t("webhookTest.sending")}
            </p>
          ) : null}
        </Form>
        <section aria-labelledby="preview-title" className="card">
          <h2 id="preview-title" className="text-lg font-semibold">
            {t("webhookTest.preview")}
          </h2>
          <p className="text-sm text-slate-600">{t("webhookTest.previewHint")}</p>
          <pre
            data-testid="payload-preview"
            tabIndex={0}
            className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
          >
            {JSON.stringify(preview, null, 2)}
          </pre>
        </section>
      </div>
      <div aria-live="polite" className="mt-6">
        {actionData?.problem ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {t(`webhookTest.${actionData.problem}`)}
          </p>
        ) : null}
        {result ? (
          <section
            aria-labelledby="result-title"
            className={`card border-2 ${result.success ? "border-green-600" : "border-red-600"}`}
            data-testid="webhook-result"
          >
            <h2 id="result-title" className={`text-xl font-bold ${result.success ? "text-green-800" : "text-red-800"}`}>
              {result.success ? t("webhookTest.success") : t("webhookTest.failed")}
            </h2>
            <dl className="mt-3">
              <DetailRow label={t("webhookTest.scenario")}>
                {result.scenario === "direct" ? t("webhookTest.direct") : t(`webhookTest.scenarios.${result.scenario}`)}
              </DetailRow>
              <DetailRow label={t("webhookTest.target")}>
                <span className="font-mono">{result.target}</span>
              </DetailRow>
              <DetailRow label={t("webhookTest.httpStatus")}>{result.status ?? t("common.none")}</DetailRow>
              <DetailRow label={t("webhookTest.statusText")}>{result.statusText || t("common.none")}</DetailRow>
              <DetailRow label={t("webhookTest.body")}>
                <span className="font-mono text-xs">{result.body || t("common.none")}</span>
              </DetailRow>
              {result.error ? <DetailRow label={t("webhookTest.error")}>{result.error}</DetailRow> : null}
              <DetailRow label={t("webhookTest.duration")}>{t("webhookTest.durationValue", { ms: result.durationMs })}</DetailRow>
            </dl>
            <h3 className="mt-4 font-semibold">{t("webhookTest.sentPayload")}</h3>
            <pre tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
              {JSON.stringify(result.payload, null, 2)}
            </pre>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
