import { knowledgeIndex } from "#app/chat/knowledge/knowledge.server.ts";
import { startOutreachTimer } from "#app/outreach/deadline.server.ts";
import { startBackups } from "#app/platform/backup.server.ts";
import { closeAppDatabase, getDb, getSqlite, openAppDatabase, startCheckpoints } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { type LimitStore, startLimits } from "#app/platform/limits.server.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { registerEmailTransport } from "#app/platform/mail.server.ts";
import { kickOutbox, startOutbox } from "#app/platform/outbox-runtime.server.ts";
import { registerSmsTransport } from "#app/platform/sms.server.ts";
import { startRetention } from "#app/privacy/retention.server.ts";
import { openPostgresPool } from "#db/index.ts";

/** Stoppers get the time left before the shutdown's deadline (in ms). */
type Stopper = (waitMs: number) => void | Promise<void>;
const stoppers: Stopper[] = [];
let booting: Promise<void> | undefined;

/**
 * Everything the process needs before answering: configuration, database and migrations,
 * background workers. Idempotent; the server awaits it before listening, and the root
 * middleware awaits it too (a resolved promise after the first time) for the dev server.
 */
export function boot(): Promise<void> {
  booting ??= (async () => {
    const env = getEnv();
    await openAppDatabase();
    stoppers.push(startCheckpoints());
    registerEmailTransport(getDb);
    registerSmsTransport();
    stoppers.push(startOutbox());
    stoppers.push(startRetention(getDb()));
    // Request limits, the sign-in guard and the daily quotas, counted in the database every
    // instance shares (decision 042); PostgreSQL through a small pool of their own.
    const pool = env.DATABASE_URL ? openPostgresPool(env.DATABASE_URL, 4) : undefined;
    const sqlite = getSqlite();
    const store: LimitStore = pool ? { kind: "postgres", pool } : sqlite ? { kind: "sqlite", sqlite } : { kind: "memory" };
    const stopLimits = startLimits(store, getDb());
    stoppers.push(async () => {
      stopLimits();
      await pool?.end();
    });
    stoppers.push(startOutreachTimer(getDb(), { onQueued: kickOutbox }));
    // The knowledge base's index (decision 054), built now rather than at the first question back.
    void knowledgeIndex(getDb()).catch((error: unknown) => logger.warn({ err: errorMessage(error) }, "knowledge index not built at start"));
    if (env.BACKUP_DIR && env.DATABASE_URL) {
      logger.warn("BACKUP_DIR is ignored with DATABASE_URL: back PostgreSQL up with its own tools (pg_dump)");
    } else if (env.BACKUP_DIR) {
      stoppers.push(
        startBackups({ sqlite: getSqlite, folder: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP }),
      );
    }
  })();
  return booting;
}

/**
 * Stops the background work (deliveries under way get until `deadline`, a Date.now() value, then
 * are cut and left pending) and closes the database.
 */
export async function shutdown(deadline = Date.now() + 10_000): Promise<void> {
  for (const stop of stoppers.splice(0).reverse()) await stop(Math.max(0, deadline - Date.now()));
  await closeAppDatabase();
}
