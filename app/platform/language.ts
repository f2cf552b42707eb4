export type Lang = "fr" | "en";

/** A stored or announced language as one of ours: "en" is English, anything else French (the default). */
export function asLang(value: string | null | undefined): Lang {
  return value === "en" ? "en" : "fr";
}

/** Between a label and its value: French typography puts a space before the colon, English does not. */
export const COLON: Readonly<Record<Lang, string>> = { fr: " : ", en: ": " };

/** The locale of a language for Intl formats and `<html lang>`: Quebec French or Canadian English. */
export function localeOf(lang: Lang): "fr-CA" | "en-CA" {
  return `${lang}-CA`;
}

/** The spec's rule: a path under /en/ (or /en itself) is English, anything else French. */
export function languageFromPath(pathname: string): Lang {
  return /^\/en(\/|$)/.test(pathname) ? "en" : "fr";
}

/**
 * The pages whose French and English paths differ beyond the /en prefix: the router declares
 * them (app/routes.ts), the language switch turns one into the other (`twinPath`) and the e-mails
 * and pages link to them (`pagePath`). `:token` stands for the link's token.
 */
export const TWIN_PATHS = {
  home: { fr: "/", en: "/en" },
  how: { fr: "/fr/fonctionnement", en: "/en/how-it-works" },
  privacy: { fr: "/fr/confidentialite", en: "/en/privacy" },
  terms: { fr: "/fr/conditions", en: "/en/terms" },
  contact: { fr: "/fr/contact", en: "/en/contact" },
  property: { fr: "/evaluation-propriete", en: "/en/property-evaluation" },
  inscription: { fr: "/inscription", en: "/en/sign-up" },
  offer: { fr: "/offre/:token", en: "/en/offer/:token" },
  request: { fr: "/demande/:token", en: "/en/request/:token" },
  requestData: { fr: "/demande/:token/donnees", en: "/en/request/:token/data" },
  privacyAccess: { fr: "/fr/confidentialite/acces/:token", en: "/en/privacy/access/:token" },
  privacyAccessData: { fr: "/fr/confidentialite/acces/:token/donnees", en: "/en/privacy/access/:token/data" },
  unsubscribe: { fr: "/desabonnement/:token", en: "/en/unsubscribe/:token" },
  // Decision 041: the buyer's confirmation link.
  confirm: { fr: "/confirmer/:token", en: "/en/confirm/:token" },
} as const satisfies Record<string, Record<Lang, string>>;
export type TwinPage = keyof typeof TWIN_PATHS;

/** A page's path in a language, its token filled in. */
export function pagePath(page: TwinPage, lang: Lang, token = ""): string {
  return TWIN_PATHS[page][lang].replace(":token", token);
}

/** The same page in the other language (paths only; queries are dropped on purpose). */
export function twinPath(pathname: string): string {
  const path = onSitePath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const lang = languageFromPath(path);
  const other: Lang = lang === "fr" ? "en" : "fr";
  for (const twins of Object.values(TWIN_PATHS)) {
    const [before, after = ""] = twins[lang].split(":token");
    const token = path.slice(before.length, path.length - after.length);
    const tokenFits = twins[lang].includes(":token") ? token !== "" && !token.includes("/") : token === "";
    if (tokenFits && path.startsWith(before) && path.endsWith(after)) return twins[other].replace(":token", token);
  }
  if (lang === "en") return path.replace(/^\/en/, "") || "/";
  return `/en${path}`;
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
