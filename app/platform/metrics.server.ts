import crypto from "node:crypto";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { getDb } from "#app/platform/db.server.ts";
import { errorMessage, logger, logRequest } from "#app/platform/log.server.ts";

/**
 * Prometheus metrics (GET /metrics with METRICS_TOKEN): Node's default process metrics, HTTP
 * requests by method and status, their durations, and the outbox by kind and status (counted
 * at scrape time, from the index on channel and status). No path label: no personal data and
 * no unbounded label set.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");

const requests = new Counter({
  name: "sam_http_requests_total",
  help: "HTTP requests answered, by method and status",
  labelNames: ["method", "status"] as const,
  registers: [registry],
});

const durations = new Histogram({
  name: "sam_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's end, by method",
  labelNames: ["method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const OUTBOX_KINDS = { webhook: "webhook", email: "email" } as const;
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "dead"] as const;

new Gauge({
  name: "sam_outbox_deliveries",
  help: "Outbox deliveries by kind (webhook, email) and status (pending includes those being sent)",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const counts = await outboxCounts();
    for (const [kind, byStatus] of Object.entries(counts)) {
      for (const [status, n] of Object.entries(byStatus)) this.set({ kind, status }, n);
    }
  },
});

/** Deliveries by kind and status, every combination present (0 when none). */
export async function outboxCounts(): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const kind of Object.values(OUTBOX_KINDS)) counts[kind] = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0]));
  const rows = await getDb()
    .selectFrom("webhook_deliveries")
    .select(["channel", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["channel", "status"])
    .execute();
  for (const row of rows) {
    const kind = (OUTBOX_KINDS as Record<string, string>)[row.channel];
    const status = row.status === "sending" ? "pending" : row.status;
    if (kind && counts[kind][status] !== undefined) counts[kind][status] += Number(row.n);
  }
  return counts;
}

/** One finished (or cut) HTTP request: its log line and its metrics. Called by server.ts. */
export function requestDone(method: string | undefined, url: string | undefined, status: number, durationMs: number): void {
  const label = methodLabel(method);
  requests.inc({ method: label, status: String(status) });
  durations.observe({ method: label }, durationMs / 1000);
  logRequest(label, url ?? "/", status, durationMs);
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest();

/** 404 when METRICS_TOKEN is unset, 401 without the right `Authorization: Bearer <token>`. */
export async function metricsResponse(request: Request, token: string | undefined): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  if (!token) return new Response("Not Found", { status: 404, headers });
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim() ?? "";
  if (!crypto.timingSafeEqual(sha256(given), sha256(token))) {
    return new Response("Unauthorized", { status: 401, headers: { ...headers, "WWW-Authenticate": "Bearer" } });
  }
  try {
    return new Response(await registry.metrics(), { headers: { ...headers, "Content-Type": registry.contentType } });
  } catch (error) {
    logger.error({ err: errorMessage(error) }, "metrics: collection failed");
    return new Response("Service Unavailable", { status: 503, headers });
  }
}
