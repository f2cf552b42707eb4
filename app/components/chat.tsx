import type { Lang } from "#app/domain/language.ts";
import { useTranslation } from "#app/components/i18n.tsx";
import { cleanForDisplay } from "#app/domain/chat-display.ts";
import type { ChatMessage, DeliveryIndicator } from "#app/domain/chat-message.ts";


/**
 * Time of day in Quebec, formatted by hand from numeric parts so the server and every browser
 * render the same text (no hydration mismatch from different locale data).
 */
export function timeOfDay(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: "America/Toronto" }).formatToParts(date);
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
      <div className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-slate-900"}`}>
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
    <section aria-label={t("urlBanner.title")} className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="url-banner">
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
