import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n.tsx";
import { Field, TextareaField } from "#app/ui/forms.tsx";

type Name = "questionsFr" | "questionsEn" | "answerFr" | "answerEn" | "linkFr" | "linkEn" | "tags" | "checkedOn";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields of either form (entry, or gap answer) that holds them
type Fields = { readonly [K in Name]: FieldMetadata<string | undefined, any, string[]> };

/**
 * The fields of a knowledge-base entry, French then English (app/chat/knowledge/entry-form.ts):
 * used by the gap page's answer form and by the entry page. No JavaScript needed.
 */
export function EntryFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("knowledge");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextareaField
        label={t("entry.fields.questionsFr")}
        textareaProps={{ ...getTextareaProps(fields.questionsFr), rows: 4 }}
        errors={fields.questionsFr.errors}
      />
      <TextareaField
        label={t("entry.fields.questionsEn")}
        textareaProps={{ ...getTextareaProps(fields.questionsEn), rows: 4 }}
        errors={fields.questionsEn.errors}
      />
      <TextareaField
        label={t("entry.fields.answerFr")}
        textareaProps={{ ...getTextareaProps(fields.answerFr), rows: 6 }}
        errors={fields.answerFr.errors}
      />
      <TextareaField
        label={t("entry.fields.answerEn")}
        textareaProps={{ ...getTextareaProps(fields.answerEn), rows: 6 }}
        errors={fields.answerEn.errors}
      />
      <Field
        label={t("entry.fields.linkFr")}
        hint={t("entry.fields.linkHint")}
        inputProps={getInputProps(fields.linkFr, { type: "text" })}
        errors={fields.linkFr.errors}
      />
      <Field
        label={t("entry.fields.linkEn")}
        hint={t("entry.fields.linkHint")}
        inputProps={getInputProps(fields.linkEn, { type: "text" })}
        errors={fields.linkEn.errors}
      />
      <Field label={t("entry.fields.tags")} inputProps={getInputProps(fields.tags, { type: "text" })} errors={fields.tags.errors} />
      <Field
        label={t("entry.fields.checkedOn")}
        hint={t("entry.fields.checkedHint")}
        inputProps={getInputProps(fields.checkedOn, { type: "text" })}
        errors={fields.checkedOn.errors}
      />
    </div>
  );
}
