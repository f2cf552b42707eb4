import { up as applySeedRevision } from "./0126_knowledge_seed_revision.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 060: the reviewed file (app/chat/knowledge/seed.ts) has about twice the phrasings per
// entry, written from how buyers ask, and the retrieval's confidence rules changed with them.
// Applied with the same rules as 0126 and 0127, by 0126's own function (it reads the file as it is
// when it runs): new slugs inserted, a seeded entry no operator has edited takes the file's text,
// an entry an operator edited, retired or wrote is left alone, the version moves so every instance
// rebuilds its index.

export async function up(db: Kysely<any>): Promise<void> {
  await applySeedRevision(db);
}

export async function down(): Promise<void> {
  // The earlier text is not kept: nothing to undo.
}
