import { up as applySeedRevision } from "./0126_knowledge_seed_revision.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decisions 062 and 063: the reviewed file (app/chat/knowledge/seed.ts) gained entries for what the
// topics buyers ask about name and no entry answered (certified pre-owned, a warranty's transfer,
// a budget's taxes, charging without a home charger…). Applied with the same rules as 0126, 0127
// and 0129, by 0126's own function: new slugs inserted, a seeded entry no operator has edited takes
// the file's text, an entry an operator edited, retired or wrote is left alone, the version moves
// so every instance rebuilds its index.

export async function up(db: Kysely<any>): Promise<void> {
  await applySeedRevision(db);
}

export async function down(): Promise<void> {
  // The earlier text is not kept: nothing to undo.
}
