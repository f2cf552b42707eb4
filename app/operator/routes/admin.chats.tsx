import { Link } from "react-router";
import { getChat, listChats, loadListWithDetail } from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime, prettyJson, truncate } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import {
  Badge,
  DetailHeading,
  DetailRow,
  EmptyState,
  ErrorBox,
  PageHeader,
  Pagination,
  RefreshLink,
  statusTone,
  useLang,
  useSelectHref,
} from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.chats";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("chats.title");
  const params = url.searchParams;
  return { title, ...(await loadListWithDetail("conversations", params, listChats, getChat)) };
}

type HistoryTurn = { role: string; content: string };

function parseHistory(text: string): HistoryTurn[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((t): t is Record<string, unknown> => typeof t === "object" && t !== null)
      .map((t) => ({ role: String(t.role ?? ""), content: String(t.content ?? "") }));
  } catch {
    return [];
  }
}

export default function Chats({ loaderData: { rows, total, page, pages, selected, missing, error } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const href = useSelectHref();
  const status = (s: string) => t(`chats.webhookStatus.${s as "pending" | "sent" | "failed"}`, { defaultValue: s });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("chats.title")} count={error ? undefined : total} actions={<RefreshLink />} />
      {error ? (
        <ErrorBox title={t("chats.error")} detail={t("chats.errorDetail")} />
      ) : rows.length === 0 ? (
        <EmptyState>{t("chats.empty")}</EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <ul className="space-y-2" aria-label={t("chats.caption")}>
              {rows.map((row) => {
                const current = selected?.id === row.id;
                return (
                  <li key={row.id}>
                    <Link
                      to={href(row.id)}
                      preventScrollReset
                      aria-current={current ? "true" : undefined}
                      aria-label={t("chats.select", { id: row.conversation_id })}
                      data-testid="chat-row"
                      className={`block rounded-xl border p-3 text-sm shadow-sm hover:border-brand-600 ${current ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge tone="blue">{row.language.toUpperCase()}</Badge>
                        <Badge tone={statusTone[row.webhook_status] ?? "gray"}>{status(row.webhook_status)}</Badge>
                        <span className="text-slate-600">{formatDateTime(row.created_at, lang)}</span>
                      </span>
                      <span className="mt-2 block font-medium">{truncate(row.user_message, 60)}</span>
                      <span className="mt-1 block text-slate-700">{truncate(row.assistant_response, 80)}</span>
                      <span className="mt-1 block font-mono text-xs break-all text-slate-700">{row.conversation_id}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} pages={pages} />
          </div>
          {selected || missing ? (
            <section aria-labelledby="chat-detail-title" className="lg:sticky lg:top-4 lg:self-start">
              {selected ? (
                <div className="card">
                  <DetailHeading titleId="chat-detail-title" title={t("chats.detail")} closeTo={href(null)} />
                  <dl className="mt-3" data-testid="chat-detail">
                    <DetailRow label={t("chats.fields.id")}>{selected.id}</DetailRow>
                    <DetailRow label={t("chats.fields.conversationId")}>
                      <span className="font-mono">{selected.conversation_id}</span>
                    </DetailRow>
                    <DetailRow label={t("chats.fields.message")}>{selected.user_message}</DetailRow>
                    <DetailRow label={t("chats.fields.reply")}>{selected.assistant_response}</DetailRow>
                    <DetailRow label={t("chats.fields.language")}>{selected.language.toUpperCase()}</DetailRow>
                    <DetailRow label={t("chats.fields.email")}>{selected.email || t("common.none")}</DetailRow>
                    {selected.dealer_email_subject ? (
                      <DetailRow label={t("chats.fields.subject")}>{selected.dealer_email_subject}</DetailRow>
                    ) : null}
                    <DetailRow label={t("chats.fields.created")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
                    <DetailRow label={t("chats.fields.status")}>
                      <Badge tone={statusTone[selected.webhook_status] ?? "gray"}>{status(selected.webhook_status)}</Badge>
                    </DetailRow>
                  </dl>
                  <h3 className="mt-4 font-semibold">{t("chats.fields.history")}</h3>
                  <ol className="mt-2 space-y-2">
                    {parseHistory(selected.full_history).map((turn, i) => (
                      <li
                        key={i}
                        className={`rounded-lg p-2 text-sm whitespace-pre-wrap ${turn.role === "user" ? "bg-brand-50" : "bg-slate-100"}`}
                      >
                        <span className="block text-xs font-semibold text-slate-600">
                          {turn.role === "user" || turn.role === "assistant" ? t(`chats.roles.${turn.role}`) : turn.role}
                        </span>
                        {turn.content}
                      </li>
                    ))}
                  </ol>
                  {selected.citations.length ? (
                    <section aria-labelledby="chat-citations-title" className="mt-4" data-testid="chat-citations">
                      <h3 id="chat-citations-title" className="font-semibold">
                        {t("chats.citations.title")}
                      </h3>
                      <p className="text-sm text-slate-700">{t("chats.citations.intro")}</p>
                      <ol className="mt-2 space-y-2">
                        {selected.citations.map((c, i) => (
                          <li key={i} className="rounded-lg border border-slate-200 p-2 text-sm">
                            <p className="whitespace-pre-wrap text-slate-800">{truncate(c.reply.replace(/^[\s\S]*?-{10,}\n/, ""), 200)}</p>
                            <ul className="mt-1 flex flex-wrap gap-2">
                              {c.sources.map((src) => (
                                <li key={src.slug}>
                                  <Badge tone={src.used ? "green" : "gray"}>
                                    {src.slug} · {Math.round(src.confidence * 100)} %{src.used ? ` · ${t("chats.citations.used")}` : ""}
                                  </Badge>
                                </li>
                              ))}
                            </ul>
                          </li>
                        ))}
                      </ol>
                    </section>
                  ) : null}
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm font-medium">JSON</summary>
                    <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
                      {prettyJson(selected.full_history)}
                    </pre>
                  </details>
                </div>
              ) : missing ? (
                <p id="chat-detail-title" role="status" className="card text-slate-700">
                  {t("common.notFound")}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
