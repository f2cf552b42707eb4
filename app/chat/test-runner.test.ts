import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatReply } from "#app/chat/chat-client.ts";
import { type ChatTestState, createChatTestRunner } from "#app/chat/test-runner.ts";
import { CHAT_TEST, type TestStep } from "#app/chat/test-script.ts";

// The chat endpoint is replaced by a scripted stand-in here (the real chat is exercised by the
// e2e test); what is checked is the runner's timing and bookkeeping, under fake timers.
const steps: TestStep[] = [
  { question: "Q1", answer: "A1", expectedKeywords: ["two"] },
  { question: "Q2", answer: "A2", expectedKeywords: ["three"] },
  { question: "Q3", answer: "A3", expectedKeywords: ["end"] },
];
const scripts = { fr: steps, en: steps };

type Pending = { text: string; resolve: (r: ChatReply) => void; reject: (e: unknown) => void; signal: AbortSignal };

function setup(paceMs = 1_000) {
  const sent: Pending[] = [];
  const finals: string[] = [];
  let state!: ChatTestState;
  const runner = createChatTestRunner({
    scripts,
    lang: "fr",
    paceMs,
    deps: {
      send: (_lang, _id, text, signal) => new Promise((resolve, reject) => sent.push({ text, resolve, reject, signal })),
      finalWebhook: async ({ label }) => {
        finals.push(label);
        return { deliveryId: "msg_final" };
      },
    },
    onChange: (s) => (state = s),
  });
  return {
    runner,
    sent,
    finals,
    get state() {
      return state;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("chat test runner", () => {
  it("sends the first message after 1 s, each next one a pace after the reply, the final webhook 1 s after the last", async () => {
    const t = setup(2_000);
    t.runner.start();
    expect(t.state.status).toBe("running");
    expect(t.state.label).toMatch(/^automated_test_\d+$/);
    await vi.advanceTimersByTimeAsync(CHAT_TEST.firstMessageDelayMs - 1);
    expect(t.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent.map((s) => s.text)).toEqual(["A1"]);
    t.sent[0].resolve({ conversationId: "chat_1", reply: "question two", completed: false });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(t.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent).toHaveLength(2);
    t.sent[1].resolve({ conversationId: "chat_1", reply: "nothing expected", completed: false });
    await vi.advanceTimersByTimeAsync(2_000);
    t.sent[2].resolve({ conversationId: "chat_1", reply: "the END", completed: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(t.finals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.finals).toEqual([t.state.label]);
    expect(t.state.status).toBe("complete");
    expect(t.state.final).toEqual({ state: "queued", deliveryId: "msg_final" });
    expect(t.state.results.map((r) => r.success)).toEqual([true, false, true]);
    expect(t.state.results[0].matched).toEqual(["two"]);
    expect(t.state.conversationId).toBe("chat_1");
    expect(t.state.history.map((h) => h.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
  });

  it("times a step out after 15 s, records the spec's message and tries the next step 2 s later", async () => {
    const t = setup(5_000);
    t.runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(CHAT_TEST.stepTimeoutMs);
    expect(t.sent[0].signal.aborted).toBe(true);
    expect(t.state.results[0]).toMatchObject({ success: false, error: { kind: "timeout" } });
    expect(t.state.log.at(-1)).toMatchObject({ key: "timeout", values: { step: 1, seconds: 15 } });
    // A late answer to the timed-out step changes nothing.
    t.sent[0].resolve({ conversationId: "chat_1", reply: "two", completed: false });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(t.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent).toHaveLength(2);
    expect(t.state.results).toHaveLength(1);
  });

  it("after a send error, records it and tries the next step after twice the pace", async () => {
    const t = setup(3_000);
    t.runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    t.sent[0].reject(new Error("HTTP 500: Internal Server Error"));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(t.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent).toHaveLength(2);
    expect(t.state.results[0]).toMatchObject({ success: false, error: { kind: "send", message: "HTTP 500: Internal Server Error" } });
    t.sent[1].reject("not an Error");
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state.results[1].error).toEqual({ kind: "send", message: null });
  });

  it("pauses between steps and resumes where it stopped; reset forgets everything", async () => {
    const t = setup(1_000);
    t.runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    t.runner.pause();
    t.sent[0].resolve({ conversationId: "chat_1", reply: "two", completed: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.state.status).toBe("paused");
    expect(t.sent).toHaveLength(1);
    expect(t.state.step).toBe(1);
    t.runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.sent).toHaveLength(2);
    t.runner.reset();
    expect(t.sent[1].signal.aborted).toBe(true);
    t.sent[1].resolve({ conversationId: "chat_1", reply: "three", completed: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.state).toMatchObject({ status: "ready", step: 0, results: [], history: [], log: [], final: null, label: null });
  });

  it("keeps only the last 11 lines of its debug log", async () => {
    const t = setup(1_000);
    t.runner.start();
    // 14 lines in all: start, pause/resume twice, 3 × (sent, checked), done, final sending, final queued.
    for (let i = 0; i < 2; i++) {
      t.runner.pause();
      t.runner.start();
    }
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(1_000);
      t.sent[i].resolve({ conversationId: "c", reply: "two three end", completed: false });
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.state.log.length).toBe(CHAT_TEST.debugLogLines);
    expect(t.state.log.at(-1)).toMatchObject({ key: "finalQueued", values: { id: "msg_final" } });
    expect(t.state.log.slice(0, 2).map((l) => l.key)).toEqual(["paused", "resumed"]);
  });
});
