import type { Route } from "./+types/request-data";
import { readFormData } from "#app/server/form-guards.server.ts";
import { requestDataDownload } from "#app/server/privacy.server.ts";

/**
 * Law 25 (issue 16): the buyer's data as a JSON file, from their private page
 * (/demande/<token>/donnees, /en/request/<token>/data). A POST: each download is audited.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await readFormData(request);
  return requestDataDownload(params.token);
}
