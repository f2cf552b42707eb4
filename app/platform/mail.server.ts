import nodemailer from "nodemailer";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/log.server.ts";
import { registerTransport } from "#app/platform/outbox-runtime.server.ts";
import type { AttemptResult, Transport } from "#app/platform/outbox-worker.server.ts";
import { newDeliveryId } from "#app/platform/outbox.server.ts";
import { type Db, type DbOrTrx } from "#db/index.ts";

/**
 * E-mail through the outbox: a message is written as a `webhook_deliveries` row on
 * channel 'email' inside the caller's transaction, and the outbox worker sends it with nodemailer
 * over SMTP_URL, retried on the webhook schedule. With no SMTP_URL the rows wait as pending and
 * the operator reads them in /admin/outreach.
 */

export const EMAIL_CHANNEL = "email";

export type EmailKind =
  | "dealer-quote-request"
  | "dealer-offer-chosen"
  | "buyer-request-link"
  | "buyer-first-offer"
  | "buyer-deadline"
  | "buyer-widened"
  | "dealer-negotiation-standing"
  | "dealer-negotiation-reminder"
  | "buyer-negotiation-done"
  // Law 25: the privacy page's 24-hour link, and a dealer's withdrawal notice at erasure.
  | "privacy-link"
  | "dealer-withdrawal";

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
  /** A time to wait until when a daily budget is spent (see mailBudget), else undefined. */
  budget?: (delivery: Parameters<Transport>[0]) => Promise<{ until: number; reason: string } | undefined>;
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
    const over = await opts.budget?.(delivery);
    if (over) return { ok: false, error: over.reason, deferUntil: over.until };
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
        error: `E-mail send failed: ${err.code ?? ""} ${err.responseCode ?? ""} ${err.message ?? "Unknown error"}`
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 300),
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
  const budget = (delivery: Parameters<Transport>[0]) => mailBudget(db(), delivery);
  registerTransport(EMAIL_CHANNEL, emailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, onSent, budget }));
}

/** The start of the current day and of the next one (UTC), as epoch ms. */
function dayBounds(now: number): { start: number; next: number } {
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { start, next: start + 86_400_000 };
}

/** The buyer's "confirm your request" e-mails: their own share of the day's budget (decision 042). */
const CONFIRMATION_KINDS: readonly EmailKind[] = ["buyer-request-link"];

/** E-mails sent since the start of today (UTC), in all or of some kinds only. */
export async function emailsSentToday(db: Db, now = Date.now(), kinds?: readonly string[]): Promise<number> {
  const { start } = dayBounds(now);
  let query = db
    .selectFrom("webhook_deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("channel", "=", EMAIL_CHANNEL)
    .where("status", "=", "sent")
    .where("sent_at", ">=", new Date(start).toISOString());
  if (kinds) query = query.where("form_type", "in", kinds);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The daily budget's state, for the operator's banner. */
export async function mailBudgetState(db: Db, now = Date.now()): Promise<{ sent: number; limit: number; reached: boolean }> {
  const limit = getEnv().MAIL_DAILY_LIMIT;
  const sent = await emailsSentToday(db, now);
  return { sent, limit, reached: sent >= limit };
}

let warnedDay = -1;
let warnedConfirmationDay = -1;

/**
 * At most MAIL_DAILY_LIMIT e-mails a day in all, of which at most MAIL_CONFIRMATION_DAILY_LIMIT
 * confirmation e-mails (so that requests anyone can make never defer dealer and privacy e-mails),
 * and MAIL_DEALER_DAILY_LIMIT quote requests a day to one dealer. Over any, the message waits until
 * the next day (nothing is dropped); the first time a day, a warning is logged (no address, no
 * content).
 */
export async function mailBudget(
  db: Db,
  delivery: { id: string; next_attempt_at: number; form_type: string; source_table: string | null; source_id: string | null },
  now = Date.now(),
) {
  const env = getEnv();
  const { start, next } = dayBounds(now);
  // Messages being sent at this moment count too: those claimed ahead of this one (the worker
  // sends several at once, and several instances may), so a batch cannot overshoot the limit.
  const aheadOf = async (kinds?: readonly string[]) => {
    let query = db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("channel", "=", EMAIL_CHANNEL)
      .where("status", "=", "sending")
      .where((eb) =>
        eb.or([
          eb("next_attempt_at", "<", delivery.next_attempt_at),
          eb.and([eb("next_attempt_at", "=", delivery.next_attempt_at), eb("id", "<", delivery.id)]),
        ]),
      );
    if (kinds) query = query.where("form_type", "in", kinds);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  if (CONFIRMATION_KINDS.includes(delivery.form_type as EmailKind)) {
    const confirmations = (await emailsSentToday(db, now, CONFIRMATION_KINDS)) + (await aheadOf(CONFIRMATION_KINDS));
    if (confirmations >= env.MAIL_CONFIRMATION_DAILY_LIMIT) {
      if (warnedConfirmationDay !== start) {
        warnedConfirmationDay = start;
        logger.warn(
          `mail: the daily share of ${env.MAIL_CONFIRMATION_DAILY_LIMIT} confirmation e-mails is used; further confirmations wait until tomorrow, other e-mails still leave (MAIL_CONFIRMATION_DAILY_LIMIT)`,
        );
      }
      return { until: next, reason: "daily confirmation e-mail share reached" };
    }
  }
  const sent = (await emailsSentToday(db, now)) + (await aheadOf());
  if (sent >= env.MAIL_DAILY_LIMIT) {
    if (warnedDay !== start) {
      warnedDay = start;
      logger.warn(
        `mail: the daily limit of ${env.MAIL_DAILY_LIMIT} e-mails is reached; further e-mails wait until tomorrow (MAIL_DAILY_LIMIT)`,
      );
    }
    return { until: next, reason: "daily e-mail limit reached" };
  }
  if (delivery.form_type === "dealer-quote-request" && delivery.source_table === "dealer_requests" && delivery.source_id) {
    const own = await db.selectFrom("dealer_requests").select("dealer_id").where("id", "=", Number(delivery.source_id)).executeTakeFirst();
    if (own) {
      const row = await db
        .selectFrom("dealer_requests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("dealer_id", "=", own.dealer_id)
        .where("sent_at", ">=", new Date(start).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= env.MAIL_DEALER_DAILY_LIMIT) {
        logger.warn(
          `mail: dealer #${own.dealer_id} has had ${env.MAIL_DEALER_DAILY_LIMIT} quote requests today; the next waits until tomorrow (MAIL_DEALER_DAILY_LIMIT)`,
        );
        return { until: next, reason: "daily limit for this dealer reached" };
      }
    }
  }
  return undefined;
}
