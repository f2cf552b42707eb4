import { data, Form, useNavigation } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { AUDIT_KEPT_MONTHS, AUDIT_KINDS, auditKind } from "#app/privacy/audit.ts";
import {
  type Counts,
  eraseByEmail,
  findByEmail,
  isPlausibleEmail,
  linkRequestCounts,
  listAudit,
  type PrivacySummary,
} from "#app/privacy/privacy.server.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { PageHeader, td, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.privacy";

/**
 * Law 25, operators: a person's data by e-mail address — find, export (JSON), erase
 * after a confirmation — and the audit log of every privacy action (no personal data in it).
 * The address travels in posts only, never in a URL.
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  // `?kind=erase`: one kind of action; anything else, every kind.
  const kind = auditKind(url.searchParams.get("kind")) ?? null;
  const audit = await listAudit(getDb(), { kind: kind ?? undefined });
  return {
    lang,
    bundle: resources[lang].privacy,
    kind,
    audit: audit.map((a) => ({ ...a, at: new Date(Number(a.at)).toISOString() })),
    linkRequests: await linkRequestCounts(getDb()),
  };
}

type Answer =
  | { step: "invalid"; email: string }
  | { step: "found"; email: string; counts: Counts; summary: PrivacySummary; empty: boolean }
  | { step: "confirm"; email: string; counts: Counts; summary: PrivacySummary; empty: boolean }
  | { step: "erased"; email: string; counts: Counts };

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const raw = formData.get("email");
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!isPlausibleEmail(email)) return data<Answer>({ step: "invalid", email: email.slice(0, 254) }, { status: 400 });
  const intent = formData.get("intent");
  if (intent === "erase") {
    const counts = await eraseByEmail(getDb(), email, "operator");
    kickOutbox();
    return data<Answer>({ step: "erased", email: "", counts });
  }
  const found = await findByEmail(getDb(), email);
  return data<Answer>({ step: intent === "erase-ask" && !found.empty ? "confirm" : "found", email, ...found });
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, audit, kind, linkRequests } = loaderData;
  useBundles({ lang, bundles: { privacy: bundle } });
  const { t } = useTranslation("privacy");
  const pageLang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answer = actionData;
  const email = answer?.email ?? "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={t("admin.title")} />
      <p className="mb-4 text-slate-700">{t("admin.intro")}</p>
      <Form method="post" className="card flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex grow flex-col">
          <label htmlFor="privacy-admin-email" className="font-medium">
            {t("admin.email")}
          </label>
          <input
            id="privacy-admin-email"
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={email}
            key={email}
            aria-invalid={answer?.step === "invalid" || undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <button type="submit" name="intent" value="find" className="btn-primary" disabled={busy}>
          {t("admin.find")}
        </button>
      </Form>

      {answer?.step === "erased" ? (
        <p
          role="status"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
          data-testid="privacy-admin-erased"
        >
          {t("admin.erased")} <CountsLine counts={answer.counts} />
        </p>
      ) : null}

      {answer?.step === "found" || answer?.step === "confirm" ? (
        <section className="card mt-4" aria-labelledby="privacy-found" data-testid="privacy-admin-found">
          <h2 id="privacy-found" className="text-lg font-semibold">
            {t("admin.found")}
          </h2>
          {answer.empty ? (
            <p className="mt-2">{t("admin.nothing")}</p>
          ) : (
            <>
              <p className="mt-2 text-sm">
                <CountsLine counts={answer.counts} />
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {[
                  ...answer.summary.requests,
                  ...answer.summary.conversations,
                  ...answer.summary.contactMessages,
                  ...answer.summary.evaluations,
                ].map((item, i) => (
                  <li key={i}>
                    {formatDateTime(item.at, pageLang)} — {item.label}
                  </li>
                ))}
              </ul>
              {answer.step === "confirm" ? (
                <div className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="erase-confirm">
                  <h3 className="font-semibold">{t("admin.confirmTitle", { email })}</h3>
                  <p className="mt-1 text-sm">{t("admin.confirmBody")}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="email" value={email} />
                      <button type="submit" name="intent" value="erase" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
                        {t("admin.confirm")}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="email" value={email} />
                      <button type="submit" name="intent" value="find" className="btn-secondary">
                        {t("admin.cancel")}
                      </button>
                    </Form>
                  </div>
                </div>
              ) : (
                <div className="mt-4 flex flex-wrap gap-2">
                  <Form method="post" action={localePath("/admin/privacy/export", pageLang)} reloadDocument>
                    <input type="hidden" name="email" value={email} />
                    <button type="submit" className="btn-secondary">
                      {t("admin.export")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="email" value={email} />
                    <button type="submit" name="intent" value="erase-ask" className="btn-secondary text-red-800">
                      {t("admin.erase")}
                    </button>
                  </Form>
                </div>
              )}
            </>
          )}
        </section>
      ) : null}

      <section className="mt-8" aria-labelledby="privacy-audit">
        <h2 id="privacy-audit" className="mb-1 text-lg font-semibold">
          {t("admin.audit")}
        </h2>
        <p className="mb-2 text-sm text-slate-600">{t("admin.auditKept", { months: AUDIT_KEPT_MONTHS })}</p>
        <nav aria-label={t("admin.auditFilter")} className="mb-3 flex flex-wrap gap-2 text-sm" data-testid="privacy-audit-kinds">
          {[null, ...AUDIT_KINDS].map((k) => (
            <a
              key={k ?? "all"}
              href={k ? `?kind=${k}` : "?"}
              aria-current={k === kind ? "page" : undefined}
              className={`rounded-full border px-3 py-1 ${k === kind ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"}`}
            >
              {t(`admin.auditKinds.${k ?? "all"}`)}
            </a>
          ))}
        </nav>
        {audit.length === 0 ? (
          <p className="card text-slate-600">{t("admin.auditEmpty")}</p>
        ) : (
          <div
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
            role="region"
            aria-labelledby="privacy-audit"
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="privacy-audit">
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-left">
                  {(["at", "action", "subject", "actor", "reference", "counts"] as const).map((k) => (
                    <th key={k} scope="col" className="px-3 py-2">
                      {t(`admin.auditColumns.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {audit.map((a) => (
                  <tr key={a.id} className="border-b border-slate-100" data-action={a.action}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(a.at, pageLang)}</td>
                    <td className={td}>{auditKind(a.action) ? t(`admin.auditKinds.${auditKind(a.action)!}`) : a.action}</td>
                    <td className={td}>{a.subject}</td>
                    <td className={td}>{a.actor}</td>
                    <td className={`${td} font-mono text-xs`}>{a.reference}</td>
                    <td className={`${td} font-mono text-xs break-all`}>{a.counts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="mt-8" aria-labelledby="privacy-link-requests">
        <h2 id="privacy-link-requests" className="mb-1 text-lg font-semibold">
          {t("admin.linkRequests")}
        </h2>
        <p className="mb-2 text-sm text-slate-600">{t("admin.linkRequestsIntro")}</p>
        {linkRequests.length === 0 ? (
          <p className="card text-slate-600">{t("admin.linkRequestsEmpty")}</p>
        ) : (
          <div
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
            role="region"
            aria-labelledby="privacy-link-requests"
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="privacy-link-counts">
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-left">
                  {(["day", "requested", "known"] as const).map((k) => (
                    <th key={k} scope="col" className="px-3 py-2">
                      {t(`admin.linkRequestsColumns.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {linkRequests.map((d) => (
                  <tr key={d.day} className="border-b border-slate-100" data-day={d.day}>
                    <td className={`${td} whitespace-nowrap`}>{d.day}</td>
                    <td className={td}>{d.requested}</td>
                    <td className={td}>{d.known}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function CountsLine({ counts }: { counts: Counts }) {
  const { t } = useTranslation("privacy");
  return (
    <span data-testid="privacy-counts">
      {(Object.keys(counts) as Array<keyof Counts>)
        .filter((k) => counts[k] > 0)
        .map((k) => `${t(`admin.counts.${k}`)} : ${counts[k]}`)
        .join(" · ")}
    </span>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.bundle.admin.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
