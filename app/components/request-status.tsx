import { useTranslation } from "#app/components/i18n.tsx";
import { Icon, type IconName } from "#app/components/icons.tsx";
import type { RequestStatus, RequestStatusKey } from "#app/domain/request-state.ts";

/**
 * Issue 15: a request's real state (app/domain/request-state.ts) in words — the success screens,
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
  dealers_contacted: { icon: "send", box: "border-brand-100 bg-brand-50 text-slate-900" },
  offers_received: { icon: "checkCircle", box: "border-green-300 bg-green-50 text-green-950" },
  offer_chosen: { icon: "checkCircle", box: "border-green-300 bg-green-50 text-green-950" },
  expired: { icon: "clock", box: "border-slate-300 bg-slate-50 text-slate-900" },
};

export function useRequestStatusText() {
  const { t } = useTranslation();
  return (status: RequestStatus, context: { brand?: string; city?: string; deadline?: string } = {}) => {
    const where = { brand: context.brand?.trim() || t("status.anyBrand"), city: context.city?.trim() || t("status.anyCity") };
    const waiting = status.key === "awaiting_confirmation" || status.key === "awaiting_approval";
    const title =
      status.key === "dealers_contacted"
        ? t("status.dealers_contacted.title", { count: status.found })
        : status.key === "offers_received"
          ? t("status.offers_received.title", { count: status.offers })
          : t(`status.${status.key}.title`);
    const body =
      status.key === "dealers_contacted"
        ? context.deadline
          ? t("status.dealers_contacted.body", { date: context.deadline })
          : t("status.dealers_contacted.bodyNoDate")
        : status.key === "no_dealers"
          ? t("status.no_dealers.body", where)
          : t(`status.${status.key}.body`);
    const notes: string[] = [];
    if (waiting) notes.push(status.noDealers ? t("status.noneBefore", where) : t("status.foundBefore", { count: status.found }));
    if (status.fewer && (waiting || status.key === "dealers_contacted")) notes.push(t("status.fewer", { wanted: status.wanted }));
    return { title, body, notes };
  };
}

export function RequestStatus({
  status,
  brand,
  city,
  deadline,
  headingLevel = 2,
  children,
  className = "",
}: {
  status: RequestStatus;
  brand?: string;
  city?: string;
  deadline?: string;
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
  className?: string;
}) {
  const text = useRequestStatusText()(status, { brand, city, deadline });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { icon, box } = look[status.key];
  return (
    <section
      aria-labelledby="request-status-title"
      className={`mt-4 rounded-xl border p-4 ${box} ${className}`}
      data-testid="request-status"
      data-status={status.key}
      data-no-dealers={status.noDealers ? "true" : undefined}
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
          {children}
        </div>
      </div>
    </section>
  );
}
