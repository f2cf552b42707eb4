import { describe, expect, it } from "vitest";
import { composeChosen, composeQuoteRequest, firstNameOf, translateValue } from "#app/outreach/outreach-email.ts";
import { defaultIdentity, setIdentity } from "#app/platform/identity.ts";

const base = {
  dealerName: "Toyota <Centre>",
  buyerFirstName: "Julie Tremblay",
  vehicle: { brand: "Toyota", model: "RAV4", trim: "XLE", condition: "Neuf", powertrain: "Hybride", tradeIn: "Oui" },
  city: "Laval",
  dealersContacted: 2,
  privacy: "A" as const,
  replyUrl: "https://sam.example.ca/offre/abc",
  unsubscribeUrl: "https://sam.example.ca/desabonnement/def",
  deadline: "2026-03-02T17:00:00.000Z",
  now: new Date("2026-03-01T17:00:00.000Z"),
};

describe("the dealer's quote request", () => {
  it("signs with the configured business identity", () => {
    setIdentity({
      name: "Autos Boréal inc.",
      email: "aide@autosboreal.ca",
      phone: "418 555-0100",
      address: "12, rue des Érables, Québec",
      hours: "9 h à 17 h",
    });
    try {
      const m = composeQuoteRequest({ ...base, lang: "fr" });
      expect(m.text).toContain("Sam, assistant d'achat automobile — Autos Boréal inc.");
      expect(m.text).toContain("Autos Boréal inc. · 12, rue des Érables, Québec · aide@autosboreal.ca · 418 555-0100");
    } finally {
      setIdentity(defaultIdentity);
    }
  });

  it("is SPEC §9's request in French: subject, all-in rule, link, 24 h deadline, sender, unsubscribe", () => {
    const m = composeQuoteRequest({ ...base, lang: "fr" });
    expect(m.subject).toBe("Demande urgente de soumission véhicule - Toyota RAV4 2026 - Décision dans les 48 heures");
    expect(m.text).toContain("avant le 2 mars 2026 à 12 h 00 (24\u00a0heures)");
    expect(m.text).toContain("Sam Auto vous écrit au nom de Julie,");
    expect(m.text).not.toContain("Tremblay");
    expect(m.text).toContain("seuls la TPS, la TVQ et le droit sur les pneus neufs");
    expect(m.text).toMatch(/disponibilité/i);
    expect(m.text).toMatch(/financement/i);
    expect(m.text).toMatch(/échange/i);
    expect(m.text).toMatch(/promotions/i);
    expect(m.text).toContain("avant le 2 mars 2026");
    expect(m.text).toContain("https://sam.example.ca/offre/abc");
    // The sender line is the configured identity: nothing invented when a detail is unset.
    expect(m.text).not.toMatch(/@sam-auto\.ca|Sam Auto ·/);
    expect(m.text).not.toMatch(/555|rue Peel/);
    expect(m.text).toContain("https://sam.example.ca/desabonnement/def");
    // Buyer-typed and directory values are escaped in the HTML body.
    expect(m.html).toContain("Toyota &lt;Centre&gt;");
    expect(m.html).not.toContain("<Centre>");
  });
  it("speaks English to an English dealer, answers translated", () => {
    const m = composeQuoteRequest({ ...base, lang: "en" });
    expect(m.subject).toBe("Urgent Vehicle Quote Request - Toyota RAV4 2026 - Decision within 48 Hours");
    expect(m.text).toContain("(24 hours):");
    expect(m.text).toContain("Condition: New");
    expect(m.text).toContain("Powertrain: Hybrid");
    expect(m.text).toContain("Trade-in: Yes");
    expect(m.text).toContain("only the GST, the QST and the new-tire duty");
  });
  it("translates known answers both ways and leaves free text", () => {
    expect(translateValue("Traction intégrale", "en")).toBe("All-wheel drive");
    expect(translateValue("Lease", "fr")).toBe("Location");
    expect(translateValue("Gris lunaire", "en")).toBe("Gris lunaire");
    expect(firstNameOf("  Marie-Ève   Gagnon ")).toBe("Marie-Ève");
  });
});

describe("the 'offer chosen' message", () => {
  const common = {
    lang: "fr" as const,
    dealerName: "X",
    buyerFirstName: "Julie",
    vehicle: base.vehicle,
    priceCents: 3_450_000,
    ref: "VH1",
    offerUrl: "https://s/offre/t",
  };
  it("carries the buyer's details under privacy A", () => {
    const m = composeChosen({
      ...common,
      privacy: "A",
      buyer: { name: "Julie Tremblay", email: "julie@courriel.ca", phone: "514 555-0142" },
    });
    expect(m.text).toContain("julie@courriel.ca");
    expect(m.text).toContain("514 555-0142");
    expect(m.text.replace(/\s/g, " ")).toContain("34 500 $");
  });
  it("never under privacy B", () => {
    const m = composeChosen({ ...common, privacy: "B" });
    expect(m.text).not.toMatch(/julie@courriel|555-0142|Tremblay/);
    expect(m.text).toContain("Sam Auto relaie");
  });

  // DESIGN §8 item 13, decision 045: only what the buyer said.
  it("states the buyer's model year, the current one for a new vehicle only, none for a used one without a year", () => {
    const used = { ...base.vehicle, condition: "Usagé", model: "Civic", brand: "Honda", trim: "" };
    expect(composeQuoteRequest({ ...base, lang: "fr", vehicle: used }).subject).toBe(
      "Demande urgente de soumission véhicule - Honda Civic - Décision dans les 48 heures",
    );
    expect(composeQuoteRequest({ ...base, lang: "en", vehicle: { ...used, model: "Civic 2019" } }).subject).toBe(
      "Urgent Vehicle Quote Request - Honda Civic 2019 - Decision within 48 Hours",
    );
    // A new vehicle with the buyer's year: theirs, not the current one.
    expect(composeQuoteRequest({ ...base, lang: "fr", vehicle: { ...base.vehicle, trim: "XLE 2027" } }).subject).toContain("RAV4 2027 -");
    // The trade-in's year is not the wanted vehicle's.
    expect(
      composeQuoteRequest({ ...base, lang: "fr", vehicle: { ...used, tradeInDetails: "Corolla 2012, 180 000 km" } }).subject,
    ).not.toMatch(/2012|2026/);
  });

  it("writes the buyer's timeline instead of 48 hours, and no gendered adjective about the buyer", () => {
    const later = { ...base.vehicle, termBudget: "D'ici un mois, 35 000 $" };
    const fr = composeQuoteRequest({ ...base, lang: "fr", vehicle: later });
    expect(fr.subject).toBe("Demande de soumission véhicule - Toyota RAV4 2026 - Décision prévue d'ici 1\u00a0mois");
    expect(fr.text).toContain("au nom de Julie, qui souhaite acheter ce véhicule et prendra sa décision d'ici 1\u00a0mois.");
    expect(fr.text).not.toMatch(/48 heures|prêt à acheter|prête? à acheter|client sérieux/);
    const en = composeQuoteRequest({ ...base, lang: "en", vehicle: later, buyerFirstName: "" });
    expect(en.subject).toBe("Vehicle Quote Request - Toyota RAV4 2026 - Decision Expected within 1 month");
    expect(en.text).toContain("on behalf of a person who wants to buy this vehicle and will decide within 1 month.");
    expect(en.text).not.toMatch(/48 hours|ready to buy|serious client/);
  });

  it("names the configured window, not a fixed 24 hours", () => {
    const m = composeQuoteRequest({ ...base, lang: "fr", deadline: "2026-03-01T18:30:00.000Z" });
    expect(m.text).toContain("(90\u00a0minutes)");
    expect(m.text).not.toContain("24\u00a0heures");
  });
});
