import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { login } from "./operator-support.ts";
import { execute, query, ready, uniqueSuffix, waitForWebhook } from "./support.ts";

/** Issue 12: every dead delivery of a kind re-sent at once, after a confirmation stating the count. */
test("dead webhook deliveries are re-sent all at once after a confirmation (same webhook-ids)", async ({ page, javaScriptEnabled }) => {
  const tag = uniqueSuffix();
  const ids = [`msg_bulk${tag}a`, `msg_bulk${tag}b`];
  for (const id of ids) {
    execute(
      `insert into webhook_deliveries (id, form_type, payload, status, attempts, next_attempt_at, last_status, last_error)
       values (?, 'contact', ?, 'dead', 8, ?, 500, 'Webhook call failed: 500 Internal Server Error')`,
      id,
      JSON.stringify({ formType: "contact", message: `Bulk ${id}` }),
      Date.now(),
    );
  }
  await login(page, javaScriptEnabled, "/admin/deliveries");
  const section = page.getByTestId("dead-deliveries");
  const offer = section.getByRole("button", { name: /^Renvoyer les \d+ livraisons abandonnées \(Webhooks\)$/ });
  await expect(offer).toBeVisible();
  const count = Number(/(\d+)/.exec((await offer.textContent())!)![1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await offer.click();

  const confirm = page.getByTestId("dead-confirm");
  await expect(confirm).toContainText(`Renvoyer ${count} livraison(s) abandonnée(s) de type « Webhooks » ?`);
  await ready(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
  // Nothing is re-queued before the confirmation.
  expect(query<{ status: string }>("select status from webhook_deliveries where id = ?", ids[0])[0]!.status).toBe("dead");
  await confirm.getByRole("button", { name: `Oui, renvoyer les ${count}` }).click();
  await expect(page.getByTestId("dead-resent")).toContainText("remise(s) en file");
  for (const id of ids) {
    const received = await waitForWebhook((r) => r.headers["webhook-id"] === id);
    expect(received.body).toEqual({ formType: "contact", message: `Bulk ${id}` });
  }
  await expect.poll(() => query<{ n: number }>(`select count(*) as n from webhook_deliveries where id in (?, ?) and status = 'sent'`, ...ids)[0]!.n).toBe(2);
});
