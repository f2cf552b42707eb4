import { asLang, localeOf } from "#app/platform/language.ts";
/**
 * The page's texts at render time, on the server and in the browser: a lookup in the resource
 * bundles the loaders sent, with `{{name}}` interpolation, `ns:key` prefixes and `_one`/`_other`
 * plurals — the part of i18next the components use. i18next itself stays on the server (actions,
 * e-mails, the chat); the browser no longer downloads it (15.6 KB gzip, about a tenth of a form
 * page's JavaScript). Pure.
 */

type Bundle = Record<string, unknown>;
export type TranslateOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };

export class Translations {
  private readonly bundles = new Map<string, Bundle>();
  private readonly plurals: Intl.PluralRules;

  constructor(
    readonly language: string,
    namespaces: Record<string, unknown> = {},
  ) {
    this.plurals = new Intl.PluralRules(localeOf(asLang(language)));
    for (const [ns, bundle] of Object.entries(namespaces)) this.addResourceBundle(language, ns, bundle);
  }

  hasResourceBundle(lang: string, ns: string): boolean {
    return lang === this.language && this.bundles.has(ns);
  }

  /** Adds (deeply merges) a namespace; texts already there are kept unless the bundle has them too. */
  addResourceBundle(lang: string, ns: string, bundle: unknown): void {
    if (lang !== this.language || !bundle || typeof bundle !== "object") return;
    this.bundles.set(ns, merge(this.bundles.get(ns) ?? {}, bundle as Bundle));
  }

  /**
   * The text at `key` ("a.b.c", or "ns:a.b.c") in namespace `ns`; the key itself when missing.
   * With `returnObjects`, a list or group of texts comes back as it is (e.g. a page's bullet points).
   */
  t(ns: string, key: string, options?: TranslateOptions): string {
    const colon = key.indexOf(":");
    if (colon > 0 && /^[a-zA-Z-]+$/.test(key.slice(0, colon))) {
      ns = key.slice(0, colon);
      key = key.slice(colon + 1);
    }
    const bundle = this.bundles.get(ns);
    let text: unknown;
    if (bundle && typeof options?.count === "number") text = lookup(bundle, `${key}_${this.plurals.select(options.count)}`);
    if (bundle && typeof text !== "string") text = lookup(bundle, key);
    if (options?.returnObjects && text && typeof text === "object") return text as unknown as string;
    if (typeof text !== "string") return key;
    return options ? interpolate(text, options) : text;
  }
}

function lookup(bundle: Bundle, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function merge(into: Bundle, from: Bundle): Bundle {
  const out: Bundle = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const prev = out[k];
    out[k] = v && typeof v === "object" && !Array.isArray(v) && prev && typeof prev === "object" ? merge(prev as Bundle, v as Bundle) : v;
  }
  return out;
}
