import { cleanForDisplay } from "#app/chat/display.ts";
import type { ChatMessage, ChatRecap, DeliveryIndicator } from "#app/chat/message.ts";
import { useTranslation } from "#app/platform/i18n.tsx";
import type { Lang } from "#app/platform/language.ts";

/**
 * Time of day in Quebec, formatted by hand from numeric parts so the server and every browser
 * render the same text (no hydration mismatch from different locale data).
 */
export function timeOfDay(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
    timeZone: "America/Toronto",
  }).formatToParts(date);
  const hour = parts.find((p) => p.type === "hour")?.value ?? "0";
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  return lang === "fr" ? `${Number(hour)} h ${minute}` : `${Number(hour)}:${minute}`;
}

function Avatar({ role }: { role: ChatMessage["role"] }) {
  return role === "assistant" ? (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
      S
    </span>
  ) : (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-300 text-slate-800">
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
      </svg>
    </span>
  );
}

/** One message: avatar, speaker (You/Vous or Sam), time of day, text (assistant text cleaned, SPEC §2). */
export function MessageItem({
  message,
  lang,
  kind = "message",
}: {
  message: ChatMessage;
  lang: Lang;
  /** "welcome" (not part of the history) and "streaming" (still arriving) are shown like messages. */
  kind?: "message" | "welcome" | "streaming";
}) {
  const partial = kind === "streaming";
  const { t } = useTranslation();
  const { t: tc } = useTranslation("chat");
  const mine = message.role === "user";
  const text = mine ? message.content : cleanForDisplay(message.content, { partial });
  return (
    <li className={`flex gap-3 ${mine ? "flex-row-reverse" : ""}`} data-role={message.role} data-kind={kind} data-testid="chat-message">
      <Avatar role={message.role} />
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-slate-900"}`}
      >
        <p className={`text-xs ${mine ? "text-brand-100" : "text-slate-600"}`}>
          <span className="font-semibold">{mine ? tc("you") : t("assistantName")}</span>
          {message.timestamp ? (
            <>
              {" · "}
              <time dateTime={message.timestamp}>{timeOfDay(message.timestamp, lang)}</time>
            </>
          ) : null}
        </p>
        <div className="mt-1 break-words whitespace-pre-line" data-testid="chat-text">
          {text}
        </div>
      </div>
    </li>
  );
}

export function ThinkingItem() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("chat");
  return (
    <li className="flex gap-3" data-testid="chat-thinking">
      <Avatar role="assistant" />
      <div className="rounded-2xl border border-slate-200 bg-white px-4 py-2 text-slate-700 shadow-sm">
        <p className="text-xs font-semibold text-slate-600">{t("assistantName")}</p>
        <p className="mt-1 italic">{tc("thinking")}</p>
      </div>
    </li>
  );
}

/** SPEC §2/§4 webhook status indicator: visible whenever not idle. */
export function WebhookIndicator({ status }: { status: DeliveryIndicator }) {
  const { t } = useTranslation("chat");
  return (
    <div role="status" aria-live="polite" data-testid="webhook-status" data-status={status}>
      {status === "sending" ? (
        <p className="flex items-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <span className="spinner" aria-hidden="true" />
          {t("webhook.sending")}
        </p>
      ) : status === "success" ? (
        <p className="flex items-center gap-2 rounded-lg border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          <span aria-hidden="true">✓</span>
          {t("webhook.success")}
        </p>
      ) : status === "error" ? (
        <p className="flex items-center gap-2 rounded-lg border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span aria-hidden="true">⚠</span>
          {t("webhook.error")}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC §2: the URL's query parameters (the chat's own `c` aside) and hash, if any. */
export function UrlBanner({ query, hash }: { query: Array<[string, string]>; hash: string }) {
  const { t } = useTranslation("chat");
  if (!query.length && !hash) return null;
  return (
    <section
      aria-label={t("urlBanner.title")}
      className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950"
      data-testid="url-banner"
    >
      <p className="font-semibold">{t("urlBanner.title")}</p>
      {query.length ? (
        <p>
          {t("urlBanner.query")} :{" "}
          {query.map(([k, v], i) => (
            <code key={`${k}-${i}`} className="mr-2 break-all">
              {k}={v}
            </code>
          ))}
        </p>
      ) : null}
      {hash ? (
        <p>
          {t("urlBanner.hash")} : <code className="break-all">{hash}</code>
        </p>
      ) : null}
    </section>
  );
}

/** SPEC §2 green test banner: the JSON the webhook will carry. */
export function TestBanner({ payload }: { payload: unknown }) {
  const { t } = useTranslation("chat");
  if (!payload) return null;
  return (
    <details className="rounded-lg border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-950" data-testid="test-banner">
      <summary className="cursor-pointer font-semibold">{t("testBanner.title")}</summary>
      <pre className="mt-2 max-h-80 overflow-auto text-xs break-all whitespace-pre-wrap">{JSON.stringify(payload, null, 2)}</pre>
    </details>
  );
}

/** "Question n/17" above the composer. */
export function ProgressBar({ question, total }: { question: number; total: number }) {
  const { t } = useTranslation("chat");
  const label = t("progress", { n: question, total });
  return (
    <div className="flex shrink-0 items-center gap-2 text-xs text-slate-700" data-testid="chat-progress">
      <div
        role="progressbar"
        aria-valuenow={question}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-label={label}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${Math.round((question / total) * 100)}%` }}
        />
      </div>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** The asked question's choices as real submit buttons (they post without JS). */
export function QuickReplies({ choices, disabled }: { choices: ReadonlyArray<{ label: string; value: string }>; disabled: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <button
          key={c.value}
          type="submit"
          name="message"
          value={c.value}
          disabled={disabled}
          className="rounded-full border border-brand-700 bg-white px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
          data-testid="quick-reply"
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

/** A question before a step that loses answers (restart, language switch); plain links, so it works without JS. */
export function ConfirmPanel({
  title,
  body,
  yes,
  no,
}: {
  title: string;
  body: string;
  yes: { href: string; label: string };
  no: { href: string; label: string };
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      className="shrink-0 rounded-xl border border-amber-400 bg-amber-50 p-3 text-slate-900"
      data-testid="chat-confirm"
    >
      <h2 id="confirm-title" className="font-bold">
        {title}
      </h2>
      <p id="confirm-body" className="mt-1 text-sm">
        {body}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={yes.href} className="btn-primary" data-testid="confirm-yes">
          {yes.label}
        </a>
        <a href={no.href} className="btn-secondary" data-testid="confirm-no">
          {no.label}
        </a>
      </div>
    </section>
  );
}

/** The completion card: reference, vehicle, city, dealerships, and the private page (or what to do first). */
export function RecapCard({ recap }: { recap: ChatRecap }) {
  const { t } = useTranslation("chat");
  return (
    <section
      aria-labelledby="recap-title"
      className={`mt-4 rounded-xl border bg-white p-3 text-slate-900 shadow-sm ${recap.state === "active" ? "border-green-700" : "border-amber-500"}`}
      data-testid="chat-recap"
      data-state={recap.state ?? undefined}
    >
      <h2 id="recap-title" className="font-bold text-slate-900" data-testid="recap-title">
        {recap.status?.title ?? t("recap.title")}
      </h2>
      {recap.status ? (
        <div className="mt-1 text-sm" data-testid="recap-status" data-status={recap.status.key}>
          <p>{recap.status.body}</p>
          {recap.status.notes.map((n) => (
            <p key={n} className="mt-1">
              {n}
            </p>
          ))}
        </div>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {recap.ref ? (
          <>
            <dt className="text-slate-600">{t("recap.ref")}</dt>
            <dd className="font-mono font-semibold" data-testid="recap-ref">
              {recap.ref}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t("recap.vehicle")}</dt>
        <dd>{recap.vehicle}</dd>
        <dt className="text-slate-600">{t("recap.city")}</dt>
        <dd>{recap.city}</dd>
        <dt className="text-slate-600">{t("recap.dealerships")}</dt>
        <dd>{recap.dealerships}</dd>
      </dl>
      {recap.path ? (
        <div className="mt-2 text-sm">
          <p className="text-slate-700">{t("recap.offersIntro")}</p>
          <a href={recap.path} className="font-semibold text-brand-800 underline" data-testid="offers-link">
            {t("recap.offersLink")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
