import { formatMoney } from "#app/outreach/offers.ts";
import en from "#app/outreach/words.mail.en.ts";
import fr from "#app/outreach/words.mail.fr.ts";
import { identity, senderLine } from "#app/platform/identity.ts";
import type { Lang } from "#app/platform/language.ts";
import { escapeHtml } from "#app/platform/text.ts";
import type { Mirror } from "#app/platform/words-types.ts";
import { type DealerSection, QUESTIONNAIRE, type TitleKey, titleKeys, type VehicleKey } from "#app/questionnaire/registry.ts";

/**
 * The e-mails of the outreach, in French or English: the quote request to a dealer
 * (SPEC §9, plus the reply link, the 24 h deadline, the sender and an unsubscribe link), the
 * buyer's private link, the first-offer and deadline notices, and the "offer chosen" message.
 * Pure; the wording lives in app/locales/{fr,en}/mail.ts.
 *
 * The quote request takes no e-mail address or phone number of the buyer at all: it cannot
 * leak them. Only `composeChosen` under privacy A carries the buyer's details, to one dealer.
 */

export type Mail = { subject: string; text: string; html: string };

/** The vehicle answers dealers see, in the e-mails' order (from the questionnaire registry). */
export { vehicleKeys } from "#app/questionnaire/registry.ts";
export type VehicleDetails = Partial<Record<VehicleKey, string>>;

export type Words = Mirror<typeof fr>;
export const mailWords: Record<Lang, Words> = { fr, en };
const resources = mailWords;

export function fill(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** An answer in the e-mail's language (SPEC §9 label translations); free text unchanged. */
export function translateValue(value: string, lang: Lang): string {
  const v = value.trim().toLowerCase();
  const key = (Object.keys(fr.values) as Array<keyof typeof fr.values>).find(
    (k) => k.toLowerCase() === v || en.values[k].toLowerCase() === v,
  );
  return key ? resources[lang].values[key] : value.trim();
}

/** "Toyota RAV4 XLE", or "not specified". */
export function vehicleTitle(v: VehicleDetails, lang: Lang): string {
  return (
    titleKeys
      .map((k) => v[k]?.trim())
      .filter(Boolean)
      .join(" ") || resources[lang].notSpecified
  );
}

/** Deadline as people in Quebec read it: "12 mars 2026 14 h 30" / "March 12, 2026, 2:30 p.m." (Eastern time). */
export function formatDeadline(at: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(typeof at === "string" ? new Date(at) : at);
}

/** A tiny document builder: the same blocks become the plain-text and the HTML body. */
export type Block =
  | { p: string }
  | { h: string }
  | { link: string }
  | { list: string[] }
  | { rows: Array<[label: string, value: string]> }
  | { small: string };

export function render(blocks: Block[], lang: Lang): { text: string; html: string } {
  const colon = lang === "fr" ? " : " : ": ";
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ("p" in b) {
      text.push(b.p);
      html.push(`<p>${escapeHtml(b.p)}</p>`);
    } else if ("h" in b) {
      text.push(`${b.h}\n${"-".repeat(b.h.length)}`);
      html.push(`<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(b.h)}</h2>`);
    } else if ("link" in b) {
      text.push(b.link);
      html.push(`<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`);
    } else if ("list" in b) {
      text.push(b.list.map((l) => `- ${l}`).join("\n"));
      html.push(`<ul>${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`);
    } else if ("rows" in b) {
      text.push(b.rows.map(([l, v]) => `${l}${colon}${v}`).join("\n"));
      html.push(
        `<table role="presentation" style="border-collapse:collapse">${b.rows
          .map(
            ([l, v]) =>
              `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(l)}</th><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
          )
          .join("")}</table>`,
      );
    } else {
      text.push(b.small);
      html.push(`<p style="font-size:12px;color:#555">${escapeHtml(b.small)}</p>`);
    }
  }
  return {
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111;line-height:1.5">${html.join("\n")}</body></html>`,
  };
}

export function senderBlocks(w: Words): Block[] {
  return [{ p: fill(w.sender.signature, { company: identity().name }) }, { small: senderLine() }];
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

/**
 * The vehicle's answers after its title, in the registry's order: an unanswered one is left out,
 * unless it has a fallback (the condition reads "Neuf" / "New"). Each label is `labels.<key>` in
 * mail.ts: a vehicle question without one does not compile.
 */
function answerRows(v: VehicleDetails, w: Words, lang: Lang): Array<[string, string]> {
  return QUESTIONNAIRE.dealers.vehicle
    .filter((q) => !(q.dealers as DealerSection).title)
    .flatMap((q) => {
      const key = q.key as Exclude<VehicleKey, TitleKey>;
      const answer = v[key]?.trim() || (q.dealers as DealerSection).fallback;
      return answer ? [[w.labels[key], translateValue(answer, lang)] as [string, string]] : [];
    });
}

/** SPEC §9 quote request to one dealer, in the dealer's language. */
export function composeQuoteRequest(input: QuoteRequestInput): Mail {
  const { lang } = input;
  const w = resources[lang];
  const v = input.vehicle;
  const year = (input.now ?? new Date()).getFullYear();
  const brandModel =
    [v.brand, v.model]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(" ") || w.notSpecified;
  const subject = fill(w.quote.subject, { vehicle: brandModel, year });
  const rows: Array<[string, string]> = [
    [w.labels.vehicle, vehicleTitle(v, lang)],
    ...answerRows(v, w, lang),
    // The city and the count come from the request, not from the vehicle's answers.
    [w.labels.city, input.city.trim() || w.notSpecified],
    [w.labels.dealerships, String(input.dealersContacted)],
  ];
  const buyer = firstNameOf(input.buyerFirstName);
  const deadline = formatDeadline(input.deadline, lang);
  const { text, html } = render(
    [
      { p: fill(w.quote.greeting, { dealer: input.dealerName }) },
      { p: buyer ? fill(w.quote.intro, { buyer }) : w.quote.introNoName },
      { h: w.quote.requirementsTitle },
      { rows },
      { p: input.privacy === "A" ? w.quote.privacyShare : w.quote.privacyRelay },
      { h: w.quote.askTitle },
      { list: [w.quote.askPrice, w.quote.askAvailability, w.quote.askFinancing, w.quote.askTradeIn, w.quote.askPromotions] },
      { h: w.quote.replyTitle },
      { p: fill(w.quote.reply, { deadline }) },
      { link: input.replyUrl },
      { small: w.quote.replyNote },
      { p: w.quote.thanks },
      ...senderBlocks(w),
      { small: w.quote.unsubscribe },
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
  const w = resources[input.lang];
  const none = input.found === 0;
  return {
    subject: fill(w.confirm.subject, { ref: input.ref }),
    ...render(
      [
        { p: w.confirm.greeting },
        { p: w.confirm.body },
        ...(none ? [{ p: w.confirm.none }] : []),
        { p: none ? w.confirm.actionNone : w.confirm.action },
        { link: input.pageUrl },
        { small: w.confirm.ignore },
        ...senderBlocks(w),
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
  const w = resources[input.lang];
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  return {
    subject: fill(w.firstOffer.subject, { vehicle }),
    ...render(
      [
        { p: name ? fill(w.buyerLink.greeting, { name }) : w.buyerLink.greetingNoName },
        {
          p: fill(w.firstOffer.body, {
            price: formatMoney(input.priceCents, input.lang),
            deadline: formatDeadline(input.deadline, input.lang),
          }),
        },
        { p: w.firstOffer.link },
        { link: input.pageUrl },
        { small: w.buyerLink.keepPrivate },
        ...senderBlocks(w),
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
}): Mail {
  const w = resources[input.lang];
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  if (input.found === 0 && input.count === 0) {
    return {
      subject: fill(w.deadline.noDealersSubject, { vehicle }),
      ...render(
        [
          { p: name ? fill(w.buyerLink.greeting, { name }) : w.buyerLink.greetingNoName },
          { p: w.deadline.noDealers },
          { p: w.deadline.noDealersLink },
          { link: input.pageUrl },
          ...senderBlocks(w),
        ],
        input.lang,
      ),
    };
  }
  return {
    subject: fill(w.deadline.subject, { vehicle, count: input.count }),
    ...render(
      [
        { p: name ? fill(w.buyerLink.greeting, { name }) : w.buyerLink.greetingNoName },
        { p: fill(w.deadline.body, { count: input.count }) },
        ...(input.count === 0 ? [{ p: w.deadline.none }] : []),
        ...(input.negotiation ? [{ p: input.negotiation }] : []),
        { p: w.deadline.link },
        { link: input.pageUrl },
        ...senderBlocks(w),
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
  const w = resources[input.lang];
  const name = firstNameOf(input.name);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  const brand = input.vehicle.brand?.trim() || w.notSpecified;
  const greeting: Block = { p: name ? fill(w.buyerLink.greeting, { name }) : w.buyerLink.greetingNoName };
  if (input.found === 0) {
    return {
      subject: fill(w.widen.noneSubject, { vehicle }),
      ...render(
        [
          greeting,
          { p: fill(w.widen.none, { brand }) },
          { p: w.widen.noneWhat },
          {
            list: [
              fill(w.widen.noneOtherMake, { url: input.newRequestUrl }),
              fill(w.widen.noneContact, { email: identity().email, url: input.contactUrl }),
            ],
          },
          { p: w.widen.noneLink },
          { link: input.pageUrl },
          ...senderBlocks(w),
        ],
        input.lang,
      ),
    };
  }
  const where = { brand, city: input.city };
  return {
    subject: fill(w.widen.subject, { vehicle, found: input.found }),
    ...render(
      [
        greeting,
        { p: fill(w.widen.intro, where) },
        {
          p:
            input.nearestKm === null
              ? fill(w.widen.contactedNoKm, { found: input.found })
              : fill(w.widen.contacted, { found: input.found, km: input.nearestKm, city: input.city }),
        },
        { p: fill(w.widen.deadline, { deadline: formatDeadline(input.deadline, input.lang) }) },
        { p: w.widen.link },
        { link: input.pageUrl },
        { small: w.buyerLink.keepPrivate },
        ...senderBlocks(w),
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
  const w = resources[input.lang];
  const buyer = firstNameOf(input.buyerFirstName);
  const vehicle = vehicleTitle(input.vehicle, input.lang);
  const price = formatMoney(input.priceCents, input.lang);
  const blocks: Block[] = [
    { p: fill(w.chosen.greeting, { dealer: input.dealerName }) },
    {
      p: buyer
        ? fill(w.chosen.body, { buyer, price, vehicle, ref: input.ref })
        : fill(w.chosen.bodyNoName, { price, vehicle, ref: input.ref }),
    },
  ];
  if (input.privacy === "A") {
    const none = w.notSpecified;
    blocks.push(
      { h: w.chosen.shareTitle },
      { p: w.chosen.share },
      {
        rows: [
          [w.chosen.name, input.buyer.name.trim() || none],
          [w.chosen.email, input.buyer.email.trim() || none],
          [w.chosen.phone, input.buyer.phone.trim() || none],
        ],
      },
    );
  } else blocks.push({ p: w.chosen.relay });
  blocks.push({ p: w.chosen.offerLink }, { link: input.offerUrl }, { p: w.quote.thanks }, ...senderBlocks(w));
  return { subject: fill(w.chosen.subject, { vehicle }), ...render(blocks, input.lang) };
}
