import { normalizeNorthAmericanPhone } from "#app/platform/phone.ts";
import { hasControlCharacters } from "#app/platform/safe-text.ts";
import { z } from "#app/platform/zod.ts";
import { estimatedValues, normalizeQuebecPostalCode, propertyTypes, timeframes } from "#app/requests/property.ts";

// The property evaluation form's schema, in its own module: the route's action parses with it,
// and the page loads it after hydration to validate as the buyer types (decision 027).

const required = "common:form.required";
const tooLong = "common:form.tooLong";
const invalidChoice = "common:form.invalidChoice";
const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** A single-line answer: no line break or other control character. */
const line = (max: number) => text(max).refine((v) => !hasControlCharacters(v), { message: "common:safeText.control" });
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: invalidChoice })
    .optional()
    .transform((v) => v ?? "");

/** SPEC §3/§5: the contact and property sections; required fields are the ones marked *. */
export const PropertySchema = z.object({
  firstName: line(80),
  lastName: line(80),
  email: z.string({ error: required }).trim().max(254, tooLong).pipe(z.email("common:form.invalidEmail")),
  phone: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(30, "common:form.invalidPhone")
    .transform((value, ctx) => {
      const phone = normalizeNorthAmericanPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: "common:form.invalidPhone" });
      return z.NEVER;
    }),
  address: line(200),
  city: line(100),
  postalCode: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(12, "property:errors.postalCode")
    .transform((value, ctx) => {
      const code = normalizeQuebecPostalCode(value);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: "property:errors.postalCode" });
      return z.NEVER;
    }),
  propertyType: z.enum(propertyTypes, { error: (issue) => (issue.input === undefined ? required : invalidChoice) }),
  estimatedValue: optionalChoice(estimatedValues),
  timeframe: optionalChoice(timeframes),
  additionalInfo: z
    .string()
    .trim()
    .max(3000, tooLong)
    .optional()
    .transform((v) => v ?? ""),
});
