import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { EntryFields } from "#app/chat/knowledge/entry-fields.tsx";
import { gapAnswerSchema } from "#app/chat/knowledge/entry-form.ts";
import { answerGap, dismissGap, entryChoices, getGap } from "#app/chat/knowledge/knowledge.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { SelectField } from "#app/ui/forms.tsx";
import { Badge, useLang } from "#app/ui/operator.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/admin.question";
import type { z } from "zod";

/**
 * One question Sam could not answer (decision 054): the operator links an existing entry or
 * writes a new one (French and English) in one form, or dismisses it. Works without JavaScript.
 */

function gapId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].knowledge;
  const db = getDb();
  const gap = await getGap(db, gapId(params.id));
  if (!gap) throw data(null, { status: 404 });
  const done = url.searchParams.get("done");
  return {
    lang,
    bundle,
    title: bundle.question.title,
    gap,
    choices: await entryChoices(db, lang),
    done: (["answered", "dismissed"] as const).find((d) => d === done) ?? null,
  };
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const id = gapId(params.id);
  const formData = await readFormData(request);
  const db = getDb();
  if (formData.get("intent") === "dismiss") {
    if (!(await dismissGap(db, id))) throw data(null, { status: 404 });
    return redirect(`${url.pathname}?done=dismissed`);
  }
  const submission = parseWithZod(formData, { schema: gapAnswerSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), noEntry: false }, { status: 400 });
  const answered = await answerGap(db, id, submission.value);
  if (!answered.ok && answered.reason === "not-found") throw data(null, { status: 404 });
  if (!answered.ok) return data({ result: submission.reply(), noEntry: true }, { status: 409 });
  return redirect(`${url.pathname}?done=answered`);
}

export default function QuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle, gap, choices, done } = loaderData;
  useBundles({ lang, bundles: { knowledge: bundle } });
  const { t } = useTranslation("knowledge");
  const ui = useLang();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "answer";
  // The question pre-fills the phrasings of its own language.
  const defaults = {
    entryId: "",
    questionsFr: gap.language === "fr" ? gap.question : "",
    questionsEn: gap.language === "en" ? gap.question : "",
  };
  const [form, fields] = useForm<z.input<typeof gapAnswerSchema>, z.output<typeof gapAnswerSchema>>({
    id: `gap-${gap.id}`,
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gapAnswerSchema }),
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Link to={localePath("/admin/questions", ui)} className="text-sm text-brand-700 underline">
        {t("question.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("question.title")}</h1>
      <blockquote className="mt-3 rounded-xl border-l-4 border-brand-700 bg-white p-4 text-lg shadow-sm" data-testid="gap-question">
        {gap.question}
      </blockquote>
      <p className="mt-2 text-sm text-slate-700">
        {t("question.asked", {
          count: gap.askedCount,
          language: t(`question.languages.${gap.language}`),
          date: formatDateTime(gap.lastAskedAt, lang),
        })}
      </p>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {done ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900" data-testid="gap-done">
            {t(`question.done.${done}`)}
          </p>
        ) : null}
      </div>
      {gap.entry ? (
        <p className="mt-2">
          <Badge tone="green">{t("question.answeredBy", { slug: gap.entry.slug })}</Badge>
        </p>
      ) : gap.status === "dismissed" ? (
        <p className="mt-2">
          <Badge tone="gray">{t("question.dismissedNote")}</Badge>
        </p>
      ) : null}
      <section className="card mt-4" aria-labelledby="closest-title">
        <h2 id="closest-title" className="font-semibold">
          {t("question.closestTitle")}
        </h2>
        {gap.closest ? (
          <p className="mt-1">
            <Link to={localePath(`/admin/knowledge/${gap.closest.id}`, ui)} className="font-mono text-sm text-brand-700 underline">
              {gap.closest.slug}
            </Link>{" "}
            — {gap.closest.question} ({Math.round(gap.closestConfidence * 100)} %)
          </p>
        ) : (
          <p className="mt-1 text-slate-700">{t("question.closestNone")}</p>
        )}
      </section>
      <section className="card mt-4" aria-labelledby="answer-title">
        <h2 id="answer-title" className="text-lg font-semibold">
          {t("question.formTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("question.formIntro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="answer" />
          {actionData?.noEntry ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
              {t("question.noEntry")}
            </p>
          ) : null}
          <SelectField
            label={t("question.linkLabel")}
            selectProps={getSelectProps(fields.entryId)}
            options={[{ value: "", label: t("question.linkNew") }, ...choices.map((c) => ({ value: String(c.id), label: c.label }))]}
            errors={fields.entryId.errors}
          />
          <h3 className="font-semibold">{t("question.newTitle")}</h3>
          <EntryFields fields={fields} />
          <button type="submit" className="btn-primary" disabled={saving} data-testid="gap-save">
            {saving ? t("question.saving") : t("question.save")}
          </button>
        </Form>
      </section>
      {gap.status === "open" ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="dismiss" />
          <button type="submit" className="btn-secondary">
            {t("question.dismiss")}
          </button>
          <span className="text-sm text-slate-700">{t("question.dismissHint")}</span>
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
