import { getMessage, listMessages, loadListWithDetail } from "#app/operator/admin-queries.server.ts";
import { InboxPage } from "#app/operator/inbox.tsx";
import { operatorT } from "#app/operator/operator.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { truncate } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { DetailRow, td } from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.messages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const title = operatorT(context)("messages.title");
  const params = url.searchParams;
  return { title, ...(await loadListWithDetail("contact messages", params, listMessages, getMessage)) };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <InboxPage
      section="messages"
      testId="message"
      data={loaderData}
      nameOf={(m) => m.name}
      linkLabel={(m) => m.subject}
      details={(m) => (
        <>
          <DetailRow label={t("messages.fields.subject")}>{m.subject}</DetailRow>
          <DetailRow label={t("messages.fields.message")}>{m.message}</DetailRow>
        </>
      )}
      columns={[t("messages.fields.subject"), t("messages.fields.message")]}
      cells={(m) => (
        <>
          <td className={td}>{m.subject}</td>
          <td className={td}>{truncate(m.message, 80)}</td>
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
