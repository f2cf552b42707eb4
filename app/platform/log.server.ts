import pino from "pino";
import { SECRET_PATH_START } from "#app/platform/secret-links.ts";

/**
 * The process's logger: one JSON object per line on stdout (`level`, `time`, `msg`, then fields),
 * level from LOG_LEVEL (default `info`). Never log a name, an e-mail, a phone, message text, a
 * token or a query string: ids, kinds, counts, statuses and durations only.
 *
 * Written asynchronously (no write syscall on the request path); `flushLogs()` before exiting.
 */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function levelFromEnv(): string {
  const wanted = (process.env.LOG_LEVEL ?? "").trim().toLowerCase();
  // An unknown value is reported by the configuration check (env.server.ts); log at info meanwhile.
  return (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : "info";
}

const destination = pino.destination({ dest: 1, sync: false });

export const logger = pino(
  {
    level: levelFromEnv(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

/** Writes what is buffered (before process.exit). */
export function flushLogs(): void {
  try {
    destination.flushSync();
  } catch {
    // Not ready yet or already closed: nothing buffered to lose.
  }
}

/** An error's message only (stacks can quote input; they go to debug). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The path as logged: no query string, tokens replaced. */
export function loggedPath(url: string): string {
  const pathname = url.split("?")[0].split("#")[0];
  // Path segments that carry a secret (app/platform/secret-links.ts): never logged.
  return pathname.replace(SECRET_PATH_START, "$1/:token").slice(0, 200);
}

/** One line per HTTP request (called by server.ts when the answer is finished or cut). */
export function logRequest(method: string, url: string, status: number, durationMs: number): void {
  logger.info({ method, path: loggedPath(url), status, ms: Math.round(durationMs * 10) / 10 }, "request");
}
