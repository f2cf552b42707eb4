import { redirect } from "react-router";
import { languageFromPath, localePath } from "#app/platform/language.ts";
import type { Route } from "./+types/admin.index";

/** `/admin` opens the submissions list. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localePath("/admin/submissions", languageFromPath(url.pathname)));
}
