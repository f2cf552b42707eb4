import { hasControlCharacters, unsafeTextErrors, unsafeTextReason } from "#app/platform/safe-text.ts";
import { z } from "#app/platform/zod.ts";
import { findBrand } from "#app/questionnaire/catalogue.ts";
import { OTHER_CITY } from "#app/questionnaire/cities.ts";
import { isUndeliverableEmail } from "#app/questionnaire/email-rule.ts";
import { questionOf } from "#app/questionnaire/registry.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import {
  CONDITIONS,
  CONTACT_METHODS,
  errors,
  hasEmailAndPhone,
  isValidDealerships,
  isValidEmail,
  isValidPhone,
  PRIVACY_OPTIONS,
  splitForRecord,
  STEP_FIELDS,
  type StepField,
} from "#app/questionnaire/vehicle.ts";

/**
 * The vehicle request's zod schemas (SPEC §3 + §5): the rule of each answer, the complete request
 * and each step's form. Apart from vehicle.ts so that a page's first load carries no zod: the
 * actions parse with these, and the pages load them after hydration (decision 027).
 */

const MAX_TEXT = 200;

/** Free text that may reach an e-mail: no link, e-mail address or control character. */
const safeFreeText = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const reason = unsafeTextReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: unsafeTextErrors[reason] });
  });

const text = (required: string) =>
  safeFreeText(z.string({ error: required }).trim().min(1, { error: required }).max(MAX_TEXT, { error: errors.tooLong }));

export const nameSchema = safeFreeText(
  z.string({ error: errors.name }).trim().min(2, { error: errors.name }).max(MAX_TEXT, { error: errors.tooLong }),
);
export const emailSchema = z
  .string({ error: errors.email })
  .trim()
  .max(MAX_TEXT, { error: errors.tooLong })
  .refine(isValidEmail, { error: errors.email, abort: true })
  // An address the app will not write to is refused now, not dropped later (decision 044).
  .refine((v) => !isUndeliverableEmail(v), { error: errors.emailUndeliverable });
export const phoneSchema = z
  .string({ error: errors.phone })
  .trim()
  .refine((v) => !hasControlCharacters(v), { error: errors.phone, abort: true })
  .max(40, { error: errors.phone })
  .refine(isValidPhone, { error: errors.phone });

/** The rule of each answer, as stored (all text, French canonical values). */
export const fieldSchemas = {
  brand: text(errors.brand).refine((v) => Boolean(findBrand(v)), { error: errors.brand }),
  condition: z.enum(CONDITIONS, { error: errors.choice }),
  model: text(errors.custom),
  trim: text(errors.custom),
  dealerships: z.string({ error: errors.dealerships }).trim().refine(isValidDealerships, { error: errors.dealerships }),
  contact: z.enum(CONTACT_METHODS, { error: errors.choice }),
  name: nameSchema,
  emailPhone: z
    .string({ error: errors.emailPhone })
    .max(2 * MAX_TEXT, { error: errors.tooLong })
    .refine(hasEmailAndPhone, { error: errors.emailPhone, abort: true })
    .refine((v) => isValidEmail(splitForRecord(v).email), { error: errors.email, abort: true })
    .refine((v) => !isUndeliverableEmail(splitForRecord(v).email), { error: errors.emailUndeliverable, abort: true })
    .refine((v) => isValidPhone(splitForRecord(v).phone), { error: errors.phone }),
  city: text(errors.custom),
  privacy: z.enum(PRIVACY_OPTIONS, { error: errors.choice }),
} satisfies Record<StepField, z.ZodType<string>>;

/** THE vehicleData schema (SPEC §3 + §5): a complete, valid request. */
export const vehicleDataSchema = z.object(fieldSchemas);

/**
 * The schema of one step's form. Steps post `value` (a choice button or a typed entry); the
 * e-mail/phone step posts `email` and `phone`. When the step already has an answer, a step
 * whose typed entry is not pre-filled (a choice, a custom model/trim/city) may be posted empty:
 * the answer is kept ("Suivant"); an emptied dealership count clears its answer (SPEC §5).
 */
export function stepFormSchema(field: StepField, opts: { hasAnswer?: boolean } = {}) {
  if (field === "emailPhone") return z.object({ email: emailSchema, phone: phoneSchema });
  const schema = fieldSchemas[field];
  const kind = questionOf(field).kind;
  if (kind === "city") {
    // The single form's 'Autre' opens a field for the real city: that is the answer.
    return z.object({ value: opts.hasAnswer ? schema.optional() : schema, other: z.string().optional() }).superRefine((v, ctx) => {
      if (v.value !== OTHER_CITY) return;
      const typed = fieldSchemas.city.safeParse(v.other ?? "");
      if (!typed.success || typed.data === OTHER_CITY)
        ctx.addIssue({ code: "custom", path: ["other"], message: typed.error?.issues[0]?.message ?? errors.custom });
    });
  }
  // A typed answer that is shown pre-filled (name, count) is what the field holds; others keep theirs.
  const keepable = opts.hasAnswer && kind !== "text" && kind !== "contactPair";
  return z.object({ value: keepable ? schema.optional() : schema });
}

/** The steps (1-based) whose answer is missing or invalid. */
export function invalidSteps(answers: Partial<VehicleData>): number[] {
  return STEP_FIELDS.flatMap((field, i) => (fieldSchemas[field].safeParse(answers[field] ?? "").success ? [] : [i + 1]));
}
