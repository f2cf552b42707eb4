import { signWebhook } from "#app/platform/outbox-worker.server.ts";
import { newDeliveryId } from "#app/platform/outbox.server.ts";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";

const BODY_EXCERPT = 2_000;

/** Shows where a request went without a query string (which may carry a token). */
export function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return u.origin + u.pathname;
  } catch {
    return "";
  }
}

export type TestSendOutcome = {
  success: boolean;
  status: number | null;
  statusText: string;
  body: string;
  error: string | null;
  durationMs: number;
  log: WebhookLogEntry;
};

/**
 * Posts a test payload straight to `url` from the server (not through the outbox: the operator
 * wants the answer now), with the Standard Webhooks headers and a 10 s timeout. Never throws.
 */
export async function sendTestWebhook(opts: {
  url: string;
  payload: unknown;
  formType: string;
  secret?: string;
  timeoutMs?: number;
}): Promise<TestSendOutcome> {
  const id = newDeliveryId();
  const body = JSON.stringify(opts.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "Sam-Webhooks/1.0 (test)",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
  };
  if (opts.secret) headers["webhook-signature"] = signWebhook(opts.secret, id, timestamp, body);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const started = performance.now();
  let outcome: Omit<TestSendOutcome, "durationMs" | "log">;
  try {
    const res = await fetch(opts.url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await res.text().catch(() => "")).slice(0, BODY_EXCERPT);
    outcome = {
      success: res.ok,
      status: res.status,
      statusText: res.statusText,
      body: text,
      error: res.ok ? null : `HTTP ${res.status}: ${res.statusText}${text ? ` - ${text.slice(0, 200)}` : ""}`,
    };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      err?.name === "TimeoutError"
        ? `Timeout after ${timeoutMs / 1000} s`
        : err instanceof Error
          ? [err.message, err.cause?.code ?? err.cause?.message].filter(Boolean).join(": ")
          : "Unknown webhook error";
    outcome = { success: false, status: null, statusText: "", body: "", error: reason || "Unknown webhook error" };
  }
  const durationMs = Math.round(performance.now() - started);
  return {
    ...outcome,
    durationMs,
    log: {
      id,
      timestamp: new Date().toISOString(),
      formType: opts.formType,
      payload: opts.payload,
      success: outcome.success,
      response: outcome.status === null ? undefined : { status: outcome.status, body: outcome.body },
      error: outcome.error ?? undefined,
    },
  };
}
