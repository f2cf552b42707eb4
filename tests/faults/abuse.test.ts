import { describe, expect, it } from "vitest";
import { RATE_TIERS } from "#app/platform/abuse.server.ts";
import { useServer } from "./support.ts";

/** Rate limits on the real server (limits on, unlike the other suites). */
describe("per-address rate limits", () => {
  const server = useServer({ RATE_LIMITS: "on" });

  it("answers 429 with Retry-After and a translated page once the non-GET tier is spent", async () => {
    const post = (path: string) =>
      fetch(server.base + path, {
        method: "POST",
        body: new URLSearchParams({ name: "", email: "x" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_TIERS.nonGet.max; i++) statuses.push((await post("/fr/contact")).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const fr = await post("/fr/contact");
    expect(fr.status).toBe(429);
    expect(Number(fr.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await fr.text()).toContain("Trop de requêtes");
    const en = await post("/en/contact");
    expect(en.status).toBe(429);
    expect(await en.text()).toContain("Too many requests");
    // Law 25: the privacy page's request form counts like every other post.
    expect((await post("/fr/confidentialite")).status).toBe(429);
    // Reading pages is a separate, larger allowance.
    expect((await fetch(`${server.base}/fr/contact`)).status).toBe(200);
  });
});
