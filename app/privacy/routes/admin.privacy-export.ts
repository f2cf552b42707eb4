import { redirect } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { exportByEmail, isPlausibleEmail, jsonDownload } from "#app/privacy/privacy.server.ts";
import type { Route } from "./+types/admin.privacy-export";

/** Law 25: an operator exports a person's data (the address is posted, never in the URL; audited). */
/** The download is a POST; a GET (a typed or shared address) leads to the operators' privacy page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(url.pathname.replace(/\/[^/]+\/?$/, ""));
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const raw = formData.get("email");
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!isPlausibleEmail(email))
    return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return jsonDownload(await exportByEmail(getDb(), email, "operator"), "sam-personal-data.json");
}
