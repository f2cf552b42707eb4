import type { Lang } from "#app/platform/language.ts";
import { Translations } from "#app/platform/translator.ts";
import { type Namespace, resources } from "#app/words.ts";

/**
 * THE translation function of the server (decision 036): every text the server writes — a page's
 * title in a loader, an action's message, an e-mail, a webhook payload's wording, Sam's chat
 * replies — is `translate(lang, ns, key, vars)` over the words files (app/words.ts), with the one
 * lookup and `{{name}}` filling of app/platform/translator.ts that the components use in the
 * browser over the namespaces their page was sent (app/platform/i18n.tsx). Pure; it holds every
 * namespace, so only server code and pure modules the server alone runs import it.
 */

type Resources = (typeof resources)["fr"];
type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
/** Every text's key in a words tree: "a.b.c", a list's texts "a.0", plural forms by their base key. */
type Leaves<T, P extends string> = T extends string
  ? P extends `${infer Base}_${Plural}`
    ? Base
    : P
  : T extends readonly unknown[]
    ? `${P}.${number}` | P
    : { [K in keyof T & string]: Leaves<T[K], P extends "" ? K : `${P}.${K}`> }[keyof T & string];
export type TextKey<N extends Namespace> = Leaves<Resources[N], "">;
/** The values a text's `{{name}}` placeholders take (`count` also picks a plural form). */
export type TextVars = Readonly<Record<string, string | number>>;

const instances = new Map<Lang, Translations>();

function texts(lang: Lang): Translations {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = new Translations(lang, resources[lang])));
  return instance;
}

export function translate<N extends Namespace>(lang: Lang, ns: N, key: TextKey<N>, vars?: TextVars): string {
  return texts(lang).t(ns, key, vars);
}

/** `translate` with its language and namespace fixed: a composer's or a loader's `t`. */
export type FixedT<N extends Namespace> = (key: TextKey<N>, vars?: TextVars) => string;
export function fixedT<N extends Namespace>(lang: Lang, ns: N): FixedT<N> {
  return (key, vars) => translate(lang, ns, key, vars);
}
