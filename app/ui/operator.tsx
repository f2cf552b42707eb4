import { Form, Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang, type Lang, localePath } from "#app/platform/language.ts";

/** The page's language as i18next knows it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return asLang(i18n.language);
}

export function OperatorNav() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-2 py-1 text-sm font-medium ${isActive ? "bg-slate-800 text-white" : "text-slate-700 hover:bg-slate-200"}`;
  const items = [
    ["/admin/submissions", t("nav.submissions")],
    ["/admin/chats", t("nav.chats")],
    ["/admin/questions", t("nav.questions")],
    ["/admin/evaluations", t("nav.evaluations")],
    ["/admin/messages", t("nav.messages")],
    ["/admin/dealers", t("nav.dealers")],
    ["/admin/outreach", t("nav.outreach")],
    ["/admin/deliveries", t("nav.deliveries")],
    ["/admin/privacy", t("nav.privacy")],
    ["/webhook-test", t("nav.webhookTest")],
    ["/automated-test", t("nav.autoTest")],
    ["/auto-test-form", t("nav.autoForm")],
  ] as const;
  return (
    <nav aria-label={t("nav.label")} className="border-b border-slate-200 bg-slate-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-3 py-2">
        <span className="mr-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("area")}</span>
        {items.map(([path, label]) => (
          <NavLink key={path} to={localePath(path, lang)} className={link}>
            {label}
          </NavLink>
        ))}
        <Form method="post" action={localePath("/admin/logout", lang)} className="ml-auto">
          <button
            type="submit"
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200"
          >
            {t("nav.logout")}
          </button>
        </Form>
      </div>
    </nav>
  );
}

export function PageHeader({ title, count, actions }: { title: string; count?: number; actions?: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="mr-auto">
        <h1 className="text-2xl font-bold">{title}</h1>
        {count !== undefined ? (
          <p className="text-sm text-slate-600" data-testid="total-count">
            {t("common.total", { count })}
          </p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}

/** Reloads the list with a plain GET (works without JS; with JS the loader revalidates). */
export function RefreshLink() {
  const { t } = useTranslation("admin");
  const { pathname, search } = useLocation();
  return (
    <Link to={pathname + search} className="btn-secondary" preventScrollReset>
      {t("common.refresh")}
    </Link>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="card text-center text-slate-600">{children}</p>;
}

export function ErrorBox({ title, detail }: { title: string; detail: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
    </div>
  );
}

const tones = {
  gray: "bg-slate-100 text-slate-800 ring-slate-300",
  blue: "bg-blue-50 text-blue-900 ring-blue-300",
  green: "bg-green-50 text-green-900 ring-green-300",
  amber: "bg-amber-50 text-amber-900 ring-amber-300",
  red: "bg-red-50 text-red-900 ring-red-300",
} as const;
export type Tone = keyof typeof tones;

export function Badge({ tone = "gray", children }: { tone?: Tone; children: React.ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

export const statusTone: Record<string, Tone> = {
  pending: "amber",
  sending: "blue",
  sent: "green",
  failed: "red",
  dead: "red",
};

/** Previous/next links keeping the other query parameters (`?page=`). */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("admin");
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.delete("id");
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return pathname + (query ? `?${query}` : "");
  };
  const linkClass = "btn-secondary";
  return (
    <nav aria-label={t("common.pagination")} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {t("common.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {t("common.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {t("common.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** The link of a list row's detail: the same page with `?id=` set, or removed with null (works without JS). */
export function useSelectHref() {
  const { pathname, search } = useLocation();
  return (id: number | string | null) => {
    const params = new URLSearchParams(search);
    if (id === null) params.delete("id");
    else params.set("id", String(id));
    const query = params.toString();
    return pathname + (query ? `?${query}` : "");
  };
}

/** A detail panel's heading and its close link (`closeTo`: the list without `?id=`). */
export function DetailHeading({ titleId, title, closeTo }: { titleId: string; title: string; closeTo: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex items-start gap-2">
      <h2 id={titleId} className="mr-auto text-lg font-bold">
        {title}
      </h2>
      <Link to={closeTo} preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
        {t("common.close")}
      </Link>
    </div>
  );
}

/** The detail panel of the row a list's `?id=` names: its fields as DetailRows. */
export function DetailPanel({
  titleId,
  title,
  closeTo,
  testId,
  children,
}: {
  titleId: string;
  title: string;
  closeTo: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="card mb-6">
      <DetailHeading titleId={titleId} title={title} closeTo={closeTo} />
      <dl className="mt-3" data-testid={testId}>
        {children}
      </dl>
    </section>
  );
}

/** Shown instead of a detail panel when `?id=` names no row. */
export function RowNotFound() {
  const { t } = useTranslation("admin");
  return (
    <p role="status" className="card mb-6 text-slate-700">
      {t("common.notFound")}
    </p>
  );
}

/** A definition list row of a detail panel. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** Wide tables scroll inside their own box on small screens (360 px). */
export function TableBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0}>
      {children}
    </div>
  );
}

export const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const td = "px-3 py-2 align-top text-sm";

/** A table's header row, one column heading a label. */
export function TableHead({ columns }: { columns: React.ReactNode[] }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((label, i) => (
          <th key={i} scope="col" className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One page of an operator list as a table (`children`: its rows), then the links to the other pages. */
export function ListTable({
  label,
  columns,
  page,
  pages,
  testId,
  children,
}: {
  label: string;
  columns: React.ReactNode[];
  page: number;
  pages: number;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <TableBox label={label}>
        <table className="min-w-full divide-y divide-slate-200" data-testid={testId}>
          <caption className="sr-only">{label}</caption>
          <TableHead columns={columns} />
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </TableBox>
      <Pagination page={page} pages={pages} />
    </>
  );
}

/** The page shown instead of the login form while ADMIN_PASSWORD is unset (texts from the server). */
export function NotConfigured({
  title,
  body,
  howTo,
  sessionHint,
}: {
  title: string;
  body: string;
  howTo: string;
  sessionHint: string | null;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div className="card" data-testid="operator-not-configured">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-700">{body}</p>
        <p className="mt-3 font-medium">{howTo}</p>
        {sessionHint ? <p className="mt-3 text-sm text-slate-700">{sessionHint}</p> : null}
      </div>
    </div>
  );
}
