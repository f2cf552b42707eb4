import { chatDeliveryStatus } from "#app/chat/chat.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readVisitor } from "#app/platform/visitor.server.ts";
import type { Route } from "./+types/chat.status";

/**
 * `GET /chat/status?c=<id>`: the webhook status indicator's state for a finished conversation
 * (none, sending, success, error). Only the owning cookie sees it; no personal data.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const visitor = await readVisitor(request);
  const status = await chatDeliveryStatus(getDb(), url.searchParams.get("c"), visitor.id);
  return Response.json({ status }, { headers: { "Cache-Control": "no-store" } });
}
