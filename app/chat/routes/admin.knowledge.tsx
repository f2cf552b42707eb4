import { Form, Link } from "react-router";
import { listEntries } from "#app/chat/knowledge/knowledge.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, EmptyState, ListTable, PageHeader, td, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.knowledge";

/** The knowledge base's entries (decision 054), active first, with a search; each opens its edit page. */

export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].knowledge;
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const rows = await listEntries(getDb(), { q, lang });
  return { lang, bundle, title: bundle.entries.title, q, rows };
}

export default function Entries({ loaderData }: Route.ComponentProps) {
  const { lang, bundle, q, rows } = loaderData;
  useBundles({ lang, bundles: { knowledge: bundle } });
  const { t } = useTranslation("knowledge");
  const ui = useLang();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link to={localePath("/admin/questions", ui)} className="text-sm text-brand-700 underline">
        {t("entries.back")}
      </Link>
      <PageHeader
        title={t("entries.title")}
        count={rows.length}
        actions={
          <Link to={localePath("/admin/knowledge/new", ui)} className="btn-primary">
            {t("entries.new")}
          </Link>
        }
      />
      <p className="mb-3 text-slate-700">{t("entries.intro")}</p>
      <Form method="get" className="mb-4 flex gap-2" role="search">
        <label htmlFor="knowledge-q" className="sr-only">
          {t("entries.searchLabel")}
        </label>
        <input id="knowledge-q" name="q" defaultValue={q} className="field-input max-w-md" type="search" />
        <button type="submit" className="btn-secondary">
          {t("entries.search")}
        </button>
      </Form>
      {rows.length === 0 ? (
        <EmptyState>{t("entries.empty")}</EmptyState>
      ) : (
        <ListTable
          label={t("entries.caption")}
          testId="entries-table"
          page={1}
          pages={1}
          columns={[
            t("entries.columns.slug"),
            t("entries.columns.question"),
            t("entries.columns.source"),
            t("entries.columns.checked"),
            t("entries.columns.status"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} data-testid="entry-row">
              <td className={td}>
                <Link to={localePath(`/admin/knowledge/${row.id}`, ui)} className="font-mono text-xs text-brand-700 underline">
                  {row.slug}
                </Link>
              </td>
              <td className={td}>{row.question}</td>
              <td className={td}>{t(`entries.sources.${row.source}`)}</td>
              <td className={td}>{row.checkedOn ?? ""}</td>
              <td className={td}>
                {row.retired ? (
                  <Badge tone="gray">{t("entries.status.retired")}</Badge>
                ) : (
                  <Badge tone="green">{t("entries.status.active")}</Badge>
                )}
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
