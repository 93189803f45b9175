/**
 * The whole database in one place. drizzle-kit generates the SQL migrations in ./migrations
 * from this file (`npm run db:generate -w @lo/server`); never edit a generated migration.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

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
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('admin', 'customer')`),
    check("users_password_flag_check", sql`${t.passwordFlag} in (0, 1)`),
    // E-mail is the login, so it is unique whatever its case.
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_full_name_trgm").using(
      "gin",
      sql`lower(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`,
    ),
    index("users_email_trgm").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("users_created_at_idx").on(t.createdAt),
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

export const productTypes = pgTable("product_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  isCustom: boolean("is_custom").notNull().default(false),
});

export const colours = pgTable("colours", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

export const sizes = pgTable("sizes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

export const productTypeColours = pgTable(
  "product_type_colours",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.colourId] })],
);

export const productTypeSizes = pgTable(
  "product_type_sizes",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    sizeId: integer("size_id")
      .notNull()
      .references(() => sizes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.sizeId] })],
);

/** One physical piece, known by its serial number, owned by exactly one customer. */
export const products = pgTable(
  "products",
  {
    serialno: text("serialno").primaryKey(),
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id),
    colourId: integer("colour_id").references(() => colours.id),
    sizeId: integer("size_id").references(() => sizes.id),
    customColour: text("custom_colour"),
    customSize: text("custom_size"),
    /** Used by Custom pieces, which have no catalogue description. */
    description: text("description"),
    customerIdnumber: text("customer_idnumber")
      .notNull()
      .references(() => users.idnumber, { onUpdate: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("products_customer_idx").on(t.customerIdnumber),
    index("products_type_idx").on(t.productTypeId),
    index("products_colour_idx").on(t.colourId),
    index("products_size_idx").on(t.sizeId),
    index("products_created_at_idx").on(t.createdAt),
    index("products_serialno_trgm").using("gin", sql`lower(${t.serialno}) gin_trgm_ops`),
    // 'AB-1' and 'ab-1' are the same piece to a person: the database refuses the second even
    // when two admins create them at the same moment.
    uniqueIndex("products_serialno_lower_unique").on(sql`lower(${t.serialno})`),
  ],
);

export const repairRequests = pgTable(
  "repair_requests",
  {
    /** The repair id the customer and the workshop quote. */
    id: serial("id").primaryKey(),
    customerIdnumber: text("customer_idnumber")
      .notNull()
      .references(() => users.idnumber, { onUpdate: "cascade" }),
    currentLocation: text("current_location").notNull(),
    /** Overall status as the SPEC's server names ('Pending' ... 'Done'), derived from the lines. */
    status: text("status").notNull().default("Pending"),
    createdByIdnumber: text("created_by_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    /** Optimistic-locking counter for request-level edits (current location). */
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("repair_requests_customer_idx").on(t.customerIdnumber),
    index("repair_requests_status_idx").on(t.status),
    index("repair_requests_created_at_idx").on(t.createdAt),
    index("repair_requests_updated_at_idx").on(t.updatedAt),
  ],
);

export const REPAIR_LINE_STATE_KEYS = [
  "pending",
  "enroute-to-outfitter",
  "in-progress",
  "ready-for-collection",
  "enroute-to-customer",
  "completed",
] as const;

export const repairLines = pgTable(
  "repair_lines",
  {
    id: serial("id").primaryKey(),
    repairRequestId: integer("repair_request_id")
      .notNull()
      .references(() => repairRequests.id, { onDelete: "cascade" }),
    serialno: text("serialno")
      .notNull()
      .references(() => products.serialno, { onUpdate: "cascade" }),
    problemDescription: text("problem_description").notNull(),
    state: text("state", { enum: REPAIR_LINE_STATE_KEYS }).notNull().default("pending"),
    /** Optimistic-locking counter: an update naming an older version is a stale edit (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "repair_lines_state_check",
      sql`${t.state} in ('pending', 'enroute-to-outfitter', 'in-progress', 'ready-for-collection', 'enroute-to-customer', 'completed')`,
    ),
    index("repair_lines_request_idx").on(t.repairRequestId),
    index("repair_lines_serialno_idx").on(t.serialno),
    // The admin search covers problem descriptions: ILIKE '%term%' on lower(...) uses it.
    index("repair_lines_problem_description_trgm").using(
      "gin",
      sql`lower(${t.problemDescription}) gin_trgm_ops`,
    ),
    // A product can be in at most one open repair; the database, not the code, guarantees it.
    uniqueIndex("repair_lines_one_open_per_product")
      .on(t.serialno)
      .where(sql`${t.state} <> 'completed'`),
  ],
);

/** Workshop notes are append-only: rows are inserted, never updated or deleted. */
export const repairLineNotes = pgTable(
  "repair_line_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    repairLineId: integer("repair_line_id")
      .notNull()
      .references(() => repairLines.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    authorIdnumber: text("author_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("repair_line_notes_line_created_idx").on(t.repairLineId, t.createdAt)],
);

export const repairLineStateChanges = pgTable(
  "repair_line_state_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    repairLineId: integer("repair_line_id")
      .notNull()
      .references(() => repairLines.id, { onDelete: "cascade" }),
    /** Null for the line's first state, when it was created. */
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    changedByIdnumber: text("changed_by_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("repair_line_state_changes_line_idx").on(t.repairLineId, t.changedAt)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
