import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { DEFAULT_WEB_DIST } from "../src/web/static";
import { ownTestApp } from "./helpers";

const load = (env: Record<string, string>) => loadConfig({ INIT_CWD: "/srv/shop", ...env });

function errorOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("configuration from the environment", () => {
  it("has the documented defaults", () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/shop/data",
      databaseUrl: undefined,
      adminEmail: "admin@lifetime-outfitter.local",
      adminPassword: undefined,
      apiKey: undefined,
      metricsToken: undefined,
      // Loopback host: plain HTTP on this machine, so no Secure cookie.
      cookieSecure: false,
      // No proxy is trusted unless one is named: X-Forwarded-For could be anyone's.
      trustProxy: false,
      // Per-IP limits in this process's memory.
      redisUrl: undefined,
      redisKeyPrefix: "lifetime-outfitter:",
      webDist: DEFAULT_WEB_DIST,
    });
    expect(DEFAULT_WEB_DIST.replaceAll("\\", "/")).toMatch(/apps\/web\/dist$/);
  });

  it("takes the nightly backups into DATA_DIR/backups, on PostgreSQL only into BACKUP_DIR", () => {
    expect(load({})).toMatchObject({
      backupDir: "/srv/shop/data/backups",
      backupCatchUpSeconds: 300,
    });
    expect(load({ DATA_DIR: "shop-data" }).backupDir).toBe("/srv/shop/shop-data/backups");
    expect(load({ BACKUP_DIR: "/mnt/backups" }).backupDir).toBe("/mnt/backups");
    const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/lifetime" };
    expect(load(postgres).backupDir).toBeUndefined();
    expect(load({ ...postgres, BACKUP_DIR: "nightly" }).backupDir).toBe("/srv/shop/nightly");
    expect(load({ BACKUP_CATCH_UP_SECONDS: "0" }).backupCatchUpSeconds).toBe(0);
    expect(() => load({ BACKUP_CATCH_UP_SECONDS: "soon" })).toThrow(/BACKUP_CATCH_UP_SECONDS/);
  });

  it("reads every variable", () => {
    const config = load({
      PORT: "0",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/lo",
      DATABASE_URL: "postgresql://shop:secret@db:5432/lifetime",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "Workshop#2025",
      API_KEY: "k3y",
      TRUST_PROXY: "10.0.0.2",
      REDIS_URL: "rediss://:secret@cache:6380/2",
      REDIS_KEY_PREFIX: "shop-staging:",
    });
    expect(config).toMatchObject({
      port: 0,
      host: "0.0.0.0",
      dataDir: "/var/lib/lo",
      databaseUrl: "postgresql://shop:secret@db:5432/lifetime",
      adminEmail: "owner@example.com",
      adminPassword: "Workshop#2025",
      apiKey: "k3y",
      // Not loopback: the site is expected to be behind HTTPS.
      cookieSecure: true,
      trustProxy: ["10.0.0.2"],
      redisUrl: "rediss://:secret@cache:6380/2",
      redisKeyPrefix: "shop-staging:",
    });
  });

  it("lets COOKIE_SECURE override the default either way", () => {
    expect(load({ HOST: "0.0.0.0", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(load({ COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
    expect(errorOf({ COOKIE_SECURE: "maybe" })).toBe(
      "Invalid environment: COOKIE_SECURE must be true or false",
    );
  });

  it("makes the cookie Secure for an https PUBLIC_URL, and not for an http one", () => {
    expect(load({ PUBLIC_URL: "https://shop.example.com" }).cookieSecure).toBe(true);
    // Whatever HOST is: the scheme customers reach the site by decides.
    expect(load({ HOST: "0.0.0.0", PUBLIC_URL: "http://192.168.1.5:8080" }).cookieSecure).toBe(
      false,
    );
    // Asking for Secure on an http address is allowed (a TLS proxy in front): it only narrows.
    expect(load({ PUBLIC_URL: "http://shop.local", COOKIE_SECURE: "true" }).cookieSecure).toBe(
      true,
    );
  });

  it("refuses COOKIE_SECURE=false with an https PUBLIC_URL, saying why and what to do", () => {
    for (const value of ["false", "0", "off"]) {
      expect(errorOf({ PUBLIC_URL: "https://shop.example.com", COOKIE_SECURE: value })).toBe(
        "Invalid environment: COOKIE_SECURE=false cannot be used with an https PUBLIC_URL: the " +
          "session cookie would also be sent over plain http. Remove COOKIE_SECURE, or set " +
          "PUBLIC_URL to the site's http:// address if it really has no https",
      );
    }
  });

  it("reads SMTP_REQUIRE_TLS: off unless set", () => {
    expect(load({}).smtpRequireTls).toBe(false);
    expect(load({ SMTP_REQUIRE_TLS: "true" }).smtpRequireTls).toBe(true);
    expect(load({ SMTP_REQUIRE_TLS: "no" }).smtpRequireTls).toBe(false);
    expect(errorOf({ SMTP_REQUIRE_TLS: "starttls" })).toBe(
      "Invalid environment: SMTP_REQUIRE_TLS must be true or false",
    );
  });

  it.each([
    ["false", false],
    ["", false],
    ["127.0.0.1", ["127.0.0.1"]],
    [" 10.0.0.0/8 , ::1, fd00::/8,loopback ", ["10.0.0.0/8", "::1", "fd00::/8", "loopback"]],
  ])("reads TRUST_PROXY=%j", (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["1", "2", "maybe", "10.0.0.0/33", "::1/129", "300.1.1.1", "10.0.0.1,", "proxy.local"])(
    "refuses TRUST_PROXY=%s in one clear line",
    (value) => {
      expect(errorOf({ TRUST_PROXY: value })).toBe(
        "Invalid environment: TRUST_PROXY must be false or a comma-separated list of " +
          "proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8)",
      );
    },
  );

  it.each(["true", "TRUE", "yes", "on"])(
    "refuses TRUST_PROXY=%s: it would trust any client",
    (value) => {
      expect(errorOf({ TRUST_PROXY: value })).toBe(
        "Invalid environment: TRUST_PROXY=true would believe the X-Forwarded-For header of any " +
          "client, which can then pose as any address and escape the sign-in limits: give your " +
          "proxy's addresses or CIDRs instead (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8)",
      );
    },
  );

  describe("behind a proxy or not", () => {
    const routes: FastifyPluginAsyncZod = async (api) => {
      api.get("/test/ip", { config: { access: "public" } }, async (request) => ({
        ip: request.ip,
      }));
    };
    const untrustedApp = ownTestApp({ routes });
    const behindProxyApp = ownTestApp({ config: { trustProxy: ["10.0.0.0/8"] }, routes });

    it("TRUST_PROXY decides whose X-Forwarded-For names the client (and so the sign-in limits)", async () => {
      const untrusted = untrustedApp();
      const behindProxy = behindProxyApp();
      const ipSeen = async (t: typeof untrusted, remoteAddress: string) => {
        const response = await t.app.inject({
          method: "GET",
          url: "/lifetime-outfitter/test/ip",
          remoteAddress,
          headers: { "x-forwarded-for": "203.0.113.7" },
        });
        return response.json().ip as string;
      };
      // Default: the header is ignored, a stranger cannot pick the address they are limited by.
      expect(await ipSeen(untrusted, "10.1.2.3")).toBe("10.1.2.3");
      // Behind the named proxy, each client is told apart by the address the proxy forwards.
      expect(await ipSeen(behindProxy, "10.1.2.3")).toBe("203.0.113.7");
      // A connection from anywhere else is not the proxy: its header is ignored.
      expect(await ipSeen(behindProxy, "192.0.2.1")).toBe("192.0.2.1");
    });
  });

  it.each(["abc", "-1", "65536", "80.5", "8080x"])("refuses PORT=%s in one clear line", (port) => {
    expect(errorOf({ PORT: port })).toBe(
      "Invalid environment: PORT must be a number between 0 and 65535",
    );
  });

  it.each(["not a url", "mysql://db/shop", "http://db:5432/shop"])(
    "refuses DATABASE_URL=%s",
    (url) => {
      expect(errorOf({ DATABASE_URL: url })).toMatch(
        /^Invalid environment: DATABASE_URL must be a PostgreSQL connection string/,
      );
    },
  );

  it("takes redis:// as well as rediss:// for REDIS_URL", () => {
    expect(load({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
  });

  it.each(["not a url", "127.0.0.1:6379", "http://cache:6379", "postgres://db/shop"])(
    "refuses REDIS_URL=%s in one clear line",
    (url) => {
      expect(errorOf({ REDIS_URL: url })).toBe(
        "Invalid environment: REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379 " +
          "(rediss:// for TLS)",
      );
    },
  );

  it.each(["with space", "star*", "a/b"])("refuses REDIS_KEY_PREFIX=%s", (prefix) => {
    expect(errorOf({ REDIS_KEY_PREFIX: prefix })).toBe(
      "Invalid environment: REDIS_KEY_PREFIX may only contain letters, digits and _ : . -",
    );
  });

  it("refuses a weak ADMIN_PASSWORD, naming every broken rule", () => {
    const message = errorOf({ ADMIN_PASSWORD: "short" });
    expect(message).toMatch(/^Invalid environment: ADMIN_PASSWORD is too weak: /);
    expect(message).toContain("Password must be at least 8 characters");
    expect(message).toContain("Password must contain at least one uppercase letter");
    expect(message).toContain("Password must contain at least one number");
    expect(message).toContain("Password must contain at least one special character");
    expect(message).not.toContain("\n");
  });

  it("refuses an ADMIN_PASSWORD that passes the rules but is common or holds a name", () => {
    const tooWeak = "Invalid environment: ADMIN_PASSWORD is too weak: ";
    expect(errorOf({ ADMIN_PASSWORD: "Password1!" })).toBe(
      `${tooWeak}This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess`,
    );
    // The default ADMIN_EMAIL is admin@lifetime-outfitter.local.
    expect(errorOf({ ADMIN_PASSWORD: "Admin#Stitch9" })).toBe(
      `${tooWeak}Your password must not contain your e-mail address (the part before the @)`,
    );
    expect(errorOf({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Lifetime#Owner1" })).toBe(
      `${tooWeak}Your password must not contain your e-mail address (the part before the @); Your password must not contain the shop's name (Lifetime or Outfitter)`,
    );
    expect(
      load({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Workshop#2025" }),
    ).toMatchObject({ adminPassword: "Workshop#2025" });
  });

  it("refuses an ADMIN_EMAIL that is not an e-mail address", () => {
    expect(errorOf({ ADMIN_EMAIL: "admin" })).toBe(
      "Invalid environment: ADMIN_EMAIL must be an e-mail address",
    );
  });

  it("has the mail defaults: links to this address, mail written to DATA_DIR/mail", () => {
    expect(load({})).toMatchObject({
      publicUrl: "http://127.0.0.1:8080",
      smtpUrl: undefined,
      mailDir: "/srv/shop/data/mail",
      mailFrom: "hello@lifetime-outfitter.co.za",
      workshopEmail: "hello@lifetime-outfitter.co.za",
      notifyBatchSeconds: 120,
    });
    expect(load({ HOST: "::1", PORT: "9000" }).publicUrl).toBe("http://[::1]:9000");
  });

  it("reads the mail variables", () => {
    expect(
      load({
        PUBLIC_URL: "https://shop.example.com/",
        SMTP_URL: "smtps://mailer:secret@mail.example.com:465",
        MAIL_FROM: "repairs@example.com",
        WORKSHOP_EMAIL: "bench@example.com",
        NOTIFY_BATCH_SECONDS: "1",
      }),
    ).toMatchObject({
      // No trailing slash, so links are built as publicUrl + '/track/…'.
      publicUrl: "https://shop.example.com",
      smtpUrl: "smtps://mailer:secret@mail.example.com:465",
      mailFrom: "repairs@example.com",
      workshopEmail: "bench@example.com",
      notifyBatchSeconds: 1,
    });
  });

  it("reads TEMP_PASSWORD_DAYS: 7 days unless set to a positive whole number", () => {
    expect(load({}).tempPasswordDays).toBe(7);
    expect(load({ TEMP_PASSWORD_DAYS: "" }).tempPasswordDays).toBe(7);
    expect(load({ TEMP_PASSWORD_DAYS: " 3 " }).tempPasswordDays).toBe(3);
    for (const value of ["0", "-1", "1.5", "a week", "100000"]) {
      expect(errorOf({ TEMP_PASSWORD_DAYS: value })).toBe(
        "Invalid environment: TEMP_PASSWORD_DAYS must be a whole number of days (1 to 9999)",
      );
    }
  });

  it.each([
    [
      { PUBLIC_URL: "shop.example.com" },
      "PUBLIC_URL must be the site's address such as https://shop.example.com",
    ],
    [
      { PUBLIC_URL: "ftp://shop.example.com" },
      "PUBLIC_URL must be the site's address such as https://shop.example.com",
    ],
    [
      { SMTP_URL: "mail.example.com:587" },
      "SMTP_URL must be a mail server URL such as smtp://user:password@mail.example.com:587",
    ],
    [
      { SMTP_URL: "http://mail.example.com" },
      "SMTP_URL must be a mail server URL such as smtp://user:password@mail.example.com:587",
    ],
    [{ MAIL_FROM: "workshop" }, "MAIL_FROM must be an e-mail address such as workshop@example.com"],
    [
      { WORKSHOP_EMAIL: "bench at example" },
      "WORKSHOP_EMAIL must be an e-mail address such as workshop@example.com",
    ],
    [
      { NOTIFY_BATCH_SECONDS: "two minutes" },
      "NOTIFY_BATCH_SECONDS must be a whole number of seconds (0 to 86400)",
    ],
    [
      { NOTIFY_BATCH_SECONDS: "90000" },
      "NOTIFY_BATCH_SECONDS must be a whole number of seconds (0 to 86400)",
    ],
  ])("refuses %o in one clear line", (env, message) => {
    expect(errorOf(env)).toBe(`Invalid environment: ${message}`);
  });

  it("treats empty variables as unset", () => {
    const config = load({
      PORT: "",
      API_KEY: "",
      ADMIN_PASSWORD: "",
      DATABASE_URL: "",
      REDIS_URL: "",
      REDIS_KEY_PREFIX: "",
    });
    expect(config.port).toBe(8080);
    expect(config.apiKey).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe("lifetime-outfitter:");
  });
});
