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

/** SPEC §3 vehicleData: all text, in the spec's French canonical values. */
export type VehicleData = {
  brand: string;
  condition: string; // 'Neuf' | 'Usagé'
  model: string;
  trim: string;
  dealerships: string; // a number held as text
  contact: string; // 'Courriel' | 'SMS' | 'Les deux'
  name: string;
  emailPhone: string; // email and phone joined by ' et '
  city: string;
  privacy: string; // option A or B text (SPEC §3)
};

/** SPEC §3 buyer profile extracted from a conversation (all optional text after cleaning). */
export type BuyerProfile = Partial<{
  brand: string;
  newUsed: string;
  model: string;
  trim: string;
  powertrain: string;
  drivetrain: string;
  options: string;
  color: string;
  payment: string;
  termBudget: string;
  tradeIn: string;
  tradeInDetails: string;
  dealerships: string;
  contact: string;
  name: string;
  emailPhone: string;
  city: string;
  privacy: string;
}>;

/** SPEC §3 privacy options, verbatim. */
export const PRIVACY_A = "A) Partager mes infos avec les concessionnaires gagnants seulement";
export const PRIVACY_B = "B) Ne pas partager - Sam relaie tout";
