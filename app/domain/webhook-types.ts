import type { ProfileField, StepField } from "./questionnaire.ts";

/** SPEC §7: the formType of each webhook origin (the chat completion has none in the spec; we use "chat"). */
export const formTypes = [
  "chat",
  "vehicle-consultation",
  "step-by-step-vehicle-form",
  "auto-submitted-vehicle-form",
  "property-evaluation",
  "contact",
  "auto-test-vehicle-form",
] as const;
export type FormType = (typeof formTypes)[number];

export type HistoryTurn = { role: "user" | "assistant"; content: string };

/** SPEC §3 webhook payload, general shape; variants add the optional fields. */
export type WebhookPayload = {
  message: string;
  response: string;
  timestamp: string;
  conversationId: string;
  email: string;
  fullHistory: HistoryTurn[];
  emailDealerSubject: string;
  emailDealerBody: string;
  formType?: string;
  requestRef?: string;
  submissionId?: string;
  contactData?: Record<string, string>;
  vehicleData?: Record<string, string>;
  propertyData?: Record<string, string>;
};

/** SPEC §3 webhook log entry, dispatched in the browser as the `webhook-log` event. */
export type WebhookLogEntry = {
  id: string;
  timestamp: string;
  formType: string;
  payload: unknown;
  success: boolean;
  response?: { status: number; body: string };
  error?: string;
};

/** SPEC §3 vehicleData: all text, in the spec's French canonical values (keys: the registry's form questions). */
export type VehicleData = Record<StepField, string>;

/** SPEC §3 buyer profile extracted from a conversation (all optional text after cleaning; keys: the registry's chat fields). */
export type BuyerProfile = Partial<Record<ProfileField, string>>;

/** SPEC §3 privacy options, verbatim. */
export { PRIVACY_A, PRIVACY_B } from "./questionnaire.ts";
