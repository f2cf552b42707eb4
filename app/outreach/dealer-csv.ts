import { parse } from "csv-parse/sync";
import { checkDealer, type DealerCheck, type DealerInput, type DealerProblem, type DealerValues } from "#app/outreach/dealers.ts";
import { normalize, own } from "#app/platform/text.ts";
import { readPlace } from "#app/questionnaire/gazetteer.ts";

/**
 * CSV import of the dealer directory: parse, map the header (French or English), check each row
 * the way the form does, and say what would happen — before anything is written. Pure.
 */

export const MAX_IMPORT_ROWS = 2000;

/** The largest CSV text read (2,000 long rows fit; server.ts allows the route's bodies up to 4 MB). */
export const MAX_IMPORT_CHARS = 3_000_000;

/**
 * A CSV file's bytes as text: UTF-8 (with or without BOM) when the bytes are valid UTF-8,
 * otherwise Windows-1252 (what French Excel saves as "CSV (separator: semicolon)").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * RFC 4180: quoted fields with "" escapes and line breaks; comma or semicolon separated (the
 * first line says which); a byte-order mark dropped; rows of any length; blank lines are not rows.
 */
export function parseCsv(text: string, delimiter?: "," | ";"): string[][] {
  const rows: string[][] = parse(text, {
    bom: true,
    delimiter: delimiter ?? detectDelimiter(text.replace(/^\uFEFF/, "")),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

/** The separator of the first line: semicolon (French spreadsheets) when it has more of them than commas. */
export function detectDelimiter(text: string): "," | ";" {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

const headerAliases: Record<string, keyof DealerInput> = {
  name: "name",
  nom: "name",
  dealer: "name",
  concessionnaire: "name",
  brands: "brands",
  brand: "brands",
  marques: "brands",
  marque: "brands",
  city: "city",
  ville: "city",
  address: "address",
  adresse: "address",
  email: "email",
  "e-mail": "email",
  courriel: "email",
  phone: "phone",
  telephone: "phone",
  tel: "phone",
  language: "language",
  langue: "language",
};

const requiredColumns: ReadonlyArray<keyof DealerInput> = ["name", "brands", "city", "email"];

export type ImportRow = {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  input: DealerInput;
  action: "new" | "update" | "error";
  values?: DealerValues;
  errors: DealerProblem[];
  warnings: DealerProblem[];
};

export type ImportPlan = {
  /** Problems that stop the whole file (i18n keys of `outreach`, with a value when useful). */
  fileErrors: Array<{ key: string; value?: string }>;
  rows: ImportRow[];
  counts: { new: number; update: number; error: number };
};

/**
 * What importing `text` would do, given the e-mails already in the directory (lower case):
 * a known e-mail updates that dealer (its active and opted-out state are kept), a new one adds
 * one, a bad row is reported with its errors and skipped.
 */
export function planImport(text: string, existingEmails: ReadonlySet<string>): ImportPlan {
  const plan: ImportPlan = { fileErrors: [], rows: [], counts: { new: 0, update: 0, error: 0 } };
  const table = parseCsv(text);
  if (table.length === 0) {
    plan.fileErrors.push({ key: "outreach:import.errors.empty" });
    return plan;
  }
  const header = table[0].map((h) => own(headerAliases, normalize(h).replace(/[\s_]+/g, "")));
  const missing = requiredColumns.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    plan.fileErrors.push({ key: "outreach:import.errors.missingColumns", value: missing.join(", ") });
    return plan;
  }
  const body = table.slice(1);
  if (body.length === 0) {
    plan.fileErrors.push({ key: "outreach:import.errors.noRows" });
    return plan;
  }
  if (body.length > MAX_IMPORT_ROWS) {
    plan.fileErrors.push({ key: "outreach:import.errors.tooMany", value: String(MAX_IMPORT_ROWS) });
    return plan;
  }
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const input: DealerInput = { name: "", brands: "", city: "", address: "", email: "", phone: "", language: "" };
    header.forEach((column, i) => {
      if (column && input[column] === "") input[column] = (cells[i] ?? "").trim();
    });
    const line = index + 2;
    const check = placeDealerCity(checkDealer(input));
    const errors = [...check.errors];
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== "")) {
      errors.push({ field: "name", key: "outreach:import.errors.extraCells" });
    }
    const email = check.values?.email;
    if (email) {
      const first = seen.get(email);
      if (first !== undefined) errors.push({ field: "email", key: "outreach:import.errors.duplicate", value: String(first) });
      else seen.set(email, line);
    }
    const action: ImportRow["action"] = errors.length > 0 ? "error" : existingEmails.has(email!) ? "update" : "new";
    plan.counts[action]++;
    plan.rows.push({ line, input, action, values: errors.length > 0 ? undefined : check.values, errors, warnings: check.warnings });
  });
  return plan;
}

/**
 * A city outside the forms' 48 is read through the gazetteer (decision 056), which the matching
 * uses too. Known for sure, it is no warning: another spelling of a municipality ("st-lazare") is
 * stored as its name, a neighbourhood ("Chomedey") as typed, which places the dealer more precisely.
 * A guess ("shawinigen") is stored as the municipality with a warning naming it; only a place the
 * gazetteer does not know keeps the "unknown" warning.
 */
function placeDealerCity(check: DealerCheck): DealerCheck {
  const warned = check.warnings.find((w) => w.key === "outreach:dealerWarnings.cityUnknown");
  const place = warned && readPlace(warned.value ?? "");
  if (!place) return check;
  const others = check.warnings.filter((w) => w !== warned);
  if (place.confidence === "unsure")
    return {
      ...check,
      warnings: [...others, { field: "city", key: "outreach:dealerWarnings.cityRead", value: place.place }],
      values: check.values && { ...check.values, city: place.place },
    };
  return { ...check, warnings: others, values: check.values && (place.via ? check.values : { ...check.values, city: place.place }) };
}
