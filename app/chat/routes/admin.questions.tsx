import { Link, NavLink } from "react-router";
import { listGaps } from "#app/chat/knowledge/knowledge.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, EmptyState, ListTable, PageHeader, td, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.questions";

/**
 * The content-gap page (decision 054): questions Sam answered below its confidence threshold,
 * redacted, most asked first, with the closest entry the search found. Each opens the page where
 * the operator writes or links the answer.
 */

const STATUSES = ["open", "answered", "dismissed"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].knowledge;
  const raw = url.searchParams.get("status");
  const status = STATUSES.find((s) => s === raw) ?? "open";
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await listGaps(getDb(), status, Number.isFinite(page) ? Math.trunc(page) : 1);
  return { lang, bundle, title: bundle.questions.title, status, ...list };
}

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { lang, bundle, status, rows, total, page, pages } = loaderData;
  useBundles({ lang, bundles: { knowledge: bundle } });
  const { t } = useTranslation("knowledge");
  const ui = useLang();
  const base = localePath("/admin/questions", ui);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("questions.title")} count={total} />
      <p className="mb-4 max-w-3xl text-slate-700">{t("questions.intro")}</p>
      <nav aria-label={t("questions.tabsLabel")} className="mb-4 flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <NavLink
            key={s}
            to={`${base}?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-md border px-3 py-1 text-sm font-medium ${s === status ? "border-slate-800 bg-slate-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
          >
            {t(`questions.tabs.${s}`)}
          </NavLink>
        ))}
        <Link to={localePath("/admin/knowledge", ui)} className="ml-auto self-center text-sm text-brand-700 underline">
          {t("questions.entriesLink")}
        </Link>
      </nav>
      {rows.length === 0 ? (
        <EmptyState>{t("questions.empty")}</EmptyState>
      ) : (
        <ListTable
          label={t("questions.caption")}
          testId="gaps-table"
          page={page}
          pages={pages}
          columns={[
            t("questions.columns.question"),
            t("questions.columns.asked"),
            t("questions.columns.last"),
            t("questions.columns.closest"),
            t("questions.columns.action"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} data-testid="gap-row">
              <td className={td}>
                <Badge tone="blue">{row.language.toUpperCase()}</Badge> <span className="whitespace-pre-wrap">{row.question}</span>
              </td>
              <td className={td} data-testid="gap-count">
                {t("questions.times", { count: row.askedCount })}
              </td>
              <td className={td}>{formatDateTime(row.lastAskedAt, lang)}</td>
              <td className={td}>
                {row.closest ? (
                  <>
                    <Link to={localePath(`/admin/knowledge/${row.closest.id}`, ui)} className="font-mono text-xs text-brand-700 underline">
                      {row.closest.slug}
                    </Link>
                    <span className="block text-slate-700">{row.closest.question}</span>
                    <span className="text-xs text-slate-600">
                      {t("questions.confidence", { percent: Math.round(row.closestConfidence * 100) })}
                    </span>
                  </>
                ) : (
                  t("questions.none")
                )}
              </td>
              <td className={td}>
                <Link to={localePath(`/admin/questions/${row.id}`, ui)} className="btn-secondary" data-testid="gap-answer">
                  {row.status === "open" ? t("questions.answer") : t("questions.view")}
                </Link>
              </td>
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
