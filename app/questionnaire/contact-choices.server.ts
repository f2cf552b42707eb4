import { smsEnabled } from "#app/platform/sms.server.ts";
import type { StepField } from "#app/questionnaire/registry.ts";

/**
 * Decision 046: without a configured SMS sender no form offers SMS — the contact step's choices
 * are e-mail only, so no page promises what cannot be sent.
 */
export function offeredOptions(field: StepField | null | undefined, options: string[]): string[] {
  if (field !== "contact" || smsEnabled()) return options;
  return options.filter((o) => o === "Courriel");
}
