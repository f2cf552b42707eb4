import type { QuoteLines } from "#app/outreach/outreach-email.ts";
import type { VehicleDetails } from "#app/outreach/outreach.ts";
import {
  CONDITIONS,
  DRIVETRAINS,
  isDealershipCount,
  PAYMENTS,
  POWERTRAINS,
  type TitleKey,
  type VehicleKey,
  vehicleKeys,
} from "#app/questionnaire/registry.ts";

/**
 * The buyer corrects, line by line, the request dealers will read (decision 055), on their
 * private page before any dealer is contacted. Pure: what each line may hold and how a correction
 * changes the request. The words are the quote request's own (outreach-email.ts `quoteRequestLines`).
 */

/** What a request says to dealers, as the buyer_requests row keeps it. */
export type RequestWording = { vehicle: VehicleDetails; city: string; firstName: string; privacy: "A" | "B"; wanted: number };

/** A line the buyer can correct: the intro's first name, each line of the request, the privacy paragraph. */
export type CorrectableLine = "firstName" | "vehicle" | Exclude<VehicleKey, TitleKey> | "city" | "dealerships" | "privacy";

const VEHICLE_LINES = vehicleKeys.filter((k): k is Exclude<VehicleKey, TitleKey> => k !== "brand" && k !== "model" && k !== "trim");
export const correctableLines: readonly CorrectableLine[] = ["firstName", "vehicle", ...VEHICLE_LINES, "city", "dealerships", "privacy"];

export function isCorrectableLine(value: unknown): value is CorrectableLine {
  return typeof value === "string" && (correctableLines as readonly string[]).includes(value);
}

/** The closed lines and their choices (canonical French values, shown translated). */
const CHOICES: Partial<Record<CorrectableLine, readonly string[]>> = {
  condition: CONDITIONS,
  powertrain: POWERTRAINS,
  drivetrain: DRIVETRAINS,
  payment: PAYMENTS,
  tradeIn: ["Oui", "Non"],
  privacy: ["A", "B"],
};

export function lineChoices(line: CorrectableLine): readonly string[] | undefined {
  return CHOICES[line];
}

/** The fields a line's correction form posts (the vehicle line: its make, model and trim). */
export function lineFields(line: CorrectableLine): readonly string[] {
  return line === "vehicle" ? ["brand", "model", "trim"] : ["value"];
}

/** The current value(s) of a line, as its form shows them. */
export function lineValues(w: RequestWording, line: CorrectableLine): Record<string, string> {
  if (line === "vehicle") return { brand: w.vehicle.brand ?? "", model: w.vehicle.model ?? "", trim: w.vehicle.trim ?? "" };
  if (line === "firstName") return { value: w.firstName };
  if (line === "city") return { value: w.city };
  if (line === "dealerships") return { value: String(w.wanted) };
  if (line === "privacy") return { value: w.privacy };
  return { value: w.vehicle[line] ?? "" };
}

/** Free text a dealer reads: no links, no markup, no control characters (DESIGN §8.10). */
const REFUSED = /https?:|www\.|[<>\u0000-\u001f\u007f]/i;

export type CorrectionError = "required" | "tooLong" | "refused" | "choice" | "dealerships";

/** A line's correction form: its fields, current (or just posted) values, and the choices of a closed line. */
export type PreviewEditing = {
  line: CorrectableLine;
  fields: Array<{ name: string; value: string; options?: Array<{ value: string; label: string }> }>;
  error?: { field: string; error: CorrectionError };
};

/** What dealers will read, before any is contacted (decision 055): the quote request's own words. */
export type RequestPreview = QuoteLines & { digest: string; reviewed: boolean; reviewedAt: string | null; editing: PreviewEditing | null };

function text(raw: string | undefined, max: number, required: boolean): { value: string } | { error: CorrectionError } {
  const value = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!value) return required ? { error: "required" } : { value: "" };
  if (value.length > max) return { error: "tooLong" };
  if (REFUSED.test(value)) return { error: "refused" };
  return { value };
}

/**
 * The request after correcting one line with the posted values; a refused value gives the
 * field's error (an i18n key of `dealers:correct.errors`) and changes nothing.
 */
export function applyCorrection(
  w: RequestWording,
  line: CorrectableLine,
  posted: Readonly<Record<string, string | undefined>>,
): { ok: true; wording: RequestWording } | { ok: false; field: string; error: CorrectionError } {
  const next: RequestWording = { ...w, vehicle: { ...w.vehicle } };
  if (line === "vehicle") {
    for (const [field, max, required] of [
      ["brand", 40, true],
      ["model", 60, true],
      ["trim", 60, false],
    ] as const) {
      const r = text(posted[field], max, required);
      if ("error" in r) return { ok: false, field, error: r.error };
      if (r.value) next.vehicle[field] = r.value;
      else delete next.vehicle[field];
    }
    return { ok: true, wording: next };
  }
  const raw = posted.value;
  const choices = CHOICES[line];
  if (choices) {
    const value = (raw ?? "").trim();
    // An optional answer may be taken out ("—"); the privacy choice may not.
    if (!value && line !== "privacy" && line !== "condition") {
      delete next.vehicle[line as Exclude<VehicleKey, TitleKey>];
      return { ok: true, wording: next };
    }
    if (!choices.includes(value)) return { ok: false, field: "value", error: "choice" };
    if (line === "privacy") next.privacy = value as "A" | "B";
    else next.vehicle[line as Exclude<VehicleKey, TitleKey>] = value;
    return { ok: true, wording: next };
  }
  if (line === "dealerships") {
    const n = Number((raw ?? "").trim());
    if (!/^\d{1,3}$/.test((raw ?? "").trim()) || !isDealershipCount(n)) return { ok: false, field: "value", error: "dealerships" };
    next.wanted = n;
    return { ok: true, wording: next };
  }
  if (line === "privacy") return { ok: false, field: "value", error: "choice" };
  const r = text(raw, line === "firstName" ? 40 : line === "city" ? 80 : 200, line === "city");
  if ("error" in r) return { ok: false, field: "value", error: r.error };
  if (line === "firstName") next.firstName = r.value.split(" ")[0] ?? "";
  else if (line === "city") next.city = r.value;
  else if (r.value) next.vehicle[line] = r.value;
  else delete next.vehicle[line];
  return { ok: true, wording: next };
}
