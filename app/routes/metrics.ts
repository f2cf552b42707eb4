import type { Route } from "./+types/metrics";
import { getEnv } from "#app/server/env.server.ts";
import { metricsResponse } from "#app/server/metrics.server.ts";

/** Prometheus metrics behind `Authorization: Bearer $METRICS_TOKEN` (404 when it is unset). */
export function loader({ request }: Route.LoaderArgs) {
  return metricsResponse(request, getEnv().METRICS_TOKEN);
}
