import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { weakAdminPassword } from "#app/platform/admin-password.ts";
import { defaultIdentity, type Identity, setIdentity } from "#app/platform/identity.ts";
import { LOG_LEVELS, logger } from "#app/platform/log.server.ts";
import { z } from "#app/platform/zod.ts";

const DEFAULT_RETRY_SCHEDULE_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (what: string) =>
  optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: `must be an http(s) URL (${what})`,
  });

const wholeNumber = (fallback: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => (v === "" ? fallback : v))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

const minutes = (fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((v) => /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) > 0, { message: "must be a positive number of minutes" })
    .transform(Number);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z
      .string()
      .default("3000")
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
        message: "must be a whole number from 1 to 65535",
      })
      .transform(Number),
    HOST: optionalText,
    DATABASE_PATH: z.string().trim().min(1, "must not be empty").default("./data/app.db"),
    /** PostgreSQL instead of SQLite (several instances on one database). */
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\/\S+$/i.test(v), {
      message: "must be a postgres:// (or postgresql://) URL",
    }),
    DATABASE_POOL_SIZE: wholeNumber("10", 1, 1000),
    /** How long an outbox claim is held: a crashed instance's deliveries are taken over after it. */
    OUTBOX_LEASE_MS: wholeNumber("30000", 1000, 3_600_000),
    WEBHOOK_URL: optionalUrl("the automation webhook"),
    WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(v), {
      message: "must look like whsec_<base64>",
    }),
    WEBHOOK_RETRY_SCHEDULE_MS: optionalText
      .refine((v) => v === undefined || /^\d+(\s*,\s*\d+)*$/.test(v), {
        message: "must be comma-separated milliseconds, e.g. 5000,300000",
      })
      .transform((v) => (v === undefined ? DEFAULT_RETRY_SCHEDULE_MS : v.split(",").map((n) => Number(n.trim())))),
    // A guessable operator password is refused at start, in one line (app/platform/admin-password.ts).
    ADMIN_PASSWORD: optionalText.superRefine((v, ctx) => {
      const weak = v === undefined ? undefined : weakAdminPassword(v);
      if (weak) ctx.addIssue({ code: "custom", message: weak });
    }),
    /** Per-address rate limits on public requests; "off" only for benchmarks and load tests. */
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    /** E-mails sent a day in all, and quote requests a day to one dealer; the rest waits. */
    MAIL_DAILY_LIMIT: z
      .string()
      .default("500")
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1, { message: "must be a whole number of at least 1" })
      .transform(Number),
    MAIL_DEALER_DAILY_LIMIT: z
      .string()
      .default("20")
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1, { message: "must be a whole number of at least 1" })
      .transform(Number),
    /**
     * Decision 042: confirmation e-mails (the buyer's "confirm your request" link) have their own
     * share of the day's budget, so that anonymous requests cannot defer dealer and privacy
     * e-mails; default 20 % of MAIL_DAILY_LIMIT.
     */
    MAIL_CONFIRMATION_DAILY_LIMIT: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1), {
      message: "must be a whole number of at least 1",
    }),
    /** Decision 043: the plausible range of an offer's price, in dollars. */
    OFFER_PRICE_MIN: wholeNumber("1000", 1, 10_000_000),
    OFFER_PRICE_MAX: wholeNumber("500000", 1, 10_000_000),
    /** Posts a minute from every address together. */
    WRITE_BUDGET_PER_MINUTE: z
      .string()
      .default("600")
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1, { message: "must be a whole number of at least 1" })
      .transform(Number),
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    AI_BASE_URL: optionalUrl("an OpenAI-compatible endpoint"),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//i.test(v), {
      message: "must start with smtp:// or smtps://",
    }),
    MAIL_FROM: optionalText,
    PUBLIC_URL: optionalUrl("the public base address"),
    /** Who runs this Sam: shown in the footer and every e-mail; unset details are not shown. */
    BUSINESS_NAME: optionalText,
    SUPPORT_EMAIL: optionalText.refine((v) => v === undefined || /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(v), {
      message: "must be an e-mail address",
    }),
    SUPPORT_PHONE: optionalText,
    BUSINESS_ADDRESS: optionalText,
    SUPPORT_HOURS: optionalText,
    /** Law 25: the privacy officer's address on the privacy page; default SUPPORT_EMAIL. */
    PRIVACY_OFFICER_EMAIL: optionalText.refine((v) => v === undefined || /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(v), {
      message: "must be an e-mail address",
    }),
    /** Law 25: months after the last activity before personal data is erased. */
    RETENTION_MONTHS: wholeNumber("12", 1, 120),
    // Operations: logs, metrics, backups.
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    BACKUP_DIR: optionalText,
    BACKUP_INTERVAL_HOURS: wholeNumber("24", 1, 24 * 365),
    BACKUP_KEEP: wholeNumber("7", 1, 10_000),
    /** Round 1: how long dealers have to offer (and revise) after the request goes out. */
    OFFER_WINDOW_MINUTES: minutes(1440),
    /** Round 2: how long dealers who offered have to beat the best all-in price. */
    NEGOTIATION_WINDOW_MINUTES: minutes(720),
    /**
     * Decision 033: a request confirmed with no dealer found is searched again this long after
     * (a list imported meanwhile is used) and the buyer is told. At most 23 h: the buyer was
     * promised an answer within 24 h.
     */
    WIDEN_AFTER_MINUTES: z
      .string()
      .default("60")
      .refine((v) => /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) <= 1380, { message: "must be a number of minutes from 0 to 1380 (23 h)" })
      .transform(Number),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    MAIL_FROM: env.MAIL_FROM ?? "Sam <noreply@sam-auto.ca>",
    MAIL_CONFIRMATION_DAILY_LIMIT:
      env.MAIL_CONFIRMATION_DAILY_LIMIT === undefined
        ? Math.max(1, Math.ceil(env.MAIL_DAILY_LIMIT * 0.2))
        : Math.min(Number(env.MAIL_CONFIRMATION_DAILY_LIMIT), env.MAIL_DAILY_LIMIT),
  }))
  .refine((env) => env.OFFER_PRICE_MIN < env.OFFER_PRICE_MAX, {
    path: ["OFFER_PRICE_MAX"],
    message: "must be greater than OFFER_PRICE_MIN",
  });

export type Env = z.infer<typeof envSchema> & { SESSION_SECRETS: string[]; sessionSecretGenerated: boolean };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; a bad variable throws one line that names it. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const env = result.data;
  // Several instances on one PostgreSQL database must sign cookies alike: no secret per data folder.
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration: SESSION_SECRET must be set with DATABASE_URL (every instance signs with the same secret)",
    );
  }
  // SESSION_SECRET may carry several comma-separated secrets: the first signs, all verify (rotation).
  const secrets =
    env.SESSION_SECRET?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const generated = secrets.length === 0;
  return {
    ...env,
    SESSION_SECRETS: generated ? [crypto.randomBytes(32).toString("hex")] : secrets,
    sessionSecretGenerated: generated,
  };
}

let cached: Env | undefined;

/** Where the generated session secret is kept: beside the database (`data/session-secret`). */
export function sessionSecretPath(databasePath: string): string {
  return path.join(path.dirname(path.resolve(databasePath)), "session-secret");
}

/**
 * The secret kept in the data folder, created (mode 0600) at the first start without
 * SESSION_SECRET: visitors' answers and operator sessions survive restarts.
 */
export function keptSessionSecret(file: string): { secret: string; created: boolean } {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return { secret, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32).toString("hex");
  // Written whole to a private temporary file, then renamed: never a half-written secret.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return { secret, created: true };
}

/** The business identity from the configuration, with the product's defaults for name and e-mail. */
export function identityFrom(env: Env): Identity {
  return {
    name: env.BUSINESS_NAME ?? defaultIdentity.name,
    email: env.SUPPORT_EMAIL ?? defaultIdentity.email,
    phone: env.SUPPORT_PHONE,
    address: env.BUSINESS_ADDRESS,
    hours: env.SUPPORT_HOURS,
    privacyEmail: env.PRIVACY_OFFICER_EMAIL ?? env.SUPPORT_EMAIL ?? defaultIdentity.email,
  };
}

export function getEnv(): Env {
  if (!cached) {
    const env = parseEnv(process.env);
    if (env.sessionSecretGenerated && env.DATABASE_PATH !== ":memory:") {
      const file = sessionSecretPath(env.DATABASE_PATH);
      const { secret, created } = keptSessionSecret(file);
      env.SESSION_SECRETS = [secret];
      env.sessionSecretGenerated = false;
      logger.info(
        { file },
        created
          ? "SESSION_SECRET is not set: generated a session secret and kept it in the data folder"
          : "SESSION_SECRET is not set: using the session secret kept in the data folder",
      );
    } else if (env.sessionSecretGenerated) {
      logger.warn("SESSION_SECRET is not set: using a random secret, sessions end at each restart");
    }
    const missingIdentity = (["BUSINESS_NAME", "SUPPORT_EMAIL", "SUPPORT_PHONE", "BUSINESS_ADDRESS", "SUPPORT_HOURS"] as const).filter(
      (v) => !env[v],
    );
    if (env.NODE_ENV === "production" && missingIdentity.length > 0) {
      logger.warn(`Business identity incomplete: ${missingIdentity.join(", ")} not set; the footer and e-mails show only what is set`);
    }
    if (env.NODE_ENV === "production" && !process.env.PUBLIC_URL?.trim()) {
      logger.warn(`PUBLIC_URL is not set: links in e-mails will point to ${env.PUBLIC_URL}; set it to the public address`);
    }
    cached = env;
    setIdentity(identityFrom(env));
  }
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
