import type { Route } from "./+types/admin.privacy-export";
import { getDb } from "#app/server/db.server.ts";
import { readFormData } from "#app/server/form-guards.server.ts";
import { exportByEmail, isPlausibleEmail, jsonDownload } from "#app/server/privacy.server.ts";

/** Law 25 (issue 16): an operator exports a person's data (the address is posted, never in the URL; audited). */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const raw = formData.get("email");
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!isPlausibleEmail(email)) return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return jsonDownload(await exportByEmail(getDb(), email, "operator"), "sam-personal-data.json");
}
