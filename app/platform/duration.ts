/**
 * A configured window (OFFER_WINDOW_MINUTES, NEGOTIATION_WINDOW_MINUTES, WIDEN_AFTER_MINUTES) as
 * words, so that no page or e-mail writes "24 heures" whatever the window is. Pure; the words are
 * `duration` in app/ui/words.{fr,en}.ts.
 *
 *   durationText(1440, words.fr.duration) → "24 heures";  durationText(90, …) → "90 minutes";  durationText(7 * 1440, …) → "7 jours"
 */

export type DurationWords = Readonly<Record<`${"minute" | "hour" | "day"}_${"one" | "other"}`, string>>;

export function durationText(minutes: number, words: DurationWords): string {
  const m = Math.max(1, Math.round(minutes));
  const [count, unit] =
    m % 60 !== 0 ? [m, "minute" as const] : m / 60 <= 72 || m % 1440 !== 0 ? [m / 60, "hour" as const] : [m / 1440, "day" as const];
  return words[`${unit}_${count === 1 ? "one" : "other"}`].replace("{{count}}", String(count));
}
