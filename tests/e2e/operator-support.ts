import { expect, type Page } from "@playwright/test";
import { ready } from "./support.ts";

export const ADMIN_PASSWORD = () => process.env.E2E_ADMIN_PASSWORD!;

/** Signs in through the login page (both projects), landing on `next` (default: the submissions list). */
export async function login(page: Page, javaScriptEnabled: boolean | undefined, next?: string) {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Mot de passe").fill(ADMIN_PASSWORD());
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(new RegExp(`${(next ?? "/admin/submissions").replace(/[?]/g, "\\?")}$`));
  await ready(page, javaScriptEnabled);
}
