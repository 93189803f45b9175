/**
 * The whole database in one place. drizzle-kit generates the SQL migrations in ./migrations
 * from this file (`npm run db:generate -w @lo/server`); never edit a generated migration.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
     * reset hands out) works for TEMP_PASSWORD_DAYS after this (DESIGN §8).
     */
    passwordSetAt: timestamptz("password_set_at").notNull().defaultNow(),
    /** false: the customer turned off the mails about their repairs' progress (DESIGN §7). */
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
    // The searches by phone (issue 12): a whole number exactly, or a part of it.
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
    // What the admin list shows and sorts by, copied from the type, colour, size and owner by a
    // trigger on every insert and update (and again when those are renamed), never written by
    // the code: sorting 100,000 pieces by a joined name needs the name in an index here.
    /** The type's name. */
    typeName: text("type_name").notNull().default(""),
    /** The catalogue colour's name, or the custom colour. */
    colourName: text("colour_name"),
    /** The catalogue size's name, or the custom size. */
    sizeName: text("size_name"),
    /** The catalogue size's sort order; null for a custom size. */
    sizeRank: integer("size_rank"),
    /** The owner's name and surname. */
    customerName: text("customer_name").notNull().default(""),
    /**
     * What the admin searches find a serial number by: its four-character windows
     * (migrations 0008 and 0009, decision 051), computed by the database on every write. Stored rather
     * than an index on the expression, so a plan that reads every row (a term that matches
     * most of them) does not compute the windows of each.
     */
    serialnoWindows: tsvector("serialno_windows").generatedAlwaysAs(
      sql`serial_windows(lower(serialno))`,
    ),
  },
  (t) => [
    // With created_at, a customer's count and latest purchase come from the index alone.
    index("products_customer_idx").on(t.customerIdnumber, t.createdAt),
    index("products_type_name_sort_idx").on(sql`lower(${t.typeName})`, t.serialno),
    index("products_colour_name_sort_idx").on(sql`lower(${t.colourName})`, t.serialno),
    // Descending with empty values last, as the list sorts: a backward scan of the index
    // above would put them first.
    index("products_colour_name_sort_desc_idx").on(
      sql`lower(${t.colourName}) desc nulls last`,
      sql`${t.serialno} desc`,
    ),
    index("products_size_sort_idx").on(t.sizeRank, sql`lower(${t.customSize})`, t.serialno),
    index("products_size_sort_desc_idx").on(
      sql`${t.sizeRank} desc nulls last`,
      sql`lower(${t.customSize}) desc nulls last`,
      sql`${t.serialno} desc`,
    ),
    index("products_customer_name_sort_idx").on(
      sql`lower(${t.customerName})`,
      t.customerIdnumber,
      t.serialno,
    ),
    // With the serial number: a filter or a search on one of these reads the matching serial
    // numbers, in list order, from the index alone.
    index("products_type_idx").on(t.productTypeId, t.serialno),
    index("products_colour_idx").on(t.colourId, t.serialno),
    index("products_size_idx").on(t.sizeId, t.serialno),
    index("products_created_at_idx").on(t.createdAt),
    // The admin searches' serial-number branches (products/admin-search.ts, repairs/search.ts).
    index("products_serialno_windows").using("gin", t.serialnoWindows),
    // The admin search's owner and custom colour/size branches (products/admin-list.ts).
    index("products_customer_name_trgm").using("gin", sql`lower(${t.customerName}) gin_trgm_ops`),
    index("products_custom_colour_trgm").using("gin", sql`lower(${t.customColour}) gin_trgm_ops`),
    index("products_custom_size_trgm").using("gin", sql`lower(${t.customSize}) gin_trgm_ops`),
    // 'AB-1' and 'ab-1' are the same piece to a person: the database refuses the second even
    // when two admins create them at the same moment.
    uniqueIndex("products_serialno_lower_unique").on(sql`lower(${t.serialno})`),
  ],
);

/**
 * Who owned a piece when (issue 13): one row per owner's time, the open one (ended_at null) is
 * the current owner. Written by triggers on products (migration 0017), never by the code: a
 * new piece opens its first time ('made'); any change of products.customer_idnumber closes the
 * open time and opens the next, `via` 'admin' unless the transaction set
 * `lo.ownership_via` (a transfer sets 'transfer'). The item page reads it.
 */
export const productOwnerships = pgTable(
  "product_ownerships",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    serialno: text("serialno")
      .notNull()
      .references(() => products.serialno, { onDelete: "cascade", onUpdate: "cascade" }),
    customerIdnumber: text("customer_idnumber")
      .notNull()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    startedAt: timestamptz("started_at").notNull().defaultNow(),
    endedAt: timestamptz("ended_at"),
    /** How this time began: 'made' (the piece was created for them), 'admin', 'transfer'. */
    via: text("via", { enum: ["made", "admin", "transfer"] }).notNull(),
  },
  (t) => [
    check("product_ownerships_via_check", sql`${t.via} in ('made', 'admin', 'transfer')`),
    index("product_ownerships_serialno_idx").on(t.serialno, t.startedAt),
    index("product_ownerships_customer_idx").on(t.customerIdnumber, t.serialno),
    uniqueIndex("product_ownerships_one_open_idx")
      .on(t.serialno)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Per product: how many repair lines it has been in and the latest of their requests' dates.
 * Kept by triggers on repair_lines and repair_requests (migration 0005). A table of its own
 * rather than columns of products: a request being created share-locks its products, and
 * counting its new lines must not wait for those locks.
 */
export const productTotals = pgTable(
  "product_totals",
  {
    serialno: text("serialno")
      .primaryKey()
      .references(() => products.serialno, { onDelete: "cascade", onUpdate: "cascade" }),
    repairs: integer("repairs").notNull().default(0),
    lastRepairAt: timestamptz("last_repair_at"),
  },
  (t) => [
    index("product_totals_repairs_idx").on(t.repairs, t.serialno),
    index("product_totals_last_repair_idx").on(t.lastRepairAt, t.serialno),
    index("product_totals_last_repair_desc_idx").on(
      sql`${t.lastRepairAt} desc nulls last`,
      sql`${t.serialno} desc`,
    ),
  ],
);

/**
 * Counts the statistics cards and the lists' totals show, kept by triggers in the same
 * transaction as each change (migration 0005) instead of counted per view: customers, South
 * African customers, customers with an open line, products, products ever repaired, repair
 * requests, open lines (`name` ''), and products per type, colour and size name or id (`name`
 * the name or the id). A row is written only when its count changes.
 */
export const tallies = pgTable(
  "tallies",
  {
    kind: text("kind").notNull(),
    name: text("name").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
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
    /**
     * The status's place in workshop order (SPEC §4: Pending 1 … Done 6, anything else 0), the
     * admin list's status sort. The names are the domain's REPAIR_STATE_SERVER_NAMES; a test
     * (derived-data) checks the two agree.
     */
    statusRank: smallint("status_rank")
      .notNull()
      .generatedAlwaysAs(
        sql`CASE status WHEN 'Pending' THEN 1 WHEN 'Enroute to Lifetime Outfitter' THEN 2 WHEN 'In Progress' THEN 3 WHEN 'Ready for Collection' THEN 4 WHEN 'Enroute to Customer' THEN 5 WHEN 'Done' THEN 6 ELSE 0 END`,
      ),
    // The client's name and surname, copied from users by a trigger (migration 0005) so the
    // admin list sorts by them from an index.
    clientName: text("client_name").notNull().default(""),
    clientSurname: text("client_surname").notNull().default(""),
  },
  (t) => [
    index("repair_requests_customer_idx").on(t.customerIdnumber, t.createdAt),
    // The admin search's client-name branch (repairs/search.ts).
    index("repair_requests_client_trgm").using(
      "gin",
      sql`lower(${t.clientName} || ' ' || ${t.clientSurname}) gin_trgm_ops`,
    ),
    index("repair_requests_status_idx").on(t.status),
    // Every sort ends in the id, as the list's ORDER BY does: pages, deep ones too, are read
    // in order from these.
    index("repair_requests_created_at_idx").on(t.createdAt, t.id),
    index("repair_requests_updated_at_idx").on(t.updatedAt, t.id),
    index("repair_requests_status_rank_idx").on(t.statusRank, t.id),
    index("repair_requests_client_sort_idx").on(
      sql`lower(${t.clientName})`,
      sql`lower(${t.clientSurname})`,
      t.id,
    ),
    // The open requests, few at any time however old the shop: the statistics read only these.
    index("repair_requests_open_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'Done'`),
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
    /**
     * When the line entered its current state: its latest state change's time, kept by a
     * trigger on repair_line_state_changes (a custom migration of issue 13) in the same write,
     * so an overdue line (decision 067) is found from an index.
     */
    stateSince: timestamptz("state_since"),
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
    // The requests with an open line (the customers with open repairs), without reading the
    // completed history.
    index("repair_lines_open_request_idx")
      .on(t.repairRequestId)
      .where(sql`${t.state} <> 'completed'`),
    // The overdue lines (decision 067): per open state, those that entered it before a cutoff.
    index("repair_lines_open_state_since_idx")
      .on(t.state, t.stateSince, t.repairRequestId)
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
    /** Internal notes are the workshop's own: shown to admins only, never to the customer. */
    internal: boolean("internal").notNull().default(false),
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

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** When an admin opened it (or marked it read); null: unread. */
    readAt: timestamptz("read_at"),
    /** When an admin pressed Reply (which opens their mail client). */
    answeredAt: timestamptz("answered_at"),
    /** Archived messages leave the inbox, never the database. */
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [
    // The inbox, newest first, and its unread count, without reading the archive.
    index("contact_messages_inbox_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index("contact_messages_unread_idx")
      .on(t.id)
      .where(sql`${t.readAt} is null and ${t.archivedAt} is null`),
    index("contact_messages_archive_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is not null`),
    // A customer's messages (the customer page), newest first, by their e-mail address.
    index("contact_messages_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    // The inbox search: name, e-mail or text.
    index("contact_messages_search_trgm").using(
      "gin",
      sql`lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.message}) gin_trgm_ops`,
    ),
  ],
);

export const OUTBOX_STATES = ["pending", "sending", "sent", "failed", "skipped"] as const;

/**
 * Every e-mail, written in the same transaction as the change that causes it and sent by the
 * delivery worker (mail/). The template renders it when it is sent, from `payload` and the
 * database as it is then.
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Which template renders it ('request-received', 'request-status', ...). */
    kind: text("kind").notNull(),
    /** A fixed recipient (the workshop, a contact's sender); null: the customer's address. */
    toAddress: text("to_address"),
    /** The customer it is for: their current address, first name and choices when sent. */
    customerIdnumber: text("customer_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    /**
     * Pending mails with one group key go out together as one mail when the first is due (a
     * request's status changes within NOTIFY_BATCH_SECONDS: 'request-status:{id}').
     */
    groupKey: text("group_key"),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: OUTBOX_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** pending: when it may be sent; sending: when the claim lapses and another worker may. */
    dueAt: timestamptz("due_at").notNull().defaultNow(),
    /** The subject it was last rendered with (what the admins' list of failed mails shows). */
    subject: text("subject"),
    /** Why the last attempt failed, or why it was skipped. */
    lastError: text("last_error"),
    /** The file it was written to, without SMTP_URL; the Message-ID the server took, with it. */
    deliveredAs: text("delivered_as"),
    sentAt: timestamptz("sent_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "outbox_mails_state_check",
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    // The worker's question, "what is due?", reads only the unsent rows.
    index("outbox_mails_due_idx")
      .on(t.dueAt, t.id)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index("outbox_mails_group_idx")
      .on(t.groupKey, t.id)
      .where(sql`${t.state} = 'pending' and ${t.groupKey} is not null`),
    // The admins' list of mails that could not be delivered.
    index("outbox_mails_failed_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} = 'failed'`),
    index("outbox_mails_customer_idx").on(t.customerIdnumber, t.createdAt),
  ],
);

/**
 * Tokens carried by links (tracking, one-click opt-out, confirm-email, set-password; later
 * transfer). Only the sha-256 of a token is stored. A link that is shown again (a request's
 * tracking link, a mailed link rendered when sent) has a random salt: its token is HMAC(link
 * secret, salt), recomputed when shown (links/). A password link is shown once: its random
 * token is made when its mail is rendered, and until then `token_hash` holds a placeholder no
 * token hashes to (links/password-links.ts).
 */
export const linkTokens = pgTable(
  "link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").notNull(),
    repairRequestId: integer("repair_request_id").references(() => repairRequests.id, {
      onDelete: "cascade",
    }),
    userIdnumber: text("user_idnumber").references(() => users.idnumber, {
      onDelete: "cascade",
      onUpdate: "cascade",
    }),
    salt: text("salt"),
    /** A product's verify link (purpose 'verify', issue 13): the piece its label's QR opens. */
    serialno: text("serialno").references(() => products.serialno, {
      onDelete: "cascade",
      onUpdate: "cascade",
    }),
    /** A confirm-email link: the new address it confirms (the customer's pending e-mail). */
    email: text("email"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at"),
    usedAt: timestamptz("used_at"),
    revokedAt: timestamptz("revoked_at"),
    /**
     * A password link's name for its mail (random, no secret: the outbox payload carries it),
     * so the mail, when it is rendered, finds the row and puts its fresh token's hash there.
     */
    mailKey: text("mail_key"),
  },
  (t) => [
    // One live tracking link per request; revoking it makes the next.
    uniqueIndex("link_tokens_live_tracking_unique")
      .on(t.repairRequestId)
      .where(sql`${t.purpose} = 'track' and ${t.revokedAt} is null`),
    // A product's verify links, revoked ones too (deleting or renaming a product finds them).
    index("link_tokens_serialno_idx")
      .on(t.serialno)
      .where(sql`${t.serialno} is not null`),
    // One live verify link per product; an admin's revocation makes the next.
    uniqueIndex("link_tokens_live_verify_unique")
      .on(t.serialno)
      .where(sql`${t.purpose} = 'verify' and ${t.revokedAt} is null`),
    uniqueIndex("link_tokens_live_unsubscribe_unique")
      .on(t.userIdnumber)
      .where(sql`${t.purpose} = 'unsubscribe' and ${t.revokedAt} is null`),
    // One pending e-mail change per customer: a newer one revokes the older link first.
    uniqueIndex("link_tokens_open_email_change_unique")
      .on(t.userIdnumber)
      .where(
        sql`${t.purpose} = 'confirm-email' and ${t.revokedAt} is null and ${t.usedAt} is null`,
      ),
    index("link_tokens_user_idx").on(t.userIdnumber, t.purpose),
    // At most one password link per person is unused and unrevoked: a new one revokes the rest.
    uniqueIndex("link_tokens_open_password_unique")
      .on(t.userIdnumber)
      .where(
        sql`${t.purpose} in ('invitation', 'reset') and ${t.usedAt} is null and ${t.revokedAt} is null`,
      ),
    uniqueIndex("link_tokens_mail_key_unique")
      .on(t.mailKey)
      .where(sql`${t.mailKey} is not null`),
  ],
);

/**
 * The care guide of each product type (issue 13), shown on the item page. The reference seed
 * writes the domain's defaults (CARE_GUIDE_DEFAULTS) for a type without one; admins edit them.
 */
export const careGuides = pgTable("care_guides", {
  productTypeId: integer("product_type_id")
    .primaryKey()
    .references(() => productTypes.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Secrets the server makes for itself once and every process shares (the link secret). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/**
 * Every admin change, append-only (DESIGN §11): who, when, what changed (each field before and
 * after), written in the same transaction as the change. The subjects say on which pages an
 * entry shows: a line's change belongs to its request, its item and its customer.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamptz("at").notNull().defaultNow(),
    /** No foreign key: the log outlives the people in it; the name is kept as it was then. */
    actorIdnumber: text("actor_idnumber").notNull(),
    actorName: text("actor_name").notNull(),
    /** What was changed: customer, product, repair-request, repair-line, note, setting, transfer. */
    entityKind: text("entity_kind").notNull(),
    entityId: text("entity_id").notNull(),
    /** create, update, delete, state, note, … */
    action: text("action").notNull(),
    /** { field: { before, after } } for the fields that changed. */
    changes: jsonb("changes").notNull().default({}),
    customerIdnumber: text("customer_idnumber"),
    serialno: text("serialno"),
    repairRequestId: integer("repair_request_id"),
  },
  (t) => [
    index("audit_log_customer_idx")
      .on(t.customerIdnumber, t.at)
      .where(sql`${t.customerIdnumber} is not null`),
    index("audit_log_serialno_idx")
      .on(t.serialno, t.at)
      .where(sql`${t.serialno} is not null`),
    index("audit_log_request_idx")
      .on(t.repairRequestId, t.at)
      .where(sql`${t.repairRequestId} is not null`),
  ],
);

/**
 * The workshop's settings, one row a setting, its value as JSON (decision 067): the
 * turnaround targets ('turnaround-targets') first; later settings fit as more rows. A setting
 * without a row has its default (the domain's).
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  updatedByIdnumber: text("updated_by_idnumber").references(() => users.idnumber, {
    onDelete: "set null",
    onUpdate: "cascade",
  }),
});
export const TRANSFER_STATES = ["pending", "accepted", "cancelled", "expired"] as const;

/**
 * Ownership transfers (issue 13, DESIGN §10): an owner's offer of a piece to an e-mail address,
 * accepted through a mailed link, or an admin's direct transfer (accepted at once). The link's
 * token is HMAC(link secret, salt) like the tracking links (transfers/transfer-links.ts): only its
 * sha-256 is stored. A pending transfer past `expires_at` no longer works (and is marked
 * 'expired' when the piece is offered again). Any change of the piece's owner cancels its
 * pending transfer (a trigger, custom migration).
 */
export const productTransfers = pgTable(
  "product_transfers",
  {
    id: serial("id").primaryKey(),
    serialno: text("serialno")
      .notNull()
      .references(() => products.serialno, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The owner when it was offered. */
    fromIdnumber: text("from_idnumber")
      .notNull()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The recipient's address as the owner typed it (lower case); an admin's: the customer's. */
    toEmail: text("to_email").notNull(),
    /** Who received it, once accepted. */
    toIdnumber: text("to_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    /** 'customer': offered by the owner through a link; 'admin': done directly by an admin. */
    via: text("via", { enum: ["customer", "admin"] }).notNull(),
    state: text("state", { enum: TRANSFER_STATES }).notNull().default("pending"),
    tokenHash: text("token_hash"),
    salt: text("salt"),
    /** Who asked for it: the owner, or the admin who transferred it. */
    createdBy: text("created_by").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at"),
    /** When it was accepted, cancelled or marked expired. */
    closedAt: timestamptz("closed_at"),
  },
  (t) => [
    check(
      "product_transfers_state_check",
      sql`${t.state} in ('pending', 'accepted', 'cancelled', 'expired')`,
    ),
    check("product_transfers_via_check", sql`${t.via} in ('customer', 'admin')`),
    // One transfer of a piece waits at a time.
    uniqueIndex("product_transfers_one_pending_idx")
      .on(t.serialno)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex("product_transfers_token_hash_idx")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index("product_transfers_serialno_idx").on(t.serialno, t.createdAt),
    index("product_transfers_from_pending_idx")
      .on(t.fromIdnumber)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Re-encoded photos (DESIGN §9): JPEG bytes with no metadata at all, keyed by the sha-256 of
 * the full image, with a thumbnail. Rows are written once and never changed.
 */
export const images = pgTable("images", {
  hash: text("hash").primaryKey(),
  full: bytea("full").notNull(),
  thumb: bytea("thumb").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** The photos of a repair line: the customer's (always visible to them) and the workshop's. */
export const repairLinePhotos = pgTable(
  "repair_line_photos",
  {
    id: serial("id").primaryKey(),
    repairLineId: integer("repair_line_id")
      .notNull()
      .references(() => repairLines.id, { onDelete: "cascade" }),
    imageHash: text("image_hash")
      .notNull()
      .references(() => images.hash),
    kind: text("kind", { enum: ["customer", "intake", "before", "after"] }).notNull(),
    customerVisible: boolean("customer_visible").notNull(),
    addedByIdnumber: text("added_by_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "repair_line_photos_kind_check",
      sql`${t.kind} in ('customer', 'intake', 'before', 'after')`,
    ),
    check(
      "repair_line_photos_customer_visible_check",
      sql`${t.kind} <> 'customer' or ${t.customerVisible}`,
    ),
    index("repair_line_photos_line_idx").on(t.repairLineId, t.id),
    index("repair_line_photos_image_idx").on(t.imageHash),
  ],
);

/**
 * Photos uploaded while a request form is still open, before the request exists: they belong
 * to whoever uploaded them and expire (an unguessable id, 128 random bits).
 */
export const stagedPhotos = pgTable(
  "staged_photos",
  {
    id: text("id").primaryKey(),
    ownerIdnumber: text("owner_idnumber")
      .notNull()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    imageHash: text("image_hash")
      .notNull()
      .references(() => images.hash),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("staged_photos_owner_idx").on(t.ownerIdnumber),
    index("staged_photos_expires_idx").on(t.expiresAt),
    index("staged_photos_image_idx").on(t.imageHash),
  ],
);

/** An admin's photo of one of the 12 catalogue pieces, in place of its drawing. */
export const cataloguePhotos = pgTable("catalogue_photos", {
  catalogueKey: text("catalogue_key").primaryKey(),
  imageHash: text("image_hash")
    .notNull()
    .references(() => images.hash),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
