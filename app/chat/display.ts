/**
 * Small pure helpers shared by the server and the chat screen (kept free of the catalogue so the
 * browser bundle stays small): display cleaning (SPEC §2), the completion trigger and history cap
 * (SPEC §4), and the onboarding-complete marker.
 */

/** The line that ends Sam's summary block. */
export const SUMMARY_SEPARATOR = "----------------------------------------";

/** Starts the hidden part of the final reply: the buyer-profile JSON follows it (SPEC §4). */
export const ONBOARDING_MARKER = "ONBOARDING_COMPLETE";

const SEPARATOR_LINE = /^\s*[-─━—–_=]{3,}\s*$/;
const CHECK_LINE = /^\s*(✅|✔|☑|✓)/u;
const HEADING_LINE =
  /^\s*(📋|#+\s|\**\s*(question\s*\d+\s*\/\s*\d+|récapitulatif|recapitulatif|résumé|resume|summary)\b)|question\s*\d+\s*\/\s*\d+/iu;

function cutMarker(text: string, partial: boolean): string {
  const at = text.indexOf(ONBOARDING_MARKER);
  if (at >= 0) return text.slice(0, at);
  if (partial) {
    // A marker still arriving ("ONBOAR" at the end of a line start) is not shown either.
    for (let len = Math.min(ONBOARDING_MARKER.length - 1, text.length); len > 0; len--) {
      const tail = text.slice(text.length - len);
      if (ONBOARDING_MARKER.startsWith(tail) && (text.length === len || text[text.length - len - 1] === "\n")) {
        return text.slice(0, text.length - len);
      }
    }
  }
  return text;
}

function removeSummaryBlocks(lines: string[], partial: boolean): string[] {
  const out = [...lines];
  for (;;) {
    const sep = out.findIndex((l) => SEPARATOR_LINE.test(l));
    if (sep < 0) break;
    let start = sep;
    while (start > 0) {
      const line = out[start - 1];
      if (CHECK_LINE.test(line) || line.trim() === "") {
        start -= 1;
        continue;
      }
      if (HEADING_LINE.test(line)) start -= 1;
      break;
    }
    out.splice(start, sep - start + 1);
  }
  if (partial) {
    // The block is still arriving: hide it from its heading on.
    const heading = out.findIndex((l) => HEADING_LINE.test(l));
    if (heading >= 0) out.splice(heading);
  }
  return out;
}

/**
 * Assistant text as the chat shows it (SPEC §2): the summary block ending with a dashed separator
 * is removed, lines starting with a check mark are removed, runs of blank lines collapse, and the
 * onboarding-complete marker with its JSON is never shown. `partial` is for text still streaming.
 */
export function cleanForDisplay(text: string, options: { partial?: boolean } = {}): string {
  const partial = options.partial ?? false;
  const visible = cutMarker(text.replace(/\r\n?/g, "\n"), partial);
  const lines = removeSummaryBlocks(visible.split("\n"), partial).filter((l) => !CHECK_LINE.test(l));
  return lines
    .join("\n")
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, "\n\n")
    .trim();
}

function loose(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** SPEC §4 completion trigger: the rocket AND "Parfait ! Je mets la pression" or "Perfect! I'm putting pressure". */
export function isCompletionMessage(text: string): boolean {
  if (!text.includes("🚀")) return false;
  const t = loose(text);
  return t.includes("parfait ! je mets la pression") || t.includes("perfect! i'm putting pressure");
}

/** SPEC §4 history cap: above `max` entries only the first and the last `keepLast` stay. */
export function capHistory<T>(history: readonly T[], max = 50, keepLast = 8): T[] {
  if (history.length <= max) return [...history];
  return [history[0], ...history.slice(-keepLast)];
}

/**
 * Splits a reply at the onboarding-complete marker: the visible text before it and the profile
 * JSON after it (undefined when absent or unreadable). A reply that starts with the marker has
 * nothing visible.
 */
export function splitOnboarding(text: string): { visible: string; profile?: unknown } {
  const at = text.indexOf(ONBOARDING_MARKER);
  if (at < 0) return { visible: text };
  const visible = text.slice(0, at).trimEnd();
  const rest = text.slice(at + ONBOARDING_MARKER.length);
  const open = rest.indexOf("{");
  const close = rest.lastIndexOf("}");
  if (open < 0 || close < open) return { visible };
  try {
    return { visible, profile: JSON.parse(rest.slice(open, close + 1)) };
  } catch {
    return { visible };
  }
}
