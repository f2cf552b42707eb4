import { describe, expect, it } from "vitest";
import { createSessionCodec, isCrossOriginWrite, passwordMatches, safeNextPath } from "#app/platform/auth.server.ts";

/** The Cookie header a browser would send back for a Set-Cookie value. */
const asCookieHeader = (setCookie: string) => setCookie.split(";")[0];

describe("operator session cookie", () => {
  const codec = createSessionCodec({ secrets: ["first-secret-0123456789"] });

  it("is http-only, SameSite=Lax, path /, a Max-Age of 12 h, Secure only over https", async () => {
    const { setCookie } = await codec.issue(false);
    expect(setCookie).toMatch(/^sam_operator=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("Max-Age=43200");
    expect(setCookie).not.toContain("Secure");
    expect((await codec.issue(true)).setCookie).toContain("Secure");
    expect(await codec.clear(false)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("reads back its own session id, refuses missing, tampered or foreign cookies", async () => {
    const { id, setCookie } = await codec.issue(false);
    const header = asCookieHeader(setCookie);
    expect(await codec.read(header)).toBe(id);
    expect(await codec.read(null)).toBe(null);
    expect(await codec.read("other=1")).toBe(null);
    const stranger = createSessionCodec({ secrets: ["another-secret-9876543210"] });
    expect(await codec.read(asCookieHeader((await stranger.issue(false)).setCookie))).toBe(null);
    const rotated = createSessionCodec({ secrets: ["new-secret-0123456789", "first-secret-0123456789"] });
    expect(await rotated.read(header)).toBe(id);
  });
});

describe("passwordMatches", () => {
  it("accepts only the exact password, whatever the lengths", () => {
    expect(passwordMatches("correct horse", "correct horse")).toBe(true);
    expect(passwordMatches("correct hors", "correct horse")).toBe(false);
    expect(passwordMatches("", "correct horse")).toBe(false);
    expect(passwordMatches("Correct horse", "correct horse")).toBe(false);
    expect(passwordMatches("é".repeat(1000), "correct horse")).toBe(false);
  });
});

describe("safeNextPath", () => {
  it("keeps same-site relative paths", () => {
    expect(safeNextPath("/admin/chats?id=3", "/x")).toBe("/admin/chats?id=3");
    expect(safeNextPath("/en/admin/deliveries?status=dead", "/x")).toBe("/en/admin/deliveries?status=dead");
  });
  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      "/\t/evil.example",
      "/.//evil.example",
      "/a/..//evil.example",
      "javascript:alert(1)",
      null,
      3,
    ]) {
      expect(safeNextPath(bad, "/admin/submissions")).toBe("/admin/submissions");
    }
  });
});

describe("isCrossOriginWrite", () => {
  const url = "http://127.0.0.1:3000/admin/login";
  const post = (headers: Record<string, string>) => new Request(url, { method: "POST", headers });
  it("lets reads and same-origin posts through", () => {
    expect(isCrossOriginWrite(new Request(url, { headers: { Origin: "https://evil.example" } }), "http://localhost:3000")).toBe(false);
    expect(isCrossOriginWrite(post({ Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-origin" }), "http://localhost:3000")).toBe(
      false,
    );
    expect(isCrossOriginWrite(post({ Origin: "https://sam.example" }), "https://sam.example")).toBe(false);
    expect(isCrossOriginWrite(post({}), "http://localhost:3000")).toBe(false);
  });
  it("refuses posts from another origin or site", () => {
    expect(isCrossOriginWrite(post({ Origin: "https://evil.example" }), "http://localhost:3000")).toBe(true);
    expect(isCrossOriginWrite(post({ "Sec-Fetch-Site": "cross-site" }), "http://localhost:3000")).toBe(true);
    expect(isCrossOriginWrite(post({ "Sec-Fetch-Site": "same-site" }), "http://localhost:3000")).toBe(true);
    expect(isCrossOriginWrite(post({ Origin: "null" }), "http://localhost:3000")).toBe(true);
  });
});
