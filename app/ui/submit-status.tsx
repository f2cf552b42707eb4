import { useEffect, useState } from "react";
import { useHydrated } from "#app/platform/hydrated.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { Icon } from "#app/ui/icons.tsx";

export { useHydrated };

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
        <Icon name="checkCircle" className="mr-1 inline size-5 align-[-4px]" />
        {title}
      </p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}

/** Answers to complete: an amber box that says how many and what to do (no "failure" wording). */
export function GuidanceBox({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="form-guidance">
      <p className="font-semibold">
        <Icon name="info" className="mr-1 inline size-5 align-[-4px]" />
        {t("form.missing", { count })}
      </p>
      <p className="mt-1 text-sm">{t("form.missingBody")}</p>
    </div>
  );
}

export function ErrorBox({ title, body }: { title: string; body: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900" data-testid="form-error">
      <p className="font-semibold">
        <Icon name="alert" className="mr-1 inline size-5 align-[-4px]" />
        {title}
      </p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}

/** A post refused past the address's daily quota (decision 042): what happened and what to do. */
export function QuotaBox() {
  const { t } = useTranslation();
  return <ErrorBox title={t("quota.title")} body={t("quota.body")} />;
}

/** What storeFormAction answers a hydrated page (see `#app/platform/stored-form.server.ts`). */
/** The texts of a stored form's status and submit button, from its own namespace. */
type StoredFormTexts = (
  key: "success.title" | "success.body" | "error.title" | "error.body" | "error.fields" | "sending" | "submit",
) => string;

/** Above a stored form: the success message (announced), or the box for a failed save or invalid answers. */
export function StoredFormStatus({
  t,
  showSuccess,
  failed,
  limited,
  invalid,
  missing,
}: {
  t: StoredFormTexts;
  showSuccess: boolean;
  failed: boolean;
  /** Refused past the address's daily quota: nothing was stored. */
  limited?: boolean;
  invalid: boolean;
  /** Answers still to complete — worded as guidance ("Il reste 2 réponses à compléter"), not a failure. */
  missing?: number;
}) {
  return (
    <>
      <div aria-live="polite" role="status" className="mt-4 empty:hidden">
        {showSuccess ? <SuccessBox title={t("success.title")} body={t("success.body")} /> : null}
      </div>
      {failed ? (
        <div className="mt-4">
          <ErrorBox title={t("error.title")} body={t("error.body")} />
        </div>
      ) : limited ? (
        <div className="mt-4">
          <QuotaBox />
        </div>
      ) : invalid && missing ? (
        <div className="mt-4">
          <GuidanceBox count={missing} />
        </div>
      ) : invalid ? (
        <div className="mt-4">
          <ErrorBox title={t("error.title")} body={t("error.fields")} />
        </div>
      ) : null}
    </>
  );
}

/** A stored form's submit button: disabled with a spinner while it is being sent. */
export function StoredFormSubmit({ t, sending }: { t: StoredFormTexts; sending: boolean }) {
  return (
    <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
      {sending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {t("sending")}
        </>
      ) : (
        t("submit")
      )}
    </button>
  );
}
