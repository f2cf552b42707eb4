import { describe, expect, it } from "vitest";
import { loggedPath } from "#app/platform/log.server.ts";

describe("loggedPath", () => {
  it("drops the query string and the fragment", () => {
    expect(loggedPath("/fr/contact?email=a%40b.ca&phone=514")).toBe("/fr/contact");
    expect(loggedPath("/admin/chats#x")).toBe("/admin/chats");
  });
  it("replaces the tokens of private links", () => {
    expect(loggedPath("/offre/abc123")).toBe("/offre/:token");
    expect(loggedPath("/en/request/abc123?x=1")).toBe("/en/request/:token");
    expect(loggedPath("/desabonnement/abc123/extra")).toBe("/desabonnement/:token/extra");
    expect(loggedPath("/en/unsubscribe/t.data")).toBe("/en/unsubscribe/:token");
    expect(loggedPath("/offres")).toBe("/offres");
    expect(loggedPath("/fr/confidentialite/acces/abc123/donnees")).toBe("/fr/confidentialite/acces/:token/donnees");
    expect(loggedPath("/en/privacy/access/abc123")).toBe("/en/privacy/access/:token");
    expect(loggedPath("/confirmer/abc123")).toBe("/confirmer/:token");
    expect(loggedPath("/en/confirm/abc123")).toBe("/en/confirm/:token");
  });
});
