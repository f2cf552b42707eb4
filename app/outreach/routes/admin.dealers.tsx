import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { DealerForm } from "#app/outreach/dealer-form.tsx";
import { createDealer, listDealers, setDealerActive } from "#app/outreach/dealers.server.ts";
import { dealerSchema, readBrands } from "#app/outreach/dealers.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, EmptyState, PageHeader, TableBox, td, th, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.dealers";

/** The dealer directory (operator): list, add, deactivate/reactivate. Edit is /admin/dealers/:id. */

export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].outreach;
  const dealers = await listDealers(getDb());
  const done = url.searchParams.get("done");
  return {
    lang,
    bundle,
    title: bundle.dealers.title,
    done: (["created", "deactivated", "reactivated"] as const).find((d) => d === done) ?? null,
    dealers: dealers.map((d) => ({
      id: d.id,
      name: d.name,
      brands: readBrands(d.brands),
      city: d.city,
      email: d.email,
      phone: d.phone,
      language: d.language,
      active: d.active === 1,
      optedOut: d.opted_out === 1,
    })),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const path = url.pathname;
  const db = getDb();
  if (intent === "toggle") {
    const id = Number(formData.get("id"));
    const active = formData.get("active") === "1";
    if (!Number.isInteger(id) || !(await setDealerActive(db, id, active))) return data({ result: null, duplicate: false }, { status: 404 });
    return redirect(`${path}?done=${active ? "reactivated" : "deactivated"}`);
  }
  const submission = parseWithZod(formData, { schema: dealerSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), duplicate: false }, { status: 400 });
  const saved = await createDealer(db, submission.value);
  if (!saved.ok) return data({ result: submission.reply(), duplicate: true }, { status: 409 });
  return redirect(`${path}?done=created`);
}

export default function Dealers({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, dealers, done } = loaderData;
  useBundles({ lang, bundles: { outreach: bundle } });
  const { t } = useTranslation("outreach");
  const ui = useLang();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageHeader
        title={t("dealers.title")}
        count={dealers.length}
        actions={
          <Link to={localePath("/admin/dealers/import", ui)} className="btn-secondary">
            {t("dealers.import")}
          </Link>
        }
      />
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {done ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900">{t(`dealers.${done}`)}</p> : null}
      </div>
      {dealers.length === 0 ? (
        <EmptyState>{t("dealers.empty")}</EmptyState>
      ) : (
        <TableBox label={t("dealers.caption")}>
          <table className="min-w-full divide-y divide-slate-200" data-testid="dealers-table">
            <caption className="sr-only">{t("dealers.caption")}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {t("dealers.fields.name")}
                </th>
                <th scope="col" className={th}>
                  {t("dealers.fields.brands")}
                </th>
                <th scope="col" className={th}>
                  {t("dealers.fields.city")}
                </th>
                <th scope="col" className={th}>
                  {t("dealers.fields.email")}
                </th>
                <th scope="col" className={th}>
                  {t("dealers.fields.language")}
                </th>
                <th scope="col" className={th}>
                  {t("dealers.fields.status")}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t("dealers.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {dealers.map((d) => (
                <tr key={d.id} data-testid="dealer-row">
                  <td className={`${td} font-medium`}>
                    <Link to={localePath(`/admin/dealers/${d.id}`, ui)} className="text-brand-700 underline">
                      {d.name}
                    </Link>
                  </td>
                  <td className={td}>{d.brands.join(", ")}</td>
                  <td className={td}>{d.city}</td>
                  <td className={`${td} break-all`}>{d.email}</td>
                  <td className={td}>{d.language.toUpperCase()}</td>
                  <td className={td}>
                    <span className="flex flex-wrap gap-1">
                      {d.active ? (
                        <Badge tone="green">{t("dealers.status.active")}</Badge>
                      ) : (
                        <Badge tone="gray">{t("dealers.status.inactive")}</Badge>
                      )}
                      {d.optedOut ? <Badge tone="red">{t("dealers.status.optedOut")}</Badge> : null}
                    </span>
                  </td>
                  <td className={td}>
                    <Form method="post">
                      <input type="hidden" name="intent" value="toggle" />
                      <input type="hidden" name="id" value={d.id} />
                      <input type="hidden" name="active" value={d.active ? "0" : "1"} />
                      <button type="submit" className="btn-secondary min-h-9 py-1 text-sm">
                        {d.active ? t("dealers.deactivate") : t("dealers.reactivate")}
                        <span className="sr-only"> — {d.name}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <section aria-labelledby="add-dealer-title" className="card mt-6">
        <h2 id="add-dealer-title" className="mb-4 text-lg font-semibold">
          {t("dealers.addTitle")}
        </h2>
        <DealerForm
          id="add-dealer"
          intent="create"
          lastResult={actionData?.result}
          submitLabel={t("dealers.create")}
          formError={actionData?.duplicate ? t("dealers.duplicate") : null}
        />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
