import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import type { Route } from "./+types/not-found";

/** Catch-all: lets the i18n middleware and the shell run on unknown paths, then a translated 404. */
export function loader(_args: Route.LoaderArgs) {
  throw new Response("Not Found", { status: 404 });
}

export function action(_args: Route.ActionArgs) {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
