import { useTranslation } from "react-i18next";
import type { Route } from "./+types/admin.submissions";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { pageMeta } from "#app/components/meta.ts";
import { EmptyState, ErrorBox, PageHeader, Pagination, RefreshLink, TableBox, td, th, useLang } from "#app/components/operator.tsx";
import { formatDateTime } from "#app/domain/admin-format.ts";
import { localePath } from "#app/domain/language.ts";
import { listSubmissions } from "#app/server/admin-queries.server.ts";
import { getDb } from "#app/server/db.server.ts";
import { operatorT } from "#app/server/operator.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = operatorT(context)("submissions.title") as string;
  try {
    const list = await listSubmissions(getDb(), new URL(request.url).searchParams.get("page"));
    return { title, ...list, error: false };
  } catch (error) {
    console.error("admin: loading submissions failed:", error instanceof Error ? error.message : error);
    return { title, rows: [], total: 0, page: 1, pages: 1, error: true };
  }
}

export default function Submissions({ loaderData: { rows, total, page, pages, error } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader
        title={t("submissions.title")}
        count={error ? undefined : total}
        actions={
          <div className="flex flex-wrap gap-2">
            <RefreshLink />
            {total > 0 ? (
              <a href={localePath("/admin/submissions.csv", lang)} className="btn-secondary" download>
                {t("submissions.export")}
              </a>
            ) : null}
          </div>
        }
      />
      {error ? (
        <ErrorBox title={t("submissions.error")} detail={t("submissions.errorDetail")} />
      ) : rows.length === 0 ? (
        <EmptyState>{t("submissions.empty")}</EmptyState>
      ) : (
        <>
          <TableBox label={t("submissions.caption")}>
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">{t("submissions.caption")}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {t("submissions.columns.date")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.client")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.vehicle")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.contactMethod")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.city")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.dealerships")}
                  </th>
                  <th scope="col" className={th}>
                    {t("submissions.columns.reference")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="submission-row">
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.created_at, lang)}</td>
                    <td className={td}>
                      <div className="font-medium">{row.name}</div>
                      {row.email ? <div className="break-all text-slate-700">{row.email}</div> : null}
                      {row.phone ? <div className="whitespace-nowrap text-slate-700">{row.phone}</div> : null}
                    </td>
                    <td className={td}>
                      <div className="font-medium">{[row.brand, row.model].filter(Boolean).join(" ")}</div>
                      {row.trim ? <div className="text-slate-700">{row.trim}</div> : null}
                      {row.condition ? <div className="text-slate-700">{row.condition}</div> : null}
                    </td>
                    <td className={td}>{row.contact_method}</td>
                    <td className={td}>{row.city}</td>
                    <td className={`${td} text-right tabular-nums`}>{row.dealerships}</td>
                    <td className={`${td} font-mono whitespace-nowrap`}>{row.request_ref}</td>
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
