import crypto from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { data, redirect } from "react-router";
import { isTokenShaped } from "#app/outreach/outreach.ts";
import { newToken, readVehicle } from "#app/outreach/start.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { asLang, type Lang, pagePath } from "#app/platform/language.ts";
import { EMAIL_CHANNEL, enqueueEmail, readEmailPayload } from "#app/platform/mail.server.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { hideSecretLinksDeep } from "#app/platform/secret-links.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { AUDIT_KINDS, type AuditKind } from "#app/privacy/audit.ts";
import { composePrivacyLink, composeWithdrawal } from "#app/privacy/privacy-email.ts";
import { keptVehicleKeys } from "#app/questionnaire/registry.ts";
import { parseDraft, splitForRecord } from "#app/questionnaire/vehicle.ts";
import type { Db } from "#db/index.ts";
import type { Database } from "#db/schema.ts";

/**
 * Quebec's Law 25: what Sam keeps about a person, found by one request's private link or
 * by an e-mail address; exported as JSON and erased everywhere it lives — the request's row, the
 * chat conversation and its session, drafts, every outbox copy (webhook and e-mail payloads,
 * delivery attempts' response excerpts), the offers page (its link ends, answering 410), contact
 * messages and evaluations. Dealers already contacted receive a withdrawal notice (no buyer data).
 * What remains is non-personal: the vehicle asked for, counts, offers' amounts. Every action is
 * written to `privacy_audit` with no personal data: a request reference or a keyed hash.
 *
 * Whose records they are (decision 040): a record belongs to the contact address stored on it —
 * a request's, a conversation's, a contact message's, an evaluation's e-mail column, a draft's or
 * a chat in progress's e-mail answer — compared whole after trimming and lower-casing, never to
 * an address its text merely mentions; a record whose address was corrected belongs to its last
 * address only. An e-mail belongs to its recipient. The export carries no capability link and no
 * e-mail sent to someone else.
 *
 * Queries use kysely's builder only (SQLite and PostgreSQL alike); a JSON text is narrowed by a
 * LIKE on lower() and then read and compared exactly in JavaScript.
 */

type Trx = Kysely<Database>;
export type Actor = "buyer" | "link" | "operator" | "system";

/** What a payload copy becomes once redacted. */
export const REDACTED_PAYLOAD = JSON.stringify({ redacted: true });
/** A privacy link's life. */
export const LINK_TTL_MS = 24 * 3_600_000;
/** Days after sending before a delivery's payload copy is redacted. */
export const PAYLOAD_DAYS = 30;

/** Every row tied to a person or a request, by table. */
export type Scope = {
  submissions: number[];
  conversations: number[];
  sessions: string[];
  drafts: Array<{ id: string; kind: string }>;
  contactMessages: number[];
  evaluations: number[];
  buyerRequests: number[];
  deliveries: string[];
  /** The addresses found (for the links table and the payload sweep); never logged. */
  emails: string[];
};

export type Counts = {
  vehicleRequests: number;
  conversations: number;
  sessions: number;
  contactMessages: number;
  evaluations: number;
  drafts: number;
  deliveries: number;
  links: number;
};

const emptyScope = (): Scope => ({
  submissions: [],
  conversations: [],
  sessions: [],
  drafts: [],
  contactMessages: [],
  evaluations: [],
  buyerRequests: [],
  deliveries: [],
  emails: [],
});

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible address for the privacy form (one address, no list, no spaces). */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@,;<>()"]+@[^\s@,;<>()"]+\.[^\s@,;<>()".]+$/.test(email);
}

/** A non-reversible reference for an address in the audit log: a keyed hash (HMAC with the session secret). */
export function addressReference(email: string): string {
  const key = getEnv().SESSION_SECRETS[0] ?? "sam";
  return "h:" + crypto.createHmac("sha256", key).update(normalizeEmail(email)).digest("hex").slice(0, 16);
}

const sha256 = (v: string) => crypto.createHash("sha256").update(v).digest("hex");

const unique = <T>(xs: T[]) => [...new Set(xs)];
/** An id list for `in`, never empty (no row has id -1). */
const ids = (xs: number[]) => (xs.length > 0 ? xs : [-1]);

/** The rows a LIKE on lower(text) may hold `email` in, then kept when `owner(row)` is exactly that address. */
async function rowsOwnedBy<T>(
  emails: string[],
  query: (pattern: string) => Promise<T[]>,
  owner: (row: T) => string | undefined,
): Promise<T[]> {
  const found: T[] = [];
  for (const email of emails) {
    if (!email) continue;
    for (const row of await query(`%${email}%`)) if (normalizeEmail(owner(row) ?? "") === email) found.push(row);
  }
  return found;
}

/** A record's whole `email` column, trimmed and lower-cased, equal to `email` (already normalized). */
function sameAddress(email: string) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb(eb.fn("lower", [eb.fn("trim", [sql.ref("email")])]), "=", email);
}

function readJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A chat in progress's e-mail answer (its last one: a correction replaces it). */
function sessionAddress(state: string): string | undefined {
  const v = readJson(state);
  return v && typeof v === "object" && typeof (v as { email?: unknown }).email === "string" ? (v as { email: string }).email : undefined;
}

/** The deliveries sourced from the scope's rows (and from its dealer requests). */
async function sourcedDeliveries(db: Trx, scope: Scope): Promise<string[]> {
  const dealerRequests = scope.buyerRequests.length
    ? (await db.selectFrom("dealer_requests").select("id").where("buyer_request_id", "in", scope.buyerRequests).execute()).map((r) =>
        String(r.id),
      )
    : [];
  const sources: Array<[string, string[]]> = [
    ["vehicle_submissions", scope.submissions.map(String)],
    ["chat_conversations", scope.conversations.map(String)],
    ["contact_messages", scope.contactMessages.map(String)],
    ["property_evaluations", scope.evaluations.map(String)],
    ["buyer_requests", scope.buyerRequests.map(String)],
    ["dealer_requests", dealerRequests],
  ];
  const out: string[] = [];
  for (const [table, list] of sources) {
    if (list.length === 0) continue;
    const rows = await db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("source_table", "=", table)
      .where("source_id", "in", list)
      // A withdrawal notice is the dealer's, not the buyer's: it stays.
      .where("form_type", "!=", "dealer-withdrawal")
      .execute();
    out.push(...rows.map((r) => r.id));
  }
  return out;
}

/**
 * How a scope finds the e-mails sent to the address outside its own rows (the privacy page's
 * links): `true` scans the outbox (the default), `false` skips it, a list gives copies found by a
 * scan made earlier — before the write transaction, so the scan of the whole outbox does not hold
 * the database's write lock (measured: ~0.9 s for 50,000 unredacted copies of 1.6 KB).
 */
export type Sweep = boolean | string[];

/** Sources whose copies stay with their own record when one request is erased. */
const REQUEST_SOURCES = [
  "contact_messages",
  "property_evaluations",
  "vehicle_submissions",
  "chat_conversations",
  "buyer_requests",
  "dealer_requests",
];

async function swept(db: Trx, sweep: Sweep | undefined, emails: string[], skipSources: string[]): Promise<string[]> {
  if (Array.isArray(sweep)) return sweep;
  return sweep === false ? [] : mailsTo(db, emails, skipSources);
}

/** Unredacted e-mails whose recipient is exactly one of `emails`, except those of records outside the scope. */
async function mailsTo(db: Trx, emails: string[], skipSources: string[]): Promise<string[]> {
  const rows = await rowsOwnedBy(
    emails,
    (pattern) =>
      db
        .selectFrom("webhook_deliveries")
        .select(["id", "payload", "source_table"])
        .where("channel", "=", EMAIL_CHANNEL)
        .where("redacted_at", "is", null)
        .where((eb) => eb(eb.fn("lower", ["payload"]), "like", pattern))
        .execute(),
    (r) => readEmailPayload(r.payload)?.to,
  );
  return rows.filter((r) => !skipSources.includes(r.source_table ?? "")).map((r) => r.id);
}

async function buyerRequestsOf(db: Trx, submissions: number[], conversations: number[]): Promise<number[]> {
  if (submissions.length === 0 && conversations.length === 0) return [];
  const rows = await db
    .selectFrom("buyer_requests")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("request_kind", "=", "submission"), eb("request_id", "in", ids(submissions))]),
        eb.and([eb("request_kind", "=", "chat"), eb("request_id", "in", ids(conversations))]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The wizard's and the single form's drafts whose e-mail answer is the address. */
async function draftsOwnedBy(db: Trx, emails: string[]) {
  const rows = await rowsOwnedBy(
    emails,
    (pattern) =>
      db
        .selectFrom("drafts")
        .select(["id", "kind", "data"])
        .where((eb) => eb(eb.fn("lower", ["data"]), "like", pattern))
        .execute(),
    (r) => splitForRecord(parseDraft(r.data).answers.emailPhone ?? "").email,
  );
  return rows.map((r) => ({ id: r.id, kind: r.kind }));
}

/** The chats in progress whose e-mail answer is the address. */
async function sessionsOwnedBy(db: Trx, emails: string[]) {
  const rows = await rowsOwnedBy(
    emails,
    (pattern) =>
      db
        .selectFrom("chat_sessions")
        .select(["id", "state"])
        .where((eb) => eb(eb.fn("lower", ["state"]), "like", pattern))
        .execute(),
    (r) => sessionAddress(r.state),
  );
  return rows.map((r) => r.id);
}

/** The request behind a private link, or undefined (unknown, malformed or already erased). */
export async function scopeOfRequest(
  db: Trx,
  token: string,
  options: { sweep?: Sweep } = {},
): Promise<{ scope: Scope; ref: string } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const br = await db
    .selectFrom("buyer_requests")
    .select(["request_kind", "request_id", "request_ref"])
    .where("token", "=", token)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  if (!br) return undefined;
  return { scope: await scopeOfRecord(db, br.request_kind, br.request_id, options), ref: br.request_ref };
}

/**
 * One vehicle request (wizard, form or chat), by its row: what its erasure covers — the row, its
 * session, its outbox copies, and the drafts, chats in progress and e-mails of its own address.
 * `sweep: false` (retention) skips the search of every e-mail for the address — a scan of the
 * whole outbox, needless there since every sent copy is redacted after 30 days anyway.
 */
export async function scopeOfRecord(db: Trx, kind: "submission" | "chat", id: number, options: { sweep?: Sweep } = {}): Promise<Scope> {
  const scope = emptyScope();
  if (kind === "submission") {
    const row = await db.selectFrom("vehicle_submissions").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
    if (row) {
      scope.submissions = [row.id];
      scope.emails = row.email.trim() ? [normalizeEmail(row.email)] : [];
    }
  } else {
    const row = await db.selectFrom("chat_conversations").select(["id", "email", "session_id"]).where("id", "=", id).executeTakeFirst();
    if (row) {
      scope.conversations = [row.id];
      scope.emails = row.email.trim() ? [normalizeEmail(row.email)] : [];
      if (row.session_id) scope.sessions = [row.session_id];
    }
  }
  scope.buyerRequests = await buyerRequestsOf(db, scope.submissions, scope.conversations);
  // The wizard's or form's draft that produced it, and a chat in progress, of the same address.
  scope.drafts = await draftsOwnedBy(db, scope.emails);
  scope.sessions = unique([...scope.sessions, ...(await sessionsOwnedBy(db, scope.emails))]);
  scope.deliveries = unique([
    ...(await sourcedDeliveries(db, scope)),
    // E-mails to the address that belong to the person's other records stay with those.
    ...(await swept(db, options.sweep, scope.emails, REQUEST_SOURCES)),
  ]);
  return scope;
}

/** A contact message or an evaluation, with its payload copies. */
export async function scopeOfMessage(db: Trx, table: "contact_messages" | "property_evaluations", id: number): Promise<Scope> {
  const scope = emptyScope();
  if (table === "contact_messages") scope.contactMessages = [id];
  else scope.evaluations = [id];
  scope.deliveries = await sourcedDeliveries(db, scope);
  return scope;
}

/** Everything whose own address is `rawEmail` (the privacy link and the operator's search; decision 040). */
export async function scopeOfEmail(db: Trx, rawEmail: string, options: { sweep?: Sweep } = {}): Promise<Scope> {
  const email = normalizeEmail(rawEmail);
  const scope = emptyScope();
  if (!email) return scope;
  scope.emails = [email];
  scope.submissions = (await db.selectFrom("vehicle_submissions").select("id").where(sameAddress(email)).execute()).map((r) => r.id);
  const conversations = await db.selectFrom("chat_conversations").select(["id", "session_id"]).where(sameAddress(email)).execute();
  scope.conversations = conversations.map((r) => r.id);
  scope.sessions = unique([...conversations.flatMap((r) => (r.session_id ? [r.session_id] : [])), ...(await sessionsOwnedBy(db, [email]))]);
  scope.contactMessages = (await db.selectFrom("contact_messages").select("id").where(sameAddress(email)).execute()).map((r) => r.id);
  scope.evaluations = (await db.selectFrom("property_evaluations").select("id").where(sameAddress(email)).execute()).map((r) => r.id);
  scope.buyerRequests = await buyerRequestsOf(db, scope.submissions, scope.conversations);
  scope.drafts = await draftsOwnedBy(db, [email]);
  scope.deliveries = unique([...(await sourcedDeliveries(db, scope)), ...(await swept(db, options.sweep, [email], []))]);
  return scope;
}

export function countsOf(scope: Scope, links = 0): Counts {
  return {
    vehicleRequests: scope.submissions.length,
    conversations: scope.conversations.length,
    sessions: scope.sessions.length,
    contactMessages: scope.contactMessages.length,
    evaluations: scope.evaluations.length,
    drafts: scope.drafts.length,
    deliveries: scope.deliveries.length,
    links,
  };
}

export function isEmpty(scope: Scope): boolean {
  return Object.values(countsOf(scope)).every((n) => n === 0);
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The person's data as a portable document (the JSON download). */
export async function exportScope(db: Trx, scope: Scope, now = new Date()) {
  const submissions = scope.submissions.length
    ? await db.selectFrom("vehicle_submissions").selectAll().where("id", "in", scope.submissions).orderBy("id").execute()
    : [];
  const conversations = scope.conversations.length
    ? await db.selectFrom("chat_conversations").selectAll().where("id", "in", scope.conversations).orderBy("id").execute()
    : [];
  const sessions = scope.sessions.length
    ? await db.selectFrom("chat_sessions").selectAll().where("id", "in", scope.sessions).execute()
    : [];
  const contact = scope.contactMessages.length
    ? await db.selectFrom("contact_messages").selectAll().where("id", "in", scope.contactMessages).orderBy("id").execute()
    : [];
  const evaluations = scope.evaluations.length
    ? await db.selectFrom("property_evaluations").selectAll().where("id", "in", scope.evaluations).orderBy("id").execute()
    : [];
  const drafts = [];
  for (const d of scope.drafts) {
    const row = await db.selectFrom("drafts").selectAll().where("id", "=", d.id).where("kind", "=", d.kind).executeTakeFirst();
    if (row) drafts.push(row);
  }
  const buyerRequests = scope.buyerRequests.length
    ? await db.selectFrom("buyer_requests").selectAll().where("id", "in", scope.buyerRequests).execute()
    : [];
  const offers = buyerRequests.length
    ? await db
        .selectFrom("offers as o")
        .innerJoin("dealer_requests as r", "r.id", "o.dealer_request_id")
        .innerJoin("dealers as d", "d.id", "r.dealer_id")
        .where(
          "r.buyer_request_id",
          "in",
          buyerRequests.map((b) => b.id),
        )
        .select([
          "r.buyer_request_id",
          "o.id",
          "d.name as dealer",
          "o.price_cents",
          "o.fees_json",
          "o.availability",
          "o.valid_until",
          "o.note",
          "o.created_at",
        ])
        .execute()
    : [];
  const deliveries = scope.deliveries.length
    ? await db
        .selectFrom("webhook_deliveries")
        .select(["id", "channel", "form_type", "status", "created_at", "sent_at", "payload", "redacted_at"])
        .where("id", "in", scope.deliveries)
        .orderBy("created_at")
        .execute()
    : [];
  const pageOf = (kind: "submission" | "chat", id: number) => {
    const br = buyerRequests.find((b) => b.request_kind === kind && b.request_id === id);
    if (!br) return null;
    return {
      state: br.erased_at ? "erased" : br.state,
      createdAt: br.created_at,
      confirmedAt: br.confirmed_at,
      dealersContacted: br.dealers_found,
      deadline: br.deadline_at,
      chosenOfferId: br.chosen_offer_id,
      offers: offers
        .filter((o) => o.buyer_request_id === br.id)
        .map((o) => ({
          id: o.id,
          dealer: o.dealer,
          priceCents: o.price_cents,
          fees: parseJson(o.fees_json),
          availability: o.availability,
          validUntil: o.valid_until,
          note: o.note,
          at: o.created_at,
        })),
    };
  };
  // No capability link leaves in an export: whoever holds the file gets no page, offer or confirmation (decision 040).
  return hideSecretLinksDeep({
    format: "sam-personal-data/1",
    generatedAt: now.toISOString(),
    vehicleRequests: submissions.map((s) => ({
      reference: s.request_ref,
      createdAt: s.created_at,
      language: s.language,
      formType: s.form_type,
      vehicle: { brand: s.brand, condition: s.condition, model: s.model, trim: s.trim, dealerships: s.dealerships },
      contact: { name: s.name, email: s.email, phone: s.phone, city: s.city, contactMethod: s.contact_method, privacy: s.privacy_level },
      answers: parseJson(s.profile_json),
      offersPage: pageOf("submission", s.id),
    })),
    conversations: conversations.map((c) => ({
      conversationId: c.conversation_id,
      createdAt: c.created_at,
      language: c.language,
      email: c.email,
      history: parseJson(c.full_history),
      profile: parseJson(c.profile_json),
      dealerEmail: { subject: c.dealer_email_subject, body: c.dealer_email_body },
      offersPage: pageOf("chat", c.id),
    })),
    conversationsInProgress: sessions.map((s) => ({
      createdAt: s.created_at,
      updatedAt: s.updated_at,
      status: s.status,
      history: parseJson(s.history),
    })),
    contactMessages: contact.map((m) => ({
      createdAt: m.created_at,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
    })),
    propertyEvaluations: evaluations.map((e) => ({
      createdAt: e.created_at,
      firstName: e.first_name,
      lastName: e.last_name,
      email: e.email,
      phone: e.phone,
      address: e.address,
      city: e.city,
      postalCode: e.postal_code,
      propertyType: e.property_type,
      estimatedValue: e.estimated_value,
      timeframe: e.timeframe,
      additionalInfo: e.additional_info,
    })),
    drafts: drafts.map((d) => ({ kind: d.kind, updatedAt: d.updated_at, answers: parseJson(d.data) })),
    messagesSent: deliveries.map((d) => ({
      kind: d.channel,
      type: d.form_type,
      status: d.status,
      createdAt: d.created_at,
      sentAt: d.sent_at,
      content: d.redacted_at ? null : messageContent(d.channel, d.payload, scope.emails),
    })),
  });
}

/**
 * A message's copy as the person may see it: an e-mail only when it was sent to their own address
 * (an e-mail to a dealer is the dealer's: only that it was sent is shown), without its headers.
 */
function messageContent(channel: string, payload: string, owners: string[]): unknown {
  if (channel !== EMAIL_CHANNEL) return parseJson(payload);
  const mail = readEmailPayload(payload);
  if (!mail || !owners.includes(normalizeEmail(mail.to))) return null;
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

export type PersonalExport = Awaited<ReturnType<typeof exportScope>>;

/** A short list for pages (no message bodies): what the person will download or erase. */
export async function summarize(db: Trx, scope: Scope) {
  const doc = await exportScope(db, scope);
  return {
    requests: doc.vehicleRequests.map((r) => ({
      at: r.createdAt,
      label: [r.vehicle.brand, r.vehicle.model, r.vehicle.trim].filter(Boolean).join(" "),
      ref: r.reference,
    })),
    conversations: doc.conversations.map((c) => ({ at: c.createdAt, label: c.conversationId })),
    contactMessages: doc.contactMessages.map((m) => ({ at: m.createdAt, label: m.subject })),
    evaluations: doc.propertyEvaluations.map((e) => ({ at: e.createdAt, label: [e.propertyType, e.city].filter(Boolean).join(" · ") })),
    other: doc.drafts.length + doc.conversationsInProgress.length + doc.messagesSent.length,
  };
}

export type PrivacySummary = Awaited<ReturnType<typeof summarize>>;

/** One line of the audit log: no address, no name, only what was done, to how much, by whom. */
export async function audit(
  db: Trx,
  entry: {
    action: string;
    subject: "request" | "email" | "retention";
    actor: Actor;
    reference?: string;
    counts?: Partial<Counts> | Record<string, number>;
  },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("privacy_audit")
    .values({
      id: crypto.randomUUID(),
      at: now.getTime(),
      action: entry.action,
      subject: entry.subject,
      actor: entry.actor,
      reference: entry.reference ?? "",
      counts: JSON.stringify(entry.counts ?? {}),
    })
    .execute();
}

/** The audit's newest actions, of one kind or all (the anonymous link requests are counted apart: `linkRequestCounts`). */
export async function listAudit(db: Trx, options: { kind?: AuditKind; limit?: number } = {}) {
  return db
    .selectFrom("privacy_audit")
    .selectAll()
    .$if(options.kind !== undefined, (q) => q.where("action", "=", options.kind!))
    .$if(options.kind === undefined, (q) => q.where("action", "in", [...AUDIT_KINDS]))
    .orderBy("at", "desc")
    .limit(options.limit ?? 100)
    .execute();
}

/** One more request on the privacy page's form, in today's count (UTC); `known` when a link was due. */
async function countLinkRequest(db: Trx, known: boolean, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insertInto("privacy_link_requests")
    .values({ day, requested: 1, known: known ? 1 : 0 })
    .onConflict((oc) =>
      oc.column("day").doUpdateSet((eb) => ({
        requested: eb("privacy_link_requests.requested", "+", 1),
        known: eb("privacy_link_requests.known", "+", known ? 1 : 0),
      })),
    )
    .execute();
}

/** The privacy page's link requests per day, newest first. */
export async function linkRequestCounts(db: Trx, days = 31) {
  return db.selectFrom("privacy_link_requests").selectAll().orderBy("day", "desc").limit(days).execute();
}

/** The vehicle a dealer may still see after erasure: catalogue answers only, no free text (registry `dealers.kept`). */
function keptVehicle(json: string): string {
  const v = readVehicle(json);
  const kept = keptVehicleKeys.map((key) => [key, v[key]] as const);
  return JSON.stringify(Object.fromEntries(kept.filter(([, s]) => typeof s === "string" && s !== "")));
}

/**
 * Erases everything in `scope`, in one transaction. Dealers already sent a quote request receive a
 * withdrawal notice (except for retention, long after the request ended); quote requests not yet
 * sent are withdrawn from the outbox. Safe to run twice: an erased row has nothing left to erase.
 */
export async function eraseScope(db: Trx, scope: Scope, options: { now?: Date; notifyDealers?: boolean } = {}): Promise<Counts> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  let links = 0;
  // Payload copies: those never sent (pending, failed or dead) are withdrawn — nothing is left to
  // send — and the others redacted (the outbox never re-sends a redacted copy).
  if (scope.deliveries.length) {
    await db
      .deleteFrom("webhook_deliveries")
      .where("id", "in", scope.deliveries)
      .where("status", "in", ["pending", "failed", "dead"])
      .where("sent_at", "is", null)
      .execute();
    await db
      .updateTable("webhook_deliveries")
      .set({ payload: REDACTED_PAYLOAD, last_response: null, redacted_at: at, updated_at: at })
      .where("id", "in", scope.deliveries)
      .execute();
    await db.updateTable("delivery_attempts").set({ response_excerpt: null }).where("delivery_id", "in", scope.deliveries).execute();
  }
  for (const brId of scope.buyerRequests) {
    const br = await db.selectFrom("buyer_requests").selectAll().where("id", "=", brId).executeTakeFirst();
    if (!br || br.erased_at) continue;
    const dealerRequests = await db
      .selectFrom("dealer_requests as r")
      .innerJoin("dealers as d", "d.id", "r.dealer_id")
      .select(["r.id", "r.sent_at", "r.status", "d.name", "d.email", "d.language", "d.opted_out"])
      .where("r.buyer_request_id", "=", br.id)
      .execute();
    for (const dr of dealerRequests) {
      const contacted = dr.sent_at !== null || dr.status !== "queued";
      if (contacted && options.notifyDealers !== false && dr.opted_out !== 1) {
        const lang: Lang = asLang(dr.language);
        const mail = composeWithdrawal({ lang, ref: br.request_ref, dealerName: dr.name });
        await enqueueEmail(db, "dealer-withdrawal", { to: dr.email, ...mail }, { table: "dealer_requests", id: dr.id }, now.getTime());
      }
    }
    // The dealers' links end with the request.
    await db
      .updateTable("dealer_requests")
      .set({ expires_at: at })
      .where("buyer_request_id", "=", br.id)
      .where("expires_at", ">", at)
      .execute();
    await db
      .updateTable("buyer_requests")
      // The private link's token is kept only as a hash: the link answers 410, nothing can be read through it.
      .set({
        token: `erased:${sha256(br.token)}`,
        first_name: "",
        city: "",
        vehicle_json: keptVehicle(br.vehicle_json),
        erased_at: at,
        // A confirmation link still in a mailbox confirms nothing any more (decision 041).
        confirm_token_hash: null,
        confirm_address_hash: null,
        // Nor one still in a phone's messages (decision 059).
        confirm_sms_token_hash: null,
        confirm_sms_to_hash: null,
        // The deadline and round-2 timers pass it by: no dealer is asked to revise a withdrawn request.
        deadline_notified_at: br.deadline_notified_at ?? at,
        negotiation: br.negotiation === "open" ? "closed" : br.negotiation === "" ? "skipped" : br.negotiation,
        negotiation_closed_at: br.negotiation === "open" ? at : br.negotiation_closed_at,
      })
      .where("id", "=", br.id)
      .execute();
  }
  if (scope.submissions.length) {
    await db
      .updateTable("vehicle_submissions")
      .set({ name: "", email: "", phone: "", city: "", profile_json: null, idempotency_key: null })
      .where("id", "in", scope.submissions)
      .execute();
  }
  if (scope.conversations.length) {
    await db
      .updateTable("chat_conversations")
      .set({
        user_message: "",
        assistant_response: "",
        full_history: "[]",
        email: "",
        dealer_email_subject: "",
        dealer_email_body: "",
        profile_json: null,
        session_id: null,
      })
      .where("id", "in", scope.conversations)
      .execute();
  }
  if (scope.sessions.length) await db.deleteFrom("chat_sessions").where("id", "in", scope.sessions).execute();
  for (const d of scope.drafts) await db.deleteFrom("drafts").where("id", "=", d.id).where("kind", "=", d.kind).execute();
  if (scope.contactMessages.length) await db.deleteFrom("contact_messages").where("id", "in", scope.contactMessages).execute();
  if (scope.evaluations.length) await db.deleteFrom("property_evaluations").where("id", "in", scope.evaluations).execute();
  if (scope.emails.length) {
    const removed = await db.deleteFrom("privacy_links").where("email", "in", scope.emails).executeTakeFirst();
    links = Number(removed.numDeletedRows);
  }
  return countsOf(scope, links);
}

// ---------------------------------------------------------------------------------------------
// The three doors: the buyer's private link, the e-mailed 24-hour link, the operator.

/** The buyer's private page: the JSON document, or undefined when the link is unknown or erased. */
export async function exportRequest(db: Db, token: string, now = new Date()): Promise<PersonalExport | undefined> {
  const found = await scopeOfRequest(db, token);
  if (!found) return undefined;
  const doc = await exportScope(db, found.scope, now);
  await audit(db, { action: "export", subject: "request", actor: "buyer", reference: found.ref, counts: countsOf(found.scope) }, now);
  return doc;
}

export type EraseOutcome = "erased" | "gone";

/** "Delete my request": everything personal of that request; a second call finds nothing ('gone'). */
export async function eraseRequest(db: Db, token: string, now = new Date()): Promise<EraseOutcome> {
  // The outbox scan runs before the transaction (no write lock held meanwhile).
  const before = await scopeOfRequest(db, token);
  if (!before) return "gone";
  return writeTransaction(db, async (trx) => {
    const found = await scopeOfRequest(trx, token, { sweep: before.scope.deliveries });
    if (!found) return "gone";
    const counts = await eraseScope(trx, found.scope, { now });
    await audit(trx, { action: "erase", subject: "request", actor: "buyer", reference: found.ref, counts }, now);
    return "erased";
  });
}

/** Whether a private link belonged to a request since erased (its page answers 410, not 404). */
export async function requestErased(db: Db, token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const row = await db
    .selectFrom("buyer_requests")
    .select("id")
    .where("token", "=", `erased:${sha256(token)}`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The privacy page's form: an e-mail with a 24-hour link, sent only when something is tied to the
 * address (the page's answer is the same either way). Returns whether a link was sent (for tests).
 */
export async function requestPrivacyLink(
  db: Db,
  rawEmail: string,
  options: { lang: Lang; now?: Date; publicUrl?: string },
): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  const now = options.now ?? new Date();
  const base = options.publicUrl ?? getEnv().PUBLIC_URL;
  return writeTransaction(db, async (trx) => {
    const scope = await scopeOfEmail(trx, email);
    // Anonymous: counted per day, not written one by one (no volume of them hides a real action).
    await countLinkRequest(trx, !isEmpty(scope), now);
    if (isEmpty(scope)) return false;
    // At most three live links per address: a form posted in a loop cannot flood a mailbox.
    const live = await trx
      .selectFrom("privacy_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", email)
      .where("expires_at", ">", now.getTime())
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= 3) return false;
    const token = newToken();
    const tokenHash = sha256(token);
    await trx
      .insertInto("privacy_links")
      .values({ token_hash: tokenHash, email, language: options.lang, created_at: now.getTime(), expires_at: now.getTime() + LINK_TTL_MS })
      .execute();
    const mail = composePrivacyLink({ lang: options.lang, url: base + privacyAccessPath(token, options.lang) });
    await enqueueEmail(trx, "privacy-link", { to: email, ...mail }, { table: "privacy_links", id: tokenHash.slice(0, 16) }, now.getTime());
    return true;
  });
}

export function privacyAccessPath(token: string, lang: Lang): string {
  return pagePath("privacyAccess", lang, token);
}

/** The address behind a live privacy link, or undefined (unknown, expired, or used for an erasure). */
export async function privacyLinkEmail(
  db: Trx,
  token: string,
  now = new Date(),
): Promise<{ email: string; expiresAt: number } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await db
    .selectFrom("privacy_links")
    .select(["email", "expires_at"])
    .where("token_hash", "=", sha256(token))
    .where("expires_at", ">", now.getTime())
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: Number(row.expires_at) } : undefined;
}

/** The access page's list, or undefined when the link is not live. */
export async function privacyLinkView(db: Db, token: string, now = new Date()) {
  const link = await privacyLinkEmail(db, token, now);
  if (!link) return undefined;
  const scope = await scopeOfEmail(db, link.email);
  return { expiresAt: link.expiresAt, summary: await summarize(db, scope), empty: isEmpty(scope) };
}

/** The JSON download behind a privacy link (or an operator's export). */
export async function exportByEmail(db: Db, email: string, actor: "link" | "operator", now = new Date()): Promise<PersonalExport> {
  const scope = await scopeOfEmail(db, email);
  const doc = await exportScope(db, scope, now);
  await audit(db, { action: "export", subject: "email", actor, reference: addressReference(email), counts: countsOf(scope) }, now);
  return doc;
}

/** Erases everything tied to an address (the link's "delete everything", or an operator). */
export async function eraseByEmail(db: Db, email: string, actor: "link" | "operator", now = new Date()): Promise<Counts> {
  // The outbox scan runs before the transaction (no write lock held meanwhile).
  const before = await scopeOfEmail(db, email);
  return writeTransaction(db, async (trx) => {
    const scope = await scopeOfEmail(trx, email, { sweep: before.deliveries });
    const counts = await eraseScope(trx, scope, { now });
    await audit(trx, { action: "erase", subject: "email", actor, reference: addressReference(email), counts }, now);
    return counts;
  });
}

/** The operator's search (audited: looking is an access to personal data too). */
export async function findByEmail(db: Db, email: string, now = new Date()) {
  const scope = await scopeOfEmail(db, email);
  await audit(
    db,
    { action: "find", subject: "email", actor: "operator", reference: addressReference(email), counts: countsOf(scope) },
    now,
  );
  return { counts: countsOf(scope), summary: await summarize(db, scope), empty: isEmpty(scope) };
}

/** The JSON file's headers: a download, never cached. */
export function jsonDownload(doc: unknown, name: string): Response {
  return new Response(JSON.stringify(doc, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The request page's Law 25 posts (app/privacy/my-data.tsx): `erase-ask` answers with the
 * confirm form, `erase` erases and goes back to the page (which then answers 410). Any other
 * intent is not ours: undefined.
 */
export async function myDataAction(formData: FormData, token: string, pathname: string) {
  const intent = formData.get("intent");
  if (intent === "erase-ask") {
    const found = await scopeOfRequest(getDb(), token);
    if (!found) return redirect(pathname);
    return data({ problem: null, myData: "confirm" as const });
  }
  if (intent === "erase") {
    const outcome = await eraseRequest(getDb(), token);
    if (outcome === "erased") kickOutbox();
    return redirect(pathname);
  }
  return undefined;
}

/** The request page's JSON download (POST: the download is written to the audit log). */
export async function requestDataDownload(token: string): Promise<Response> {
  const doc = await exportRequest(getDb(), token);
  if (!doc)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return jsonDownload(doc, "sam-my-data.json");
}
