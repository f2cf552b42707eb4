import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/admin.messages";
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
import { formatDateTime, truncate } from "#app/domain/admin-format.ts";
import { getMessage, listMessages, parseRowId } from "#app/server/admin-queries.server.ts";
import { getDb } from "#app/server/db.server.ts";
import { operatorT } from "#app/server/operator.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = operatorT(context)("messages.title") as string;
  const params = new URL(request.url).searchParams;
  const id = parseRowId(params.get("id"));
  try {
    const db = getDb();
    const [list, selected] = await Promise.all([listMessages(db, params.get("page")), id === null ? undefined : getMessage(db, id)]);
    return { title, ...list, selected: selected ?? null, missing: params.has("id") && !selected, error: false };
  } catch (error) {
    console.error("admin: loading contact messages failed:", error instanceof Error ? error.message : error);
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

export default function Messages({ loaderData: { rows, total, page, pages, selected, missing, error } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const href = useSelectHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("messages.title")} count={error ? undefined : total} actions={<RefreshLink />} />
      {error ? (
        <ErrorBox title={t("messages.error")} detail={t("messages.errorDetail")} />
      ) : rows.length === 0 ? (
        <EmptyState>{t("messages.empty")}</EmptyState>
      ) : (
        <>
          {selected ? (
            <section aria-labelledby="message-detail-title" className="card mb-6">
              <div className="flex items-start gap-2">
                <h2 id="message-detail-title" className="mr-auto text-lg font-bold">
                  {t("messages.detail")}
                </h2>
                <Link to={href(null)} preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
                  {t("common.close")}
                </Link>
              </div>
              <dl className="mt-3" data-testid="message-detail">
                <DetailRow label={t("common.id")}>{selected.id}</DetailRow>
                <DetailRow label={t("common.date")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
                <DetailRow label={t("common.name")}>{selected.name}</DetailRow>
                <DetailRow label={t("common.email")}>{selected.email}</DetailRow>
                <DetailRow label={t("common.phone")}>{selected.phone || t("common.none")}</DetailRow>
                <DetailRow label={t("messages.fields.subject")}>{selected.subject}</DetailRow>
                <DetailRow label={t("messages.fields.message")}>{selected.message}</DetailRow>
                <DetailRow label={t("common.language")}>{selected.language.toUpperCase()}</DetailRow>
              </dl>
            </section>
          ) : missing ? (
            <p role="status" className="card mb-6 text-slate-700">
              {t("common.notFound")}
            </p>
          ) : null}
          <TableBox label={t("messages.caption")}>
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">{t("messages.caption")}</caption>
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
                    {t("messages.fields.subject")}
                  </th>
                  <th scope="col" className={th}>
                    {t("messages.fields.message")}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t("common.details")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="message-row" className={selected?.id === row.id ? "bg-brand-50" : undefined}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.created_at, lang)}</td>
                    <td className={`${td} font-medium`}>{row.name}</td>
                    <td className={td}>
                      <div className="break-all">{row.email}</div>
                      {row.phone ? <div className="whitespace-nowrap text-slate-700">{row.phone}</div> : null}
                    </td>
                    <td className={td}>{row.subject}</td>
                    <td className={td}>{truncate(row.message, 80)}</td>
                    <td className={td}>
                      <Link
                        to={href(row.id)}
                        preventScrollReset
                        className="font-medium text-brand-700 underline"
                        aria-current={selected?.id === row.id ? "true" : undefined}
                      >
                        {t("common.view")}
                        <span className="sr-only"> {row.subject}</span>
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
