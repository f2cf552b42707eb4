/**
 * The privacy audit's kinds of action, as the operator filters them, and how long it is kept. The
 * privacy page's anonymous link requests are not among them: they are counted per day
 * (`privacy_link_requests`), so that no volume of them pushes a real action off the page.
 */
export const AUDIT_KINDS = ["export", "erase", "find", "retention"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A kind from a query string, or undefined (every kind) for anything else. */
export function auditKind(value: unknown): AuditKind | undefined {
  return AUDIT_KINDS.find((k) => k === value);
}

/** Audit rows and daily counts older than this are purged by the retention run (privacy/retention.server.ts). */
export const AUDIT_KEPT_MONTHS = 24;
