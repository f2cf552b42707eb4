import crypto from "node:crypto";
import { type ImportPlan, planImport } from "#app/outreach/dealer-csv.ts";
import type { DealerValues } from "#app/outreach/dealers.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import { type Db, lockKey } from "#db/index.ts";
import type { Dealer } from "#db/schema.ts";

/** The dealer directory: small repository functions for /admin/dealers. */

function unsubscribeToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export async function listDealers(db: Db): Promise<Dealer[]> {
  return db.selectFrom("dealers").selectAll().orderBy("active", "desc").orderBy("name").orderBy("id").execute();
}

export async function getDealer(db: Db, id: number): Promise<Dealer | undefined> {
  return db.selectFrom("dealers").selectAll().where("id", "=", id).executeTakeFirst();
}

function columns(v: DealerValues) {
  return {
    name: v.name,
    brands: JSON.stringify(v.brands),
    city: v.city,
    address: v.address,
    email: v.email,
    phone: v.phone,
    language: v.language,
  };
}

export type SaveDealerResult = { ok: true; id: number } | { ok: false; reason: "duplicate-email" | "not-found" };

export async function createDealer(db: Db, values: DealerValues): Promise<SaveDealerResult> {
  const taken = await db.selectFrom("dealers").select("id").where("email", "=", values.email).executeTakeFirst();
  if (taken) return { ok: false, reason: "duplicate-email" };
  const row = await db
    .insertInto("dealers")
    .values({ ...columns(values), unsubscribe_token: unsubscribeToken() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id };
}

export async function updateDealer(db: Db, id: number, values: DealerValues): Promise<SaveDealerResult> {
  const taken = await db.selectFrom("dealers").select("id").where("email", "=", values.email).where("id", "!=", id).executeTakeFirst();
  if (taken) return { ok: false, reason: "duplicate-email" };
  const result = await db
    .updateTable("dealers")
    .set({ ...columns(values), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? { ok: true, id } : { ok: false, reason: "not-found" };
}

/** Deactivate (never contacted again) or reactivate. Opting out is the dealer's own choice and stays. */
export async function setDealerActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable("dealers")
    .set({ active: active ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function previewImport(db: Db, csv: string): Promise<ImportPlan> {
  const emails = await db.selectFrom("dealers").select("email").execute();
  return planImport(csv, new Set(emails.map((e) => e.email)));
}

/** Applies an import in one transaction: new rows added, known e-mails updated, bad rows skipped. */
export async function applyImport(db: Db, csv: string): Promise<ImportPlan> {
  return writeTransaction(db, async (trx) => {
    await lockKey(trx, "dealers-import");
    const emails = await trx.selectFrom("dealers").select("email").execute();
    const plan = planImport(csv, new Set(emails.map((e) => e.email)));
    if (plan.fileErrors.length > 0) return plan;
    const at = new Date().toISOString();
    for (const row of plan.rows) {
      if (!row.values) continue;
      if (row.action === "update") {
        await trx
          .updateTable("dealers")
          .set({ ...columns(row.values), updated_at: at })
          .where("email", "=", row.values.email)
          .execute();
      } else {
        await trx
          .insertInto("dealers")
          .values({ ...columns(row.values), unsubscribe_token: unsubscribeToken() })
          .execute();
      }
    }
    return plan;
  });
}
