import { TWIN_PATHS } from "#app/platform/language.ts";

/**
 * Links that open something by themselves (capability links): every page of TWIN_PATHS reached
 * by a token — a dealer's reply page, the buyer's private page, an unsubscribe link, the privacy
 * page's 24-hour link, the buyer's confirmation link. The segment after one of these paths is a
 * secret: it is never logged (app/platform/log.server.ts) and never handed to anyone but its
 * holder — a person's data export shows where such a link went, not the link (decision 040).
 */

/** Those pages' paths before the token, as one alternation, longest first. */
const SECRET_PATHS = `(${[
  ...new Set(
    Object.values(TWIN_PATHS)
      .flatMap((twins) => Object.values(twins))
      .filter((path: string) => path.includes("/:token"))
      .map((path: string) => path.slice(0, path.indexOf("/:token"))),
  ),
]
  .sort((a, b) => b.length - a.length)
  .map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
  .join("|")})`;

/** A path that starts with a secret-carrying prefix; `$1` is the prefix. */
export const SECRET_PATH_START = new RegExp(`^${SECRET_PATHS}\\/[^/]+`);

/** Such a path anywhere in a text (an e-mail's body, a page's HTML); `$1` is the prefix. */
const SECRET_PATH_ANYWHERE = new RegExp(`${SECRET_PATHS}\\/[\\w~%-]+(?:\\.[\\w~%-]+)*`, "g");

/** The text with every capability link's secret replaced by "…" (the rest of the link kept, so a reader sees what it was). */
export function hideSecretLinks(text: string): string {
  return text.replace(SECRET_PATH_ANYWHERE, "$1/…");
}

/** Every string of a JSON-like value with `hideSecretLinks` applied (objects and arrays copied). */
export function hideSecretLinksDeep<T>(value: T): T {
  if (typeof value === "string") return hideSecretLinks(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => hideSecretLinksDeep(v)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hideSecretLinksDeep(v)])) as T;
  }
  return value;
}
