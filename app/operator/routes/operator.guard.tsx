import { Outlet } from "react-router";
import { requireOperatorMiddleware } from "#app/operator/operator.server.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import type { Route } from "./+types/operator.guard";

/** Pages behind the operator login: signed-out requests are redirected before any loader runs. */
export const middleware: Route.MiddlewareFunction[] = [requireOperatorMiddleware];

export default function OperatorGuard() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
