import { isAbsolute, resolve } from "node:path";
import { passwordSchema } from "@lo/domain";
import { z } from "zod";
import { passwordQualityIssues } from "./identity/password-quality";
import { booleanFlag, emailSetting, optionalString, urlOf, wholeNumber } from "./env-values";
import { trustProxySetting } from "./trust-proxy-setting";
import { DEFAULT_WEB_DIST } from "./web/static";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite directory; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  apiKey: string | undefined;
  /** Nightly backups' folder (else none), and how soon after a start a missed one is taken. */
  backupDir: string | undefined;
  backupCatchUpSeconds: number;
  /** When set, GET /metrics also answers a scraper that is not on this machine, given it. */
  metricsToken: string | undefined;
  /**
   * The session cookie's Secure flag, which also names it `__Host-lo_session`
   * (identity/sessions.ts). On by default for an https PUBLIC_URL, where it cannot be turned
   * off; see loadConfig.
   */
  cookieSecure: boolean;
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For/-Proto/-Host to believe. false (the
   * default): none, request.ip is the connecting address; a list: only connections from
   * these addresses/CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal). "true"
   * (believe anyone) is refused: any client could then name itself and walk around the
   * sign-in limits (decision 063).
   */
  trustProxy: false | string[];
  /** Where the per-IP limits are counted when several processes share them; unset: memory. */
  redisUrl: string | undefined;
  /** Put before every Redis key, so several shops or environments can share one Redis. */
  redisKeyPrefix: string;
  /** The built SPA (apps/web/dist). */
  webDist: string;
  logLevel: LogLevel;
  /** The site's address as customers reach it: every link in an e-mail or QR code (no trailing /). */
  publicUrl: string;
  /** A real mail server; unset: every mail is written as an .eml file to `mailDir`. */
  smtpUrl: string | undefined;
  /** Refuse to send to an smtp:// server that does not offer STARTTLS (nodemailer's requireTLS). */
  smtpRequireTls: boolean;
  /** Where mail goes without SMTP_URL (DATA_DIR/mail). */
  mailDir: string;
  /** The sender of every mail. */
  mailFrom: string;
  /** Where the workshop is told of new contact messages and new repair requests. */
  workshopEmail: string;
  /** Changes to one request within this many seconds go out as one e-mail. */
  notifyBatchSeconds: number;
  /** Days the temporary password (the ID number of a new or reset account) signs in. */
  tempPasswordDays: number;
  /** Seconds a fresh proof it is the person lets exports, resets, … through (decision 088). */
  confirmIdentitySeconds: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** A host as it is written in a URL: IPv6 addresses in brackets, 0.0.0.0 as 127.0.0.1. */
export function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || host.startsWith("127.");
}

const envFields = z.object({
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return 8080;
      const port = Number(value);
      // 0 is allowed on purpose: the system picks a free port (tests, parallel runs).
      if (!/^\d+$/.test(value.trim()) || port > 65535) {
        ctx.addIssue({ code: "custom", message: "PORT must be a number between 0 and 65535" });
        return z.NEVER;
      }
      return port;
    }),
  HOST: optionalString.transform((value) => value ?? "127.0.0.1"),
  DATA_DIR: optionalString.transform((value) => value ?? "./data"),
  BACKUP_DIR: optionalString,
  BACKUP_CATCH_UP_SECONDS: wholeNumber("BACKUP_CATCH_UP_SECONDS", "seconds", [0, 86400], 300),
  DATABASE_URL: urlOf(
    ["postgres:", "postgresql:"],
    "DATABASE_URL must be a PostgreSQL connection string such as postgres://user:password@host:5432/database",
  ),
  REDIS_URL: urlOf(
    ["redis:", "rediss:"],
    "REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)",
  ),
  REDIS_KEY_PREFIX: optionalString
    .transform((value) => value ?? "lifetime-outfitter:")
    .pipe(
      z.string().regex(/^[\w:.-]+$/, {
        error: "REDIS_KEY_PREFIX may only contain letters, digits and _ : . -",
      }),
    ),
  ADMIN_EMAIL: optionalString
    .transform((value) => value ?? "admin@lifetime-outfitter.local")
    .pipe(z.email({ error: "ADMIN_EMAIL must be an e-mail address" })),
  ADMIN_PASSWORD: optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    const result = passwordSchema.safeParse(value);
    if (!result.success) {
      const reasons = result.error.issues.map((issue) => issue.message).join("; ");
      ctx.addIssue({ code: "custom", message: `ADMIN_PASSWORD is too weak: ${reasons}` });
    }
  }),
  API_KEY: optionalString,
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { error: "METRICS_TOKEN must be at least 16 characters" }).optional(),
  ),
  COOKIE_SECURE: booleanFlag("COOKIE_SECURE"),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST: optionalString,
  PUBLIC_URL: urlOf(
    ["http:", "https:"],
    "PUBLIC_URL must be the site's address such as https://shop.example.com",
  ),
  SMTP_URL: urlOf(
    ["smtp:", "smtps:"],
    "SMTP_URL must be a mail server URL such as smtp://user:password@mail.example.com:587",
  ),
  SMTP_REQUIRE_TLS: booleanFlag("SMTP_REQUIRE_TLS"),
  MAIL_FROM: emailSetting("MAIL_FROM"),
  WORKSHOP_EMAIL: emailSetting("WORKSHOP_EMAIL"),
  NOTIFY_BATCH_SECONDS: wholeNumber("NOTIFY_BATCH_SECONDS", "seconds", [0, 86400], 120),
  TEMP_PASSWORD_DAYS: wholeNumber("TEMP_PASSWORD_DAYS", "days", [1, 9999], 7),
  CONFIRM_IDENTITY_SECONDS: wholeNumber("CONFIRM_IDENTITY_SECONDS", "seconds", [1, 86400], 900),
  LOG_LEVEL: optionalString
    .transform((value) => value ?? "warn")
    .pipe(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      }),
    ),
});

/**
 * A password that passes the character rules may still be weak (decision 082): common, or
 * containing the shop's name or the admin's e-mail. Checked across the fields, since it needs
 * ADMIN_EMAIL; said in the same words as the rules above.
 */
const envSchema = envFields.superRefine(({ ADMIN_EMAIL, ADMIN_PASSWORD }, ctx) => {
  if (ADMIN_PASSWORD === undefined || !passwordSchema.safeParse(ADMIN_PASSWORD).success) return;
  const reasons = passwordQualityIssues(ADMIN_PASSWORD, { email: ADMIN_EMAIL });
  if (reasons.length === 0) return;
  // The reasons are sentences; joined like the rules above, without their full stops.
  const said = reasons.map((reason) => reason.replace(/\.$/, "")).join("; ");
  const message = `ADMIN_PASSWORD is too weak: ${said}`;
  ctx.addIssue({ code: "custom", message, path: ["ADMIN_PASSWORD"] });
});

/**
 * The Secure flag follows the scheme customers reach the site by. An https PUBLIC_URL: Secure,
 * and COOKIE_SECURE=false is refused (the session would also travel over plain http). An http
 * PUBLIC_URL: not Secure unless COOKIE_SECURE=true asks for it (allowed: it only narrows where
 * the cookie goes, e.g. a TLS proxy in front of an address written as http). No PUBLIC_URL:
 * Secure unless HOST is a loopback address, as before there was a scheme to follow.
 */
function cookieSecureFor(
  setting: boolean | undefined,
  publicUrl: string | undefined,
  host: string,
): boolean {
  const https = publicUrl !== undefined && new URL(publicUrl).protocol === "https:";
  if (https && setting === false) {
    throw new ConfigError(
      "Invalid environment: COOKIE_SECURE=false cannot be used with an https PUBLIC_URL: the " +
        "session cookie would also be sent over plain http. Remove COOKIE_SECURE, or set " +
        "PUBLIC_URL to the site's http:// address if it really has no https",
    );
  }
  if (setting !== undefined) return setting;
  if (publicUrl !== undefined) return https;
  return !isLoopbackHost(host);
}

/** Whether customers reach the site over https (its PUBLIC_URL): HSTS is sent only then. */
export function servedOverHttps(config: Pick<AppConfig, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}

/**
 * Reads and validates the environment. Relative paths are resolved against the directory npm
 * was started from (INIT_CWD), so `npm start` at the repository root keeps its data in ./data
 * even though the server's own script runs inside apps/server.
 */
const defaultBackupDir = (databaseUrl: string | undefined, dataDir: string) =>
  databaseUrl ? undefined : resolve(dataDir, "backups");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new ConfigError(`Invalid environment: ${first?.message ?? "unknown problem"}`);
  }
  const parsed = result.data;
  const base = env.INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: absolute(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    backupDir: parsed.BACKUP_DIR
      ? absolute(parsed.BACKUP_DIR)
      : defaultBackupDir(parsed.DATABASE_URL, absolute(parsed.DATA_DIR)),
    backupCatchUpSeconds: parsed.BACKUP_CATCH_UP_SECONDS,
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD,
    apiKey: parsed.API_KEY,
    metricsToken: parsed.METRICS_TOKEN,
    cookieSecure: cookieSecureFor(parsed.COOKIE_SECURE, parsed.PUBLIC_URL, parsed.HOST),
    trustProxy: parsed.TRUST_PROXY,
    redisUrl: parsed.REDIS_URL,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    webDist: parsed.WEB_DIST ? absolute(parsed.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: parsed.LOG_LEVEL,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${hostForUrl(parsed.HOST)}:${parsed.PORT}`).replace(
      /\/+$/,
      "",
    ),
    smtpUrl: parsed.SMTP_URL,
    smtpRequireTls: parsed.SMTP_REQUIRE_TLS ?? false,
    mailDir: resolve(absolute(parsed.DATA_DIR), "mail"),
    mailFrom: parsed.MAIL_FROM,
    workshopEmail: parsed.WORKSHOP_EMAIL,
    notifyBatchSeconds: parsed.NOTIFY_BATCH_SECONDS,
    tempPasswordDays: parsed.TEMP_PASSWORD_DAYS,
    confirmIdentitySeconds: parsed.CONFIRM_IDENTITY_SECONDS,
  };
}
