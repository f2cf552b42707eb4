import type fr from "#app/info/words.fr.ts";
import { getInstance, getLocale } from "#app/platform/i18n.server.ts";
import type { RouterContextProvider } from "react-router";

type InfoPages = typeof fr;

/** The long text of an info page, resolved on the server (the `info` namespace never reaches the browser). */
export function infoPage<K extends keyof InfoPages>(context: Readonly<RouterContextProvider>, key: K): InfoPages[K] {
  const bundle = getInstance(context).getResourceBundle(getLocale(context), "info") as InfoPages;
  return bundle[key];
}
