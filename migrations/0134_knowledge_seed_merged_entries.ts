import { up as applySeedRevision } from "./0126_knowledge_seed_revision.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 080: entries that answered the same question were merged in the reviewed file
// (app/chat/knowledge/seed.ts): each pair below keeps one entry, which took the other's phrasings
// and an answer that says both. First the file is applied with 0126's own function (the rules of
// 0127–0132: new slugs inserted, a seeded entry no operator has edited takes the file's text, the
// version moves). Then each merged entry is retired, as the operator retires one (the row stays:
// its page, the gaps and the citations that name it still open), and the gaps it answered or came
// closest to now name the entry it went into, so linking them keeps answering. An entry an
// operator edited, retired or wrote is left alone.
export const MERGED: ReadonlyArray<readonly [from: string, into: string]> = [
  ["vehicle-ev-cold-charging", "vehicle-ev-cold"],
  ["service-pause-request", "privacy-stop"],
  ["money-financing-no-credit", "money-financing-credit"],
  ["money-ev-home-charger-subsidy", "vehicle-ev-home-charging"],
];

export async function up(db: Kysely<any>): Promise<void> {
  await applySeedRevision(db);
  const now = new Date().toISOString();
  for (const [from, into] of MERGED) {
    const gone = await db
      .selectFrom("knowledge_entries")
      .select("id")
      .where("slug", "=", from)
      .where("source", "=", "seed")
      .where("operator_edited_at", "is", null)
      .where("retired_at", "is", null)
      .executeTakeFirst();
    const kept = await db
      .selectFrom("knowledge_entries")
      .select("id")
      .where("slug", "=", into)
      .where("retired_at", "is", null)
      .executeTakeFirst();
    if (!gone || !kept) continue;
    await db.updateTable("knowledge_entries").set({ retired_at: now, updated_at: now }).where("id", "=", gone.id).execute();
    await db.updateTable("knowledge_gaps").set({ entry_id: kept.id }).where("entry_id", "=", gone.id).execute();
    await db.updateTable("knowledge_gaps").set({ closest_entry_id: kept.id }).where("closest_entry_id", "=", gone.id).execute();
  }
}

export async function down(): Promise<void> {
  // The merged entries' earlier text is not kept: nothing to undo.
}
