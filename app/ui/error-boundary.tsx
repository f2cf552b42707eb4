import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang, type Lang, localePath } from "#app/platform/language.ts";

/** One error page for every route: translated 404, 429, 413 and a generic failure — never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const lang: Lang = asLang(i18n.language);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, body] =
    status === 404
      ? [t("notFound.title"), t("notFound.body")]
      : status === 429
        ? [t("error.title"), t("error.tooMany")]
        : status === 413
          ? [t("error.title"), t("error.tooLarge")]
          : status === 403
            ? [t("error.title"), t("error.forbidden")]
            : [t("error.title"), t("error.body")];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${title} | Sam`}</title>
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{body}</p>
      <Link to={localePath("/chat", lang)} className="btn-primary mt-6" reloadDocument>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
