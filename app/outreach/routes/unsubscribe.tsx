import { data, Form, useNavigation } from "react-router";
import { SupportContact } from "#app/outreach/offers.tsx";
import { optOut, unsubscribeView } from "#app/outreach/unsubscribe.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * A dealer's unsubscribe link (Canada's anti-spam law): /desabonnement/<token>, /en/unsubscribe/<token>.
 * The page asks for one click (a GET never changes anything); the same POST serves mail clients'
 * one-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`). No honeypot here on purpose:
 * a mail client's one-click POST carries only that field, and the token is the key.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].dealers;
  const view = await unsubscribeView(getDb(), params.token);
  if (!view) return data({ kind: "not-found" as const, lang, bundle }, { status: 404 });
  return { kind: "found" as const, lang, bundle, ...view };
}

export async function action({ request, params }: Route.ActionArgs) {
  await readFormData(request);
  const done = await optOut(getDb(), params.token);
  if (!done) return data({ done: false }, { status: 404 });
  return { done: true };
}

/** A dealer's page has its own minimal layout (no buyer navigation). */
export const handle: RouteHandle = { layout: "dealer" };

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle } = loaderData;
  useBundles({ lang, bundles: { dealers: bundle } });
  const { t } = useTranslation("dealers");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle";
  if (loaderData.kind === "not-found") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="link-problem">
        <h1 className="text-2xl font-bold">{t("unsubscribe.notFoundTitle")}</h1>
        <p className="mt-3 text-slate-700">{t("unsubscribe.notFoundBody")}</p>
        <SupportContact className="mt-2 text-slate-700" />
      </div>
    );
  }
  const dealer = loaderData.dealerName;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("unsubscribe.title")}</h1>
        <div role="status" aria-live="polite" className="mt-3">
          {actionData?.done ? (
            <p className="font-medium text-green-900">{t("unsubscribe.done", { dealer })}</p>
          ) : loaderData.optedOut ? (
            <p className="font-medium">{t("unsubscribe.already", { dealer })}</p>
          ) : null}
        </div>
        {actionData?.done || loaderData.optedOut ? null : (
          <Form method="post" className="mt-4">
            <p className="mb-4 text-slate-700">{t("unsubscribe.body", { dealer })}</p>
            <button type="submit" className="btn-primary" disabled={sending}>
              {t("unsubscribe.confirm")}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

/** A private page reached by its token: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.bundle.unsubscribe.metaTitle ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
