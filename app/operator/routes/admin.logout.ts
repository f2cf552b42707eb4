import { redirect } from "react-router";
import { closeOperatorSession, loginPath } from "#app/platform/auth.server.ts";
import type { Route } from "./+types/admin.logout";

/** Signing out is a POST (no GET changes state); a GET just shows the login page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(loginPath(url.pathname));
}

export async function action({ url, request }: Route.ActionArgs) {
  return redirect(`${loginPath(url.pathname)}?signedOut=1`, {
    headers: { "Set-Cookie": await closeOperatorSession(request) },
  });
}
