import { Link, redirect } from "react-router";
import { OffersLink } from "#app/outreach/offers-link.tsx";
import { offersOf } from "#app/outreach/start.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { fixedT } from "#app/platform/texts.ts";
import { readVisitor } from "#app/platform/visitor.server.ts";
import { getDraft } from "#app/questionnaire/drafts.server.ts";
import { lastSubmission, webhookLogFor } from "#app/questionnaire/vehicle-requests.server.ts";
import { Banner, useAnswerLabel, useVehicleLine } from "#app/questionnaire/vehicle.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { TrustStrip } from "#app/ui/trust.tsx";
import { useWebhookLog } from "#app/ui/webhook-log.tsx";
import type { Route } from "./+types/vehicle-step.success";

/**
 * The wizard's confirmation page (SPEC §2): the request this visitor just submitted, read back
 * from the database. Nothing submitted yet → back to the review step (or step 1).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const visitor = await readVisitor(request);
  const db = getDb();
  const last = await lastSubmission(db, visitor.id, "wizard");
  if (!last) {
    const draft = await getDraft(db, visitor.id, "wizard");
    throw redirect(localePath(Object.keys(draft.answers).length ? "/vehicle-step/11" : "/vehicle-step/1", lang));
  }
  const t = fixedT(lang, "vehicle");
  const row = last.row;
  return {
    lang,
    i18n: pageBundles(context, "vehicle"),
    title: t("success.metaTitle"),
    ref: last.ref,
    webhookLog: row ? await webhookLogFor(db, row.id) : null,
    ...(await offersOf(row?.id, lang)),
    submission: row
      ? {
          name: row.name,
          vehicle: { brand: row.brand, model: row.model, trim: row.trim, condition: row.condition },
          city: row.city,
          dealerships: row.dealerships,
          contact: row.email || row.phone,
        }
      : null,
  };
}

export default function VehicleStepSuccess({ loaderData }: Route.ComponentProps) {
  useBundles(loaderData.i18n);
  const { t } = useTranslation("vehicle");
  const vehicleLine = useVehicleLine();
  const answerLabel = useAnswerLabel();
  const { lang, ref, submission, offersStatus } = loaderData;
  // With no dealer matched, nothing on this screen says dealers are being contacted.
  const noDealers = offersStatus?.noDealers ?? false;
  useWebhookLog(loaderData.webhookLog);
  if (!submission) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="sr-only">{t("success.errorTitle")}</h1>
        <Banner tone="error" title={t("success.errorTitle")} body={t("success.errorBody", { ref })} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <div className="card">
        <Icon name="checkCircle" className="size-10 text-green-700" />
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t("success.thanks", { name: submission.name })}</h1>
        <p className="mt-1 text-slate-700">{t("success.intro")}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-slate-600">{t("success.submissionNumber")}</dt>
            <dd className="font-mono text-lg font-bold text-brand-800" data-testid="submission-number">
              {ref}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t("success.vehicle")}</dt>
            <dd className="font-semibold">{vehicleLine(submission.vehicle)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t("success.city")}</dt>
            <dd className="font-semibold">{answerLabel("city", submission.city)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t("success.dealerships")}</dt>
            <dd className="font-semibold">{submission.dealerships}</dd>
          </div>
        </dl>
        <OffersLink path={loaderData.offersPath} state={loaderData.offersState} status={offersStatus} where={loaderData.offersWhere} />
        {submission.contact ? (
          <p className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
            {t(noDealers ? "success.confirmationNone" : "success.confirmation", { contact: submission.contact })}
          </p>
        ) : null}
        {noDealers ? null : (
          <>
            <h2 className="mt-6 font-semibold text-slate-900">{t("success.nextStepsTitle")}</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {t("wizard.nextSteps", { returnObjects: true }).map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </>
        )}
        <TrustStrip className="mt-6" />
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={localePath("/chat", lang)} className="btn-primary">
            {t("success.chat")}
          </Link>
          <Link to={localePath("/vehicle-step/1", lang)} className="btn-secondary">
            {t("success.newRequest")}
          </Link>
          <Link to={localePath("/", lang)} className="btn-secondary">
            {t("success.home")}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
