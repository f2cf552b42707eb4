import { Link } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { formatDateTime } from "#app/ui/admin-format.ts";
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
import type { ReactNode } from "react";

/** A row of an inbox: what every message a visitor sends carries. */
type InboxRow = { id: number; created_at: string; email: string; phone: string | null };

/**
 * An operator inbox (the contact messages, the property evaluations): a paged list newest first,
 * with the selected row's details above it. The page gives its words' section, the sender's name
 * and its own columns and detail rows; the date, the name, the e-mail and phone, the language and
 * the link to the details are the same for both.
 */
export function InboxPage<Row extends InboxRow, Detail extends InboxRow & { language: string }>(props: {
  section: "messages" | "evaluations";
  testId: "message" | "evaluation";
  data: {
    rows: readonly Row[];
    total: number;
    page: number;
    pages: number;
    selected?: Detail | null;
    missing?: boolean;
    error?: boolean;
  };
  nameOf: (row: Row | Detail) => string;
  /** The row's link names it for a screen reader. */
  linkLabel: (row: Row) => string;
  /** The page's own detail rows (after the e-mail and phone) and columns (after them too). */
  details: (selected: Detail) => ReactNode;
  columns: ReactNode[];
  cells: (row: Row) => ReactNode;
}) {
  const { section, testId, data, nameOf } = props;
  const { rows, total, page, pages, selected, missing, error } = data;
  const { t } = useTranslation("admin");
  const lang = useLang();
  const href = useSelectHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t(`${section}.title`)} count={error ? undefined : total} actions={<RefreshLink />} />
      {error ? (
        <ErrorBox title={t(`${section}.error`)} detail={t(`${section}.errorDetail`)} />
      ) : rows.length === 0 ? (
        <EmptyState>{t(`${section}.empty`)}</EmptyState>
      ) : (
        <>
          {selected ? (
            <DetailPanel titleId={`${testId}-detail-title`} title={t(`${section}.detail`)} closeTo={href(null)} testId={`${testId}-detail`}>
              <DetailRow label={t("common.id")}>{selected.id}</DetailRow>
              <DetailRow label={t("common.date")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
              <DetailRow label={t("common.name")}>{nameOf(selected)}</DetailRow>
              <DetailRow label={t("common.email")}>{selected.email}</DetailRow>
              <DetailRow label={t("common.phone")}>{selected.phone || t("common.none")}</DetailRow>
              {props.details(selected)}
              <DetailRow label={t("common.language")}>{selected.language.toUpperCase()}</DetailRow>
            </DetailPanel>
          ) : missing ? (
            <RowNotFound />
          ) : null}
          <ListTable
            label={t(`${section}.caption`)}
            page={page}
            pages={pages}
            columns={[
              t("common.date"),
              t("common.name"),
              <>
                {t("common.email")} / {t("common.phone")}
              </>,
              ...props.columns,
              <span className="sr-only">{t("common.details")}</span>,
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${testId}-row`} className={selected?.id === row.id ? "bg-brand-50" : undefined}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.created_at, lang)}</td>
                <td className={`${td} font-medium`}>{nameOf(row)}</td>
                <td className={td}>
                  <div className="break-all">{row.email}</div>
                  {row.phone ? <div className="whitespace-nowrap text-slate-700">{row.phone}</div> : null}
                </td>
                {props.cells(row)}
                <td className={td}>
                  <Link
                    to={href(row.id)}
                    preventScrollReset
                    className="font-medium text-brand-700 underline"
                    aria-current={selected?.id === row.id ? "true" : undefined}
                  >
                    {t("common.view")}
                    <span className="sr-only"> {props.linkLabel(row)}</span>
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
