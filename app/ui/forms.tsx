import { useId } from "react";
import { useTranslation } from "#app/platform/i18n.tsx";

// The hidden inputs every form has, chat included, live in their own small module (decision 029).
export { HoneypotInput, IdempotencyInput } from "#app/ui/hidden-inputs.tsx";

/**
 * Field building blocks shared by every form. Error messages arrive as i18n keys (the zod
 * schemas speak in keys) and are translated here, in the page's language. Each control wires
 * `aria-invalid` and `aria-describedby` to its error list.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const shown = errors?.filter(Boolean) as string[] | undefined;
  if (!shown?.length) return null;
  return (
    <ul id={id} className="field-error" aria-live="polite">
      {shown.map((e) => (
        <li key={e}>{t(e as never)}</li>
      ))}
    </ul>
  );
}

type ControlProps = { id?: string; name: string; "aria-invalid"?: boolean; "aria-describedby"?: string; required?: boolean; key?: string };

function useControlIds(props: { id?: string }, errors?: ListOfErrors) {
  const fallback = useId();
  const id = props.id ?? fallback;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  return { id, errorId };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: React.ReactNode; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="text-red-800">
            {" "}
            *
          </span>
          <span className="sr-only"> ({t("form.requiredMark")})</span>
        </>
      ) : null}
    </label>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  hint,
  className = "",
}: {
  label: React.ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & ControlProps;
  errors?: ListOfErrors;
  hint?: React.ReactNode;
  className?: string;
}) {
  const { id, errorId } = useControlIds(inputProps, errors);
  const hintId = hint ? `${id}-hint` : undefined;
  const { key, ...rest } = inputProps;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={inputProps.required} />
      <input
        key={key}
        {...rest}
        id={id}
        className="field-input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  textareaProps,
  errors,
  className = "",
}: {
  label: React.ReactNode;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { id, errorId } = useControlIds(textareaProps, errors);
  const { key, ...rest } = textareaProps;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={textareaProps.required} />
      <textarea
        key={key}
        rows={5}
        {...rest}
        id={id}
        className="field-input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  selectProps,
  options,
  placeholder,
  errors,
  className = "",
}: {
  label: React.ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & ControlProps;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { id, errorId } = useControlIds(selectProps, errors);
  const { key, ...rest } = selectProps;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={selectProps.required} />
      <select key={key} {...rest} id={id} className="field-input" aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
