import { useEffect, useRef } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { type Lang, pagePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { dataPathOf } from "#app/privacy/my-data.tsx";
import { eraseByEmail, privacyLinkEmail, privacyLinkView, type PrivacySummary } from "#app/privacy/privacy.server.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput } from "#app/ui/forms.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/privacy-access";

/**
 * Law 25: the page behind the privacy page's e-mailed 24-hour link
 * (/fr/confidentialite/acces/<token>, /en/privacy/access/<token>): everything tied to the address,
 * a JSON download, and erasure of all of it after a confirmation (two posts, no JavaScript needed).
 * An expired or used link answers 410.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].privacy;
  const view = await privacyLinkView(getDb(), params.token);
  if (!view) return data({ kind: "gone" as const, lang, bundle }, { status: 410 });
  return { kind: "live" as const, lang, bundle, ...view };
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const link = await privacyLinkEmail(getDb(), params.token);
  if (!link) return data({ step: "gone" as const }, { status: 410 });
  const intent = formData.get("intent");
  if (intent === "erase") {
    await eraseByEmail(getDb(), link.email, "link");
    kickOutbox();
    return { step: "erased" as const };
  }
  return { step: "confirm" as const };
}

export default function PrivacyAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle } = loaderData;
  useBundles({ lang, bundles: { privacy: bundle } });
  const { t } = useTranslation("privacy");
  const privacyPage = pagePath("privacy", lang);
  if (actionData?.step === "erased" || actionData?.step === "gone" || loaderData.kind === "gone") {
    const erased = actionData?.step === "erased";
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid={erased ? "privacy-erased" : "privacy-link-gone"}>
        <h1 className="text-2xl font-bold">{erased ? t("access.erasedTitle") : t("access.expiredTitle")}</h1>
        <p className="mt-3 text-slate-700">{erased ? t("access.erasedBody") : t("access.expiredBody")}</p>
        <p className="mt-6">
          <Link to={privacyPage} className="btn-secondary" reloadDocument>
            {t("access.privacyPage")}
          </Link>
        </p>
      </div>
    );
  }
  const { summary, expiresAt, empty } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("access.title")}</h1>
      <p className="mt-2 text-slate-700">{t("access.intro", { date: formatDateTime(new Date(expiresAt).toISOString(), lang) })}</p>
      {empty ? (
        <p className="card mt-6" data-testid="privacy-none">
          {t("access.none")}
        </p>
      ) : (
        <>
          <Summary summary={summary} lang={lang} />
          <Actions confirming={actionData?.step === "confirm"} lang={lang} />
        </>
      )}
    </div>
  );
}

function Summary({ summary, lang }: { summary: PrivacySummary; lang: Lang }) {
  const { t } = useTranslation("privacy");
  const groups = [
    ["requests", t("access.requests"), summary.requests],
    ["conversations", t("access.conversations"), summary.conversations],
    ["contact", t("access.contactMessages"), summary.contactMessages],
    ["evaluations", t("access.evaluations"), summary.evaluations],
  ] as const;
  return (
    <div className="mt-6 grid gap-4" data-testid="privacy-summary">
      {groups.map(([key, title, items]) =>
        items.length === 0 ? null : (
          <section key={key} className="card" aria-labelledby={`privacy-${key}`}>
            <h2 id={`privacy-${key}`} className="text-lg font-semibold">
              {`${title} (${items.length})`}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {items.map((item, i) => (
                <li key={i}>
                  <span className="text-slate-600">{formatDateTime(item.at, lang)}</span> —{" "}
                  <span className="break-words">{item.label}</span>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {summary.other > 0 ? (
        <p className="text-sm text-slate-700">
          {t("access.other")} : {summary.other}
        </p>
      ) : null}
    </div>
  );
}

function Actions({ confirming, lang }: { confirming: boolean; lang: Lang }) {
  const { t } = useTranslation("privacy");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  return confirming ? (
    <div className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="erase-confirm">
      <h2 ref={heading} tabIndex={-1} className="font-semibold">
        {t("access.confirmTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("access.confirmBody")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <HoneypotInput idSuffix="privacy-1" />
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
            {t("access.confirm")}
          </button>
        </Form>
        <Link to={pathname} className="btn-secondary">
          {t("access.cancel")}
        </Link>
      </div>
    </div>
  ) : (
    <div className="mt-6 flex flex-wrap gap-2">
      <Form method="post" action={dataPathOf(pathname, lang)} reloadDocument>
        <HoneypotInput idSuffix="privacy-2" />
        <button type="submit" className="btn-secondary">
          {t("access.download")}
        </button>
      </Form>
      <Form method="post">
        <HoneypotInput idSuffix="privacy-3" />
        <input type="hidden" name="intent" value="erase-ask" />
        <button type="submit" className="btn-secondary text-red-800">
          {t("access.delete")}
        </button>
      </Form>
    </div>
  );
}

/** A private page reached by its token: never stored, never indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.bundle.access.metaTitle ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
