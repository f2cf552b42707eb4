import { redirect } from "react-router";
import { TWIN_PATHS } from "#app/platform/language.ts";
import type { Route } from "./+types/redirect";

/** The spec's permanent shortcuts (SPEC §2), and `/` → chat. Query strings are carried over. */
const targets: Record<string, { to: string; status: 301 | 302 }> = {
  "/": { to: "/chat", status: 302 },
  "/en": { to: "/en/chat", status: 302 },
  // French is the default language: its prefix alone leads to the chat too.
  "/fr": { to: "/chat", status: 302 },
  "/contact": { to: TWIN_PATHS.contact.en, status: 301 },
  "/privacy": { to: TWIN_PATHS.privacy.en, status: 301 },
  "/how-it-works": { to: TWIN_PATHS.how.en, status: 301 },
  "/vehicle-form-steps": { to: "/vehicle-step/1", status: 301 },
};

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const target = targets[path];
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target.to + url.search, target.status);
}
