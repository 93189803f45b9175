/**
 * What guards the accounts beyond a password: second factors (TOTP with recovery codes,
 * passkeys), the devices a person has signed in from, and the security log.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, bytea, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";

/**
 * The security log: sign-ins, password and e-mail changes, links, factors, sessions ended,
 * exports and refused admin calls. Append-only: the database refuses UPDATE and DELETE on it
 * (migration 0024) but for the year's pruning and an anonymisation, each allowed by a setting of
 * its own transaction. No foreign keys: it outlives the people in it.
 */
export const securityLog = pg.pgTable(
  "security_log",
  {
    id: bigId(),
    at: stampedNow("at"),
    /** What happened: see SECURITY_EVENTS in the domain. */
    event: pg.text("event").notNull(),
    /** Whose account it concerns, when one is known. */
    userIdnumber: pg.text("user_idnumber"),
    /** Who did it, when that is someone else (an admin ending a customer's sessions). */
    actorIdnumber: pg.text("actor_idnumber"),
    ip: pg.text("ip"),
    userAgent: pg.text("user_agent"),
    /** What else the event says (which list an export was, its filters and rows; a route). */
    details: pg.jsonb("details").notNull().default({}),
  },
  (t) => [
    pg.index("security_log_at_idx").on(t.at),
    pg.index("security_log_user_idx").on(t.userIdnumber, t.at),
    pg.index("security_log_event_idx").on(t.event, t.at),
  ],
);

/** A person's TOTP authenticator (RFC 6238); unconfirmed while they enrol. */
export const totpFactors = pg.pgTable("totp_factors", {
  userIdnumber: personRef("user_idnumber", "cascade").primaryKey(),
  /** The shared key, base32. */
  secret: pg.text("secret").notNull(),
  /** Set once the person has typed a first good code; null while enrolling. */
  confirmedAt: timestamptz("confirmed_at"),
  /** The last time step a code was accepted for: a code is accepted once, never replayed. */
  lastStep: pg.bigint("last_step", { mode: "number" }),
  createdAt: stampedNow("created_at"),
});

/** Ten single-use recovery codes per TOTP factor, stored hashed. */
export const recoveryCodes = pg.pgTable(
  "recovery_codes",
  {
    id: bigId(),
    userIdnumber: personRef("user_idnumber", "cascade").notNull(),
    codeHash: pg.text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: stampedNow("created_at"),
  },
  (t) => [pg.index("recovery_codes_user_idx").on(t.userIdnumber)],
);

/** Passkeys (WebAuthn credentials) a person has added. */
export const passkeys = pg.pgTable(
  "passkeys",
  {
    /** The credential's id, base64url. */
    id: pg.text("id").primaryKey(),
    userIdnumber: personRef("user_idnumber", "cascade").notNull(),
    name: pg.text("name").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: pg.bigint("counter", { mode: "number" }).notNull().default(0),
    transports: pg.jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: stampedNow("created_at"),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (t) => [pg.index("passkeys_user_idx").on(t.userIdnumber)],
);

/**
 * A WebAuthn ceremony in progress: the challenge the server sent, found again by the random
 * id in a short-lived cookie. For sign-in the person is not known yet.
 */
export const webauthnChallenges = pg.pgTable(
  "webauthn_challenges",
  {
    id: pg.text("id").primaryKey(),
    challenge: pg.text("challenge").notNull(),
    purpose: pg.text("purpose", { enum: ["register", "sign-in", "second-factor"] }).notNull(),
    userIdnumber: personRef("user_idnumber", "cascade"),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    pg.check(
      "webauthn_challenges_purpose_check",
      sql`${t.purpose} in ('register', 'sign-in', 'second-factor')`,
    ),
    pg.index("webauthn_challenges_expires_idx").on(t.expiresAt),
  ],
);

/** A wrong second-factor code, counted per account whatever the address it came from. */
export const factorFailures = pg.pgTable(
  "factor_failures",
  {
    id: bigId(),
    userIdnumber: personRef("user_idnumber", "cascade").notNull(),
    createdAt: stampedNow("created_at"),
  },
  (t) => [pg.index("factor_failures_user_idx").on(t.userIdnumber, t.createdAt)],
);

/**
 * The browsers a person has signed in from, by the hash of a long-lived random cookie: a
 * sign-in from one not seen before is mailed to them.
 */
export const knownDevices = pg.pgTable(
  "known_devices",
  {
    userIdnumber: personRef("user_idnumber", "cascade").notNull(),
    deviceHash: pg.text("device_hash").notNull(),
    firstSeenAt: stampedNow("first_seen_at"),
    lastSeenAt: stampedNow("last_seen_at"),
  },
  (t) => [pg.primaryKey({ columns: [t.userIdnumber, t.deviceHash] })],
);
