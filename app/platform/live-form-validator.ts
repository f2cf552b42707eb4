import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "#app/platform/zod.ts";

/**
 * The validation that `useLiveForm` loads after hydration (its own chunk, with zod and conform's
 * parser): the very parse the server action runs, so the buyer sees the server's messages (i18n
 * keys, translated by the fields). Returns the errors by field name, none when valid.
 */
export function validate(schema: z.ZodType, formData: FormData): Record<string, string[]> {
  const submission = parseWithZod(formData, { schema });
  const errors: Record<string, string[]> = {};
  if (submission.status === "success") return errors;
  for (const [name, list] of Object.entries(submission.error ?? {})) if (list?.length) errors[name] = list;
  return errors;
}
