import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import { getAssistantProvider } from "#app/chat/assistant.server.ts";
import { chatDeliveryStatus, chatScreenState, loadChat, payloadPreview, runTurn, startsConversation } from "#app/chat/chat.server.ts";
import {
  ConfirmPanel,
  MessageItem,
  ProgressBar,
  QuickReplies,
  RecapCard,
  TestBanner,
  ThinkingItem,
  UrlBanner,
  WebhookIndicator,
} from "#app/chat/chat.tsx";
import { initialState } from "#app/chat/engine.ts";
import { type ChatMessage, chatMessageError, type ChatScreenState, type DeliveryIndicator, readChatEvents } from "#app/chat/message.ts";
import { greeting } from "#app/chat/phrases.ts";
import { ChatMessageSchema } from "#app/chat/schema.ts";
import { isOperator } from "#app/platform/auth.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { honeypotGuard, readFormData } from "#app/platform/form-guards.server.ts";
import { useHydrated } from "#app/platform/hydrated.ts";
import { getLocale, pageBundles } from "#app/platform/i18n.server.ts";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { localePath } from "#app/platform/language.ts";
import { pageMeta } from "#app/platform/meta.ts";
import { confirmationAdmitter, quotaHeaders, takeQuota } from "#app/platform/quotas.server.ts";
import { sharedPageHeaders } from "#app/platform/security.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { getVisitor, readVisitor, visitorSetCookie } from "#app/platform/visitor.server.ts";
import { GeneralErrorBoundary } from "#app/ui/error-boundary.tsx";
import { HoneypotInput } from "#app/ui/hidden-inputs.tsx";
import { PrivacyNotice } from "#app/ui/privacy-notice.tsx";
import type { Route } from "./+types/chat";
import type { SubmissionResult } from "@conform-to/react";

/**
 * The chat with Sam (SPEC §2, DESIGN §4). A plain GET starts fresh; `?c=<id>` shows a
 * conversation to the cookie that owns it. Without JS the form posts here (PRG); with JS the
 * reply streams from `POST /chat/stream` without a reload.
 */

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang, "chat");
  const visitor = await readVisitor(request);
  const db = getDb();
  const found = await loadChat(db, url.searchParams.get("c"), visitor.id);
  const chat = found && found.language === lang ? found : undefined;
  // The language switch from a conversation with answers asks first (DESIGN §8.8).
  const from = await loadChat(db, url.searchParams.get("from"), visitor.id);
  const switchFrom =
    !chat && from && from.language !== lang && from.history.length && !from.completed ? { id: from.id, lang: from.language } : null;
  const operator = await isOperator(request);
  return data(
    {
      lang,
      i18n: pageBundles(context, "chat"),
      title: t("title"),
      description: t("metaDescription"),
      welcome: greeting(lang),
      conversationId: chat?.id ?? null,
      history: chat?.history ?? [],
      // The test banner, the URL banner and the S20 button are for a signed-in operator only (DESIGN §8.7).
      operator,
      payload: chat && operator ? await payloadPreview(db, chat) : null,
      screen: await chatScreenState(db, chat?.id ?? null, chat?.state ?? initialState(), lang),
      confirmRestart: Boolean(chat && url.searchParams.get("confirm") === "restart"),
      switchFrom,
      webhook: chat?.completed ? await chatDeliveryStatus(db, chat.id, visitor.id) : "none",
      // A new key per load: every GET (and a language switch) restarts the screen's state.
      renderKey: `${chat?.id ?? "new"}-${chat?.history.length ?? 0}-${url.searchParams.get("confirm") ?? ""}-${Date.now()}`,
    },
    {
      headers: {
        // A returning visitor's cookie is renewed (30 days from the last visit); a new visitor gets
        // one only with its first message (the action or the stream), not for reading the page.
        ...(visitor.isNew ? sharedPageHeaders() : { "Set-Cookie": await visitorSetCookie(visitor.id) }),
        "Cache-Control": "private, no-store",
      },
    },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const submission = parseWithZod(formData, { schema: ChatMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const lang = getLocale(context);
  const visitor = await getVisitor(request);
  const conversationId = url.searchParams.get("c") ?? formData.get("c");
  // A new conversation counts against the address's daily quota; past it, the message stays in the box.
  const chat = await loadChat(getDb(), conversationId, visitor.id);
  if (startsConversation(chat, lang)) {
    const quota = await takeQuota("chat", context);
    if (!quota.allowed) {
      return data(
        { result: submission.reply({ formErrors: ["common:quota.body"] }) },
        { status: 429, headers: { ...quotaHeaders(quota), "Cache-Control": "no-store" } },
      );
    }
  }
  const turn = await runTurn({
    db: getDb(),
    provider: getAssistantProvider({ stream: false }),
    owner: visitor.id,
    sessionId: conversationId,
    lang,
    message: submission.value.message,
    admitConfirmation: confirmationAdmitter(context),
    loaded: chat ?? null,
  });
  if (turn.conflict) {
    return data({ result: submission.reply({ formErrors: ["chat:errors.conflict"] }) }, { status: 409 });
  }
  // The fragment opens the page at the chat panel: the new reply and the composer in view without JS.
  return redirect(`${localePath("/chat", lang)}?c=${turn.sessionId}#chat-panel`, {
    headers: { "Set-Cookie": visitor.setCookie },
  });
}

/**
 * With JS the address takes `?c=` from the first reply on (so a reload keeps the conversation);
 * that change alone does not reload the page's data.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    !currentUrl.searchParams.get("c") &&
    nextUrl.searchParams.get("c") &&
    nextUrl.searchParams.size === 1
  )
    return false;
  return defaultShouldRevalidate;
}

export default function Chat({ loaderData, actionData }: Route.ComponentProps) {
  useBundles(loaderData.i18n);
  return <ChatScreen key={loaderData.renderKey} loaderData={loaderData} lastResult={actionData?.result} />;
}

/** Polls the delivery status after completion: sending → success/error, then idle 3 s later (SPEC §4). */
function useWebhookStatus(initial: DeliveryIndicator, conversationId: string | null) {
  const [status, setStatus] = useState<DeliveryIndicator>(initial);
  const [watch, setWatch] = useState<string | null>(null);
  useEffect(() => {
    // A page rendered by the server (after a no-JS post) shows the status it had; with JS it then
    // follows it like a streamed completion, back to idle 3 s after the outcome.
    if (initial === "sending" && conversationId) setWatch(conversationId);
    if (initial !== "success" && initial !== "error") return;
    const timer = setTimeout(() => setStatus("none"), 3000);
    return () => clearTimeout(timer);
  }, [initial, conversationId]);
  useEffect(() => {
    if (!watch) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const tick = async () => {
      tries += 1;
      let next: DeliveryIndicator = "sending";
      try {
        const res = await fetch(`/chat/status?c=${encodeURIComponent(watch)}`, { headers: { accept: "application/json" } });
        if (res.ok) next = ((await res.json()) as { status: DeliveryIndicator }).status;
      } catch {
        // try again below
      }
      if (stopped) return;
      if (next === "success" || next === "error") {
        setStatus(next);
        timer = setTimeout(() => setStatus("none"), 3000);
      } else if (next === "none") {
        // Nothing on its way to a dealer (the request waits for the buyer or an operator).
        setStatus("none");
      } else if (tries < 60) {
        timer = setTimeout(tick, 500);
      } else {
        setStatus("none");
      }
    };
    setStatus("sending");
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watch]);
  return { status, watch: setWatch };
}

function ChatScreen({
  loaderData,
  lastResult,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("chat");
  const lang = loaderData.lang;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<ChatMessage[]>(loaderData.history);
  const [conversationId, setConversationId] = useState<string | null>(loaderData.conversationId);
  const [payload, setPayload] = useState<unknown>(loaderData.payload);
  const [screen, setScreen] = useState<ChatScreenState>(loaderData.screen);
  // A message the server refused (a daily quota) comes back in the box, as it was typed.
  const [input, setInput] = useState(() => {
    const kept = lastResult?.initialValue?.message;
    return typeof kept === "string" ? kept : "";
  });
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [streamStart, setStreamStart] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [hash, setHash] = useState("");
  const webhook = useWebhookStatus(loaderData.webhook, loaderData.conversationId);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setHash(window.location.hash.replace(/^#/, "")), [location.hash]);
  useEffect(() => {
    // Only the message list scrolls: its end (the newest message) and the composer stay in view.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    if (messages.length || streaming) formRef.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length, streaming]);

  async function send(message: string) {
    setError(null);
    setLoading(true);
    setStreaming("");
    setStreamStart(new Date().toISOString());
    setInput("");
    const pending: ChatMessage = { id: "pending", role: "user", content: message, timestamp: new Date().toISOString() };
    setMessages((m) => [...m, pending]);
    try {
      const body = new FormData();
      body.set("message", message);
      if (conversationId) body.set("c", conversationId);
      let res: Response;
      try {
        res = await fetch(`${localePath("/chat", lang)}/stream`, { method: "POST", body });
      } catch {
        throw new Error(t("errors.network"));
      }
      if (!res.ok || !res.body) {
        const problem = (await res.json().catch(() => null)) as { error?: string } | null;
        throw new Error(problem?.error ?? t("errors.generic"));
      }
      let text = "";
      let finished = false;
      for await (const event of readChatEvents(res.body)) {
        if (event.type === "delta") {
          text += event.text;
          setStreaming(text);
        } else if (event.type === "done") {
          finished = true;
          setMessages((m) => [...m.filter((x) => x !== pending), event.user, event.assistant]);
          setConversationId(event.conversationId);
          setPayload(event.payload);
          if (event.screen) setScreen(event.screen);
          if (event.completed) webhook.watch(event.conversationId);
          // The address carries the conversation from the first reply on: a reload keeps it.
          if (new URLSearchParams(window.location.search).get("c") !== event.conversationId) {
            void navigate({ search: `?c=${event.conversationId}` }, { replace: true, preventScrollReset: true });
          }
        } else {
          throw new Error(event.message);
        }
      }
      if (!finished) throw new Error(t("errors.network"));
    } catch (e) {
      setError(e instanceof Error ? e.message : t("errors.generic"));
      setMessages((m) => m.filter((x) => x !== pending));
      setInput(message);
    } finally {
      setStreaming(null);
      setLoading(false);
      inputRef.current?.focus();
    }
  }

  // The server's verdict without JS (conform's reply), or the page's own check with JS.
  const [clientError, setClientError] = useState<string | null>(null);
  const serverError = lastResult?.error ? (Object.values(lastResult.error).flat().find(Boolean) ?? null) : null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const problem = chatMessageError(input);
    setClientError(problem);
    if (!problem) void send(input.trim());
  }

  function onQuickReply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!loading && submitter?.value) void send(submitter.value);
  }

  const operator = loaderData.operator;
  const query = [...new URLSearchParams(location.search)].filter(([k]) => k !== "c" && k !== "confirm" && k !== "from");
  const fieldError = clientError ?? (error ? null : serverError);
  const shownError = error ?? (fieldError ? t(fieldError.replace(/^chat:/, "") as never) : null);
  const showWelcome = messages.length === 0;
  const disabled = hydrated && (loading || input.trim() === "");
  const here = localePath("/chat", lang);
  const done = Boolean(screen.recap);

  if (loaderData.switchFrom) {
    const back = `${localePath("/chat", loaderData.switchFrom.lang)}?c=${loaderData.switchFrom.id}#chat-panel`;
    return (
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4">
        <ConfirmPanel
          title={t("switchConfirm.title")}
          body={t("switchConfirm.body")}
          yes={{ href: here, label: t("switchConfirm.yes") }}
          no={{ href: back, label: t("switchConfirm.no") }}
        />
      </div>
    );
  }

  return (
    <div
      id="chat-panel"
      className="mx-auto flex h-[calc(100dvh-1rem)] max-h-[56rem] min-h-[26rem] max-w-3xl flex-col gap-2 px-3 py-2 sm:px-4"
      data-testid="chat-panel"
    >
      <header className="flex shrink-0 flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-bold text-slate-900 sm:text-2xl">
          <span className="sm:hidden">{t("titleShort")}</span>
          <span className="hidden sm:inline">{t("titleLong")}</span>
        </h1>
        <div className="flex items-center gap-2">
          {messages.length && conversationId ? (
            <Link
              to={`${here}?c=${conversationId}&confirm=restart#chat-panel`}
              className="text-sm text-brand-700 underline"
              data-testid="chat-restart"
            >
              {t("restart")}
            </Link>
          ) : null}
        </div>
      </header>

      {loaderData.confirmRestart && conversationId ? (
        <ConfirmPanel
          title={t("restartConfirm.title")}
          body={t("restartConfirm.body")}
          yes={{ href: here, label: t("restartConfirm.yes") }}
          no={{ href: `${here}?c=${conversationId}#chat-panel`, label: t("restartConfirm.no") }}
        />
      ) : null}

      {operator ? (
        <div className="max-h-40 shrink-0 overflow-y-auto">
          <UrlBanner query={query} hash={hash === "chat-panel" ? "" : hash} />
          <TestBanner payload={payload} />
        </div>
      ) : null}

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t("conversation")}
        aria-busy={loading}
        className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto rounded-xl border border-slate-200 bg-slate-100 p-3 sm:p-4"
        data-testid="chat-log"
      >
        {/* column-reverse: the list opens at its end (the newest message), even without JS. */}
        <div>
          <ol className="flex flex-col gap-4">
            {showWelcome ? (
              <MessageItem
                lang={lang}
                kind="welcome"
                message={{ id: "welcome", role: "assistant", content: loaderData.welcome, timestamp: "" }}
              />
            ) : null}
            {messages.map((m) => (
              <MessageItem key={m.id} lang={lang} message={m} />
            ))}
            {loading && streaming ? (
              <MessageItem
                lang={lang}
                kind="streaming"
                message={{ id: "streaming", role: "assistant", content: streaming, timestamp: streamStart }}
              />
            ) : loading ? (
              <ThinkingItem />
            ) : null}
          </ol>
          {screen.recap ? <RecapCard recap={screen.recap} /> : null}
          {showWelcome && messages.length === 0 ? (
            // The forms are offered as an alternative from the first screen.
            <p className="mt-3 text-sm text-slate-700" data-testid="chat-alternatives">
              {t("alternatives")}{" "}
              <Link to={localePath("/vehicle-step/1", lang)} className="font-medium text-brand-800 underline">
                {t("altWizard")}
              </Link>
              {" · "}
              <Link to={localePath("/vehicle-form", lang)} className="font-medium text-brand-800 underline">
                {t("altForm")}
              </Link>
            </p>
          ) : null}
        </div>
      </div>

      <div className="shrink-0">
        <WebhookIndicator status={webhook.status} />
      </div>

      {shownError ? (
        <p
          role="alert"
          className="shrink-0 rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="chat-error"
          id="chat-error"
        >
          {shownError}
        </p>
      ) : null}

      {!done ? <ProgressBar question={screen.question} total={screen.total} /> : null}

      {!done && screen.quick.length ? (
        <Form
          method="post"
          action={`${here}${conversationId ? `?c=${conversationId}` : ""}`}
          onSubmit={onQuickReply}
          aria-label={t("quickLabel")}
          className="shrink-0"
          data-testid="quick-replies"
        >
          <HoneypotInput idSuffix="quick" />
          {conversationId ? <input type="hidden" name="c" value={conversationId} /> : null}
          <QuickReplies choices={screen.quick} disabled={hydrated && loading} />
        </Form>
      ) : null}

      {screen.wizard && conversationId ? (
        <form method="post" action={`${here}/wizard`} className="shrink-0" data-testid="chat-wizard">
          <input type="hidden" name="c" value={conversationId} />
          <button type="submit" className="text-sm font-semibold text-brand-800 underline">
            {t("toWizard")}
          </button>
        </form>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        id="chat-form"
        onSubmit={onSubmit}
        className="flex shrink-0 gap-2"
        data-busy={loading ? "true" : "false"}
      >
        <HoneypotInput />
        {conversationId ? <input type="hidden" name="c" value={conversationId} /> : null}
        <label htmlFor="chat-input" className="sr-only">
          {t("inputLabel")}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          name="message"
          type="text"
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            setClientError(null);
          }}
          placeholder={t("placeholder")}
          autoComplete="off"
          required
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? "chat-error" : undefined}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={disabled} data-testid="chat-send">
          {loading ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <span className="sr-only">{t("sendingLabel")}</span>
            </>
          ) : null}
          {t("send")}
        </button>
      </Form>
      <PrivacyNotice about="request" className="mt-0 shrink-0 text-xs" />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({
    title: loaderData?.title ?? "Sam",
    description: loaderData?.description,
    pathname: location.pathname,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
