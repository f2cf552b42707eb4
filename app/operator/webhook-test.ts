import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";

/** The webhook test page's scenarios (SPEC §2, §7.2). */
export const webhookTestScenarios = ["basic", "full", "error"] as const;
export type WebhookTestScenario = (typeof webhookTestScenarios)[number];

/** Where the error scenario sends: the discard port on this machine, which refuses connections. */
export const INVALID_WEBHOOK_URL = "http://127.0.0.1:9/";

export function isWebhookTestScenario(value: unknown): value is WebhookTestScenario {
  return typeof value === "string" && (webhookTestScenarios as readonly string[]).includes(value);
}

/** The sample texts of a test payload, in the page's language (`admin:webhookTest.payload.*`). */
export type PayloadText = (
  key: "basic" | "direct" | "error" | "user" | "assistant" | "subject" | "body",
  vars?: { year: number },
) => string;

/** The JSON a scenario posts (`direct` is the connection test's minimal body). */
export function webhookTestPayload(scenario: WebhookTestScenario | "direct", text: PayloadText, now: Date): Record<string, unknown> {
  const timestamp = now.toISOString();
  if (scenario === "basic") return { test: true, message: text("basic"), timestamp, source: "webhook-test" };
  if (scenario === "direct") return { test: true, message: text("direct"), timestamp, source: "webhook-test-direct" };
  if (scenario === "error") return { test: true, message: text("error"), timestamp, source: "webhook-test-error" };
  const fullHistory = [
    { role: "user" as const, content: text("user") },
    { role: "assistant" as const, content: text("assistant") },
  ];
  return {
    test: true,
    source: "webhook-test",
    message: text("user"),
    response: text("assistant"),
    timestamp,
    conversationId: `conv_${now.getTime()}`,
    email: "test@example.com",
    fullHistory,
    emailDealerSubject: text("subject", { year: now.getFullYear() }),
    emailDealerBody: text("body"),
    formType: "webhook-test",
  };
}

/** What one test send came to, as the page shows it. */
export type WebhookTestResult = {
  scenario: WebhookTestScenario | "direct";
  target: string;
  payload: Record<string, unknown>;
  success: boolean;
  status: number | null;
  statusText: string;
  body: string;
  error: string | null;
  durationMs: number;
  log: WebhookLogEntry;
};
