import { afterEntries } from "#app/chat/knowledge/seed-after.ts";
import { moneyEntries } from "#app/chat/knowledge/seed-money.ts";
import { serviceEntries } from "#app/chat/knowledge/seed-service.ts";
import { vehicleEntries } from "#app/chat/knowledge/seed-vehicle.ts";

/**
 * The knowledge base Sam answers questions back from (DESIGN §7, decision 054): the reviewed
 * entries that migration 0124 puts in the database. The operator adds, edits and retires entries
 * from /admin/questions; this file is where the team's reviewed wording lives.
 *
 * Rules for an entry (checked by app/chat/knowledge/seed.test.ts):
 * - French first, in natural Quebec French; the English side says the same thing.
 * - `questions`: the question as buyers ask it, in several phrasings (they are what the search
 *   matches, with the answer and the tags); `answer`: two or three sentences a buyer can act on.
 * - A fact that changes (an amount, a program) carries `checked` (the day the team last checked
 *   it) and the answer says where to verify it. No advice: general information, and who decides.
 * - `link`: an official page or one of ours, in the side's language.
 */
export type KnowledgeSide = { readonly questions: readonly string[]; readonly answer: string; readonly link?: string };

export type SeedEntry = {
  /** Stable name: what an operator's link, the gaps page and the citations refer to. */
  readonly slug: string;
  readonly tags: readonly string[];
  /** ISO date: when the changing facts of this answer were last checked. */
  readonly checked?: string;
  readonly fr: KnowledgeSide;
  readonly en: KnowledgeSide;
};

export const seedEntries: readonly SeedEntry[] = [...serviceEntries, ...moneyEntries, ...vehicleEntries, ...afterEntries];
