import type { Standing } from "#app/outreach/negotiation.ts";
import { formatMoney } from "#app/outreach/offers.ts";
import {
  type Block,
  fill,
  formatDeadline,
  type Mail,
  mailWords,
  render,
  senderBlocks,
  type VehicleDetails,
  vehicleTitle,
} from "#app/outreach/outreach-email.ts";
import en from "#app/outreach/words.negotiation.en.ts";
import fr from "#app/outreach/words.negotiation.fr.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * The negotiation's e-mails, in the recipient's language. A dealer's e-mail carries its
 * own price and the best price as an amount only: it takes no other dealer and no buyer contact,
 * so it cannot leak them. Each dealer e-mail names the sender and carries the unsubscribe link.
 */

const words = { fr, en } as const;

type DealerMailInput = {
  lang: Lang;
  dealerName: string;
  vehicle: VehicleDetails;
  replyUrl: string;
  unsubscribeUrl: string;
  deadline: Date | string;
};

function dealerFooter(lang: Lang, unsubscribeUrl: string): Block[] {
  const m = mailWords[lang];
  return [{ p: m.quote.thanks }, ...senderBlocks(m), { small: m.quote.unsubscribe }, { link: unsubscribeUrl }];
}

/** To a dealer who offered: where its all-in price stands, and the link to beat the best. */
export function composeStanding(input: DealerMailInput & { standing: Standing }): Mail {
  const { lang, standing } = input;
  const w = words[lang].mail.standing;
  const money = (cents: number) => formatMoney(cents, lang);
  const vehicle = vehicleTitle(input.vehicle, lang);
  const rows: Array<[string, string]> = [
    [w.own, money(standing.ownCents)],
    [w.best, money(standing.bestCents)],
    [w.gap, money(standing.gapCents)],
  ];
  if (standing.flaggedFeesCents > 0) rows.push([w.flagged, money(standing.flaggedFeesCents)]);
  const blocks: Block[] = [
    { p: fill(w.greeting, { dealer: input.dealerName }) },
    { p: fill(w.intro, { vehicle }) },
    { rows },
    ...(standing.flaggedFeesCents > 0 ? [{ small: w.flaggedNote }] : []),
    { p: standing.isBest ? w.isBest : w.behind },
    { p: w.rules },
    { p: fill(w.deadline, { deadline: formatDeadline(input.deadline, lang) }) },
    { link: input.replyUrl },
    ...dealerFooter(lang, input.unsubscribeUrl),
  ];
  return { subject: fill(w.subject, { vehicle }), ...render(blocks, lang) };
}

/** To a dealer who has not answered: one reminder with the best price so far. */
export function composeReminder(input: DealerMailInput & { bestCents: number }): Mail {
  const { lang } = input;
  const w = words[lang].mail.reminder;
  const vehicle = vehicleTitle(input.vehicle, lang);
  const best = formatMoney(input.bestCents, lang);
  const blocks: Block[] = [
    { p: fill(w.greeting, { dealer: input.dealerName }) },
    { p: fill(w.body, { best }) },
    { p: fill(w.deadline, { deadline: formatDeadline(input.deadline, lang) }) },
    { link: input.replyUrl },
    ...dealerFooter(lang, input.unsubscribeUrl),
  ];
  return { subject: fill(w.subject, { vehicle, best }), ...render(blocks, lang) };
}

/** The buyer's line in the round-1 deadline e-mail: round 2 under way, or why there is none. */
export function negotiationLine(lang: Lang, input: { offers: number; endsAt: string | null }): string {
  const w = words[lang].mail;
  if (input.endsAt) return fill(w.buyerOpen.line, { count: input.offers, deadline: formatDeadline(input.endsAt, lang) });
  return input.offers === 1 ? w.buyerSkipped.one : w.buyerSkipped.none;
}

/** To the buyer when round 2 closes: what it changed, and the link. */
export function composeNegotiationDone(input: {
  lang: Lang;
  greeting: string;
  vehicle: VehicleDetails;
  improved: number;
  savingCents: number;
  bestCents: number;
  pageUrl: string;
}): Mail {
  const { lang } = input;
  const w = words[lang].mail.buyerDone;
  const money = (cents: number) => formatMoney(cents, lang);
  const summary = input.improved > 0 ? fill(w.improved, { count: input.improved, saving: money(input.savingCents) }) : w.unchanged;
  const blocks: Block[] = [
    { p: input.greeting },
    { p: summary },
    { p: fill(w.best, { best: money(input.bestCents) }) },
    { p: w.link },
    { link: input.pageUrl },
    { small: mailWords[lang].buyerLink.keepPrivate },
    ...senderBlocks(mailWords[lang]),
  ];
  return { subject: fill(w.subject, { vehicle: vehicleTitle(input.vehicle, lang) }), ...render(blocks, lang) };
}
