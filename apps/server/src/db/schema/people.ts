/**
 * The people: users (customers and admins), their kept totals, sessions and failed sign-ins.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, followKey, stampedNow, timestamptz } from "./columns";

export const users = pg.pgTable(
  "users",
  {
    /** The person's ID number: their key everywhere in the API. */
    idnumber: pg.text("idnumber").primaryKey(),
    email: pg.text("email").notNull(),
    passwordHash: pg.text("password_hash").notNull(),
    /** 0: a new password must be set at the next sign-in; 1: the user chose their password. */
    passwordFlag: pg.smallint("password_flag").notNull().default(0),
    role: pg.text("role", { enum: ["admin", "customer"] }).notNull(),
    name: pg.text("name").notNull(),
    surname: pg.text("surname").notNull(),
    cellphone: pg.text("cellphone"),
    isSouthAfrican: pg.boolean("is_south_african").notNull().default(false),
    street: pg.text("street"),
    city: pg.text("city"),
    province: pg.text("province"),
    postalCode: pg.integer("postal_code"),
    country: pg.text("country"),
    /**
     * When the password was last set. A password of flag 0 (the ID number a create or an admin
     * reset hands out) works for TEMP_PASSWORD_DAYS after this (design §8).
     */
    passwordSetAt: stampedNow("password_set_at"),
    /** false: the customer turned off the mails about their repairs' progress (design §7). */
    statusMails: pg.boolean("status_mails").notNull().default(true),
    /** false: the customer turned off the mail about a sign-in from a new device. */
    signInMails: pg.boolean("sign_in_mails").notNull().default(true),
    /** When the customer was anonymised at their request (decision 089); null: never. */
    anonymisedAt: timestamptz("anonymised_at"),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
    /**
     * The cellphone as the searches compare it: digits only, South Africa's +27 written as 0
     * (phone_digits, migration 0014; the domain's phoneDigits does the same to a search term).
     * Computed by the database on every write, never by the code.
     */
    cellphoneDigits: pg.text("cellphone_digits").generatedAlwaysAs(sql`phone_digits(cellphone)`),
  },
  (t) => [
    pg.check("users_role_check", sql`${t.role} in ('admin', 'customer')`),
    pg.check("users_password_flag_check", sql`${t.passwordFlag} in (0, 1)`),
    // E-mail is the login, so it is unique whatever its case.
    pg.uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // One person, one ID number, whatever its letter case (like serial numbers).
    pg.uniqueIndex("users_idnumber_lower_unique").on(sql`lower(${t.idnumber})`),
    pg
      .index("users_full_name_trgm")
      .using("gin", sql`lower(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`),
    pg.index("users_email_trgm").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    // The customer pickers also find a person by (part of) their ID number.
    pg.index("users_idnumber_trgm").using("gin", sql`lower(${t.idnumber}) gin_trgm_ops`),
    // The searches by phone (migration 0014): a whole number exactly, or a part of it.
    pg.index("users_cellphone_digits_idx").on(t.cellphoneDigits),
    pg.index("users_cellphone_digits_trgm").using("gin", sql`${t.cellphoneDigits} gin_trgm_ops`),
    // The pickers' order, read from the index for a short term that matches many.
    pg
      .index("users_customers_picker_idx")
      .on(t.name, t.surname, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    pg.index("users_created_at_idx").on(t.createdAt),
    // The Manage Customers sorts, each ending in the ID number like the list's ORDER BY, so a
    // page (deep ones too) is read in order from an index instead of sorting every customer.
    pg
      .index("users_customers_joined_idx")
      .on(t.createdAt, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    pg
      .index("users_customers_name_idx")
      .on(sql`lower(${t.name})`, sql`lower(${t.surname})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    pg
      .index("users_customers_surname_idx")
      .on(sql`lower(${t.surname})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    pg
      .index("users_customers_email_idx")
      .on(sql`lower(${t.email})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    // The few people who are not customers (the statistics leave out what they own).
    pg
      .index("users_non_customers_idx")
      .on(t.idnumber)
      .where(sql`${t.role} <> 'customer'`),
  ],
);

/**
 * A person's ID number in another table: a reference to users.idnumber that follows a change of
 * it; `onDelete` as the referring row needs (none: the person cannot be deleted while it stays).
 */
export const personRef = (name: string, onDelete?: "cascade" | "set null") =>
  pg.text(name).references(() => users.idnumber, followKey(onDelete));

/**
 * Per person: how many products they own and repair requests they raised, the latest of each,
 * and their open lines. Kept by triggers in the same transaction as the change (migration
 * 0005, decision 046), so the customer list sorts and shows them without counting.
 */
export const customerTotals = pg.pgTable(
  "customer_totals",
  {
    customerIdnumber: personRef("customer_idnumber", "cascade").primaryKey(),
    purchases: pg.integer("purchases").notNull().default(0),
    lastPurchaseAt: timestamptz("last_purchase_at"),
    repairs: pg.integer("repairs").notNull().default(0),
    lastRepairAt: timestamptz("last_repair_at"),
    /** Lines of their requests that are not completed yet. */
    openLines: pg.integer("open_lines").notNull().default(0),
  },
  (t) => [
    pg.index("customer_totals_purchases_idx").on(t.purchases, t.customerIdnumber),
    pg.index("customer_totals_repairs_idx").on(t.repairs, t.customerIdnumber),
  ],
);

export const sessions = pg.pgTable(
  "sessions",
  {
    /** sha-256 (hex) of the random token; the raw token only ever lives in the cookie. */
    tokenHash: pg.text("token_hash").primaryKey(),
    userIdnumber: personRef("user_idnumber", "cascade").notNull(),
    createdAt: stampedNow("created_at"),
    lastSeenAt: stampedNow("last_seen_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    /** The browser's User-Agent and address at sign-in, for the person's list of sessions. */
    userAgent: pg.text("user_agent"),
    ip: pg.text("ip"),
    /**
     * When a second factor (or a passkey) was proved in this session; an admin's session
     * without one may only prove it (or enrol one) and sign out.
     */
    secondFactorAt: timestamptz("second_factor_at"),
    /** When the person last proved it was them (sign-in, password or factor): re-auth window. */
    confirmedAt: timestamptz("confirmed_at"),
  },
  (t) => [
    pg.index("sessions_user_idnumber_idx").on(t.userIdnumber),
    pg.index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const loginFailures = pg.pgTable(
  "login_failures",
  {
    id: bigId(),
    emailLower: pg.text("email_lower").notNull(),
    ip: pg.text("ip").notNull(),
    createdAt: stampedNow("created_at"),
  },
  (t) => [pg.index("login_failures_lookup_idx").on(t.emailLower, t.ip, t.createdAt)],
);
