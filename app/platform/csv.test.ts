import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "#app/platform/csv.ts";

/** What we write reads back the same through a standard RFC 4180 reader. */
const parseCsv = (text: string): string[][] => parse(text, { record_delimiter: "\r\n", relax_column_count: true });

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(5)).toBe("5");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 514 555-0101")).toBe("'+1 514 555-0101");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("Montréal")).toBe("Montréal");
  });

  it("writes a BOM, a header and CRLF lines, and keeps accents", () => {
    const text = toCsv(["Nom", "Ville"], [["Élise Côté", "Québec"]]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}Nom,Ville\r\nÉlise Côté,Québec\r\n`);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("reads back exactly what was written (safe text)", () => {
    // Safe: nothing the writer neutralises, that is no formula sign at the start or after a ";",
    // spaces before it included (" +1" and "x; =1" get their apostrophe too).
    const safe = fc.string({ unit: "grapheme" }).filter((s) => !/(^|;)\s*[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safe, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(toCsv(["a", "b"], rows).slice(1));
        expect(parsed).toEqual([["a", "b"], ...rows]);
      }),
    );
  });
});
