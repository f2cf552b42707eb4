import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { useServer } from "./support.ts";

/**
 * Nothing acknowledged is lost because the database was busy (decision 044): another process
 * holds SQLite's write lock for 30 seconds while the buyer answers the wizard's last question.
 * The choice is kept (the review shows it), and the buyer's retry on step 11, once the lock is
 * gone, submits the request with it.
 */
const server = useServer();

const ANSWERS: Array<[number, Record<string, string>]> = [
  [1, { value: "Honda" }],
  [2, { value: "Usagé" }],
  [3, { value: "Civic" }],
  [4, { value: "Sport" }],
  [5, { value: "3" }],
  [6, { value: "Courriel" }],
  [7, { value: "Verrou Patient" }],
  [8, { email: "verrou.patient@courriel.ca", phone: "450 555-0101" }],
  [9, { value: "Laval" }],
];
const PRIVACY_A = "A) Partager mes infos avec les concessionnaires gagnants seulement";

function cookieOf(setCookie: string | null): string {
  return (setCookie ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0]!.trim())
    .filter(Boolean)
    .join("; ");
}

describe("a 30-second write lock during the wizard's last answer", () => {
  it("keeps the choice, and the retry on step 11 succeeds once the lock is gone", { timeout: 120_000 }, async () => {
    let cookie = "";
    for (const [step, fields] of ANSWERS) {
      const res = await server.post(
        `/vehicle-step/${step}`,
        new URLSearchParams(fields),
        "application/x-www-form-urlencoded",
        cookie || undefined,
      );
      expect(res.status, `step ${step}`).toBe(302);
      if (!cookie) cookie = cookieOf(res.setCookie);
    }

    // Another process takes the write lock and keeps it 30 s.
    const holder = new Database(server.file);
    holder.pragma("busy_timeout = 5000");
    holder.exec("BEGIN IMMEDIATE");
    const lockedAt = Date.now();
    const release = new Promise<void>((resolve) =>
      setTimeout(() => {
        holder.exec("COMMIT");
        holder.close();
        resolve();
      }, 30_000),
    );

    const last = await server.post(
      "/vehicle-step/10",
      new URLSearchParams({ value: PRIVACY_A }),
      "application/x-www-form-urlencoded",
      cookie,
    );
    expect(last.status).toBe(302);
    const kept = cookieOf(last.setCookie);
    if (kept) cookie = [cookie, kept].join("; ");
    // The lock is still held: the review says it failed, and shows the choice kept.
    expect(Date.now() - lockedAt).toBeLessThan(30_000);
    const review = await fetch(`${server.base}/vehicle-step/11?status=error`, { headers: { cookie } });
    const html = await review.text();
    expect(html).toMatch(/data-field="privacy"[^>]*>A\) Partager mes infos avec les concessionnaires gagnants seulement</);

    await release;
    const retry = await server.post("/vehicle-step/11", new URLSearchParams({}), "application/x-www-form-urlencoded", cookie);
    expect(retry.status).toBe(302);
    const db = new Database(server.file, { readonly: true });
    const row = db.prepare("select privacy_level from vehicle_submissions where name = ?").get("Verrou Patient") as {
      privacy_level: string;
    };
    db.close();
    expect(row?.privacy_level).toBe(PRIVACY_A);
  });
});
