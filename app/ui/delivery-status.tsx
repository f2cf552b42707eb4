import { useEffect, useState } from "react";
import { type Lang, localePath } from "#app/platform/language.ts";

export type DeliveryState = { status: string; attempts: number; lastStatus: number | null; lastError: string | null };

/**
 * Follows one outbox delivery (`/admin/deliveries/status`) once a second until it is sent or
 * dead (or a minute has passed), for the test pages' "Webhook Success / Failed".
 */
export function useDeliveryStatus(id: string | null, lang: Lang): DeliveryState | null {
  const [state, setState] = useState<DeliveryState | null>(null);
  useEffect(() => {
    setState(null);
    if (!id) return;
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      polls++;
      try {
        const res = await fetch(`${localePath("/admin/deliveries/status", lang)}?id=${encodeURIComponent(id)}`, { cache: "no-store" });
        if (res.ok && !stopped) {
          const next = (await res.json()) as DeliveryState;
          setState(next);
          if (next.status === "sent" || next.status === "dead") return;
        }
      } catch {
        // try again below
      }
      if (!stopped && polls < 60) timer = setTimeout(poll, 1_000);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [id, lang]);
  return state;
}

/** "Webhook Success" once sent, "Webhook Failed" once an attempt failed; null while waiting. */
export function deliveryOutcome(state: DeliveryState | null): "success" | "failed" | null {
  if (!state) return null;
  if (state.status === "sent") return "success";
  if (state.status === "failed" || state.status === "dead") return "failed";
  return null;
}
