import { type DraftKind, parseDraft, type VehicleDraft } from "#app/questionnaire/vehicle.ts";
import type { DbOrTrx } from "#db/index.ts";

/**
 * The answers of the single-page form ('single') and the wizard ('wizard'), one row per
 * visitor cookie and kind (DESIGN §5): a no-JS flow keeps its answers, a reload restores them.
 */
export async function getDraft(db: DbOrTrx, visitorId: string, kind: DraftKind): Promise<VehicleDraft> {
  const row = await db.selectFrom("drafts").select("data").where("id", "=", visitorId).where("kind", "=", kind).executeTakeFirst();
  return parseDraft(row?.data);
}

/** Whether the visitor has a stored draft of this kind (its first answer creates one). */
export async function hasDraft(db: DbOrTrx, visitorId: string, kind: DraftKind): Promise<boolean> {
  const row = await db.selectFrom("drafts").select("id").where("id", "=", visitorId).where("kind", "=", kind).executeTakeFirst();
  return row !== undefined;
}

export async function saveDraft(db: DbOrTrx, visitorId: string, kind: DraftKind, draft: VehicleDraft): Promise<void> {
  const data = JSON.stringify(draft);
  const now = new Date().toISOString();
  await db
    .insertInto("drafts")
    .values({ id: visitorId, kind, data, updated_at: now })
    .onConflict((oc) => oc.columns(["id", "kind"]).doUpdateSet({ data, updated_at: now }))
    .execute();
}

export async function clearDraft(db: DbOrTrx, visitorId: string, kind: DraftKind): Promise<void> {
  await db.deleteFrom("drafts").where("id", "=", visitorId).where("kind", "=", kind).execute();
}
