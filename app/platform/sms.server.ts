import crypto from "node:crypto";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/log.server.ts";
import { registerTransport } from "#app/platform/outbox-runtime.server.ts";
import type { AttemptResult, Transport } from "#app/platform/outbox-worker.server.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely, Transaction } from "kysely";

/**
 * SMS through the outbox (decision 046), like e-mail (mail.server.ts): a message is a
 * `webhook_deliveries` row on channel 'sms', written in the caller's transaction; the outbox worker
 * sends it to an HTTP provider (SMS_URL), retried on the webhook schedule. One interface
 * (`Transport`), one provider shape: POST JSON `{to, from, body}` (or a form To/From/Body), basic or
 * bearer credentials, an `Idempotency-Key` header that is the delivery id on every attempt. With
 * no SMS_URL/SMS_FROM the rows wait as pending and the operator sees them in /admin/deliveries; no
 * page offers SMS (`smsEnabled`).
 */

export const SMS_CHANNEL = "sms";

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type SmsKind = "buyer-confirmation-sms" | "buyer-first-offer-sms" | "buyer-negotiation-done-sms";
export type SmsPayload = { to: string; body: string };

/** Whether SMS can really go out: the pages offer SMS only then. */
export function smsEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.SMS_URL && env.SMS_FROM);
}

/** A North-American number as a provider wants it (+15145550142), or undefined. */
export function smsNumber(phone: string | null | undefined): string | undefined {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : undefined;
}

/**
 * Queues one SMS in the caller's transaction; returns its delivery id. Deduplicated: the same kind
 * for the same source and number is queued once (a repeated call returns the first one's id);
 * `source.once` names a distinct message of that kind (a confirmation link sent again, decision 059).
 */
export async function enqueueSms(
  trx: DbOrTrx,
  kind: SmsKind,
  message: SmsPayload,
  source: { table: string; id: string | number; once?: string },
  now: number = Date.now(),
): Promise<string> {
  const once = source.once ? `\n${source.once}` : "";
  const key = crypto.createHash("sha256").update(`${kind}\n${source.table}\n${source.id}\n${message.to}${once}`).digest("hex").slice(0, 32);
  const id = `sms_${key}`;
  await trx
    .insertInto("webhook_deliveries")
    .values({
      id,
      channel: SMS_CHANNEL,
      form_type: kind,
      payload: JSON.stringify(message),
      status: "pending",
      next_attempt_at: now,
      source_table: source.table,
      source_id: String(source.id),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return id;
}

export function readSmsPayload(json: string): SmsPayload | undefined {
  try {
    const v = JSON.parse(json) as Partial<SmsPayload>;
    return typeof v.to === "string" && typeof v.body === "string" ? { to: v.to, body: v.body } : undefined;
  } catch {
    return undefined;
  }
}

export type SmsProvider = {
  url: string;
  from: string;
  username?: string;
  password?: string;
  token?: string;
  format?: "json" | "form";
  timeoutMs?: number;
};

/** The 'sms' transport: one POST per outbox row; a 2xx is sent, anything else is retried. */
export function smsTransport(provider: SmsProvider): Transport {
  const timeout = provider.timeoutMs ?? 10_000;
  return async (delivery, signal): Promise<AttemptResult> => {
    const message = readSmsPayload(delivery.payload);
    if (!message) return { ok: false, error: "SMS payload unreadable" };
    const headers: Record<string, string> = { "Idempotency-Key": delivery.id, Accept: "application/json" };
    if (provider.token) headers.Authorization = `Bearer ${provider.token}`;
    else if (provider.username)
      headers.Authorization = `Basic ${Buffer.from(`${provider.username}:${provider.password ?? ""}`).toString("base64")}`;
    let body: string;
    if (provider.format === "form") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams({ To: message.to, From: provider.from, Body: message.body }).toString();
    } else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify({ to: message.to, from: provider.from, body: message.body });
    }
    try {
      const res = await fetch(provider.url, {
        method: "POST",
        headers,
        body,
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : AbortSignal.timeout(timeout),
      });
      const text = (await res.text().catch(() => "")).slice(0, 500);
      // The error names the provider's answer, never the number or the text.
      return res.ok
        ? { ok: true, status: res.status, body: text }
        : { ok: false, status: res.status, error: `SMS send failed: ${res.status}` };
    } catch (error) {
      return { ok: false, error: `SMS send failed: ${(error as Error).name === "TimeoutError" ? "timeout" : "network error"}` };
    }
  };
}

/** Called at boot, before the outbox starts: with SMS_URL and SMS_FROM set, the worker sends SMS too. */
export function registerSmsTransport(): void {
  const env = getEnv();
  if (!env.SMS_URL || !env.SMS_FROM) {
    logger.warn("SMS_URL or SMS_FROM is not set: no page offers SMS, and any SMS waits in the outbox (see /admin/deliveries)");
    return;
  }
  registerTransport(
    SMS_CHANNEL,
    smsTransport({
      url: env.SMS_URL,
      from: env.SMS_FROM,
      username: env.SMS_USERNAME,
      password: env.SMS_PASSWORD,
      token: env.SMS_TOKEN,
      format: env.SMS_FORMAT,
    }),
  );
}
