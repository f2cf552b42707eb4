import type { RequestStatus, RequestStatusKey } from "#app/outreach/request-state.ts";

/**
 * A request's real state (app/outreach/request-state.ts) in words: a title, a body that says what
 * the buyer does next, and notes. One function for every place that tells it — the status card
 * (request-status.tsx), the chat's completion sentence and card, the success screens — so none can
 * say more than another. Pure; the texts are `common:status.*` (app/ui/words.{fr,en}.ts).
 *
 *   statusText(t, requestStatus(facts), { brand: "Toyota", city: "Laval", sentTo: "julie@courriel.ca" })
 *     → { title: "Dernière étape : confirmez votre adresse courriel", body: "Nous avons envoyé un lien … à julie@courriel.ca …", notes: [...] }
 */

export type StatusContext = {
  brand?: string;
  city?: string;
  /** Round 1's deadline, already formatted for the page. */
  deadline?: string;
  /** Where the confirmation link went (an e-mail address, a phone number), or where the team will reach the buyer. */
  sentTo?: string;
  /** When Sam searches again for a request with no dealer (formatted), decision 033. */
  searchAgain?: string;
};

type T = (key: string, options?: Record<string, unknown>) => string;
type Words = { title: string; body: string };
type Where = { brand: string; city: string };

const custom: Partial<Record<RequestStatusKey, (t: T, s: RequestStatus, c: StatusContext & Where) => Words>> = {
  awaiting_confirmation: (t, _s, c) => ({
    title: t("status.awaiting_confirmation.title"),
    body: c.sentTo ? t("status.awaiting_confirmation.bodyTo", { address: c.sentTo }) : t("status.awaiting_confirmation.body"),
  }),
  // Decision 055: an operator approves only the wording the buyer approved, so the buyer's next
  // step is to read it on their page; the team's check comes after.
  awaiting_approval: (t, s, c) =>
    s.reviewed
      ? {
          title: t("status.awaiting_approval.title"),
          body: c.sentTo ? t("status.awaiting_approval.bodyTo", { address: c.sentTo }) : t("status.awaiting_approval.body"),
        }
      : {
          title: t("status.awaiting_approval.titleReview"),
          body: c.sentTo ? t("status.awaiting_approval.bodyReviewTo", { address: c.sentTo }) : t("status.awaiting_approval.bodyReview"),
        },
  dealers_contacted: (t, s, c) => ({
    title: t("status.dealers_contacted.title", { count: s.found }),
    body: c.deadline ? t("status.dealers_contacted.body", { date: c.deadline }) : t("status.dealers_contacted.bodyNoDate"),
  }),
  offers_received: (t, s) => ({ title: t("status.offers_received.title", { count: s.offers }), body: t("status.offers_received.body") }),
  no_dealers: (t, _s, c) => ({
    title: t("status.no_dealers.title"),
    body: c.searchAgain ? t("status.no_dealers.bodyAt", { ...c, date: c.searchAgain }) : t("status.no_dealers.body", c),
  }),
  none_found: (t, _s, c) => ({ title: t("status.none_found.title", c), body: t("status.none_found.body", c) }),
  widened: (t, s, c) => ({
    title:
      s.nearestKm === null
        ? t("status.widened.titleNoKm", { count: s.found })
        : t("status.widened.title", { count: s.found, km: s.nearestKm }),
    body: c.deadline ? t("status.widened.body", { ...c, date: c.deadline }) : t("status.widened.bodyNoDate", c),
  }),
};

export function statusText(t: T, status: RequestStatus, context: StatusContext = {}): Words & { notes: string[] } {
  const where = { brand: context.brand?.trim() || t("status.anyBrand"), city: context.city?.trim() || t("status.anyCity") };
  const waiting = status.key === "awaiting_confirmation" || status.key === "awaiting_approval";
  const { title, body } = custom[status.key]?.(t, status, { ...context, ...where }) ?? {
    title: t(`status.${status.key}.title`),
    body: t(`status.${status.key}.body`),
  };
  const notes: string[] = [];
  if (waiting) notes.push(status.noDealers ? t("status.noneBefore", where) : t("status.foundBefore", { count: status.found }));
  if (status.fewer && (waiting || status.key === "dealers_contacted" || status.key === "widened"))
    notes.push(t("status.fewer", { wanted: status.wanted }));
  return { title, body, notes };
}

/** The same state as one paragraph (the chat's completion message, a plain-text line). */
export function statusParagraph(text: Words & { notes: string[] }): string {
  const title = /[.!?…:]$/.test(text.title) ? text.title : `${text.title}.`;
  return [title, text.body, ...text.notes].join(" ");
}
