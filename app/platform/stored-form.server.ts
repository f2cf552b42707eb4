import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getDb } from "#app/platform/db.server.ts";
import { deliveryLogEntry } from "#app/platform/delivery-log.server.ts";
import { honeypotGuard, readFormData, readIdempotencyKey } from "#app/platform/form-guards.server.ts";
import { logger } from "#app/platform/log.server.ts";
import { quotaHeaders, type QuotaKind, takeQuota } from "#app/platform/quotas.server.ts";
import type { z } from "#app/platform/zod.ts";
import type { Db } from "#db/index.ts";

/**
 * The action of a public form that stores one row and its webhook delivery (contact, property
 * evaluation): the honeypot first; invalid answers come back (400) with the answers kept, and so do
 * valid ones past the address's daily quota (429); a failed
 * save is logged as `failure: <message>`, never with personal data, and shown (503); then, without
 * JavaScript, post/redirect/get to `?sent=1` (nothing personal in the URL), with it the answer and
 * the delivery's log entry.
 */
export async function storeFormAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  failure: string,
  save: (db: Db, value: z.output<Schema>, idempotencyKey: string | null) => Promise<{ deliveryId: string | null }>,
  /** The daily quota this form's rows count against, for the request's client address. */
  quota: { kind: QuotaKind; context: Readonly<RouterContextProvider> },
) {
  const formData = await readFormData(request);
  honeypotGuard(formData);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ outcome: "invalid" as const, result: submission.reply(), log: null }, { status: 400 });
  }
  // Past the address's daily quota: 429, the answers kept, nothing stored (decision 042).
  const allowed = await takeQuota(quota.kind, quota.context);
  if (!allowed.allowed) {
    return data(
      { outcome: "limited" as const, result: submission.reply({ formErrors: ["common:quota.body"] }), log: null },
      { status: 429, headers: quotaHeaders(allowed) },
    );
  }
  const db = getDb();
  let saved: { deliveryId: string | null };
  try {
    saved = await save(db, submission.value, readIdempotencyKey(formData));
  } catch (error) {
    // No personal data in the log: only what failed.
    logger.error({ err: error instanceof Error ? error.message : "unknown error" }, failure);
    return data({ outcome: "failed" as const, result: submission.reply(), log: null }, { status: 503 });
  }
  // Without JavaScript the post is a document request (no `.data` suffix); strip it all the same.
  if (formData.get("js") !== "1") return redirect(`${new URL(request.url).pathname.replace(/\.data$/, "")}?sent=1`);
  const log = saved.deliveryId ? await deliveryLogEntry(db, saved.deliveryId) : null;
  return data({ outcome: "sent" as const, result: submission.reply({ resetForm: true }), log });
}
