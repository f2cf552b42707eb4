import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { languageFromPath, localePath } from "#app/platform/language.ts";

/** `/admin` opens the submissions list. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localePath("/admin/submissions", languageFromPath(url.pathname)));
}
