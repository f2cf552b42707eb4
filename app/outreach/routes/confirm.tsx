import { data, Form, redirect, useNavigation } from "react-router";
import { CONFIRM_TTL_DAYS, requestPath } from "#app/outreach/outreach.ts";
import { confirmationLink, confirmOutreach } from "#app/outreach/start.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput } from "#app/ui/forms.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/confirm";

/**
 * The buyer's confirmation link (decision 041): /confirmer/<token>, /en/confirm/<token>, e-mailed
 * to the request's address or texted to its number (decision 059: each channel its own link, and
 * the page speaks of that address or number) and to nobody else. The page asks for one click (a mail scanner's GET
 * confirms nothing); the POST confirms, uses the link up and leads to the buyer's private page. A
 * link used, expired or replaced by a newer one answers 410 and leads nowhere. The page shows
 * only the reference and how many dealers matched: nothing the buyer typed.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].dealers;
  const link = await confirmationLink(getDb(), params.token);
  // Decision 055: confirmed, not yet sent — back to the private page where the buyer sends it.
  if (link.state === "review") throw redirect(`${requestPath(link.token, lang)}#request-preview`);
  if (link.state !== "live")
    return data({ kind: link.state, lang, bundle, via: link.state === "used" ? link.via : undefined }, { status: 410 });
  // Decision 059: a link texted to the buyer's number says so.
  return { kind: "live" as const, lang, bundle, ref: link.ref, found: link.found, via: link.via };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  // Decision 055: the address is confirmed here; the buyer then reads, corrects and sends the
  // request from the private page (nothing they have not seen reaches a dealer).
  const confirmed = await confirmOutreach(getDb(), params.token, { pageLang: getLocale(context), review: true });
  if (confirmed.outcome === "review") return redirect(`${confirmed.path}?address=1#request-preview`);
  if (confirmed.outcome !== "confirmed") return data({ step: confirmed.outcome }, { status: 410 });
  kickOutbox();
  return redirect(`${confirmed.path}?confirmed=1`);
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle } = loaderData;
  useBundles({ lang, bundles: { dealers: bundle } });
  const { t } = useTranslation("dealers");
  const { t: c } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle";
  const ended = actionData?.step ?? (loaderData.kind === "live" ? undefined : loaderData.kind);
  const sms = loaderData.via === "sms";
  if (ended) {
    const used = ended === "used";
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="confirmation-link-ended" data-state={ended}>
        <h1 className="text-2xl font-bold">
          {t(used ? (sms ? "confirmation.page.usedTitleSms" : "confirmation.page.usedTitle") : "confirmation.page.goneTitle")}
        </h1>
        <p className="mt-3 text-slate-700">
          {t(used ? (sms ? "confirmation.page.usedBodySms" : "confirmation.page.usedBody") : "confirmation.page.goneBody", {
            days: CONFIRM_TTL_DAYS,
          })}
        </p>
        {ended === "gone" ? (
          <p className="mt-6">
            <a href={localePath("/inscription", lang)} className="btn-secondary">
              {t("confirmation.page.newRequest")}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  if (loaderData.kind !== "live") return null;
  const none = loaderData.found === 0;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <section aria-labelledby="confirm-title" className="card" data-testid="confirm-request">
        <h1 id="confirm-title" className="flex items-center gap-2 text-2xl font-bold">
          <Icon name="mail" className="size-7" />
          {t(none ? "confirmation.awaitingTitleNone" : "confirmation.awaitingTitle")}
        </h1>
        {loaderData.ref ? <p className="mt-1 text-sm text-slate-600">{t("confirmation.page.ref", { ref: loaderData.ref })}</p> : null}
        <p className="mt-3">
          {t(
            sms
              ? none
                ? "confirmation.awaitingBodyNoneSms"
                : "confirmation.awaitingBodySms"
              : none
                ? "confirmation.awaitingBodyNone"
                : "confirmation.awaitingBody",
          )}
        </p>
        {none ? null : <p className="mt-2 text-sm">{c("status.foundBefore", { count: loaderData.found })}</p>}
        <Form method="post" className="mt-4">
          <HoneypotInput />
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? t("confirmation.confirming") : t(none ? "confirmation.confirmNone" : "confirmation.confirm")}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** A link that acts by itself: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.bundle.confirmation.page.metaTitle ?? "Sam", pathname: location.pathname, matches, noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
