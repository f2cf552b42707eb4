import { describe, expect, it } from "vitest";
import { languageFromPath, localePath, pagePath, TWIN_PATHS, twinHref, twinPath } from "#app/platform/language.ts";

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
  it("maps a link's pages with their token, from the one table the router reads", () => {
    expect(twinPath("/demande/abc")).toBe("/en/request/abc");
    expect(twinPath("/demande/abc/donnees")).toBe("/en/request/abc/data");
    expect(twinPath("/en/privacy/access/abc/data")).toBe("/fr/confidentialite/acces/abc/donnees");
    expect(twinPath("/en/unsubscribe/abc/")).toBe("/desabonnement/abc");
    for (const [page, twins] of Object.entries(TWIN_PATHS)) {
      const fr = pagePath(page as keyof typeof TWIN_PATHS, "fr", "tok");
      const en = pagePath(page as keyof typeof TWIN_PATHS, "en", "tok");
      expect([twinPath(fr), twinPath(en)], page).toEqual([en, fr]);
      expect(twins.en.startsWith("/en")).toBe(true);
    }
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
