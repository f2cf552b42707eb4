import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "#tests/receiver.ts";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";
import { buyers } from "../corpus/chat-buyers.ts";

/**
 * A share of the corpus through the real chat with JavaScript off: form posts to the built server,
 * the redirect's `?c=` followed, then the saved row and the webhook the receiver got checked.
 */
const share = buyers.filter((_, i) => i % 4 === 1);

let server: Awaited<ReturnType<typeof startServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  // An SMS sender is configured (the receiver answers its posts): the corpus's buyers are asked
  // their contact preference, SMS included (decision 046).
  server = await startServer({ WEBHOOK_URL: receiver.url, SMS_URL: receiver.url.replace(/\/hook$/, "/sms"), SMS_FROM: "+14385550100" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await server?.cleanup();
  await receiver?.close();
});

describe("the corpus through the real chat, JavaScript off", () => {
  it("takes a share of both languages", () => {
    expect(share.length).toBeGreaterThanOrEqual(10);
    expect(new Set(share.map((b) => b.lang)).size).toBe(2);
  });

  for (const buyer of share) {
    it(`${buyer.id}: completes by form posts; the row and the webhook carry every field`, async () => {
      const path = buyer.lang === "en" ? "/en/chat" : "/chat";
      let cookie = "";
      let c: string | null = null;
      for (const message of buyer.turns) {
        const body = new URLSearchParams({ message, website: "", ...(c ? { c } : {}) });
        const res: Response = await fetch(`${server.base}${path}${c ? `?c=${c}` : ""}`, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
          redirect: "manual",
        });
        expect(res.status, `${buyer.id}: "${message}"`).toBe(302);
        const setCookie = res.headers.get("set-cookie");
        if (setCookie) cookie = setCookie.split(";")[0]!;
        const location: URL = new URL(res.headers.get("location")!, server.base);
        c = location.searchParams.get("c");
        expect(c).toMatch(/^chat_[a-f0-9]{24}$/);
      }
      // The page after the last post shows the completion.
      const page = await (await fetch(`${server.base}${path}?c=${c}`, { headers: { cookie } })).text();
      expect(page).toMatch(buyer.lang === "fr" ? /Parfait ! Je mets la pression/ : /Perfect! I(’|'|&#x27;)m putting pressure/);

      const { row, request } = await withServerDb(server, async (db) => {
        const row = await db.get<{ id: number; profile_json: string; email: string }>(
          "select id, profile_json, email from chat_conversations where session_id = ?",
          c,
        );
        const request = row
          ? await db.get<{ request_ref: string; state: string }>(
              "select request_ref, state from buyer_requests where request_kind = 'chat' and request_id = ?",
              row.id,
            )
          : undefined;
        return { row, request };
      });
      // The completion card: the reference, and the honest next step (the e-mail confirmation comes first).
      expect(request, `${buyer.id}: no outreach`).toBeDefined();
      expect(page).toContain(request!.request_ref);
      if (request!.state === "awaiting_confirmation") {
        expect(page).toContain('data-status="awaiting_confirmation"');
        expect(page).not.toContain('data-testid="offers-link"');
      } else {
        expect(page).toContain('data-testid="offers-link"');
      }
      expect(row, `${buyer.id}: no saved conversation`).toBeDefined();
      const profile = JSON.parse(row!.profile_json) as Record<string, string>;
      for (const [field, want] of Object.entries(buyer.expect)) {
        if (want instanceof RegExp) expect(profile[field], `${buyer.id} ${field}`).toMatch(want);
        else expect(profile[field], `${buyer.id} ${field}`).toBe(want);
      }
      for (const field of buyer.absent ?? []) expect(profile[field], `${buyer.id} ${field}`).toBeUndefined();
      for (const i of buyer.questions ?? []) expect(Object.values(profile)).not.toContain(buyer.turns[i]);

      // The webhook: delivered by the outbox to the receiver, carrying the same request.
      const deadline = Date.now() + 15_000;
      let payload:
        | { email: string; emailDealerSubject: string; emailDealerBody: string; fullHistory: Array<{ role: string; content: string }> }
        | undefined;
      while (!payload && Date.now() < deadline) {
        payload = receiver.received
          .map((r) => JSON.parse(r.body))
          .find(
            (p) =>
              p.formType === "chat" &&
              p.fullHistory?.some((t: { content: string }) => t.content === buyer.turns[0]) &&
              p.fullHistory.length === buyer.turns.length * 2,
          );
        if (!payload) await new Promise((r) => setTimeout(r, 100));
      }
      expect(payload, `${buyer.id}: no webhook`).toBeDefined();
      if (profile.email) expect(payload!.email).toBe(profile.email);
      const decoded = payload!.emailDealerBody.replace(/&#39;/g, "'").replace(/&amp;/g, "&");
      for (const field of ["brand", "model", "city"] as const) expect(decoded, `${buyer.id} webhook ${field}`).toContain(profile[field]);
      expect(payload!.emailDealerSubject).toContain(profile.model);
      expect(payload!.fullHistory.at(-1)!.content).toContain("🚀");
    });
  }
});
