import type { ColumnType, Generated, Selectable } from "kysely";

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
  /** Migration 0090: when the payload copy was redacted (erasure, or 30 days after sending). */
  redacted_at: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface DealersTable {
  id: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  name: string;
  /** JSON array of catalogue brand names. */
  brands: WithDefault<string>;
  city: string;
  address: WithDefault<string>;
  email: string;
  phone: WithDefault<string>;
  language: WithDefault<string>;
  active: WithDefault<number>;
  opted_out: WithDefault<number>;
  opted_out_at: string | null;
  unsubscribe_token: string;
}

export type RequestKind = "submission" | "chat";

export interface BuyerRequestsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  request_kind: RequestKind;
  request_id: number;
  request_ref: WithDefault<string>;
  token: string;
  language: WithDefault<string>;
  vehicle_json: WithDefault<string>;
  brand: WithDefault<string>;
  city: WithDefault<string>;
  privacy: WithDefault<string>;
  first_name: WithDefault<string>;
  dealers_wanted: WithDefault<number>;
  dealers_found: WithDefault<number>;
  match_note: WithDefault<string>;
  deadline_at: string;
  first_offer_notified_at: string | null;
  deadline_notified_at: string | null;
  chosen_offer_id: number | null;
  chosen_at: string | null;
  negotiation: WithDefault<NegotiationState>;
  negotiation_ends_at: string | null;
  negotiation_closed_at: string | null;
  /** Migration 0021: dealers are contacted only once the request is 'active'. */
  state: WithDefault<BuyerRequestState>;
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0090: erased at the buyer's request or by retention; the link answers 410. */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Decision 033 (migration 0095): none found at confirmation → searched again at this time, once. */
  widen_due_at: ColumnType<string | null, string | null | undefined, string | null>;
  widened_at: ColumnType<string | null, string | null | undefined, string | null>;
  widen_outcome: WithDefault<WidenOutcome>;
  widen_nearest_km: ColumnType<number | null, number | null | undefined, number | null>;
  /** Decision 041 (migration 0100): the e-mailed confirmation link, kept as hashes; single-purpose, expiring. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_address_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_used_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Decision 059 (migration 0128): the texted confirmation link (its own token, bound to the number) and the channel that confirmed. */
  confirm_sms_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_sms_to_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_via: ColumnType<ConfirmedVia | null, ConfirmedVia | null | undefined, ConfirmedVia | null>;
  /** Decision 055: the digest of the wording the buyer approved, when, and their last correction. */
  reviewed_digest: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  corrected_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Decision 059: the channel whose confirmation link confirmed a request. */
export type ConfirmedVia = "email" | "sms";

/** Decision 033: '' before (or without) a widened search, then 'widened' (dealers contacted) or 'none'. */
export type WidenOutcome = "" | "widened" | "none";

export type BuyerRequestState = "awaiting_confirmation" | "awaiting_approval" | "active";

/** Round 2: '' before it, 'open' while dealers may beat the best price, then 'closed'; 'skipped' with fewer than two offers. */
export type NegotiationState = "" | "open" | "closed" | "skipped";

export type DealerRequestStatus = "queued" | "sent" | "opened" | "answered" | "chosen";

export interface DealerRequestsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  buyer_request_id: number;
  request_kind: RequestKind;
  request_id: number;
  dealer_id: number;
  rank: number;
  distance_km: number | null;
  token: string;
  status: ColumnType<DealerRequestStatus, DealerRequestStatus | undefined, DealerRequestStatus>;
  delivery_id: string | null;
  sent_at: string | null;
  opened_at: string | null;
  answered_at: string | null;
  deadline_at: string;
  expires_at: string;
  rules_accepted_at: string | null;
  round2_notice: "standing" | "reminder" | null;
  round2_revised_at: string | null;
}

export interface OffersTable {
  id: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  dealer_request_id: number;
  price_cents: number;
  fees_json: WithDefault<string>;
  flagged_fees_cents: WithDefault<number>;
  availability: WithDefault<string>;
  available_on: string | null;
  financing_kind: WithDefault<string>;
  financing_rate: number | null;
  financing_term_months: number | null;
  financing_payment_cents: number | null;
  trade_in_cents: number | null;
  valid_until: string;
  note: WithDefault<string>;
  revision: WithDefault<number>;
  first_price_cents: number | null;
  first_flagged_fees_cents: number | null;
  /** Decision 047 (migration 0115): the offered vehicle's facts and the full cost of a financing or lease. */
  model_year: number | null;
  colour: WithDefault<string>;
  stock_or_vin: WithDefault<string>;
  financing_down_cents: number | null;
  lease_residual_cents: number | null;
}

/** Operator sessions kept on the server (migration 0020). */
export interface OperatorSessionsTable {
  id_hash: string;
  created_at: number;
  expires_at: number;
  password_tag: string;
}

/** Migration 0090: privacy actions, without personal data. */
export interface PrivacyAuditTable {
  id: string;
  at: number;
  action: string;
  subject: string;
  actor: string;
  reference: WithDefault<string>;
  counts: WithDefault<string>;
}

/** Migration 0090: the e-mailed 24-hour links of the privacy page. */
export interface PrivacyLinksTable {
  token_hash: string;
  email: string;
  language: WithDefault<string>;
  created_at: number;
  expires_at: number;
}

/** Migration 0101: the privacy page's anonymous link requests, counted per UTC day (YYYY-MM-DD). */
export interface PrivacyLinkRequestsTable {
  day: string;
  requested: WithDefault<number>;
  known: WithDefault<number>;
}

/**
 * rate-limiter-flexible's counts (migration 0105): request limits, the sign-in back-off and the
 * daily quotas of every instance (app/platform/limits.server.ts).
 */
export interface RateLimitsTable {
  key: string;
  points: WithDefault<number>;
  /** Epoch milliseconds when the count is forgotten; null = never. */
  expire: number | null;
}

/** Decision 054: an entry of the knowledge base Sam answers questions back from. */
export interface KnowledgeEntriesTable {
  id: Generated<number>;
  slug: string;
  /** JSON arrays of strings. */
  questions_fr: WithDefault<string>;
  questions_en: WithDefault<string>;
  answer_fr: string;
  answer_en: string;
  link_fr: WithDefault<string>;
  link_en: WithDefault<string>;
  tags: WithDefault<string>;
  checked_on: string | null;
  source: ColumnType<"seed" | "operator", "seed" | "operator" | undefined, "seed" | "operator">;
  operator_edited_at: string | null;
  retired_at: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One row (id 1): bumped with every change to the entries, so every instance rebuilds its index. */
export interface KnowledgeVersionTable {
  id: number;
  version: number;
  changed_at: number;
}

export type KnowledgeGapStatus = "open" | "answered" | "dismissed";

/** A question Sam answered below the confidence threshold (redacted), for the operator. */
export interface KnowledgeGapsTable {
  id: Generated<number>;
  question_key: string;
  question: string;
  language: WithDefault<string>;
  asked_count: WithDefault<number>;
  first_asked_at: string;
  last_asked_at: string;
  closest_entry_id: number | null;
  closest_confidence: WithDefault<number>;
  status: ColumnType<KnowledgeGapStatus, KnowledgeGapStatus | undefined, KnowledgeGapStatus>;
  entry_id: number | null;
  resolved_at: string | null;
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
  dealers: DealersTable;
  buyer_requests: BuyerRequestsTable;
  dealer_requests: DealerRequestsTable;
  offers: OffersTable;
  operator_sessions: OperatorSessionsTable;
  privacy_audit: PrivacyAuditTable;
  privacy_links: PrivacyLinksTable;
  privacy_link_requests: PrivacyLinkRequestsTable;
  rate_limits: RateLimitsTable;
  knowledge_entries: KnowledgeEntriesTable;
  knowledge_version: KnowledgeVersionTable;
  knowledge_gaps: KnowledgeGapsTable;
}

export type VehicleSubmission = Selectable<VehicleSubmissionsTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type Dealer = Selectable<DealersTable>;
export type BuyerRequest = Selectable<BuyerRequestsTable>;
export type DealerRequest = Selectable<DealerRequestsTable>;
export type Offer = Selectable<OffersTable>;
export type KnowledgeEntryRow = Selectable<KnowledgeEntriesTable>;
