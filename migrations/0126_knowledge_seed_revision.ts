import { type Kysely, sql } from "kysely";
import { seedEntries } from "#app/chat/knowledge/seed.ts";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 054: the reviewed file (app/chat/knowledge/seed.ts) was revised after 0124 ran on some
// databases (six entries added, phrasings added from the tuning corpus, two answers reworded).
// New slugs are inserted; a seeded entry no operator has edited takes the file's text; an entry an
// operator edited, retired or wrote is left alone. The version moves, so every instance rebuilds.

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const e of seedEntries) {
    const text = {
      questions_fr: JSON.stringify(e.fr.questions),
      questions_en: JSON.stringify(e.en.questions),
      answer_fr: e.fr.answer,
      answer_en: e.en.answer,
      link_fr: e.fr.link ?? "",
      link_en: e.en.link ?? "",
      tags: JSON.stringify(e.tags),
      checked_on: e.checked ?? null,
    };
    await db
      .insertInto("knowledge_entries")
      .values({ slug: e.slug, ...text, source: "seed", created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    await db
      .updateTable("knowledge_entries")
      .set({ ...text, updated_at: now })
      .where("slug", "=", e.slug)
      .where("source", "=", "seed")
      .where("operator_edited_at", "is", null)
      .execute();
  }
  await db
    .updateTable("knowledge_version")
    .set({ version: sql`version + 1`, changed_at: Date.now() })
    .where("id", "=", 1)
    .execute();
}

export async function down(): Promise<void> {
  // The earlier text is not kept: nothing to undo.
}
