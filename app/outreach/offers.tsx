import { type Fee, formatDay, formatMoney, isAllowedFee } from "#app/outreach/offers.ts";
import type { VehicleDetails } from "#app/outreach/outreach.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { COLON, type Lang, localeOf } from "#app/platform/language.ts";
import { vehicleKeys } from "#app/questionnaire/registry.ts";
import { Icon } from "#app/ui/icons.tsx";

/**
 * The requested vehicle, as a definition list (dealer and buyer pages): `shown` is its answers in
 * the page's language, as the loader translated them (displayAnswers, app/questionnaire/display-value.ts).
 */
export function VehicleList({ shown, city }: { shown: VehicleDetails; city: string }) {
  const { t } = useTranslation("dealers");
  const rows = vehicleKeys.filter((k) => shown[k]?.trim()).map((k) => [t(`vehicle.${k}`), shown[k]] as const);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-1 sm:mb-0">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-semibold text-slate-700">{t("vehicle.city")}</dt>
        <dd>{city || t("vehicle.notSpecified")}</dd>
      </div>
    </dl>
  );
}

export type OfferLike = {
  priceCents: number;
  fees: Fee[];
  flaggedFeesCents: number;
  comparableCents: number;
  availability: string;
  availableOn: string | null;
  financingKind: string;
  financingRate: number | null;
  financingTermMonths: number | null;
  financingPaymentCents: number | null;
  tradeInCents: number | null;
  validUntil: string;
  note: string;
};

/** One offer's values as text, the same on the dealer's page, the buyer's page and the admin. */
export function useOfferText(lang: Lang) {
  const { t } = useTranslation("dealers");
  const money = (c: number) => formatMoney(c, lang);
  const rate = (r: number | null) => (r === null ? "" : new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(r));
  return {
    price: (o: OfferLike) => money(o.priceCents),
    comparable: (o: OfferLike) => money(o.comparableCents),
    availability: (o: OfferLike) =>
      o.availability === "date" && o.availableOn
        ? t("summary.availableOn", { date: formatDay(o.availableOn, lang) })
        : t("summary.inStock"),
    financing: (o: OfferLike) => {
      if (o.financingKind !== "finance" && o.financingKind !== "lease") return t("summary.financingNone");
      const base = t(o.financingKind === "lease" ? "summary.financingLease" : "summary.financingFinance", {
        rate: rate(o.financingRate),
        term: o.financingTermMonths ?? "",
      });
      return o.financingPaymentCents ? `${base}, ${t("summary.perMonth", { amount: money(o.financingPaymentCents) })}` : base;
    },
    tradeIn: (o: OfferLike) => (o.tradeInCents === null ? t("summary.none") : money(o.tradeInCents)),
    validUntil: (o: OfferLike) => formatDay(o.validUntil, lang),
    note: (o: OfferLike) => o.note || t("summary.none"),
  };
}

/** Fee lines, each disallowed one flagged in words (not colour alone). */
export function FeeList({ fees, lang }: { fees: Fee[]; lang: Lang }) {
  const { t } = useTranslation("dealers");
  if (fees.length === 0) return <span>{t("summary.noFees")}</span>;
  return (
    <ul className="space-y-1">
      {fees.map((f, i) => {
        const allowed = isAllowedFee(f.kind);
        return (
          <li key={i} data-flagged={allowed ? undefined : "true"} className={allowed ? "" : "rounded bg-red-50 px-1 text-red-900"}>
            {f.label}
            {COLON[lang]}
            {formatMoney(f.amountCents, lang)}
            {allowed ? null : (
              <strong className="ml-1 text-xs font-semibold uppercase">
                <Icon name="alert" className="mr-0.5 inline size-3.5 align-[-2px]" />
                {t("summary.flagged")}
              </strong>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A saved offer (dealer's page and admin). */
export function OfferSummary({ offer, lang }: { offer: OfferLike; lang: Lang }) {
  const { t } = useTranslation("dealers");
  const text = useOfferText(lang);
  const rows: Array<[string, React.ReactNode]> = [
    [t("summary.price"), text.price(offer)],
    [t("summary.fees"), <FeeList key="fees" fees={offer.fees} lang={lang} />],
    ...(offer.flaggedFeesCents > 0 ? ([[t("summary.comparable"), text.comparable(offer)]] as Array<[string, React.ReactNode]>) : []),
    [t("summary.availability"), text.availability(offer)],
    [t("summary.financing"), text.financing(offer)],
    [t("summary.tradeIn"), text.tradeIn(offer)],
    [t("summary.validUntil"), text.validUntil(offer)],
    [t("summary.note"), text.note(offer)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-1 whitespace-pre-wrap sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
