import { useEffect } from "react";
import { Form } from "react-router";
import { OffersLink } from "#app/outreach/offers-link.tsx";
import { useTranslation } from "#app/platform/i18n.tsx";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { AnswerSummary } from "#app/questionnaire/vehicle.tsx";
import { HoneypotInput } from "#app/ui/forms.tsx";
import { useWebhookLog } from "#app/ui/webhook-log.tsx";

/**
 * The single form's success view (SPEC §4): reference, date, the request's state and the recap.
 * Its own module: the browser loads it when the view is shown, not with the form's first load
 * (decision 029); the server renders it in place.
 */
export function VehicleFormSuccess({
  ref_,
  date,
  answers,
  webhookLog,
  offersPath,
  offersState,
}: {
  ref_: string;
  date: string;
  answers: Partial<VehicleData>;
  webhookLog: WebhookLogEntry | null;
  offersPath: string | null;
  offersState: string | null;
}) {
  const { t } = useTranslation("vehicle");
  useWebhookLog(webhookLog);
  useEffect(() => {
    try {
      localStorage.removeItem("vehicleFormData");
      localStorage.setItem("submissionId", ref_);
    } catch {
      // Storage unavailable: ignored.
    }
  }, [ref_]);
  return (
    <section className="card" aria-labelledby="success-title">
      <div role="status">
        <h2 id="success-title" className="text-2xl font-bold text-green-800">
          {t("form.successTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("form.successBody")}</p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-600">{t("form.reference")}</dt>
          <dd className="font-mono text-lg font-bold text-brand-800" data-testid="reference">
            {ref_}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">{t("form.submittedOn")}</dt>
          <dd className="font-semibold" data-testid="submitted-on">
            {date}
          </dd>
        </div>
      </dl>
      <OffersLink path={offersPath} state={offersState} />
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t("form.recap")}</h3>
      <AnswerSummary answers={answers} />
      <Form method="post" className="mt-6">
        <HoneypotInput />
        <button
          type="submit"
          name="intent"
          value="reset"
          className="btn-primary"
          onClick={() => {
            // 'Nouvelle Demande' resets everything, the local records too (SPEC §4).
            try {
              localStorage.removeItem("vehicleFormData");
              localStorage.removeItem("submissionId");
            } catch {
              // Storage unavailable: ignored.
            }
          }}
        >
          {t("form.newRequest")}
        </button>
      </Form>
    </section>
  );
}
