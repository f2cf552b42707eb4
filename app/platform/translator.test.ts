import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { Translations } from "#app/platform/translator.ts";
import { resources } from "#app/words.ts";

/** Every text of every namespace, as `ns`, `key` pairs (plural forms by their base key). */
function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  if (!node || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("Translations (the browser's texts, without i18next)", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`gives exactly i18next's text for every ${lang} key, with and without values`, () => {
      const ours = new Translations(lang, resources[lang]);
      const theirs = createInstance();
      void theirs.init({
        lng: lang,
        resources: { [lang]: resources[lang] },
        fallbackLng: false,
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      const values = {
        count: 3,
        name: "Ana",
        vehicle: "Toyota RAV4",
        date: "1 déc.",
        found: 2,
        wanted: 3,
        n: 2,
        city: "Laval",
        price: "30 000 $",
      };
      // The reference, untyped: every key is looked up by name.
      const ref = theirs.t.bind(theirs) as unknown as (key: string, options?: object) => string;
      let compared = 0;
      for (const [ns, bundle] of Object.entries(resources[lang])) {
        for (const key of keysOf(bundle)) {
          const base = key.replace(/_(one|other)$/, "");
          expect(ours.t(ns, base), `${ns}:${base}`).toBe(ref(base, { ns }));
          expect(ours.t(ns, base, values), `${ns}:${base} with values`).toBe(ref(base, { ns, ...values }));
          expect(ours.t("common", `${ns}:${base}`, values)).toBe(ref(`${ns}:${base}`, values));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("picks the plural form by count, leaves unknown values as written, and answers a missing key with the key", () => {
    const t = new Translations("fr", { admin: { total_one: "{{count}} au total (un)", total_other: "{{count}} au total" } });
    expect(t.t("admin", "total", { count: 1 })).toBe("1 au total (un)");
    expect(t.t("admin", "total", { count: 4 })).toBe("4 au total");
    expect(t.t("admin", "nope")).toBe("nope");
    const later = new Translations("en", {});
    later.addResourceBundle("en", "chat", { a: { b: "Hi {{who}}" } });
    expect(later.hasResourceBundle("en", "chat")).toBe(true);
    expect(later.t("chat", "a.b", {})).toBe("Hi {{who}}");
    expect(later.t("chat", "a.b", { who: "Sam" })).toBe("Hi Sam");
    later.addResourceBundle("en", "vehicle", { steps: ["One", "Two"] });
    expect(later.t("vehicle", "steps", { returnObjects: true })).toEqual(["One", "Two"]);
  });
});
