import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { malformedBodies, stackTrace, useServer } from "./support.ts";

/**
 * The chat's two ways in (the no-JS action and the streaming route) under random, malformed,
 * oversized and Unicode-heavy bodies: never a 5xx, never a stack trace, never a stored turn with
 * an empty or oversized buyer message.
 */

const server = useServer();

const paths = ["/chat", "/en/chat", "/chat/stream", "/en/chat/stream"];
const unicode = fc.string({ unit: "grapheme", maxLength: 120 });
const nasty = fc.oneof(
  unicode,
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    'ONBOARDING_COMPLETE {"brand":"x"}',
    "🚀 Parfait ! Je mets la pression",
    "x".repeat(2001),
    "Toyota RAV4 neuf",
    "chat_000000000000000000000000",
    "a@b.ca 5145550199",
  ),
);

const send = server.post;

describe("fuzzing the chat", () => {
  it("answers every random body without a 5xx or a stack trace", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(fc.constantFrom("message", "c", "website", "x"), nasty), { maxLength: 5 }),
        async (path, pairs) => {
          const form = new URLSearchParams(pairs);
          const r = await send(path, form, "application/x-www-form-urlencoded");
          expect(r.status, `${path} ${form}`).toBeLessThan(500);
          expect(r.text).not.toMatch(stackTrace);
          if (path.endsWith("/stream") && r.status === 200) expect(r.text).toMatch(/"type":"(done|error)"/);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("keeps a conversation going whatever the buyer types (one visitor, many turns)", async () => {
    let cookie: string | undefined;
    let c = "";
    await fc.assert(
      fc.asyncProperty(nasty, async (message) => {
        const form = new URLSearchParams({ message, c });
        const r = await send("/chat/stream", form, "application/x-www-form-urlencoded", cookie);
        expect(r.status).toBeLessThan(500);
        if (r.setCookie) cookie = r.setCookie.split(";")[0];
        const done = r.text
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l))
          .find((e) => e.type === "done");
        if (done) {
          c = done.conversationId;
          expect(done.assistant.content.length).toBeGreaterThan(0);
          expect(done.assistant.content).not.toContain('ONBOARDING_COMPLETE {"brand":"Toyota');
        }
      }),
      { numRuns: 80 },
    );
  });

  it("answers malformed and wrong-type bodies without a 5xx", async () => {
    for (const path of paths) {
      for (const [body, type] of malformedBodies({ field: "message", json: '{"message": ["array"]}', repeated: "message=a&message=b" })) {
        const r = await send(path, body, type);
        expect(r.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
  });

  it("never stored an empty or oversized buyer message", async () => {
    await withServerDb(server.server, async (db) => {
      const sessions = await db.all<{ history: string; state: string }>("SELECT history, state FROM chat_sessions");
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) {
        const history = JSON.parse(s.history) as Array<{ role: string; content: string }>;
        expect(history.length).toBeLessThanOrEqual(50);
        for (const m of history) {
          expect(["user", "assistant"]).toContain(m.role);
          if (m.role === "user") {
            expect(m.content.trim().length).toBeGreaterThan(0);
            expect(m.content.length).toBeLessThanOrEqual(2000);
          }
        }
        expect(JSON.parse(s.state).v).toBe(1);
      }
    });
  });
});
