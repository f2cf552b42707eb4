import { sql } from "kysely";
import type { Route } from "./+types/healthz";
import { getDb } from "#app/server/db.server.ts";

/** Liveness for the container: database reachable, outbox backlog by status. No personal data. */
export async function loader(_args: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    const db = getDb();
    await sql`select 1`.execute(db);
    const rows = await db
      .selectFrom("webhook_deliveries")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute();
    const outbox = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
    return Response.json({ ok: true, db: "ok", outbox }, { headers });
  } catch {
    return Response.json({ ok: false, db: "error" }, { status: 503, headers });
  }
}
