import { Link } from "react-router";
import { listOutreach } from "#app/outreach/admin.server.ts";
import { formatMoney } from "#app/outreach/offers.ts";
import { vehicleName } from "#app/outreach/outreach.ts";
import type { RequestStatusKey } from "#app/outreach/request-state.ts";
import { WidenNote } from "#app/outreach/widen-note.tsx";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { mailBudgetState } from "#app/platform/mail.server.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, EmptyState, ListTable, PageHeader, RefreshLink, td, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.outreach";

/** Every request's outreach (operator): dealers found against dealers asked, offers, choice. */

export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].outreach;
  const negotiation = resources[lang].negotiation;
  const list = await listOutreach(getDb(), url.searchParams.get("page"));
  const budget = await mailBudgetState(getDb());
  return {
    lang,
    bundle,
    negotiation,
    title: bundle.outreach.title,
    smtp: Boolean(getEnv().SMTP_URL),
    budget,
    ...list,
  };
}

export default function Outreach({ loaderData }: Route.ComponentProps) {
  const { lang, bundle, negotiation, rows, total, page, pages, smtp, budget } = loaderData;
  useBundles({ lang, bundles: { outreach: bundle, negotiation } });
  const { t } = useTranslation("outreach");
  const { t: n } = useTranslation("negotiation");
  const { t: a } = useTranslation("admin");
  const roundLabel: Record<string, string> = {
    "": n("admin.round1"),
    open: n("admin.round2Open"),
    closed: n("admin.round2Closed"),
    skipped: n("admin.skipped"),
  };
  const ui = useLang();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("outreach.title")} count={total} actions={<RefreshLink />} />
      {smtp ? null : (
        <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t("outreach.noSmtp")}</p>
      )}
      {budget.reached ? (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="mail-budget-reached"
        >
          {t("approval.budgetReached", { sent: budget.sent, limit: budget.limit })}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState>{t("outreach.empty")}</EmptyState>
      ) : (
        <ListTable
          label={t("outreach.caption")}
          page={page}
          pages={pages}
          testId="outreach-table"
          columns={[
            t("outreach.date"),
            t("outreach.request"),
            t("outreach.vehicle"),
            t("outreach.city"),
            t("outreach.dealers"),
            t("outreach.offers"),
            n("admin.round"),
          ]}
        >
          {rows.map((r) => {
            const missing = r.wanted - r.found;
            return (
              <tr key={r.id} data-testid="outreach-row" data-status={r.status} className={rowTone[r.status]}>
                <td className={td}>{formatDateTime(r.createdAt, lang)}</td>
                <td className={td}>
                  <Link to={localePath(`/admin/outreach/${r.id}`, ui)} className="font-medium text-brand-700 underline">
                    {r.ref || `#${r.id}`}
                  </Link>
                  <span className="ml-1">
                    <Badge tone="blue">{t(`outreach.kind.${r.kind}`)}</Badge>
                  </span>
                  {/* The colour's meaning in words, not colour alone. */}
                  <span className="block text-xs font-medium text-slate-800" data-testid="row-status">
                    {t(`outreach.rowStatus.${r.status}`)}
                  </span>
                </td>
                <td className={td}>{vehicleName(r.vehicle) || a("common.none")}</td>
                <td className={td}>{r.city}</td>
                <td className={td}>
                  <span className="font-medium" data-testid="found">
                    {t("outreach.found", { found: r.found, wanted: r.wanted })}
                  </span>
                  {missing > 0 ? (
                    <span className="ml-1">
                      <Badge tone="amber">{t("outreach.shortfall", { missing })}</Badge>
                    </span>
                  ) : null}
                  {r.note ? <span className="block text-xs text-slate-700">{t(`outreach.notes.${r.note}` as never)}</span> : null}
                  <WidenNote widen={r.widen} found={r.found} lang={lang} />
                  {r.state === "awaiting_confirmation" ? (
                    <span className="block" data-testid="awaiting-confirmation">
                      <Badge tone="amber">
                        {t(
                          r.confirmBy === "sms"
                            ? "approval.awaitingConfirmationSms"
                            : r.confirmBy === "both"
                              ? "approval.awaitingConfirmationBoth"
                              : "approval.awaitingConfirmation",
                        )}
                      </Badge>
                    </span>
                  ) : null}
                  {r.state === "awaiting_approval" ? (
                    <span className="mt-1 block" data-testid="awaiting-approval">
                      <span className="block text-xs font-medium text-slate-800">
                        {r.reviewed ? t("approval.awaitingApproval") : t("approval.awaitingReview")}
                      </span>
                      {/* Decision 055: approved on the request's page, where the wording dealers will read is shown. */}
                      <Link to={localePath(`/admin/outreach/${r.id}`, ui)} className="btn-secondary mt-1 text-xs">
                        {t("approval.review")}
                      </Link>
                    </span>
                  ) : null}
                </td>
                <td className={td}>
                  {r.offers}
                  {r.chosen ? (
                    <span className="ml-1">
                      <Badge tone="green">{t("outreach.statuses.chosen")}</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={td} data-testid="round">
                  {roundLabel[r.negotiation] ?? r.negotiation}
                  {r.revised > 0 ? (
                    <span className="block text-xs">
                      {n("admin.summary", { revised: r.revised, saving: formatMoney(r.savingCents, lang) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </div>
  );
}

/** A row's background by where the request stands: something to do, offers in, done, closed. */
const rowTone: Record<RequestStatusKey, string> = {
  awaiting_confirmation: "",
  awaiting_approval: "bg-amber-50",
  no_dealers: "",
  none_found: "bg-amber-50",
  widened: "",
  dealers_contacted: "",
  offers_received: "bg-blue-50",
  offer_chosen: "bg-green-50",
  expired: "bg-slate-100",
};

/** After an approval, what it did for that request. */

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
