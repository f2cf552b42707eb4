import { describe, expect, it } from "vitest";
import { seedEntries } from "#app/chat/knowledge/seed.ts";
import routes from "#app/routes.ts";

/** The French and English paths the app serves (the routes' patterns without parameters). */
function servedPaths(): Set<string> {
  const out = new Set<string>();
  const walk = (list: ReadonlyArray<{ path?: string; children?: unknown }>) => {
    for (const r of list) {
      if (r.path) out.add(`/${r.path.replace(/^\//, "")}`);
      if (Array.isArray(r.children)) walk(r.children);
    }
  };
  walk(routes as never);
  return out;
}

describe("the reviewed knowledge base (seed)", () => {
  it("holds at least 120 entries with unique, stable slugs", () => {
    expect(seedEntries.length).toBeGreaterThanOrEqual(120);
    const slugs = seedEntries.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("says every entry in French and English, each with several phrasings and an answer", () => {
    for (const e of seedEntries) {
      for (const lang of ["fr", "en"] as const) {
        expect(e[lang].questions.length, `${e.slug} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(e[lang].answer.length, `${e.slug} ${lang}`).toBeGreaterThan(40);
        expect(e[lang].answer.length, `${e.slug} ${lang}`).toBeLessThan(600);
      }
      expect(e.tags.length, e.slug).toBeGreaterThan(0);
      // The same kind of link on both sides (one of ours, or an official page).
      expect(Boolean(e.fr.link), e.slug).toBe(Boolean(e.en.link));
    }
  });

  it("covers the topics buyers ask about (service, privacy, dealers, money, vehicle, after the deal, who Sam is)", () => {
    const slugs = new Set(seedEntries.map((e) => e.slug));
    for (const needed of [
      "service-cost",
      "service-delay",
      "privacy-options",
      "contact-team",
      "dealers-count",
      "dealers-more-better",
      "money-all-in-price",
      "money-quebec-price-law",
      "money-taxes",
      "money-admin-fees",
      "money-financing-basics",
      "money-lease-end",
      "money-cash",
      "money-trade-in-loan",
      "money-ev-roulez-vert",
      "money-ev-izev",
      "vehicle-demo",
      "vehicle-warranty-used",
      "vehicle-winter-tires-law",
      "vehicle-ev-cold",
      "vehicle-ev-home-charging",
      "after-delivery-time",
      "after-registration-saaq",
      "after-insurance-required",
      "sam-ai",
    ])
      expect(slugs.has(needed), needed).toBe(true);
  });

  it("dates the facts that change and says where to verify them", () => {
    for (const e of seedEntries.filter((x) => x.checked)) {
      expect(e.checked, e.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.fr.answer, e.slug).toContain(e.checked!);
      expect(e.en.answer, e.slug).toContain(e.checked!);
      expect(e.fr.link, e.slug).toMatch(/^https:\/\//);
    }
    // Incentives and taxes are among them.
    for (const slug of ["money-ev-roulez-vert", "money-ev-izev", "money-taxes", "vehicle-winter-tires-law"])
      expect(seedEntries.find((e) => e.slug === slug)?.checked, slug).toBe("2026-11-27");
  });

  it("states Quebec's rules as they are: taxes 5 % + 9.975 %, winter tires Dec 1 – Mar 15, the all-in price", () => {
    const fr = (slug: string) => seedEntries.find((e) => e.slug === slug)!.fr.answer;
    expect(fr("money-taxes")).toContain("TPS 5 %");
    expect(fr("money-taxes")).toContain("TVQ 9,975 %");
    expect(fr("vehicle-winter-tires-law")).toContain("du 1er décembre au 15 mars");
    expect(fr("money-quebec-price-law")).toContain("seules la TPS et la TVQ");
  });

  it("links only to pages the app serves or to official https pages", () => {
    const served = servedPaths();
    for (const e of seedEntries) {
      for (const lang of ["fr", "en"] as const) {
        const link = e[lang].link;
        if (!link) continue;
        if (link.startsWith("/")) expect(served.has(link), `${e.slug} ${link}`).toBe(true);
        else
          expect(link, e.slug).toMatch(/^https:\/\/([a-z0-9-]+\.)*(gouv\.qc\.ca|canada\.ca|revenuquebec\.ca|lecircuitelectrique\.com)\//);
      }
    }
  });
});
