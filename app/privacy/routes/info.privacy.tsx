import { data } from "react-router";
import { infoPage } from "#app/info/info.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv, identityFrom } from "#app/platform/env.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { quotaHeaders, takeQuota } from "#app/platform/quotas.server.ts";
import { translate } from "#app/platform/texts.ts";
import { isPlausibleEmail, requestPrivacyLink } from "#app/privacy/privacy.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput } from "#app/ui/forms.tsx";
import { LegalPage } from "#app/ui/legal-page.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/info.privacy";

export const handle: RouteHandle = { hydrate: false };

/** The same for everyone, no script: the server keeps the HTML (see server.ts). Answers to the form are posts, never cached. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  if (!actionHeaders.has("X-Privacy-Form")) return { "Cache-Control": "public, max-age=300" };
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export function loader({ context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const env = getEnv();
  const id = identityFrom(env);
  return {
    page: infoPage(context, "privacy"),
    texts: resources[lang].privacy,
    quota: resources[lang].common.quota,
    retentionRequests: translate(lang, "privacy", "retention.requests", { months: env.RETENTION_MONTHS }),
    officerBody: translate(lang, "privacy", "officer.body", { company: id.name }),
    officerEmail: id.privacyEmail ?? id.email,
  };
}

/**
 * Law 25: the person enters an e-mail address; if anything is tied to it, Sam e-mails a
 * 24-hour link (outbox). The answer is the same whether the address is known or not. Posts are
 * rate-limited by the root middleware like every other post, and count against the address's daily
 * quota (429 past it, the address kept); a fourth live link is not sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const raw = formData.get("email");
  const email = typeof raw === "string" ? raw.trim() : "";
  const headers = { "X-Privacy-Form": "1" };
  if (!isPlausibleEmail(email)) return data({ sent: false, limited: false, email: email.slice(0, 254) }, { status: 400, headers });
  const quota = await takeQuota("privacy", context);
  if (!quota.allowed) {
    return data(
      { sent: false, limited: true, email: email.slice(0, 254) },
      { status: 429, headers: { ...headers, ...quotaHeaders(quota) } },
    );
  }
  if (await requestPrivacyLink(getDb(), email, { lang: getLocale(context) })) kickOutbox();
  return data({ sent: true, limited: false, email: "" }, { headers });
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { page, texts, quota, retentionRequests, officerBody, officerEmail } = loaderData;
  const limited = actionData?.limited === true;
  const invalid = actionData !== undefined && !actionData.sent && !limited;
  return (
    <LegalPage title={page.title} updated={page.updated} intro={page.intro} sections={page.sections}>
      <section>
        <h2>{texts.retention.title}</h2>
        <ul className="list-disc pl-5">
          <li>{texts.retention.drafts}</li>
          <li>{retentionRequests}</li>
          <li>{texts.retention.copies}</li>
        </ul>
      </section>
      <section>
        <h2>{texts.rights.title}</h2>
        <ul className="list-disc pl-5">
          <li>{texts.rights.access}</li>
          <li>{texts.rights.correction}</li>
          <li>{texts.rights.deletion}</li>
          <li>{texts.rights.portability}</li>
          <li>{texts.rights.objection}</li>
        </ul>
      </section>
      <section>
        <h2>{texts.officer.title}</h2>
        <p>
          {officerBody}{" "}
          <a className="text-brand-700 underline" href={`mailto:${officerEmail}`} data-testid="privacy-officer">
            {officerEmail}
          </a>
        </p>
      </section>
      <section id="privacy-request" aria-labelledby="privacy-request-title">
        <h2 id="privacy-request-title">{texts.form.title}</h2>
        <p>{texts.form.intro}</p>
        {actionData?.sent ? (
          <p
            role="status"
            className="mt-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
            data-testid="privacy-request-sent"
          >
            {texts.form.sent}
          </p>
        ) : null}
        {limited ? (
          <div
            role="alert"
            className="mt-3 rounded-xl border border-red-700 bg-red-50 p-4 text-red-900"
            data-testid="privacy-request-limited"
          >
            <p className="font-semibold">{quota.title}</p>
            <p className="mt-1 text-sm">{quota.body}</p>
          </div>
        ) : null}
        <form method="post" action="#privacy-request" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
          <HoneypotInput />
          <div className="flex grow flex-col">
            <label htmlFor="privacy-email" className="font-medium">
              {texts.form.email}
            </label>
            <input
              id="privacy-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={actionData?.email ?? ""}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "privacy-email-error" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            {invalid ? (
              <p id="privacy-email-error" className="mt-1 text-sm text-red-700">
                {texts.form.invalidEmail}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary sm:mt-7">
            {texts.form.submit}
          </button>
        </form>
      </section>
    </LegalPage>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({
    title: loaderData?.page.title ?? "Sam",
    description: loaderData?.page.metaDescription,
    pathname: location.pathname,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
