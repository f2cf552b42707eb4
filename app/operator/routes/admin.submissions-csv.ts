import { allSubmissions } from "#app/operator/admin-queries.server.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { toCsv } from "#app/platform/csv.ts";
import { getDb } from "#app/platform/db.server.ts";
import { formatSpreadsheetDate } from "#app/ui/admin-format.ts";
import type { Route } from "./+types/admin.submissions-csv";

/** Every vehicle request as CSV (UTF-8 with BOM, so spreadsheets show accents), headers in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const t = operatorT(context);
  const rows = await allSubmissions(getDb());
  const header = [
    t("submissions.csv.date"),
    t("submissions.csv.name"),
    t("submissions.csv.email"),
    t("submissions.csv.phone"),
    t("submissions.csv.brand"),
    t("submissions.csv.model"),
    t("submissions.csv.trim"),
    t("submissions.csv.condition"),
    t("submissions.csv.contactMethod"),
    t("submissions.csv.city"),
    t("submissions.csv.dealerships"),
    t("submissions.csv.privacy"),
    t("submissions.csv.reference"),
    t("submissions.csv.formType"),
    t("submissions.csv.language"),
  ];
  const body = toCsv(
    header,
    rows.map((r) => [
      formatSpreadsheetDate(r.created_at),
      r.name,
      r.email,
      r.phone,
      r.brand,
      r.model,
      r.trim,
      r.condition,
      r.contact_method,
      r.city,
      r.dealerships,
      r.privacy_level,
      r.request_ref,
      r.form_type,
      r.language,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("submissions.filename")}-${day}.csv"`,
    },
  });
}
