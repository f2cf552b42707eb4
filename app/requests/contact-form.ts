import { normalizeNorthAmericanPhone } from "#app/platform/phone.ts";
import { hasControlCharacters } from "#app/platform/safe-text.ts";
import { z } from "#app/platform/zod.ts";

// The contact form's schema, in its own module: the route's action parses with it, and the page
// loads it after hydration to validate as the buyer types (decision 027).

const required = "common:form.required";
const tooLong = "common:form.tooLong";
const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** A single-line answer: no line break or other control character. */
const line = (max: number) => text(max).refine((v) => !hasControlCharacters(v), { message: "common:safeText.control" });

/** SPEC §2/§5: name, email, subject and message required; email an address; phone optional (10 digits). */
export const ContactSchema = z.object({
  name: line(120),
  email: z.string({ error: required }).trim().max(254, tooLong).pipe(z.email("common:form.invalidEmail")),
  phone: z
    .string()
    .trim()
    .max(30, "common:form.invalidPhone")
    .optional()
    .transform((value, ctx) => {
      if (!value) return "";
      const phone = normalizeNorthAmericanPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: "common:form.invalidPhone" });
      return z.NEVER;
    }),
  subject: line(200),
  message: text(5000),
});
