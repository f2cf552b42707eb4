import { describe, expect, it } from "vitest";
import { composeWebhookDealerEmail, type DealerEmailInput, LABEL_TRANSLATIONS, translateLabel } from "#app/questionnaire/webhook-email.ts";

const now = new Date("2026-06-15T12:00:00");

const full: DealerEmailInput = {
  brand: "Toyota",
  model: "RAV4",
  trim: "XLE",
  condition: "Neuf",
  dealerships: "5",
  city: "Laval",
  privacy: "A) Partager mes infos avec les concessionnaires gagnants seulement",
  name: "Marie Tremblay",
  email: "marie@example.com",
  phone: "514-555-0199",
  contact: "Courriel",
  powertrain: "Hybride",
  drivetrain: "Traction intégrale",
  options: "Toit ouvrant",
  color: "Bleu",
  payment: "Financement",
  termBudget: "60 mois",
  tradeIn: "Oui",
  tradeInDetails: "Civic 2015",
};

/** Text content of an HTML fragment, to compare with what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");

describe("composeWebhookDealerEmail subjects", () => {
  it("French subject names brand, model and the current year", () => {
    expect(composeWebhookDealerEmail(full, "fr", now).subject).toBe(
      "Demande urgente de soumission véhicule - Toyota RAV4 2026 - Client prêt à acheter",
    );
  });
  it("English subject names brand, model and the current year", () => {
    expect(composeWebhookDealerEmail(full, "en", now).subject).toBe(
      "Urgent Vehicle Quote Request - Toyota RAV4 2026 - Client Ready to Purchase",
    );
  });
  it("the year follows `now`", () => {
    expect(composeWebhookDealerEmail(full, "fr", new Date("2031-03-02T10:00:00")).subject).toContain("RAV4 2031 -");
    expect(composeWebhookDealerEmail(full, "en").subject).toContain(` ${new Date().getFullYear()} - `);
  });
});

describe("composeWebhookDealerEmail French body", () => {
  const { html, text } = composeWebhookDealerEmail(full, "fr", now);
  const seen = visible(html);

  it("is French HTML with both sections and the buyer's values", () => {
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('lang="fr-CA"');
    expect(seen).toContain("Exigences du client");
    expect(seen).toContain("Véhicule : Toyota RAV4 XLE");
    expect(seen).toContain("État : Neuf");
    expect(seen).toContain("Concessionnaires sollicités : 5");
    expect(seen).toContain("Ville : Laval");
    expect(seen).toContain("Confidentialité : Coordonnées partagées avec les concessionnaires gagnants seulement");
    expect(seen).toContain("Coordonnées du client");
    expect(seen).toContain("Nom : Marie Tremblay");
    expect(seen).toContain("Courriel : marie@example.com");
    expect(seen).toContain("Téléphone : 514-555-0199");
    expect(seen).toContain("Mode de contact préféré : Courriel");
    expect(seen).toContain("Nombre de concessionnaires : 5");
  });

  it("keeps the richer chat answers", () => {
    expect(seen).toContain("Motorisation : Hybride");
    expect(seen).toContain("Traction : Traction intégrale");
    expect(seen).toContain("Options : Toit ouvrant");
    expect(seen).toContain("Mode de paiement : Financement");
    expect(seen).toContain("Véhicule d'échange : Oui");
    expect(seen).toContain("Détails de l'échange : Civic 2015");
  });

  it("states the deadlines and asks for the five things", () => {
    expect(seen).toContain("48 heures");
    expect(seen).toContain("24 heures");
    expect(seen).toContain("prix tout inclus");
    expect(seen).toContain("seuls la TPS, la TVQ et le droit sur les pneus neufs peuvent s'ajouter");
    expect(seen).toContain("évaluation du véhicule d'échange");
    expect(seen).toContain("conditions de financement");
    expect(seen).toContain("disponibilité immédiate");
    expect(seen).toContain("promotions");
  });

  it("has a plain-text alternative with the same content and no markup", () => {
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain("- Véhicule : Toyota RAV4 XLE");
    expect(text).toContain("- Nom : Marie Tremblay");
    expect(text).toContain("TPS, la TVQ");
    expect(text).toContain("48 heures");
  });
});

describe("composeWebhookDealerEmail English body", () => {
  const { html, text } = composeWebhookDealerEmail(full, "en", now);
  const seen = visible(html);

  it("is English HTML with translated labels and no name line", () => {
    expect(html).toContain('lang="en-CA"');
    expect(seen).toContain("Client requirements");
    expect(seen).toContain("Vehicle: Toyota RAV4 XLE");
    expect(seen).toContain("Condition: New");
    expect(seen).toContain("Powertrain: Hybrid");
    expect(seen).toContain("Drivetrain: All-wheel drive");
    expect(seen).toContain("Payment: Financing");
    expect(seen).toContain("Trade-in: Yes");
    expect(seen).toContain("Privacy: Contact details shared with the winning dealerships only");
    expect(seen).toContain("Client contact");
    expect(seen).toContain("Email: marie@example.com");
    expect(seen).toContain("Phone: 514-555-0199");
    expect(seen).toContain("Preferred contact method: Email");
    expect(seen).toContain("Number of dealerships: 5");
    // SPEC §9: the name is in the French e-mail only.
    expect(seen).not.toContain("Marie Tremblay");
    expect(text).not.toContain("Marie Tremblay");
  });

  it("asks for the all-in price with Quebec's rule, trade-in, financing, availability, promotions", () => {
    expect(seen).toContain("all-in price");
    expect(seen).toContain("only the GST, the QST and the new-tire duty may be added");
    expect(seen).toContain("trade-in evaluation");
    expect(seen).toContain("Financing and lease terms");
    expect(seen).toContain("Immediate availability");
    expect(seen).toContain("promotions");
    expect(seen).toContain("within 48 hours");
    expect(seen).toContain("best offer within 24 hours");
  });

  it("privacy B (or anything but A) means Sam relays everything", () => {
    const b = visible(composeWebhookDealerEmail({ ...full, privacy: "B) Ne pas partager - Sam relaie tout" }, "en", now).html);
    expect(b).toContain("Privacy: Contact details not shared: Sam relays all communication");
  });

  it("privacy B keeps the buyer's e-mail and phone out of the dealer message", () => {
    for (const lang of ["fr", "en"] as const) {
      const mail = composeWebhookDealerEmail({ ...full, privacy: "B) Ne pas partager - Sam relaie tout" }, lang, now);
      for (const part of [mail.html, mail.text]) {
        expect(part).not.toContain("marie@example.com");
        expect(part).not.toContain("514-555-0199");
      }
      expect(visible(mail.html)).toMatch(lang === "fr" ? /Relayé par Sam/ : /Relayed by Sam/);
    }
    const a = composeWebhookDealerEmail(full, "fr", now);
    expect(a.text).toContain("marie@example.com");
  });
});

describe("label translations (SPEC §9)", () => {
  const expected: Array<[string, string]> = [
    ["Neuf", "New"],
    ["Usagé", "Used"],
    ["Hybride", "Hybrid"],
    ["Électrique", "Electric"],
    ["Essence", "Gas"],
    ["Traction avant", "Front-wheel drive"],
    ["Traction intégrale", "All-wheel drive"],
    ["Propulsion", "Rear-wheel drive"],
    ["Financement", "Financing"],
    ["Location", "Lease"],
    ["Comptant", "Cash"],
    ["Courriel", "Email"],
    ["Les deux", "Both email and SMS"],
  ];

  it.each(expected)("%s → %s", (fr, en) => {
    expect(translateLabel(fr, "en")).toBe(en);
    expect(translateLabel(en, "fr")).toBe(fr);
    expect(LABEL_TRANSLATIONS).toContainEqual([fr, en]);
  });

  it.each(expected)("English e-mail shows %s as %s", (fr, en) => {
    const { html } = composeWebhookDealerEmail(
      { brand: "Kia", condition: fr, powertrain: fr, drivetrain: fr, payment: fr, contact: fr },
      "en",
      now,
    );
    const seen = visible(html);
    expect(seen).toContain(`Condition: ${en}`);
    expect(seen).toContain(`Powertrain: ${en}`);
    expect(seen).toContain(`Preferred contact method: ${en}`);
  });

  it("ignores case and accents, and leaves unknown text alone", () => {
    expect(translateLabel("usage", "en")).toBe("Used");
    expect(translateLabel("ÉLECTRIQUE", "en")).toBe("Electric");
    expect(translateLabel("Hybride léger", "en")).toBe("Hybride léger");
    // Beyond SPEC §9's list, the value table's other answers (decision 037): English says one thing.
    expect(translateLabel("Hybride rechargeable", "en")).toBe("Plug-in hybrid");
    expect(translateLabel("Neuf", "fr")).toBe("Neuf");
  });

  it("does not translate free text such as a city", () => {
    const seen = visible(composeWebhookDealerEmail({ city: "Location", options: "Essence" }, "en", now).html);
    expect(seen).toContain("City: Location");
    expect(seen).toContain("Options: Essence");
  });
});

describe("defaults", () => {
  it("English: 'not specified' everywhere and New for a missing condition", () => {
    const { subject, html, text } = composeWebhookDealerEmail({}, "en", now);
    expect(subject).toBe("Urgent Vehicle Quote Request - not specified 2026 - Client Ready to Purchase");
    const seen = visible(html);
    expect(seen).toContain("Vehicle: not specified");
    expect(seen).toContain("Condition: New");
    expect(seen).toContain("City: not specified");
    expect(seen).toContain("Dealerships contacted: not specified");
    expect(seen).toContain("Privacy: not specified");
    expect(seen).toContain("Email: not specified");
    expect(seen).toContain("Phone: not specified");
    expect(seen).toContain("Preferred contact method: not specified");
    expect(seen).not.toContain("Powertrain");
    expect(text).toContain("- Condition: New");
  });

  it("French: 'non précisé' and Neuf for a missing condition", () => {
    const { subject, html } = composeWebhookDealerEmail({ brand: "Honda", city: "  " }, "fr", now);
    expect(subject).toBe("Demande urgente de soumission véhicule - Honda 2026 - Client prêt à acheter");
    const seen = visible(html);
    expect(seen).toContain("Véhicule : Honda");
    expect(seen).toContain("État : Neuf");
    expect(seen).toContain("Ville : non précisé");
    expect(seen).toContain("Nom : non précisé");
  });
});

describe("escaping", () => {
  it("escapes <script> in a name and every other buyer value", () => {
    const evil = '<script>alert("x")</script>';
    const input: DealerEmailInput = Object.fromEntries(
      (
        [
          "brand",
          "model",
          "trim",
          "condition",
          "dealerships",
          "city",
          "privacy",
          "name",
          "email",
          "phone",
          "contact",
          "powertrain",
          "drivetrain",
          "options",
          "color",
          "payment",
          "termBudget",
          "tradeIn",
          "tradeInDetails",
        ] as const
      ).map((k) => [k, `${k}${evil}`]),
    );
    for (const lang of ["fr", "en"] as const) {
      const { html } = composeWebhookDealerEmail(input, lang, now);
      expect(html).not.toContain("<script");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    }
    const fr = composeWebhookDealerEmail({ name: "<script>alert(1)</script> & Cie" }, "fr", now).html;
    expect(fr).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cie");
  });

  it("escapes the subject inside the HTML title but not the subject itself", () => {
    const { subject, html } = composeWebhookDealerEmail({ brand: "A&B", model: "<X>" }, "en", now);
    expect(subject).toContain("A&B <X> 2026");
    expect(html).toContain("<title>Urgent Vehicle Quote Request - A&amp;B &lt;X&gt; 2026");
  });
});

describe("issue 16", () => {
  it("finding 18: under privacy B the French e-mail names the buyer by first name only, as Sam's own do", () => {
    const relayed = composeWebhookDealerEmail({ ...full, privacy: "B) Ne pas partager - Sam relaie tout" }, "fr", now).text;
    expect(relayed).toContain("Nom : Marie");
    expect(relayed).not.toContain("Tremblay");
    expect(composeWebhookDealerEmail(full, "fr", now).text).toContain("Nom : Marie Tremblay");
  });

  it("links, addresses and control characters typed as free text never reach the dealer", () => {
    const typed = {
      ...full,
      model: "RAV4 https://evil.example",
      options: "voir www.evil.example",
      color: "bleu\r\nBcc: x@evil.example",
      tradeInDetails: "écrire à a@evil.example",
      city: "Laval evil.example",
      name: "Marie evil.example",
    };
    for (const lang of ["fr", "en"] as const) {
      const { subject, text, html } = composeWebhookDealerEmail(typed, lang, now);
      expect(subject + text + html).not.toMatch(/evil\.example/);
    }
  });
});
