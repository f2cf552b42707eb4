import type { Lang } from "#app/platform/language.ts";
import { translate } from "#app/platform/texts.ts";
import { typesetFrench } from "#app/platform/typography.ts";

/**
 * Two of Sam's phrases other modules name (the words are in words.assistant.{fr,en}.ts, read with
 * `translate` like every other text, decision 036).
 */

/** The spec's sick-leave message (SPEC §8), shown when a provider fails. */
export function sickLeaveMessage(lang: Lang): string {
  // Shown as every French reply is: typeset (decision 049); the words themselves stay verbatim.
  return lang === "fr" ? typesetFrench(translate(lang, "assistant", "sickLeave")) : translate(lang, "assistant", "sickLeave");
}

/** The welcome that asks for the brand (shown while the history is empty); French typeset as the replies are (decision 049). */
export function greeting(lang: Lang): string {
  return lang === "fr" ? typesetFrench(translate(lang, "assistant", "greeting")) : translate(lang, "assistant", "greeting");
}
