/**
 * The people: users (customers and admins), their kept totals, sessions and failed sign-ins.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const users = pgTable(
  "users",
  {
    /** The person's ID number: their key everywhere in the API. */
    idnumber: text("idnumber").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** 0: a new password must be set at the next sign-in; 1: the user chose their password. */
    passwordFlag: smallint("password_flag").notNull().default(0),
    role: text("role", { enum: ["admin", "customer"] }).notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    cellphone: text("cellphone"),
    isSouthAfrican: boolean("is_south_african").notNull().default(false),
    street: text("street"),
    city: text("city"),
    province: text("province"),
    postalCode: integer("postal_code"),
    country: text("country"),
    /**
     * When the password was last set. A password of flag 0 (the ID number a create or an admin
     * reset hands out) works for TEMP_PASSWORD_DAYS after this (design §8).
     */
    passwordSetAt: timestamptz("password_set_at").notNull().defaultNow(),
    /** false: the customer turned off the mails about their repairs' progress (design §7). */
    statusMails: boolean("status_mails").notNull().default(true),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /**
     * The cellphone as the searches compare it: digits only, South Africa's +27 written as 0
     * (phone_digits, migration 0014; the domain's phoneDigits does the same to a search term).
     * Computed by the database on every write, never by the code.
     */
    cellphoneDigits: text("cellphone_digits").generatedAlwaysAs(sql`phone_digits(cellphone)`),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('admin', 'customer')`),
    check("users_password_flag_check", sql`${t.passwordFlag} in (0, 1)`),
    // E-mail is the login, so it is unique whatever its case.
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // One person, one ID number, whatever its letter case (like serial numbers).
    uniqueIndex("users_idnumber_lower_unique").on(sql`lower(${t.idnumber})`),
    index("users_full_name_trgm").using(
      "gin",
      sql`lower(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`,
    ),
    index("users_email_trgm").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    // The customer pickers also find a person by (part of) their ID number.
    index("users_idnumber_trgm").using("gin", sql`lower(${t.idnumber}) gin_trgm_ops`),
    // The searches by phone (migration 0014): a whole number exactly, or a part of it.
    index("users_cellphone_digits_idx").on(t.cellphoneDigits),
    index("users_cellphone_digits_trgm").using("gin", sql`${t.cellphoneDigits} gin_trgm_ops`),
    // The pickers' order, read from the index for a short term that matches many.
    index("users_customers_picker_idx")
      .on(t.name, t.surname, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    index("users_created_at_idx").on(t.createdAt),
    // The Manage Customers sorts, each ending in the ID number like the list's ORDER BY, so a
    // page (deep ones too) is read in order from an index instead of sorting every customer.
    index("users_customers_joined_idx")
      .on(t.createdAt, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    index("users_customers_name_idx")
      .on(sql`lower(${t.name})`, sql`lower(${t.surname})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    index("users_customers_surname_idx")
      .on(sql`lower(${t.surname})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    index("users_customers_email_idx")
      .on(sql`lower(${t.email})`, t.idnumber)
      .where(sql`${t.role} = 'customer'`),
    // The few people who are not customers (the statistics leave out what they own).
    index("users_non_customers_idx")
      .on(t.idnumber)
      .where(sql`${t.role} <> 'customer'`),
  ],
);

/**
 * Per person: how many products they own and repair requests they raised, the latest of each,
 * and their open lines. Kept by triggers in the same transaction as the change (migration
 * 0005, decision 046), so the customer list sorts and shows them without counting.
 */
export const customerTotals = pgTable(
  "customer_totals",
  {
    customerIdnumber: text("customer_idnumber")
      .primaryKey()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    purchases: integer("purchases").notNull().default(0),
    lastPurchaseAt: timestamptz("last_purchase_at"),
    repairs: integer("repairs").notNull().default(0),
    lastRepairAt: timestamptz("last_repair_at"),
    /** Lines of their requests that are not completed yet. */
    openLines: integer("open_lines").notNull().default(0),
  },
  (t) => [
    index("customer_totals_purchases_idx").on(t.purchases, t.customerIdnumber),
    index("customer_totals_repairs_idx").on(t.repairs, t.customerIdnumber),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha-256 (hex) of the random token; the raw token only ever lives in the cookie. */
    tokenHash: text("token_hash").primaryKey(),
    userIdnumber: text("user_idnumber")
      .notNull()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("sessions_user_idnumber_idx").on(t.userIdnumber),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    emailLower: text("email_lower").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("login_failures_lookup_idx").on(t.emailLower, t.ip, t.createdAt)],
);
