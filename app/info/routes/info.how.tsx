import { Link } from "react-router";
import { infoPage } from "#app/info/info.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import type { Route } from "./+types/info.how";

export const handle: RouteHandle = { hydrate: false };

/** The same for everyone, no script: the server keeps the HTML (see server.js). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=300" });

export function loader({ context }: Route.LoaderArgs) {
  return { lang: getLocale(context), page: infoPage(context, "how") };
}

export default function HowItWorks({ loaderData: { lang, page } }: Route.ComponentProps) {
  return (
    <article className="prose-info mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-4 text-lg">{page.intro}</p>
      <ol className="mt-6 space-y-4">
        {page.steps.map((step) => (
          <li key={step.title} className="card">
            <h2 className="!mt-0">{step.title}</h2>
            <p className="!mb-0">{step.body}</p>
          </li>
        ))}
      </ol>
      <h2>{page.promiseTitle}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {page.promises.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Link to={localePath("/chat", lang)} reloadDocument className="btn-primary mt-8">
        {page.cta}
      </Link>
    </article>
  );
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
