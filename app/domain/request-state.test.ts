import { describe, expect, test } from "vitest";
import { contactsDealers, requestStatus, type RequestFacts } from "./request-state.ts";

const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  state: "active",
  found: 3,
  wanted: 3,
  offers: 0,
  chosen: false,
  deadlinePassed: false,
  ...over,
});

describe("requestStatus", () => {
  test.each([
    [{ state: "awaiting_confirmation" }, "awaiting_confirmation"],
    [{ state: "awaiting_confirmation", found: 0 }, "awaiting_confirmation"],
    [{ state: "awaiting_approval" }, "awaiting_approval"],
    [{ found: 0 }, "no_dealers"],
    [{ found: 0, deadlinePassed: true }, "no_dealers"],
    [{}, "dealers_contacted"],
    [{ deadlinePassed: true }, "expired"],
    [{ offers: 2 }, "offers_received"],
    [{ offers: 2, deadlinePassed: true }, "offers_received"],
    [{ offers: 2, chosen: true }, "offer_chosen"],
  ] as const)("%o → %s", (over, key) => {
    expect(requestStatus(facts(over)).key).toBe(key);
  });

  test("counts and flags", () => {
    expect(requestStatus(facts({ found: 1, wanted: 3, offers: 1 }))).toEqual({
      key: "offers_received",
      found: 1,
      wanted: 3,
      offers: 1,
      noDealers: false,
      fewer: true,
    });
    const none = requestStatus(facts({ state: "awaiting_confirmation", found: 0 }));
    expect(none.noDealers).toBe(true);
    expect(none.fewer).toBe(false);
    expect(contactsDealers(none)).toBe(false);
    expect(contactsDealers(requestStatus(facts({})))).toBe(true);
  });
});
