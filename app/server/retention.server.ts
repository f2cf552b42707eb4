import type { Db } from "#db/index.ts";
import { errorMessage, logger } from "./log.server.ts";

export const RETENTION_DAYS = 30;

/**
 * Quebec's Law 25: keep personal data only as long as needed. Drafts and unfinished chat
 * sessions untouched for 30 days are deleted; submitted requests are kept.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<{ drafts: number; chatSessions: number }> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString();
  const drafts = await db.deleteFrom("drafts").where("updated_at", "<", cutoff).executeTakeFirst();
  const sessions = await db
    .deleteFrom("chat_sessions")
    .where("status", "=", "active")
    .where("updated_at", "<", cutoff)
    .executeTakeFirst();
  return { drafts: Number(drafts.numDeletedRows), chatSessions: Number(sessions.numDeletedRows) };
}

/** Purges at start, then every hour. */
export function startRetention(db: Db, everyMs = 3_600_000): () => void {
  const run = () =>
    purgeExpired(db)
      .then(({ drafts, chatSessions }) => {
        if (drafts + chatSessions > 0) logger.info({ drafts, chatSessions }, "retention: purged drafts and unfinished chats");
      })
      .catch((error) => logger.error({ err: errorMessage(error) }, "retention: purge failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
