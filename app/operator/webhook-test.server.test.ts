import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { describeTarget, sendTestWebhook } from "#app/operator/webhook-test.server.ts";
import { INVALID_WEBHOOK_URL, webhookTestPayload } from "#app/operator/webhook-test.ts";
import { translate } from "#app/platform/texts.ts";
import { startReceiver } from "#tests/receiver.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe("sendTestWebhook (real receiver on 127.0.0.1)", () => {
  it("posts the scenario's JSON, signed, and reports status, status text and body", async () => {
    const receiver = await startReceiver(() => ({ status: 200, body: '{"ok":true}' }));
    cleanups.push(receiver.close);
    const payload = webhookTestPayload(
      "basic",
      (key, vars) => translate("fr", "admin", `webhookTest.payload.${key}`, vars),
      new Date("2025-01-15T12:00:00Z"),
    );
    const outcome = await sendTestWebhook({ url: receiver.url, payload, formType: "webhook-test", secret: SECRET });
    expect(outcome).toMatchObject({ success: true, status: 200, statusText: "OK", body: '{"ok":true}', error: null });
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0];
    expect(JSON.parse(body)).toEqual({
      test: true,
      message: expect.any(String),
      timestamp: "2025-01-15T12:00:00.000Z",
      source: "webhook-test",
    });
    // The signature verifies with the standard library.
    expect(() => new Webhook(SECRET).verify(body, headers as Record<string, string>)).not.toThrow();
    expect(outcome.log).toMatchObject({ id: headers["webhook-id"], formType: "webhook-test", success: true, response: { status: 200 } });
  });

  it("reports a non-2xx answer as 'HTTP {status}: {statusText}' with the response", async () => {
    const receiver = await startReceiver(() => ({ status: 503, body: "down for maintenance" }));
    cleanups.push(receiver.close);
    const outcome = await sendTestWebhook({ url: receiver.url, payload: { test: true }, formType: "webhook-test" });
    expect(outcome.success).toBe(false);
    expect(outcome.status).toBe(503);
    expect(outcome.body).toBe("down for maintenance");
    expect(outcome.error).toBe("HTTP 503: Service Unavailable - down for maintenance");
  });

  it("reports a refused connection (the error scenario's invalid address) without throwing", async () => {
    const outcome = await sendTestWebhook({ url: INVALID_WEBHOOK_URL, payload: { test: true }, formType: "webhook-test" });
    expect(outcome.success).toBe(false);
    expect(outcome.status).toBeNull();
    expect(outcome.error).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("gives up after its timeout", async () => {
    const receiver = await startReceiver(() => "hang");
    cleanups.push(receiver.close);
    const outcome = await sendTestWebhook({ url: receiver.url, payload: { test: true }, formType: "webhook-test", timeoutMs: 200 });
    expect(outcome).toMatchObject({ success: false, status: null, error: "Timeout after 0.2 s" });
  });
});

describe("webhook test scenarios", () => {
  it("the full scenario carries the spec's general payload shape", () => {
    const now = new Date("2025-01-15T12:00:00Z");
    const payload = webhookTestPayload("full", (key, vars) => translate("en", "admin", `webhookTest.payload.${key}`, vars), now);
    expect(Object.keys(payload)).toEqual(
      expect.arrayContaining([
        "message",
        "response",
        "timestamp",
        "conversationId",
        "email",
        "fullHistory",
        "emailDealerSubject",
        "emailDealerBody",
        "formType",
      ]),
    );
    expect(payload.conversationId).toBe(`conv_${now.getTime()}`);
    expect(payload.emailDealerSubject).toBe("Urgent Vehicle Quote Request - Toyota RAV4 2025 - Client Ready to Purchase");
  });

  it("describes a target without its query string", () => {
    expect(describeTarget("https://hooks.example/abc?token=secret")).toBe("https://hooks.example/abc");
    expect(describeTarget("not a url")).toBe("");
  });
});
