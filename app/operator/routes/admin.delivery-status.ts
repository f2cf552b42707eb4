import { parseDeliveryId } from "#app/operator/admin-queries.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import type { Route } from "./+types/admin.delivery-status";

/** `GET /admin/deliveries/status?id=msg_…`: one delivery's state for the test pages (no payload). */
export async function loader({ url }: Route.LoaderArgs) {
  const id = parseDeliveryId(url.searchParams.get("id"));
  const row = id
    ? await getDb()
        .selectFrom("webhook_deliveries")
        .select(["id", "status", "attempts", "last_status", "last_error"])
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  if (!row) return Response.json({ error: "not-found" }, { status: 404 });
  return Response.json({ id: row.id, status: row.status, attempts: row.attempts, lastStatus: row.last_status, lastError: row.last_error });
}
