import { useEffect, useRef, useState } from "react";
import type { z } from "#app/platform/zod.ts";
import type { SubmissionResult } from "@conform-to/react";

/**
 * Validation while the buyer types, without the form libraries in the first load (decision 027).
 *
 * The same state as conform's `useForm` — errors and "validated" fields, `lastResult` from the
 * server's `submission.reply()` — and the same props for the form and its controls, in about 1 KB.
 * The schema (the one the server action parses with) and conform's `parseWithZod` arrive by a
 * dynamic `import()` right after hydration; until then a post is validated by the server, as it
 * is without JavaScript. Markup is identical on the server, before and after the validator loads:
 * the constraint attributes come from the loader (`getZodConstraint(schema)` on the server).
 *
 * A view adopts it with: the schema in a module the route does not import for its component
 * (only its loader and action, which the client build drops); `constraint` from the loader; and
 * `schema: () => import("…").then((m) => m.Schema)` here.
 */

export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};
export type FormConstraint = Record<string, FieldConstraint>;
type Errors = Record<string, string[]>;
type Trigger = "onSubmit" | "onBlur" | "onInput";
type Validate = (formData: FormData) => Errors;

export type LiveFormOptions = {
  id: string;
  /** What the server answered the last post (conform's `submission.reply()`). */
  lastResult?: SubmissionResult<string[]> | null;
  /** `getZodConstraint(schema)`, computed by the loader. */
  constraint: FormConstraint;
  defaultValue?: Record<string, string | undefined>;
  /** Loads the schema the action uses; called once, after hydration. */
  schema: () => Promise<z.ZodType>;
  shouldValidate?: Trigger;
  shouldRevalidate?: Trigger;
};

export type LiveField = FieldConstraint & {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  key: string | undefined;
  initialValue: string | undefined;
  errors: string[] | undefined;
};

export type LiveFormMeta = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  allErrors: Errors;
  noValidate: true;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onInput: (event: React.FormEvent<HTMLFormElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLFormElement>) => void;
};

type State = { errors: Errors; validated: Record<string, boolean>; initial: Record<string, unknown>; resets: number };

const only = (errors: Errors, validated: Record<string, boolean>): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => validated[name]));

function fromResult(result: SubmissionResult<string[]> | null | undefined, prev: State, defaults: Record<string, unknown>): State {
  // A reply with `resetForm`: back to the defaults, and the controls are mounted anew.
  if (!result || result.initialValue === null)
    return { errors: {}, validated: {}, initial: defaults, resets: result ? prev.resets + 1 : prev.resets };
  // As conform's report(): the answer's errors replace ours; `null` keeps a field's previous ones.
  const errors: Errors = {};
  for (const [name, list] of Object.entries(result.error ?? {})) {
    const kept = list === null ? prev.errors[name] : list;
    if (kept?.length) errors[name] = kept;
  }
  const validated = { ...prev.validated, ...result.state?.validated };
  for (const name of [...Object.keys(errors), ...(result.fields ?? [])]) validated[name] = true;
  return { errors: only(errors, validated), validated, initial: result.initialValue ?? defaults, resets: prev.resets };
}

const isControl = (el: EventTarget | null): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
  for (const el of Array.from(form?.elements ?? [])) {
    if (isControl(el) && el.name && errors[el.name]) {
      el.focus();
      return;
    }
  }
}

export function useLiveForm<Values extends Record<string, unknown>>(
  options: LiveFormOptions,
): [LiveFormMeta, { [K in keyof Values & string]-?: LiveField }] {
  const { id, lastResult, constraint, shouldValidate = "onSubmit", shouldRevalidate = shouldValidate } = options;
  const defaults = (options.defaultValue ?? {}) as Record<string, unknown>;
  const [state, setState] = useState<State>(() =>
    fromResult(lastResult, { errors: {}, validated: {}, initial: defaults, resets: 0 }, defaults),
  );
  const latest = useRef({ options, defaults });
  latest.current = { options, defaults };
  const validator = useRef<Validate | null>(null);
  const loading = useRef<Promise<Validate> | null>(null);
  const valueUpdated = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = () =>
    (loading.current ??= Promise.all([latest.current.options.schema(), import("#app/platform/live-form-validator.ts")]).then(
      ([schema, m]) => {
        const validate: Validate = (formData) => m.validate(schema, formData);
        validator.current = validate;
        return validate;
      },
    ));

  // After hydration (the first paint is long done): fetch the schema and the validator.
  useEffect(() => {
    // Offline or a stale deployment: not retried; the server still validates every post.
    load().catch(() => {});
  }, []);

  // A new answer from the server (a hydrated post): its errors replace ours, as conform's report().
  const seen = useRef(lastResult);
  useEffect(() => {
    // As conform's onUpdate(): only a new answer counts (an answer that goes away changes nothing).
    if (!lastResult || lastResult === seen.current) return;
    seen.current = lastResult;
    const next = fromResult(lastResult, stateRef.current, latest.current.defaults);
    setState(next);
    if (lastResult?.status === "error") focusFirstInvalid(document.forms.namedItem(id), next.errors);
  }, [lastResult, id]);

  function show(all: Errors, validated: Record<string, boolean>) {
    valueUpdated.current = false;
    setState((s) => ({ ...s, validated, errors: only(all, validated) }));
  }

  function validateField(form: HTMLFormElement, name: string) {
    const run = (validate: Validate) => {
      if (!form.isConnected) return;
      const validated = { ...stateRef.current.validated, [name]: true };
      show(validate(new FormData(form)), validated);
    };
    if (validator.current) run(validator.current);
    else load().then(run, () => {});
  }

  function fieldEvent(event: React.SyntheticEvent<HTMLFormElement>, trigger: "onInput" | "onBlur") {
    const el = event.target;
    const form = event.currentTarget;
    if (!isControl(el) || !el.name || el.form !== form) return;
    if (trigger === "onInput") valueUpdated.current = true;
    const validated = stateRef.current.validated[el.name];
    const due = validated ? shouldRevalidate === trigger && (trigger === "onInput" || valueUpdated.current) : shouldValidate === trigger;
    if (due && !event.defaultPrevented) validateField(form, el.name);
  }

  const form: LiveFormMeta = {
    id,
    errorId: `${id}-error`,
    errors: state.errors[""],
    allErrors: state.errors,
    noValidate: true,
    onSubmit(event) {
      const validate = validator.current;
      // Not loaded yet: the server validates this post (as without JavaScript).
      if (!validate) return;
      const el = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      let formData: FormData;
      try {
        formData = new FormData(el, submitter);
      } catch {
        formData = new FormData(el);
      }
      const errors = validate(formData);
      const validated = { ...stateRef.current.validated };
      for (const name of formData.keys()) validated[name] = true;
      for (const name of Object.keys(errors)) validated[name] = true;
      show(errors, validated);
      if (Object.keys(errors).length) {
        event.preventDefault();
        focusFirstInvalid(el, errors);
      }
    },
    onInput: (event) => fieldEvent(event, "onInput"),
    onBlur: (event) => fieldEvent(event, "onBlur"),
  };

  const field = (name: string): LiveField => {
    const fieldId = `${id}-${name}`;
    const initial = state.initial[name];
    return {
      ...constraint[name],
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      key: state.resets ? `${state.resets}` : undefined,
      // As conform's normalize(): an empty default is no default.
      initialValue: typeof initial === "string" && initial !== "" ? initial : undefined,
      errors: state.errors[name],
    };
  };
  const fields = new Proxy({} as { [K in keyof Values & string]-?: LiveField }, {
    get: (_, name) => (typeof name === "string" ? field(name) : undefined),
  });
  return [form, fields];
}

/* ---------- Props for the form and its controls (the subset of conform's helpers we use) ---------- */

const clean = <T extends Record<string, unknown>>(props: T): T => {
  for (const k of Object.keys(props)) if (props[k] === undefined) delete props[k];
  return props;
};

const aria = (meta: { errors?: string[]; errorId: string }, control: boolean) =>
  meta.errors ? { "aria-invalid": control ? true : undefined, "aria-describedby": meta.errorId } : {};

export function getFormProps(form: LiveFormMeta) {
  return clean({
    id: form.id,
    onSubmit: form.onSubmit,
    onInput: form.onInput,
    onBlur: form.onBlur,
    noValidate: form.noValidate,
    ...aria(form, false),
  });
}

function controlProps(field: LiveField) {
  return clean({
    key: field.key,
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    ...aria(field, true),
  });
}

export function getInputProps(field: LiveField, options: { type: React.HTMLInputTypeAttribute }) {
  return clean({
    ...controlProps(field),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    defaultValue: field.initialValue,
  });
}

export function getSelectProps(field: LiveField) {
  return clean({ ...controlProps(field), multiple: field.multiple, defaultValue: field.initialValue });
}

export function getTextareaProps(field: LiveField) {
  return clean({ ...controlProps(field), minLength: field.minLength, maxLength: field.maxLength, defaultValue: field.initialValue });
}
