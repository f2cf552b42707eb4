import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { type BuyerOffer, buyerPageView, type BuyerPageView, chooseOffer, requestPreview } from "#app/outreach/buyer-page.server.ts";
import { isCorrectableLine } from "#app/outreach/corrections.ts";
import { differingKeys, formatMoney, taxesInEstimate } from "#app/outreach/offers.ts";
import { FeeList, SupportContact, useOfferText, VehicleList } from "#app/outreach/offers.tsx";
import { CONFIRM_RESEND_MINUTES, vehicleName } from "#app/outreach/outreach.ts";
import { RequestPreview } from "#app/outreach/request-preview.tsx";
import { requestStatus, type RequestStatus as Status } from "#app/outreach/request-state.ts";
import { RequestStatus } from "#app/outreach/request-status.tsx";
import { correctRequest, resendConfirmation, type ResendResult, reviewRequest, sendRequest } from "#app/outreach/start.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import type { Lang } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { MyData, RequestErased } from "#app/privacy/my-data.tsx";
import { myDataAction, requestErased } from "#app/privacy/privacy.server.ts";
import { displayAnswers } from "#app/questionnaire/display-value.ts";
import { formatDateTime } from "#app/ui/admin-format.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput } from "#app/ui/forms.tsx";
import { Icon } from "#app/ui/icons.tsx";
import { PrivacyNotice, TrustStrip } from "#app/ui/trust.tsx";
import { resources } from "#app/words.ts";
import type { Route } from "./+types/request";

/**
 * The buyer's private offers page: /demande/<token>, /en/request/<token>. The long
 * random token in the link is the only key (never the short VH/VF reference). A timeline, the
 * offers side by side cheapest first with their differences marked, and "choose this offer".
 */

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const bundle = resources[lang].dealers;
  const negotiation = resources[lang].negotiation;
  const privacy = resources[lang].privacy;
  const view = await buyerPageView(getDb(), params.token);
  // Law 25: an erased request's link answers 410 with its own page.
  if (!view && (await requestErased(getDb(), params.token)))
    return data({ kind: "erased" as const, lang, bundle, negotiation, privacy }, { status: 410 });
  if (!view) return data({ kind: "not-found" as const, lang, bundle, negotiation, privacy }, { status: 404 });
  const chosen = url.searchParams.get("chosen") === "1";
  const edit = url.searchParams.get("edit");
  const confirmed = url.searchParams.get("confirmed") === "1" && view.state === "active";
  // The one state→text rule (app/outreach/request-state.ts).
  const status = requestStatus({
    state: view.state,
    found: view.found,
    wanted: view.wanted,
    offers: view.offers.length,
    chosen: view.chosenOfferId !== null,
    deadlinePassed: view.deadlinePassed,
    widened: view.widen.outcome,
    nearestKm: view.widen.nearestKm,
    reviewed: view.reviewed,
  });
  return {
    kind: "found" as const,
    lang,
    bundle,
    negotiation,
    privacy,
    view,
    shown: displayAnswers(view.vehicle, lang),
    chosen,
    confirmed,
    status,
    // Decision 055: before any dealer is contacted, the request as dealers will read it, line by line correctable.
    preview: view.state === "active" ? null : requestPreview(view, lang, isCorrectableLine(edit) ? edit : null),
    notice: (["corrected", "reviewed", "address"] as const).find((n) => url.searchParams.get(n) === "1") ?? null,
  };
}

function postedString(formData: FormData, name: string): string | undefined {
  const v = formData.get(name);
  return typeof v === "string" ? v.slice(0, 500) : undefined;
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  // Law 25: "delete my request" (confirm, then erase): app/privacy/my-data.tsx.
  const mine = await myDataAction(formData, params.token, url.pathname);
  if (mine) return mine;
  // The address is confirmed by the link e-mailed to it, never here (decision 041): this page
  // only sends that link again, to the request's address.
  if (formData.get("intent") === "resend-confirmation") {
    const resent = await resendConfirmation(getDb(), params.token);
    if (resent === "sent") kickOutbox();
    return data({ resent }, { status: resent === "not-found" ? 404 : resent === "too-soon" ? 429 : 200 });
  }
  const intent = formData.get("intent");
  // Decision 055: one line of what dealers will read, corrected while no dealer is contacted.
  if (intent === "correct") {
    const line = formData.get("line");
    if (!isCorrectableLine(line)) return data({ problem: "not-found" as const }, { status: 400 });
    const posted = Object.fromEntries(["brand", "model", "trim", "value"].map((k) => [k, postedString(formData, k) ?? ""]));
    const outcome = await correctRequest(getDb(), params.token, line, posted);
    if (outcome.kind === "corrected") return redirect(`${url.pathname}?corrected=1#request-preview`);
    if (outcome.kind === "invalid")
      return data({ correction: { line, values: posted, error: { field: outcome.field, error: outcome.error } } }, { status: 400 });
    return data(
      { problem: outcome.kind === "locked" ? ("locked" as const) : ("not-found" as const) },
      { status: outcome.kind === "locked" ? 409 : 404 },
    );
  }
  // The address confirmed by its link, the buyer sends exactly the wording the page showed.
  if (intent === "send") {
    const outcome = await sendRequest(getDb(), params.token, postedString(formData, "seen") ?? "");
    if (outcome === "confirmed") {
      kickOutbox();
      return redirect(`${url.pathname}?confirmed=1`);
    }
    if (outcome === "changed") return data({ problem: "changed" as const }, { status: 409 });
    if (outcome === "already") return redirect(url.pathname);
    return data({ problem: "not-found" as const }, { status: 404 });
  }
  // A request without e-mail: the buyer approves the wording before an operator sends it.
  if (intent === "review") {
    const outcome = await reviewRequest(getDb(), params.token, postedString(formData, "seen") ?? "");
    if (outcome === "reviewed") return redirect(`${url.pathname}?reviewed=1#request-preview`);
    if (outcome === "changed") return data({ problem: "changed" as const }, { status: 409 });
    return data({ problem: "not-found" as const }, { status: 404 });
  }
  const raw = formData.get("offerId");
  const offerId = typeof raw === "string" && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  if (offerId === null) return data({ problem: "not-found" as const }, { status: 400 });
  // "Choisir cette offre" first asks to confirm (a POST that changes nothing: the same
  // step with and without JavaScript); only intent=choose chooses.
  if (formData.get("intent") !== "choose") return { review: offerId };
  const outcome = await chooseOffer(getDb(), params.token, offerId);
  if (outcome === "chosen") {
    kickOutbox();
    return redirect(`${url.pathname}?chosen=1`);
  }
  return data({ problem: outcome }, { status: outcome === "already" ? 409 : 404 });
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, bundle } = loaderData;
  useBundles({ lang, bundles: { dealers: bundle, negotiation: loaderData.negotiation } });
  const { t } = useTranslation("dealers");
  if (loaderData.kind === "erased") return <RequestErased lang={lang} bundle={loaderData.privacy} />;
  if (loaderData.kind === "not-found") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="link-problem">
        <h1 className="text-2xl font-bold">{t("link.notFoundTitle")}</h1>
        <p className="mt-3 text-slate-700">{t("link.notFoundBody")}</p>
        <SupportContact className="mt-2 text-slate-700" />
      </div>
    );
  }
  const { view, shown, chosen, confirmed, status, preview, notice } = loaderData;
  const correction = actionData && "correction" in actionData ? actionData.correction : undefined;
  const resent = actionData && "resent" in actionData ? actionData.resent : undefined;
  const review =
    actionData && "review" in actionData ? view.offers.find((o) => o.id === actionData.review && view.chosenOfferId === null) : undefined;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {t("request.title", { vehicle: vehicleName(view.vehicle) || t("vehicle.notSpecified") })}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {view.ref ? <span className="mr-3">{t("request.ref", { ref: view.ref })}</span> : null}
        {t("request.private")}
      </p>

      <TrustStrip className="mt-3" />
      {/* Once an offer is chosen, one block says so and what comes next (decision 047). */}
      {view.chosenOfferId !== null ? (
        <WhatNext view={view} lang={lang} justChosen={chosen} />
      ) : (
        <StateSection view={view} status={status} confirmed={confirmed} resent={resent} lang={lang} />
      )}
      {preview && view.state !== "active" ? (
        <RequestPreview
          preview={preview}
          state={view.state}
          addressConfirmed={view.addressConfirmed}
          noDealers={status.noDealers}
          lang={lang}
          posted={correction}
          notice={problem === "changed" || problem === "locked" ? problem : notice}
        />
      ) : null}
      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {problem && problem !== "changed" && problem !== "locked" ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {problem === "already" ? t("request.already") : t("request.problemNotFound")}
          </p>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Timeline view={view} lang={lang} />
        <section aria-labelledby="vehicle-title" className="card">
          <h2 id="vehicle-title" className="mb-3 text-lg font-semibold">
            {t("vehicle.title")}
          </h2>
          <VehicleList shown={shown} city={view.city} />
        </section>
      </div>

      <section aria-labelledby="offers-title" className="mt-8">
        <h2 id="offers-title" className="text-xl font-semibold">
          {t("request.offersTitle")}
        </h2>
        {view.offers.length === 0 ? (
          <p className="card mt-3" data-testid="no-offers">
            {status.key === "dealers_contacted" ? t("request.none", { date: formatDateTime(view.deadlineAt, lang) }) : t("request.noneYet")}
          </p>
        ) : (
          <>
            {review ? <ConfirmChoice offer={review} privacy={view.privacy} lang={lang} /> : null}
            <Comparison view={view} lang={lang} />
          </>
        )}
      </section>
      <MyData lang={lang} bundle={loaderData.privacy} confirming={actionData !== undefined && "myData" in actionData} />
      <PrivacyNotice about="request" className="mt-6" />
    </div>
  );
}

/**
 * What is really happening (`RequestStatus`). Before any dealer is contacted the page says why and,
 * with an e-mail, that the link e-mailed to that address confirms — and offers to send it again
 * (decision 041) — worded without promising a dealer when none matched.
 */
function StateSection({
  view,
  status,
  confirmed,
  resent,
  lang,
}: {
  view: BuyerPageView;
  status: Status;
  confirmed: boolean;
  resent: ResendResult | undefined;
  lang: Lang;
}) {
  const { t } = useTranslation("dealers");
  const { t: c } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend-confirmation";
  const where = { brand: view.vehicle.brand, city: view.city };
  if (status.key === "awaiting_confirmation" && view.addressConfirmed) {
    // Decision 055: the address is confirmed; the buyer reads the request below and sends it.
    return (
      <section
        aria-labelledby="confirm-title"
        className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950"
        data-testid="address-confirmed"
      >
        <h2 id="confirm-title" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="mail" className="size-6" />
          {t("preview.addressConfirmedTitle")}
        </h2>
        <p className="mt-1">{t("preview.addressConfirmedBody")}</p>
      </section>
    );
  }
  if (status.key === "awaiting_confirmation") {
    const none = status.noDealers;
    return (
      <section
        aria-labelledby="confirm-title"
        className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        data-testid="awaiting-confirmation"
        data-state={view.state}
        data-no-dealers={none ? "true" : undefined}
      >
        <h2 id="confirm-title" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="mail" className="size-6" />
          {t(none ? "confirmation.awaitingTitleNone" : "confirmation.awaitingTitle")}
        </h2>
        <p className="mt-1">{t("confirmation.byEmail")}</p>
        <p className="mt-2 text-sm">
          {none
            ? c("status.noneBefore", { brand: where.brand || c("status.anyBrand"), city: where.city || c("status.anyCity") })
            : c("status.foundBefore", { count: status.found })}
        </p>
        <Form method="post" className="mt-3">
          <HoneypotInput />
          <input type="hidden" name="intent" value="resend-confirmation" />
          <button type="submit" className="btn-secondary" disabled={pending}>
            {pending ? t("confirmation.resending") : t("confirmation.resend")}
          </button>
        </Form>
        <p role="status" className="mt-2 text-sm font-medium empty:hidden" data-testid="confirmation-resent">
          {resent ? t(`confirmation.resent.${resent}`, { minutes: CONFIRM_RESEND_MINUTES }) : null}
        </p>
      </section>
    );
  }
  return (
    <>
      {confirmed ? (
        <p role="status" className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900" data-testid="confirmed">
          {t(status.noDealers ? "confirmation.doneNone" : "confirmation.done")}
        </p>
      ) : null}
      <RequestStatus
        status={status}
        brand={where.brand}
        city={where.city}
        deadline={formatDateTime(view.deadlineAt, lang)}
        searchAgain={view.widen.dueAt ? formatDateTime(view.widen.dueAt, lang) : undefined}
      />
    </>
  );
}

/** Choosing asks first, naming the dealer and the price (no JavaScript needed). */
function ConfirmChoice({ offer, privacy, lang }: { offer: BuyerOffer; privacy: "A" | "B"; lang: Lang }) {
  const { t } = useTranslation("dealers");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "choose";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "center" });
  }, [offer.id]);
  return (
    <section
      aria-labelledby="confirm-choice-title"
      className="mt-3 rounded-xl border-2 border-brand-700 bg-white p-4 shadow"
      data-testid="confirm-choice"
    >
      <h3 id="confirm-choice-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t("request.confirmTitle", { dealer: offer.dealerName })}
      </h3>
      <p className="mt-1">{t("request.confirmBody", { price: formatMoney(offer.comparableCents, lang) })}</p>
      <p className="mt-1 text-sm text-slate-700">{privacy === "A" ? t("request.chooseShare") : t("request.chooseRelay")}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <HoneypotInput />
        <input type="hidden" name="intent" value="choose" />
        <button type="submit" name="offerId" value={offer.id} className="btn-primary" disabled={sending}>
          {sending ? t("request.choosing") : t("request.confirmYes")}
        </button>
        <a href="?" className="btn-secondary">
          {t("request.confirmCancel")}
        </a>
      </Form>
    </section>
  );
}

/**
 * Once an offer is chosen, the page's one status block: the choice, who contacts whom, the price
 * with taxes, what to bring. Announced when the choice was just made (`?chosen=1`).
 */
function WhatNext({ view, lang, justChosen }: { view: BuyerPageView; lang: Lang; justChosen: boolean }) {
  const { t } = useTranslation("dealers");
  const offer = view.offers.find((o) => o.id === view.chosenOfferId);
  if (!offer) return null;
  return (
    <section
      aria-labelledby="next-title"
      className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950"
      data-testid="request-status"
      data-status="offer_chosen"
    >
      <div data-testid="what-next" role={justChosen ? "status" : undefined}>
        <h2 id="next-title" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="checkCircle" className="size-6" />
          {t("request.chosenTitle", { dealer: offer.dealerName })}
        </h2>
        <h3 className="mt-3 font-semibold">{t("request.nextTitle")}</h3>
        <ul className="mt-2 space-y-2">
          <li className="flex gap-2">
            <Icon name={view.privacy === "A" ? "phone" : "mail"} className="mt-0.5 text-brand-700" />
            <span>{t(view.privacy === "A" ? "request.nextShare" : "request.nextRelay", { dealer: offer.dealerName })}</span>
          </li>
          <li className="flex gap-2">
            <Icon name="tag" className="mt-0.5 text-brand-700" />
            <span>
              {t("request.nextPrice", {
                price: formatMoney(offer.comparableCents, lang),
                taxesIn: formatMoney(taxesInEstimate(offer).totalCents, lang),
              })}
            </span>
          </li>
          <li className="flex gap-2">
            <Icon name="clock" className="mt-0.5 text-brand-700" />
            <span>{t("request.nextQuiet")}</span>
          </li>
        </ul>
        <h3 className="mt-4 font-semibold">{t("request.bringTitle")}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {t("request.bring", { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Round 2's line in the timeline: under way until…, then what it changed. */
function negotiationStep(view: BuyerPageView, lang: Lang, n: ReturnType<typeof useTranslation>["t"]) {
  const { state, endsAt, outcome } = view.negotiation;
  if (state === "open") return { done: false, text: n("buyer.open", { date: formatDateTime(endsAt ?? view.deadlineAt, lang) }) };
  if (state === "closed" && outcome) {
    return {
      done: true,
      text:
        outcome.improved > 0
          ? n("buyer.closed", { count: outcome.improved, saving: formatMoney(outcome.savingCents, lang) })
          : n("buyer.closedNone"),
    };
  }
  if (state === "skipped" && view.offers.length === 1) return { done: true, text: n("buyer.skipped") };
  return undefined;
}

function Timeline({ view, lang }: { view: BuyerPageView; lang: Lang }) {
  const { t } = useTranslation("dealers");
  const { t: n } = useTranslation("negotiation");
  const active = view.state === "active";
  // No line says dealers are contacted before they are, or when none matched.
  // Decision 033: the widened search says when it ran and what it found.
  const widenedOn = view.widen.at ? formatDateTime(view.widen.at, lang) : "";
  const dealersStep =
    view.found === 0
      ? view.widen.outcome === "none"
        ? { done: true, text: t("request.matchedNone"), note: t("request.widenedNone", { date: widenedOn }) }
        : { done: false, text: t("request.matchedNone"), note: active ? t("request.contactedNone") : undefined }
      : active
        ? {
            done: true,
            text:
              view.widen.outcome === "widened"
                ? t("request.widened", { found: view.found, date: widenedOn })
                : t("request.contacted", { found: view.found, wanted: view.wanted }),
            note: view.found < view.wanted ? t("request.fewer") : undefined,
          }
        : { done: false, text: t("request.matched", { count: view.found, wanted: view.wanted }) };
  const steps: Array<{ done: boolean; text: string; note?: string }> = [
    { done: true, text: `${t("request.received")} — ${formatDateTime(view.createdAt, lang)}` },
    dealersStep,
  ];
  if (active && view.found > 0) {
    // The offers step as it really stands: closed by the choice, complete once every dealer
    // contacted answered, over at the deadline, else waiting (decision 047).
    const answered = view.contacted.filter((c) => c.answered).length;
    const contacted = view.contacted.length;
    const closed = view.chosenOfferId !== null;
    const allIn = contacted > 0 && answered >= contacted;
    steps.push({
      done: closed || allIn || (view.offers.length > 0 && view.deadlinePassed),
      text: t("request.offersIn", { count: view.offers.length }),
      note: closed
        ? t("request.offersClosed")
        : allIn
          ? t("request.allAnswered", { count: contacted })
          : view.deadlinePassed
            ? t("request.deadlinePassed", { date: formatDateTime(view.deadlineAt, lang) })
            : answered === 0
              ? t("request.waiting", { date: formatDateTime(view.deadlineAt, lang) })
              : t("request.waitingOthers", { date: formatDateTime(view.deadlineAt, lang), answered, count: contacted }),
    });
  }
  const round2 = negotiationStep(view, lang, n);
  if (round2) steps.push(round2);
  if (view.chosenAt) steps.push({ done: true, text: t("request.chosen", { date: formatDateTime(view.chosenAt, lang) }) });
  return (
    <section aria-labelledby="timeline-title" className="card">
      <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
        {t("request.timelineTitle")}
      </h2>
      <ol className="space-y-3" data-testid="timeline">
        {steps.map((s, i) => (
          <li key={i} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${s.done ? "bg-green-700 text-white" : "border-2 border-slate-400 text-slate-500"}`}
            >
              {s.done ? <Icon name="check" className="size-4" /> : i + 1}
            </span>
            <span>
              <span className="font-medium">{s.text}</span>
              {s.note ? <span className="block text-sm text-slate-600">{s.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

type RowKey =
  "price" | "difference" | "taxesIn" | "vehicle" | "fees" | "availability" | "financing" | "totalCost" | "tradeIn" | "validUntil" | "note";

function Comparison({ view, lang }: { view: BuyerPageView; lang: Lang }) {
  const { t } = useTranslation("dealers");
  const { t: n } = useTranslation("negotiation");
  const text = useOfferText(lang);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const offers = view.offers;
  const best = offers[0].comparableCents;
  const closed = view.chosenOfferId !== null;

  const cells: Record<RowKey, (o: BuyerOffer) => React.ReactNode> = {
    price: (o) => (
      <>
        <span className="text-lg font-bold" data-testid="offer-price">
          {text.comparable(o)}
        </span>
        {o.firstComparableCents !== null && o.firstComparableCents !== o.comparableCents ? (
          <span className="block text-xs" data-testid="first-price">
            {n("buyer.priceChange", { first: formatMoney(o.firstComparableCents, lang), final: text.comparable(o) })}
          </span>
        ) : null}
        {o.flaggedFeesCents > 0 ? (
          <span className="block text-xs text-red-800">
            {t("request.priceWithFlagged", { price: formatMoney(o.priceCents, lang), fees: formatMoney(o.flaggedFeesCents, lang) })}
          </span>
        ) : null}
      </>
    ),
    difference: (o) =>
      o.comparableCents === best ? t("request.diffZero") : t("request.diffMore", { amount: formatMoney(o.comparableCents - best, lang) }),
    taxesIn: (o) => <span data-testid="taxes-in">{text.taxesIn(o)}</span>,
    vehicle: text.vehicle,
    fees: (o) => <FeeList fees={o.fees} lang={lang} />,
    availability: text.availability,
    financing: text.financing,
    totalCost: (o) => <span data-testid="total-cost">{text.totalCost(o)}</span>,
    tradeIn: text.tradeIn,
    validUntil: text.validUntil,
    note: text.note,
  };
  const labels: Record<RowKey, string> = {
    price: t("summary.price"),
    difference: t("request.difference"),
    taxesIn: t("summary.taxesIn"),
    vehicle: t("summary.vehicle"),
    fees: t("summary.fees"),
    availability: t("summary.availability"),
    financing: t("summary.financing"),
    totalCost: t("summary.totalCost"),
    tradeIn: t("summary.tradeIn"),
    validUntil: t("summary.validUntil"),
    note: t("summary.note"),
  };
  const keys = Object.keys(labels) as RowKey[];
  // Compare what is shown: a row whose text differs between offers is marked.
  const asText: Array<Record<RowKey, string>> = offers.map((o) => ({
    price: String(o.comparableCents),
    difference: String(o.comparableCents - best),
    taxesIn: text.taxesIn(o),
    vehicle: text.vehicle(o),
    fees: JSON.stringify(o.fees),
    availability: text.availability(o),
    financing: text.financing(o),
    totalCost: text.totalCost(o),
    tradeIn: text.tradeIn(o),
    validUntil: text.validUntil(o),
    note: text.note(o),
  }));
  const differs = differingKeys(asText, keys);

  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{t("request.sortNote")}</p>
      <p className="text-sm text-slate-700">{t("summary.taxesInNote")}</p>
      {offers.length > 1 ? <p className="text-sm text-slate-700">{t("request.diffLegend")}</p> : null}
      <Form method="post" className="mt-3">
        <HoneypotInput />
        {/* On a phone (below 640 px) one card per offer, all-in price first; the table from 640 px. */}
        <ol aria-label={t("request.cardsLabel")} className="space-y-4 sm:hidden" data-testid="offer-cards">
          {offers.map((o) => (
            <li
              key={o.id}
              className={`rounded-xl border bg-white p-4 shadow-sm ${o.id === view.chosenOfferId ? "border-green-400" : "border-slate-200"}`}
              data-testid="offer-card"
            >
              <div className="flex flex-wrap gap-1">
                {o.comparableCents === best && best > 0 ? <Tag tone="green">{t("request.best")}</Tag> : null}
                {o.id === view.chosenOfferId ? <Tag tone="blue">{t("request.chosenBadge")}</Tag> : null}
                {o.late ? <Tag tone="amber">{t("request.late")}</Tag> : null}
              </div>
              <p className="mt-2 text-sm text-slate-600">{t("request.allIn")}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid="card-price">
                {text.comparable(o)}
              </p>
              {o.comparableCents !== best ? (
                <p className="text-sm font-semibold text-amber-900" data-testid="card-difference">
                  {t("request.difference")} : {t("request.diffMore", { amount: formatMoney(o.comparableCents - best, lang) })}
                </p>
              ) : null}
              {o.flaggedFeesCents > 0 ? (
                <p className="mt-1 text-sm text-red-800">
                  {t("request.priceWithFlagged", { price: formatMoney(o.priceCents, lang), fees: formatMoney(o.flaggedFeesCents, lang) })}
                </p>
              ) : null}
              <h3 className="mt-3 font-semibold break-words" data-testid="card-dealer">
                {o.dealerName}
              </h3>
              <p className="text-sm text-slate-600">
                {o.dealerCity}
                {o.distanceKm !== null ? ` · ${t("request.distance", { km: Math.round(o.distanceKm) })}` : ""}
              </p>
              <dl className="mt-3 space-y-2 text-sm">
                {keys
                  .filter((key) => key !== "price" && key !== "difference")
                  .map((key) => (
                    <div
                      key={key}
                      className={differs.has(key) ? "rounded bg-amber-50 px-1" : ""}
                      data-differs={differs.has(key) ? "true" : undefined}
                    >
                      <dt className="font-semibold text-slate-700">
                        {labels[key]}
                        {differs.has(key) ? (
                          <span className="ml-1 text-amber-800">
                            <span aria-hidden="true">≠</span>
                            <span className="sr-only"> ({t("request.differs")})</span>
                          </span>
                        ) : null}
                      </dt>
                      <dd className="break-words whitespace-pre-wrap">{cells[key](o)}</dd>
                    </div>
                  ))}
              </dl>
              {closed ? null : (
                <button type="submit" name="offerId" value={o.id} className="btn-primary mt-4 w-full" disabled={sending}>
                  {t("request.choose")}
                  <span className="sr-only"> — {o.dealerName}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
        {closed ? null : (
          <p className="mt-3 text-sm text-slate-600 sm:hidden">
            {view.privacy === "A" ? t("request.chooseShare") : t("request.chooseRelay")}
          </p>
        )}
        <div
          role="region"
          aria-label={t("request.tableLabel")}
          tabIndex={0}
          className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm sm:block"
        >
          <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="offers-table">
            <caption className="sr-only">{t("request.tableLabel")}</caption>
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50">
                <th scope="col" className="w-44 px-3 py-2 text-left text-xs font-semibold text-slate-700 uppercase">
                  {t("request.attribute")}
                </th>
                {offers.map((o) => (
                  <th
                    key={o.id}
                    scope="col"
                    className={`px-3 py-2 text-left align-top ${o.id === view.chosenOfferId ? "bg-green-50" : ""}`}
                    data-testid="offer-column"
                  >
                    <span className="block font-semibold" data-testid="offer-dealer">
                      {o.dealerName}
                    </span>
                    <span className="block text-xs font-normal text-slate-600">
                      {o.dealerCity}
                      {o.distanceKm !== null ? ` · ${t("request.distance", { km: Math.round(o.distanceKm) })}` : ""}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {o.comparableCents === best && best > 0 ? <Tag tone="green">{t("request.best")}</Tag> : null}
                      {o.id === view.chosenOfferId ? <Tag tone="blue">{t("request.chosenBadge")}</Tag> : null}
                      {o.late ? <Tag tone="amber">{t("request.late")}</Tag> : null}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => {
                const marked = differs.has(key);
                return (
                  <tr
                    key={key}
                    className={`border-b border-slate-100 ${marked ? "bg-amber-50" : ""}`}
                    data-differs={marked ? "true" : undefined}
                  >
                    <th scope="row" className="px-3 py-2 text-left align-top font-semibold text-slate-700">
                      {labels[key]}
                      {marked ? (
                        <span className="ml-1 text-amber-800" title={t("request.differs")}>
                          <span aria-hidden="true">≠</span>
                          <span className="sr-only"> ({t("request.differs")})</span>
                        </span>
                      ) : null}
                    </th>
                    {offers.map((o) => (
                      <td key={o.id} className="px-3 py-2 align-top whitespace-pre-wrap">
                        {cells[key](o)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {closed ? null : (
                <tr>
                  <th scope="row" className="px-3 py-3 text-left align-top text-xs font-normal text-slate-600">
                    {view.privacy === "A" ? t("request.chooseShare") : t("request.chooseRelay")}
                  </th>
                  {offers.map((o) => (
                    <td key={o.id} className="px-3 py-3 align-top">
                      <button type="submit" name="offerId" value={o.id} className="btn-primary w-full" disabled={sending}>
                        {t("request.choose")}
                        <span className="sr-only"> — {o.dealerName}</span>
                      </button>
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Form>
    </>
  );
}

function Tag({ tone, children }: { tone: "green" | "blue" | "amber"; children: React.ReactNode }) {
  const tones = {
    green: "bg-green-50 text-green-900 ring-green-300",
    blue: "bg-blue-50 text-blue-900 ring-blue-300",
    amber: "bg-amber-50 text-amber-900 ring-amber-300",
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

/** A private page reached by its token: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const title =
    loaderData?.kind === "erased"
      ? loaderData.privacy.myData.erasedTitle
      : loaderData?.kind === "not-found"
        ? loaderData.bundle.link.notFoundTitle
        : loaderData?.bundle.request.metaTitle;
  return pageMeta({ title: title ?? "Sam", pathname: location.pathname, matches, noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
