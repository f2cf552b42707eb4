import { useNavigation } from "react-router";
import { type FormConstraint, useLiveForm } from "#app/platform/live-form.tsx";
import type { WebhookLogEntry } from "#app/platform/webhook-types.ts";
import type { z } from "#app/platform/zod.ts";
import { useTransientStatus } from "#app/ui/submit-status.tsx";
import { useWebhookLog } from "#app/ui/webhook-log.tsx";
import type { SubmissionResult } from "@conform-to/react";

// Kept apart from submit-status.tsx so that pages without a validated form (the chat) do not load it.

type StoredFormAnswer = {
  outcome: "invalid" | "limited" | "failed" | "sent";
  result: SubmissionResult<string[]>;
  log: WebhookLogEntry | null;
};

/**
 * The state of a public form whose action is storeFormAction: the form and its fields (validated
 * while typing, with the schema loaded after hydration: decision 027), whether it is being sent,
 * and which status to show. `sent` is the `?sent=1` of the post/redirect/get without JavaScript.
 */
export function useStoredForm<Schema extends z.ZodObject>(
  id: string,
  {
    constraint,
    schema,
    actionData,
    sent,
  }: { constraint: FormConstraint; schema: () => Promise<Schema>; actionData: StoredFormAnswer | undefined; sent: boolean },
) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useLiveForm<z.input<Schema>>({
    id,
    lastResult: actionData?.result,
    constraint,
    schema,
    // Errors clear while typing, not on blur: a blur that removed an error would shift the submit
    // button under the pointer and swallow the click.
    shouldRevalidate: "onInput",
  });
  const succeeded = sent || actionData?.outcome === "sent";
  const showSuccess = useTransientStatus(succeeded && !sending, actionData ?? sent);
  useWebhookLog(actionData?.outcome === "sent" ? actionData.log : null);
  const failed = actionData?.outcome === "failed" && !sending;
  // Past the address's daily quota (429): nothing stored, the answers kept, tomorrow works.
  const limited = actionData?.outcome === "limited" && !sending;
  const invalid = Object.keys(form.allErrors).length > 0 && !failed && !limited && !sending;
  // How many answers still need the buyer (guidance, not a failure).
  const missing = invalid ? Object.keys(form.allErrors).length : 0;
  return { form, fields, sending, showSuccess, failed, limited, invalid, missing };
}
