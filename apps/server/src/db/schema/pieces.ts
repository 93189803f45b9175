/**
 * The pieces: products (one physical piece each), who owned them when, their kept totals and
 * their ownership transfers.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, followKey, stampedNow, timestamptz, tsvector } from "./columns";
import { colours, productTypes, sizes } from "./catalogue";
import { personRef } from "./people";

/** One physical piece, known by its serial number, owned by exactly one customer. */
export const products = pg.pgTable(
  "products",
  {
    serialno: pg.text("serialno").primaryKey(),
    productTypeId: pg
      .integer("product_type_id")
      .notNull()
      .references(() => productTypes.id),
    colourId: pg.integer("colour_id").references(() => colours.id),
    sizeId: pg.integer("size_id").references(() => sizes.id),
    customColour: pg.text("custom_colour"),
    customSize: pg.text("custom_size"),
    /** Used by Custom pieces, which have no catalogue description. */
    description: pg.text("description"),
    customerIdnumber: personRef("customer_idnumber").notNull(),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
    // What the admin list shows and sorts by, copied from the type, colour, size and owner by a
    // trigger on every insert and update (and again when those are renamed), never written by
    // the code: sorting 100,000 pieces by a joined name needs the name in an index here.
    /** The type's name. */
    typeName: pg.text("type_name").notNull().default(""),
    /** The catalogue colour's name, or the custom colour. */
    colourName: pg.text("colour_name"),
    /** The catalogue size's name, or the custom size. */
    sizeName: pg.text("size_name"),
    /** The catalogue size's sort order; null for a custom size. */
    sizeRank: pg.integer("size_rank"),
    /** The owner's name and surname. */
    customerName: pg.text("customer_name").notNull().default(""),
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
    pg.index("products_customer_idx").on(t.customerIdnumber, t.createdAt),
    pg.index("products_type_name_sort_idx").on(sql`lower(${t.typeName})`, t.serialno),
    pg.index("products_colour_name_sort_idx").on(sql`lower(${t.colourName})`, t.serialno),
    // Descending with empty values last, as the list sorts: a backward scan of the index
    // above would put them first.
    pg
      .index("products_colour_name_sort_desc_idx")
      .on(sql`lower(${t.colourName}) desc nulls last`, sql`${t.serialno} desc`),
    pg.index("products_size_sort_idx").on(t.sizeRank, sql`lower(${t.customSize})`, t.serialno),
    pg
      .index("products_size_sort_desc_idx")
      .on(
        sql`${t.sizeRank} desc nulls last`,
        sql`lower(${t.customSize}) desc nulls last`,
        sql`${t.serialno} desc`,
      ),
    pg
      .index("products_customer_name_sort_idx")
      .on(sql`lower(${t.customerName})`, t.customerIdnumber, t.serialno),
    // With the serial number: a filter or a search on one of these reads the matching serial
    // numbers, in list order, from the index alone.
    pg.index("products_type_idx").on(t.productTypeId, t.serialno),
    pg.index("products_colour_idx").on(t.colourId, t.serialno),
    pg.index("products_size_idx").on(t.sizeId, t.serialno),
    pg.index("products_created_at_idx").on(t.createdAt),
    // The admin searches' serial-number branches (products/admin-search.ts, repairs/search.ts).
    pg.index("products_serialno_windows").using("gin", t.serialnoWindows),
    // The admin search's owner and custom colour/size branches (products/admin-list.ts).
    pg
      .index("products_customer_name_trgm")
      .using("gin", sql`lower(${t.customerName}) gin_trgm_ops`),
    pg
      .index("products_custom_colour_trgm")
      .using("gin", sql`lower(${t.customColour}) gin_trgm_ops`),
    pg.index("products_custom_size_trgm").using("gin", sql`lower(${t.customSize}) gin_trgm_ops`),
    // 'AB-1' and 'ab-1' are the same piece to a person: the database refuses the second even
    // when two admins create them at the same moment.
    pg.uniqueIndex("products_serialno_lower_unique").on(sql`lower(${t.serialno})`),
  ],
);

/** A piece's serial number in another table: a reference to products.serialno (personRef's kind). */
export const pieceRef = (name: string, onDelete?: "cascade" | "set null") =>
  pg.text(name).references(() => products.serialno, followKey(onDelete));

/**
 * Who owned a piece when (design §10): one row per owner's time, the open one (ended_at null) is
 * the current owner. Written by triggers on products (migration 0017), never by the code: a
 * new piece opens its first time ('made'); any change of products.customer_idnumber closes the
 * open time and opens the next, `via` 'admin' unless the transaction set
 * `lo.ownership_via` (a transfer sets 'transfer'). The item page reads it.
 */
export const productOwnerships = pg.pgTable(
  "product_ownerships",
  {
    id: bigId(),
    serialno: pieceRef("serialno", "cascade").notNull(),
    customerIdnumber: personRef("customer_idnumber", "cascade").notNull(),
    startedAt: stampedNow("started_at"),
    endedAt: timestamptz("ended_at"),
    /** How this time began: 'made' (the piece was created for them), 'admin', 'transfer'. */
    via: pg.text("via", { enum: ["made", "admin", "transfer"] }).notNull(),
  },
  (t) => [
    pg.check("product_ownerships_via_check", sql`${t.via} in ('made', 'admin', 'transfer')`),
    pg.index("product_ownerships_serialno_idx").on(t.serialno, t.startedAt),
    pg.index("product_ownerships_customer_idx").on(t.customerIdnumber, t.serialno),
    pg
      .uniqueIndex("product_ownerships_one_open_idx")
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
export const productTotals = pg.pgTable(
  "product_totals",
  {
    serialno: pieceRef("serialno", "cascade").primaryKey(),
    repairs: pg.integer("repairs").notNull().default(0),
    lastRepairAt: timestamptz("last_repair_at"),
  },
  (t) => [
    pg.index("product_totals_repairs_idx").on(t.repairs, t.serialno),
    pg.index("product_totals_last_repair_idx").on(t.lastRepairAt, t.serialno),
    pg
      .index("product_totals_last_repair_desc_idx")
      .on(sql`${t.lastRepairAt} desc nulls last`, sql`${t.serialno} desc`),
  ],
);

export const TRANSFER_STATES = ["pending", "accepted", "cancelled", "expired"] as const;

/**
 * Ownership transfers (design §10, decision 066): an owner's offer of a piece to an e-mail address,
 * accepted through a mailed link, or an admin's direct transfer (accepted at once). The link's
 * token is HMAC(link secret, salt) like the tracking links (transfers/transfer-links.ts): only its
 * sha-256 is stored. A pending transfer past `expires_at` no longer works (and is marked
 * 'expired' when the piece is offered again). Any change of the piece's owner cancels its
 * pending transfer (a trigger, custom migration).
 */
export const productTransfers = pg.pgTable(
  "product_transfers",
  {
    id: pg.serial("id").primaryKey(),
    serialno: pieceRef("serialno", "cascade").notNull(),
    /** The owner when it was offered. */
    fromIdnumber: personRef("from_idnumber", "cascade").notNull(),
    /** The recipient's address as the owner typed it (lower case); an admin's: the customer's. */
    toEmail: pg.text("to_email").notNull(),
    /** Who received it, once accepted. */
    toIdnumber: personRef("to_idnumber", "set null"),
    /** 'customer': offered by the owner through a link; 'admin': done directly by an admin. */
    via: pg.text("via", { enum: ["customer", "admin"] }).notNull(),
    state: pg.text("state", { enum: TRANSFER_STATES }).notNull().default("pending"),
    tokenHash: pg.text("token_hash"),
    salt: pg.text("salt"),
    /** Who asked for it: the owner, or the admin who transferred it. */
    createdBy: pg.text("created_by").notNull(),
    createdAt: stampedNow("created_at"),
    expiresAt: timestamptz("expires_at"),
    /** When it was accepted, cancelled or marked expired. */
    closedAt: timestamptz("closed_at"),
  },
  (t) => [
    pg.check(
      "product_transfers_state_check",
      sql`${t.state} in ('pending', 'accepted', 'cancelled', 'expired')`,
    ),
    pg.check("product_transfers_via_check", sql`${t.via} in ('customer', 'admin')`),
    // One transfer of a piece waits at a time.
    pg
      .uniqueIndex("product_transfers_one_pending_idx")
      .on(t.serialno)
      .where(sql`${t.state} = 'pending'`),
    pg
      .uniqueIndex("product_transfers_token_hash_idx")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    pg.index("product_transfers_serialno_idx").on(t.serialno, t.createdAt),
    pg
      .index("product_transfers_from_pending_idx")
      .on(t.fromIdnumber)
      .where(sql`${t.state} = 'pending'`),
  ],
);
