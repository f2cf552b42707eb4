import type { Db } from "#db/index.ts";

/** A dealer of a test directory: Toyota unless `brands` says otherwise; `opted_out` 1 for one who unsubscribed. */
export type TestDealer = { name: string; city: string; email: string; language: string; brands?: string[]; opted_out?: number };

/** Puts the dealers in the directory, each with its own unsubscribe token (the tokens are the length the schema checks). */
export async function insertDealers(db: Db, dealers: readonly TestDealer[]) {
  for (const [i, { brands = ["Toyota"], ...dealer }] of dealers.entries()) {
    await db
      .insertInto("dealers")
      .values({ ...dealer, brands: JSON.stringify(brands), unsubscribe_token: `unsub-${i}-${"x".repeat(37)}` })
      .execute();
  }
}
