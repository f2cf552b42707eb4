import { describe, expect, test } from "vitest";
import { composeConfirmation, composeDeadlinePassed } from "#app/outreach/outreach-email.ts";

/**
 * With no dealer matching the make near the city, no buyer e-mail says dealers are
 * (or will be) contacted, and each says what happens instead.
 */
const promises = {
  fr: /contacter les concessionnaires|concessionnaires? (?:sont|est|seront|sera) contactés?|délai donné aux concessionnaires|Aucun concessionnaire n'a encore répondu/i,
  en: /contact the dealers|(?:are|is|will be) (?:being )?contacted|time given to the dealerships|No dealership has answered/i,
};

describe("buyer e-mails with no matching dealer", () => {
  for (const lang of ["fr", "en"] as const) {
    test(`${lang}: the confirmation promises no dealer, and says what Sam does instead`, () => {
      const none = composeConfirmation({ lang, ref: "VH123456", pageUrl: "https://sam.example/demande/x", found: 0 });
      expect(none.text).not.toMatch(promises[lang]);
      expect(none.text).toMatch(lang === "fr" ? /élargissons la recherche.*24 heures/ : /widen the search.*24 hours/);
      const some = composeConfirmation({ lang, ref: "VH123456", pageUrl: "https://sam.example/demande/x", found: 2 });
      expect(some.text).toMatch(promises[lang]);
    });

    test(`${lang}: the deadline e-mail says no dealer was contacted`, () => {
      const input = {
        lang,
        name: "Julie Tremblay",
        vehicle: { brand: "Toyota", model: "RAV4" },
        count: 0,
        pageUrl: "https://sam.example/demande/x",
      };
      const none = composeDeadlinePassed({ ...input, found: 0 });
      expect(`${none.subject}\n${none.text}`).not.toMatch(promises[lang]);
      expect(none.text).toMatch(lang === "fr" ? /aucun n'a été contacté/ : /none has been contacted/);
      expect(composeDeadlinePassed({ ...input, found: 3 }).text).toMatch(promises[lang]);
    });
  }
});
