import { type Lang, localeOf } from "#app/platform/language.ts";

/** Cuts a text to `max` characters (whole code points), adding "…" when something was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join("").trimEnd()}…`;
}

const QUEBEC_TIME_ZONE = "America/Toronto";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: string | number): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A stored timestamp (ISO text or epoch ms) as a Quebec date and time, fr-CA or en-CA.
 * The time zone is fixed so that the server and the browser render the same text.
 */
export function formatDateTime(value: string | number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (!date) return String(value);
  return formatter(localeOf(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: QUEBEC_TIME_ZONE,
  }).format(date);
}

/** "2025-01-15 07:34" in Quebec time: a text spreadsheets read as a date. */
export function formatSpreadsheetDate(value: string | number): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = Object.fromEntries(
    formatter("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: QUEBEC_TIME_ZONE,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Pretty JSON of a stored JSON text; the text itself when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A list page's position from `?page=` (1-based; anything odd is page 1) and the page count. */
export function pageWindow(rawPage: string | null, total: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const asked = rawPage && /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = Math.min(Math.max(1, asked), pages);
  return { page, pages, offset: (page - 1) * pageSize, pageSize };
}
