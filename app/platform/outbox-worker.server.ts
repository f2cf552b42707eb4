import crypto from "node:crypto";
import { sql } from "kysely";
import { logger } from "#app/platform/log.server.ts";
import { type Db, skipLocked } from "#db/index.ts";
import type { WebhookDelivery } from "#db/schema.ts";

/** What one delivery attempt came to. */
export type AttemptResult = {
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
  /** The receiver asked us to wait (Retry-After), in milliseconds. */
  retryAfterMs?: number;
  /** Cut by the server's shutdown: not counted as an attempt, due again at the next start. */
  interrupted?: boolean;
  /**
   * Not attempted: a sending budget is spent (the daily e-mail limits). The row waits
   * as pending until this time (epoch ms) without using up a retry: nothing is ever dropped.
   */
  deferUntil?: number;
};

/** Sends one outbox row over its channel; `signal` aborts when the server's shutdown runs out of time. */
export type Transport = (delivery: WebhookDelivery, signal?: AbortSignal) => Promise<AttemptResult>;

export type OutboxWorkerOptions = {
  db: Db;
  /** Channel name → transport. A channel without a transport is left waiting (e.g. no WEBHOOK_URL). */
  transports: Partial<Record<string, Transport>>;
  /** Delays after each failed attempt; one more failure than delays → `dead`. */
  retryScheduleMs: readonly number[];
  pollMs?: number;
  /** How long a claimed row stays ours; a crash leaves it to be claimed again after this. */
  leaseMs?: number;
  concurrency?: number;
  now?: () => number;
  /** One line per attempt (ids, kinds, outcomes; never a payload). Default: the process's logger. */
  log?: (line: string, fields?: Record<string, unknown>) => void;
};

const EXCERPT = 500;
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/** Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the decoded `whsec_` key. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = crypto.createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Math.min(Number(value.trim()) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

/** The webhook transport: POST JSON, Standard Webhooks headers, 10 s timeout, 2xx = success. */
export function webhookTransport(opts: { url: string; secret?: string; timeoutMs?: number }): Transport {
  return async (delivery, signal) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Sam-Webhooks/1.0",
      "webhook-id": delivery.id,
      "webhook-timestamp": String(timestamp),
    };
    if (opts.secret) headers["webhook-signature"] = signWebhook(opts.secret, delivery.id, timestamp, delivery.payload);
    try {
      const res = await fetch(opts.url, {
        method: "POST",
        headers,
        body: delivery.payload,
        redirect: "manual",
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? 10_000)])
          : AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const body = (await res.text().catch(() => "")).slice(0, EXCERPT);
      return {
        ok: res.status >= 200 && res.status < 300,
        status: res.status,
        body,
        error: res.ok ? undefined : `Webhook call failed: ${res.status} ${res.statusText}`.trim(),
        retryAfterMs: parseRetryAfter(res.headers.get("retry-after")),
      };
    } catch (error) {
      if (signal?.aborted) return { ok: false, interrupted: true, error: "Webhook call interrupted by the server's shutdown" };
      const err = error as Error & { cause?: { code?: string } };
      const reason = err.name === "TimeoutError" ? "timeout after 10 s" : (err.cause?.code ?? err.message ?? "Unknown error");
      return { ok: false, error: `Webhook call failed: ${reason}` };
    }
  };
}

/**
 * The outbox worker (DESIGN §6). Claims due rows with a lease in one UPDATE … RETURNING, so a row
 * is never sent twice at once, even by two processes on one file; rows left `sending` by a crash
 * are claimed again once their lease runs out. Each attempt is recorded in `delivery_attempts`.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const {
    db,
    transports,
    retryScheduleMs,
    pollMs = 500,
    leaseMs = 30_000,
    concurrency = 4,
    now = Date.now,
    log = (line: string, fields?: Record<string, unknown>) => logger.info(fields ?? {}, line),
  } = options;
  const channels = Object.keys(transports).filter((c) => transports[c]);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let inFlight: Promise<unknown> = Promise.resolve();
  // Aborted when a shutdown runs out of time: transports give up, their rows are released.
  let cut = new AbortController();

  /**
   * Claims up to `limit` due rows with a lease, in one statement. On PostgreSQL the inner SELECT
   * takes its rows `FOR UPDATE SKIP LOCKED`: concurrent claimers (other instances, other workers)
   * skip rows another one is claiming instead of waiting, deadlocking, or — under READ COMMITTED,
   * re-checking only the row itself — claiming the same row twice (decision 021). On SQLite the
   * statement runs under the database's single write lock. The new `locked_until` is the claim's
   * fencing token: `record()` only writes back a claim that is still its own.
   */
  async function claim(limit: number): Promise<WebhookDelivery[]> {
    if (channels.length === 0) return [];
    const t = now();
    const result = await sql<WebhookDelivery>`
      UPDATE webhook_deliveries
         SET status = 'sending', locked_until = ${t + leaseMs},
             updated_at = ${new Date(t).toISOString()}
       WHERE id IN (
         SELECT id FROM webhook_deliveries
          WHERE channel IN (${sql.join(channels)})
            AND ((status IN ('pending', 'failed') AND next_attempt_at <= ${t})
              OR (status = 'sending' AND locked_until < ${t}))
          ORDER BY next_attempt_at
          LIMIT ${limit}
          ${skipLocked(db)})
         AND ((status IN ('pending', 'failed') AND next_attempt_at <= ${t})
           OR (status = 'sending' AND locked_until < ${t}))
      RETURNING *`.execute(db);
    return result.rows;
  }

  async function record(delivery: WebhookDelivery, result: AttemptResult, durationMs: number): Promise<void> {
    if (result.deferUntil !== undefined) {
      await db
        .updateTable("webhook_deliveries")
        .set({ status: "pending", locked_until: null, next_attempt_at: result.deferUntil, updated_at: new Date(now()).toISOString() })
        .where("id", "=", delivery.id)
        .where("status", "=", "sending")
        .where("locked_until", "=", delivery.locked_until)
        .execute();
      log(
        `outbox ${delivery.channel} ${delivery.id} ${delivery.form_type}: deferred (${result.error ?? "budget"}) until ${new Date(result.deferUntil).toISOString()}`,
      );
      return;
    }
    const interrupted = !result.ok && result.interrupted === true;
    // An attempt cut by the shutdown is not counted: the row is pending again, due at once (same id).
    const attempts = interrupted ? delivery.attempts : delivery.attempts + 1;
    const t = now();
    const dead = !result.ok && !interrupted && attempts > retryScheduleMs.length;
    const status = result.ok ? "sent" : interrupted ? "pending" : dead ? "dead" : "failed";
    const delay = result.ok || dead || interrupted ? 0 : Math.max(retryScheduleMs[attempts - 1] ?? 0, result.retryAfterMs ?? 0);
    let settled = false;
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("webhook_deliveries")
        .set({
          status,
          attempts,
          locked_until: null,
          next_attempt_at: t + delay,
          last_status: result.status ?? null,
          last_error: result.ok ? null : (result.error ?? "Unknown error"),
          last_response: result.body ?? null,
          sent_at: result.ok ? new Date(t).toISOString() : delivery.sent_at,
          updated_at: new Date(t).toISOString(),
        })
        .where("id", "=", delivery.id)
        .where("status", "=", "sending")
        // Still our claim: a lease that ran out was taken over (its new locked_until differs), and
        // the outcome is the taker's to write: each delivery ends `sent` or `dead` exactly once.
        .where("locked_until", "=", delivery.locked_until)
        .executeTakeFirst();
      settled = Number(updated.numUpdatedRows) === 1;
      await trx
        .insertInto("delivery_attempts")
        .values({
          delivery_id: delivery.id,
          http_status: result.status ?? null,
          error: result.ok ? null : (result.error ?? "Unknown error"),
          response_excerpt: result.body ?? null,
          duration_ms: Math.round(durationMs),
        })
        .execute();
      // The chat's webhook_status follows its delivery: sent, or failed (and sent once a retry succeeds).
      if (settled && delivery.source_table === "chat_conversations" && delivery.source_id && !interrupted) {
        await trx
          .updateTable("chat_conversations")
          .set({ webhook_status: result.ok ? "sent" : "failed" })
          .where("id", "=", Number(delivery.source_id))
          .execute();
      }
    });
    if (!settled) {
      log(
        `outbox ${delivery.channel} ${delivery.id} ${delivery.form_type}: lease lost before the outcome was recorded (another worker took the delivery over)`,
        {
          kind: delivery.channel,
          id: delivery.id,
          formType: delivery.form_type,
        },
      );
      return;
    }
    // No payload, no personal data: id, type, outcome.
    const outcome = result.ok
      ? `${result.status}`
      : interrupted
        ? "interrupted by shutdown (pending, sent again at the next start)"
        : `${result.status ?? "error"} (${status}${dead ? "" : `, retry in ${Math.round(delay / 1000)} s`})`;
    log(`outbox ${delivery.channel} ${delivery.id} ${delivery.form_type} attempt ${attempts}: ${outcome} in ${Math.round(durationMs)} ms`, {
      kind: delivery.channel,
      id: delivery.id,
      formType: delivery.form_type,
      attempt: attempts,
      status,
      httpStatus: result.status,
      ms: Math.round(durationMs),
    });
  }

  async function deliver(delivery: WebhookDelivery): Promise<void> {
    const transport = transports[delivery.channel];
    if (!transport) return;
    const started = performance.now();
    let result: AttemptResult;
    try {
      result = await transport(delivery, cut.signal);
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : "Unknown error" };
    }
    await record(delivery, result, performance.now() - started);
  }

  async function drain(keepGoing: () => boolean): Promise<number> {
    let total = 0;
    while (keepGoing()) {
      const batch = await claim(concurrency);
      if (batch.length === 0) break;
      total += batch.length;
      await Promise.all(batch.map(deliver));
    }
    return total;
  }

  /** One pass: claim what is due and send it, until nothing is due; resolves with the rows attempted. */
  const tick = () => drain(() => true);

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(loop, delay);
    timer.unref?.();
  }

  async function loop() {
    timer = undefined;
    if (running || stopped) return;
    running = true;
    const pass = drain(() => !stopped).catch((error) =>
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "outbox worker error"),
    );
    inFlight = pass;
    await pass;
    running = false;
    schedule(pollMs);
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      cut = new AbortController();
      schedule(0);
    },
    /** Something was just committed: look now instead of at the next poll. */
    kick() {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    /**
     * Stops polling and waits for attempts under way to be recorded. With `waitMs`, attempts
     * still running after it are cut (their rows go back to pending, same id) and recorded.
     */
    async stop(waitMs = Infinity): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!Number.isFinite(waitMs)) {
        await inFlight;
        return;
      }
      let limit: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        inFlight.then(() => true),
        new Promise<boolean>((resolve) => (limit = setTimeout(() => resolve(false), Math.max(0, waitMs)))),
      ]);
      clearTimeout(limit);
      if (finished) return;
      logger.warn("outbox: deliveries still under way at shutdown are cut; they are sent again at the next start");
      cut.abort();
      // A transport that ignores the signal keeps its lease: claimed again once it runs out.
      await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
