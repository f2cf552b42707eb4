import { data, Form, Link, redirect } from "react-router";
import { dealersContacted, outreachDetail } from "#app/outreach/admin.server.ts";
import { formatMoney } from "#app/outreach/offers.ts";
import { OfferSummary, VehicleList } from "#app/outreach/offers.tsx";
import { quoteRequestLines, windowText } from "#app/outreach/outreach-email.ts";
import { approveOutreach } from "#app/outreach/start.server.ts";
import { WidenNote } from "#app/outreach/widen-note.tsx";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { translate } from "#app/platform/texts.ts";
import { displayAnswers } from "#app/questionnaire/display-value.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, DetailRow, statusTone, TableBox, td, th, type Tone, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.outreach-detail";

/** One request's outreach (operator): dealers asked, their progress and offers, and every e-mail (readable while SMTP is off). */

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  if (!/^\d{1,12}$/.test(params.id)) throw data(null, { status: 404 });
  const detail = await outreachDetail(getDb(), Number(params.id));
  if (!detail) throw data(null, { status: 404 });
  const outreach = resources[lang].outreach;
  // Decision 055: before any dealer is contacted, the request worded as the dealer e-mail words it.
  const preview =
    detail.state === "active"
      ? null
      : quoteRequestLines({
          lang,
          buyerFirstName: detail.wording.firstName,
          vehicle: detail.wording.vehicle,
          city: detail.wording.city,
          dealersContacted: detail.found,
          privacy: detail.wording.privacy,
        });
  return {
    lang,
    bundle: outreach,
    dealersBundle: resources[lang].dealers,
    title: translate(lang, "outreach", "outreach.detailTitle", { ref: detail.ref }),
    detail,
    shown: displayAnswers(detail.vehicle, lang),
    preview,
    // What the approval really did (decision 044): how many dealers were contacted, or none yet.
    approved: /^\d{1,4}$/.test(url.searchParams.get("approved") ?? "") ? Number(url.searchParams.get("approved")) : null,
    searchAgain: windowText(getEnv().WIDEN_AFTER_MINUTES, lang),
  };
}

/** The operator approves a request without e-mail: only the wording its client approved, as this page showed it. */
export async function action({ params, request, url }: Route.ActionArgs) {
  if (!/^\d{1,12}$/.test(params.id)) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const seen = formData.get("seen");
  const outcome = await approveOutreach(getDb(), Number(params.id), { seen: typeof seen === "string" ? seen : "" });
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome === "changed" || outcome === "not-reviewed") return data({ problem: outcome }, { status: 409 });
  if (outcome === "confirmed") kickOutbox();
  return redirect(`${url.pathname}?approved=${await dealersContacted(getDb(), Number(params.id))}`);
}

const linkTone: Record<string, Tone> = { queued: "amber", sent: "blue", opened: "blue", answered: "green", chosen: "green" };

export default function OutreachDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, dealersBundle, detail, preview, approved, searchAgain } = loaderData;
  const problem = actionData?.problem;
  useBundles({ lang, bundles: { outreach: bundle } });
  useBundles({ lang, bundles: { dealers: dealersBundle } });
  const { t } = useTranslation("outreach");
  const ui = useLang();
  const missing = detail.wanted - detail.found;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link to={localePath("/admin/outreach", ui)} className="text-sm text-brand-700 underline">
        {t("outreach.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("outreach.detailTitle", { ref: detail.ref || `#${detail.id}` })}</h1>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {approved !== null ? (
          <p
            className={`rounded-xl border p-3 ${approved > 0 ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-950"}`}
            data-testid="approved"
          >
            {approved > 0 ? t("approval.approved", { count: approved }) : t("approval.approvedNone", { window: searchAgain })}
          </p>
        ) : null}
        {problem ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="approval-problem">
            {problem === "changed" ? t("approval.changed") : t("approval.notReviewed")}
          </p>
        ) : null}
      </div>
      {preview ? (
        <section className="card mt-4" aria-labelledby="preview-title" data-testid="operator-preview">
          <h2 id="preview-title" className="text-lg font-semibold">
            {t("approval.previewTitle")}
          </h2>
          <p className="text-sm text-slate-700">{t("approval.previewIntro")}</p>
          <p className="mt-2">{preview.intro}</p>
          <dl className="mt-2">
            {preview.lines.map((l) => (
              <DetailRow key={l.key} label={l.label}>
                {l.value}
              </DetailRow>
            ))}
          </dl>
          <p className="mt-2">{preview.privacy}</p>
          {detail.state === "awaiting_approval" ? (
            <>
              <p className="mt-3 text-sm" data-testid="review-state">
                {detail.reviewedAt
                  ? t("approval.reviewedBy", { date: formatDateTime(detail.reviewedAt, lang) })
                  : t("approval.notReviewed")}
              </p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="seen" value={detail.digest} />
                <button type="submit" className="btn-primary" disabled={!detail.reviewedAt} data-testid="approve">
                  {/* Says what approving does: contact the dealers found, or (none found) search again. */}
                  {detail.found > 0 ? t("approval.approve", { count: detail.found }) : t("approval.approveNone")}
                </button>
              </Form>
            </>
          ) : null}
        </section>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby="req-title">
          <h2 id="req-title" className="sr-only">
            {t("outreach.request")}
          </h2>
          <dl>
            <DetailRow label={t("outreach.fields.created")}>{formatDateTime(detail.createdAt, lang)}</DetailRow>
            <DetailRow label={t("outreach.request")}>
              {t(`outreach.kind.${detail.kind}`)} · {detail.ref} · {detail.language.toUpperCase()}
            </DetailRow>
            <DetailRow label={t("outreach.fields.matched")}>
              <span data-testid="matched">{t("outreach.found", { found: detail.found, wanted: detail.wanted })}</span>
              {missing > 0 ? (
                <span className="ml-2">
                  <Badge tone="red">{t("outreach.shortfall", { missing })}</Badge>
                </span>
              ) : null}
              {detail.note ? <span className="block text-sm">{t(`outreach.notes.${detail.note}` as never)}</span> : null}
              <WidenNote widen={detail.widen} found={detail.found} lang={lang} />
            </DetailRow>
            <DetailRow label={t("outreach.fields.deadline")}>{formatDateTime(detail.deadlineAt, lang)}</DetailRow>
            <DetailRow label={t("outreach.fields.privacy")}>
              {detail.privacy === "A" ? t("outreach.fields.privacyA") : t("outreach.fields.privacyB")}
            </DetailRow>
            <DetailRow label={t("outreach.fields.confirmed")}>
              <span data-testid="confirmed-via">
                {detail.confirmedVia && detail.confirmedAt
                  ? t(detail.confirmedVia === "sms" ? "outreach.fields.confirmedSms" : "outreach.fields.confirmedEmail", {
                      date: formatDateTime(detail.confirmedAt, lang),
                    })
                  : t("outreach.fields.confirmedNot")}
              </span>
            </DetailRow>
            <DetailRow label={t("outreach.fields.buyerPage")}>
              <a href={detail.buyerPath} className="break-all text-brand-700 underline">
                {detail.buyerPath}
              </a>
            </DetailRow>
          </dl>
        </section>
        <section className="card" aria-labelledby="veh-title">
          <h2 id="veh-title" className="mb-3 font-semibold">
            {t("outreach.vehicle")}
          </h2>
          <VehicleList shown={loaderData.shown} city={detail.city} />
        </section>
      </div>

      <section className="mt-6" aria-labelledby="dealers-title">
        <h2 id="dealers-title" className="mb-2 text-xl font-semibold">
          {t("outreach.dealersTitle")}
        </h2>
        <TableBox label={t("outreach.dealersTitle")}>
          <table className="min-w-full divide-y divide-slate-200" data-testid="links-table">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {t("outreach.rank")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.dealers")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.distance")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.linkStatus")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.sentAt")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.openedAt")}
                </th>
                <th scope="col" className={th}>
                  {t("outreach.answeredAt")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.links.map((l) => (
                <tr key={l.id} data-testid="link-row">
                  <td className={td}>{l.rank}</td>
                  <td className={td}>
                    <Link to={localePath(`/admin/dealers/${l.dealerId}`, ui)} className="font-medium text-brand-700 underline">
                      {l.dealerName}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      {l.dealerCity} · {l.dealerEmail}
                    </span>
                  </td>
                  <td className={td}>{l.distanceKm === null ? "—" : `${Math.round(l.distanceKm)} km`}</td>
                  <td className={td}>
                    <Badge tone={linkTone[l.status] ?? "gray"}>{t(`outreach.statuses.${l.status}` as never)}</Badge>
                  </td>
                  <td className={td}>{formatDateTime(l.sentAt, lang) || "—"}</td>
                  <td className={td}>{formatDateTime(l.openedAt, lang) || "—"}</td>
                  <td className={td}>{formatDateTime(l.answeredAt, lang) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>

      <section className="mt-6" aria-labelledby="offers-title">
        <h2 id="offers-title" className="mb-2 text-xl font-semibold">
          {t("outreach.offersTitle")}
        </h2>
        {detail.links.every((l) => !l.offer) ? (
          <p className="card">{t("outreach.noOffers")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {detail.links.map((l) =>
              l.offer ? (
                <article key={l.id} className="card" aria-label={l.dealerName} data-testid="admin-offer">
                  <h3 className="mb-2 font-semibold">
                    {l.dealerName}
                    {l.offer.id === detail.chosenOfferId ? (
                      <span className="ml-2">
                        <Badge tone="green">{t("outreach.statuses.chosen")}</Badge>
                      </span>
                    ) : null}
                    {l.offer.flaggedFeesCents > 0 ? (
                      <span className="ml-2">
                        <Badge tone="red">{t("outreach.flagged", { amount: formatMoney(l.offer.flaggedFeesCents, lang) })}</Badge>
                      </span>
                    ) : null}
                  </h3>
                  <OfferSummary offer={l.offer} lang={lang} />
                </article>
              ) : null,
            )}
          </div>
        )}
      </section>

      <section className="mt-6" aria-labelledby="mails-title">
        <h2 id="mails-title" className="mb-2 text-xl font-semibold">
          {t("outreach.mailsTitle")}
        </h2>
        {detail.mails.length === 0 ? (
          <p className="card">{t("outreach.noMails")}</p>
        ) : (
          <ul className="space-y-3">
            {detail.mails.map((m) => (
              <li key={m.id} className="card" data-testid="mail">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone="blue">{t(`outreach.mailKind.${m.kind}` as never)}</Badge>
                  <Badge tone={statusTone[m.status] ?? "gray"}>{t(`outreach.deliveryStatus.${m.status}` as never)}</Badge>
                  <span className="break-all">{t("outreach.mailTo", { to: m.to })}</span>
                  <span className="text-slate-600">{t("outreach.attempts", { count: m.attempts })}</span>
                </p>
                <p className="mt-1 font-medium">{m.subject}</p>
                {m.lastError ? <p className="mt-1 text-sm text-red-900">{t("outreach.lastError", { error: m.lastError })}</p> : null}
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium">{t("outreach.showMail")}</summary>
                  <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap">{m.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
