import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, redirect, useFetcher, useNavigation } from "react-router";
import { dealerLinkView, type DealerLinkView, markOpened, offerPriceRange, saveOffer } from "#app/outreach/dealer-page.server.ts";
import { offerSchema, offerSchemaFor, offerValues } from "#app/outreach/offer-form.ts";
import { classifyFee, FEE_ROWS, formatMoney, isAllowedFee, moneyInput } from "#app/outreach/offers.ts";
import { OfferSummary, VehicleList } from "#app/outreach/offers.tsx";
import { vehicleName } from "#app/outreach/outreach.ts";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import type { Lang } from "#app/platform/language.ts";
import {
  type FormConstraint,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type LiveField,
  useLiveForm,
} from "#app/platform/live-form.tsx";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { displayAnswers } from "#app/questionnaire/display-value.ts";
import type { RouteHandle } from "#app/root.tsx";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { ErrorList, Field, HoneypotInput, TextareaField } from "#app/ui/forms.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/offer";
import type { SubmissionResult } from "@conform-to/react";

/**
 * A dealer's reply link: /offre/<token>, /en/offer/<token>. No login: the long random
 * token is the key. Shows the request (never the buyer's contact) and takes an offer, revisable
 * until the deadline. A wrong token answers 404, an expired one 410, each with its own page.
 *
 * The form validates as the dealer types with the action's own schema, loaded after hydration
 * (decisions 027, 035): `offerSchema` is imported here for the loader and action only, which the
 * client build drops, so zod and conform are not in the page's first load.
 */

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].dealers;
  const negotiation = resources[lang].negotiation;
  const db = getDb();
  const view = await dealerLinkView(db, params.token);
  if (!view) return data({ kind: "not-found" as const, lang, bundle, negotiation }, { status: 404 });
  if (view.state === "expired")
    return data({ kind: "expired" as const, lang, bundle, negotiation, expiresAt: view.expiresAt }, { status: 410 });
  // A GET marks nothing (mail link scanners GET every link); the page,
  // once running in a browser, says it was viewed, and sending an offer counts as opening too.
  const saved = url.searchParams.get("saved") === "1";
  const constraint = getZodConstraint(offerSchema);
  // Each fee row's fields by name, as `useLiveForm` looks them up (conform falls back to `fees[].label`).
  for (let i = 0; i < FEE_ROWS; i++) {
    for (const key of ["label", "amount"]) if (constraint[`fees[].${key}`]) constraint[`fees[${i}].${key}`] = constraint[`fees[].${key}`];
  }
  return { kind: "open" as const, lang, bundle, negotiation, view, shown: displayAnswers(view.vehicle, lang), saved, constraint };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  if (formData.get("intent") === "opened") {
    await markOpened(getDb(), params.token);
    return data({ result: undefined, problem: null });
  }
  await markOpened(getDb(), params.token);
  const submission = parseWithZod(formData, { schema: offerSchemaFor(offerPriceRange()) });
  if (submission.status !== "success") return data({ result: byName(submission.reply()), problem: null }, { status: 400 });
  const outcome = await saveOffer(getDb(), params.token, offerValues(submission.value));
  if (outcome === "saved") {
    kickOutbox();
    return redirect(`${url.pathname}?saved=1`);
  }
  if (outcome === "rules") {
    return data(
      { result: byName(submission.reply({ fieldErrors: { acceptRules: ["negotiation:dealer.acceptRequired"] } })), problem: outcome },
      { status: 400 },
    );
  }
  const status = { "not-found": 404, expired: 410, locked: 409, closed: 409, raise: 400, once: 409 }[outcome];
  return data({ result: byName(submission.reply()), problem: outcome }, { status });
}

/**
 * The answers kept, by field name (`fees[0].label`) as `useLiveForm` reads them, where conform's
 * reply nests them (`fees: [{ label }]`). On the server only: the client build drops the action.
 */
function byName(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const flat: Record<string, string> = {};
  const walk = (value: unknown, name: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${name}[${i}]`));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, name ? `${name}.${k}` : k);
    else if (typeof value === "string") flat[name] = value;
  };
  walk(result.initialValue, "");
  return { ...result, initialValue: flat };
}

function LinkProblem({ title, body }: { title: string; body: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="link-problem">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
    </div>
  );
}

/** A dealer's page has its own minimal layout (no buyer navigation). */
export const handle: RouteHandle = { layout: "dealer" };

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle } = loaderData;
  useBundles({ lang, bundles: { dealers: bundle, negotiation: loaderData.negotiation } });
  const { t } = useTranslation("dealers");
  if (loaderData.kind === "not-found") return <LinkProblem title={t("link.notFoundTitle")} body={t("link.notFoundBody")} />;
  if (loaderData.kind === "expired")
    return (
      <LinkProblem title={t("link.expiredTitle")} body={t("link.expiredBody", { date: formatDateTime(loaderData.expiresAt, lang) })} />
    );
  return (
    <>
      <OpenedBeacon />
      <OpenLink
        view={loaderData.view}
        shown={loaderData.shown}
        saved={loaderData.saved}
        lang={lang}
        constraint={loaderData.constraint}
        actionData={actionData}
      />
    </>
  );
}

/** The link counts as opened when the page runs in a browser, not on a scanner's GET. */
function OpenedBeacon() {
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    void submit({ intent: "opened" }, { method: "post" });
  }, [submit]);
  return null;
}

type FormProps = { view: DealerLinkView; lang: Lang; constraint: FormConstraint; actionData: Route.ComponentProps["actionData"] };

function OpenLink({ view, shown, saved, lang, constraint, actionData }: FormProps & { shown: DealerLinkView["vehicle"]; saved: boolean }) {
  const { t } = useTranslation("dealers");
  const { t: n } = useTranslation("negotiation");
  const vehicle = vehicleName(view.vehicle) || t("vehicle.notSpecified");
  const buyer = view.buyerFirstName;
  const flagged = (view.offer?.flaggedFeesCents ?? 0) > 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("offer.eyebrow")}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
        {buyer ? t("offer.title", { vehicle, buyer }) : t("offer.titleNoName", { vehicle })}
      </h1>
      <p className="mt-2 text-slate-700">
        {buyer ? t("offer.intro", { dealer: view.dealerName, buyer }) : t("offer.introNoName", { dealer: view.dealerName })}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm font-medium">
        <span data-testid="deadline">{t("offer.deadline", { date: formatDateTime(view.deadlineAt, lang) })}</span>
        <span>{t("offer.dealersContacted", { count: view.dealersContacted })}</span>
      </p>

      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {saved && view.offer ? (
          <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{t("offer.saved")}</p>
            {flagged ? <p className="mt-1 text-sm text-red-900">{t("offer.savedFlagged")}</p> : null}
          </div>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="vehicle-title" className="card">
          <h2 id="vehicle-title" className="mb-3 text-lg font-semibold">
            {t("vehicle.title")}
          </h2>
          <VehicleList shown={shown} city={view.city} />
        </section>
        <section aria-labelledby="terms-title" className="card">
          <h2 id="terms-title" className="mb-3 text-lg font-semibold">
            {t("offer.termsTitle")}
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            <li>{t("offer.terms.allIn")}</li>
            <li>{t("offer.terms.revise", { date: formatDateTime(view.expiresAt, lang) })}</li>
            <li>{t("offer.terms.tradeIn")}</li>
            <li>{view.privacy === "A" ? t("offer.terms.privacyShare") : t("offer.terms.privacyRelay")}</li>
            <li data-testid="negotiation-rules">{n("dealer.rules")}</li>
          </ul>
        </section>
      </div>

      {view.offer ? (
        <section aria-labelledby="current-title" className="card mt-6" data-testid="current-offer">
          <h2 id="current-title" className="mb-3 text-lg font-semibold">
            {t("offer.currentTitle")}{" "}
            <span className="text-sm font-normal text-slate-600">({t("offer.revision", { n: view.offer.revision })})</span>
          </h2>
          <OfferSummary offer={view.offer} lang={lang} />
        </section>
      ) : null}

      <Round2Standing view={view} lang={lang} />

      {view.closed ? (
        <p className="card mt-6 font-medium" role="note">
          {view.chosenHere ? t("offer.chosenHere") : t("offer.closed")}
        </p>
      ) : !view.canSubmit ? (
        <p className="card mt-6 font-medium" role="note">
          {view.offer ? t("offer.locked") : t("offer.lockedNoOffer")}
        </p>
      ) : (
        // A fresh form after each save, filled with the offer as stored.
        <OfferForm key={view.offer?.updatedAt ?? "new"} view={view} lang={lang} constraint={constraint} actionData={actionData} />
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

/** The alert above the form: a refused save says why, in the dealer's language. */
function problemText(problem: string | null | undefined, t: Translate, n: Translate, view: DealerLinkView, lang: Lang): string {
  const before = view.offer ? formatMoney(view.offer.comparableCents, lang) : "";
  const texts: Record<string, () => string> = {
    locked: () => t("offer.locked"),
    closed: () => t("offer.closed"),
    rules: () => n("dealer.acceptRequired"),
    raise: () => n("dealer.raise", { before }),
    once: () => n("dealer.once"),
  };
  return (problem && texts[problem]?.()) || t("offer.errorsTitle");
}

/** Round 2: where this dealer's all-in price stands against the best one — amounts only. */
function Round2Standing({ view, lang }: { view: DealerLinkView; lang: Lang }) {
  const { t: n } = useTranslation("negotiation");
  const { standing, state, endsAt, revised } = view.negotiation;
  if (!standing || (state !== "open" && state !== "closed")) return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const rows: Array<[string, string]> = [
    [n("dealer.own"), money(standing.ownCents)],
    [n("dealer.best"), money(standing.bestCents)],
    [n("dealer.gap"), money(standing.gapCents)],
  ];
  if (standing.flaggedFeesCents > 0) rows.push([n("dealer.flagged"), money(standing.flaggedFeesCents)]);
  return (
    <section aria-labelledby="round2-title" className="card mt-6" data-testid="round2">
      <h2 id="round2-title" className="mb-3 text-lg font-semibold">
        {n("dealer.round2Title")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {standing.isBest ? <p className="mt-3 font-medium">{n("dealer.isBest")}</p> : null}
      {state === "open" ? (
        <p className="mt-2 text-sm">
          {revised ? n("dealer.revised") : n("dealer.until", { date: formatDateTime(endsAt ?? view.deadlineAt, lang) })}
        </p>
      ) : null}
    </section>
  );
}

function OfferForm({ view, lang, constraint, actionData }: FormProps) {
  const { t } = useTranslation("dealers");
  const { t: n } = useTranslation("negotiation");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const o = view.offer;
  const fees = Array.from({ length: FEE_ROWS }, (_, i) => {
    const fee = o?.fees[i];
    return fee ? { label: fee.label, amount: moneyInput(fee.amountCents, lang) } : { label: "", amount: "" };
  });
  const [form, fields] = useLiveForm<Record<string, unknown>>({
    id: "offer-form",
    lastResult: actionData?.result,
    defaultValue: {
      price: moneyInput(o?.priceCents ?? null, lang),
      ...Object.fromEntries(
        fees.flatMap((fee, i) => [
          [`fees[${i}].label`, fee.label],
          [`fees[${i}].amount`, fee.amount],
        ]),
      ),
      availability: o?.availability ?? "in_stock",
      availableOn: o?.availableOn ?? "",
      financingKind: o?.financingKind ?? "none",
      financingRate:
        o?.financingRate === null || o?.financingRate === undefined ? "" : String(o.financingRate).replace(".", lang === "fr" ? "," : "."),
      financingTerm: o?.financingTermMonths ? String(o.financingTermMonths) : "",
      financingPayment: moneyInput(o?.financingPaymentCents ?? null, lang),
      tradeIn: moneyInput(o?.tradeInCents ?? null, lang),
      validUntil: o?.validUntil ?? "",
      note: o?.note ?? "",
    },
    constraint,
    shouldRevalidate: "onBlur",
    schema: () => import("#app/outreach/offer-form.ts").then((m) => m.offerSchemaFor(view.priceRange)),
  });
  // The range error names the configured range, in the page's language.
  const range = { min: formatMoney(view.priceRange.minCents, lang), max: formatMoney(view.priceRange.maxCents, lang) };
  const priceErrors = fields.price.errors?.map((e) => (e === "dealers:errors.priceRange" ? t("errors.priceRange", range) : e));
  // As conform's `form.status === "error"`: errors shown (after a post, or a field checked as typed).
  const invalid = Object.keys(form.allErrors).length > 0 && !sending;
  return (
    <section aria-labelledby="offer-form-title" className="card mt-6">
      <h2 id="offer-form-title" className="text-xl font-semibold">
        {o ? t("offer.reviseTitle") : t("offer.formTitle")}
      </h2>
      {invalid || actionData?.problem ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {problemText(actionData?.problem, t, n, view, lang)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
        <HoneypotInput />
        <Field
          label={t("offer.price")}
          hint={t("offer.priceHint")}
          inputProps={{ ...getInputProps(fields.price, { type: "text" }), inputMode: "decimal", autoComplete: "off" }}
          errors={priceErrors}
        />

        <fieldset className="grid gap-3">
          <legend className="field-label text-base font-semibold">{t("offer.feesTitle")}</legend>
          <p id="fees-hint" className="-mt-1 text-sm text-slate-600">
            {t("offer.feesHint")}
          </p>
          {fees.map((_, i) => (
            <FeeRow key={i} label={fields[`fees[${i}].label`]} amount={fields[`fees[${i}].amount`]} n={i + 1} />
          ))}
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="field-label text-base font-semibold">{t("offer.availabilityTitle")}</legend>
          <Radio field={fields.availability} value="in_stock" label={t("offer.inStock")} />
          <Radio field={fields.availability} value="date" label={t("offer.byDate")} />
          <Field
            className="sm:max-w-xs"
            label={t("offer.availableOn")}
            inputProps={getInputProps(fields.availableOn, { type: "date" })}
            errors={fields.availableOn.errors}
          />
          <ErrorList errors={fields.availability.errors} />
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="field-label text-base font-semibold">{t("offer.financingTitle")}</legend>
          <Radio field={fields.financingKind} value="none" label={t("offer.financingNone")} />
          <Radio field={fields.financingKind} value="finance" label={t("offer.financingFinance")} />
          <Radio field={fields.financingKind} value="lease" label={t("offer.financingLease")} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label={t("offer.rate")}
              inputProps={{ ...getInputProps(fields.financingRate, { type: "text" }), inputMode: "decimal" }}
              errors={fields.financingRate.errors}
            />
            <Field
              label={t("offer.term")}
              inputProps={{ ...getInputProps(fields.financingTerm, { type: "text" }), inputMode: "numeric" }}
              errors={fields.financingTerm.errors}
            />
            <Field
              label={t("offer.payment")}
              inputProps={{ ...getInputProps(fields.financingPayment, { type: "text" }), inputMode: "decimal" }}
              errors={fields.financingPayment.errors}
            />
          </div>
        </fieldset>

        <Field
          label={t("offer.tradeIn")}
          hint={t("offer.tradeInHint")}
          inputProps={{ ...getInputProps(fields.tradeIn, { type: "text" }), inputMode: "decimal" }}
          errors={fields.tradeIn.errors}
        />
        <Field
          className="sm:max-w-xs"
          label={t("offer.validUntil")}
          inputProps={getInputProps(fields.validUntil, { type: "date" })}
          errors={fields.validUntil.errors}
        />
        <TextareaField label={t("offer.note")} textareaProps={{ ...getTextareaProps(fields.note), rows: 4 }} errors={fields.note.errors} />

        {o || view.rulesAccepted ? null : (
          <fieldset className="grid gap-2 rounded-lg border border-slate-300 p-3" data-testid="rules">
            <legend className="field-label px-1 text-base font-semibold">{n("dealer.rulesTitle")}</legend>
            <p className="text-sm">{n("dealer.rules")}</p>
            <div className="flex min-h-11 items-center gap-2">
              <input
                id={fields.acceptRules.id}
                name={fields.acceptRules.name}
                type="checkbox"
                value="on"
                required
                aria-invalid={fields.acceptRules.errors ? true : undefined}
                aria-describedby={fields.acceptRules.errors ? `${fields.acceptRules.id}-error` : undefined}
                className="size-5 accent-brand-700"
              />
              <label htmlFor={fields.acceptRules.id}>{n("dealer.accept")}</label>
            </div>
            <ErrorList id={`${fields.acceptRules.id}-error`} errors={fields.acceptRules.errors} />
          </fieldset>
        )}

        <div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? (
              <>
                <span className="spinner" aria-hidden="true" />
                {t("offer.sending")}
              </>
            ) : o ? (
              t("offer.submitRevision")
            ) : (
              t("offer.submit")
            )}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** One fee line; a label that is not a tax or the tire duty is flagged as soon as it is known (as typed, with JavaScript). */
function FeeRow({ label: field, amount, n }: { label: LiveField; amount: LiveField; n: number }) {
  const { t } = useTranslation("dealers");
  const [typed, setTyped] = useState(field.initialValue ?? "");
  const label = typed.trim();
  const kind = label ? classifyFee(label) : null;
  const flagId = `${field.id}-flag`;
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_12rem]" data-testid="fee-row">
      <Field
        label={t("offer.feeLabel", { n })}
        inputProps={{ ...getInputProps(field, { type: "text" }), onChange: (event) => setTyped(event.currentTarget.value) }}
        errors={field.errors}
      />
      <Field
        label={t("offer.feeAmount", { n })}
        inputProps={{ ...getInputProps(amount, { type: "text" }), inputMode: "decimal" }}
        errors={amount.errors}
      />
      <p id={flagId} aria-live="polite" className="text-sm empty:hidden sm:col-span-2">
        {kind === null ? null : isAllowedFee(kind) ? (
          <span className="text-green-800">{t("offer.feeAllowed")}</span>
        ) : (
          <span className="font-medium text-red-800" data-testid="fee-flag">
            <Icon name="alert" className="mr-1 inline size-4 align-[-3px]" />
            {t("offer.feeFlag")}
          </span>
        )}
      </p>
    </div>
  );
}

function Radio({ field, value, label }: { field: LiveField; value: string; label: string }) {
  // No `pattern` on a radio (conform derives one from the enum; HTML allows it on text-like inputs only).
  // Checked by its value, as conform's helper does for a radio.
  const { pattern: _pattern, defaultValue, ...props } = getInputProps(field, { type: "radio" });
  const id = `${field.id}-${value}`;
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input {...props} key={props.key} value={value} defaultChecked={defaultValue === value} id={id} className="size-5 accent-brand-700" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A private page reached by its token: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const bundle = loaderData?.bundle;
  const title =
    loaderData?.kind === "not-found"
      ? bundle?.link.notFoundTitle
      : loaderData?.kind === "expired"
        ? bundle?.link.expiredTitle
        : bundle?.offer.metaTitle;
  return pageMeta({ title: title ?? "Sam", pathname: location.pathname, matches, noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
