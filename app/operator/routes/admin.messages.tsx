import { Link } from "react-router";
import { getMessage, listMessages, loadListWithDetail } from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime, truncate } from "#app/ui/admin-format.ts";
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
import type { Route } from "./+types/admin.messages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("messages.title") as string;
  const params = url.searchParams;
  return { title, ...(await loadListWithDetail("contact messages", params, listMessages, getMessage)) };
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
            <DetailPanel titleId="message-detail-title" title={t("messages.detail")} closeTo={href(null)} testId="message-detail">
              <DetailRow label={t("common.id")}>{selected.id}</DetailRow>
              <DetailRow label={t("common.date")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
              <DetailRow label={t("common.name")}>{selected.name}</DetailRow>
              <DetailRow label={t("common.email")}>{selected.email}</DetailRow>
              <DetailRow label={t("common.phone")}>{selected.phone || t("common.none")}</DetailRow>
              <DetailRow label={t("messages.fields.subject")}>{selected.subject}</DetailRow>
              <DetailRow label={t("messages.fields.message")}>{selected.message}</DetailRow>
              <DetailRow label={t("common.language")}>{selected.language.toUpperCase()}</DetailRow>
            </DetailPanel>
          ) : missing ? (
            <RowNotFound />
          ) : null}
          <ListTable
            label={t("messages.caption")}
            page={page}
            pages={pages}
            columns={[
              t("common.date"),
              t("common.name"),
              <>
                {t("common.email")} / {t("common.phone")}
              </>,
              t("messages.fields.subject"),
              t("messages.fields.message"),
              <span className="sr-only">{t("common.details")}</span>,
            ]}
          >
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
