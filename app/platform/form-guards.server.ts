import crypto from "node:crypto";
import { data } from "react-router";
import { isHoneypotFilled } from "#app/platform/honeypot.ts";

/** A fresh idempotency key for a form about to be shown. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A usable idempotency key from a post, or null (a missing or odd key only loses de-duplication). */
export function readIdempotencyKey(formData: FormData): string | null {
  const key = formData.get("idempotencyKey");
  return typeof key === "string" && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : null;
}

/**
 * Refuses posts whose honeypot is filled: 400, nothing stored, no stack trace. Call first in
 * every public action: `honeypotGuard(formData)`.
 */
export function honeypotGuard(formData: FormData): void {
  if (isHoneypotFilled(formData)) {
    throw data({ error: "rejected" }, { status: 400 });
  }
}

/**
 * Reads a form body safely: a malformed body is a 400, never a 500. (Oversized bodies are
 * refused with 413 by server.ts before they get here.)
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "bad-request" }, { status: 400 });
  }
}
