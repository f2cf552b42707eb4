import { listSubmissions, loadAdminPage } from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { EmptyState, ErrorBox, ListTable, PageHeader, RefreshLink, td, useLang } from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.submissions";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("submissions.title");
  const rawPage = url.searchParams.get("page");
  return { title, ...(await loadAdminPage("submissions", (db) => listSubmissions(db, rawPage), {})) };
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
        <ListTable
          label={t("submissions.caption")}
          page={page}
          pages={pages}
          columns={[
            t("submissions.columns.date"),
            t("submissions.columns.client"),
            t("submissions.columns.vehicle"),
            t("submissions.columns.contactMethod"),
            t("submissions.columns.city"),
            t("submissions.columns.dealerships"),
            t("submissions.columns.reference"),
          ]}
        >
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
        </ListTable>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
