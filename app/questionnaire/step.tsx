import { createContext, useContext, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
// Not catalogue.ts or cities.ts: the step's choices come from its loader (decision 029).
import type { Lang } from "#app/platform/language.ts";
import { type FormConstraint, getFormProps, getInputProps, getSelectProps, useLiveForm } from "#app/platform/live-form.tsx";
import { cityKey, matchesSearch, OTHER_CITY, popularBrands, popularCities } from "#app/questionnaire/choice-lists.ts";
import type { PlaceQuestion } from "#app/questionnaire/form-place.ts";
import {
  DEALERSHIPS,
  type OptionSource,
  type QuestionKind,
  questionOf,
  STEP_COUNT,
  type StepField,
  type StepQuestion,
  trait,
} from "#app/questionnaire/registry.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import {
  type Blocked,
  isStepComplete,
  isValidDealerships,
  isValidEmail,
  isValidName,
  isValidPhone,
  splitForRecord,
} from "#app/questionnaire/vehicle.ts";
import { Banner, ChoiceButton, Spinner, useAnswerLabel, useTimer } from "#app/questionnaire/vehicle.tsx";
import { ErrorList, Field, HoneypotInput, IdempotencyInput, SelectField } from "#app/ui/forms.tsx";
import { useHydrated } from "#app/ui/submit-status.tsx";
import { PrivacyNotice, TrustStrip } from "#app/ui/trust.tsx";
import type { SubmissionResult } from "@conform-to/react";

/**
 * THE step of the vehicle questionnaire: the single form and the wizard render one
 * question from its registry record (app/questionnaire/registry.ts) through the tables below, by
 * kind. A view only says what differs: how a choice moves on, where the steps live, what the
 * first step's "previous" is. Without JavaScript every part is a plain form post.
 *
 * Typed answers move on with Enter, with Suivant, or when the field is left with a valid value,
 * never while the buyer is still typing (decision 023); choices keep the spec's delays (SPEC §4).
 */

export type StepView = {
  name: "form" | "wizard";
  stepHref: (step: number) => string;
  /** Step 1's way back (the wizard: 'Accueil' to the single form); null = a disabled 'Précédent'. */
  home: { href: string; label: string } | null;
  /** Hidden fields of the list filter's GET (the single form keeps its `step`). */
  filterQuery?: Record<string, string>;
};

export type StepData = {
  lang: Lang;
  step: number;
  field: StepField;
  answers: Partial<VehicleData>;
  options: string[];
  blocked: Blocked;
  idempotencyKey: string | null;
  /** The step's constraint attributes, from its schema on the server (decision 027). */
  constraint: FormConstraint;
  /** The list filter as posted without JavaScript (`?q=`). */
  q: string;
};

/** `place`: the typed city was a region or a guessed name; the cities to offer (decision 081). */
export type StepActionData = { result?: SubmissionResult<string[]>; place?: PlaceQuestion } | undefined;

type Fields = { value?: string; other?: string; email?: string; phone?: string };

type Ctx = {
  view: StepView;
  q: StepQuestion;
  data: StepData;
  current: string;
  busy: boolean;
  hydrated: boolean;
  fields: ReturnType<typeof useLiveForm<Fields>>[1];
  /** A typed entry's value changed (for Suivant's enabled state). */
  onTyped: (value: string) => void;
  /** Moves on now (Enter and Suivant are the form's own submit). */
  commit: () => void;
  /** A choice was clicked: with JavaScript, show it selected and submit after the view's delay. */
  onPick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  picked: string | null;
};

const StepContext = createContext<Ctx | null>(null);
const useStep = () => useContext(StepContext)!;

export function QuestionnaireStep({ view, data, actionData }: { view: StepView; data: StepData; actionData: StepActionData }) {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { schedule, cancel } = useTimer();
  const { step, field, answers, blocked, idempotencyKey } = data;
  const q = questionOf(field);
  const current = answers[field] ?? "";
  const complete = isStepComplete(field, answers);
  const isLast = step === STEP_COUNT;
  const defaults = typedDefaults(q, data, view);
  const [form, fields] = useLiveForm<Fields>({
    id: `vehicle-${view.name === "form" ? "form" : "step"}-${step}`,
    lastResult: actionData?.result,
    constraint: data.constraint,
    defaultValue: defaults,
    // The same schema as the action, loaded after hydration (decision 027).
    schema: () => import("#app/questionnaire/vehicle-rules.ts").then((m) => m.stepFormSchema(field, { hasAnswer: complete })),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState(defaults.value ?? "");
  const [picked, setPicked] = useState<string | null>(null);

  const ctx: Ctx = {
    view,
    q,
    data,
    current,
    busy,
    hydrated,
    fields,
    picked,
    onTyped: (v) => {
      setTyped(v);
      cancel();
    },
    commit: () => formRef.current?.requestSubmit(),
    onPick: (event) => {
      const delay = view.name === "wizard" && "advance" in q ? (q.advance as { pick?: number }).pick : undefined;
      if (!hydrated || delay === undefined) return;
      event.preventDefault();
      const button = event.currentTarget;
      setPicked(button.value);
      schedule(() => submit(button), delay);
    },
  };

  // SPEC §5: the single form's Next is disabled while the answer is empty after trimming. The
  // wizard's stays enabled and, pressed, says why in the field's error (decision 048).
  const canProceed = view.name === "wizard" || q.kind === "contactPair" || complete || typed.trim() !== "";
  const submitting = busy && navigation.formMethod === "POST";
  const Choices = choicesByKind[q.kind];
  const Inputs = inputsByKind[q.kind];
  const selectedText = current && !blocked && !(view.name === "form" && (q.kind === "city" || isLast));

  return (
    <StepContext.Provider value={ctx}>
      <section aria-labelledby="step-question" className="card">
        <h2 id="step-question" className="text-xl font-semibold text-slate-900">
          {t(`questions.${field}`)}
        </h2>

        {blocked ? (
          <BlockedNotice blocked={blocked} />
        ) : (
          <>
            {Choices ? <Choices /> : null}
            <Form
              method="post"
              {...getFormProps(form)}
              ref={formRef}
              className="mt-4 space-y-4"
              onSubmit={(e) => {
                cancel();
                form.onSubmit(e);
              }}
            >
              <HoneypotInput />
              {isLast && idempotencyKey ? <IdempotencyInput value={idempotencyKey} /> : null}
              <Inputs />
              {actionData?.place ? <PlaceChoices place={actionData.place} input={view.name === "form" ? "other" : "value"} /> : null}
              <ErrorList errors={form.errors} />
            </Form>
            {view.name === "wizard" && isLast && (picked !== null || submitting) ? (
              <p role="status" className="mt-4 flex items-center gap-2 font-medium text-brand-800">
                <Spinner /> {t("nav.submitting")}
              </p>
            ) : null}
          </>
        )}

        <nav className="step-nav" aria-label={t("nav.progressLabel")}>
          {step > 1 ? (
            <Link to={view.stepHref(step - 1)} className="btn-secondary">
              {t("nav.previous")}
            </Link>
          ) : view.home ? (
            <Link to={view.home.href} className="btn-secondary">
              {view.home.label}
            </Link>
          ) : (
            <span className="btn-secondary opacity-50" aria-disabled="true">
              {t("nav.previous")}
            </span>
          )}
          {blocked ? null : (
            <button
              type="submit"
              form={form.id}
              name="intent"
              value={isLast && view.name === "form" ? "submit" : "next"}
              className="btn-primary"
              disabled={hydrated && (!canProceed || busy)}
            >
              {view.name === "form" && isLast && submitting ? (
                <>
                  <Spinner /> {t("nav.submitting")}
                </>
              ) : isLast ? (
                t("nav.submit")
              ) : (
                t("nav.next")
              )}
            </button>
          )}
        </nav>
        {/* Who sees the details, where they are asked and under the final button. */}
        {q.kind === "contactPair" || isLast ? <PrivacyNotice about="request" className="mt-3" /> : null}
        {step === 1 ? <TrustStrip className="mt-4" /> : null}
        {selectedText ? (
          <p className="mt-3 text-sm wrap-anywhere text-slate-600">
            <span className="sr-only">{t("selected")}: </span>
            {t(`fields.${field}`)} : <strong>{label(field, current)}</strong>
          </p>
        ) : null}
      </section>
    </StepContext.Provider>
  );
}

/** What a typed entry starts with: the answer when it was typed (not one of the listed choices). */
function typedDefaults(q: StepQuestion, data: StepData, view: StepView): Fields {
  const current = data.answers[q.key] ?? "";
  const split = splitForRecord(data.answers.emailPhone ?? "");
  const listed = data.options.includes(current);
  const byKind: Record<QuestionKind, () => Fields> = {
    text: () => ({ value: current }),
    number: () => ({ value: current }),
    contactPair: () => ({ email: split.email, phone: split.phone }),
    choice: () => ({
      value:
        (q as { custom?: boolean }).custom && current && !listed
          ? current
          : view.name === "form" && data.step === STEP_COUNT
            ? current
            : "",
    }),
    city: () =>
      view.name === "form"
        ? current && !listed
          ? { value: OTHER_CITY, other: current }
          : { value: current }
        : {
            value:
              current && !isListedCity(current, data.options)
                ? current
                : data.q && !data.options.some((c) => matchesSearch(c, data.q))
                  ? data.q
                  : "",
          },
  };
  return byKind[q.kind]();
}

/** A listed city by its name, ignoring case and accents (cities.ts's `findCity` over the loader's list). */
const isListedCity = (name: string, options: readonly string[]) => options.some((c) => cityKey(c) === cityKey(name));

function BlockedNotice({ blocked }: { blocked: NonNullable<Blocked> }) {
  const { t } = useTranslation("vehicle");
  const { view, data } = useStep();
  const toBrand = blocked === "brand" || !data.answers.brand;
  const words =
    view.name === "wizard"
      ? {
          title: blocked === "brand" ? t("wizard.brandRequired") : t("wizard.brandModelRequired"),
          body: blocked === "brand" ? t("wizard.brandRequiredBody") : t("wizard.brandModelRequiredBody"),
          link: toBrand ? t("wizard.goToBrand") : t("wizard.goToModel"),
        }
      : {
          title: toBrand ? t("form.brandMissing") : t("form.modelMissing"),
          body: undefined,
          link: toBrand ? t("form.selectBrand") : t("form.selectModel"),
        };
  return (
    <div className="mt-4">
      <Banner tone="info" title={words.title} body={words.body} />
      <Link to={view.stepHref(toBrand ? 1 : 3)} className="btn-primary">
        {words.link}
      </Link>
    </div>
  );
}

/** A choice's explanation, when the registry gives the question hints. */
function useHint() {
  const { t } = useTranslation("vehicle");
  const { q } = useStep();
  const values = trait(q, "values");
  const hints = trait(q, "hints");
  return (value: string) => (hints && values?.[value] ? t(`${hints}.${values[value]}` as "privacyHelp.a") : undefined);
}

/* ---------- Choices: buttons in their own form (a click posts `value`) ---------- */

function ChoiceGrid({ values, heading }: { values: readonly string[]; heading?: string }) {
  const label = useAnswerLabel();
  const { q, current, picked, busy, onPick } = useStep();
  const hintOf = useHint();
  if (!values.length) return null;
  return (
    <div className="mt-4">
      {heading ? <h3 className="mb-2 text-sm font-semibold text-slate-700">{heading}</h3> : null}
      <div className={`grid gap-2 ${trait(q, "column") ? "grid-cols-1" : "grid-cols-2 sm:grid-cols-3"}`}>
        {values.map((value) => (
          <ChoiceButton
            key={value}
            value={value}
            label={q.kind === "number" ? value : label(q.key, value)}
            hint={hintOf(value)}
            selected={(picked ?? current) === value}
            disabled={busy}
            onPick={onPick}
          />
        ))}
      </div>
    </div>
  );
}

/** The long lists (33 brands, 48 cities): a filter field, the popular ones first. */
const searchable: Partial<
  Record<
    OptionSource,
    {
      popular: readonly string[];
      repeatPopular: boolean;
      words: { search: string; popular: string; all: string; none: string; noneHint: string };
    }
  >
> = {
  brands: {
    popular: popularBrands,
    repeatPopular: false,
    words: {
      search: "wizard.searchBrand",
      popular: "wizard.popularBrands",
      all: "wizard.otherBrands",
      none: "wizard.noBrand",
      noneHint: "wizard.noBrandHint",
    },
  },
  cities: {
    popular: popularCities,
    repeatPopular: true,
    words: {
      search: "wizard.searchCity",
      popular: "wizard.popularCities",
      all: "wizard.allCities",
      none: "wizard.noCity",
      noneHint: "wizard.noCityHint",
    },
  },
};

function ListChoices() {
  const { t } = useTranslation("vehicle");
  const { q, data, view, hydrated } = useStep();
  const [search, setSearch] = useState(data.q);
  const source = "options" in q ? searchable[q.options] : undefined;
  const options = data.options.filter((o) => o !== OTHER_CITY);
  const isLastOnForm = view.name === "form" && data.step === STEP_COUNT;
  if (isLastOnForm) return null; // the single form's last step is radios and Soumettre
  if (!source) {
    return (
      <Form method="post">
        <HoneypotInput idSuffix="choices" />
        <ChoiceGrid values={options} heading={q.kind === "number" ? t("quickPicks") : undefined} />
      </Form>
    );
  }
  const w = source.words;
  const hits = options.filter((o) => matchesSearch(o, search));
  const popular = source.popular.filter((p) => options.includes(p));
  const rest = source.repeatPopular ? options : options.filter((o) => !popular.includes(o));
  return (
    <>
      <Form method="get" className="mt-4 flex items-end gap-2" role="search" onSubmit={(e) => hydrated && e.preventDefault()}>
        {Object.entries(view.filterQuery ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor={`${q.key}-search`} className="field-label">
            {t(w.search as "wizard.searchCity")}
          </label>
          <input
            id={`${q.key}-search`}
            name="q"
            type="search"
            className="field-input"
            value={search}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t("wizard.searchButton")}
        </button>
      </Form>
      <Form method="post">
        <HoneypotInput idSuffix="choices" />
        {search.trim() === "" ? (
          <>
            <ChoiceGrid values={popular} heading={t(w.popular as "wizard.popularCities")} />
            <ChoiceGrid values={rest} heading={t(w.all as "wizard.allCities")} />
          </>
        ) : hits.length ? (
          <ChoiceGrid values={hits} heading={t(w.all as "wizard.allCities")} />
        ) : (
          <div className="mt-4" aria-live="polite">
            <Banner tone="info" title={t(w.none as "wizard.noCity", { search })} body={t(w.noneHint as "wizard.noCityHint")} />
          </div>
        )}
      </Form>
    </>
  );
}

function CityChoices() {
  return useStep().view.name === "wizard" ? <ListChoices /> : null;
}

/** Buttons before the typed part, by kind (a text or a contact pair has none; the form's city is a dropdown). */
const choicesByKind: Record<QuestionKind, (() => React.ReactNode) | null> = {
  choice: ListChoices,
  number: ListChoices,
  city: CityChoices,
  text: null,
  contactPair: null,
};

/* ---------- Typed parts, in the step's main form ---------- */

/**
 * A typed entry that moves on when committed: Enter and Suivant submit the form; leaving the
 * field with a valid value submits it too (decision 023). Nothing moves while the buyer types.
 */
function commitProps(valid: (value: string) => boolean, onChange?: (value: string) => void) {
  return {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value),
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      // Going to another control of the step (e-mail → phone, Suivant which submits it, a listed
      // choice, Précédent) is another action, not leaving the field with an answer.
      const to = e.relatedTarget as HTMLElement | null;
      if (to && e.currentTarget.closest("section")?.contains(to)) return;
      // The window losing focus (another tab, another app) is not the buyer leaving the field.
      if (!document.hasFocus()) return;
      if (valid(e.currentTarget.value)) e.currentTarget.form?.requestSubmit();
    },
  };
}

/** What a typed entry's input carries besides its value, by kind. */
const typedInputProps: Record<
  QuestionKind,
  (t: (key: "customPlaceholder" | "namePlaceholder") => string) => React.InputHTMLAttributes<HTMLInputElement>
> = {
  number: (t) => ({ min: DEALERSHIPS.min, max: DEALERSHIPS.max, step: 1, inputMode: "numeric", placeholder: t("customPlaceholder") }),
  text: (t) => ({ autoComplete: "name", placeholder: t("namePlaceholder") }),
  city: (t) => ({ autoComplete: "address-level2", placeholder: t("customPlaceholder") }),
  choice: (t) => ({ placeholder: t("customPlaceholder") }),
  contactPair: () => ({}),
};

function TypedEntry({ valid }: { valid: (v: string) => boolean }) {
  const { t } = useTranslation("vehicle");
  const { q, fields, onTyped } = useStep();
  const number = q.kind === "number";
  return (
    <Field
      label={t(trait(q, "typedLabel") as "customModel")}
      hint={number ? t("dealershipsHint") : undefined}
      inputProps={{
        ...getInputProps(fields.value, { type: number ? "number" : "text" }),
        ...(typedInputProps[q.kind](t) as object),
        ...commitProps(valid, onTyped),
      }}
      errors={fields.value.errors}
    />
  );
}

const notBlank = (v: string) => v.trim() !== "";

function ChoiceInputs() {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  const { q, view, data, current, fields, onTyped } = useStep();
  const hintOf = useHint();
  if (view.name === "form" && data.step === STEP_COUNT) {
    // The single form's last question: radios, then Soumettre (SPEC §2).
    return (
      <fieldset>
        <legend className="sr-only">{t(`fields.${q.key}`)}</legend>
        <div className="grid gap-2">
          {data.options.map((value) => (
            <label key={value} className="radio-card">
              <input
                type="radio"
                name={fields.value.name}
                value={value}
                defaultChecked={current === value}
                className="mt-1 size-4"
                onChange={(e) => onTyped(e.target.value)}
              />
              <span>
                <span className="block font-medium">{label(q.key, value)}</span>
                {hintOf(value) ? <span className="block text-sm text-slate-600">{hintOf(value)}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <ErrorList errors={fields.value.errors} />
      </fieldset>
    );
  }
  if (trait(q, "custom")) return <TypedEntry valid={notBlank} />;
  return <ErrorList id={`${fields.value.id}-error`} errors={fields.value.errors} />;
}

/**
 * The cities offered when the typed city was a region or a guessed name (decision 081): radios in
 * the step's form, posted as `place` (the server takes the picked one as the typed city). With
 * JavaScript a pick also fills the typed field in place.
 */
function PlaceChoices({ place, input }: { place: PlaceQuestion; input: string }) {
  const { t } = useTranslation("vehicle");
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-2 font-semibold">{t(`placeChoice.${place.kind}`, place as never) as unknown as string}</legend>
      {place.cities.map((city) => (
        <label key={city} className="radio-card">
          <input
            type="radio"
            name="place"
            value={city}
            className="mt-1 size-4"
            onChange={(e) => {
              const typed = (e.target.form as unknown as Record<string, HTMLInputElement>)[input];
              typed.value = city;
              // As if typed: the field's check runs now, and its message goes before Suivant is pressed.
              typed.dispatchEvent(new Event("input", { bubbles: true }));
            }}
          />
          {city}
        </label>
      ))}
    </fieldset>
  );
}

function CityInputs() {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  const { view, data, fields, onTyped } = useStep();
  if (view.name === "wizard") return <TypedEntry valid={notBlank} />;
  // The single form: the dropdown; 'Autre' opens a field for the real city (CSS :has(), so it works without JavaScript too).
  return (
    <div className="group space-y-4">
      <SelectField
        label={t("fields.city")}
        selectProps={{ ...getSelectProps(fields.value), onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onTyped(e.target.value) }}
        options={data.options.map((c) => ({ value: c, label: label("city", c) }))}
        placeholder={t("cityPlaceholder")}
        errors={fields.value.errors}
      />
      <div className="hidden group-has-[option[value=Autre]:checked]:block">
        <Field
          label={t("otherCity")}
          inputProps={{ ...getInputProps(fields.other, { type: "text" }), autoComplete: "address-level2" }}
          errors={fields.other.errors}
        />
      </div>
    </div>
  );
}

function ContactPairInputs() {
  const { t } = useTranslation("vehicle");
  const { fields, data } = useStep();
  const split = splitForRecord(data.answers.emailPhone ?? "");
  const [email, setEmail] = useState(split.email);
  const [phone, setPhone] = useState(split.phone);
  const bothValid = (e: string, p: string) => isValidEmail(e) && isValidPhone(p);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactField
        label={t("email")}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: t("emailPlaceholder") }}
        value={email}
        valid={isValidEmail(email)}
        validText={t("emailValid")}
        invalidKey="vehicle:errors.email"
        serverErrors={fields.email.errors}
        onChange={setEmail}
        commit={(v) => bothValid(v, phone)}
      />
      <ContactField
        label={t("phone")}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: t("phonePlaceholder") }}
        value={phone}
        valid={isValidPhone(phone)}
        validText={t("phoneValid")}
        invalidKey="vehicle:errors.phone"
        serverErrors={fields.phone.errors}
        onChange={setPhone}
        commit={(v) => bothValid(email, v)}
      />
    </div>
  );
}

/** An e-mail or phone input that shows, while typing, whether the value is valid (SPEC §5). */
function ContactField({
  label,
  inputProps,
  value,
  valid,
  validText,
  invalidKey,
  serverErrors,
  onChange,
  commit,
}: {
  label: string;
  inputProps: ReturnType<typeof getInputProps> & { autoComplete?: string; placeholder?: string };
  value: string;
  valid: boolean;
  validText: string;
  invalidKey: string;
  serverErrors?: string[];
  onChange: (value: string) => void;
  commit: (value: string) => boolean;
}) {
  const [touched, setTouched] = useState(false);
  const liveError = touched && value.trim() !== "" && !valid ? [invalidKey] : undefined;
  // A corrected value replaces the message shown for the old one.
  const errors = valid ? undefined : serverErrors?.length ? serverErrors : liveError;
  const props = commitProps(commit, (v) => {
    setTouched(true);
    onChange(v);
  });
  return (
    <div>
      <Field label={label} inputProps={{ ...inputProps, ...props }} errors={errors} />
      {valid ? (
        <p className="mt-1 text-sm font-medium text-green-800" aria-live="polite">
          ✓ {validText}
        </p>
      ) : null}
    </div>
  );
}

const inputsByKind: Record<QuestionKind, () => React.ReactNode> = {
  choice: ChoiceInputs,
  text: () => <TypedEntry valid={isValidName} />,
  number: () => <TypedEntry valid={isValidDealerships} />,
  contactPair: ContactPairInputs,
  city: CityInputs,
};
