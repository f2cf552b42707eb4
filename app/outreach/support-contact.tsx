import { useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { defaultIdentity, type Identity } from "#app/platform/identity.ts";
import { localePath } from "#app/platform/language.ts";

/**
 * "For any question: <support address>" when SUPPORT_EMAIL is set, else the contact form — a
 * page never shows an address that was not configured (DESIGN §8.12).
 */
export function SupportContact({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useRouteLoaderData<{ identity?: Identity }>("root")?.identity ?? defaultIdentity;
  const lang = i18n.language === "en" ? "en" : "fr";
  return (
    <p className={`break-words ${className}`} data-testid="support-contact">
      {id.email ? (
        <>
          {t("support.writeTo")}{" "}
          <a href={`mailto:${id.email}`} className="text-brand-700 underline">
            {id.email}
          </a>
        </>
      ) : (
        <a href={localePath("/fr/contact", lang)} className="text-brand-700 underline">
          {t("support.contactForm")}
        </a>
      )}
    </p>
  );
}
