import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/admin.evaluations";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { pageMeta } from "#app/components/meta.ts";
import {
  DetailRow,
  EmptyState,
  ErrorBox,
  PageHeader,
  Pagination,
  RefreshLink,
  TableBox,
  td,
  th,
  useLang,
} from "#app/components/operator.tsx";
import { formatDateTime } from "#app/domain/admin-format.ts";
import { getEvaluation, listEvaluations, parseRowId } from "#app/server/admin-queries.server.ts";
import { getDb } from "#app/server/db.server.ts";
import { operatorT } from "#app/server/operator.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = operatorT(context)("evaluations.title") as string;
  const params = new URL(request.url).searchParams;
  const id = parseRowId(params.get("id"));
  try {
    const db = getDb();
    const [list, selected] = await Promise.all([listEvaluations(db, params.get("page")), id === null ? undefined : getEvaluation(db, id)]);
    return { title, ...list, selected: selected ?? null, missing: params.has("id") && !selected, error: false };
  } catch (error) {
    console.error("admin: loading evaluations failed:", error instanceof Error ? error.message : error);
    return { title, rows: [], total: 0, page: 1, pages: 1, selected: null, missing: false, error: true };
  }
}

function useSelectHref() {
  const { pathname, search } = useLocation();
  return (id: number | null) => {
    const params = new URLSearchParams(search);
    if (id === null) params.delete("id");
    else params.set("id", String(id));
    const query = params.toString();
    return pathname + (query ? `?${query}` : "");
  };
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
            <section aria-labelledby="evaluation-detail-title" className="card mb-6">
              <div className="flex items-start gap-2">
                <h2 id="evaluation-detail-title" className="mr-auto text-lg font-bold">
                  {t("evaluations.detail")}
                </h2>
                <Link to={href(null)} preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
                  {t("common.close")}
                </Link>
              </div>
              <dl className="mt-3" data-testid="evaluation-detail">
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
              </dl>
            </section>
          ) : missing ? (
            <p role="status" className="card mb-6 text-slate-700">
              {t("common.notFound")}
            </p>
          ) : null}
          <TableBox label={t("evaluations.caption")}>
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">{t("evaluations.caption")}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {t("common.date")}
                  </th>
                  <th scope="col" className={th}>
                    {t("common.name")}
                  </th>
                  <th scope="col" className={th}>
                    {t("common.email")} / {t("common.phone")}
                  </th>
                  <th scope="col" className={th}>
                    {t("evaluations.fields.property")}
                  </th>
                  <th scope="col" className={th}>
                    {t("evaluations.fields.estimatedValue")}
                  </th>
                  <th scope="col" className={th}>
                    {t("evaluations.fields.timeframe")}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t("common.details")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
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
              </tbody>
            </table>
          </TableBox>
          <Pagination page={page} pages={pages} />
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
