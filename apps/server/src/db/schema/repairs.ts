/**
 * Repairs: requests, their lines, the lines' workshop notes and state changes.
 */
import { CAUSE_COMPONENTS, CAUSE_REASONS, COVERAGES } from "@lo/domain";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, partOf, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";
import { pieceRef } from "./pieces";

export const repairRequests = pg.pgTable(
  "repair_requests",
  {
    /** The repair id the customer and the workshop quote. */
    id: pg.serial("id").primaryKey(),
    customerIdnumber: personRef("customer_idnumber").notNull(),
    currentLocation: pg.text("current_location").notNull(),
    /** Overall status as requirements §4 names it ('Pending' ... 'Done'), derived from the lines. */
    status: pg.text("status").notNull().default("Pending"),
    createdByIdnumber: personRef("created_by_idnumber", "set null"),
    /** Optimistic-locking counter for request-level edits (current location). */
    version: pg.integer("version").notNull().default(1),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
    /**
     * The status's place in workshop order (requirements §4: Pending 1 … Done 6, anything else 0),
     * the admin list's status sort. The names are the domain's REPAIR_STATE_SERVER_NAMES; a test
     * (derived-data) checks the two agree.
     */
    statusRank: pg
      .smallint("status_rank")
      .notNull()
      .generatedAlwaysAs(
        sql`CASE status WHEN 'Pending' THEN 1 WHEN 'Enroute to Lifetime Outfitter' THEN 2 WHEN 'In Progress' THEN 3 WHEN 'Ready for Collection' THEN 4 WHEN 'Enroute to Customer' THEN 5 WHEN 'Done' THEN 6 ELSE 0 END`,
      ),
    // The client's name and surname, copied from users by a trigger (migration 0005) so the
    // admin list sorts by them from an index.
    clientName: pg.text("client_name").notNull().default(""),
    clientSurname: pg.text("client_surname").notNull().default(""),
    /**
     * What the request costs (its paid pieces' approved quotes and its fees) and what was paid
     * (payments less refunds), in cents (decision 096): kept by the database's triggers in the
     * same write as whatever changes them, so the admin list reads the balance from the row.
     */
    dueCents: pg.integer("due_cents").notNull().default(0),
    paidCents: pg.integer("paid_cents").notNull().default(0),
  },
  (t) => [
    pg.index("repair_requests_customer_idx").on(t.customerIdnumber, t.createdAt),
    // The admin search's client-name branch (repairs/search.ts).
    pg
      .index("repair_requests_client_trgm")
      .using("gin", sql`lower(${t.clientName} || ' ' || ${t.clientSurname}) gin_trgm_ops`),
    pg.index("repair_requests_status_idx").on(t.status),
    // Every sort ends in the id, as the list's ORDER BY does: pages, deep ones too, are read
    // in order from these.
    pg.index("repair_requests_created_at_idx").on(t.createdAt, t.id),
    pg.index("repair_requests_updated_at_idx").on(t.updatedAt, t.id),
    pg.index("repair_requests_status_rank_idx").on(t.statusRank, t.id),
    pg
      .index("repair_requests_client_sort_idx")
      .on(sql`lower(${t.clientName})`, sql`lower(${t.clientSurname})`, t.id),
    // The open requests, few at any time however old the shop: the statistics read only these.
    pg
      .index("repair_requests_open_idx")
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

export const repairLines = pg.pgTable(
  "repair_lines",
  {
    id: pg.serial("id").primaryKey(),
    repairRequestId: partOf("repair_request_id", () => repairRequests.id),
    serialno: pieceRef("serialno").notNull(),
    problemDescription: pg.text("problem_description").notNull(),
    state: pg.text("state", { enum: REPAIR_LINE_STATE_KEYS }).notNull().default("pending"),
    /** Optimistic-locking counter: an update naming an older version is a stale edit (409). */
    version: pg.integer("version").notNull().default(1),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
    /**
     * When the line entered its current state: its latest state change's time, kept by a
     * trigger on repair_line_state_changes (a custom migration, design §10) in the same write,
     * so an overdue line (decision 067) is found from an index.
     */
    stateSince: timestamptz("state_since"),
    /**
     * Who pays (decision 094): warranty until an admin decides otherwise, so a client that
     * knows nothing of it keeps working; goodwill carries its reason. The cause: which part
     * failed and why, null until the workshop has looked.
     */
    coverage: pg.text("coverage", { enum: COVERAGES }).notNull().default("warranty"),
    goodwillReason: pg.text("goodwill_reason"),
    causeComponent: pg.text("cause_component", { enum: CAUSE_COMPONENTS }),
    causeReason: pg.text("cause_reason", { enum: CAUSE_REASONS }),
    /**
     * Where the quote in force stands (decision 095): null when none was sent, else awaiting,
     * approved or declined; kept by the quotes' writers with the quote, so the lists and the
     * In Progress rule read it from the line.
     */
    quoteStatus: pg.text("quote_status", { enum: ["awaiting", "approved", "declined"] }),
  },
  (t) => [
    pg.check(
      "repair_lines_coverage_check",
      sql`${t.coverage} in ('warranty', 'paid', 'goodwill', 'not-repairable') and (${t.coverage} = 'goodwill') = (${t.goodwillReason} is not null)`,
    ),
    pg.check(
      "repair_lines_cause_check",
      sql`${t.causeComponent} in ('stitching', 'edges', 'hardware', 'strap-or-handle', 'lining', 'zip', 'leather-surface', 'other') and ${t.causeReason} in ('wear', 'making-defect', 'accident-or-misuse', 'unknown')`,
    ),
    pg.check(
      "repair_lines_quote_status_check",
      sql`${t.quoteStatus} in ('awaiting', 'approved', 'declined')`,
    ),
    pg.check(
      "repair_lines_state_check",
      sql`${t.state} in ('pending', 'enroute-to-outfitter', 'in-progress', 'ready-for-collection', 'enroute-to-customer', 'completed')`,
    ),
    pg.index("repair_lines_request_idx").on(t.repairRequestId),
    pg.index("repair_lines_serialno_idx").on(t.serialno),
    // The admin search covers problem descriptions: ILIKE '%term%' on lower(...) uses it.
    pg
      .index("repair_lines_problem_description_trgm")
      .using("gin", sql`lower(${t.problemDescription}) gin_trgm_ops`),
    // A product can be in at most one open repair; the database, not the code, guarantees it.
    pg
      .uniqueIndex("repair_lines_one_open_per_product")
      .on(t.serialno)
      .where(sql`${t.state} <> 'completed'`),
    // The requests with an open line (the customers with open repairs), without reading the
    // completed history.
    pg
      .index("repair_lines_open_request_idx")
      .on(t.repairRequestId)
      .where(sql`${t.state} <> 'completed'`),
    // The overdue lines (decision 067): per open state, those that entered it before a cutoff.
    pg
      .index("repair_lines_open_state_since_idx")
      .on(t.state, t.stateSince, t.repairRequestId)
      .where(sql`${t.state} <> 'completed'`),
  ],
);

/** The line a row belongs to (notes, state changes, photos). */
export const lineRef = () => partOf("repair_line_id", () => repairLines.id);

/** Workshop notes are append-only: rows are inserted, never updated or deleted. */
export const repairLineNotes = pg.pgTable(
  "repair_line_notes",
  {
    id: bigId(),
    repairLineId: lineRef(),
    message: pg.text("message").notNull(),
    authorIdnumber: personRef("author_idnumber", "set null"),
    createdAt: stampedNow("created_at"),
    /** Internal notes are the workshop's own: shown to admins only, never to the customer. */
    internal: pg.boolean("internal").notNull().default(false),
  },
  (t) => [pg.index("repair_line_notes_line_created_idx").on(t.repairLineId, t.createdAt)],
);

export const repairLineStateChanges = pg.pgTable(
  "repair_line_state_changes",
  {
    id: bigId(),
    repairLineId: lineRef(),
    /** Null for the line's first state, when it was created. */
    fromState: pg.text("from_state"),
    toState: pg.text("to_state").notNull(),
    changedByIdnumber: personRef("changed_by_idnumber", "set null"),
    changedAt: stampedNow("changed_at"),
  },
  (t) => [pg.index("repair_line_state_changes_line_idx").on(t.repairLineId, t.changedAt)],
);
