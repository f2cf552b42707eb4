import { Link } from "react-router";
import type { RequestStatus, RequestStatusKey } from "#app/outreach/request-state.ts";
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

type Context = { brand: string; city: string; deadline?: string };
type T = ReturnType<typeof useTranslation>["t"];

/** Each state's title and body (the others read `status.<key>.title` / `.body` as they are). */
const words: Partial<Record<RequestStatusKey, (t: T, s: RequestStatus, c: Context) => { title: string; body: string }>> = {
  dealers_contacted: (t, s, c) => ({
    title: t("status.dealers_contacted.title", { count: s.found }),
    body: c.deadline ? t("status.dealers_contacted.body", { date: c.deadline }) : t("status.dealers_contacted.bodyNoDate"),
  }),
  offers_received: (t, s) => ({ title: t("status.offers_received.title", { count: s.offers }), body: t("status.offers_received.body") }),
  no_dealers: (t, _s, c) => ({ title: t("status.no_dealers.title"), body: t("status.no_dealers.body", c) }),
  none_found: (t, _s, c) => ({ title: t("status.none_found.title", c), body: t("status.none_found.body", c) }),
  widened: (t, s, c) => ({
    title:
      s.nearestKm === null
        ? t("status.widened.titleNoKm", { count: s.found })
        : t("status.widened.title", { count: s.found, km: s.nearestKm }),
    body: c.deadline ? t("status.widened.body", { ...c, date: c.deadline }) : t("status.widened.bodyNoDate", c),
  }),
};

export function useRequestStatusText() {
  const { t } = useTranslation();
  return (status: RequestStatus, context: { brand?: string; city?: string; deadline?: string } = {}) => {
    const where = { brand: context.brand?.trim() || t("status.anyBrand"), city: context.city?.trim() || t("status.anyCity") };
    const waiting = status.key === "awaiting_confirmation" || status.key === "awaiting_approval";
    const { title, body } = words[status.key]?.(t, status, { ...where, deadline: context.deadline }) ?? {
      title: t(`status.${status.key}.title`),
      body: t(`status.${status.key}.body`),
    };
    const notes: string[] = [];
    if (waiting) notes.push(status.noDealers ? t("status.noneBefore", where) : t("status.foundBefore", { count: status.found }));
    if (status.fewer && (waiting || status.key === "dealers_contacted" || status.key === "widened"))
      notes.push(t("status.fewer", { wanted: status.wanted }));
    return { title, body, notes };
  };
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
