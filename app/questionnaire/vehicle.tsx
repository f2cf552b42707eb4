import { useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang } from "#app/platform/language.ts";
import { NO_PREFERENCE } from "#app/questionnaire/registry.ts";
import { shownAnswer } from "#app/questionnaire/shown-answer.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { choiceLabelKey, STEP_FIELDS, type StepField } from "#app/questionnaire/vehicle.ts";

/** One pending auto-advance timer: scheduling replaces it, unmounting cancels it. */
export function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (fn: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fn();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}

/** Translates a stored answer for display (French canonical values get their English label on /en). */
export function useAnswerLabel() {
  const { t, i18n } = useTranslation("vehicle");
  const lang = asLang(i18n.language);
  return (field: StepField, value: string | undefined): string => {
    if (!value) return "";
    const key = choiceLabelKey(field, value);
    // Stored values stay the spec's ("courriel et téléphone"); an English page says "and".
    return key ? t(key as never) : shownAnswer(value, lang, (k) => t(k as never));
  };
}

export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const { t } = useTranslation("vehicle");
  return (
    <div className="mb-6">
      <div className="progress-label">
        <span>{label}</span>
        <span>{t("percent", { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("nav.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A choice rendered as a button; the selected one is marked for sight and for screen readers. */
export function ChoiceButton({
  value,
  label,
  selected,
  disabled,
  onPick,
  hint,
}: {
  value: string;
  label: string;
  selected: boolean;
  disabled?: boolean;
  onPick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  hint?: string;
}) {
  return (
    <button
      type="submit"
      name="value"
      value={value}
      disabled={disabled}
      aria-pressed={selected}
      onClick={onPick}
      className={selected ? "choice choice-selected" : "choice choice-idle"}
    >
      <span>{label}</span>
      {hint ? <span className="mt-0.5 text-sm font-normal text-slate-600">{hint}</span> : null}
    </button>
  );
}

export function Banner({
  tone,
  title,
  body,
  children,
}: {
  tone: "success" | "error" | "info";
  title: string;
  body?: string;
  children?: React.ReactNode;
}) {
  const colors =
    tone === "success"
      ? "border-green-300 bg-green-50 text-green-900"
      : tone === "error"
        ? "border-red-300 bg-red-50 text-red-900"
        : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 rounded-lg border p-4 ${colors}`}>
      <p className="font-semibold">{title}</p>
      {body ? <p className="mt-1 text-sm">{body}</p> : null}
      {children}
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** The ten answers as a definition list (review step, single form recap). */
export function AnswerSummary({ answers, editHref }: { answers: Partial<VehicleData>; editHref?: (step: number) => string }) {
  const { t } = useTranslation("vehicle");
  const label = useAnswerLabel();
  return (
    <dl className="answer-list">
      {STEP_FIELDS.map((field, i) => (
        <div key={field} className="answer-row">
          <dt className="text-sm font-medium text-slate-600">{t(`fields.${field}`)}</dt>
          <dd className="answer-value">
            {/* A long e-mail address wraps instead of widening the page (360 px). */}
            <span data-field={field} className="min-w-0 wrap-anywhere">
              {answers[field] ? label(field, answers[field]) : <span className="text-slate-500 italic">{t("wizard.notAnswered")}</span>}
            </span>
            {editHref ? (
              <Link to={editHref(i + 1)} className="text-sm text-brand-700 underline">
                {t("wizard.edit")}
                <span className="sr-only"> — {t(`fields.${field}`)}</span>
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Toyota Camry XLE (Neuf)" in the page's language. */
export function useVehicleLine() {
  const label = useAnswerLabel();
  return (a: Partial<VehicleData>) => {
    const name = [a.brand, a.model, a.trim === NO_PREFERENCE ? "" : a.trim].filter(Boolean).join(" ");
    return a.condition ? `${name} (${label("condition", a.condition)})` : name;
  };
}
