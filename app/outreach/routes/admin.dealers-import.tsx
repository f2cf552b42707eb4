import { data, Form, Link, redirect, useNavigation } from "react-router";
import { decodeCsvBytes, type ImportPlan, MAX_IMPORT_CHARS } from "#app/outreach/dealer-csv.ts";
import { applyImport, previewImport } from "#app/outreach/dealers.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Badge, TableBox, td, th, type Tone, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.dealers-import";

/**
 * CSV import of the dealer directory (operator): a file or pasted text is previewed first (what
 * each row would do, with its errors), then the valid rows are imported in one transaction.
 */

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].outreach;
  const q = url.searchParams;
  const count = (k: string) => (/^\d{1,6}$/.test(q.get(k) ?? "") ? Number(q.get(k)) : null);
  const added = count("added");
  const done = added === null ? null : { new: added, update: count("updated") ?? 0, error: count("skipped") ?? 0 };
  return { lang, bundle, title: bundle.import.title, done };
}

/** The uploaded file (UTF-8 or Windows-1252, see decodeCsvBytes) or the pasted text. */
async function readCsv(formData: FormData): Promise<string> {
  const file = formData.get("file");
  if (file && typeof file === "object" && "arrayBuffer" in file && file.size > 0) {
    return decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).slice(0, MAX_IMPORT_CHARS);
  }
  const text = formData.get("csv");
  return typeof text === "string" ? text.replace(/^\uFEFF/, "").slice(0, MAX_IMPORT_CHARS) : "";
}

export async function action({ request, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const csv = await readCsv(formData);
  if (!csv.trim()) return data({ csv: "", plan: null as ImportPlan | null, required: true }, { status: 400 });
  const db = getDb();
  if (formData.get("intent") === "apply") {
    const plan = await applyImport(db, csv);
    if (plan.fileErrors.length > 0) return data({ csv, plan, required: false }, { status: 400 });
    const path = url.pathname;
    return redirect(`${path}?added=${plan.counts.new}&updated=${plan.counts.update}&skipped=${plan.counts.error}`);
  }
  const plan = await previewImport(db, csv);
  return data({ csv, plan, required: false }, { status: plan.fileErrors.length > 0 ? 400 : 200 });
}

const actionTone: Record<string, Tone> = { new: "green", update: "blue", error: "red" };

export default function DealersImport({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, done } = loaderData;
  useBundles({ lang, bundles: { outreach: bundle } });
  const { t } = useTranslation("outreach");
  const ui = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const plan = actionData?.plan ?? null;
  const importable = plan ? plan.counts.new + plan.counts.update : 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link to={localePath("/admin/dealers", ui)} className="text-sm text-brand-700 underline">
        {t("dealers.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("import.title")}</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("import.intro")}</p>

      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {done ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900">
            {t("import.done", { new: done.new, update: done.update, error: done.error })}
          </p>
        ) : null}
      </div>

      <Form method="post" encType="multipart/form-data" className="card mt-4 grid gap-4">
        <input type="hidden" name="intent" value="preview" />
        <div>
          <label htmlFor="csv-file" className="field-label">
            {t("import.file")}
          </label>
          <input id="csv-file" name="file" type="file" accept=".csv,text/csv,text/plain" className="block w-full text-sm" />
        </div>
        <div>
          <label htmlFor="csv-text" className="field-label">
            {t("import.text")}
          </label>
          <textarea
            id="csv-text"
            name="csv"
            rows={6}
            className="field-input font-mono text-sm"
            defaultValue={actionData?.csv ?? ""}
            aria-describedby={actionData?.required ? "csv-required" : undefined}
          />
          {actionData?.required ? (
            <p id="csv-required" className="field-error">
              {t("import.required")}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="btn-primary" disabled={Boolean(busy)}>
            {busy === "preview" ? t("import.previewing") : t("import.preview")}
          </button>
        </div>
      </Form>

      {plan ? (
        <section aria-labelledby="preview-title" className="mt-6">
          <h2 id="preview-title" className="text-xl font-semibold">
            {t("import.previewTitle")}
          </h2>
          {plan.fileErrors.length > 0 ? (
            <ul role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
              {plan.fileErrors.map((e) => (
                <li key={e.key}>
                  {t(e.key as never)}
                  {e.value && e.key.endsWith("missingColumns") ? ` : ${e.value}` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p className="mt-2 font-medium" data-testid="import-counts">
                {t("import.counts", { new: plan.counts.new, update: plan.counts.update, error: plan.counts.error })}
              </p>
              <TableBox label={t("import.previewTitle")}>
                <table className="min-w-full divide-y divide-slate-200" data-testid="import-preview">
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={th}>
                        {t("import.line")}
                      </th>
                      <th scope="col" className={th}>
                        {t("import.action")}
                      </th>
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
                        {t("import.problems")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {plan.rows.map((row) => (
                      <tr
                        key={row.line}
                        data-testid="import-row"
                        data-action={row.action}
                        className={row.action === "error" ? "bg-red-50" : ""}
                      >
                        <td className={td}>{row.line}</td>
                        <td className={td}>
                          <Badge tone={actionTone[row.action]}>{t(`import.actions.${row.action}`)}</Badge>
                        </td>
                        <td className={td}>{row.values?.name ?? row.input.name}</td>
                        <td className={td}>{row.values?.brands.join(", ") ?? row.input.brands}</td>
                        <td className={td}>{row.values?.city ?? row.input.city}</td>
                        <td className={`${td} break-all`}>{row.values?.email ?? row.input.email}</td>
                        <td className={td}>
                          <ul className="space-y-1">
                            {row.errors.map((e, i) => (
                              <li key={`e${i}`} className="text-red-900">
                                {t(e.key as never)}
                                {e.value ? ` (${e.value})` : ""}
                              </li>
                            ))}
                            {row.warnings.map((w, i) => (
                              <li key={`w${i}`} className="text-amber-900">
                                {t(w.key as never)}
                                {w.value ? ` (${w.value})` : ""}
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
              {importable > 0 ? (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="apply" />
                  {/* The previewed text goes back as is (a hidden textarea keeps its line breaks). */}
                  <textarea name="csv" hidden readOnly value={actionData?.csv ?? ""} />
                  <button type="submit" className="btn-primary" disabled={Boolean(busy)}>
                    {busy === "apply" ? t("import.applying") : t("import.apply")}
                  </button>
                </Form>
              ) : (
                <p className="mt-4 font-medium">{t("import.nothing")}</p>
              )}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
