import type { Lang } from "#app/platform/language.ts";
import { normalize } from "#app/platform/text.ts";
import { z } from "#app/platform/zod.ts";
import { findBrand } from "#app/questionnaire/catalogue.ts";
import { findCity } from "#app/questionnaire/cities.ts";

/**
 * A dealership of the directory, as the operator types it (form or CSV row), and its checks.
 * Pure: the form's zod schema and the CSV import both go through `checkDealer`, so a row is
 * accepted by one exactly when it is accepted by the other.
 */

export type DealerLanguage = Lang;

export type DealerInput = {
  name: string;
  brands: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  language: string;
};

export type DealerValues = {
  name: string;
  brands: string[];
  city: string;
  address: string;
  email: string;
  phone: string;
  language: DealerLanguage;
};

/** An i18n key of the `outreach` namespace, with the text that caused it when useful. */
export type DealerProblem = { field: keyof DealerInput; key: string; value?: string };

export type DealerCheck = {
  values?: DealerValues;
  errors: DealerProblem[];
  /** Accepted, but the operator should know (e.g. a city without coordinates is ranked last). */
  warnings: DealerProblem[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s().+-]{10,}$/;

/** Brands as typed ("Toyota; lexus", "Toyota, Lexus", "Toyota|Lexus") → catalogue names, plus the unknown ones. */
export function parseBrands(text: string): { brands: string[]; unknown: string[] } {
  const found: string[] = [];
  const unknown: string[] = [];
  for (const part of text.split(/[;,|/\n]/)) {
    const p = part.trim();
    if (!p) continue;
    const brand = findBrand(p);
    if (!brand) unknown.push(p);
    else if (!found.includes(brand.name)) found.push(brand.name);
  }
  return { brands: found, unknown };
}

/** "fr", "FR", "français", "French", "en", "anglais"… → fr/en; empty → fr; anything else undefined. */
export function parseDealerLanguage(text: string): DealerLanguage | undefined {
  const n = normalize(text);
  if (n === "" || n === "fr" || n === "francais" || n === "french" || n === "fr-ca") return "fr";
  if (n === "en" || n === "anglais" || n === "english" || n === "en-ca") return "en";
  return undefined;
}

/** Validates one dealer; the city keeps its listed spelling when known. */
export function checkDealer(input: DealerInput): DealerCheck {
  const errors: DealerProblem[] = [];
  const warnings: DealerProblem[] = [];
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  const phone = input.phone.trim();
  const address = input.address.trim();
  const cityText = input.city.trim();

  if (!name) errors.push({ field: "name", key: "outreach:dealerErrors.name" });
  else if (name.length > 120) errors.push({ field: "name", key: "outreach:dealerErrors.tooLong" });

  const parsedBrands = parseBrands(input.brands);
  if (parsedBrands.unknown.length > 0) {
    errors.push({ field: "brands", key: "outreach:dealerErrors.unknownBrand", value: parsedBrands.unknown.join(", ") });
  } else if (parsedBrands.brands.length === 0) {
    errors.push({ field: "brands", key: "outreach:dealerErrors.brands" });
  }

  let city = cityText;
  if (!cityText) errors.push({ field: "city", key: "outreach:dealerErrors.city" });
  else if (cityText.length > 80) errors.push({ field: "city", key: "outreach:dealerErrors.tooLong" });
  else {
    const known = findCity(cityText);
    if (known) city = known.name;
    else warnings.push({ field: "city", key: "outreach:dealerWarnings.cityUnknown", value: cityText });
  }

  if (!email) errors.push({ field: "email", key: "outreach:dealerErrors.email" });
  else if (!EMAIL.test(email) || email.length > 200)
    errors.push({ field: "email", key: "outreach:dealerErrors.emailInvalid", value: input.email.trim() });

  if (phone && !PHONE.test(phone)) errors.push({ field: "phone", key: "outreach:dealerErrors.phone", value: phone });
  if (address.length > 200) errors.push({ field: "address", key: "outreach:dealerErrors.tooLong" });

  const language = parseDealerLanguage(input.language);
  if (!language) errors.push({ field: "language", key: "outreach:dealerErrors.language", value: input.language.trim() });

  if (errors.length > 0) return { errors, warnings };
  return {
    errors,
    warnings,
    values: { name, brands: parsedBrands.brands, city, address, email, phone, language: language! },
  };
}

/** The brands column (JSON) read back; bad JSON reads as no brand. */
export function readBrands(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The directory form's schema (add and edit): every rule is `checkDealer`'s, so the form and the
 * CSV import accept exactly the same dealers. Messages are i18n keys of `outreach`.
 */
export const dealerSchema = z
  .object({
    name: z.string().optional(),
    brands: z.string().optional(),
    city: z.string().optional(),
    address: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    language: z.string().optional(),
  })
  .transform((v, ctx) => {
    const check = checkDealer({
      name: v.name ?? "",
      brands: v.brands ?? "",
      city: v.city ?? "",
      address: v.address ?? "",
      email: v.email ?? "",
      phone: v.phone ?? "",
      language: v.language ?? "",
    });
    for (const e of check.errors) ctx.addIssue({ code: "custom", path: [e.field], message: e.key });
    return check.values ?? z.NEVER;
  });
