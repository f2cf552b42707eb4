import { redirect } from "react-router";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { requestDataDownload } from "#app/privacy/privacy.server.ts";
import type { Route } from "./+types/request-data";

/**
 * Law 25: the buyer's data as a JSON file, from their private page
 * (/demande/<token>/donnees, /en/request/<token>/data). A POST: each download is audited.
 */
/** The download is a POST; a GET (a typed or shared address) leads to the request page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(url.pathname.replace(/\/[^/]+\/?$/, ""));
}

export async function action({ request, params }: Route.ActionArgs) {
  await readFormData(request);
  return requestDataDownload(params.token);
}
