import crypto from "node:crypto";
import { buyerSmsNumber, textToBuyer } from "#app/outreach/buyer-sms.server.ts";
import { applyCorrection, type CorrectableLine, type CorrectionError, type RequestWording } from "#app/outreach/corrections.ts";
import { readBrands } from "#app/outreach/dealers.ts";
import { matchDealers, type MatchNote, widenResult, type WidenResult } from "#app/outreach/matching.ts";
import { minutesFrom } from "#app/outreach/negotiation.ts";
import { expiryFrom } from "#app/outreach/offers.ts";
import {
  composeConfirmation,
  composeQuoteRequest,
  firstNameOf,
  formatDeadline,
  type VehicleDetails,
} from "#app/outreach/outreach-email.ts";
import {
  CONFIRM_RESEND_MINUTES,
  CONFIRM_TTL_DAYS,
  confirmationRoute,
  type ConfirmationRoute,
  confirmPath,
  fromChat,
  fromSubmission,
  isTokenShaped,
  offerPath,
  type OutreachSource,
  requestPath,
  unsubscribePath,
  usableEmail,
} from "#app/outreach/outreach.ts";
import { requestStatus, type RequestStatus } from "#app/outreach/request-state.ts";
import { statusParagraph, statusText } from "#app/outreach/request-status-text.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang, type Lang } from "#app/platform/language.ts";
import { logger } from "#app/platform/log.server.ts";
import { enqueueEmail } from "#app/platform/mail.server.ts";
import type { ConfirmationAdmitter } from "#app/platform/quotas.server.ts";
import { smsEnabled, smsNumber } from "#app/platform/sms.server.ts";
import { Translations } from "#app/platform/translator.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { vehicleKeys } from "#app/questionnaire/registry.ts";
import { resources } from "#app/words.ts";
import { type Db, type DbOrTrx, forUpdate } from "#db/index.ts";
import type { BuyerRequest, ConfirmedVia, Database, RequestKind } from "#db/schema.ts";
import type { ExpressionBuilder } from "kysely";

/**
 * Sam contacts the dealerships itself. `startOutreach` is the one call each request
 * flow makes, inside the transaction that saves the request; the rest serves the dealer's reply
 * page, the buyer's offers page, the deadline notices and the operator's view.
 */

/** 32 random bytes, base64url (43 characters): reply links and the buyer's private link. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function readVehicle(json: string): VehicleDetails {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}

/** The request a buyer_requests row came from, with the buyer's contact details (never shown to dealers). */
export async function loadSource(db: DbOrTrx, kind: RequestKind, id: number): Promise<OutreachSource | undefined> {
  if (kind === "submission") {
    const row = await db.selectFrom("vehicle_submissions").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? fromSubmission(row) : undefined;
  }
  const row = await db.selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromChat(row) : undefined;
}

export type StartedOutreach = {
  buyerRequestId: number;
  token: string;
  /** The buyer's private page in the request's language, and in both. */
  path: string;
  paths: { fr: string; en: string };
  wanted: number;
  found: number;
  note: MatchNote | string;
  /** False when outreach had already started for this request (a repeated call changes nothing). */
  created: boolean;
  /** Dealers are contacted once 'active' (confirmed by the buyer, or approved). */
  state: BuyerRequest["state"];
  /** The make and city dealers were matched on ("none near that city yet"). */
  brand: string;
  city: string;
  /**
   * The confirmation link's token, from the call that created the request only: it is e-mailed to
   * the buyer (or, without e-mail, texted: decision 059) and never shown, stored or logged
   * (decision 041). Tests confirm with it.
   */
  confirmToken?: string;
  /** The texted link's own token (decision 059), when the link also went by SMS. */
  smsConfirmToken?: string;
};

export function started(br: BuyerRequest, created: boolean): StartedOutreach {
  const paths = { fr: requestPath(br.token, "fr"), en: requestPath(br.token, "en") };
  return {
    buyerRequestId: br.id,
    token: br.token,
    path: paths[asLang(br.language)],
    paths,
    wanted: br.dealers_wanted,
    found: br.dealers_found,
    note: br.match_note,
    created,
    state: br.state,
    brand: br.brand,
    city: br.city,
  };
}

/**
 * Records a completed request's outreach, in the caller's transaction, WITHOUT contacting any
 * dealer yet: the buyer first receives a single-use confirmation link (`confirmOutreach`) at a
 * usable e-mail address and, when they chose SMS or both and an SMS sender is configured, by SMS
 * (decision 059: a phone-only buyer confirms that way); with neither (`confirmationRoute`) the
 * request waits for an operator's approval (`approveOutreach`). Dealers are
 * matched now (the page shows how many were found) and e-mailed at confirmation. Idempotent per
 * request.
 *
 *   await startOutreach(trx, { kind: "submission", id: submissionId })   // wizard, single form
 *   await startOutreach(trx, { kind: "chat", id: conversationRowId })     // chat completion
 *
 * Returns undefined (and logs) when the row does not exist, so it never undoes the caller's save.
 */
export async function startOutreach(
  trx: DbOrTrx,
  request: { kind: RequestKind; id: number },
  options: {
    now?: Date;
    publicUrl?: string;
    offerMinutes?: number;
    negotiationMinutes?: number;
    /** The daily caps on confirmation links (quotas.server.ts); refused everywhere, the request waits for an operator. */
    admitConfirmation?: ConfirmationAdmitter;
    /** Whether SMS can really be sent (default: SMS_URL and SMS_FROM are set, `smsEnabled`). */
    smsReady?: boolean;
  } = {},
): Promise<StartedOutreach | undefined> {
  const existing = await trx
    .selectFrom("buyer_requests")
    .selectAll()
    .where("request_kind", "=", request.kind)
    .where("request_id", "=", request.id)
    .executeTakeFirst();
  if (existing) return started(existing, false);

  const source = await loadSource(trx, request.kind, request.id);
  if (!source) {
    logger.error({ kind: request.kind, id: request.id }, "outreach: request not found; nothing sent");
    return undefined;
  }
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  const match = await matchFor(trx, source);
  // Where the confirmation link may go; past the caps a recipient gets none, and a request left
  // with no link is kept for an operator's approval.
  const reach = { email: usableEmail(source.email), sms: buyerSmsNumber(source), smsReady: options.smsReady ?? smsEnabled() };
  const route = await admittedRoute(reach, options.admitConfirmation);
  if (route.over) logger.info({ state: route.state }, "outreach: a confirmation link over its daily caps was not sent");
  // Provisional: the windows run again from the confirmation, when the dealers are asked.
  const { deadlineAt } = windowsFrom(now, options);
  const token = newToken();
  const br = await trx
    .insertInto("buyer_requests")
    .values({
      request_kind: source.kind,
      request_id: source.id,
      request_ref: source.ref,
      token,
      language: source.language,
      vehicle_json: JSON.stringify(source.vehicle),
      brand: source.vehicle.brand ?? "",
      city: source.city,
      privacy: source.privacy,
      first_name: firstNameOf(source.name),
      dealers_wanted: match.wanted,
      dealers_found: match.picked.length,
      match_note: match.note,
      deadline_at: deadlineAt,
      created_at: now.toISOString(),
      state: route.state,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  if (route.state !== "awaiting_confirmation") return started(br, true);
  const links = await sendConfirmation(trx, br, route, now, base);
  const confirmToken = links.email ?? links.sms;
  return { ...started(br, true), ...(confirmToken ? { confirmToken } : {}), ...(links.sms ? { smsConfirmToken: links.sms } : {}) };
}

/** `confirmationRoute` once the daily caps have been asked about its recipients (`over`: some were refused). */
async function admittedRoute(
  reach: { email?: string; sms?: string; smsReady: boolean },
  admit: ConfirmationAdmitter | undefined,
): Promise<ConfirmationRoute & { over: boolean }> {
  const wanted = confirmationRoute(reach);
  const recipients = [wanted.email, wanted.sms].filter((r): r is string => Boolean(r));
  if (recipients.length === 0 || !admit) return { ...wanted, over: false };
  const admitted = await admit(recipients);
  return { ...confirmationRoute({ ...reach, admitted }), over: admitted.length < recipients.length };
}

const CONFIRM_TTL_MS = CONFIRM_TTL_DAYS * 24 * 3_600_000;
const CONFIRM_RESEND_MS = CONFIRM_RESEND_MINUTES * 60_000;

const sha256 = (v: string) => crypto.createHash("sha256").update(v).digest("hex");
const addressHash = (email: string) => sha256(email.trim().toLowerCase());

/**
 * New confirmation links for a request, in the caller's transaction: e-mailed to `to.email`,
 * texted to `to.sms` (+1XXXXXXXXXX), each with a token of its own so the request records which
 * channel confirmed (decision 059). Only their hashes are kept, with the address or number each
 * went to: earlier links die, and a link confirms only while the request has that address or
 * number (decision 041). Nothing the buyer typed is in the e-mail or the SMS.
 */
async function sendConfirmation(
  trx: DbOrTrx,
  br: Pick<BuyerRequest, "id" | "request_ref" | "language" | "dealers_found">,
  to: { email?: string; sms?: string },
  now: Date,
  base: string,
): Promise<{ email?: string; sms?: string }> {
  const emailToken = to.email ? newToken() : undefined;
  const smsToken = to.sms ? newToken() : undefined;
  await trx
    .updateTable("buyer_requests")
    .set({
      confirm_token_hash: emailToken ? sha256(emailToken) : null,
      confirm_address_hash: to.email ? addressHash(to.email) : null,
      confirm_sms_token_hash: smsToken ? sha256(smsToken) : null,
      confirm_sms_to_hash: to.sms ? sha256(to.sms) : null,
      confirm_sent_at: now.toISOString(),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      confirm_used_at: null,
    })
    .where("id", "=", br.id)
    .execute();
  const language = asLang(br.language);
  if (to.email && emailToken) {
    const mail = composeConfirmation({
      lang: language,
      ref: br.request_ref,
      pageUrl: base + confirmPath(emailToken, language),
      found: br.dealers_found,
    });
    await enqueueEmail(trx, "buyer-request-link", { to: to.email, ...mail }, { table: "buyer_requests", id: br.id }, now.getTime());
  }
  if (to.sms && smsToken) {
    // Each link sent is its own SMS (a resend is not the first one again).
    await textToBuyer(
      trx,
      to.sms,
      "buyer-confirmation-sms",
      language,
      { ref: br.request_ref, url: base + confirmPath(smsToken, language) },
      br.id,
      now.getTime(),
      now.toISOString(),
    );
  }
  return { ...(emailToken ? { email: emailToken } : {}), ...(smsToken ? { sms: smsToken } : {}) };
}

export type WindowOptions = { offerMinutes?: number; negotiationMinutes?: number; widenAfterMinutes?: number };

/** Round 1's deadline, and the links' expiry: 7 days, and always a day past a possible round 2. */
export function windowsFrom(now: Date, options: WindowOptions): { deadlineAt: string; expiresAt: string } {
  const env = getEnv();
  const offerMinutes = options.offerMinutes ?? env.OFFER_WINDOW_MINUTES;
  const deadlineAt = minutesFrom(now, offerMinutes);
  const roundsEnd = minutesFrom(now, offerMinutes + (options.negotiationMinutes ?? env.NEGOTIATION_WINDOW_MINUTES) + 24 * 60);
  return { deadlineAt, expiresAt: [expiryFrom(now), roundsEnd].sort().at(-1)! };
}

export async function matchFor(trx: DbOrTrx, source: OutreachSource) {
  const directory = await trx.selectFrom("dealers").selectAll().where("active", "=", 1).where("opted_out", "=", 0).execute();
  const candidates = directory.map((d) => ({
    ...d,
    id: d.id,
    brands: readBrands(d.brands),
    active: d.active === 1,
    optedOut: d.opted_out === 1,
    row: d,
  }));
  return matchDealers(candidates, { brand: source.vehicle.brand ?? "", city: source.city, wanted: source.wanted });
}

export type ConfirmResult = "confirmed" | "already" | "not-found" | "changed" | "not-reviewed";

// ── What dealers will read, as the buyer approved it (decision 055) ───────────────────────────

/** What the request says to dealers: the buyer_requests row's wording, as the buyer may have corrected it. */
export function wordingOf(br: Pick<BuyerRequest, "vehicle_json" | "city" | "first_name" | "privacy" | "dealers_wanted">): RequestWording {
  return {
    vehicle: readVehicle(br.vehicle_json),
    city: br.city,
    firstName: br.first_name,
    privacy: br.privacy === "A" ? "A" : "B",
    wanted: br.dealers_wanted,
  };
}

/** A digest of the wording (vehicle answers in the registry's order): what a confirmation or a review says the buyer saw. */
export function wordingDigest(w: RequestWording): string {
  const vehicle = vehicleKeys.map((k) => w.vehicle[k]?.trim() ?? "");
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([vehicle, w.city.trim(), w.firstName.trim(), w.privacy, w.wanted]))
    .digest("hex")
    .slice(0, 24);
}

/** The request's source with the wording the buyer approved: what matching and the dealer e-mails read. */
function withWording(source: OutreachSource, w: RequestWording): OutreachSource {
  return { ...source, vehicle: w.vehicle, city: w.city, privacy: w.privacy, wanted: w.wanted, name: w.firstName };
}

export type CorrectResult =
  { kind: "corrected" } | { kind: "invalid"; field: string; error: CorrectionError } | { kind: "locked" } | { kind: "not-found" };

/**
 * The buyer corrects one line of what dealers will read, on their private page, while no dealer
 * has been contacted: the wording changes, dealers are matched again (a new make or city), and
 * any earlier review no longer counts (its digest no longer matches).
 */
export async function correctRequest(
  db: Db,
  token: string,
  line: CorrectableLine,
  posted: Readonly<Record<string, string | undefined>>,
  now = new Date(),
): Promise<CorrectResult> {
  if (!isTokenShaped(token)) return { kind: "not-found" };
  return writeTransaction(db, async (trx) => {
    const br = await trx.selectFrom("buyer_requests").selectAll().where("token", "=", token).$call(forUpdate(trx)).executeTakeFirst();
    if (!br || br.erased_at) return { kind: "not-found" };
    if (br.state === "active") return { kind: "locked" };
    const corrected = applyCorrection(wordingOf(br), line, posted);
    if (!corrected.ok) return { kind: "invalid", field: corrected.field, error: corrected.error };
    const source = await loadSource(trx, br.request_kind, br.request_id);
    if (!source) return { kind: "not-found" };
    const w = corrected.wording;
    const match = await matchFor(trx, withWording(source, w));
    await trx
      .updateTable("buyer_requests")
      .set({
        vehicle_json: JSON.stringify(w.vehicle),
        brand: w.vehicle.brand ?? "",
        city: w.city,
        first_name: w.firstName,
        privacy: w.privacy,
        dealers_wanted: w.wanted,
        dealers_found: match.picked.length,
        match_note: match.note,
        corrected_at: now.toISOString(),
      })
      .where("id", "=", br.id)
      .execute();
    return { kind: "corrected" };
  });
}

/**
 * The buyer of a request without e-mail (it waits for an operator) approves the wording they see
 * on their page: the operator may approve only that wording (`approveOutreach`).
 */
export async function reviewRequest(db: Db, token: string, seen: string, now = new Date()): Promise<"reviewed" | "changed" | "not-found"> {
  if (!isTokenShaped(token)) return "not-found";
  return writeTransaction(db, async (trx) => {
    const br = await trx.selectFrom("buyer_requests").selectAll().where("token", "=", token).$call(forUpdate(trx)).executeTakeFirst();
    if (!br || br.erased_at || br.state !== "awaiting_approval") return "not-found";
    if (seen !== wordingDigest(wordingOf(br))) return "changed";
    await trx
      .updateTable("buyer_requests")
      .set({ reviewed_digest: seen, reviewed_at: now.toISOString() })
      .where("id", "=", br.id)
      .execute();
    return "reviewed";
  });
}

/**
 * The buyer sends the request from their private page once their address is confirmed (decision
 * 055): only the wording the page showed (`seen`), which becomes the wording dealers read.
 */
export async function sendRequest(
  db: Db,
  token: string,
  seen: string,
  options: { now?: Date; publicUrl?: string } & WindowOptions = {},
): Promise<ConfirmResult | "address-unconfirmed"> {
  if (!isTokenShaped(token)) return "not-found";
  return activate(
    db,
    (q) => q.where("token", "=", token),
    "awaiting_confirmation",
    { ...options, seen },
    async (trx) => {
      const br = await trx
        .selectFrom("buyer_requests")
        .select(["confirm_used_at", "erased_at"])
        .where("token", "=", token)
        .executeTakeFirst();
      return br?.confirm_used_at && !br.erased_at ? undefined : ("address-unconfirmed" as const);
    },
  );
}

/**
 * What a confirmation link is: live (with what its page may show), already used, or gone (unknown,
 * expired, replaced); or, its address confirmed but the request not yet sent, a way back to the
 * private page where the buyer reads and sends it (decision 055).
 */
export type ConfirmationLink =
  | { state: "live"; ref: string; found: number; lang: Lang; via: ConfirmedVia }
  | { state: "review"; token: string; lang: Lang }
  | { state: "used"; via: ConfirmedVia }
  | { state: "gone" };

/** The request a confirmation link's token belongs to, whichever channel carried it (decision 059). */
async function linkedRequest(db: DbOrTrx, hash: string, lock = false): Promise<(BuyerRequest & { via: ConfirmedVia }) | undefined> {
  const br = await db
    .selectFrom("buyer_requests")
    .selectAll()
    .where((eb) => eb.or([eb("confirm_token_hash", "=", hash), eb("confirm_sms_token_hash", "=", hash)]))
    .$call(lock ? forUpdate(db) : (q) => q)
    .executeTakeFirst();
  return br && { ...br, via: br.confirm_sms_token_hash === hash ? "sms" : "email" };
}

/** What a confirmation link can still do (decision 041). */
async function confirmable(db: DbOrTrx, token: string, now: Date): Promise<ConfirmationLink> {
  const br = isTokenShaped(token) ? await linkedRequest(db, sha256(token)) : undefined;
  if (!br || br.erased_at) return { state: "gone" };
  if (!br.confirm_expires_at || br.confirm_expires_at <= now.toISOString())
    return br.confirm_used_at ? { state: "used", via: br.via } : { state: "gone" };
  if (br.confirm_used_at && br.state === "awaiting_confirmation") return { state: "review", token: br.token, lang: asLang(br.language) };
  if (br.confirm_used_at || br.state !== "awaiting_confirmation") return { state: "used", via: br.via };
  // The request's address or number now: a link sent to one the request no longer has confirms nothing.
  const source = await loadSource(db, br.request_kind, br.request_id);
  if (br.via === "email") {
    const email = usableEmail(source?.email);
    if (!email || addressHash(email) !== br.confirm_address_hash) return { state: "gone" };
  } else {
    const number = smsNumber(source?.phone);
    if (!number || sha256(number) !== br.confirm_sms_to_hash) return { state: "gone" };
  }
  return { state: "live", ref: br.request_ref, found: br.dealers_found, lang: asLang(br.language), via: br.via };
}

/** The confirmation page's view of its link (a GET: it confirms nothing). */
export async function confirmationLink(db: Db, token: string, now = new Date()): Promise<ConfirmationLink> {
  return confirmable(db, token, now);
}

/**
 * The buyer confirms their address with the link e-mailed to it (decision 041), by a POST on the
 * link's page (a mail scanner's GET confirms nothing). The link is used up; a link already used,
 * expired or replaced answers 'used' or 'gone' and leads nowhere.
 *
 * With `review` (the link's page, decision 055) the address is confirmed and, unless the buyer
 * already approved the request's current wording, nothing is sent yet: 'review' leads to the
 * private page, where the buyer reads what dealers will read, corrects it and sends it
 * (`sendRequest`). Without it (tests, scripts acting for a buyer who did both) the request is
 * confirmed and sent in one step: the request becomes active and the dealers are e-mailed,
 * exactly once, through the outbox, in one transaction, and 'confirmed' gives the private page.
 */
export async function confirmOutreach(
  db: Db,
  token: string,
  options: { now?: Date; publicUrl?: string; pageLang?: Lang; review?: boolean } & WindowOptions = {},
): Promise<{ outcome: "confirmed" | "review"; path: string } | { outcome: "used" | "gone" }> {
  if (!isTokenShaped(token)) return { outcome: "gone" };
  const now = options.now ?? new Date();
  const hash = sha256(token);
  if (options.review) {
    const step = await writeTransaction(db, async (trx): Promise<{ review: string; lang: Lang } | "send" | "used" | "gone"> => {
      const br = await linkedRequest(trx, hash, true);
      const link = await confirmable(trx, token, now);
      if (link.state === "review") return { review: link.token, lang: link.lang };
      if (!br || link.state !== "live") return link.state === "used" ? "used" : "gone";
      if (br.reviewed_digest === wordingDigest(wordingOf(br))) return "send";
      // Decision 059: the channel whose link was opened is the one proven.
      await trx
        .updateTable("buyer_requests")
        .set({ confirm_used_at: now.toISOString(), confirmed_via: link.via })
        .where("id", "=", br.id)
        .execute();
      return { review: br.token, lang: asLang(br.language) };
    });
    if (typeof step === "object") return { outcome: "review", path: requestPath(step.review, options.pageLang ?? step.lang) };
    if (step !== "send") return { outcome: step };
  }
  // The link's own checks, under the row's lock, then the same activation as an operator's approval.
  const byLink = (eb: ExpressionBuilder<Database, "buyer_requests">) =>
    eb.or([eb("confirm_token_hash", "=", hash), eb("confirm_sms_token_hash", "=", hash)]);
  const result = await activate(
    db,
    (q) => q.where(byLink),
    "awaiting_confirmation",
    { ...options, now },
    async (trx) => {
      const link = await confirmable(trx, token, now);
      if (link.state !== "live") return link.state;
      await trx.updateTable("buyer_requests").set({ confirm_used_at: now.toISOString(), confirmed_via: link.via }).where(byLink).execute();
      return undefined;
    },
  );
  if (result === "confirmed") {
    const br = await db.selectFrom("buyer_requests").select(["token", "language"]).where(byLink).executeTakeFirst();
    if (br) return { outcome: "confirmed", path: requestPath(br.token, options.pageLang ?? asLang(br.language)) };
  }
  return { outcome: result === "gone" || result === "not-found" ? "gone" : "used" };
}

export type ResendResult = "sent" | "too-soon" | "limit" | "not-found";

/**
 * The private page's "send the confirmation link again" (a request made before decision 041, whose
 * e-mail led to the private page, or a lost e-mail or SMS): new links to the request's address and,
 * for a buyer who chose SMS, number as they are now (decision 059), the earlier ones dead; at most
 * once every CONFIRM_RESEND_MINUTES, and within the daily caps per recipient and client ('limit').
 */
export async function resendConfirmation(
  db: Db,
  requestToken: string,
  options: { now?: Date; publicUrl?: string; admitConfirmation?: ConfirmationAdmitter; smsReady?: boolean } = {},
): Promise<ResendResult> {
  if (!isTokenShaped(requestToken)) return "not-found";
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  return writeTransaction(db, async (trx) => {
    const br = await trx
      .selectFrom("buyer_requests")
      .selectAll()
      .where("token", "=", requestToken)
      .$call(forUpdate(trx))
      .executeTakeFirst();
    if (!br || br.erased_at || br.state !== "awaiting_confirmation") return "not-found";
    if (br.confirm_sent_at && now.getTime() - Date.parse(br.confirm_sent_at) < CONFIRM_RESEND_MS) return "too-soon";
    const source = await loadSource(trx, br.request_kind, br.request_id);
    const reach = { email: usableEmail(source?.email), sms: buyerSmsNumber(source), smsReady: options.smsReady ?? smsEnabled() };
    if (confirmationRoute(reach).state !== "awaiting_confirmation") return "not-found";
    const route = await admittedRoute(reach, options.admitConfirmation);
    if (route.state !== "awaiting_confirmation") return "limit";
    await sendConfirmation(trx, br, route, now, base);
    return "sent";
  });
}

/**
 * An operator approves a request that has no usable e-mail address (the outreach view): only once
 * its buyer has reviewed, on their page, the wording dealers will read (decision 055), and only
 * that wording (`seen`, when the operator's page sends the digest it showed).
 */
export async function approveOutreach(
  db: Db,
  buyerRequestId: number,
  options: { now?: Date; publicUrl?: string; seen?: string } & WindowOptions = {},
): Promise<ConfirmResult> {
  return activate(db, (q) => q.where("id", "=", buyerRequestId), "awaiting_approval", options);
}

export async function activate<Refusal extends string = never>(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kysely query builder with a where()
  which: <Q extends { where: (...args: any[]) => Q }>(q: Q) => Q,
  from: "awaiting_confirmation" | "awaiting_approval",
  options: { now?: Date; publicUrl?: string; seen?: string } & WindowOptions,
  /** A last check under the row's lock (the confirmation link's): a refusal, or undefined to go on. */
  check?: (trx: DbOrTrx) => Promise<Refusal | undefined>,
): Promise<ConfirmResult | Refusal> {
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  return writeTransaction(db, async (trx): Promise<ConfirmResult | Refusal> => {
    const br = await which(trx.selectFrom("buyer_requests").selectAll()).$call(forUpdate(trx)).executeTakeFirst();
    if (!br) return "not-found";
    if (br.state !== from) return br.state === "active" ? "already" : "not-found";
    const refused = await check?.(trx);
    if (refused) return refused;
    // Nothing the buyer has not seen reaches a dealer (decision 055): the wording sent is the
    // wording shown, and a phone-only request's buyer has reviewed the current wording.
    const digest = wordingDigest(wordingOf(br));
    if (options.seen !== undefined && options.seen !== digest) return "changed";
    if (from === "awaiting_approval" && br.reviewed_digest !== digest) return "not-reviewed";
    const source = await loadSource(trx, br.request_kind, br.request_id);
    if (!source) return "not-found";
    // The windows run from now, when the dealers are asked.
    const { deadlineAt, expiresAt } = windowsFrom(now, options);
    const changed = await trx
      .updateTable("buyer_requests")
      .set({
        state: "active",
        confirmed_at: now.toISOString(),
        deadline_at: deadlineAt,
        reviewed_digest: digest,
        reviewed_at: br.reviewed_at ?? now.toISOString(),
      })
      .where("id", "=", br.id)
      .where("state", "=", from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return "already";
    const contacted = await contactDealers(trx, { ...br, deadline_at: deadlineAt }, source, now, base, expiresAt);
    if (contacted.found === 0) {
      // Decision 033: none found → searched again later (widen.server.ts), and the buyer told, once.
      const widenDueAt = minutesFrom(now, options.widenAfterMinutes ?? getEnv().WIDEN_AFTER_MINUTES);
      await trx.updateTable("buyer_requests").set({ widen_due_at: widenDueAt }).where("id", "=", br.id).execute();
    }
    return "confirmed";
  });
}

/**
 * One `dealer_requests` row and ONE e-mail per matched dealer (only what a dealer may know), with
 * `br.deadline_at` as round 1's deadline. Also the widened search's (decision 033). Returns how
 * many were contacted and the nearest distance.
 */
export async function contactDealers(
  trx: DbOrTrx,
  br: BuyerRequest,
  source: OutreachSource,
  now: Date,
  base: string,
  expiresAt: string,
): Promise<WidenResult> {
  // What dealers read is the request's wording as the buyer approved it (decision 055).
  source = withWording(source, wordingOf(br));
  const match = await matchFor(trx, source);
  const deadlineAt = br.deadline_at;
  await trx
    .updateTable("buyer_requests")
    .set({ dealers_wanted: match.wanted, dealers_found: match.picked.length, match_note: match.note })
    .where("id", "=", br.id)
    .execute();
  for (const [index, { dealer, distanceKm }] of match.picked.entries()) {
    const dealerToken = newToken();
    const dr = await trx
      .insertInto("dealer_requests")
      .values({
        buyer_request_id: br.id,
        request_kind: source.kind,
        request_id: source.id,
        dealer_id: dealer.id,
        rank: index + 1,
        distance_km: distanceKm,
        token: dealerToken,
        status: "queued",
        deadline_at: deadlineAt,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const dealerLang = asLang(dealer.row.language);
    const unsubscribeUrl = base + unsubscribePath(dealer.row.unsubscribe_token, dealerLang);
    // Only what a dealer may know: the vehicle, the city, the buyer's first name. No e-mail, no phone.
    const mail = composeQuoteRequest({
      lang: dealerLang,
      dealerName: dealer.name,
      buyerFirstName: source.name,
      vehicle: source.vehicle,
      city: source.city,
      dealersContacted: match.picked.length,
      privacy: source.privacy,
      replyUrl: base + offerPath(dealerToken, dealerLang),
      unsubscribeUrl,
      deadline: deadlineAt,
      now,
    });
    const deliveryId = await enqueueEmail(
      trx,
      "dealer-quote-request",
      {
        to: dealer.row.email,
        ...mail,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      { table: "dealer_requests", id: dr.id },
      now.getTime(),
    );
    await trx.updateTable("dealer_requests").set({ delivery_id: deliveryId }).where("id", "=", dr.id).execute();
  }
  return widenResult(match.picked);
}

/**
 * What a success screen shows of a submission's outreach: the private page (withheld while the
 * buyer has to confirm by e-mail, see OffersLink), the request's state, and what its words need
 * (where the confirmation link went, round 1's deadline, when Sam searches again).
 */
export async function offersOf(
  submissionId: number | undefined,
  language: Lang,
): Promise<{
  offersPath: string | null;
  offersState: BuyerRequest["state"] | null;
  offersStatus: RequestStatus | null;
  offersWhere: { brand: string; city: string; sentTo?: string; smsTo?: string; deadline?: string; searchAgain?: string } | null;
}> {
  const info = submissionId === undefined ? undefined : await outreachStatus(getDb(), { kind: "submission", id: submissionId }, language);
  if (!info) return { offersPath: null, offersState: null, offersStatus: null, offersWhere: null };
  return {
    offersPath: info.path,
    offersState: info.state,
    // The screen says what is really happening (no dealer matched → none is promised).
    offersStatus: info.status,
    offersWhere: {
      brand: info.brand,
      city: info.city,
      ...(info.sentTo ? { sentTo: info.sentTo } : {}),
      ...(info.smsTo ? { smsTo: info.smsTo } : {}),
      ...(info.deadlineAt ? { deadline: formatDeadline(info.deadlineAt, language) } : {}),
      ...(info.searchAgainAt ? { searchAgain: formatDeadline(info.searchAgainAt, language) } : {}),
    },
  };
}

/** Where a request stands, with what its words need (app/outreach/request-status-text.ts). */
export type OutreachStatus = {
  status: RequestStatus;
  state: BuyerRequest["state"];
  brand: string;
  city: string;
  /** The e-mail address the confirmation link went to, or where the team will reach the buyer (shown to the buyer only). */
  sentTo: string | null;
  /** The number the confirmation link was texted to, as the buyer typed it (decision 059). */
  smsTo: string | null;
  /** Round 1's deadline, once dealers were asked. */
  deadlineAt: string | null;
  /** When Sam searches again (no dealer found, decision 033). */
  searchAgainAt: string | null;
  /** The buyer's private page (withheld while the buyer must confirm by e-mail). */
  path: string | null;
};

/**
 * The one reading of a request's state for every screen that tells the buyer where it stands: the
 * chat's completion message and card, the success screens. Undefined when no outreach was started.
 */
export async function outreachStatus(
  db: DbOrTrx,
  request: { kind: RequestKind; id: number },
  language: Lang,
): Promise<OutreachStatus | undefined> {
  const br = await db
    .selectFrom("buyer_requests")
    .selectAll()
    .where("request_kind", "=", request.kind)
    .where("request_id", "=", request.id)
    .executeTakeFirst();
  if (!br) return undefined;
  const counts = await db
    .selectFrom("dealer_requests as dr")
    .leftJoin("offers as o", "o.dealer_request_id", "dr.id")
    .where("dr.buyer_request_id", "=", br.id)
    .select((eb) => [eb.fn.count<number>("dr.id").as("contacted"), eb.fn.count<number>("o.id").as("offers")])
    .executeTakeFirstOrThrow();
  const source = br.state === "active" ? undefined : await loadSource(db, br.request_kind, br.request_id);
  const active = br.state === "active";
  const found = active ? Number(counts.contacted) : br.dealers_found;
  const status = requestStatus({
    state: br.state,
    found,
    wanted: br.dealers_wanted,
    offers: Number(counts.offers),
    chosen: Boolean(br.chosen_offer_id),
    deadlinePassed: active && found > 0 && new Date(br.deadline_at).getTime() <= Date.now(),
    widened: br.widen_outcome,
    nearestKm: br.widen_nearest_km,
    reviewed: br.reviewed_digest === wordingDigest(wordingOf(br)),
  });
  // Where the live links really went (decision 059): an SMS is named only once one was queued.
  const waiting = br.state === "awaiting_confirmation";
  const sentTo =
    waiting && br.confirm_address_hash
      ? usableEmail(source?.email) || null
      : br.state === "awaiting_approval"
        ? source?.phone || null
        : null;
  const smsTo = waiting && br.confirm_sms_token_hash ? source?.phone || null : null;
  return {
    status,
    state: br.state,
    brand: br.brand,
    city: br.city,
    sentTo,
    smsTo,
    deadlineAt: active && found > 0 ? br.deadline_at : null,
    searchAgainAt: active && found === 0 && !br.widened_at ? br.widen_due_at : null,
    path: br.state === "awaiting_confirmation" ? null : requestPath(br.token, language),
  };
}

/** The state in the buyer's words (title, body, notes), on the server: the chat's sentence, a loader's card. */
export function outreachStatusText(info: OutreachStatus, language: Lang) {
  const common = new Translations(language, { common: resources[language].common });
  return statusText((key, options) => common.t("common", key, options), info.status, {
    brand: info.brand,
    city: info.city,
    sentTo: info.sentTo ?? undefined,
    smsTo: info.smsTo ?? undefined,
    deadline: info.deadlineAt ? formatDeadline(info.deadlineAt, language) : undefined,
    searchAgain: info.searchAgainAt ? formatDeadline(info.searchAgainAt, language) : undefined,
  });
}

/** The state as one paragraph: what the chat says after the spec's completion sentence. */
export function outreachStatusSentence(info: OutreachStatus, language: Lang): string {
  return statusParagraph(outreachStatusText(info, language));
}
