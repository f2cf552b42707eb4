import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { noStoreMiddleware, sameOriginMiddleware } from "#app/operator/operator.server.ts";
import { isOperator } from "#app/platform/auth.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles } from "#app/platform/i18n.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { OperatorNav } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/operator.layout";

/**
 * Every operator page (login, admin lists, internal test pages) sits in this layout: no-store,
 * same-origin posts only, and the operator's own translations (not sent to buyers' pages).
 */
export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware, sameOriginMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  return { lang, bundle: resources[lang].admin, signedIn: await isOperator(request) };
}

/** The bundle does not change; only signing in or out changes `signedIn`. */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET" && formAction && /\/admin\/log(in|out)/.test(formAction)) return defaultShouldRevalidate;
  return false;
}

export default function OperatorLayout({ loaderData: { lang, bundle, signedIn } }: Route.ComponentProps) {
  useBundles({ lang, bundles: { admin: bundle } });
  return (
    <div data-operator-area="">
      {signedIn ? <OperatorNav /> : null}
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
