import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/log.server.ts";
import { createOutboxWorker, type OutboxWorker, type Transport, webhookTransport } from "#app/platform/outbox-worker.server.ts";

let worker: OutboxWorker | undefined;
const extraTransports: Record<string, Transport> = {};

/** Other channels (e-mail) register their transport before boot. */
export function registerTransport(channel: string, transport: Transport): void {
  extraTransports[channel] = transport;
}

/**
 * Starts the process's outbox worker (called by boot()); returns its stopper, which waits up to
 * `waitMs` for deliveries under way, then cuts them (pending again, same `webhook-id`).
 */
export function startOutbox(): (waitMs?: number) => Promise<void> {
  const env = getEnv();
  const transports: Record<string, Transport> = { ...extraTransports };
  if (env.WEBHOOK_URL) transports.webhook = webhookTransport({ url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET });
  else logger.warn("WEBHOOK_URL is not set: webhook deliveries wait as pending");
  worker = createOutboxWorker({ db: getDb(), transports, retryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_MS, leaseMs: env.OUTBOX_LEASE_MS });
  worker.start();
  const current = worker;
  return async (waitMs?: number) => {
    await current.stop(waitMs);
    if (worker === current) worker = undefined;
  };
}

/** Call after committing a delivery: the worker looks now rather than at its next poll. */
export function kickOutbox(): void {
  worker?.kick();
}
