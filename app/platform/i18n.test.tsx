import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { Translations } from "#app/platform/translator.ts";

function instance() {
  return new Translations("fr", { common: { hello: "Bonjour", greet: "Bonjour {{name}}" } });
}

describe("useTranslation", () => {
  it("looks texts up, interpolates every call, and sees a namespace registered later", () => {
    const i18n = instance();
    function Probe({ name }: { name: string }) {
      // Test resources, not the app's typed keys.
      const t = useTranslation().t as unknown as (key: string, options?: object) => string;
      const tv = useTranslation("vehicle").t as unknown as (key: string) => string;
      return <p>{`${t("hello")}|${t("greet", { name })}|${tv("later")}`}</p>;
    }
    const render = (name: string) =>
      renderToString(
        <I18nProvider i18n={i18n}>
          <Probe name={name} />
        </I18nProvider>,
      );
    expect(render("Ana")).toBe("<p>Bonjour|Bonjour Ana|later</p>");
    function Register() {
      useBundles({ lang: "fr", bundles: { vehicle: { later: "Plus tard" } } });
      return null;
    }
    renderToString(
      <I18nProvider i18n={i18n}>
        <Register />
      </I18nProvider>,
    );
    expect(render("Léo")).toBe("<p>Bonjour|Bonjour Léo|Plus tard</p>");
  });
});
