import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type CreatedAt = ColumnType<string, string | undefined, never>;
type Timestamp = ColumnType<string, string | undefined, string>;
/** A column the database fills with a default when an insert leaves it out. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface VehicleSubmissionsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  brand: WithDefault<string>;
  condition: WithDefault<string>;
  model: WithDefault<string>;
  trim: WithDefault<string>;
  dealerships: WithDefault<number>;
  contact_method: WithDefault<string>;
  name: WithDefault<string>;
  email: WithDefault<string>;
  phone: WithDefault<string>;
  city: WithDefault<string>;
  privacy_level: WithDefault<string>;
  request_ref: string;
  language: WithDefault<string>;
  form_type: string;
  profile_json: string | null;
  idempotency_key: string | null;
}

export type WebhookStatus = "pending" | "sent" | "failed";

export interface ChatConversationsTable {
  id: Generated<number>;
  conversation_id: string;
  created_at: CreatedAt;
  user_message: WithDefault<string>;
  assistant_response: WithDefault<string>;
  full_history: WithDefault<string>;
  language: WithDefault<string>;
  email: WithDefault<string>;
  dealer_email_subject: WithDefault<string>;
  dealer_email_body: WithDefault<string>;
  webhook_status: ColumnType<WebhookStatus, WebhookStatus | undefined, WebhookStatus>;
  session_id: string | null;
  profile_json: string | null;
}

export interface PropertyEvaluationsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  property_type: string;
  estimated_value: WithDefault<string>;
  timeframe: WithDefault<string>;
  additional_info: WithDefault<string>;
  language: WithDefault<string>;
  idempotency_key: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  created_at: CreatedAt;
  name: string;
  email: string;
  phone: WithDefault<string>;
  subject: string;
  message: string;
  language: WithDefault<string>;
  idempotency_key: string | null;
}

export interface DraftsTable {
  id: string;
  kind: string;
  data: WithDefault<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ChatSessionsTable {
  id: string;
  owner: string;
  language: WithDefault<string>;
  history: WithDefault<string>;
  state: WithDefault<string>;
  status: ColumnType<"active" | "completed", "active" | "completed" | undefined, "active" | "completed">;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type DeliveryStatus = "pending" | "sending" | "sent" | "failed" | "dead";

export interface WebhookDeliveriesTable {
  id: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  channel: ColumnType<string, string | undefined, string>;
  form_type: string;
  payload: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  locked_until: number | null;
  last_status: number | null;
  last_error: string | null;
  last_response: string | null;
  sent_at: string | null;
  source_table: string | null;
  source_id: string | null;
}

export interface DeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  at: CreatedAt;
  http_status: number | null;
  error: string | null;
  response_excerpt: string | null;
  duration_ms: number;
}

export interface Database {
  vehicle_submissions: VehicleSubmissionsTable;
  chat_conversations: ChatConversationsTable;
  property_evaluations: PropertyEvaluationsTable;
  contact_messages: ContactMessagesTable;
  drafts: DraftsTable;
  chat_sessions: ChatSessionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
}

export type VehicleSubmission = Selectable<VehicleSubmissionsTable>;
export type NewVehicleSubmission = Insertable<VehicleSubmissionsTable>;
export type ChatConversation = Selectable<ChatConversationsTable>;
export type NewChatConversation = Insertable<ChatConversationsTable>;
export type PropertyEvaluation = Selectable<PropertyEvaluationsTable>;
export type NewPropertyEvaluation = Insertable<PropertyEvaluationsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type ChatSession = Selectable<ChatSessionsTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type WebhookDeliveryUpdate = Updateable<WebhookDeliveriesTable>;
export type DeliveryAttempt = Selectable<DeliveryAttemptsTable>;
