import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isRealDate, offerSchema, offerSchemaFor, offerValues } from "#app/outreach/offer-form.ts";
import {
  canSubmit,
  classifyFee,
  classifyFees,
  comparablePrice,
  deadlineFrom,
  differingKeys,
  expiryFrom,
  flaggedTotal,
  formatMoney,
  linkState,
  parseMoney,
  sortOffers,
} from "#app/outreach/offers.ts";

describe("parseMoney", () => {
  it("reads Quebec and English amounts into cents", () => {
    expect(parseMoney("499 $")).toBe(49_900);
    expect(parseMoney("34 999,99 $")).toBe(3_499_999);
    expect(parseMoney("34\u00a0999")).toBe(3_499_900);
    expect(parseMoney("$34,999.50")).toBe(3_499_950);
    expect(parseMoney("34,999")).toBe(3_499_900);
    expect(parseMoney("34.999")).toBe(3_499_900);
    expect(parseMoney("12,5")).toBe(1_250);
    expect(parseMoney("1.234,56")).toBe(123_456);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "-5", "12,345,6", "1.2.3,4", "12 $ 50", "1e5", "12$$"]) expect(parseMoney(bad), bad).toBeUndefined();
  });
  it("formats in the page's language", () => {
    expect(formatMoney(3_499_900, "fr").replace(/\s/g, " ")).toBe("34 999 $");
    expect(formatMoney(3_499_950, "en")).toBe("$34,999.50");
  });
});

describe("fee flagging (Quebec all-in price)", () => {
  it("allows only GST, QST and the new-tire duty on top of the price", () => {
    expect(classifyFee("TPS")).toBe("gst");
    expect(classifyFee("GST 5 %")).toBe("gst");
    expect(classifyFee("TVQ")).toBe("qst");
    expect(classifyFee("Quebec sales tax")).toBe("qst");
    expect(classifyFee("TPS + TVQ")).toBe("taxes");
    expect(classifyFee("Taxes")).toBe("taxes");
    expect(classifyFee("Droit spécifique sur les pneus neufs")).toBe("tire");
    expect(classifyFee("New tire duty")).toBe("tire");
  });
  it("flags everything else, e.g. « frais d'administration 499 $ »", () => {
    for (const label of [
      "frais d'administration",
      "Frais d’administration",
      "Admin fee",
      "Transport et préparation",
      "Pneus d'hiver",
      "Gravure antivol",
      "Taxe de luxe",
    ]) {
      expect(classifyFee(label), label).toBe("other");
    }
    const fees = classifyFees(
      [
        { label: "frais d'administration", amountCents: 49_900 },
        { label: "TPS", amountCents: 175_000 },
        { label: "Droit sur les pneus neufs", amountCents: 1_800 },
      ],
      { priceCents: 3_500_000 },
    );
    expect(fees.map((f) => f.kind)).toEqual(["other", "gst", "tire"]);
    expect(flaggedTotal(fees)).toBe(49_900);
  });
  it("a label names a tax only when it says nothing else (decision 043)", () => {
    for (const label of ["Frais d'administration TPS", "Frais TPS", "TPS admin", "Taxe sur le transport", "Frais pneus neufs"]) {
      expect(classifyFee(label), label).toBe("other");
    }
    for (const [label, kind] of [
      ["TPS (5 %)", "gst"],
      ["TVQ 9,975 %", "qst"],
      ["Taxes applicables", "taxes"],
      ["Droits sur les pneus neufs", "tire"],
    ] as const) {
      expect(classifyFee(label), label).toBe(kind);
    }
  });
  it("a tax line counts as a tax only when its amount is that tax on the price, once", () => {
    const kinds = (rows: Array<[string, number]>, priceCents = 3_000_000, tradeInCents: number | null = null) =>
      classifyFees(
        rows.map(([label, amountCents]) => ({ label, amountCents })),
        { priceCents, tradeInCents },
      ).map((f) => f.kind);
    // 5 % and 9,975 % of 30 000 $, to the cent or within a dollar.
    expect(
      kinds([
        ["TPS", 150_000],
        ["TVQ", 299_250],
      ]),
    ).toEqual(["gst", "qst"]);
    expect(kinds([["TPS", 150_080]])).toEqual(["gst"]);
    // An add-on dressed as the GST: not 5 % of the price.
    expect(kinds([["TPS", 200_000]])).toEqual(["other"]);
    // The real GST, then a second "GST" line: the second is an add-on.
    expect(
      kinds([
        ["TPS", 150_000],
        ["GST", 150_000],
      ]),
    ).toEqual(["gst", "other"]);
    // Both taxes on one line, on the price with an add-on (30 499 $ × 14,975 %).
    expect(
      kinds([
        ["Frais de préparation", 49_900],
        ["Taxes", 456_723],
      ]),
    ).toEqual(["other", "taxes"]);
    // With a trade-in the taxes are on the difference (30 000 $ − 10 000 $).
    expect(kinds([["TPS", 100_000]], 3_000_000, 1_000_000)).toEqual(["gst"]);
    // The tire duty: 4,50 $ or 6 $ a tire, one to five tires; not any other amount.
    expect(kinds([["Droit sur les pneus neufs", 1_800]])).toEqual(["tire"]);
    expect(kinds([["New tire duty", 2_400]])).toEqual(["tire"]);
    expect(kinds([["Droit sur les pneus neufs", 1_000]])).toEqual(["other"]);
    expect(kinds([["Droit sur les pneus neufs", 49_900]])).toEqual(["other"]);
  });
  it("counts flagged fees into the comparable price, so add-ons never look cheaper", () => {
    const offers = [
      { id: 1, priceCents: 3_400_000, flaggedFeesCents: 150_000, updatedAt: "2026-01-01" },
      { id: 2, priceCents: 3_500_000, flaggedFeesCents: 0, updatedAt: "2026-01-02" },
      { id: 3, priceCents: 3_450_000, flaggedFeesCents: 0, updatedAt: "2026-01-03" },
    ];
    expect(comparablePrice(offers[0])).toBe(3_550_000);
    expect(sortOffers(offers).map((o) => o.id)).toEqual([3, 2, 1]);
  });
});

describe("the dealer's form", () => {
  const base = (extra: Record<string, string> = {}) => {
    const fd = new FormData();
    const fields = { price: "34 999 $", availability: "in_stock", financingKind: "none", validUntil: "2099-12-31", ...extra };
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    return fd;
  };
  it("stores itemised fees and flags the admin fee", () => {
    const fd = base({
      "fees[0].label": "Frais d'administration",
      "fees[0].amount": "499 $",
      "fees[1].label": "TPS",
      "fees[1].amount": "1 750",
    });
    const s = parseWithZod(fd, { schema: offerSchema });
    expect(s.status).toBe("success");
    if (s.status !== "success") throw new Error("invalid");
    const v = offerValues(s.value);
    expect(v.priceCents).toBe(3_499_900);
    expect(v.fees.map((f) => f.kind)).toEqual(["other", "gst"]);
    expect(v.flaggedFeesCents).toBe(49_900);
  });
  it("takes a price only inside the configured range and dates that exist (decision 043)", () => {
    const errors = (schema: ReturnType<typeof offerSchemaFor>, extra: Record<string, string>) =>
      parseWithZod(base(extra), { schema }).reply().error ?? {};
    for (const price of ["0", "1", "999,99"])
      expect(errors(offerSchema, { price }), price).toMatchObject({ price: ["dealers:errors.priceRange"] });
    expect(errors(offerSchema, { price: "1 000" })).toEqual({});
    expect(errors(offerSchema, { price: "500 000" })).toEqual({});
    expect(errors(offerSchema, { price: "500 000,01" })).toMatchObject({ price: ["dealers:errors.priceRange"] });
    const narrow = offerSchemaFor({ minCents: 5_000_00, maxCents: 100_000_00 });
    expect(errors(narrow, { price: "4 999" })).toMatchObject({ price: ["dealers:errors.priceRange"] });
    expect(errors(narrow, { price: "150 000" })).toMatchObject({ price: ["dealers:errors.priceRange"] });
    expect(errors(narrow, { price: "abc" })).toMatchObject({ price: ["dealers:errors.price"] });
    for (const validUntil of ["2099-13-01", "2099-02-30", "2027-02-29", "2099-00-10"]) {
      expect(errors(offerSchema, { validUntil }), validUntil).toMatchObject({ validUntil: ["dealers:errors.date"] });
    }
    expect(errors(offerSchema, { validUntil: "2028-02-29" })).toEqual({});
    expect(errors(offerSchema, { availability: "date", availableOn: "2026-13-45" })).toMatchObject({
      availableOn: ["dealers:errors.date"],
    });
    expect(isRealDate("2026-11-27")).toBe(true);
    expect(isRealDate("2026-11-31")).toBe(false);
  });
  it("reports every error in one round trip, as i18n keys", () => {
    const fd = new FormData();
    fd.set("fees[2].label", "Transport");
    fd.set("availability", "date");
    fd.set("financingKind", "lease");
    fd.set("validUntil", "2000-01-01");
    const error = parseWithZod(fd, { schema: offerSchema }).reply().error!;
    expect(error).toMatchObject({
      price: ["dealers:errors.price"],
      "fees[2].amount": ["dealers:errors.feeAmountMissing"],
      availableOn: ["dealers:errors.availableOn"],
      financingRate: ["dealers:errors.rate"],
      financingTerm: ["dealers:errors.term"],
      validUntil: ["dealers:errors.validUntilPast"],
    });
  });
});

describe("reply link life", () => {
  const start = new Date("2026-03-01T12:00:00Z");
  const link = { deadline_at: deadlineFrom(start), expires_at: expiryFrom(start) };
  it("is open 24 h, late until 7 days, then expired", () => {
    expect(link.deadline_at).toBe("2026-03-02T12:00:00.000Z");
    expect(link.expires_at).toBe("2026-03-08T12:00:00.000Z");
    expect(linkState(link, new Date("2026-03-02T11:59:59Z"))).toBe("open");
    expect(linkState(link, new Date("2026-03-02T12:00:00Z"))).toBe("late");
    expect(linkState(link, new Date("2026-03-08T11:59:59Z"))).toBe("late");
    expect(linkState(link, new Date("2026-03-08T12:00:00Z"))).toBe("expired");
  });
  it("takes revisions until the deadline, a late first offer, nothing once expired", () => {
    expect(canSubmit("open", true)).toBe(true);
    expect(canSubmit("late", false)).toBe(true);
    expect(canSubmit("late", true)).toBe(false);
    expect(canSubmit("expired", false)).toBe(false);
  });
});

describe("differingKeys", () => {
  it("names the attributes on which offers disagree", () => {
    const rows = [
      { price: "1", availability: "in_stock", rate: "4.9" },
      { price: "2", availability: "in_stock", rate: "5.9" },
    ];
    expect([...differingKeys(rows, ["price", "availability", "rate"])]).toEqual(["price", "rate"]);
    expect(differingKeys([rows[0]], ["price"]).size).toBe(0);
  });
});
