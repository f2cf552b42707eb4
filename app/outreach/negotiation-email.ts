import type { Standing } from "#app/outreach/negotiation.ts";
import { formatMoney } from "#app/outreach/offers.ts";
import { formatDeadline, type VehicleDetails, vehicleTitle } from "#app/outreach/outreach-email.ts";
import type { Lang } from "#app/platform/language.ts";
import { type Block, type Mail, render, senderBlocks } from "#app/platform/mail.ts";
import { fixedT } from "#app/platform/texts.ts";

/**
 * The negotiation's e-mails, in the recipient's language. A dealer's e-mail carries its
 * own price and the best price as an amount only: it takes no other dealer and no buyer contact,
 * so it cannot leak them. Each dealer e-mail names the sender and carries the unsubscribe link.
 */

type DealerMailInput = {
  lang: Lang;
  dealerName: string;
  vehicle: VehicleDetails;
  replyUrl: string;
  unsubscribeUrl: string;
  deadline: Date | string;
};

function dealerFooter(lang: Lang, unsubscribeUrl: string): Block[] {
  const m = fixedT(lang, "mail");
  return [{ p: m("quote.thanks") }, ...senderBlocks(lang), { small: m("quote.unsubscribe") }, { link: unsubscribeUrl }];
}

/** To a dealer who offered: where its all-in price stands, and the link to beat the best. */
export function composeStanding(input: DealerMailInput & { standing: Standing }): Mail {
  const { lang, standing } = input;
  const t = fixedT(lang, "negotiation");
  const money = (cents: number) => formatMoney(cents, lang);
  const vehicle = vehicleTitle(input.vehicle, lang);
  const rows: Array<[string, string]> = [
    [t("mail.standing.own"), money(standing.ownCents)],
    [t("mail.standing.best"), money(standing.bestCents)],
    [t("mail.standing.gap"), money(standing.gapCents)],
  ];
  if (standing.flaggedFeesCents > 0) rows.push([t("mail.standing.flagged"), money(standing.flaggedFeesCents)]);
  const blocks: Block[] = [
    { p: t("mail.standing.greeting", { dealer: input.dealerName }) },
    { p: t("mail.standing.intro", { vehicle }) },
    { rows },
    ...(standing.flaggedFeesCents > 0 ? [{ small: t("mail.standing.flaggedNote") }] : []),
    { p: standing.isBest ? t("mail.standing.isBest") : t("mail.standing.behind") },
    { p: t("mail.standing.rules") },
    { p: t("mail.standing.deadline", { deadline: formatDeadline(input.deadline, lang) }) },
    { link: input.replyUrl },
    ...dealerFooter(lang, input.unsubscribeUrl),
  ];
  return { subject: t("mail.standing.subject", { vehicle }), ...render(blocks, lang) };
}

/** To a dealer who has not answered: one reminder with the best price so far. */
export function composeReminder(input: DealerMailInput & { bestCents: number }): Mail {
  const { lang } = input;
  const t = fixedT(lang, "negotiation");
  const vehicle = vehicleTitle(input.vehicle, lang);
  const best = formatMoney(input.bestCents, lang);
  const blocks: Block[] = [
    { p: t("mail.reminder.greeting", { dealer: input.dealerName }) },
    { p: t("mail.reminder.body", { best }) },
    { p: t("mail.reminder.deadline", { deadline: formatDeadline(input.deadline, lang) }) },
    { link: input.replyUrl },
    ...dealerFooter(lang, input.unsubscribeUrl),
  ];
  return { subject: t("mail.reminder.subject", { vehicle, best }), ...render(blocks, lang) };
}

/** The buyer's line in the round-1 deadline e-mail: round 2 under way, or why there is none. */
export function negotiationLine(lang: Lang, input: { offers: number; endsAt: string | null }): string {
  const t = fixedT(lang, "negotiation");
  if (input.endsAt) return t("mail.buyerOpen.line", { count: input.offers, deadline: formatDeadline(input.endsAt, lang) });
  return input.offers === 1 ? t("mail.buyerSkipped.one") : t("mail.buyerSkipped.none");
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
  const t = fixedT(lang, "negotiation");
  const money = (cents: number) => formatMoney(cents, lang);
  const summary =
    input.improved > 0
      ? t("mail.buyerDone.improved", { count: input.improved, saving: money(input.savingCents) })
      : t("mail.buyerDone.unchanged");
  const blocks: Block[] = [
    { p: input.greeting },
    { p: summary },
    { p: t("mail.buyerDone.best", { best: money(input.bestCents) }) },
    { p: t("mail.buyerDone.link") },
    { link: input.pageUrl },
    { small: fixedT(lang, "mail")("buyerLink.keepPrivate") },
    ...senderBlocks(lang),
  ];
  return { subject: t("mail.buyerDone.subject", { vehicle: vehicleTitle(input.vehicle, lang) }), ...render(blocks, lang) };
}
