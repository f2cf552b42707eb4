import { describe, expect, it } from "vitest";
import { cleanForDisplay, isCompletionMessage } from "#app/chat/display.ts";
import { converse, initialState, type InterviewState, profileOf } from "#app/chat/engine.ts";
import { seedLookup } from "#tests/knowledge.ts";
import { type Buyer, buyers } from "../corpus/chat-buyers.ts";

/**
 * The corpus names what each question back is about with the topics Sam answered before the
 * knowledge base (decision 054); these are the entries that answer each one.
 */
const TOPIC_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  cost: ["service-cost", "service-who-pays"],
  delay: ["service-delay"],
  dealers: ["dealers-which", "dealers-how-negotiate"],
  count: ["dealers-count", "dealers-more-better"],
  visit: ["service-visit"],
  privacy: ["privacy-options", "privacy-calls", "privacy-sell-data", "privacy-what-dealers-see"],
  stop: ["privacy-stop"],
  who: ["sam-ai"],
  powertrains: ["vehicle-powertrains"],
  drivetrains: ["vehicle-drivetrains"],
  payments: ["money-lease-vs-finance", "money-cash", "money-financing-basics", "money-lease-basics"],
  trim: ["vehicle-trim"],
  warranty: ["money-extended-warranty", "vehicle-warranty-new", "vehicle-warranty-used"],
  how: ["service-what", "service-steps"],
};

/** Plays a buyer through the built-in interviewer, turn by turn, checking every promise on the way. */
export function playBuyer(buyer: Buyer) {
  let state: InterviewState = initialState();
  const replies: string[] = [];
  buyer.turns.forEach((message, i) => {
    const before = state;
    const r = converse(state, message, buyer.lang, seedLookup());
    state = r.state;
    replies.push(r.reply);
    const visible = cleanForDisplay(r.reply);
    if (buyer.questions?.includes(i)) {
      // A question back (or a call for help) is answered and never stored as an answer; the pending question comes back.
      expect(state.answers, `${buyer.id} turn ${i} "${message}" stored something`).toEqual(before.answers);
      expect(
        // Answered from the knowledge base, or honestly "not known yet" (the team has it), or helped.
        state.notes.some((n) => n.kind === "answer" || n.kind === "unknown-question" || n.kind === "help"),
        `${buyer.id} turn ${i} "${message}" not answered`,
      ).toBe(true);
      expect(state.asked, `${buyer.id} turn ${i}`).toBe(before.asked ?? "brand");
      const topic = buyer.topics?.[i];
      if (topic) {
        const answered = state.notes.flatMap((n) => (n.kind === "answer" ? [n.slug] : []));
        expect(
          answered.some((slug) => TOPIC_ENTRIES[topic]?.includes(slug)),
          `${buyer.id} turn ${i} "${message}": answered ${answered.join(", ") || "nothing"}, not ${topic}`,
        ).toBe(true);
      }
    } else if (i < buyer.turns.length - 1) {
      expect(
        state.notes.filter((n) => n.kind === "not-understood" || n.kind === "required").length === 0 ||
          buyer.offers?.some((o) => o >= i - 1),
        `${buyer.id} turn ${i} "${message}" not understood; asked ${state.asked}: ${visible}`,
      ).toBe(true);
    }
    if (buyer.offers?.includes(i))
      expect(
        state.notes.some((n) => n.kind === "offer"),
        `${buyer.id} turn ${i}: choices offered`,
      ).toBe(true);
    if (buyer.after?.[i]) expect(state.asked, `${buyer.id} after turn ${i}: ${visible}`).toBe(buyer.after[i]);
    if (buyer.lang === "en")
      expect(visible, `${buyer.id} turn ${i}: French in English`).not.toMatch(/(^|[^\p{L}])(et|Neuf|Usagé|Oui|Non|Courriel)([^\p{L}]|$)/u);
  });
  return { state, replies };
}

describe("the corpus: buyers as they really write, through the engine", () => {
  it("holds at least 40 buyers in both languages", () => {
    expect(buyers.length).toBeGreaterThanOrEqual(40);
    expect(buyers.filter((b) => b.lang === "en").length).toBeGreaterThanOrEqual(12);
  });

  for (const buyer of buyers) {
    it(`${buyer.id}: completes with every field right`, () => {
      const { state, replies } = playBuyer(buyer);
      expect(state.done, `${buyer.id} did not complete; still asks ${state.asked}: ${cleanForDisplay(replies.at(-1)!)}`).toBe(true);
      expect(isCompletionMessage(cleanForDisplay(replies.at(-1)!))).toBe(true);
      const profile = profileOf(state) as Record<string, string | undefined>;
      for (const [field, want] of Object.entries(buyer.expect)) {
        if (want instanceof RegExp) expect(profile[field], `${buyer.id} ${field}`).toMatch(want);
        else expect(profile[field], `${buyer.id} ${field}`).toBe(want);
      }
      for (const field of buyer.absent ?? []) expect(profile[field], `${buyer.id} ${field} should be empty`).toBeUndefined();
      // No question back ever lands in a field.
      for (const i of buyer.questions ?? []) expect(Object.values(profile)).not.toContain(buyer.turns[i]);
    });
  }
});
