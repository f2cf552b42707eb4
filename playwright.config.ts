import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Computed once in the runner process; workers inherit these through the environment.
process.env.E2E_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "sam-e2e-"));
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
process.env.RECEIVER_PORT ??= String(Number(process.env.E2E_PORT) + 10000);
process.env.E2E_ADMIN_PASSWORD ??= "operator-test-password";

const port = process.env.E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: "chromium",
    locale: "fr-CA",
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // Validators and audits look at the page as most people get it: JavaScript on.
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /validators(-[\w-]+)?\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `node tests/support/receiver.js ${process.env.RECEIVER_PORT}`,
      url: `http://127.0.0.1:${process.env.RECEIVER_PORT}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "node --max-old-space-size=128 --max-semi-space-size=16 server.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: port!,
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATABASE_PATH: path.join(process.env.E2E_DIR, "app.db"),
        WEBHOOK_URL: `http://127.0.0.1:${process.env.RECEIVER_PORT}/hook`,
        WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        WEBHOOK_RETRY_SCHEDULE_MS: "200,400,800",
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
        PUBLIC_URL: baseURL,
        // SMS to a fake provider (tests/support/receiver.js): the SMS choices are offered.
        SMS_URL: `http://127.0.0.1:${process.env.RECEIVER_PORT}/sms`,
        SMS_FROM: "+14385550100",
        SMS_TOKEN: "e2e-sms-token",
        // The business identity: the footer, contact page and e-mails show it.
        BUSINESS_NAME: "Sam Auto",
        SUPPORT_EMAIL: "support@sam-auto.ca",
        SUPPORT_PHONE: "1 514 555-0199",
        BUSINESS_ADDRESS: "1250, rue Peel, bureau 900, Montréal (Québec) H3B 4W8",
        SUPPORT_HOURS: "du lundi au vendredi, de 9 h à 17 h",
        // Law 25: the privacy officer named on the privacy page.
        PRIVACY_OFFICER_NAME: "Directrice de la conformité",
        PRIVACY_OFFICER_EMAIL: "vie-privee@sam-auto.ca",
        // Many tests post from one address; the limits have their own test (tests/faults/abuse.test.ts).
        RATE_LIMITS: "off",
      },
    },
  ],
});
