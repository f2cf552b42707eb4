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
