import { getEnv } from "#app/platform/env.server.ts";
import { metricsResponse } from "#app/platform/metrics.server.ts";
import type { Route } from "./+types/metrics";

/** Prometheus metrics behind `Authorization: Bearer $METRICS_TOKEN` (404 when it is unset). */
export function loader({ request }: Route.LoaderArgs) {
  return metricsResponse(request, getEnv().METRICS_TOKEN);
}
