import { describe, expect, it } from "vitest";
import { ConfigError, identityFrom, parseEnv } from "#app/platform/env.server.ts";

describe("parseEnv", () => {
  it("applies the defaults of DESIGN §9", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("./data/app.db");
    expect(env.WEBHOOK_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.WEBHOOK_RETRY_SCHEDULE_MS).toEqual([5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000]);
    expect(env.sessionSecretGenerated).toBe(true);
    expect(env.SESSION_SECRETS[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it("decisions 042 and 043: the confirmation e-mails' share and the offer price range", () => {
    expect(parseEnv({}).MAIL_CONFIRMATION_DAILY_LIMIT).toBe(100);
    expect(parseEnv({ MAIL_DAILY_LIMIT: "4" }).MAIL_CONFIRMATION_DAILY_LIMIT).toBe(1);
    expect(parseEnv({ MAIL_DAILY_LIMIT: "50", MAIL_CONFIRMATION_DAILY_LIMIT: "80" }).MAIL_CONFIRMATION_DAILY_LIMIT).toBe(50);
    expect(() => parseEnv({ MAIL_CONFIRMATION_DAILY_LIMIT: "0" })).toThrow(/MAIL_CONFIRMATION_DAILY_LIMIT/);
    expect(parseEnv({})).toMatchObject({ OFFER_PRICE_MIN: 1_000, OFFER_PRICE_MAX: 500_000 });
    expect(() => parseEnv({ OFFER_PRICE_MIN: "600000" })).toThrow(
      "Invalid configuration: OFFER_PRICE_MAX must be greater than OFFER_PRICE_MIN",
    );
    expect(() => parseEnv({ OFFER_PRICE_MAX: "lots" })).toThrow(/OFFER_PRICE_MAX/);
  });

  it("rejects a bad PORT with one line naming it", () => {
    for (const PORT of ["abc", "0", "70000", "80.5"]) {
      expect(() => parseEnv({ PORT })).toThrow(ConfigError);
      try {
        parseEnv({ PORT });
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toMatch(/^Invalid configuration: PORT /);
        expect(message).not.toContain("\n");
      }
    }
  });

  it("names every other bad variable", () => {
    expect(() => parseEnv({ WEBHOOK_URL: "ftp://x" })).toThrow(/WEBHOOK_URL/);
    expect(() => parseEnv({ WEBHOOK_SECRET: "nope" })).toThrow(/WEBHOOK_SECRET/);
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE_MS: "5s,10s" })).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("issue 18: DATABASE_URL selects PostgreSQL, needs SESSION_SECRET, with a pool size and a lease", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(30_000);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x/y", SESSION_SECRET: "s".repeat(16) })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://sam@db/sam" })).toThrow(/SESSION_SECRET must be set with DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    const env = parseEnv({
      DATABASE_URL: "postgresql://sam:pw@db:5432/sam",
      SESSION_SECRET: "s".repeat(16),
      DATABASE_POOL_SIZE: "25",
      OUTBOX_LEASE_MS: "5000",
    });
    expect(env).toMatchObject({ DATABASE_URL: "postgresql://sam:pw@db:5432/sam", DATABASE_POOL_SIZE: 25, OUTBOX_LEASE_MS: 5000 });
  });

  it("decision 033: WIDEN_AFTER_MINUTES defaults to 60 and stays under 24 h (the buyer is promised an answer within 24 h)", () => {
    expect(parseEnv({}).WIDEN_AFTER_MINUTES).toBe(60);
    expect(parseEnv({ WIDEN_AFTER_MINUTES: "0" }).WIDEN_AFTER_MINUTES).toBe(0);
    expect(parseEnv({ WIDEN_AFTER_MINUTES: "1380" }).WIDEN_AFTER_MINUTES).toBe(1380);
    for (const WIDEN_AFTER_MINUTES of ["1381", "1440", "-5", "soon"]) {
      expect(() => parseEnv({ WIDEN_AFTER_MINUTES })).toThrow(/^Invalid configuration: WIDEN_AFTER_MINUTES /);
    }
  });

  it("reads overrides and rotating session secrets", () => {
    const env = parseEnv({
      PORT: "8080",
      WEBHOOK_RETRY_SCHEDULE_MS: "100, 200,300",
      SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789",
      PUBLIC_URL: "https://sam.example/",
    });
    expect(env.PORT).toBe(8080);
    expect(env.WEBHOOK_RETRY_SCHEDULE_MS).toEqual([100, 200, 300]);
    expect(env.SESSION_SECRETS).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(env.sessionSecretGenerated).toBe(false);
    expect(env.PUBLIC_URL).toBe("https://sam.example");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ WEBHOOK_URL: "", ADMIN_PASSWORD: " " });
    expect(env.WEBHOOK_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("Law 25: RETENTION_MONTHS (default 12) and the privacy officer (default the support e-mail)", () => {
    const defaults = parseEnv({});
    expect(defaults.RETENTION_MONTHS).toBe(12);
    expect(identityFrom(defaults).privacyEmail).toBe("support@sam-auto.ca");
    expect(identityFrom(parseEnv({ SUPPORT_EMAIL: "aide@garage.ca" })).privacyEmail).toBe("aide@garage.ca");
    const set = parseEnv({ RETENTION_MONTHS: "6", PRIVACY_OFFICER_EMAIL: "vie-privee@garage.ca", SUPPORT_EMAIL: "aide@garage.ca" });
    expect(set.RETENTION_MONTHS).toBe(6);
    expect(identityFrom(set).privacyEmail).toBe("vie-privee@garage.ca");
    expect(() => parseEnv({ RETENTION_MONTHS: "0" })).toThrow(/RETENTION_MONTHS/);
    expect(() => parseEnv({ PRIVACY_OFFICER_EMAIL: "a,b@x.ca" })).toThrow(/PRIVACY_OFFICER_EMAIL/);
  });
});

describe("ADMIN_PASSWORD", () => {
  it("is refused when guessable, in one line naming it and never quoting it", () => {
    const refused: Array<[string, RegExp]> = [
      ["short-pass", /at least 12 characters/],
      ["aaaaaaaaaaaa", /one repeated character/],
      ["\u00e9".repeat(14), /one repeated character/],
      ["password1234", /common password/],
      ["PASSWORD-2026!", /common password/],
      ["Motdepasse123", /common password/],
      ["!!azertyuiop123", /common password/],
      ["123456789012", /common password/],
      ["qwerty 123456", /common password/],
    ];
    for (const [ADMIN_PASSWORD, why] of refused) {
      let message = "";
      try {
        parseEnv({ ADMIN_PASSWORD });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, ADMIN_PASSWORD).toMatch(/^Invalid configuration: ADMIN_PASSWORD /);
      expect(message, ADMIN_PASSWORD).toMatch(why);
      expect(message).not.toContain(ADMIN_PASSWORD);
      expect(message).not.toContain("\n");
    }
  });

  it("accepts a long, uncommon one (and unset closes the operator area)", () => {
    for (const ADMIN_PASSWORD of [
      "Corolla-rouge-a-Laval-2026",
      "operator-test-password-16",
      "a-brand-new-operator-password",
      "bulk-operator-password",
    ]) {
      expect(parseEnv({ ADMIN_PASSWORD }).ADMIN_PASSWORD).toBe(ADMIN_PASSWORD);
    }
    expect(parseEnv({}).ADMIN_PASSWORD).toBeUndefined();
  });
});
