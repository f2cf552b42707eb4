import type { ChatReply } from "#app/chat/chat-client.ts";
import { CHAT_TEST, checkReply, type TestStep } from "#app/chat/test-script.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * The automated chat test's machinery (SPEC §4), free of React: ready → running → paused →
 * complete. It sends each scripted answer to the real chat, checks Sam's reply, then waits the
 * chosen pace before the next step; a step times out after 15 s (next step after 2 s); a send
 * error moves on after twice the pace; the final webhook goes 1 s after the last step.
 */
/** Why a step failed: the page translates it (SPEC §8: "Response timeout - Sam did not respond within 15 seconds"). */
export type StepError = { kind: "timeout" } | { kind: "send"; message: string | null };

/** One debug log line, translated by the page: `autoTest.log.<key>` with `values`. */
export type LogLine = { at: string; key: LogKey; values: Record<string, string | number> };
export type LogKey =
  | "started"
  | "sending"
  | "ok"
  | "missing"
  | "timeout"
  | "sendFailed"
  | "allDone"
  | "finalSending"
  | "finalQueued"
  | "finalFailed"
  | "paused"
  | "resumed";

export type StepResult = {
  index: number;
  question: string;
  answer: string;
  expectedKeywords: readonly string[];
  reply: string;
  success: boolean;
  matched: string[];
  error: StepError | null;
  durationMs: number;
};

export type FinalWebhook = { state: "sending" } | { state: "queued"; deliveryId: string } | { state: "failed"; error: string | null };

export type ChatTestState = {
  status: "ready" | "running" | "paused" | "complete";
  lang: Lang;
  paceMs: number;
  /** Index of the next step to send (= steps done). */
  step: number;
  total: number;
  waiting: boolean;
  label: string | null;
  conversationId: string | null;
  results: StepResult[];
  history: Array<{ role: "user" | "assistant"; content: string; at: string }>;
  log: LogLine[];
  final: FinalWebhook | null;
};

export type ChatTestDeps = {
  send: (lang: Lang, conversationId: string | null, text: string, signal: AbortSignal) => Promise<ChatReply>;
  finalWebhook: (args: { lang: Lang; conversationId: string | null; label: string }) => Promise<{ deliveryId: string }>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export function initialChatTestState(lang: Lang, paceMs: number, total: number): ChatTestState {
  return {
    status: "ready",
    lang,
    paceMs,
    step: 0,
    total,
    waiting: false,
    label: null,
    conversationId: null,
    results: [],
    history: [],
    log: [],
    final: null,
  };
}

export function createChatTestRunner(options: {
  scripts: Readonly<Record<Lang, readonly TestStep[]>>;
  lang: Lang;
  paceMs: number;
  deps: ChatTestDeps;
  onChange: (state: ChatTestState) => void;
}) {
  const { scripts, deps, onChange } = options;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let state = initialChatTestState(options.lang, options.paceMs, scripts[options.lang].length);
  let next: unknown = null; // the scheduled step (or final webhook)
  let run = 0; // bumps on reset: late answers of an old run are ignored
  let inFlight: AbortController | null = null;

  const emit = (patch: Partial<ChatTestState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const clock = () => new Date(now()).toISOString().slice(11, 19);
  const log = (key: LogKey, values: LogLine["values"] = {}) =>
    emit({ log: [...state.log, { at: clock(), key, values }].slice(-CHAT_TEST.debugLogLines) });
  const schedule = (fn: () => void, ms: number) => {
    if (next !== null) clearTimer(next);
    next = setTimer(() => {
      next = null;
      fn();
    }, ms);
  };
  const steps = () => scripts[state.lang];

  function record(result: Omit<StepResult, "index" | "question" | "answer" | "expectedKeywords">) {
    const step = steps()[state.step];
    const entry: StepResult = {
      index: state.step,
      question: step.question,
      answer: step.answer,
      expectedKeywords: step.expectedKeywords,
      ...result,
    };
    emit({ results: [...state.results, entry], step: state.step + 1, waiting: false });
  }

  function continueAfter(ms: number) {
    if (state.status !== "running") return;
    if (state.step >= state.total) {
      log("allDone", { total: state.total, seconds: CHAT_TEST.finalWebhookDelayMs / 1000 });
      schedule(sendFinalWebhook, CHAT_TEST.finalWebhookDelayMs);
    } else schedule(runStep, ms);
  }

  function runStep() {
    if (state.status !== "running" || state.waiting || state.step >= state.total) return;
    const myRun = run;
    const step = steps()[state.step];
    const started = now();
    const controller = new AbortController();
    inFlight = controller;
    let settled = false;
    emit({ waiting: true, history: [...state.history, { role: "user", content: step.answer, at: new Date(started).toISOString() }] });
    log("sending", { step: state.step + 1, total: state.total, answer: step.answer });
    const timeout = setTimer(() => {
      if (settled || myRun !== run) return;
      settled = true;
      controller.abort();
      log("timeout", { step: state.step + 1, seconds: CHAT_TEST.stepTimeoutMs / 1000 });
      record({ reply: "", success: false, matched: [], error: { kind: "timeout" }, durationMs: now() - started });
      continueAfter(CHAT_TEST.afterTimeoutDelayMs);
    }, CHAT_TEST.stepTimeoutMs);
    deps.send(state.lang, state.conversationId, step.answer, controller.signal).then(
      (answer) => {
        if (settled || myRun !== run) return;
        settled = true;
        clearTimer(timeout);
        const check = checkReply(answer.reply, step.expectedKeywords);
        emit({
          conversationId: answer.conversationId,
          history: [...state.history, { role: "assistant", content: answer.reply, at: new Date(now()).toISOString() }],
        });
        if (check.success) log("ok", { step: state.step + 1, keywords: check.matched.join(", ") });
        else log("missing", { step: state.step + 1, keywords: step.expectedKeywords.join(", ") });
        record({ reply: answer.reply, success: check.success, matched: check.matched, error: null, durationMs: now() - started });
        continueAfter(state.paceMs);
      },
      (error: unknown) => {
        if (settled || myRun !== run) return;
        settled = true;
        clearTimer(timeout);
        const message = error instanceof Error && error.message ? error.message : null;
        log("sendFailed", { step: state.step + 1, message: message ?? "?" });
        record({ reply: "", success: false, matched: [], error: { kind: "send", message }, durationMs: now() - started });
        continueAfter(state.paceMs * 2);
      },
    );
  }

  async function sendFinalWebhook() {
    if (state.status !== "running") return;
    const myRun = run;
    emit({ final: { state: "sending" } });
    log("finalSending");
    try {
      const { deliveryId } = await deps.finalWebhook({ lang: state.lang, conversationId: state.conversationId, label: state.label! });
      if (myRun !== run) return;
      log("finalQueued", { id: deliveryId });
      emit({ final: { state: "queued", deliveryId }, status: "complete" });
    } catch (error) {
      if (myRun !== run) return;
      const message = error instanceof Error && error.message ? error.message : null;
      log("finalFailed", { message: message ?? "?" });
      emit({ final: { state: "failed", error: message }, status: "complete" });
    }
  }

  return {
    get state() {
      return state;
    },
    start() {
      if (state.status === "running") return;
      if (state.status === "paused") {
        emit({ status: "running" });
        log("resumed");
        // A reply still on its way schedules the next step itself.
        if (!state.waiting) continueAfter(state.paceMs);
        return;
      }
      run++;
      const label = `${CHAT_TEST.conversationPrefix}_${now()}`;
      state = initialChatTestState(state.lang, state.paceMs, steps().length);
      emit({ status: "running", label });
      log("started", { label, lang: state.lang, seconds: state.paceMs / 1000 });
      schedule(runStep, CHAT_TEST.firstMessageDelayMs);
    },
    pause() {
      if (state.status !== "running") return;
      if (next !== null) clearTimer(next);
      next = null;
      emit({ status: "paused" });
      log("paused");
    },
    reset() {
      run++;
      if (next !== null) clearTimer(next);
      next = null;
      inFlight?.abort();
      inFlight = null;
      state = initialChatTestState(state.lang, state.paceMs, steps().length);
      onChange(state);
    },
    /** Language and pace can change while ready or complete (language) and any time (pace). */
    configure(patch: { lang?: Lang; paceMs?: number }) {
      if (patch.lang && patch.lang !== state.lang && (state.status === "ready" || state.status === "complete")) {
        state = initialChatTestState(patch.lang, state.paceMs, scripts[patch.lang].length);
        onChange(state);
      }
      if (patch.paceMs) emit({ paceMs: patch.paceMs });
    },
  };
}

export type ChatTestRunner = ReturnType<typeof createChatTestRunner>;
