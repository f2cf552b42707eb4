import { useRouteLoaderData } from "react-router";
import {
  type Fee,
  financingCost,
  formatDay,
  formatMoney,
  isAllowedFee,
  looksLikeVin,
  type OfferLike,
  taxesInEstimate,
} from "#app/outreach/offers.ts";
import type { VehicleDetails } from "#app/outreach/outreach.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { defaultIdentity, type Identity } from "#app/platform/identity.ts";
import { COLON, type Lang, localeOf, localePath } from "#app/platform/language.ts";
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
          <dd className="mb-1 min-w-0 sm:mb-0">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-semibold text-slate-700">{t("vehicle.city")}</dt>
        <dd>{city || t("vehicle.notSpecified")}</dd>
      </div>
    </dl>
  );
}

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
    /** Decision 047: "2025 · Gris · no de stock A1234", as the dealer gave them. */
    vehicle: (o: OfferLike) =>
      [
        o.modelYear === null ? "" : String(o.modelYear),
        o.colour,
        // A stored 17-character value passed the VIN check digit (the form refuses one that does not).
        o.stockOrVin ? t(looksLikeVin(o.stockOrVin) ? "summary.vin" : "summary.stock", { value: o.stockOrVin }) : "",
      ]
        .filter(Boolean)
        .join(" · ") || t("summary.none"),
    /** The cash price with the GST and the QST, an estimate (decision 047). */
    taxesIn: (o: OfferLike) => {
      const e = taxesInEstimate(o);
      const values = { total: money(e.totalCents), gst: money(e.gstCents), qst: money(e.qstCents), tire: money(e.tireCents) };
      return t(e.tireCents > 0 ? "summary.taxesInTire" : "summary.taxesInValue", values);
    },
    /** A financing's or lease's whole cost next to the cash price with taxes (decision 047). */
    totalCost: (o: OfferLike) => {
      if (o.financingKind !== "finance" && o.financingKind !== "lease") return t("summary.none");
      const cost = financingCost(o);
      if (!cost) return t("summary.totalMissing");
      const values = { months: cost.months, payment: money(cost.paymentCents), down: money(cost.downCents), total: money(cost.paidCents) };
      const lease = cost.kind === "lease";
      const paid = t(`summary.${lease ? "totalLease" : "totalFinance"}${cost.downCents > 0 ? "Down" : ""}`, values);
      const own = cost.ownCents;
      const parts: string[] = [paid];
      if (lease && own !== null) parts.push(t("summary.totalLeaseBuyout", { buyout: money(cost.buyoutCents ?? 0), own: money(own) }));
      if (own !== null) {
        const gap = own - taxesInEstimate(o).totalCents;
        if (gap !== 0) parts.push(t(gap > 0 ? "summary.versusCashMore" : "summary.versusCashLess", { amount: money(Math.abs(gap)) }));
      }
      return parts.join(" — ");
    },
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
    [t("summary.taxesIn"), text.taxesIn(offer)],
    [t("summary.vehicle"), text.vehicle(offer)],
    [t("summary.availability"), text.availability(offer)],
    [t("summary.financing"), text.financing(offer)],
    [t("summary.totalCost"), text.totalCost(offer)],
    [t("summary.tradeIn"), text.tradeIn(offer)],
    [t("summary.validUntil"), text.validUntil(offer)],
    [t("summary.note"), text.note(offer)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-1 min-w-0 whitespace-pre-wrap sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dealer's and buyer's link pages: "For any question: <support address>" when SUPPORT_EMAIL is set, else the contact form — a
 * page never shows an address that was not configured (DESIGN §8.12).
 */
export function SupportContact({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useRouteLoaderData<{ identity?: Identity }>("root")?.identity ?? defaultIdentity;
  const lang: Lang = i18n.language === "en" ? "en" : "fr";
  return (
    <p className={`break-words ${className}`} data-testid="support-contact">
      {id.email ? (
        <>
          {t("support.writeTo")}{" "}
          <a href={`mailto:${id.email}`} className="text-brand-700 underline">
            {id.email}
          </a>
        </>
      ) : (
        <a href={localePath("/fr/contact", lang)} className="text-brand-700 underline">
          {t("support.contactForm")}
        </a>
      )}
    </p>
  );
}
