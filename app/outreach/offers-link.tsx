import { useLoaderData } from "react-router";
import type { RequestStatus as Status } from "#app/outreach/request-state.ts";
import { RequestStatus } from "#app/outreach/request-status.tsx";
import { useTranslation } from "#app/platform/i18n.tsx";
import { PrivacyNotice } from "#app/ui/trust.tsx";

type Where = { brand: string; city: string; sentTo?: string; smsTo?: string; deadline?: string; searchAgain?: string };

/**
 * The request's real state on a success screen (`RequestStatus`), then the buyer's
 * private page. While the request waits for the buyer to confirm their e-mail address,
 * the link is NOT shown here (it is in the e-mail: whoever typed someone else's address cannot
 * confirm for them).
 *
 * `status`/`where` come from `offersOf` (app/outreach/start.server.ts). A page that spreads
 * `offersOf` into its loader data but does not pass them (the single form) is read through
 * `useLoaderData`, so its success view is honest too.
 */
export function OffersLink({
  path,
  state,
  status,
  where,
}: {
  path: string | null | undefined;
  state?: string | null;
  status?: Status | null;
  where?: Where | null;
}) {
  const { t } = useTranslation("vehicle");
  const fromLoader = useLoaderData<{ offersStatus?: Status | null; offersWhere?: Where | null } | undefined>();
  const shown = status ?? fromLoader?.offersStatus ?? null;
  const place = where ?? fromLoader?.offersWhere ?? null;
  if (!shown && state === "awaiting_confirmation") {
    return (
      <p
        className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950"
        data-testid="awaiting-confirmation"
      >
        {t("confirmation.successEmail")}
      </p>
    );
  }
  return (
    <>
      {shown ? (
        <RequestStatus
          status={shown}
          brand={place?.brand}
          city={place?.city}
          sentTo={place?.sentTo}
          smsTo={place?.smsTo}
          deadline={place?.deadline}
          searchAgain={place?.searchAgain}
          headingLevel={3}
        />
      ) : null}
      {path ? (
        <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3">
          <p className="text-sm text-slate-700">{t("success.offersIntro")}</p>
          <a href={path} className="mt-2 inline-block font-semibold text-brand-800 underline" data-testid="offers-link">
            {t("success.offersLink")}
          </a>
        </div>
      ) : null}
      {shown ? <PrivacyNotice about="request" /> : null}
    </>
  );
}
