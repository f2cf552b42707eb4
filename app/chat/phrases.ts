import type { Lang } from "#app/platform/language.ts";
import { translate } from "#app/platform/texts.ts";

/**
 * Two of Sam's phrases other modules name (the words are in words.assistant.{fr,en}.ts, read with
 * `translate` like every other text, decision 036).
 */

/** The spec's sick-leave message (SPEC §8), shown when a provider fails. */
export function sickLeaveMessage(lang: Lang): string {
  return translate(lang, "assistant", "sickLeave");
}

/** The welcome that asks for the brand (shown while the history is empty; the first-turn greeting). */
export function greeting(lang: Lang): string {
  return translate(lang, "assistant", "greeting");
}
