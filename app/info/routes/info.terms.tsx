import { infoPage } from "#app/info/info.server.ts";
import { pageMeta } from "#app/platform/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { LegalPage } from "#app/ui/legal-page.tsx";
import type { Route } from "./+types/info.terms";

export const handle: RouteHandle = { hydrate: false };

/** The same for everyone, no script: the server keeps the HTML (see server.js). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=300" });

export function loader({ context }: Route.LoaderArgs) {
  return { page: infoPage(context, "terms") };
}

export default function Terms({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage title={page.title} updated={page.updated} sections={page.sections} />;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({
    title: loaderData?.page.title ?? "Sam",
    description: loaderData?.page.metaDescription,
    pathname: location.pathname,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
