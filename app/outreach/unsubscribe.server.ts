import { isTokenShaped } from "#app/outreach/outreach.ts";
import { type Db } from "#db/index.ts";

// Unsubscribe (Canada's anti-spam law)

export async function unsubscribeView(db: Db, token: string): Promise<{ dealerName: string; optedOut: boolean } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const d = await db.selectFrom("dealers").select(["name", "opted_out"]).where("unsubscribe_token", "=", token).executeTakeFirst();
  return d ? { dealerName: d.name, optedOut: d.opted_out === 1 } : undefined;
}

/** Marks the dealer opted out: it is never matched again. */
export async function optOut(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  await db
    .updateTable("dealers")
    .set({ opted_out: 1, opted_out_at: now.toISOString(), updated_at: now.toISOString() })
    .where("unsubscribe_token", "=", token)
    .where("opted_out", "=", 0)
    .execute();
  return (await unsubscribeView(db, token))?.optedOut ?? false;
}
