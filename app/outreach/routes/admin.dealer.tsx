import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { DealerForm } from "#app/outreach/dealer-form.tsx";
import { getDealer, setDealerActive, updateDealer } from "#app/outreach/dealers.server.ts";
import { dealerSchema, readBrands } from "#app/outreach/dealers.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { translate } from "#app/platform/texts.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.dealer";

/** Edit one dealership of the directory (operator), or deactivate/reactivate it. */

function dealerId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].outreach;
  const dealer = await getDealer(getDb(), dealerId(params.id));
  if (!dealer) throw data(null, { status: 404 });
  const done = url.searchParams.get("done");
  return {
    lang,
    bundle,
    title: translate(lang, "outreach", "dealers.editTitle", { name: dealer.name }),
    done: (["updated", "deactivated", "reactivated"] as const).find((d) => d === done) ?? null,
    dealer: {
      id: dealer.id,
      name: dealer.name,
      brands: readBrands(dealer.brands).join(", "),
      city: dealer.city,
      address: dealer.address,
      email: dealer.email,
      phone: dealer.phone,
      language: dealer.language,
      active: dealer.active === 1,
      optedOut: dealer.opted_out === 1,
      optedOutAt: dealer.opted_out_at,
    },
  };
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const id = dealerId(params.id);
  const formData = await readFormData(request);
  const path = url.pathname;
  const db = getDb();
  if (formData.get("intent") === "toggle") {
    const active = formData.get("active") === "1";
    if (!(await setDealerActive(db, id, active))) throw data(null, { status: 404 });
    return redirect(`${path}?done=${active ? "reactivated" : "deactivated"}`);
  }
  const submission = parseWithZod(formData, { schema: dealerSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), duplicate: false }, { status: 400 });
  const saved = await updateDealer(db, id, submission.value);
  if (!saved.ok && saved.reason === "not-found") throw data(null, { status: 404 });
  if (!saved.ok) return data({ result: submission.reply(), duplicate: true }, { status: 409 });
  return redirect(`${path}?done=updated`);
}

export default function DealerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, dealer, done } = loaderData;
  useBundles({ lang, bundles: { outreach: bundle } });
  const { t } = useTranslation("outreach");
  const ui = useLang();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Link to={localePath("/admin/dealers", ui)} className="text-sm text-brand-700 underline">
        {t("dealers.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("dealers.editTitle", { name: dealer.name })}</h1>
      <p className="mt-2 flex flex-wrap gap-1">
        {dealer.active ? (
          <Badge tone="green">{t("dealers.status.active")}</Badge>
        ) : (
          <Badge tone="gray">{t("dealers.status.inactive")}</Badge>
        )}
        {dealer.optedOut ? <Badge tone="red">{t("dealers.status.optedOut")}</Badge> : null}
      </p>
      {dealer.optedOut ? (
        <p className="mt-2 text-sm">{t("dealers.optedOutNote", { date: formatDateTime(dealer.optedOutAt, lang) })}</p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {done ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900">{t(`dealers.${done}`)}</p> : null}
      </div>
      <section className="card mt-4" aria-label={t("dealers.editTitle", { name: dealer.name })}>
        <DealerForm
          key={dealer.id}
          id="edit-dealer"
          intent="save"
          defaults={dealer}
          lastResult={actionData?.result}
          submitLabel={t("dealers.save")}
          formError={actionData?.duplicate ? t("dealers.duplicate") : null}
        />
      </section>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="active" value={dealer.active ? "0" : "1"} />
        <button type="submit" className="btn-secondary">
          {dealer.active ? t("dealers.deactivate") : t("dealers.reactivate")}
        </button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
