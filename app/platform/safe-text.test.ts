import { describe, expect, it } from "vitest";
import { mailSafe, unsafeTextReason } from "#app/platform/safe-text.ts";

describe("links in free text (decision 043)", () => {
  it("refuses link shorteners, any host-like word.word and bare IP addresses", () => {
    for (const text of [
      "Corolla rb.gy/x7k2",
      "is.gd/abc",
      "promo.deals",
      "voir toyota-rabais.quebec",
      "Corolla ｢evil．zz｣",
      "Corolla evil . com",
      "192.168.10.20",
      "Corolla 10.0.0.1:8080",
      "[2001:db8::1]",
      "2001:db8:0:0:1:0:0:1",
      "fe80::1 svp",
      "https://x",
    ]) {
      expect(unsafeTextReason(text), text).toBe("link");
      expect(mailSafe(text), text).toBe("");
    }
  });

  it("lets through what models, trims, names and places really look like", () => {
    for (const text of [
      "Corolla 2.0L S.E.",
      "XSE 2.5",
      "ID.4",
      "CX-5 GT 2.5T",
      "J.P. Tremblay",
      "St.Jérôme",
      "Ste.Julie",
      "Saint-Jean-sur-Richelieu",
      "Toyota. Merci",
      "env. 20 000 km",
      "Civic 2015, 120 000 km",
      "RAV4 hybride XLE 10:30",
      "1.5 L",
    ]) {
      expect(unsafeTextReason(text), text).toBeNull();
    }
  });
});
