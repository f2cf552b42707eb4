import { describe, expect, it } from "vitest";
import { decodeCsvBytes, detectDelimiter, parseCsv, planImport } from "#app/outreach/dealer-csv.ts";
import { checkDealer, parseBrands, parseDealerLanguage } from "#app/outreach/dealers.ts";

describe("parseCsv", () => {
  it("reads quotes, escaped quotes, embedded separators and line breaks, CRLF and a BOM", () => {
    const text = '\uFEFFname,brands,city\r\n"Toyota ""Centre"", Laval","Toyota, Lexus",Laval\r\n"Multi\nligne",Kia,Québec\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ["name", "brands", "city"],
      ['Toyota "Centre", Laval', "Toyota, Lexus", "Laval"],
      ["Multi\nligne", "Kia", "Québec"],
    ]);
  });
  it("detects semicolon files (French spreadsheets)", () => {
    expect(detectDelimiter("nom;marques;ville\nA;Toyota,Lexus;Laval")).toBe(";");
    expect(detectDelimiter('name,brands\n"a;b",c')).toBe(",");
    expect(parseCsv("nom;marques;ville\nA;Toyota,Lexus;Laval")[1]).toEqual(["A", "Toyota,Lexus", "Laval"]);
  });
});

describe("planImport", () => {
  it("a header named like an inherited property is an unknown column, not a crash", () => {
    const plan = planImport("__proto__;constructor;Ville\nA;B;Laval", new Set());
    expect(plan.fileErrors.map((e) => e.key)).toEqual(["outreach:import.errors.missingColumns"]);
  });

  const header = "Nom;Marques;Ville;Adresse;Courriel;Téléphone;Langue";
  it("previews new, updated and bad rows, each with its line and errors", () => {
    const csv = [
      header,
      "Toyota Laval;Toyota;Laval;1 boul. X;ventes@toyota-laval.test.ca;450 555-0101;fr",
      "Honda Québec;Honda;quebec;;info@honda-qc.ca;;English",
      ";Toyota;Laval;;sans-nom@x.ca;;fr",
      "Kia Nulle part;Kiaa;;;pas-un-courriel;123;de",
      "Doublon;Toyota;Laval;;VENTES@toyota-laval.test.ca;;fr",
      "Ailleurs;Mazda;Xyzville;;mazda@sf.ca;;",
    ].join("\n");
    const plan = planImport(csv, new Set(["info@honda-qc.ca"]));
    expect(plan.fileErrors).toEqual([]);
    expect(plan.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "new"],
      [3, "update"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
      [7, "new"],
    ]);
    expect(plan.counts).toEqual({ new: 2, update: 1, error: 3 });
    expect(plan.rows[1].values).toMatchObject({ city: "Québec", language: "en", brands: ["Honda"] });
    expect(plan.rows[2].errors.map((e) => e.key)).toEqual(["outreach:dealerErrors.name"]);
    expect(plan.rows[3].errors.map((e) => e.field)).toEqual(["brands", "city", "email", "phone", "language"]);
    expect(plan.rows[3].errors[0].value).toBe("Kiaa");
    expect(plan.rows[4].errors).toEqual([{ field: "email", key: "outreach:import.errors.duplicate", value: "2" }]);
    expect(plan.rows[5].warnings.map((w) => w.key)).toEqual(["outreach:dealerWarnings.cityUnknown"]);
  });
  it("places a city outside the forms' list through the gazetteer: no warning when sure, the guess named when not (decision 056)", () => {
    const rows = ["A;Kia;st-lazare;;a@kia.ca;;fr", "B;Kia;Chomedey;;b@kia.ca;;fr", "C;Kia;shawinigen;;c@kia.ca;;fr"];
    const plan = planImport(["name;brands;city;address;email;phone;language", ...rows].join("\n"), new Set());
    // Another spelling of a municipality is stored as its name; a neighbourhood is kept as typed.
    expect(plan.rows.map((r) => [r.values?.city, r.warnings.map((w) => w.key)])).toEqual([
      ["Saint-Lazare", []],
      ["Chomedey", []],
      ["Shawinigan", ["outreach:dealerWarnings.cityRead"]],
    ]);
  });
  it("stops on a file without the needed columns or rows", () => {
    expect(planImport("", new Set()).fileErrors[0].key).toBe("outreach:import.errors.empty");
    expect(planImport("name,city\nA,Laval", new Set()).fileErrors[0]).toEqual({
      key: "outreach:import.errors.missingColumns",
      value: "brands, email",
    });
    expect(planImport("name,brands,city,email\n", new Set()).fileErrors[0].key).toBe("outreach:import.errors.noRows");
  });
});

describe("checkDealer", () => {
  it("normalises brands, city, e-mail and language", () => {
    expect(parseBrands("toyota; LEXUS | mercedes")).toEqual({ brands: ["Toyota", "Lexus", "Mercedes-Benz"], unknown: [] });
    expect(parseDealerLanguage("Français")).toBe("fr");
    expect(parseDealerLanguage("anglais")).toBe("en");
    expect(parseDealerLanguage("es")).toBeUndefined();
    const c = checkDealer({
      name: " A ",
      brands: "toyota",
      city: "montreal",
      address: "",
      email: " Ventes@A.CA ",
      phone: "",
      language: "",
    });
    expect(c.values).toEqual({
      name: "A",
      brands: ["Toyota"],
      city: "Montréal",
      address: "",
      email: "ventes@a.ca",
      phone: "",
      language: "fr",
    });
  });
});

describe("decodeCsvBytes", () => {
  const text = "Nom;Ville\nGaragé Élan;Montréal\n";
  it("reads UTF-8 with and without a BOM", () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsvBytes(utf8)).toBe(text);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });
  it("reads Windows-1252 (French Excel) with its accents", () => {
    // é = 0xE9, É = 0xC9 in Windows-1252; invalid as UTF-8.
    const bytes = Uint8Array.from([...text].map((c) => ({ é: 0xe9, É: 0xc9 })[c] ?? c.charCodeAt(0)));
    expect(decodeCsvBytes(bytes)).toBe(text);
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x20, 0x9c]))).toBe("€ œ");
  });
});
