import type { NotConfiguredData } from "#app/operator/operator.ts";
import { isCrossOriginWrite, requireOperator } from "#app/platform/auth.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import type { MiddlewareFunction } from "react-router";

/** Every operator response, redirects and error pages included, is never stored by a cache. */
export const noStoreMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * Posts from another origin are refused with 403 (server.ts refuses them first; this keeps the
 * rule when the app runs behind another server). A Response, not a throw: an error thrown by
 * middleware renders at the root boundary before any loader ran (untranslated).
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isCrossOriginWrite(request))
    return new Response("Forbidden: cross-origin request", { status: 403, headers: { "Content-Type": "text/plain" } });
  return next();
};

/** The "not configured" page's texts (SPEC's 'Database Not Configured', repurposed: DESIGN §8.1). */
export function notConfiguredData(context: Parameters<typeof getLocale>[0]): NotConfiguredData {
  const t = fixedT(getLocale(context), "admin");
  return {
    reason: "operator-not-configured",
    title: t("notConfigured.title"),
    body: t("notConfigured.body"),
    howTo: t("notConfigured.howTo", { variable: "ADMIN_PASSWORD" }),
    sessionHint: getEnv().sessionSecretGenerated ? t("notConfigured.sessionHint", { variable: "SESSION_SECRET" }) : null,
  };
}

/**
 * Signed-out requests go to the login page (with `next`) before any loader reads data. With
 * ADMIN_PASSWORD unset nobody is signed in, so every operator page lands on the login page, which
 * then shows the "not configured" page.
 */
export const requireOperatorMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  await requireOperator(request);
  return next();
};

/** The operator namespace's `t`, for loaders (page titles) and actions (messages). */
export function operatorT(context: Parameters<typeof getLocale>[0]) {
  return fixedT(getLocale(context), "admin");
}
