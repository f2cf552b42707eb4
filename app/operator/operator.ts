/** The thrown data of the operator "not configured" page (shown by the login page while ADMIN_PASSWORD is unset). */
export type NotConfiguredData = {
  reason: "operator-not-configured";
  title: string;
  body: string;
  howTo: string;
  sessionHint: string | null;
};

/** The outbox statuses an operator can filter on (`webhook_deliveries.status`). */
export const deliveryStatuses = ["pending", "sending", "sent", "failed", "dead"] as const;
export type DeliveryStatusFilter = (typeof deliveryStatuses)[number];
