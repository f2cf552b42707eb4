import { closeAppDatabase, getDb, openAppDatabase, startCheckpoints } from "./db.server";
import { kickOutbox, startOutbox } from "./outbox-runtime.server.ts";
import { getEnv } from "./env.server";
import { registerEmailTransport } from "./mail.server.ts";
import { startOutreachTimer } from "./outreach.server.ts";
import { startRetention } from "./retention.server.ts";

type Stopper = () => void | Promise<void>;
const stoppers: Stopper[] = [];
let booting: Promise<void> | undefined;

/**
 * Everything the process needs before answering: configuration, database and migrations,
 * background workers. Idempotent; the server awaits it before listening, and the root
 * middleware awaits it too (a resolved promise after the first time) for the dev server.
 */
export function boot(): Promise<void> {
  booting ??= (async () => {
    getEnv();
    await openAppDatabase();
    stoppers.push(startCheckpoints());
    registerEmailTransport(getDb);
    stoppers.push(startOutbox());
    stoppers.push(startRetention(getDb()));
    stoppers.push(startOutreachTimer(getDb(), { onQueued: kickOutbox }));
  })();
  return booting;
}

export async function shutdown(): Promise<void> {
  for (const stop of stoppers.splice(0).reverse()) await stop();
  await closeAppDatabase();
}
