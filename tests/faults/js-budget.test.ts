import path from "node:path";
import { describe, expect, it } from "vitest";
import { budgetRows, jsPerRoute } from "../../bench/js-sizes.js";

// Issue 13 item 4 and issue 14, decision 027: the first-load JavaScript of every form page (and of
// the chat) stays within its budget. Sizes of the build, not timings: the same build always gives
// the same bytes. `npm run bench` prints the same figures.
const root = path.resolve(import.meta.dirname, "../..");
const js = jsPerRoute(root);

describe("first-load JavaScript budgets (gzip, React and React Router included)", () => {
  for (const row of budgetRows(js)) {
    it(`${row.page} ≤ ${row.kib} KiB`, () => {
      expect(row.measured, "no client build: run `npm run build` first").not.toBeNull();
      expect(row.measured!.total).toBeLessThanOrEqual(row.kib * 1024);
    });
  }

  it("no form page loads zod or conform up front: they come with the validation, after hydration", () => {
    for (const row of budgetRows(js)) {
      expect(
        row.measured!.files.filter((f) => /^(vendor-forms|live-form-validator|contact-form|property-form|vehicle-rules)-/.test(f)),
      ).toEqual([]);
    }
  });
});
