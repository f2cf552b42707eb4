import { type Kysely, sql } from "kysely";
import { seedEntries } from "#app/chat/knowledge/seed.ts";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 054: the knowledge base starts with the team's reviewed entries
// (app/chat/knowledge/seed.ts). An entry whose slug is already there is left as it is. A later
// revision of the reviewed file lands with a new migration that updates the seeded entries no
// operator has edited (source 'seed', operator_edited_at null) and bumps knowledge_version.

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const e of seedEntries) {
    await db
      .insertInto("knowledge_entries")
      .values({
        slug: e.slug,
        questions_fr: JSON.stringify(e.fr.questions),
        questions_en: JSON.stringify(e.en.questions),
        answer_fr: e.fr.answer,
        answer_en: e.en.answer,
        link_fr: e.fr.link ?? "",
        link_en: e.en.link ?? "",
        tags: JSON.stringify(e.tags),
        checked_on: e.checked ?? null,
        source: "seed",
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
  }
  await db
    .updateTable("knowledge_version")
    .set({ version: sql`version + 1`, changed_at: Date.now() })
    .where("id", "=", 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("knowledge_entries").where("source", "=", "seed").where("operator_edited_at", "is", null).execute();
}
