import { describe, expect, test } from "vitest";
import { contactsDealers, type RequestFacts, requestStatus } from "#app/outreach/request-state.ts";
import { statusText } from "#app/outreach/request-status-text.ts";
import { fixedT } from "#app/platform/texts.ts";
import { typesetFrench } from "#app/platform/typography.ts";

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
    // Decision 033: the widened search.
    [{ found: 0, widened: "" }, "no_dealers"],
    [{ found: 0, widened: "none" }, "none_found"],
    [{ found: 0, widened: "none", deadlinePassed: true }, "none_found"],
    [{ found: 2, widened: "widened", nearestKm: 140 }, "widened"],
    [{ found: 2, widened: "widened", deadlinePassed: true }, "expired"],
    [{ found: 2, widened: "widened", offers: 1 }, "offers_received"],
    [{ state: "awaiting_confirmation", found: 0, widened: "none" }, "awaiting_confirmation"],
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
      widened: false,
      nearestKm: null,
      reviewed: false,
    });
    const wide = requestStatus(facts({ found: 3, widened: "widened", nearestKm: 140 }));
    expect(wide).toMatchObject({ key: "widened", widened: true, nearestKm: 140, noDealers: false });
    expect(contactsDealers(wide)).toBe(true);
    expect(contactsDealers(requestStatus(facts({ found: 0, widened: "none" })))).toBe(false);
    const none = requestStatus(facts({ state: "awaiting_confirmation", found: 0 }));
    expect(none.noDealers).toBe(true);
    expect(none.fewer).toBe(false);
    expect(contactsDealers(none)).toBe(false);
    expect(contactsDealers(requestStatus(facts({})))).toBe(true);
  });
});

describe("statusText", () => {
  const common = fixedT("fr", "common");
  const t = (key: string, options?: Record<string, unknown>) =>
    common(key as Parameters<typeof common>[0], options as Parameters<typeof common>[1]);
  test("a request an operator approves asks the buyer to read it first, until they have (decision 055)", () => {
    const before = statusText(t, requestStatus(facts({ state: "awaiting_approval" })), { sentTo: "514 555-0142" });
    expect(before.title).toBe(typesetFrench("Dernière étape : relisez votre demande"));
    expect(before.body).toContain("relisez ce que les concessionnaires liront");
    expect(before.body).toContain("514 555-0142");
    const after = statusText(t, requestStatus(facts({ state: "awaiting_approval", reviewed: true })), { sentTo: "514 555-0142" });
    expect(after.title).toBe("Notre équipe vérifie votre demande");
    expect(after.body).not.toContain("relisez");
  });
});
