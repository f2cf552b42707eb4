import { describe, expect, it } from "vitest";
import { findMakes } from "#app/chat/understand.ts";

/** SPEC §5 "Brand recognition list" (29), as the spec writes them. */
const SPEC_BRANDS = [
  "toyota",
  "honda",
  "ford",
  "chevrolet",
  "nissan",
  "mazda",
  "hyundai",
  "kia",
  "volkswagen",
  "bmw",
  "mercedes",
  "audi",
  "lexus",
  "acura",
  "infiniti",
  "subaru",
  "mitsubishi",
  "jeep",
  "ram",
  "dodge",
  "chrysler",
  "cadillac",
  "buick",
  "gmc",
  "lincoln",
  "volvo",
  "porsche",
  "tesla",
  "genesis",
];

describe("the chat's make reader", () => {
  it("recognises each of the spec's 29 brands in a sentence", () => {
    expect(SPEC_BRANDS).toHaveLength(29);
    const missed = SPEC_BRANDS.filter((b) => findMakes(`Je cherche un ${b} svp`, false).length === 0);
    expect(missed).toEqual([]);
  });
  it("names the first make mentioned, and none in a greeting", () => {
    expect(findMakes("Un VW? non, une Mazda", false).map((h) => h.name)).toEqual(["Volkswagen", "Mazda"]);
    expect(findMakes("bonjour", false)).toEqual([]);
  });
});
