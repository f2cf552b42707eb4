import type { Kysely, Transaction } from "kysely";
import nodemailer from "nodemailer";
import type { Db } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { getEnv } from "./env.server.ts";
import { newDeliveryId } from "./outbox.server.ts";
import type { AttemptResult, Transport } from "./outbox-worker.server.ts";
import { registerTransport } from "./outbox-runtime.server.ts";
import { logger } from "./log.server.ts";

/**
 * E-mail through the outbox (issue 8): a message is written as a `webhook_deliveries` row on
 * channel 'email' inside the caller's transaction, and the outbox worker sends it with nodemailer
 * over SMTP_URL, retried on the webhook schedule. With no SMTP_URL the rows wait as pending and
 * the operator reads them in /admin/outreach.
 */

export const EMAIL_CHANNEL = "email";

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type EmailKind =
  | "dealer-quote-request"
  | "dealer-offer-chosen"
  | "buyer-request-link"
  | "buyer-first-offer"
  | "buyer-deadline"
  | "dealer-negotiation-standing"
  | "dealer-negotiation-reminder"
  | "buyer-negotiation-done";

export type EmailPayload = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Queues one e-mail in the caller's transaction; returns the delivery id. */
export async function enqueueEmail(
  trx: DbOrTrx,
  kind: EmailKind,
  message: EmailPayload,
  source?: { table: string; id: string | number },
  now: number = Date.now(),
): Promise<string> {
  const id = newDeliveryId();
  await trx
    .insertInto("webhook_deliveries")
    .values({
      id,
      channel: EMAIL_CHANNEL,
      form_type: kind,
      payload: JSON.stringify(message),
      status: "pending",
      next_attempt_at: now,
      source_table: source?.table ?? null,
      source_id: source === undefined ? null : String(source.id),
    })
    .execute();
  return id;
}

export function readEmailPayload(json: string): EmailPayload | undefined {
  try {
    const v = JSON.parse(json) as Partial<EmailPayload>;
    if (typeof v.to !== "string" || typeof v.subject !== "string" || typeof v.text !== "string") return undefined;
    return { to: v.to, subject: v.subject, text: v.text, html: typeof v.html === "string" ? v.html : "", headers: v.headers };
  } catch {
    return undefined;
  }
}

/** The domain of the sender address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "sam.local";
}

/**
 * The 'email' transport: one SMTP message per outbox row, from MAIL_FROM. The Message-ID is
 * the delivery id, the same on every attempt. `onSent` runs after a successful send (marks the
 * dealer request sent); its failure never turns a sent message into a retry.
 */
export function emailTransport(opts: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
  onSent?: (delivery: Parameters<Transport>[0]) => Promise<void>;
}): Transport & { close: () => void } {
  const timeout = opts.timeoutMs ?? 15_000;
  const transporter = nodemailer.createTransport(opts.smtpUrl, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  } as never);
  const domain = senderDomain(opts.from);
  const send = async (delivery: Parameters<Transport>[0]): Promise<AttemptResult> => {
    const message = readEmailPayload(delivery.payload);
    if (!message) return { ok: false, error: "E-mail payload unreadable" };
    try {
      const info = await transporter.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        headers: message.headers,
        messageId: `<${delivery.id}@${domain}>`,
      });
      if (opts.onSent) await opts.onSent(delivery).catch(() => undefined);
      return { ok: true, status: 250, body: String(info.response ?? "").slice(0, 500) };
    } catch (error) {
      const err = error as Error & { code?: string; responseCode?: number; response?: string };
      // The error names the SMTP failure, never the recipient or the content.
      return {
        ok: false,
        status: err.responseCode,
        error: `E-mail send failed: ${err.code ?? ""} ${err.responseCode ?? ""} ${err.message ?? "Unknown error"}`.replace(/\s+/g, " ").trim().slice(0, 300),
      };
    }
  };
  return Object.assign(send, { close: () => transporter.close() });
}

/** Marks a dealer's quote request sent once its e-mail left. */
export function markDealerRequestSent(db: Db) {
  return async (delivery: Parameters<Transport>[0]) => {
    if (delivery.form_type !== "dealer-quote-request" || delivery.source_table !== "dealer_requests" || !delivery.source_id) return;
    const id = Number(delivery.source_id);
    const at = new Date().toISOString();
    await db.updateTable("dealer_requests").set({ sent_at: at }).where("id", "=", id).where("sent_at", "is", null).execute();
    await db.updateTable("dealer_requests").set({ status: "sent" }).where("id", "=", id).where("status", "=", "queued").execute();
  };
}

/** Called at boot, before the outbox starts: with SMTP_URL set, the worker sends e-mail too. */
export function registerEmailTransport(db: () => Db): void {
  const env = getEnv();
  if (!env.SMTP_URL) {
    logger.warn("SMTP_URL is not set: e-mails to dealers and buyers wait in the outbox (see /admin/outreach)");
    return;
  }
  const onSent = (delivery: Parameters<Transport>[0]) => markDealerRequestSent(db())(delivery);
  registerTransport(EMAIL_CHANNEL, emailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, onSent }));
}
