import { describe, expect, it } from "vitest";
import { hideSecretLinks, hideSecretLinksDeep } from "#app/platform/secret-links.ts";

const token = "AbC_-1234567890abcdefghijklmnopqrstuvwxyzAB";

describe("hideSecretLinks", () => {
  it("hides the secret of every capability link, absolute or not, and keeps the rest", () => {
    const text = [
      `Votre page : https://sam.example.ca/demande/${token}`,
      `Reply: https://sam.example.ca/en/offer/${token}.`,
      `(/desabonnement/${token})`,
      `<a href="/en/request/${token}/data">`,
      `https://sam.example.ca/fr/confidentialite/acces/${token}`,
      `https://sam.example.ca/confirmer/${token}`,
      `/en/confirm/${token}?x=1`,
    ].join("\n");
    const hidden = hideSecretLinks(text);
    expect(hidden).not.toContain(token);
    expect(hidden).toContain("https://sam.example.ca/demande/…");
    expect(hidden).toContain("/en/offer/….");
    expect(hidden).toContain('<a href="/en/request/…/data">');
    expect(hidden).toContain("/confirmer/…");
    expect(hidden).toContain("/en/confirm/…?x=1");
  });

  it("leaves ordinary words and paths alone", () => {
    for (const text of ["une demande/offre", "/offres", "/fr/contact", "https://sam.example.ca/demandes", "/vehicle-step/1"]) {
      expect(hideSecretLinks(text)).toBe(text);
    }
  });

  it("walks a document", () => {
    const doc = { a: [`/offre/${token}`, 3, null], b: { c: `/demande/${token}` }, d: true };
    expect(hideSecretLinksDeep(doc)).toEqual({ a: ["/offre/…", 3, null], b: { c: "/demande/…" }, d: true });
  });
});
