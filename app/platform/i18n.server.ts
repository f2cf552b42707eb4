import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Lang, languageFromPath } from "#app/platform/language.ts";
import { type Namespace, resources } from "#app/words.ts";

/**
 * The language of a request comes from its path (SPEC: `/en/...` is English, anything else
 * French), set once by the root middleware. Its texts are read with `fixedT` / `translate`
 * (app/platform/texts.ts, decision 036): one shared set of words per language for the whole
 * process, built at first use, with nothing per request (the per-request i18next instance that
 * remix-i18next's middleware builds cost ~6 % of a page's CPU, ~15 % of a form post's;
 * docs/decisions/007-request-path.md).
 */
const localeContext = createContext<Lang>("fr");

export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(localeContext, languageFromPath(new URL(request.url).pathname));
  return next();
};

/** The request's language (set by the root middleware). */
export function getLocale(context: Readonly<RouterContextProvider>): Lang {
  return context.get(localeContext);
}

/**
 * The translation namespaces a page needs in the browser, for its loader to return (the root sends
 * only `common`): each page carries its own texts, not every page's (see useBundles).
 */
export function pageBundles<N extends Exclude<Namespace, "common">>(context: Readonly<RouterContextProvider>, ...namespaces: N[]) {
  const lang = getLocale(context);
  const bundles = Object.fromEntries(namespaces.map((ns) => [ns, resources[lang][ns]])) as Pick<(typeof resources)[Lang], N>;
  return { lang, bundles };
}
