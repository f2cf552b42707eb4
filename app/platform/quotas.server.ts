import crypto from "node:crypto";
import { limitsEnabled } from "#app/platform/abuse.server.ts";
import { clientKey } from "#app/platform/client-address.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { limiter, retryAfterSeconds } from "#app/platform/limits.server.ts";
import { logger } from "#app/platform/log.server.ts";
import type { RouterContextProvider } from "react-router";

/**
 * What one client address may store in a day (decision 042): the minute's rate limits cap the
 * pace, these cap the total, so that one address cannot fill the database with rows kept 12
 * months. Counted per address key (IPv6 by /64) across instances, over 24 hours from the first.
 * Past a quota the form comes back with a 429, its answers kept and nothing stored.
 */
export const DAILY_QUOTAS = {
  contact: 10,
  evaluation: 10,
  privacy: 5,
  /** New drafts (a visitor cookie's first answer in the wizard or the single form). */
  draft: 20,
  /** New chat conversations. */
  chat: 20,
} as const;

export type QuotaKind = keyof typeof DAILY_QUOTAS;

const DAY_MS = 24 * 3_600_000;

/**
 * Confirmation links (the buyer's "confirm your request", decisions 041 and 059) sent to one
 * recipient — an e-mail address or a phone number, each counted on its own — and for one client
 * address in 24 hours (a request whose link goes by e-mail and by SMS counts once for its client).
 * Past the caps nothing is sent to that recipient; a request left with no link waits for an
 * operator's approval, as a request without an e-mail address does. A resent link counts too.
 */
export const CONFIRMATION_CAPS = { perRecipient: 3, perClient: 5 } as const;

export type QuotaAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts one stored post of `kind` for the request's client address. */
export async function takeQuota(kind: QuotaKind, context: Readonly<RouterContextProvider>): Promise<QuotaAnswer> {
  if (!limitsEnabled()) return { allowed: true };
  const taken = await limiter(`quota-${kind}`, DAILY_QUOTAS[kind], DAY_MS).take(clientKey(context));
  if (taken.allowed) return { allowed: true };
  logger.info({ quota: kind }, "quota: a client address reached its daily quota; the post was refused, nothing stored");
  return { allowed: false, retryAfterMs: taken.retryAfterMs };
}

/** The Retry-After header of a refused post. */
export function quotaHeaders(answer: { retryAfterMs: number }): { "Retry-After": string } {
  return { "Retry-After": retryAfterSeconds(answer.retryAfterMs) };
}

/** Recipients are counted by a keyed hash: the table holds no address and no number. */
function recipientKey(recipient: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(recipient.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/** The recipients (e-mail addresses, numbers as +1XXXXXXXXXX) a confirmation link may go to now; counts them. */
export type ConfirmationAdmitter = (recipients: readonly string[]) => Promise<string[]>;

/**
 * Which of `recipients` may receive a confirmation link for a request from the client address
 * `client` (undefined: not from a visitor's request). Counts those admitted, and the client once.
 */
async function admitConfirmation(recipients: readonly string[], client: string | undefined): Promise<string[]> {
  if (!limitsEnabled()) return [...recipients];
  const to = limiter("confirm-to", CONFIRMATION_CAPS.perRecipient, DAY_MS);
  const admitted: string[] = [];
  for (const recipient of recipients) if ((await to.take(recipientKey(recipient))).allowed) admitted.push(recipient);
  if (
    admitted.length > 0 &&
    client !== undefined &&
    !(await limiter("confirm-from", CONFIRMATION_CAPS.perClient, DAY_MS).take(client)).allowed
  ) {
    for (const recipient of admitted) await to.giveBack(recipientKey(recipient));
    return [];
  }
  return admitted;
}

/** The admitter of a visitor's request (its client address), for startOutreach and a resent link. */
export function confirmationAdmitter(context: Readonly<RouterContextProvider>): ConfirmationAdmitter {
  const client = clientKey(context);
  return (recipients) => admitConfirmation(recipients, client);
}
