// A second process writing the same SQLite file as the test (tests/integration/sqlite-processes.test.ts):
// read-then-write transactions, as a wizard step does. Prints the number of failures.
import { openDatabase } from "../../db/index.ts";

const [file, count, tag] = process.argv.slice(2);
const { db } = openDatabase(file!);
let failures = 0;
for (let i = 0; i < Number(count); i++) {
  try {
    await db.transaction().execute(async (trx) => {
      const key = `${tag}-${i % 20}`;
      const row = await trx.selectFrom("drafts").select("data").where("id", "=", key).where("kind", "=", "vehicle").executeTakeFirst();
      const n = row ? Number(JSON.parse(row.data).n) + 1 : 1;
      await trx
        .insertInto("drafts")
        .values({ id: key, kind: "vehicle", data: JSON.stringify({ n }), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(["id", "kind"]).doUpdateSet({ data: JSON.stringify({ n }) }))
        .execute();
    });
  } catch (error) {
    failures++;
    if (failures === 1) console.error(String(error));
  }
}
await db.destroy();
console.log(failures);
