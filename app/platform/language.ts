export type Lang = "fr" | "en";

/** A stored or announced language as one of ours: "en" is English, anything else French (the default). */
export function asLang(value: string | null | undefined): Lang {
  return value === "en" ? "en" : "fr";
}

/** The locale of a language for Intl formats and `<html lang>`: Quebec French or Canadian English. */
export function localeOf(lang: Lang): "fr-CA" | "en-CA" {
  return `${lang}-CA`;
}

/** The spec's rule: a path under /en/ (or /en itself) is English, anything else French. */
export function languageFromPath(pathname: string): Lang {
  return /^\/en(\/|$)/.test(pathname) ? "en" : "fr";
}

/** Info pages whose French and English paths differ beyond the /en prefix. */
const pairs: ReadonlyArray<readonly [fr: string, en: string]> = [
  ["/fr/fonctionnement", "/en/how-it-works"],
  ["/fr/confidentialite", "/en/privacy"],
  ["/fr/contact", "/en/contact"],
  ["/fr/conditions", "/en/terms"],
  ["/inscription", "/en/sign-up"],
  ["/evaluation-propriete", "/en/property-evaluation"],
  ["/chat", "/en/chat"],
  ["/", "/en"],
];

const prefixPairs: ReadonlyArray<readonly [fr: string, en: string]> = [
  ["/offre/", "/en/offer/"],
  ["/demande/", "/en/request/"],
  ["/desabonnement/", "/en/unsubscribe/"],
];

/** The same page in the other language (paths only; queries are dropped on purpose). */
export function twinPath(pathname: string): string {
  const path = onSitePath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const lang = languageFromPath(path);
  for (const [fr, en] of pairs) {
    if (lang === "fr" && path === fr) return en;
    if (lang === "en" && path === en) return fr;
  }
  for (const [fr, en] of prefixPairs) {
    if (lang === "fr" && path.startsWith(fr)) return en + path.slice(fr.length);
    if (lang === "en" && path.startsWith(en)) return fr + path.slice(en.length);
  }
  if (lang === "en") return path.replace(/^\/en/, "") || "/";
  return `/en${path === "/" ? "" : path}`;
}

/**
 * The language switch's link: the twin path, keeping only the query parameters that place the
 * buyer in a page and carry nothing personal (the single form's `step`).
 */
export function twinHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const step = params.get("step");
  if (step && /^\d{1,2}$/.test(step)) return `${twinPath(pathname)}?step=${step}`;
  // From a chat in progress the twin asks before restarting: it names the conversation.
  const conversation = /\/chat$/.test(pathname) ? params.get("c") : null;
  return twinPath(pathname) + (conversation ? `?from=${encodeURIComponent(conversation)}` : "");
}

/**
 * A path that stays on this site as a link: repeated slashes and backslashes collapsed, so that
 * a page reached at "//evil.example" or "/en//evil.example" never links to "//evil.example"
 *.
 */
export function onSitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`.replace(/[/\\]{2,}/g, "/") || "/";
}

/** Localised path of a page, given its French path. */
export function localePath(frPath: string, lang: Lang): string {
  return lang === "fr" ? frPath : twinPath(frPath);
}
