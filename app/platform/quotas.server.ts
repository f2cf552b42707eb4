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
 * Confirmation e-mails (the buyer's "confirm your request" link) sent to one recipient address and
 * for one client address in 24 hours. Past either, the request is kept and waits for an operator's
 * approval, as a request without an e-mail address does; no e-mail is sent.
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

/** Recipient addresses are counted by a keyed hash: the table holds no address. */
function recipientKey(email: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

export type ConfirmationAdmitter = (email: string) => Promise<boolean>;

/**
 * Whether a confirmation e-mail may go to `email` for a request from the client address `client`
 * (undefined: not from a visitor's request). Counts it when it may.
 */
async function admitConfirmation(email: string, client: string | undefined): Promise<boolean> {
  if (!limitsEnabled()) return true;
  const to = limiter("confirm-to", CONFIRMATION_CAPS.perRecipient, DAY_MS);
  const key = recipientKey(email);
  if (!(await to.take(key)).allowed) return false;
  if (client !== undefined && !(await limiter("confirm-from", CONFIRMATION_CAPS.perClient, DAY_MS).take(client)).allowed) {
    await to.giveBack(key);
    return false;
  }
  return true;
}

/** The admitter of a visitor's request (its client address), for startOutreach. */
export function confirmationAdmitter(context: Readonly<RouterContextProvider>): ConfirmationAdmitter {
  const client = clientKey(context);
  return (email) => admitConfirmation(email, client);
}
