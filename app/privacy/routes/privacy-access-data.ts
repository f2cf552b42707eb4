import { redirect } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { exportByEmail, jsonDownload, privacyLinkEmail } from "#app/privacy/privacy.server.ts";
import type { Route } from "./+types/privacy-access-data";

/** Law 25: everything tied to the address of a live 24-hour link, as a JSON file (POST: audited). */
/** The download is a POST; a GET (a typed or shared address) leads to the link's page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(url.pathname.replace(/\/[^/]+\/?$/, ""));
}

export async function action({ request, params }: Route.ActionArgs) {
  await readFormData(request);
  const link = await privacyLinkEmail(getDb(), params.token);
  if (!link)
    return new Response("Gone", { status: 410, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return jsonDownload(await exportByEmail(getDb(), link.email, "link"), "sam-my-data.json");
}
