import { useTranslation } from "#app/components/i18n.tsx";

/** The buyer's private offers page (issue 8), shown on the success screens when outreach started. */
export function OffersLink({ path }: { path: string | null | undefined }) {
  const { t } = useTranslation("vehicle");
  if (!path) return null;
  return (
    <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <p className="text-sm text-slate-700">{t("success.offersIntro")}</p>
      <a href={path} className="mt-2 inline-block font-semibold text-brand-800 underline" data-testid="offers-link">
        {t("success.offersLink")}
      </a>
    </div>
  );
}
