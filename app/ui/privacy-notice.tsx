import { useTranslation } from "#app/platform/i18n.tsx";
import { asLang, type Lang, localePath } from "#app/platform/language.ts";
import { IconFrame, lockIcon } from "#app/ui/icon-frame.tsx";

// Apart from trust.tsx (which re-exports it): the chat shows this line without the trust strip (decision 029).

export type PrivacyAbout = "request" | "contact" | "property";

function useLang(): Lang {
  const { i18n } = useTranslation();
  return asLang(i18n.language);
}

export function PrivacyNotice({ about, className = "" }: { about: PrivacyAbout; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className={`mt-2 flex items-start gap-1.5 text-sm text-slate-600 ${className}`} data-testid="privacy-notice">
      <IconFrame className="mt-0.5 size-4 text-slate-500">{lockIcon}</IconFrame>
      <span>
        {t(`trust.${about}`)}{" "}
        <a href={localePath("/fr/confidentialite", lang)} className="font-medium text-brand-800 underline underline-offset-2">
          {t("trust.privacyLink")}
        </a>
      </span>
    </p>
  );
}
