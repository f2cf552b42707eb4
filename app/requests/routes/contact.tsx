import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, useRouteLoaderData } from "react-router";
import { infoPage } from "#app/info/info.server.ts";
import { newIdempotencyKey } from "#app/platform/form-guards.server.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { defaultIdentity, type Identity, telHref } from "#app/platform/identity.ts";
import { getFormProps, getInputProps, getTextareaProps } from "#app/platform/live-form.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { forwardRetryAfter } from "#app/platform/security.server.ts";
import { storeFormAction } from "#app/platform/stored-form.server.ts";
import { ContactSchema } from "#app/requests/contact-form.ts";
import { saveContactMessage } from "#app/requests/contact.server.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { Field, HoneypotInput, IdempotencyInput, TextareaField } from "#app/ui/forms.tsx";
import { useStoredForm } from "#app/ui/stored-form.tsx";
import { JsMarker, StoredFormStatus, StoredFormSubmit } from "#app/ui/submit-status.tsx";
import { PrivacyNotice } from "#app/ui/trust.tsx";
import type { Route } from "./+types/contact";

export function loader({ context, url }: Route.LoaderArgs) {
  const sent = url.searchParams.get("sent") === "1";
  return {
    page: infoPage(context, "contact"),
    idempotencyKey: newIdempotencyKey(),
    sent,
    i18n: pageBundles(context, "contact"),
    constraint: getZodConstraint(ContactSchema),
  };
}

/** Retry-After of a post refused past the daily quota. */
export const headers = forwardRetryAfter;

export function action({ request, context }: Route.ActionArgs) {
  return storeFormAction(
    request,
    ContactSchema,
    "[contact] storing a message failed",
    (db, contact, idempotencyKey) => saveContactMessage(db, { contact, language: getLocale(context), idempotencyKey }),
    { kind: "contact", context },
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, idempotencyKey, sent } = loaderData;
  useBundles(loaderData.i18n);
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation();
  // The configured business identity, as in the footer.
  const id = useRouteLoaderData<{ identity?: Identity }>("root")?.identity ?? defaultIdentity;
  const { form, fields, sending, showSuccess, failed, limited, invalid, missing } = useStoredForm<typeof ContactSchema>("contact-form", {
    constraint: loaderData.constraint,
    schema: () => import("#app/requests/contact-form.ts").then((m) => m.ContactSchema),
    actionData,
    sent,
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-3">
      <div className="md:col-span-2">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        <p className="mt-2 text-slate-700">{page.intro}</p>

        <section aria-labelledby="contact-form-title" className="card mt-6">
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t("formTitle")}
          </h2>
          <StoredFormStatus t={t} showSuccess={showSuccess} failed={failed} limited={limited} invalid={invalid} missing={missing} />
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
            <HoneypotInput />
            <IdempotencyInput value={idempotencyKey} />
            <JsMarker />
            <Field
              label={t("name")}
              inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
              errors={fields.name.errors}
            />
            <Field
              label={t("email")}
              inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
              errors={fields.email.errors}
            />
            <Field
              label={
                <>
                  {t("phone")} <span className="font-normal text-slate-600">({tc("form.optional")})</span>
                </>
              }
              inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
              hint={t("phoneHint")}
              errors={fields.phone.errors}
            />
            <Field label={t("subject")} inputProps={getInputProps(fields.subject, { type: "text" })} errors={fields.subject.errors} />
            <TextareaField
              className="sm:col-span-2"
              label={t("message")}
              textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
              errors={fields.message.errors}
            />
            <div className="sm:col-span-2">
              <StoredFormSubmit t={t} sending={sending} />
              <PrivacyNotice about="contact" />
            </div>
          </Form>
        </section>
      </div>
      <aside className="card h-fit text-sm">
        <h2 className="font-semibold">{page.detailsTitle}</h2>
        <p className="mt-2">{id.name}</p>
        <p className="mt-1">
          <a className="text-brand-700 underline" href={`mailto:${id.email}`}>
            {id.email}
          </a>
        </p>
        {id.phone ? (
          <p className="mt-1">
            <a className="text-brand-700 underline" href={`tel:${telHref(id.phone)}`}>
              {id.phone}
            </a>
          </p>
        ) : null}
        {id.address ? <p className="mt-1">{id.address}</p> : null}
        {id.hours ? (
          <>
            <h2 className="mt-4 font-semibold">{page.hoursTitle}</h2>
            <p className="mt-1">{id.hours}</p>
          </>
        ) : null}
        <p className="mt-3">{page.replyPromise}</p>
        <p className="mt-1">{page.privacyPromise}</p>
      </aside>
    </div>
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
