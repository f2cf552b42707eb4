import { Link } from "react-router";
import type { RequestStatus, RequestStatusKey } from "#app/outreach/request-state.ts";
import { type StatusContext, statusText } from "#app/outreach/request-status-text.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang, localePath } from "#app/platform/language.ts";
import { Icon, type IconName } from "#app/ui/icons.tsx";

/**
 * A request's real state (app/outreach/request-state.ts) in words — the success screens,
 * the buyer's private page and, later, the chat's completion card. Texts in `common:status`.
 *
 *   <RequestStatus status={requestStatus(facts)} brand="Toyota" city="Laval" deadline="12 mars 2026 14 h" />
 *
 * `children` go inside the box (the request page puts its confirm button there).
 */
const look: Record<RequestStatusKey, { icon: IconName; box: string }> = {
  awaiting_confirmation: { icon: "mail", box: "border-amber-300 bg-amber-50 text-amber-950" },
  awaiting_approval: { icon: "clock", box: "border-slate-300 bg-slate-50 text-slate-900" },
  no_dealers: { icon: "search", box: "border-amber-300 bg-amber-50 text-amber-950" },
  none_found: { icon: "search", box: "border-amber-300 bg-amber-50 text-amber-950" },
  widened: { icon: "send", box: "border-brand-100 bg-brand-50 text-slate-900" },
  dealers_contacted: { icon: "send", box: "border-brand-100 bg-brand-50 text-slate-900" },
  offers_received: { icon: "checkCircle", box: "border-green-300 bg-green-50 text-green-950" },
  offer_chosen: { icon: "checkCircle", box: "border-green-300 bg-green-50 text-green-950" },
  expired: { icon: "clock", box: "border-slate-300 bg-slate-50 text-slate-900" },
};

export function useRequestStatusText() {
  const { t } = useTranslation();
  return (status: RequestStatus, context: StatusContext = {}) => statusText(t as never, status, context);
}

/** Decision 033: still no dealer after the widened search — what the buyer can do, as links. */
function NoneFoundActions() {
  const { t, i18n } = useTranslation();
  const lang = asLang(i18n.language);
  return (
    <div className="mt-3" data-testid="none-found-actions">
      <p className="text-sm font-semibold">{t("status.none_found.what")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>
          <Link className="underline" to={localePath("/inscription", lang)}>
            {t("status.none_found.otherMake")}
          </Link>
        </li>
        <li>
          <Link className="underline" to={localePath("/fr/contact", lang)}>
            {t("status.none_found.contact")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function RequestStatus({
  status,
  brand,
  city,
  deadline,
  sentTo,
  smsTo,
  searchAgain,
  headingLevel = 2,
  children,
  className = "",
}: {
  status: RequestStatus;
  brand?: string;
  city?: string;
  deadline?: string;
  sentTo?: string;
  /** Decision 059: the number the confirmation link was texted to. */
  smsTo?: string;
  searchAgain?: string;
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
  className?: string;
}) {
  const text = useRequestStatusText()(status, { brand, city, deadline, sentTo, smsTo, searchAgain });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { icon, box } = look[status.key];
  return (
    <section
      aria-labelledby="request-status-title"
      className={`mt-4 rounded-xl border p-4 ${box} ${className}`}
      data-testid="request-status"
      data-status={status.key}
      data-no-dealers={status.noDealers ? "true" : undefined}
      data-widened={status.widened ? "true" : undefined}
    >
      <div className="flex items-start gap-3">
        <Icon name={icon} className="mt-0.5 size-6" />
        <div className="min-w-0">
          <Heading id="request-status-title" className="text-lg font-semibold">
            {text.title}
          </Heading>
          <p className="mt-1">{text.body}</p>
          {text.notes.map((n) => (
            <p key={n} className="mt-2 text-sm">
              {n}
            </p>
          ))}
          {status.key === "none_found" ? <NoneFoundActions /> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
