import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { dealerSchema } from "#app/outreach/dealers.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { Field, SelectField } from "#app/ui/forms.tsx";

export type DealerDefaults = {
  name: string;
  brands: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  language: string;
};

/** Add or edit a dealership (operator). Same rules as the CSV import (`checkDealer`). */
export function DealerForm({
  id,
  intent,
  defaults,
  lastResult,
  submitLabel,
  formError,
}: {
  id: string;
  intent: string;
  defaults?: DealerDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  formError?: string | null;
}) {
  const { t } = useTranslation("outreach");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { language: "fr" },
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dealerSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <Field
        label={t("dealers.fields.name")}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), required: true }}
        errors={fields.name.errors}
      />
      <Field
        label={t("dealers.fields.brands")}
        hint={t("dealers.fields.brandsHint")}
        inputProps={{ ...getInputProps(fields.brands, { type: "text" }), required: true }}
        errors={fields.brands.errors}
      />
      <Field
        label={t("dealers.fields.city")}
        hint={t("dealers.fields.cityHint")}
        inputProps={{ ...getInputProps(fields.city, { type: "text" }), required: true }}
        errors={fields.city.errors}
      />
      <Field
        label={t("dealers.fields.address")}
        inputProps={getInputProps(fields.address, { type: "text" })}
        errors={fields.address.errors}
      />
      <Field
        label={t("dealers.fields.email")}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), required: true }}
        errors={fields.email.errors}
      />
      <Field label={t("dealers.fields.phone")} inputProps={getInputProps(fields.phone, { type: "tel" })} errors={fields.phone.errors} />
      <SelectField
        label={t("dealers.fields.language")}
        selectProps={getSelectProps(fields.language)}
        options={[
          { value: "fr", label: t("dealers.languages.fr") },
          { value: "en", label: t("dealers.languages.en") },
        ]}
        errors={fields.language.errors}
      />
      <div className="self-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {t("dealers.saving")}
            </>
          ) : (
            submitLabel
          )}
        </button>
      </div>
    </Form>
  );
}
