import { HONEYPOT_FIELD } from "#app/platform/honeypot.ts";
import { useTranslation } from "#app/platform/i18n.tsx";

/*
 * The hidden inputs of every form. Apart from forms.tsx (which re-exports them) so that a page
 * whose only form is the chat's does not load the field components (decision 029).
 */

/**
 * A field hidden from people (and from assistive technology) that bots tend to fill. A page with
 * several forms gives each one its own `idSuffix` (ids must stay unique).
 */
export function HoneypotInput({ idSuffix = "" }: { idSuffix?: string } = {}) {
  const { t } = useTranslation();
  const id = `hp-${HONEYPOT_FIELD}${idSuffix ? `-${idSuffix}` : ""}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Carries the form's idempotency key: a double submit stores one row. */
export function IdempotencyInput({ value }: { value: string }) {
  return <input type="hidden" name="idempotencyKey" value={value} />;
}
