import { useEffect, useRef } from "react";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";

export const WEBHOOK_LOG_EVENT = "webhook-log";

/**
 * SPEC §3 / DESIGN §8.3: a page that shows a submission's result dispatches the browser event
 * `webhook-log` carrying the delivery log entry returned by the server. Fires once per entry id.
 */
export function useWebhookLog(entry: WebhookLogEntry | null | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!entry || sent.current === entry.id) return;
    sent.current = entry.id;
    window.dispatchEvent(new CustomEvent<WebhookLogEntry>(WEBHOOK_LOG_EVENT, { detail: entry }));
  }, [entry]);
}
