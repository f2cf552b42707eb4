import { autoId, epochMsType, fractionType, nowText } from "#db/dialect.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 054: the knowledge base Sam answers questions back from, shared by every instance —
// its entries (seeded by 0124 from app/chat/knowledge/seed.ts, then kept by the operator), one
// version counter that every change bumps (each instance rebuilds its index when it moves), and
// the questions Sam could not answer (the operator's gaps page). Schema builder and the portable
// helpers of db/dialect.ts only, so it runs unchanged on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("knowledge_entries")
    .addColumn("id", "integer", autoId(db))
    // Stable name ("money-taxes"; an operator's entry gets one from its question).
    .addColumn("slug", "text", (c) => c.notNull().unique())
    // JSON arrays of strings: the question in several phrasings, per language.
    .addColumn("questions_fr", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("questions_en", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("answer_fr", "text", (c) => c.notNull())
    .addColumn("answer_en", "text", (c) => c.notNull())
    // A page of ours ("/fr/contact") or an official https page; '' for none.
    .addColumn("link_fr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link_en", "text", (c) => c.notNull().defaultTo(""))
    // JSON array of strings.
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    // ISO date the changing facts were last checked; null when nothing in it changes.
    .addColumn("checked_on", "text")
    // 'seed' (the reviewed file) or 'operator'.
    .addColumn("source", "text", (c) => c.notNull().defaultTo("operator"))
    // Set when an operator edits an entry: a later seed revision leaves it alone.
    .addColumn("operator_edited_at", "text")
    // A retired entry stays for the record (citations, gaps) but is never searched.
    .addColumn("retired_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .execute();

  // One row (id 1): bumped in the same transaction as any change to the entries.
  await db.schema
    .createTable("knowledge_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("changed_at", epochMsType(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto("knowledge_version").values({ id: 1, version: 0, changed_at: 0 }).execute();

  await db.schema
    .createTable("knowledge_gaps")
    .addColumn("id", "integer", autoId(db))
    // The redacted question folded (case, accents, spaces) with its language: one row per question.
    .addColumn("question_key", "text", (c) => c.notNull().unique())
    // As asked, with e-mails, phones and names redacted.
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("fr"))
    .addColumn("asked_count", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("first_asked_at", "text", (c) => c.notNull())
    .addColumn("last_asked_at", "text", (c) => c.notNull())
    // The closest entry the search found, and how sure it was (below the threshold).
    .addColumn("closest_entry_id", "integer", (c) => c.references("knowledge_entries.id").onDelete("set null"))
    .addColumn("closest_confidence", fractionType(db), (c) => c.notNull().defaultTo(0))
    // 'open', 'answered' (an entry now answers it) or 'dismissed'.
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("entry_id", "integer", (c) => c.references("knowledge_entries.id").onDelete("set null"))
    .addColumn("resolved_at", "text")
    .execute();
  await db.schema.createIndex("knowledge_gaps_status").on("knowledge_gaps").columns(["status", "last_asked_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("knowledge_gaps").execute();
  await db.schema.dropTable("knowledge_version").execute();
  await db.schema.dropTable("knowledge_entries").execute();
}
