import { describe, expect, it } from "vitest";
import { cleanForDisplay, isCompletionMessage } from "#app/chat/display.ts";
import { converse, initialState } from "#app/chat/engine.ts";
import { chatTestScripts, checkReply } from "#app/chat/test-script.ts";

// The automated chat test's script, played against the real built-in interviewer: every step's
// reply carries an expected keyword, and the 11th reply completes the interview.
for (const lang of ["fr", "en"] as const) {
  describe(`automated chat test script (${lang})`, () => {
    it("has 11 steps, each reply green, ending with the completion message", () => {
      const steps = chatTestScripts[lang];
      expect(steps).toHaveLength(11);
      let state = initialState();
      steps.forEach((step, i) => {
        const turn = converse(state, step.answer, lang);
        state = turn.state;
        const visible = cleanForDisplay(turn.reply);
        const check = checkReply(visible, step.expectedKeywords);
        expect(check.success, `step ${i + 1} "${step.answer}" → ${visible}`).toBe(true);
        expect(isCompletionMessage(visible), `step ${i + 1}`).toBe(i === steps.length - 1);
      });
    });
  });
}

describe("checkReply", () => {
  it("ignores case and accents, and lists what matched", () => {
    expect(checkReply("Avez-vous un véhicule à ÉCHANGER ?", ["echanger", "budget"])).toEqual({ success: true, matched: ["echanger"] });
    expect(checkReply("Quelle couleur ?", ["traction"])).toEqual({ success: false, matched: [] });
  });
});
