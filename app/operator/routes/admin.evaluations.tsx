import { getEvaluation, listEvaluations, loadListWithDetail } from "#app/operator/admin-queries.server.ts";
import { InboxPage } from "#app/operator/inbox.tsx";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { DetailRow, td } from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.evaluations";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("evaluations.title");
  const params = url.searchParams;
  return { title, ...(await loadListWithDetail("evaluations", params, listEvaluations, getEvaluation)) };
}

const fullName = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`;

export default function Evaluations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <InboxPage
      section="evaluations"
      testId="evaluation"
      data={loaderData}
      nameOf={fullName}
      linkLabel={fullName}
      details={(e) => (
        <>
          <DetailRow label={t("evaluations.fields.address")}>{e.address}</DetailRow>
          <DetailRow label={t("common.city")}>{e.city}</DetailRow>
          <DetailRow label={t("evaluations.fields.postalCode")}>{e.postal_code}</DetailRow>
          <DetailRow label={t("evaluations.fields.propertyType")}>{e.property_type}</DetailRow>
          <DetailRow label={t("evaluations.fields.estimatedValue")}>{e.estimated_value || t("common.none")}</DetailRow>
          <DetailRow label={t("evaluations.fields.timeframe")}>{e.timeframe || t("common.none")}</DetailRow>
          <DetailRow label={t("evaluations.fields.additionalInfo")}>{e.additional_info || t("common.none")}</DetailRow>
        </>
      )}
      columns={[t("evaluations.fields.property"), t("evaluations.fields.estimatedValue"), t("evaluations.fields.timeframe")]}
      cells={(e) => (
        <>
          <td className={td}>
            <div>{e.property_type}</div>
            <div className="text-slate-700">{e.city}</div>
          </td>
          <td className={td}>{e.estimated_value || t("common.none")}</td>
          <td className={td}>{e.timeframe || t("common.none")}</td>
        </>
      )}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
