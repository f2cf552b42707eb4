import path from "node:path";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";

/** The e2e server's SQLite file, read directly to check what was committed. */
export function openTestDatabase(): Database.Database {
  return new Database(path.join(process.env.E2E_DIR!, "app.db"), { readonly: true, fileMustExist: true });
}

export function query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = openTestDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const receiverURL = () => `http://127.0.0.1:${process.env.RECEIVER_PORT}`;

export type Received = { headers: Record<string, string>; raw: string; body: any; at: number };

/** Deliveries the real receiver got so far. */
export async function receivedWebhooks(): Promise<Received[]> {
  const res = await fetch(`${receiverURL()}/received`);
  return (await res.json()) as Received[];
}

/** Waits until a delivery matching `predicate` arrives at the receiver. */
export async function waitForWebhook(predicate: (r: Received) => boolean, timeoutMs = 15_000): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedWebhooks()).find(predicate);
        return Boolean(found);
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

export type ReceivedSms = { headers: Record<string, string>; body: { to: string; from: string; body: string } };

/** Waits for an SMS at the fake provider (tests/support/receiver.js, decision 046). */
export async function waitForSms(predicate: (r: ReceivedSms) => boolean, timeoutMs = 15_000): Promise<ReceivedSms> {
  let found: ReceivedSms | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${process.env.RECEIVER_PORT}/sms/received`);
        found = ((await res.json()) as ReceivedSms[]).find(predicate);
        return Boolean(found);
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

/** With JS on, waits until React has hydrated (root sets data-hydrated); a no-op with JS off. */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) return;
  // Pages that ship no script (info pages) are ready as soon as they load.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || !document.querySelector("script[type=module]"));
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Writes to the e2e server's SQLite file (WAL, busy timeout), for rows no page creates yet.
 * Returns the last inserted row id.
 */
export function execute(sql: string, ...params: unknown[]): number {
  const db = new Database(path.join(process.env.E2E_DIR!, "app.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    return Number(db.prepare(sql).run(...params).lastInsertRowid);
  } finally {
    db.close();
  }
}
