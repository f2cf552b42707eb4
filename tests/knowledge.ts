import type { KnowledgeLookup } from "#app/chat/engine.ts";
import { type KnowledgeEntry, KnowledgeIndex, lookupIn } from "#app/chat/knowledge/search.ts";
import { seedEntries } from "#app/chat/knowledge/seed.ts";

/** The reviewed entries as the database holds them after migration 0124 (ids in seed order). */
export function seedKnowledgeEntries(): KnowledgeEntry[] {
  return seedEntries.map((e, i) => ({
    id: i + 1,
    slug: e.slug,
    tags: e.tags,
    checkedOn: e.checked ?? null,
    fr: { questions: e.fr.questions, answer: e.fr.answer, link: e.fr.link ?? "" },
    en: { questions: e.en.questions, answer: e.en.answer, link: e.en.link ?? "" },
  }));
}

let lookup: KnowledgeLookup | undefined;

/** The seeded knowledge base as the engine's lookup, for tests of the pure engine (no database). */
export function seedLookup(): KnowledgeLookup {
  lookup ??= lookupIn(new KnowledgeIndex(seedKnowledgeEntries()));
  return lookup;
}
