import { useTranslation } from "#app/platform/i18n.tsx";
import { Icon } from "#app/ui/icons.tsx";

/**
 * Reassurance where details are asked. `PrivacyNotice` is one line under a submit
 * button (or at the contact step): who sees the details, and a link to the privacy page.
 * `TrustStrip` is the short strip for the chat, the forms and /inscription. Texts in
 * `common:trust`, so any page can use them.
 *
 *   <PrivacyNotice about="request" />   // vehicle request: dealers see nothing before the buyer chooses
 *   <PrivacyNotice about="contact" />   // contact form: our team only
 *   <PrivacyNotice about="property" />  // property evaluation: one broker
 */
export { PrivacyNotice } from "#app/ui/privacy-notice.tsx";

export function TrustStrip({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const items = [
    ["gift", t("trust.free")],
    ["tag", t("trust.allIn")],
    ["shield", t("trust.protected")],
  ] as const;
  return (
    <ul
      aria-label={t("trust.stripLabel")}
      className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 ${className}`}
      data-testid="trust-strip"
    >
      {items.map(([icon, text]) => (
        <li key={icon} className="flex items-center gap-1.5">
          <Icon name={icon} className="size-4 text-green-700" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
