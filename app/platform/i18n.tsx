import { createContext, type ReactNode, useContext } from "react";
import type { Translations } from "#app/platform/translator.ts";
import type { Namespace } from "#app/words.ts";
import type { TFunction } from "i18next";

/**
 * The translation hook of every component: `t` bound to a namespace of the page's texts
 * (`Translations`, app/platform/translator.ts — i18next's lookup and interpolation without i18next,
 * so the browser does not download it). Typed with i18next's key types. Instances never change
 * language (one per language, see app/platform/i18n.ts), so a bound `t` is made once per instance and
 * namespace and reused.
 */
const I18nContext = createContext<Translations | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translations; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const bound = new WeakMap<Translations, Map<string, TFunction>>();

export function useTranslation<N extends Namespace = "common">(namespace?: N): { t: TFunction<N>; i18n: Translations } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error("useTranslation used outside <I18nProvider>");
  let byNamespace = bound.get(instance);
  if (!byNamespace) bound.set(instance, (byNamespace = new Map()));
  const ns = namespace ?? "common";
  let t = byNamespace.get(ns);
  if (!t)
    byNamespace.set(
      ns,
      (t = remembering(((key: string, options?: Record<string, unknown>) => instance.t(ns, key, options)) as unknown as TFunction)),
    );
  return { t: t as TFunction<N>, i18n: instance };
}

/**
 * A plain lookup (`t("key")`, no options) always gives the same text for an instance, so it is
 * looked up once (measured: i18next's `t` was ~7 % of a page's server CPU). Only texts found are
 * kept: a namespace registered later (useBundles) is still seen.
 */
function remembering(t: TFunction): TFunction {
  const found = new Map<string, string>();
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === "string") {
      const known = found.get(key);
      if (known !== undefined) return known;
      const text = (t as (k: string) => unknown)(key);
      if (typeof text === "string" && text !== key) found.set(key, text);
      return text;
    }
    return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as TFunction;
}

/**
 * Registers the namespaces a page's loader sent (`pageBundles`), before the page's texts are
 * looked up. Idempotent, on the server and in the browser.
 */
export function useBundles({ lang, bundles }: { lang: string; bundles: object }) {
  const instance = useContext(I18nContext);
  if (!instance) return;
  for (const [ns, bundle] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, bundle);
  }
}
