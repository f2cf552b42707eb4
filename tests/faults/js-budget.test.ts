import path from "node:path";
import { describe, expect, it } from "vitest";
import { budgetRows, jsPerRoute, KB } from "../../bench/js-sizes.js";

// Issue 13 item 4 and issue 14, decisions 027 and 029: the first-load JavaScript of every form page
// (and of the chat) stays within its budget, in KB of 1000 bytes as the issues and Vite count them.
// Sizes of the build, not timings: the same build always gives the same bytes. `npm run bench`
// prints the same figures.
const root = path.resolve(import.meta.dirname, "../..");
const js = jsPerRoute(root);

describe("first-load JavaScript budgets (gzip, React and React Router included)", () => {
  for (const row of budgetRows(js)) {
    it(`${row.page} ≤ ${row.kb} KB (${row.kb * KB} bytes)`, () => {
      expect(row.measured, "no client build: run `npm run build` first").not.toBeNull();
      expect(row.measured!.total).toBeLessThanOrEqual(row.kb * 1000);
    });
  }

  it("the budgets are the issues' decimal figures: 129,000 bytes for a form page, 120,000 for the chat", () => {
    expect(KB).toBe(1000);
    expect(budgetRows(js).map((row) => [row.page, row.bytes])).toEqual([
      ["/fr/contact", 129_000],
      ["/evaluation-propriete", 129_000],
      ["/vehicle-form", 129_000],
      ["/vehicle-step/N", 129_000],
      ["/vehicle-step/success", 129_000],
      ["/chat", 120_000],
    ]);
  });

  it("no form page loads zod or conform up front: they come with the validation, after hydration", () => {
    for (const row of budgetRows(js)) {
      expect(
        row.measured!.files.filter((f) => /^(vendor-forms|live-form-validator|contact-form|property-form|vehicle-rules)-/.test(f)),
      ).toEqual([]);
    }
  });
});
