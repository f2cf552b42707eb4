import { useTranslation } from "#app/platform/i18n.tsx";
import type { Lang } from "#app/platform/language.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { Badge } from "#app/ui/operator.tsx";

/**
 * Decision 033, for the operator (/admin/outreach and a request's detail): the widened search of
 * a request confirmed with no dealer found — when it is due, or what it did. Nothing when none
 * was needed. Texts in `outreach:outreach.widen` (the page loads that bundle).
 */
export function WidenNote({
  widen,
  found,
  lang,
}: {
  widen: { dueAt: string | null; at: string | null; outcome: "" | "widened" | "none"; nearestKm: number | null };
  found: number;
  lang: Lang;
}) {
  const { t } = useTranslation("outreach");
  if (widen.dueAt === null) return null;
  const date = formatDateTime(widen.at ?? widen.dueAt, lang);
  const text =
    widen.outcome === "widened"
      ? widen.nearestKm === null
        ? t("outreach.widen.widenedNoKm", { date, found })
        : t("outreach.widen.widened", { date, found, km: widen.nearestKm })
      : widen.outcome === "none"
        ? t("outreach.widen.none", { date })
        : t("outreach.widen.due", { date });
  return (
    <span className="mt-1 block" data-testid="widen" data-widen={widen.outcome || "due"}>
      <Badge tone={widen.outcome === "widened" ? "blue" : "amber"}>{text}</Badge>
    </span>
  );
}
