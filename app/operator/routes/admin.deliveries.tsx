import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  getDelivery,
  listDeliveries,
  loadAdminPage,
  noDetail,
  parseDeliveryId,
  parseDeliveryStatus,
  withDetail,
} from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { deliveryStatuses } from "#app/operator/operator.ts";
import { type Db, getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import {
  countDeadDeliveries,
  DELIVERY_KINDS,
  type DeliveryKind,
  requeueDeadDeliveries,
  requeueDelivery,
} from "#app/platform/outbox.server.ts";
import { formatDateTime, prettyJson, truncate } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import {
  Badge,
  DetailRow,
  EmptyState,
  ErrorBox,
  ListTable,
  PageHeader,
  RefreshLink,
  RowNotFound,
  statusTone,
  TableBox,
  TableHead,
  td,
  useLang,
  useSelectHref,
} from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.deliveries";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("deliveries.title");
  const params = url.searchParams;
  const status = parseDeliveryStatus(params.get("status"));
  const id = parseDeliveryId(params.get("id"));
  const read = (db: Db) => withDetail(params, listDeliveries(db, status, params.get("page")), id ? getDelivery(db, id) : undefined);
  const dead = await countDeadDeliveries(getDb()).catch(() => null);
  return { title, status, dead, ...(await loadAdminPage("deliveries", read, noDetail)) };
}

type BulkResult = { kind: DeliveryKind; count: number };
type ActionResult = { resent: string | null; refused: boolean; confirm?: BulkResult; resentAll?: BulkResult };

const parseKind = (value: FormDataEntryValue | null): DeliveryKind | null => DELIVERY_KINDS.find((k) => k === value) ?? null;

/**
 * intent=resend: a failed or dead delivery goes back to pending, same id (= `webhook-id`), due now.
 * intent=resend-dead-confirm, then intent=resend-dead: every dead delivery of a kind, after a
 * confirmation step that states the count (a plain form post each, no script needed).
 */
export async function action({ request }: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "resend-dead-confirm" || intent === "resend-dead") {
    const kind = parseKind(formData.get("kind"));
    if (!kind) return data({ resent: null, refused: true }, { status: 400 });
    const db = getDb();
    if (intent === "resend-dead-confirm")
      return { resent: null, refused: false, confirm: { kind, count: (await countDeadDeliveries(db))[kind] } };
    const count = await requeueDeadDeliveries(db, kind);
    if (count > 0) kickOutbox();
    return { resent: null, refused: false, resentAll: { kind, count } };
  }
  const id = parseDeliveryId(formData.get("id"));
  if (formData.get("intent") !== "resend" || !id) return data({ resent: null, refused: true }, { status: 400 });
  const requeued = await requeueDelivery(getDb(), id);
  if (!requeued) return data({ resent: null, refused: true }, { status: 409 });
  kickOutbox();
  return { resent: id, refused: false };
}

const resendable = (status: string) => status === "failed" || status === "dead";

function ResendButton({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-secondary min-h-9 py-1 text-sm" disabled={busy} aria-label={t("deliveries.resendLabel", { id })}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t("deliveries.resend")}
      </button>
    </Form>
  );
}

/** Re-send every dead delivery of a kind: a button per kind with dead rows, then a confirmation with the count. */
function DeadDeliveries({ dead, actionData }: { dead: Record<DeliveryKind, number> | null; actionData: ActionResult | undefined }) {
  const { t } = useTranslation("admin");
  const kindLabel = (kind: DeliveryKind) => t(`deliveriesBulk.kind.${kind}`);
  const confirm = actionData?.confirm;
  const done = actionData?.resentAll;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirm || done) box.current?.focus();
  }, [confirm, done]);
  if (!dead) return null;
  const kinds = DELIVERY_KIND_LIST.filter((k) => dead[k] > 0);
  if (kinds.length === 0 && !confirm && !done) return null;
  return (
    <section aria-labelledby="dead-deliveries-title" className="card mb-4" data-testid="dead-deliveries">
      <h2 id="dead-deliveries-title" className="text-lg font-bold">
        {t("deliveriesBulk.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t("deliveriesBulk.intro")}</p>
      <div ref={box} tabIndex={-1} role="status" aria-live="polite">
        {done ? (
          <p className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900" data-testid="dead-resent">
            {done.count > 0 ? t("deliveriesBulk.done", { count: done.count, kind: kindLabel(done.kind) }) : t("deliveriesBulk.none")}
          </p>
        ) : null}
        {confirm ? (
          confirm.count > 0 ? (
            <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="dead-confirm">
              <h3 className="font-semibold">{t("deliveriesBulk.confirmTitle")}</h3>
              <p className="mt-1 text-sm">{t("deliveriesBulk.confirm", { count: confirm.count, kind: kindLabel(confirm.kind) })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="resend-dead" />
                  <input type="hidden" name="kind" value={confirm.kind} />
                  <button type="submit" className="btn-primary min-h-9 py-1 text-sm">
                    {t("deliveriesBulk.confirmButton", { count: confirm.count })}
                  </button>
                </Form>
                <Link to="." preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
                  {t("deliveriesBulk.cancel")}
                </Link>
              </div>
            </div>
          ) : (
            <p className="mt-3 text-sm">{t("deliveriesBulk.none")}</p>
          )
        ) : null}
      </div>
      {!confirm && kinds.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {kinds.map((kind) => (
            <li key={kind}>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="resend-dead-confirm" />
                <input type="hidden" name="kind" value={kind} />
                <button type="submit" className="btn-secondary min-h-9 py-1 text-sm">
                  {t("deliveriesBulk.resendAll", { count: dead[kind], kind: kindLabel(kind) })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const DELIVERY_KIND_LIST: readonly DeliveryKind[] = ["webhook", "email"];

export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pages, selected, missing, error, status, dead } = loaderData;
  const { t } = useTranslation("admin");
  const lang = useLang();
  const href = useSelectHref();
  const statusLabel = (s: string) => t(`deliveries.status.${s as (typeof deliveryStatuses)[number]}`, { defaultValue: s });
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) notice.current?.focus();
  }, [actionData]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader title={t("deliveries.title")} count={error ? undefined : total} actions={<RefreshLink />} />
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-700">{t("deliveries.intro")}</p>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="status-filter" className="field-label">
            {t("deliveries.filter")}
          </label>
          <select id="status-filter" name="status" defaultValue={status ?? ""} className="field-input">
            <option value="">{t("deliveries.all")}</option>
            {deliveryStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t("deliveries.filterApply")}
        </button>
      </Form>
      <DeadDeliveries dead={dead} actionData={actionData} />
      <div aria-live="polite">
        {actionData && !actionData.confirm && !actionData.resentAll ? (
          <p
            ref={notice}
            tabIndex={-1}
            role="status"
            className={`mb-4 rounded-lg p-3 text-sm ${actionData.resent ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
          >
            {actionData.resent ? t("deliveries.resent", { id: actionData.resent }) : t("deliveries.notResendable")}
          </p>
        ) : null}
      </div>
      {selected ? (
        <section aria-labelledby="delivery-detail-title" className="card mb-6">
          <div className="flex flex-wrap items-start gap-2">
            <h2 id="delivery-detail-title" className="mr-auto text-lg font-bold">
              {t("deliveries.detail")}
            </h2>
            {resendable(selected.status) ? <ResendButton id={selected.id} /> : null}
            <Link to={href(null)} preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
              {t("common.close")}
            </Link>
          </div>
          <dl className="mt-3" data-testid="delivery-detail">
            <DetailRow label={t("deliveries.columns.id")}>
              <span className="font-mono">{selected.id}</span>
            </DetailRow>
            <DetailRow label={t("deliveries.columns.channel")}>{selected.channel}</DetailRow>
            <DetailRow label={t("deliveries.columns.formType")}>{selected.form_type}</DetailRow>
            <DetailRow label={t("deliveries.columns.status")}>
              <Badge tone={statusTone[selected.status] ?? "gray"}>{statusLabel(selected.status)}</Badge>
            </DetailRow>
            <DetailRow label={t("deliveries.columns.created")}>{formatDateTime(selected.created_at, lang)}</DetailRow>
            <DetailRow label={t("deliveries.columns.attempts")}>{selected.attempts}</DetailRow>
            <DetailRow label={t("deliveries.columns.nextAttempt")}>
              {selected.status === "pending" || selected.status === "failed"
                ? formatDateTime(selected.next_attempt_at, lang)
                : t("common.none")}
            </DetailRow>
            <DetailRow label={t("deliveries.columns.sentAt")}>
              {selected.sent_at ? formatDateTime(selected.sent_at, lang) : t("common.none")}
            </DetailRow>
            <DetailRow label={t("deliveries.columns.lastStatus")}>{selected.last_status ?? t("common.none")}</DetailRow>
            <DetailRow label={t("deliveries.columns.lastError")}>{selected.last_error ?? t("common.none")}</DetailRow>
          </dl>
          <h3 className="mt-4 font-semibold">{t("deliveries.attempts")}</h3>
          {selected.attemptLog.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t("deliveries.noAttempts")}</p>
          ) : (
            <TableBox label={t("deliveries.attempts")}>
              <table className="min-w-full divide-y divide-slate-200">
                <TableHead
                  columns={[
                    t("deliveries.columns.at"),
                    t("deliveries.columns.httpStatus"),
                    t("deliveries.columns.error"),
                    t("deliveries.columns.response"),
                    t("deliveries.columns.duration"),
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {selected.attemptLog.map((a) => (
                    <tr key={a.id} data-testid="attempt-row">
                      <td className={`${td} whitespace-nowrap`}>{formatDateTime(a.at, lang)}</td>
                      <td className={td}>{a.http_status ?? t("common.none")}</td>
                      <td className={`${td} break-words`}>{a.error ?? t("common.none")}</td>
                      <td className={`${td} font-mono text-xs break-all`}>
                        {a.response_excerpt ? truncate(a.response_excerpt, 300) : t("common.none")}
                      </td>
                      <td className={`${td} tabular-nums`}>{a.duration_ms}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
          <h3 className="mt-4 font-semibold">{t("deliveries.payload")}</h3>
          <pre className="mt-2 max-h-[32rem] overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" tabIndex={0}>
            {prettyJson(selected.payload)}
          </pre>
        </section>
      ) : missing ? (
        <RowNotFound />
      ) : null}
      {error ? (
        <ErrorBox title={t("deliveries.error")} detail={t("deliveries.errorDetail")} />
      ) : rows.length === 0 ? (
        <EmptyState>{status ? t("deliveries.emptyFiltered") : t("deliveries.empty")}</EmptyState>
      ) : (
        <ListTable
          label={t("deliveries.caption")}
          page={page}
          pages={pages}
          columns={[
            t("deliveries.columns.created"),
            t("deliveries.columns.formType"),
            t("deliveries.columns.status"),
            t("deliveries.columns.attempts"),
            t("deliveries.columns.nextAttempt"),
            t("deliveries.columns.lastStatus"),
            t("deliveries.columns.lastError"),
            t("deliveries.columns.actions"),
          ]}
        >
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="delivery-row"
              data-delivery-id={row.id}
              className={selected?.id === row.id ? "bg-brand-50" : undefined}
            >
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.created_at, lang)}</td>
              <td className={td}>
                <div>{row.form_type}</div>
                {row.channel !== "webhook" ? <div className="text-xs text-slate-600">{row.channel}</div> : null}
              </td>
              <td className={td}>
                <Badge tone={statusTone[row.status] ?? "gray"}>{statusLabel(row.status)}</Badge>
              </td>
              <td className={`${td} tabular-nums`}>{row.attempts}</td>
              <td className={`${td} whitespace-nowrap`}>
                {row.status === "pending" || row.status === "failed" ? formatDateTime(row.next_attempt_at, lang) : t("common.none")}
              </td>
              <td className={`${td} tabular-nums`}>{row.last_status ?? t("common.none")}</td>
              <td className={`${td} max-w-xs break-words`}>{row.last_error ? truncate(row.last_error, 120) : t("common.none")}</td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <Link to={href(row.id)} preventScrollReset className="btn-secondary min-h-9 py-1 text-sm">
                    {t("common.view")}
                    <span className="sr-only"> {row.id}</span>
                  </Link>
                  {resendable(row.status) ? <ResendButton id={row.id} /> : null}
                </div>
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
