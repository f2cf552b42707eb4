import { useTranslation } from "#app/components/i18n.tsx";

/** The buyer's private offers page (issue 8), shown on the success screens when outreach started. */
/**
 * The buyer's private page from a success screen. Issue 16: while the request waits for the
 * buyer to confirm their e-mail address, the link is NOT shown here (it is in the e-mail: whoever
 * typed someone else's address cannot confirm for them); the screen says what to do instead.
 */
export function OffersLink({ path, state }: { path: string | null | undefined; state?: string | null }) {
  const { t } = useTranslation("vehicle");
  if (state === "awaiting_confirmation") {
    return (
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950" data-testid="awaiting-confirmation">
        {t("confirmation.successEmail")}
      </p>
    );
  }
  if (!path) return null;
  return (
    <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3">
      {state === "awaiting_approval" ? <p className="mb-2 font-semibold text-slate-900" data-testid="awaiting-approval">{t("confirmation.successApproval")}</p> : null}
      <p className="text-sm text-slate-700">{t("success.offersIntro")}</p>
      <a href={path} className="mt-2 inline-block font-semibold text-brand-800 underline" data-testid="offers-link">
        {t("success.offersLink")}
      </a>
    </div>
  );
}
