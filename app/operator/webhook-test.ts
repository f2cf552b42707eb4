import type { Lang } from "#app/platform/language.ts";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";

/** The webhook test page's scenarios (SPEC §2, §7.2). */
export const webhookTestScenarios = ["basic", "full", "error"] as const;
export type WebhookTestScenario = (typeof webhookTestScenarios)[number];

/** Where the error scenario sends: the discard port on this machine, which refuses connections. */
export const INVALID_WEBHOOK_URL = "http://127.0.0.1:9/";

export function isWebhookTestScenario(value: unknown): value is WebhookTestScenario {
  return typeof value === "string" && (webhookTestScenarios as readonly string[]).includes(value);
}

const texts = {
  fr: {
    basic: "Test de webhook basique depuis la page de test de Sam",
    direct: "Test de connexion directe depuis la page de test de Sam",
    error: "Test de gestion d'erreur (adresse invalide)",
    user: "Je cherche un Toyota RAV4 hybride neuf, traction intégrale.",
    assistant: "Parfait ! Je mets la pression sur 5 concessionnaires à Montréal. 🚀",
    subject: "Demande urgente de soumission véhicule - Toyota RAV4 {year} - Client prêt à acheter",
    body: "<p>Test : courriel aux concessionnaires (contenu d'exemple).</p>",
  },
  en: {
    basic: "Basic webhook test from the Sam test page",
    direct: "Direct connection test from the Sam test page",
    error: "Error handling test (invalid address)",
    user: "I'm looking for a new Toyota RAV4 hybrid, all-wheel drive.",
    assistant: "Perfect! I'm putting pressure on 5 dealerships in Montreal. 🚀",
    subject: "Urgent Vehicle Quote Request - Toyota RAV4 {year} - Client Ready to Purchase",
    body: "<p>Test: dealer e-mail (sample content).</p>",
  },
} as const;

/** The JSON a scenario posts (`direct` is the connection test's minimal body). */
export function webhookTestPayload(scenario: WebhookTestScenario | "direct", lang: Lang, now: Date): Record<string, unknown> {
  const t = texts[lang];
  const timestamp = now.toISOString();
  if (scenario === "basic") return { test: true, message: t.basic, timestamp, source: "webhook-test" };
  if (scenario === "direct") return { test: true, message: t.direct, timestamp, source: "webhook-test-direct" };
  if (scenario === "error") return { test: true, message: t.error, timestamp, source: "webhook-test-error" };
  const fullHistory = [
    { role: "user" as const, content: t.user },
    { role: "assistant" as const, content: t.assistant },
  ];
  return {
    test: true,
    source: "webhook-test",
    message: t.user,
    response: t.assistant,
    timestamp,
    conversationId: `conv_${now.getTime()}`,
    email: "test@example.com",
    fullHistory,
    emailDealerSubject: t.subject.replace("{year}", String(now.getFullYear())),
    emailDealerBody: t.body,
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
