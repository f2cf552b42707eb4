import { Link } from "react-router";
import { getEvaluation, listEvaluations, loadListWithDetail } from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import {
  DetailPanel,
  DetailRow,
  EmptyState,
  ErrorBox,
  ListTable,
  PageHeader,
  RefreshLink,
  RowNotFound,
  td,
  useLang,
  useSelectHref,
} from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.evaluations";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("evaluations.title") as string;
  const params = url.searchParams;
  return { title, ...(await loadListWithDetail("evaluations", params, listEvaluations, getEvaluation)) };
}

export default function Evaluations({ loaderData: { rows, total, page, pages, selected, missing, error } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const href = useSelectHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("evaluations.title")} count={error ? undefined : total} actions={<RefreshLink />} />
      {error ? (
        <ErrorBox title={t("evaluations.error")} detail={t("evaluations.errorDetail")} />
      ) : rows.length === 0 ? (
        <EmptyState>{t("evaluations.empty")}</EmptyState>
      ) : (
        <>
          {selected ? (
            <DetailPanel titleId="evaluation-detail-title" title={t("evaluations.detail")} closeTo={href(null)} testId="evaluation-detail">
              <DetailRow label={t("common.id")}>{selected.id}</DetailRow>
              <DetailRow label={t("common.date")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
              <DetailRow label={t("common.name")}>{`${selected.first_name} ${selected.last_name}`}</DetailRow>
              <DetailRow label={t("common.email")}>{selected.email}</DetailRow>
              <DetailRow label={t("common.phone")}>{selected.phone}</DetailRow>
              <DetailRow label={t("evaluations.fields.address")}>{selected.address}</DetailRow>
              <DetailRow label={t("common.city")}>{selected.city}</DetailRow>
              <DetailRow label={t("evaluations.fields.postalCode")}>{selected.postal_code}</DetailRow>
              <DetailRow label={t("evaluations.fields.propertyType")}>{selected.property_type}</DetailRow>
              <DetailRow label={t("evaluations.fields.estimatedValue")}>{selected.estimated_value || t("common.none")}</DetailRow>
              <DetailRow label={t("evaluations.fields.timeframe")}>{selected.timeframe || t("common.none")}</DetailRow>
              <DetailRow label={t("evaluations.fields.additionalInfo")}>{selected.additional_info || t("common.none")}</DetailRow>
              <DetailRow label={t("common.language")}>{selected.language.toUpperCase()}</DetailRow>
            </DetailPanel>
          ) : missing ? (
            <RowNotFound />
          ) : null}
          <ListTable
            label={t("evaluations.caption")}
            page={page}
            pages={pages}
            columns={[
              t("common.date"),
              t("common.name"),
              <>
                {t("common.email")} / {t("common.phone")}
              </>,
              t("evaluations.fields.property"),
              t("evaluations.fields.estimatedValue"),
              t("evaluations.fields.timeframe"),
              <span className="sr-only">{t("common.details")}</span>,
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id} data-testid="evaluation-row" className={selected?.id === row.id ? "bg-brand-50" : undefined}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.created_at, lang)}</td>
                <td className={`${td} font-medium`}>{`${row.first_name} ${row.last_name}`}</td>
                <td className={td}>
                  <div className="break-all">{row.email}</div>
                  <div className="whitespace-nowrap text-slate-700">{row.phone}</div>
                </td>
                <td className={td}>
                  <div>{row.property_type}</div>
                  <div className="text-slate-700">{row.city}</div>
                </td>
                <td className={td}>{row.estimated_value || t("common.none")}</td>
                <td className={td}>{row.timeframe || t("common.none")}</td>
                <td className={td}>
                  <Link
                    to={href(row.id)}
                    preventScrollReset
                    className="font-medium text-brand-700 underline"
                    aria-current={selected?.id === row.id ? "true" : undefined}
                  >
                    {t("common.view")}
                    <span className="sr-only"> {`${row.first_name} ${row.last_name}`}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
