import { createCookie } from "react-router";
import { getEnv } from "#app/platform/env.server.ts";
import { STEP_FIELDS, type StepField } from "#app/questionnaire/registry.ts";
import type { DraftKind } from "#app/questionnaire/vehicle.ts";

/**
 * Answers the database could not take (busy: another process held the write lock past
 * busy_timeout), kept in a signed, http-only cookie of the buyer's own browser until a later post
 * writes them (decision 044). Nothing the buyer answered is lost because the database was busy:
 * the steps show these answers, and the next post that reaches the database saves them first.
 */
export type PendingAnswers = Partial<Record<StepField, string>>;

const cookies = new Map<DraftKind, ReturnType<typeof createCookie>>();

function pendingCookie(kind: DraftKind) {
  let cookie = cookies.get(kind);
  if (!cookie) {
    const env = getEnv();
    cookie = createCookie(`sam_pending_${kind}`, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.PUBLIC_URL.startsWith("https://"),
      secrets: env.SESSION_SECRETS,
      maxAge: 60 * 60 * 24,
    });
    cookies.set(kind, cookie);
  }
  return cookie;
}

/** The answers waiting in the request's cookie (only known steps, only text of a sane length). */
export async function readPending(request: Request, kind: DraftKind): Promise<PendingAnswers> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`sam_pending_${kind}=`)) return {};
  const value: unknown = await pendingCookie(kind).parse(header);
  if (!value || typeof value !== "object") return {};
  const fields: ReadonlySet<string> = new Set(STEP_FIELDS);
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => fields.has(k) && typeof v === "string" && v.length <= 500));
}

export function keepPending(kind: DraftKind, answers: PendingAnswers): Promise<string> {
  return pendingCookie(kind).serialize(answers);
}

export function clearPending(kind: DraftKind): Promise<string> {
  return pendingCookie(kind).serialize({}, { maxAge: 0 });
}
