import { up as applySeedRevision } from "./0126_knowledge_seed_revision.ts";
import type { Kysely } from "kysely";

// Frozen once landed: add a new numbered file instead of editing this one.
// Decision 065: the reviewed file (app/chat/knowledge/seed.ts) gained general phrasings for the
// topics buyers ask about most in their own words (how soon offers arrive, whether a request
// commits them, which dealerships are written to, what their details are used for, a quote they
// already have, more dealerships for a lower price, a down payment, the interview's length,
// credit, what Sam does). Applied with the same rules as 0126, 0127, 0129 and 0131, by 0126's own
// function: new slugs inserted, a seeded entry no operator has edited takes the file's text, an
// entry an operator edited, retired or wrote is left alone, the version moves so every instance
// rebuilds its index.

export async function up(db: Kysely<any>): Promise<void> {
  await applySeedRevision(db);
}

export async function down(): Promise<void> {
  // The earlier text is not kept: nothing to undo.
}
