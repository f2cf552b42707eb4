import { autoId, fractionType, nowText } from "#db/dialect.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one. Issue 18 made it
// portable (db/dialect.ts): on SQLite it creates exactly the schema it always did.
// Issue 8: the dealer directory, the outreach to dealers, their offers and the buyer's private page.

export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("dealers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("name", "text", (c) => c.notNull())
    // JSON array of catalogue brand names, e.g. ["Toyota","Lexus"].
    .addColumn("brands", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    // Lower-cased; one directory entry per address.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("opted_out", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("opted_out_at", "text")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .execute();

  // The buyer's side of one completed request (wizard, single form or chat): its private page.
  await db.schema
    .createTable("buyer_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    // 'submission' → vehicle_submissions.id, 'chat' → chat_conversations.id
    .addColumn("request_kind", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.notNull())
    // The short reference the buyer was shown (VH…, VF-…, conv_…); never enough to open the page.
    .addColumn("request_ref", "text", (c) => c.notNull().defaultTo(""))
    // Long random value: the buyer's private link /demande/<token>.
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    // What the dealers see (no contact details): brand, model, trim, condition, city, options…
    .addColumn("vehicle_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("brand", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("privacy", "text", (c) => c.notNull().defaultTo("B"))
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dealers_wanted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("dealers_found", "integer", (c) => c.notNull().defaultTo(0))
    // Why fewer than wanted, for the operator: no-brand, unknown-city, …
    .addColumn("match_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("deadline_at", "text", (c) => c.notNull())
    .addColumn("first_offer_notified_at", "text")
    .addColumn("deadline_notified_at", "text")
    .addColumn("chosen_offer_id", "integer")
    .addColumn("chosen_at", "text")
    .addUniqueConstraint("buyer_requests_source", ["request_kind", "request_id"])
    .execute();
  await db.schema.createIndex("buyer_requests_deadline").on("buyer_requests").columns(["deadline_notified_at", "deadline_at"]).execute();

  // One dealer asked for a quote on one request.
  await db.schema
    .createTable("dealer_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("buyer_request_id", "integer", (c) => c.notNull().references("buyer_requests.id").onDelete("cascade"))
    .addColumn("request_kind", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.notNull())
    .addColumn("dealer_id", "integer", (c) => c.notNull().references("dealers.id"))
    // 1 = nearest.
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("distance_km", fractionType(db))
    // Long random value: the dealer's reply link /offre/<token>.
    .addColumn("token", "text", (c) => c.notNull().unique())
    // queued → sent → opened → answered (→ chosen)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("delivery_id", "text")
    .addColumn("sent_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("answered_at", "text")
    .addColumn("deadline_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addUniqueConstraint("dealer_requests_once", ["buyer_request_id", "dealer_id"])
    .execute();
  await db.schema.createIndex("dealer_requests_dealer").on("dealer_requests").column("dealer_id").execute();

  // A dealer's offer; a revision updates it in place.
  await db.schema
    .createTable("offers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("dealer_request_id", "integer", (c) => c.notNull().unique().references("dealer_requests.id").onDelete("cascade"))
    // Money in cents (CAD).
    .addColumn("price_cents", "integer", (c) => c.notNull())
    // [{label, amountCents, kind: 'gst'|'qst'|'tire'|'other'}]; 'other' is not allowed on top of an advertised price.
    .addColumn("fees_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("flagged_fees_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("availability", "text", (c) => c.notNull().defaultTo("in_stock"))
    .addColumn("available_on", "text")
    .addColumn("financing_kind", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("financing_rate", fractionType(db))
    .addColumn("financing_term_months", "integer")
    .addColumn("financing_payment_cents", "integer")
    .addColumn("trade_in_cents", "integer")
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["offers", "dealer_requests", "buyer_requests", "dealers"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
