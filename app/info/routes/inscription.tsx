import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { fixedT } from "#app/platform/texts.ts";
import type { RouteHandle } from "#app/root.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { TrustStrip } from "#app/ui/trust.tsx";
import type { Route } from "./+types/inscription";

/** /inscription, /en/sign-up: the three ways to ask Sam for offers. A plain page: no script needed. */
export const handle: RouteHandle = { hydrate: false };

/** The same for everyone, no script: the server keeps the HTML (see server.js). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=300" });

export function loader({ context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang, "vehicle");
  return { lang, meta: { title: t("signup.title"), description: t("signup.metaDescription") }, i18n: pageBundles(context, "vehicle") };
}

const ways = [
  { key: "chat", path: "/chat", icon: "chat" },
  { key: "form", path: "/vehicle-form", icon: "document" },
  { key: "steps", path: "/vehicle-step/1", icon: "steps" },
] as const;

export default function Inscription({ loaderData: { lang, i18n } }: Route.ComponentProps) {
  useBundles(i18n);
  const { t } = useTranslation("vehicle");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t("signup.title")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("signup.intro")}</p>
        <p className="mt-2 text-lg font-semibold text-brand-800">{t("signup.promise")}</p>
        <TrustStrip className="mt-4 justify-center" />
      </header>
      <h2 className="mt-10 text-center text-xl font-semibold text-slate-900">{t("signup.choose")}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {ways.map((w) => (
          <li key={w.key} className="card flex flex-col">
            <Icon name={w.icon} className="size-8 text-brand-700" />
            <h3 className="mt-2 text-lg font-semibold text-slate-900">{t(`signup.ways.${w.key}.title`)}</h3>
            <p className="mt-1 flex-1 text-slate-700">{t(`signup.ways.${w.key}.body`)}</p>
            <a href={localePath(w.path, lang)} className="btn-primary mt-4">
              {t(`signup.ways.${w.key}.cta`)}
            </a>
          </li>
        ))}
      </ul>
      <ul className="mx-auto mt-10 max-w-xl space-y-2">
        {t("signup.promises", { returnObjects: true }).map((p) => (
          <li key={p} className="flex items-center gap-2 text-slate-800">
            <Icon name="check" className="text-green-700" />
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  pageMeta({ title: loaderData?.meta.title ?? "Sam", description: loaderData?.meta.description, pathname: location.pathname, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
