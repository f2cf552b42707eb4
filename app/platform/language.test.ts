import { describe, expect, it } from "vitest";
import { languageFromPath, localePath, twinHref, twinPath } from "#app/platform/language.ts";

describe("languageFromPath", () => {
  it("reads English only under /en", () => {
    expect(languageFromPath("/en")).toBe("en");
    expect(languageFromPath("/en/how-it-works")).toBe("en");
    expect(languageFromPath("/fr/fonctionnement")).toBe("fr");
    expect(languageFromPath("/chat")).toBe("fr");
    expect(languageFromPath("/english")).toBe("fr");
  });
});

describe("twinPath", () => {
  it("maps info pages to their translated twin and back", () => {
    expect(twinPath("/fr/fonctionnement")).toBe("/en/how-it-works");
    expect(twinPath("/en/how-it-works")).toBe("/fr/fonctionnement");
    expect(twinPath("/fr/confidentialite")).toBe("/en/privacy");
    expect(twinPath("/en/terms")).toBe("/fr/conditions");
    expect(twinPath("/en/contact")).toBe("/fr/contact");
  });
  it("prefixes other pages with /en", () => {
    expect(twinPath("/vehicle-step/3")).toBe("/en/vehicle-step/3");
    expect(twinPath("/en/vehicle-step/3")).toBe("/vehicle-step/3");
    expect(twinPath("/chat")).toBe("/en/chat");
    expect(twinPath("/en")).toBe("/");
    expect(twinPath("/offre/abc")).toBe("/en/offer/abc");
  });
  it("gives the localised path of a French page", () => {
    expect(localePath("/fr/contact", "en")).toBe("/en/contact");
    expect(localePath("/fr/contact", "fr")).toBe("/fr/contact");
  });
});

describe("twinHref", () => {
  it("keeps the single form's step, names a chat in progress, and drops every other query parameter", () => {
    expect(twinHref("/vehicle-form", "?step=4")).toBe("/en/vehicle-form?step=4");
    expect(twinHref("/en/vehicle-form", "?step=4&q=x")).toBe("/vehicle-form?step=4");
    // A chat in progress: the other language asks before restarting.
    expect(twinHref("/chat", "?c=abc")).toBe("/en/chat?from=abc");
    expect(twinHref("/en/chat", "?utm_source=x")).toBe("/chat");
    expect(twinHref("/vehicle-form", "?step=javascript:1")).toBe("/en/vehicle-form");
  });
});
