import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { EntryFields } from "#app/chat/knowledge/entry-fields.tsx";
import { entryFormValues, entrySchema } from "#app/chat/knowledge/entry-form.ts";
import { createEntry, getEntry, setEntryRetired, updateEntry } from "#app/chat/knowledge/knowledge.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { translate } from "#app/platform/texts.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.knowledge-entry";
import type { z } from "zod";

/**
 * One entry of the knowledge base (decision 054): `new` writes one, a number edits it; retire and
 * restore. Every change bumps the knowledge base's version: Sam uses it from the next message on.
 */

function entryId(raw: string): number | "new" {
  if (raw === "new") return "new";
  if (!/^\d{1,12}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].knowledge;
  const id = entryId(params.id);
  const done = (["created", "updated", "retired", "restored"] as const).find((d) => d === url.searchParams.get("done")) ?? null;
  if (id === "new") return { lang, bundle, title: bundle.entry.newTitle, entry: null, done };
  const entry = await getEntry(getDb(), id);
  if (!entry) throw data(null, { status: 404 });
  return {
    lang,
    bundle,
    title: translate(lang, "knowledge", "entry.editTitle", { slug: entry.slug }),
    entry: { ...entry, values: entryFormValues(entry) },
    done,
  };
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const id = entryId(params.id);
  const formData = await readFormData(request);
  const db = getDb();
  if (id !== "new" && (formData.get("intent") === "retire" || formData.get("intent") === "restore")) {
    const retire = formData.get("intent") === "retire";
    if (!(await setEntryRetired(db, id, retire))) throw data(null, { status: 404 });
    return redirect(`${url.pathname}?done=${retire ? "retired" : "restored"}`);
  }
  const submission = parseWithZod(formData, { schema: entrySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (id === "new") {
    const created = await createEntry(db, submission.value);
    return redirect(`${url.pathname.replace(/\/new$/, `/${created.id}`)}?done=created`);
  }
  if (!(await updateEntry(db, id, submission.value))) throw data(null, { status: 404 });
  return redirect(`${url.pathname}?done=updated`);
}

export default function EntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, entry, done } = loaderData;
  useBundles({ lang, bundles: { knowledge: bundle } });
  const { t } = useTranslation("knowledge");
  const ui = useLang();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<z.input<typeof entrySchema>, z.output<typeof entrySchema>>({
    id: `entry-${entry?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: entry?.values ?? {},
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: entrySchema }),
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Link to={localePath("/admin/knowledge", ui)} className="text-sm text-brand-700 underline">
        {t("entry.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{entry ? t("entry.editTitle", { slug: entry.slug }) : t("entry.newTitle")}</h1>
      {entry?.retired ? (
        <p className="mt-2">
          <Badge tone="gray">{t("entry.retiredNote")}</Badge>
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {done ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900" data-testid="entry-done">
            {t(`entry.done.${done}`)}
          </p>
        ) : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="card mt-4 space-y-4">
        <input type="hidden" name="intent" value="save" />
        <EntryFields fields={fields} />
        <button type="submit" className="btn-primary" disabled={saving} data-testid="entry-save">
          {saving ? t("entry.saving") : entry ? t("entry.save") : t("entry.create")}
        </button>
      </Form>
      {entry ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={entry.retired ? "restore" : "retire"} />
          <button type="submit" className="btn-secondary" data-testid="entry-retire">
            {entry.retired ? t("entry.restore") : t("entry.retire")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
