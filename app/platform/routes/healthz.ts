import { sql } from "kysely";
import { getDb } from "#app/platform/db.server.ts";
import type { Route } from "./+types/healthz";

/**
 * Liveness for the container, public: `{ ok, db }` only, from one `select 1` (503 when the
 * database cannot be read). Outbox figures are in /metrics and the operator area.
 */
export async function loader(_args: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await sql`select 1`.execute(getDb());
    return Response.json({ ok: true, db: "ok" }, { headers });
  } catch {
    return Response.json({ ok: false, db: "error" }, { status: 503, headers });
  }
}
