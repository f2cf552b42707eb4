import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import { openDatabase } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { query, uniqueSuffix } from "./support.ts";
import type { Kysely } from "kysely";

/**
 * Seeding for the outreach specs: dealers and a completed request written straight into the e2e
 * server's SQLite file, then the real `startOutreach` — the one call the request flows make — in
 * the same transaction. Each test uses its own made-up brand, so parallel tests never match each
 * other's dealers.
 */

function openWritable(): Kysely<Database> {
  // The server's own way of opening the file: every transaction takes the write lock at BEGIN
  // (BEGIN IMMEDIATE), so a seed that reads then writes waits for the server instead of failing
  // with "database is locked".
  return openDatabase(path.join(process.env.E2E_DIR!, "app.db")).db;
}

export type SeedDealer = { name: string; city: string; brands: string[]; language?: "fr" | "en"; optedOut?: boolean; active?: boolean };

export const BUYER = { name: "Julie Tremblay", email: "julie.tremblay@courriel.ca", phone: "514 555-0142" };

export async function seedRequest(opts: {
  suffix: string;
  brand: string;
  dealers: SeedDealer[];
  city?: string;
  wanted?: number;
  privacy?: "A" | "B";
  language?: "fr" | "en";
  baseURL: string;
  /** False leaves the request waiting for the buyer's confirmation. */
  confirm?: boolean;
}) {
  const db = openWritable();
  try {
    for (const [i, d] of opts.dealers.entries()) {
      await db
        .insertInto("dealers")
        .values({
          name: `${d.name} ${opts.suffix}`,
          brands: JSON.stringify(d.brands),
          city: d.city,
          email: `dealer${i}-${opts.suffix}@concession.ca`,
          language: d.language ?? "fr",
          opted_out: d.optedOut ? 1 : 0,
          active: d.active === false ? 0 : 1,
          unsubscribe_token: `${opts.suffix}${i}`.padEnd(43, "u"),
        })
        .execute();
    }
    return await db
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto("vehicle_submissions")
          .values({
            brand: opts.brand,
            model: "RAV4",
            trim: "XLE",
            condition: "Neuf",
            dealerships: opts.wanted ?? 3,
            contact_method: "Courriel",
            name: BUYER.name,
            email: BUYER.email,
            phone: BUYER.phone,
            city: opts.city ?? "Laval",
            privacy_level:
              opts.privacy === "B"
                ? "B) Ne pas partager - Sam relaie tout"
                : "A) Partager mes infos avec les concessionnaires gagnants seulement",
            request_ref: `VH${opts.suffix.slice(-6)}`,
            language: opts.language ?? "fr",
            form_type: "step-by-step-vehicle-form",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const started = await startOutreach(trx, { kind: "submission", id }, { publicUrl: opts.baseURL });
        return { submissionId: id, ...started! };
      })
      .then(async (started) => {
        // The buyer confirms their address (the e-mailed link, decision 041) before any dealer is asked.
        if (opts.confirm !== false) await confirmOutreach(db, started.confirmToken!, { publicUrl: opts.baseURL });
        return started;
      });
  } finally {
    await db.destroy();
  }
}

/** Runs one write against the e2e database (e.g. to age a link past its expiry). */
export async function write(fn: (db: Kysely<Database>) => Promise<unknown>) {
  const db = openWritable();
  try {
    await fn(db);
  } finally {
    await db.destroy();
  }
}

export type QueuedMail = { id: string; kind: string; status: string; to: string; subject: string; text: string; html: string };

/** E-mails queued in the outbox for one buyer request (the e2e server has no SMTP: they wait). */
export function queuedMails(buyerRequestId: number): QueuedMail[] {
  const rows = query<{ id: string; form_type: string; status: string; payload: string }>(
    `SELECT id, form_type, status, payload FROM webhook_deliveries
      WHERE channel = 'email'
        AND ((source_table = 'buyer_requests' AND source_id = ?)
          OR (source_table = 'dealer_requests' AND source_id IN (SELECT CAST(id AS TEXT) FROM dealer_requests WHERE buyer_request_id = ?)))
      ORDER BY created_at, id`,
    String(buyerRequestId),
    buyerRequestId,
  );
  return rows.map((r) => {
    const p = JSON.parse(r.payload) as { to: string; subject: string; text: string; html: string };
    return { id: r.id, kind: r.form_type, status: r.status, ...p };
  });
}

/** The reply link a dealer received, read from its queued e-mail. */
export function replyLinkFor(mails: QueuedMail[], dealerEmail: string): string {
  const mail = mails.find((m) => m.kind === "dealer-quote-request" && m.to === dealerEmail);
  const url = /https?:\/\/\S+\/(?:offre|en\/offer)\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0];
  if (!url) throw new Error(`no reply link for ${dealerEmail}`);
  return new URL(url).pathname;
}

/** A dealer's first offer through its reply link (a plain form post), with one fee (a real tax only at its own amount, decision 043). */
export async function offerFrom(request: APIRequestContext, link: string, price: string, fee: string, amount = "499") {
  const res = await request.post(link, {
    form: {
      price,
      "fees[0].label": fee,
      "fees[0].amount": amount,
      availability: "in_stock",
      financingKind: "none",
      validUntil: "2099-12-31",
      acceptRules: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

/**
 * A confirmed request whose brand (made up, so no other spec's dealer matches) two dealers sell,
 * one in Montréal and one in Longueuil, with their queued quote requests and reply links.
 */
export async function seedTwoDealerRequest(baseURL: string, names: [string, string] = ["Centre Montréal", "Rive-Sud Longueuil"]) {
  const suffix = uniqueSuffix();
  const brand = `Marque${suffix}`;
  const started = await seedRequest({
    suffix,
    brand,
    dealers: [
      { name: names[0], city: "Montréal", brands: [brand] },
      { name: names[1], city: "Longueuil", brands: [brand] },
    ],
    wanted: 2,
    baseURL,
  });
  const mails = queuedMails(started.buyerRequestId);
  const links = [replyLinkFor(mails, `dealer0-${suffix}@concession.ca`), replyLinkFor(mails, `dealer1-${suffix}@concession.ca`)] as const;
  return { suffix, brand, started, mails, links };
}
