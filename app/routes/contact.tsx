import type { Route } from "./+types/contact";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { pageMeta } from "#app/components/meta.ts";
import { useTranslation } from "react-i18next";
import { infoPage } from "#app/server/info.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { page: infoPage(context, "contact") };
}

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-3">
      <div className="md:col-span-2">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        <p className="mt-2 text-slate-700">{page.intro}</p>
      </div>
      <aside className="card h-fit text-sm">
        <h2 className="font-semibold">{page.detailsTitle}</h2>
        <p className="mt-2">
          <a className="text-brand-700 underline" href={`mailto:${t("footer.supportEmail")}`}>
            {t("footer.supportEmail")}
          </a>
        </p>
        <p className="mt-1">
          <a className="text-brand-700 underline" href={`tel:${t("footer.phoneHref")}`}>
            {t("footer.phone")}
          </a>
        </p>
        <p className="mt-1">{t("footer.address")}</p>
        <h2 className="mt-4 font-semibold">{page.hoursTitle}</h2>
        <p className="mt-1">{page.hours}</p>
        <p className="mt-3">{page.replyPromise}</p>
        <p className="mt-1">{page.privacyPromise}</p>
      </aside>
    </div>
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
