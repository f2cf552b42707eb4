import { Form, Link, useNavigation } from "react-router";
import type { CorrectionError, RequestPreview as Preview } from "#app/outreach/corrections.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import type { Lang } from "#app/platform/language.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { HoneypotInput } from "#app/ui/forms.tsx";

/**
 * What dealers will read, shown to the buyer before any is contacted (decision 055), in the quote
 * request's own words; each line has a "Correct" link (`?edit=<line>`, a plain link: the same
 * with and without JavaScript) that opens its small form in place. A request without e-mail
 * (an operator approves it) also gets the buyer's "This is my request" button.
 */
export function RequestPreview({
  preview,
  state,
  addressConfirmed,
  noDealers,
  lang,
  notice,
  posted,
}: {
  preview: Preview;
  state: "awaiting_confirmation" | "awaiting_approval";
  /** The buyer's address is confirmed by its e-mailed link (decision 041): the request may be sent from here. */
  addressConfirmed: boolean;
  noDealers: boolean;
  lang: Lang;
  notice: "corrected" | "reviewed" | "address" | "changed" | "locked" | null;
  /** A refused correction: the values as typed and the field's error (the form comes back with them). */
  posted?: { line: string; values: Readonly<Record<string, string>>; error: { field: string; error: CorrectionError } };
}) {
  const { t } = useTranslation("dealers");
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const editLink = (line: string) => `?edit=${line}#request-preview`;
  const editing =
    preview.editing && posted?.line === preview.editing.line
      ? {
          ...preview.editing,
          fields: preview.editing.fields.map((f) => ({ ...f, value: posted.values[f.name] ?? f.value })),
          error: posted.error,
        }
      : preview.editing;
  const correctLink = (line: string, name: string) =>
    editing?.line === line ? null : (
      <Link
        to={editLink(line)}
        className="ml-2 text-sm whitespace-nowrap text-brand-700 underline"
        aria-label={t("preview.correctLine", { line: name })}
        data-testid={`correct-${line}`}
        preventScrollReset
      >
        {t("preview.correct")}
      </Link>
    );
  const form = (line: string) =>
    editing?.line === line ? (
      <Form
        method="post"
        action={`?edit=${line}#request-preview`}
        className="mt-2 space-y-2 rounded-lg border border-brand-600 bg-white p-3"
        data-testid="correction-form"
      >
        <HoneypotInput />
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="line" value={line} />
        {editing.fields.map((f) => {
          const id = `correct-${line}-${f.name}`;
          const error = editing.error?.field === f.name ? t(`preview.errors.${editing.error.error}`) : null;
          const described = error ? `${id}-error` : undefined;
          return (
            <div key={f.name}>
              <label htmlFor={id} className="field-label">
                {t(`preview.fields.${f.name as "brand" | "model" | "trim" | "value"}`)}
              </label>
              {f.options ? (
                <select
                  key={f.value}
                  id={id}
                  name={f.name}
                  defaultValue={f.value}
                  className="field-input"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                >
                  {line !== "privacy" && line !== "condition" ? <option value="">{t("preview.none")}</option> : null}
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  key={f.value}
                  id={id}
                  name={f.name}
                  defaultValue={f.value}
                  type={line === "dealerships" ? "number" : "text"}
                  min={line === "dealerships" ? 1 : undefined}
                  max={line === "dealerships" ? 100 : undefined}
                  className="field-input"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                />
              )}
              {error ? (
                <p id={described} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy("correct")} data-testid="correction-save">
            {busy("correct") ? t("preview.saving") : t("preview.save")}
          </button>
          <Link to="?#request-preview" className="btn-secondary" preventScrollReset>
            {t("preview.cancel")}
          </Link>
        </div>
      </Form>
    ) : null;
  return (
    <section
      id="request-preview"
      aria-labelledby="request-preview-title"
      className="card mt-4"
      data-testid="request-preview"
      data-digest={preview.digest}
    >
      <h2 id="request-preview-title" className="text-lg font-semibold">
        {t("preview.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{state === "awaiting_approval" ? t("preview.introApproval") : t("preview.intro")}</p>
      <div role="status" aria-live="polite" className="mt-2 empty:hidden">
        {notice === "corrected" || notice === "reviewed" || notice === "address" ? (
          <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900" data-testid="preview-notice">
            {t(notice === "corrected" ? "preview.corrected" : notice === "reviewed" ? "preview.reviewedNow" : "preview.addressNow")}
          </p>
        ) : notice ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="preview-notice">
            {t(`preview.${notice}`)}
          </p>
        ) : null}
      </div>
      <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="preview-mail">
        <p className="text-sm text-slate-600 italic">{t("preview.greetingNote")}</p>
        <p className="mt-2" data-testid="preview-intro">
          {preview.intro}
          {correctLink("firstName", t("preview.firstNameLine"))}
        </p>
        {form("firstName")}
        <dl className="mt-3 divide-y divide-slate-200">
          {preview.lines.map((l) => (
            // dt and dd straight under the group's div, as a definition list wants them; the
            // correction form sits in the dd.
            <div key={l.key} className="flex flex-wrap items-baseline gap-x-2 py-1.5" data-testid={`preview-line-${l.key}`}>
              <dt className="font-semibold">{l.label}</dt>
              <dd className="min-w-0 flex-1">
                {l.value}
                {correctLink(l.key, l.label)}
                {form(l.key)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3" data-testid="preview-privacy">
          {preview.privacy}
          {correctLink("privacy", t("preview.privacyLine"))}
        </p>
        {form("privacy")}
      </div>
      {state === "awaiting_confirmation" ? (
        addressConfirmed ? (
          // No fragment in the action: the redirect to "?confirmed=1" must not inherit one.
          <Form method="post" action="?" className="mt-3">
            <HoneypotInput />
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="seen" value={preview.digest} />
            <button type="submit" className="btn-primary" disabled={busy("send")} data-testid="preview-send">
              {busy("send") ? t("preview.sending") : t(noDealers ? "preview.sendNone" : "preview.send")}
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-700" data-testid="preview-address-first">
            {t("preview.addressFirst")}
          </p>
        )
      ) : null}
      {state === "awaiting_approval" ? (
        preview.reviewed ? (
          <p className="mt-3 text-sm text-green-900" data-testid="preview-reviewed">
            {t("preview.reviewed", { date: formatDateTime(preview.reviewedAt, lang) })}
          </p>
        ) : (
          <Form method="post" action="?#request-preview" className="mt-3">
            <HoneypotInput />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="seen" value={preview.digest} />
            <button type="submit" className="btn-primary" disabled={busy("review")} data-testid="preview-review">
              {busy("review") ? t("preview.reviewing") : t("preview.review")}
            </button>
          </Form>
        )
      ) : null}
    </section>
  );
}
