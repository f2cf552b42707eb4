import { useEffect, useState } from "react";

/** True once React has hydrated (false during server rendering and in browsers without JS). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Tells the action that the post came from the hydrated page (it then answers with data instead of
 * a redirect, so the page can show a transient status and dispatch the `webhook-log` event).
 */
export function JsMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name="js" value="1" /> : null;
}

/**
 * A status that shows while `active`, and with JavaScript goes back to idle `ms` later (SPEC §4:
 * 3 s for the contact and property forms). `token` restarts the timer for each new result.
 * Server-rendered (no JS) it simply stays visible.
 */
export function useTransientStatus(active: boolean, token: unknown, ms = 3000): boolean {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    setVisible(active);
    if (!active) return;
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, [active, token, ms]);
  return visible;
}

export function SuccessBox({ title, body }: { title: string; body: string }) {
  return (
    <div className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900" data-testid="form-success">
      <p className="font-semibold">
        <span aria-hidden="true">✓ </span>
        {title}
      </p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}

export function ErrorBox({ title, body }: { title: string; body: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900" data-testid="form-error">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {title}
      </p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}
