import { useEffect, useRef, useState } from "react";
import { sendChatMessage } from "#app/chat/chat-client.ts";
import {
  type ChatTestRunner,
  type ChatTestState,
  createChatTestRunner,
  initialChatTestState,
  type StepResult,
} from "#app/chat/test-runner.ts";
import { CHAT_TEST, chatTestScripts } from "#app/chat/test-script.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang, type Lang, localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { deliveryOutcome, useDeliveryStatus } from "#app/ui/delivery-status.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, useLang } from "#app/ui/operator.tsx";
import type { Route } from "./+types/automated-test";

export function loader({ context }: Route.LoaderArgs) {
  return { title: operatorT(context)("autoTest.title") };
}

/** Asks the server to queue the final webhook for the conversation this test had. */
async function postFinalWebhook(pageLang: Lang, args: { conversationId: string | null; label: string }): Promise<{ deliveryId: string }> {
  const body = new FormData();
  body.set("label", args.label);
  if (args.conversationId) body.set("conversationId", args.conversationId);
  const res = await fetch(localePath("/automated-test/final", pageLang), { method: "POST", body });
  const json = (await res.json().catch(() => ({}))) as { deliveryId?: string; error?: string };
  if (!res.ok || !json.deliveryId) throw new Error(json.error ?? `HTTP ${res.status}: ${res.statusText}`);
  return { deliveryId: json.deliveryId };
}

function StepItem({ result }: { result: StepResult }) {
  const { t } = useTranslation("admin");
  const error = result.error
    ? result.error.kind === "timeout"
      ? t("autoTest.errors.timeout")
      : (result.error.message ?? t("autoTest.errors.unknown"))
    : null;
  return (
    <li
      data-testid="chat-test-result"
      data-success={result.success}
      className={`rounded-lg border p-3 text-sm ${result.success ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <span>{t("autoTest.stepTitle", { step: result.index + 1 })}</span>
        <Badge tone={result.success ? "green" : "red"}>{result.success ? t("autoTest.passed") : t("autoTest.failedStep")}</Badge>
        <span className="font-normal text-slate-600">{t("autoTest.duration", { ms: result.durationMs })}</span>
      </p>
      <p className="mt-1">
        <span className="font-medium">
          {t("autoTest.answer")}
          {t("common.colon")}
        </span>
        {result.answer}
      </p>
      <p className="mt-1">
        <span className="font-medium">
          {t("autoTest.expected")}
          {t("common.colon")}
        </span>
        {result.expectedKeywords.join(", ")}
        {result.matched.length ? ` — ${t("autoTest.matched")}${t("common.colon")}${result.matched.join(", ")}` : null}
      </p>
      {error ? <p className="mt-1 font-medium text-red-900">{error}</p> : null}
    </li>
  );
}

export default function AutomatedTest() {
  const { t } = useTranslation("admin");
  const pageLang = useLang();
  const [state, setState] = useState<ChatTestState>(() =>
    initialChatTestState(pageLang, CHAT_TEST.defaultPaceMs, chatTestScripts[pageLang].length),
  );
  const [hydrated, setHydrated] = useState(false);
  const runner = useRef<ChatTestRunner | null>(null);

  useEffect(() => {
    const r = createChatTestRunner({
      scripts: chatTestScripts,
      lang: pageLang,
      paceMs: CHAT_TEST.defaultPaceMs,
      deps: {
        send: sendChatMessage,
        finalWebhook: ({ conversationId, label }) => postFinalWebhook(pageLang, { conversationId, label }),
      },
      onChange: setState,
    });
    runner.current = r;
    setHydrated(true);
    return () => r.reset();
  }, [pageLang]);

  const finalId = state.final?.state === "queued" ? state.final.deliveryId : null;
  const delivery = useDeliveryStatus(finalId, pageLang);
  const outcome = deliveryOutcome(delivery);
  const passed = state.results.filter((r) => r.success).length;
  const percent = Math.round((state.step / state.total) * 100);
  const busy = state.status === "running" || state.status === "paused";
  const statusLabel = state.status === "running" && state.waiting ? t("autoTest.status.waiting") : t(`autoTest.status.${state.status}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("autoTest.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("autoTest.intro")}</p>
      <noscript>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">{t("autoTest.noscript")}</p>
      </noscript>

      <section aria-labelledby="settings-title" className="card mt-6">
        <h2 id="settings-title" className="sr-only">
          {t("autoTest.settings")}
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="chat-test-lang" className="field-label">
              {t("autoTest.language")}
            </label>
            <select
              id="chat-test-lang"
              className="field-input"
              value={state.lang}
              disabled={!hydrated || busy}
              onChange={(e) => runner.current?.configure({ lang: asLang(e.target.value) })}
            >
              <option value="fr">{t("autoTest.languages.fr")}</option>
              <option value="en">{t("autoTest.languages.en")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="chat-test-pace" className="field-label">
              {t("autoTest.pace")}
            </label>
            <select
              id="chat-test-pace"
              className="field-input"
              value={state.paceMs}
              disabled={!hydrated}
              onChange={(e) => runner.current?.configure({ paceMs: Number(e.target.value) })}
            >
              {CHAT_TEST.paceOptionsMs.map((ms) => (
                <option key={ms} value={ms}>
                  {t("autoTest.paceValue", { seconds: ms / 1000 })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={!hydrated || state.status === "running"}
              onClick={() => runner.current?.start()}
            >
              {state.status === "paused" ? t("autoTest.resume") : t("autoTest.start")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!hydrated || state.status !== "running"}
              onClick={() => runner.current?.pause()}
            >
              {t("autoTest.pause")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!hydrated || state.status === "ready"}
              onClick={() => runner.current?.reset()}
            >
              {t("autoTest.reset")}
            </button>
          </div>
        </div>
        <div className="mt-4">
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <span role="status" data-testid="chat-test-status">
              {statusLabel}
            </span>
            <span>{t("autoTest.progressValue", { step: state.step, total: state.total })}</span>
          </p>
          <div
            role="progressbar"
            aria-label={t("autoTest.progress")}
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.step}
            aria-valuetext={t("autoTest.progressValue", { step: state.step, total: state.total })}
            className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
          </div>
          {state.label ? (
            <p className="mt-2 text-xs text-slate-600" data-testid="chat-test-ids">
              {t("autoTest.conversation")}
              {t("common.colon")}
              <span className="font-mono">{state.label}</span>
              {state.conversationId ? <span className="font-mono"> ({state.conversationId})</span> : null}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="results-title" className="card">
          <h2 id="results-title" className="text-lg font-semibold">
            {t("autoTest.results")}
          </h2>
          {state.results.length ? (
            <p className="mt-1 text-sm font-medium" data-testid="chat-test-summary">
              {t("autoTest.summary", { passed, total: state.total })}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t("autoTest.noResults")}</p>
          )}
          <ol className="mt-3 space-y-2">
            {state.results.map((r) => (
              <StepItem key={r.index} result={r} />
            ))}
          </ol>
          {state.final ? (
            <div className="mt-4 rounded-lg border border-slate-200 p-3 text-sm" data-testid="chat-test-final" aria-live="polite">
              <p className="font-semibold">{t("autoTest.final.title")}</p>
              {state.final.state === "sending" ? <p>{t("autoTest.final.sending")}</p> : null}
              {state.final.state === "queued" ? (
                <p className="font-mono text-xs">{t("autoTest.final.queued", { id: state.final.deliveryId })}</p>
              ) : null}
              {state.final.state === "failed" ? (
                <p className="font-medium text-red-900">
                  {t("autoTest.final.failed")}
                  {t("common.colon")}
                  {state.final.error ?? t("autoTest.errors.webhook")}
                </p>
              ) : null}
              {outcome ? (
                <p className={`mt-1 font-bold ${outcome === "success" ? "text-green-800" : "text-red-800"}`}>
                  {outcome === "success" ? t("autoTest.final.delivered") : t("autoTest.final.failed")}
                </p>
              ) : null}
            </div>
          ) : null}
        </section>

        <section aria-labelledby="history-title" className="card">
          <h2 id="history-title" className="text-lg font-semibold">
            {t("autoTest.history")}
          </h2>
          {state.history.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("autoTest.noHistory")}</p> : null}
          <ol
            className="mt-3 max-h-[36rem] space-y-2 overflow-y-auto"
            data-testid="chat-test-history"
            tabIndex={0}
            aria-label={t("autoTest.history")}
          >
            {state.history.map((m, i) => (
              <li
                key={i}
                className={`rounded-lg p-2 text-sm whitespace-pre-wrap ${m.role === "user" ? "ml-8 bg-brand-50" : "mr-8 bg-slate-100"}`}
              >
                <span className="block text-xs font-semibold text-slate-600">
                  {m.role === "user" ? t("autoTest.you") : t("autoTest.sam")}
                </span>
                {m.content}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="log-title" className="card mt-6">
        <h2 id="log-title" className="text-lg font-semibold">
          {t("autoTest.debugLog")}
        </h2>
        <pre
          data-testid="chat-test-log"
          tabIndex={0}
          className="mt-2 min-h-12 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
        >
          {state.log
            .map((line) => `[${line.at}] ${t(`autoTest.log.${line.key}` as "autoTest.log.paused", line.values as never)}`)
            .join("\n")}
        </pre>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
