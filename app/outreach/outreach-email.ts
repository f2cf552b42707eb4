import { formatMoney } from "#app/outreach/offers.ts";
import { type VehicleDetails, vehicleName } from "#app/outreach/outreach.ts";
import { durationText } from "#app/platform/duration.ts";
import { identity } from "#app/platform/identity.ts";
import { type Lang, localeOf } from "#app/platform/language.ts";
import { type Block, type Mail, render, senderBlocks } from "#app/platform/mail.ts";
import { fixedT } from "#app/platform/texts.ts";
import { translateValue } from "#app/questionnaire/answer-values.ts";
import { modelYearOf, timelineOf, timelineText } from "#app/questionnaire/buyer-facts.ts";
import { type DealerSection, QUESTIONNAIRE, type TitleKey, type VehicleKey } from "#app/questionnaire/registry.ts";
import { resources as words } from "#app/words.ts";

/**
 * The e-mails of the outreach, in French or English: the quote request to a dealer
 * (SPEC §9, plus the reply link, the 24 h deadline, the sender and an unsubscribe link), the
 * buyer's private link, the first-offer and deadline notices, and the "offer chosen" message.
 * Pure; the wording lives in app/outreach/words.mail.{fr,en}.ts, read with `translate` (decision 036).
 *
 * The quote request takes no e-mail address or phone number of the buyer at all: it cannot
 * leak them. Only `composeChosen` under privacy A carries the buyer's details, to one dealer.
 */

/** The vehicle answers dealers see, in the e-mails' order (from the questionnaire registry). */
export { vehicleKeys } from "#app/questionnaire/registry.ts";
export type { VehicleDetails } from "#app/outreach/outreach.ts";

/** A configured window in the e-mail's language: "24 heures", "90 minutes". */
export function windowText(minutes: number, lang: Lang): string {
  return durationText(minutes, words[lang].common.duration);
}

/**
 * When the buyer will decide, as the dealer reads it (DESIGN §8 item 13, decision 045): the
 * buyer's own timeline when an answer states one, else the spec's 48 hours.
 */
export function decisionWhen(v: VehicleDetails, lang: Lang): { when: string; timeline: string | null } {
  const timeline = timelineOf(v);
  if (!timeline) return { when: fixedT(lang, "mail")("quote.within48"), timeline: null };
  const text = timelineText(timeline, words[lang].vehicle.timeline);
  return { when: text, timeline: text };
}

/** An answer in the e-mail's language (the value table, decision 037); free text unchanged. */
export { translateValue } from "#app/questionnaire/answer-values.ts";

/** "Toyota RAV4 XLE", or "not specified". */
export function vehicleTitle(v: VehicleDetails, lang: Lang): string {
  return vehicleName(v) || fixedT(lang, "mail")("notSpecified");
}

/** Deadline as people in Quebec read it: "12 mars 2026 14 h 30" / "March 12, 2026, 2:30 p.m." (Eastern time). */
export function formatDeadline(at: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(typeof at === "string" ? new Date(at) : at);
}

/** The first word of a name: dealers learn no more than the buyer's first name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export type QuoteRequestInput = {
  lang: Lang;
  dealerName: string;
  buyerFirstName: string;
  vehicle: VehicleDetails;
  city: string;
  dealersContacted: number;
  privacy: "A" | "B";
  replyUrl: string;
  unsubscribeUrl: string;
  deadline: Date | string;
  now?: Date;
};

/** A line of the quote request as dealers read it: the vehicle's title, each answer, the city, the count. */
export type QuoteLineKey = "vehicle" | Exclude<VehicleKey, TitleKey> | "city" | "dealerships";
export type QuoteLine = { key: QuoteLineKey; label: string; value: string };

/** What a quote request says about the buyer and the vehicle: the intro, the lines, the privacy paragraph. */
export type QuoteLines = { intro: string; lines: QuoteLine[]; privacy: string };

export type QuoteLinesInput = Pick<QuoteRequestInput, "lang" | "buyerFirstName" | "vehicle" | "city" | "dealersContacted" | "privacy">;

/**
 * The vehicle's answers after its title, in the registry's order: an unanswered one is left out,
 * unless it has a fallback (the condition reads "Neuf" / "New"). Each label is `labels.<key>` in
 * words.mail.fr.ts: a vehicle question without one does not compile.
 */
function answerLines(v: VehicleDetails, lang: Lang): QuoteLine[] {
  const t = fixedT(lang, "mail");
  return QUESTIONNAIRE.dealers.vehicle
    .filter((q) => !(q.dealers as DealerSection).title)
    .flatMap((q) => {
      const key = q.key as Exclude<VehicleKey, TitleKey>;
      const answer = v[key]?.trim() || (q.dealers as DealerSection).fallback;
      return answer ? [{ key, label: t(`labels.${key}`), value: translateValue(answer, lang) }] : [];
    });
}

/**
 * The part of the quote request (SPEC §9) that comes from the buyer, worded exactly as the e-mail
 * words it: the buyer's own request page shows these lines before any dealer is contacted, so the
 * buyer approves what dealers will read (decision 055). One definition for the page and the e-mail.
 */
export function quoteRequestLines(input: QuoteLinesInput): QuoteLines {
  const { lang } = input;
  const t = fixedT(lang, "mail");
  const v = input.vehicle;
  const buyer = firstNameOf(input.buyerFirstName);
  // The buyer's own timeline replaces "within 48 hours" (decision 045).
  const { when } = decisionWhen(v, lang);
  return {
    intro: buyer ? t("quote.intro", { buyer, when }) : t("quote.introNoName", { when }),
    lines: [
      { key: "vehicle", label: t("labels.vehicle"), value: vehicleTitle(v, lang) },
      ...answerLines(v, lang),
      // The city and the count come from the request, not from the vehicle's answers.
      { key: "city", label: t("labels.city"), value: input.city.trim() || t("notSpecified") },
      { key: "dealerships", label: t("labels.dealerships"), value: String(input.dealersContacted) },
    ],
    privacy: input.privacy === "A" ? t("quote.privacyShare") : t("quote.privacyRelay"),
  };
}

/** SPEC §9 quote request to one dealer, in the dealer's language. */
export function composeQuoteRequest(input: QuoteRequestInput): Mail {
  const { lang } = input;
  const t = fixedT(lang, "mail");
  const v = input.vehicle;
  const now = input.now ?? new Date();
  // The buyer's year, the current one for a new vehicle, none for a used one (decision 045).
  const year = modelYearOf(v, now);
  const brandModel =
    [v.brand, v.model]
      .map((s) => s?.trim())
      // The year is written once, after the model.
      .map((s) => (year && s ? s.replace(new RegExp(`\\s*\\b${year}\\b\\s*`), " ").trim() : s))
      .filter(Boolean)
      .join(" ") || t("notSpecified");
  const { timeline } = decisionWhen(v, lang);
  const subject = t(timeline ? "quote.subjectTimeline" : "quote.subject", {
    vehicle: brandModel,
    year: year ? ` ${year}` : "",
    timeline: timeline ?? "",
  });
  const request = quoteRequestLines(input);
  const deadline = formatDeadline(input.deadline, lang);
  const { text, html } = render(
    [
      { p: t("quote.greeting", { dealer: input.dealerName }) },
      { p: request.intro },
      { h: t("quote.requirementsTitle") },
      { rows: request.lines.map((l) => [l.label, l.value] as [string, string]) },
      { p: request.privacy },
      { h: t("quote.askTitle") },
      { list: [t("quote.askPrice"), t("quote.askAvailability"), t("quote.askFinancing"), t("quote.askTradeIn"), t("quote.askPromotions")] },
      { h: t("quote.replyTitle") },
      { p: t("quote.reply", { deadline, window: windowText((new Date(input.deadline).getTime() - now.getTime()) / 60_000, lang) }) },
      { link: input.replyUrl },
      { small: t("quote.replyNote") },
      { p: t("quote.thanks") },
      ...senderBlocks(lang),
      { small: t("quote.unsubscribe") },
      { link: input.unsubscribeUrl },
    ],
    lang,
  );
  return { subject, text, html };
}

/**
 * The first e-mail of a request: a confirmation link to the buyer's private page,
 * where a button starts the outreach. Only the generated reference and fixed words: nothing the
 * buyer typed, so an address typed by someone else receives nothing it could be abused with.
 */
export function composeConfirmation(input: {
  lang: Lang;
  ref: string;
  pageUrl: string;
  /** Dealers matched (0 → no dealer is promised). */ found?: number;
}): Mail {
  const t = fixedT(input.lang, "mail");
  const none = input.found === 0;
  return {
    subject: t("confirm.subject", { ref: input.ref }),
    ...render(
      [
        { p: t("confirm.greeting") },
        { p: t("confirm.body") },
        ...(none ? [{ p: t("confirm.none") }] : []),
        { p: none ? t("confirm.actionNone") : t("confirm.action") },
        { link: input.pageUrl },
        { small: t("confirm.ignore") },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}

export function composeFirstOffer(input: {
  lang: Lang;
  name: string;
  vehicle: VehicleDetails;
  priceCents: number;
  deadline: Date | string;
  pageUrl: string;
}): Mail {
  const t = fixedT(input.lang, "mail");
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  return {
    subject: t("firstOffer.subject", { vehicle }),
    ...render(
      [
        { p: name ? t("buyerLink.greeting", { name }) : t("buyerLink.greetingNoName") },
        {
          p: t("firstOffer.body", {
            price: formatMoney(input.priceCents, input.lang),
            deadline: formatDeadline(input.deadline, input.lang),
          }),
        },
        { p: t("firstOffer.link") },
        { link: input.pageUrl },
        { small: t("buyerLink.keepPrivate") },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}

export function composeDeadlinePassed(input: {
  lang: Lang;
  name: string;
  vehicle: VehicleDetails;
  count: number;
  /** What happens next: the negotiation round, or why there is none. */
  negotiation?: string;
  pageUrl: string;
  /** Dealers contacted (0 → the e-mail says none was, and what happens instead). */
  found?: number;
  /** Round 1's window (OFFER_WINDOW_MINUTES), named in the subject. */
  windowMinutes?: number;
}): Mail {
  const t = fixedT(input.lang, "mail");
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  if (input.found === 0 && input.count === 0) {
    return {
      subject: t("deadline.noDealersSubject", { vehicle }),
      ...render(
        [
          { p: name ? t("buyerLink.greeting", { name }) : t("buyerLink.greetingNoName") },
          { p: t("deadline.noDealers") },
          { p: t("deadline.noDealersLink") },
          { link: input.pageUrl },
          ...senderBlocks(input.lang),
        ],
        input.lang,
      ),
    };
  }
  return {
    subject: t("deadline.subject", { vehicle, count: input.count, window: windowText(input.windowMinutes ?? 1440, input.lang) }),
    ...render(
      [
        { p: name ? t("buyerLink.greeting", { name }) : t("buyerLink.greetingNoName") },
        { p: t("deadline.body", { count: input.count }) },
        ...(input.count === 0 ? [{ p: t("deadline.none") }] : []),
        ...(input.negotiation ? [{ p: input.negotiation }] : []),
        { p: t("deadline.link") },
        { link: input.pageUrl },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}

/**
 * Decision 033: the buyer's one e-mail about the widened search — the dealers it contacted and
 * the nearest distance, or still none and what the buyer can do. Names no dealer.
 */
export function composeWidened(input: {
  lang: Lang;
  name: string;
  vehicle: VehicleDetails;
  city: string;
  found: number;
  nearestKm: number | null;
  deadline: Date | string;
  pageUrl: string;
  /** Where to start a new request, and the contact page (absolute). */
  newRequestUrl: string;
  contactUrl: string;
}): Mail {
  const t = fixedT(input.lang, "mail");
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  const brand = input.vehicle.brand?.trim() || t("notSpecified");
  const greeting: Block = { p: name ? t("buyerLink.greeting", { name }) : t("buyerLink.greetingNoName") };
  if (input.found === 0) {
    const support = identity().email;
    return {
      subject: t("widen.noneSubject", { vehicle }),
      ...render(
        [
          greeting,
          { p: t("widen.none", { brand }) },
          { p: t("widen.noneWhat") },
          {
            list: [
              t("widen.noneOtherMake", { url: input.newRequestUrl }),
              // The support address when one is configured; the contact form always.
              support
                ? t("widen.noneContact", { email: support, url: input.contactUrl })
                : t("widen.noneContactForm", { url: input.contactUrl }),
            ],
          },
          { p: t("widen.noneLink") },
          { link: input.pageUrl },
          ...senderBlocks(input.lang),
        ],
        input.lang,
      ),
    };
  }
  const where = { brand, city: input.city };
  return {
    subject: t("widen.subject", { vehicle, found: input.found }),
    ...render(
      [
        greeting,
        { p: t("widen.intro", where) },
        {
          p:
            input.nearestKm === null
              ? t("widen.contactedNoKm", { found: input.found })
              : t("widen.contacted", { found: input.found, km: input.nearestKm, city: input.city }),
        },
        { p: t("widen.deadline", { deadline: formatDeadline(input.deadline, input.lang) }) },
        { p: t("widen.link") },
        { link: input.pageUrl },
        { small: t("buyerLink.keepPrivate") },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}

export type ChosenInput = {
  lang: Lang;
  dealerName: string;
  buyerFirstName: string;
  vehicle: VehicleDetails;
  priceCents: number;
  ref: string;
  offerUrl: string;
} & ({ privacy: "A"; buyer: { name: string; email: string; phone: string } } | { privacy: "B" });

/** To the chosen dealer; under privacy A (and only then) with the buyer's contact details. */
export function composeChosen(input: ChosenInput): Mail {
  const t = fixedT(input.lang, "mail");
  const buyer = firstNameOf(input.buyerFirstName);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  const price = formatMoney(input.priceCents, input.lang);
  const blocks: Block[] = [
    { p: t("chosen.greeting", { dealer: input.dealerName }) },
    {
      p: buyer ? t("chosen.body", { buyer, price, vehicle, ref: input.ref }) : t("chosen.bodyNoName", { price, vehicle, ref: input.ref }),
    },
  ];
  if (input.privacy === "A") {
    const none = t("notSpecified");
    blocks.push(
      { h: t("chosen.shareTitle") },
      { p: t("chosen.share") },
      {
        rows: [
          [t("chosen.name"), input.buyer.name.trim() || none],
          [t("chosen.email"), input.buyer.email.trim() || none],
          [t("chosen.phone"), input.buyer.phone.trim() || none],
        ],
      },
    );
  } else blocks.push({ p: t("chosen.relay") });
  blocks.push({ p: t("chosen.offerLink") }, { link: input.offerUrl }, { p: t("quote.thanks") }, ...senderBlocks(input.lang));
  return { subject: t("chosen.subject", { vehicle }), ...render(blocks, input.lang) };
}
