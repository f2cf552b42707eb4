import { describe, expect, it } from "vitest";
import { createSessionCodec, isCrossOriginWrite, passwordMatches, safeNextPath } from "./auth.server.ts";

/** The Cookie header a browser would send back for a Set-Cookie value. */
const asCookieHeader = (setCookie: string) => setCookie.split(";")[0]!;

describe("operator session cookie", () => {
  const t0 = Date.UTC(2025, 0, 15, 12);
  const codec = createSessionCodec({ secrets: ["first-secret-0123456789"], secure: false });

  it("is http-only, SameSite=Lax, path / and carries a Max-Age of 12 h", async () => {
    const setCookie = await codec.issue(t0);
    expect(setCookie).toMatch(/^sam_operator=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("Max-Age=43200");
    expect(setCookie).not.toContain("Secure");
  });

  it("verifies its own signature until it expires", async () => {
    const header = asCookieHeader(await codec.issue(t0));
    expect(await codec.verify(header, t0 + 1)).toBe(true);
    expect(await codec.verify(header, t0 + 12 * 3_600_000 - 1)).toBe(true);
    expect(await codec.verify(header, t0 + 12 * 3_600_000)).toBe(false);
  });

  it("refuses a missing, tampered or foreign cookie", async () => {
    const header = asCookieHeader(await codec.issue(t0));
    expect(await codec.verify(null, t0)).toBe(false);
    expect(await codec.verify("other=1", t0)).toBe(false);
    const [name, value] = header.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const [payload, signature] = [decoded.slice(0, decoded.lastIndexOf(".")), decoded.slice(decoded.lastIndexOf(".") + 1)];
    // Longer expiry, same signature: refused.
    const forged = Buffer.from(JSON.stringify({ v: 1, exp: t0 + 10 ** 12 })).toString("base64");
    expect(await codec.verify(`${name}=${encodeURIComponent(`${forged}.${signature}`)}`, t0)).toBe(false);
    // Unsigned value: refused.
    expect(await codec.verify(`${name}=${encodeURIComponent(payload)}`, t0)).toBe(false);
    // Signed with another secret: refused.
    const stranger = createSessionCodec({ secrets: ["another-secret-9876543210"], secure: false });
    expect(await codec.verify(asCookieHeader(await stranger.issue(t0)), t0)).toBe(false);
  });

  it("rotates: the first secret signs, every listed secret verifies", async () => {
    const old = createSessionCodec({ secrets: ["old-secret-0123456789"], secure: false });
    const rotated = createSessionCodec({ secrets: ["new-secret-0123456789", "old-secret-0123456789"], secure: false });
    const oldCookie = asCookieHeader(await old.issue(t0));
    expect(await rotated.verify(oldCookie, t0 + 1)).toBe(true);
    const newCookie = asCookieHeader(await rotated.issue(t0));
    expect(await old.verify(newCookie, t0 + 1)).toBe(false);
    expect(await createSessionCodec({ secrets: ["new-secret-0123456789"], secure: false }).verify(newCookie, t0 + 1)).toBe(true);
  });

  it("refuses a validly signed value that claims a session longer than the TTL", async () => {
    const longer = createSessionCodec({ secrets: ["first-secret-0123456789"], secure: false, ttlMs: 48 * 3_600_000 });
    const header = asCookieHeader(await longer.issue(t0));
    expect(await codec.verify(header, t0 + 1)).toBe(false);
  });

  it("is Secure behind https and clears with an expired cookie", async () => {
    const secure = createSessionCodec({ secrets: ["first-secret-0123456789"], secure: true });
    expect(await secure.issue(t0)).toContain("Secure");
    const cleared = await codec.clear();
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
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
