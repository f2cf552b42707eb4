import { useEffect, useMemo } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { boot } from "#app/boot.server.ts";
import { rateLimitMiddleware } from "#app/platform/abuse.server.ts";
import { isOperator } from "#app/platform/auth.server.ts";
import { getEnv, identityFrom } from "#app/platform/env.server.ts";
import { getLocale, languageMiddleware } from "#app/platform/i18n.server.ts";
import { getI18n } from "#app/platform/i18n.ts";
import { I18nProvider } from "#app/platform/i18n.tsx";
import { type Lang, languageFromPath, localeOf } from "#app/platform/language.ts";
import { useNonce } from "#app/platform/nonce.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { DealerFooter, DealerHeader, Footer, SkipLink, TopNav } from "#app/ui/shell.tsx";
import { resources } from "#app/words.ts";
import appCss from "./app.css?url";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    await boot();
    return next();
  },
  languageMiddleware,
  rateLimitMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  // Every page gets `common`; each page's loader sends its own namespaces (pageBundles).
  const namespaces = { common: resources[lang].common };
  // One HMAC check of the operator cookie: cheap, no database.
  const env = getEnv();
  return data({ lang, namespaces, isOperator: await isOperator(request), origin: env.PUBLIC_URL, identity: identityFrom(env) });
}

/** The root loader's data only changes with the language. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
}

/** `layout: "dealer"`: a dealer's page — no buyer navigation, no "start a chat" footer. */
export type RouteHandle = { hydrate?: boolean; layout?: "dealer" };

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const lang: Lang = rootData?.lang ?? languageFromPath(pathname);
  const nonce = useNonce();
  const matches = useMatches();
  // Pages that need no JavaScript (info pages) say so in their handle: no script is sent at all.
  const hydrate = !matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
  const i18n = useMemo(() => getI18n(lang, rootData?.namespaces), [lang, rootData?.namespaces]);
  useEffect(() => {
    // Tests (and CSS) can tell when the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={localeOf(lang)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React writes the stylesheet before the scripts' preloads: on a slow
            link the page's only render-blocking file is asked for first (Lighthouse FCP). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col">
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  // Pages without scripts are cached and shared by everyone: they never show operator links.
  const shared = matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.layout === "dealer")) {
    return (
      <>
        <SkipLink />
        <DealerHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <DealerFooter />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <TopNav isOperator={loaderData.isOperator && !shared} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export function ErrorBoundary() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <SkipLink />
      <TopNav isOperator={rootData?.isOperator ?? false} />
      <main id="main" className="flex-1">
        <GeneralErrorBoundary />
      </main>
      <Footer />
    </>
  );
}
