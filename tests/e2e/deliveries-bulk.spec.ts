import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { startReceiver } from "../receiver.ts";
import { startServer } from "../server.ts";
import { ready } from "./support.ts";

/**
 * Every dead delivery of a kind re-sent at once, after a confirmation stating the count.
 * Its own server, database and receiver: re-sending *all* dead deliveries must not touch the rows
 * other specs work on in the shared e2e database.
 */
const ADMIN_PASSWORD = "bulk-operator-password";
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

test.beforeAll(async () => {
  receiver = await startReceiver(() => ({ status: 200 }));
  server = await startServer({ ADMIN_PASSWORD, WEBHOOK_URL: receiver.url });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await receiver?.close();
});

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(server!.file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return run(db);
  } finally {
    db.close();
  }
}

test("dead webhook deliveries are re-sent all at once after a confirmation (same webhook-ids)", async ({ page, javaScriptEnabled }) => {
  const ids = ["msg_bulk0000000000000000000000000001", "msg_bulk0000000000000000000000000002", "msg_bulk0000000000000000000000000003"];
  sql((db) => {
    const insert = db.prepare(
      `insert into webhook_deliveries (id, form_type, payload, status, attempts, next_attempt_at, last_status, last_error)
       values (?, 'contact', ?, 'dead', 8, 0, 500, 'Webhook call failed: 500 Internal Server Error')`,
    );
    for (const id of ids) insert.run(id, JSON.stringify({ formType: "contact", message: `Bulk ${id}` }));
  });

  await page.goto(`${server!.base}/admin/login?next=${encodeURIComponent("/admin/deliveries")}`);
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Mot de passe").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  await ready(page, javaScriptEnabled);

  const section = page.getByTestId("dead-deliveries");
  await section.getByRole("button", { name: "Renvoyer les 3 livraisons abandonnées (Webhooks)" }).click();
  const confirm = page.getByTestId("dead-confirm");
  await expect(confirm).toContainText("Renvoyer 3 livraison(s) abandonnée(s) de type « Webhooks » ?");
  await ready(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
  // Nothing is re-queued before the confirmation.
  expect(sql((db) => db.prepare("select count(*) from webhook_deliveries where status = 'dead'").pluck().get())).toBe(3);
  expect(receiver!.received).toHaveLength(0);

  await confirm.getByRole("button", { name: "Oui, renvoyer les 3" }).click();
  await expect(page.getByTestId("dead-resent")).toHaveText("3 livraison(s) de type « Webhooks » remise(s) en file.");
  await expect.poll(() => receiver!.received.length).toBe(3);
  expect(receiver!.received.map((r) => r.headers["webhook-id"]).sort()).toEqual(ids);
  expect(receiver!.received.map((r) => JSON.parse(r.body).message).sort()).toEqual(ids.map((id) => `Bulk ${id}`));
  await expect.poll(() => sql((db) => db.prepare("select count(*) from webhook_deliveries where status = 'sent'").pluck().get())).toBe(3);
  // Nothing dead is left: the offer is gone.
  await page.goto(`${server!.base}/admin/deliveries`);
  await expect(section).toHaveCount(0);
});
