import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Lang, languageFromPath } from "#app/platform/language.ts";
import { languages, type Namespace, resources } from "#app/words.ts";

/**
 * One i18next instance per language for the whole process, built at first use. The language of a
 * request comes from its path (SPEC: `/en/...` is English, anything else French), so an instance
 * never changes language and the resources are static: sharing it is safe, and it spares every
 * request the instance that remix-i18next's middleware builds and initialises (measured: ~6 % of a
 * page's CPU, ~15 % of a form post's; see docs/decisions/007-request-path.md). Nothing may call
 * `changeLanguage` or add resources on these instances.
 */
const instances = new Map<Lang, i18n>();

function instanceFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      supportedLngs: [...languages],
      resources,
      defaultNS: "common",
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}

const localeContext = createContext<Lang>("fr");
const i18nextContext = createContext<i18n | null>(null);

export const i18nextMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const lang = languageFromPath(new URL(request.url).pathname);
  context.set(localeContext, lang);
  context.set(i18nextContext, instanceFor(lang));
  return next();
};

/** The request's language (set by the root middleware). */
export function getLocale(context: Readonly<RouterContextProvider>): Lang {
  return context.get(localeContext);
}

/** The shared i18next instance of the request's language, with every namespace. */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  return context.get(i18nextContext) ?? instanceFor(getLocale(context));
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
