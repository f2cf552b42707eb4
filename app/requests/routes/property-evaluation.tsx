import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { newIdempotencyKey } from "#app/platform/form-guards.server.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "#app/platform/live-form.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { forwardRetryAfter } from "#app/platform/security.server.ts";
import { storeFormAction } from "#app/platform/stored-form.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { PropertySchema } from "#app/requests/property-form.ts";
import { savePropertyEvaluation } from "#app/requests/property.server.ts";
import { estimatedValues, propertyTypes, timeframes } from "#app/requests/property.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Field, HoneypotInput, IdempotencyInput, SelectField, TextareaField } from "#app/ui/forms.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { useStoredForm } from "#app/ui/stored-form.tsx";
import { JsMarker, StoredFormStatus, StoredFormSubmit } from "#app/ui/submit-status.tsx";
import { PrivacyNotice } from "#app/ui/trust.tsx";
import type { Route } from "./+types/property-evaluation";

export function loader({ context, url }: Route.LoaderArgs) {
  const t = fixedT(getLocale(context), "property");
  const sent = url.searchParams.get("sent") === "1";
  return {
    title: t("title"),
    description: t("metaDescription"),
    idempotencyKey: newIdempotencyKey(),
    sent,
    i18n: pageBundles(context, "property"),
    constraint: getZodConstraint(PropertySchema),
  };
}

/** Retry-After of a post refused past the daily quota. */
export const headers = forwardRetryAfter;

export function action({ request, context }: Route.ActionArgs) {
  return storeFormAction(
    request,
    PropertySchema,
    "[property] storing a request failed",
    (db, property, idempotencyKey) => savePropertyEvaluation(db, { property, language: getLocale(context), idempotencyKey }),
    { kind: "evaluation", context },
  );
}

export default function PropertyEvaluation({ loaderData, actionData }: Route.ComponentProps) {
  const { title, idempotencyKey, sent } = loaderData;
  useBundles(loaderData.i18n);
  const { t } = useTranslation("property");
  const { form, fields, sending, showSuccess, failed, limited, invalid, missing } = useStoredForm<typeof PropertySchema>("property-form", {
    constraint: loaderData.constraint,
    schema: () => import("#app/requests/property-form.ts").then((m) => m.PropertySchema),
    actionData,
    sent,
  });

  const options = <K extends "propertyTypes" | "estimatedValues" | "timeframes">(group: K, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as never) }));

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-700">{t("intro")}</p>
        <p className="mt-2 text-slate-700" data-testid="property-why">
          {t("why")}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t("requiredNote")}</p>

        <StoredFormStatus t={t} showSuccess={showSuccess} failed={failed} limited={limited} invalid={invalid} missing={missing} />

        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-6">
          <HoneypotInput />
          <IdempotencyInput value={idempotencyKey} />
          <JsMarker />
          <fieldset className="card grid gap-4 sm:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t("contactSection")}</legend>
            <Field
              label={t("firstName")}
              inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
              errors={fields.firstName.errors}
            />
            <Field
              label={t("lastName")}
              inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
              errors={fields.lastName.errors}
            />
            <Field
              label={t("email")}
              inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
              errors={fields.email.errors}
            />
            <Field
              label={t("phone")}
              inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
              hint={t("phoneHint")}
              errors={fields.phone.errors}
            />
          </fieldset>

          <fieldset className="card grid gap-4 sm:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t("propertySection")}</legend>
            <Field
              className="sm:col-span-2"
              label={t("address")}
              inputProps={{ ...getInputProps(fields.address, { type: "text" }), autoComplete: "address-line1" }}
              errors={fields.address.errors}
            />
            <Field
              label={t("city")}
              inputProps={{ ...getInputProps(fields.city, { type: "text" }), autoComplete: "address-level2" }}
              errors={fields.city.errors}
            />
            <Field
              label={t("postalCode")}
              inputProps={{ ...getInputProps(fields.postalCode, { type: "text" }), autoComplete: "postal-code" }}
              hint={t("postalCodeHint")}
              errors={fields.postalCode.errors}
            />
            <SelectField
              label={t("propertyType")}
              selectProps={getSelectProps(fields.propertyType)}
              options={options("propertyTypes", propertyTypes)}
              placeholder={t("choose")}
              errors={fields.propertyType.errors}
            />
            <SelectField
              label={t("estimatedValue")}
              selectProps={getSelectProps(fields.estimatedValue)}
              options={options("estimatedValues", estimatedValues)}
              placeholder={t("choose")}
              errors={fields.estimatedValue.errors}
            />
            <SelectField
              label={t("timeframe")}
              selectProps={getSelectProps(fields.timeframe)}
              options={options("timeframes", timeframes)}
              placeholder={t("choose")}
              errors={fields.timeframe.errors}
            />
            <TextareaField
              className="sm:col-span-2"
              label={t("additionalInfo")}
              textareaProps={{ ...getTextareaProps(fields.additionalInfo), rows: 4 }}
              errors={fields.additionalInfo.errors}
            />
          </fieldset>

          <StoredFormSubmit t={t} sending={sending} />
          <PrivacyNotice about="property" />
        </Form>
      </div>

      <aside aria-labelledby="selling-points" className="card h-fit">
        <h2 id="selling-points" className="text-lg font-semibold">
          {t("sellingPoints.title")}
        </h2>
        <ul className="mt-3 space-y-3">
          {(["free", "brokers", "local"] as const).map((point) => (
            <li key={point} className="flex gap-3">
              <Icon name="check" className="mt-0.5 text-green-700" />
              <div>
                <p className="font-semibold">{t(`sellingPoints.${point}.title`)}</p>
                <p className="text-sm text-slate-700">{t(`sellingPoints.${point}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({
    title: loaderData?.title ?? "Sam",
    description: loaderData?.description,
    pathname: location.pathname,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
