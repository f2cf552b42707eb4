import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { notConfiguredData, operatorT } from "#app/operator/operator.server.ts";
import { isOperator, openOperatorSession, operatorConfigured, passwordMatches, safeNextPath } from "#app/platform/auth.server.ts";
import { clientKey } from "#app/platform/client-address.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import { languageFromPath, localePath } from "#app/platform/language.ts";
import { retryAfterSeconds } from "#app/platform/limits.server.ts";
import { attemptLogin } from "#app/platform/login-guard.server.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { z } from "#app/platform/zod.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { ErrorList, Field, HoneypotInput } from "#app/ui/forms.tsx";
import { NotConfigured } from "#app/ui/operator.tsx";
import type { Route } from "./+types/admin.login";

export const schema = z.object({
  password: z.string({ error: "common:form.required" }).min(1, "common:form.required").max(1_000, "common:form.tooLong"),
  next: z.string().max(2_000).optional(),
});

function landing(request: Request, next: unknown): string {
  const lang = languageFromPath(new URL(request.url).pathname);
  return safeNextPath(next, localePath("/admin/submissions", lang));
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  if (!operatorConfigured()) {
    const notConfigured = notConfiguredData(context);
    return data({ notConfigured, title: notConfigured.title, next: "", signedOut: false }, { status: 503 });
  }
  if (await isOperator(request)) throw redirect(landing(request, url.searchParams.get("next")));
  return {
    notConfigured: null,
    title: operatorT(context)("login.title"),
    next: safeNextPath(url.searchParams.get("next"), ""),
    signedOut: url.searchParams.has("signedOut"),
  };
}

/** Retry-After of a 429 (the document response takes the action's headers). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!operatorConfigured()) throw data({ error: "not-configured" }, { status: 503 });
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  // Counted before the comparison, compared, then the address's back-off (see login-guard.server.ts).
  const attempt = await attemptLogin(clientKey(context), () => passwordMatches(submission.value.password, getEnv().ADMIN_PASSWORD ?? ""));
  if (attempt.outcome === "wait") {
    return data(
      { result: submission.reply({ formErrors: ["admin:login.tooMany"], hideFields: ["password"] }) },
      { status: 429, headers: { "Retry-After": retryAfterSeconds(attempt.retryAfterMs) } },
    );
  }
  if (attempt.outcome === "wrong") {
    return data({ result: submission.reply({ formErrors: ["admin:login.wrong"], hideFields: ["password"] }) }, { status: 401 });
  }
  return redirect(landing(request, submission.value.next), { headers: { "Set-Cookie": await openOperatorSession(request) } });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notConfigured) return <NotConfigured {...loaderData.notConfigured} />;
  return <Login next={loaderData.next} signedOut={loaderData.signedOut} result={actionData?.result} />;
}

function Login({ next, signedOut, result }: { next: string; signedOut: boolean; result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    lastResult: result,
    constraint: getZodConstraint(schema),
    // Validated on submit only: re-validating on blur would clear the "wrong password" box while
    // the pointer is on the way to the button, moving it away from under the click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // A refused password is cleared (without JS the server's answer already comes back empty).
  useEffect(() => {
    const input = document.getElementById(fields.password.id);
    if (result?.error && input instanceof HTMLInputElement) {
      input.value = "";
      input.focus();
    }
  }, [result, fields.password.id]);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("login.title")}</h1>
        <p className="mt-2 text-slate-700">{t("login.intro")}</p>
        {signedOut && !result ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {t("login.signedOut")}
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          <HoneypotInput />
          <input type="hidden" name="next" value={next} />
          <div role="alert" className="empty:hidden rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 [&_ul]:mt-0">
            {form.errors?.length ? <ErrorList id={form.errorId} errors={form.errors} /> : null}
          </div>
          <Field
            label={t("login.password")}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", autoFocus: true }}
            errors={fields.password.errors}
          />
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? (
              <>
                <span className="spinner" aria-hidden="true" />
                {t("login.submitting")}
              </>
            ) : (
              t("login.submit")
            )}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
