import type fr from "#app/info/words.fr.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import type { Mirror } from "#app/platform/words-types.ts";
import { resources } from "#app/words.ts";
import type { RouterContextProvider } from "react-router";

type InfoPages = Mirror<typeof fr>;

/** The long text of an info page, resolved on the server (the `info` namespace never reaches the browser). */
export function infoPage<K extends keyof InfoPages>(context: Readonly<RouterContextProvider>, key: K): InfoPages[K] {
  return resources[getLocale(context)].info[key];
}
