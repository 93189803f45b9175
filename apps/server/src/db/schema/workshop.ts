/**
 * The workshop's own records: the kept counts (tallies), the audit log and the settings.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bigId, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";

/**
 * Counts the statistics cards and the lists' totals show, kept by triggers in the same
 * transaction as each change (migration 0005) instead of counted per view: customers, South
 * African customers, customers with an open line, products, products ever repaired, repair
 * requests, open lines (`name` ''), and products per type, colour and size name or id (`name`
 * the name or the id). A row is written only when its count changes.
 */
export const tallies = pg.pgTable(
  "tallies",
  {
    kind: pg.text("kind").notNull(),
    name: pg.text("name").notNull().default(""),
    count: pg.integer("count").notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.name] })],
);

/**
 * Every admin change, append-only (design §11): who, when, what changed (each field before and
 * after), written in the same transaction as the change. The subjects say on which pages an
 * entry shows: a line's change belongs to its request, its item and its customer.
 */
export const auditLog = pg.pgTable(
  "audit_log",
  {
    id: bigId(),
    at: stampedNow("at"),
    /** No foreign key: the log outlives the people in it; the name is kept as it was then. */
    actorIdnumber: pg.text("actor_idnumber").notNull(),
    actorName: pg.text("actor_name").notNull(),
    /** What was changed: customer, product, repair-request, repair-line, note, setting, transfer. */
    entityKind: pg.text("entity_kind").notNull(),
    entityId: pg.text("entity_id").notNull(),
    /** create, update, delete, state, note, … */
    action: pg.text("action").notNull(),
    /** { field: { before, after } } for the fields that changed. */
    changes: pg.jsonb("changes").notNull().default({}),
    customerIdnumber: pg.text("customer_idnumber"),
    serialno: pg.text("serialno"),
    repairRequestId: pg.integer("repair_request_id"),
  },
  (t) => [
    pg
      .index("audit_log_customer_idx")
      .on(t.customerIdnumber, t.at)
      .where(sql`${t.customerIdnumber} is not null`),
    pg
      .index("audit_log_serialno_idx")
      .on(t.serialno, t.at)
      .where(sql`${t.serialno} is not null`),
    pg
      .index("audit_log_request_idx")
      .on(t.repairRequestId, t.at)
      .where(sql`${t.repairRequestId} is not null`),
  ],
);

/**
 * The workshop's settings, one row a setting, its value as JSON (decision 067): the
 * turnaround targets ('turnaround-targets') first; later settings fit as more rows. A setting
 * without a row has its default (the domain's).
 */
export const settings = pg.pgTable("settings", {
  key: pg.text("key").primaryKey(),
  value: pg.jsonb("value").notNull(),
  updatedAt: stampedNow("updated_at"),
  updatedByIdnumber: personRef("updated_by_idnumber", "set null"),
});

/**
 * The backups the server takes on its schedule (decision 092): a row claims a scheduled moment
 * (`slot`, unique, so of several processes only one takes it) when the backup starts, and says
 * how it went when it ends: the file in BACKUP_DIR and its size, or what went wrong.
 */
export const backupRuns = pg.pgTable(
  "backup_runs",
  {
    id: bigId(),
    slot: timestamptz("slot").notNull().unique(),
    startedAt: stampedNow("started_at"),
    finishedAt: timestamptz("finished_at"),
    /** succeeded or failed once it ended; null while it runs (or if the process died). */
    result: pg.text("result"),
    fileName: pg.text("file_name"),
    sizeBytes: pg.bigint("size_bytes", { mode: "number" }),
    error: pg.text("error"),
  },
  (t) => [
    pg.check("backup_runs_result", sql`${t.result} in ('succeeded', 'failed')`),
    pg.index("backup_runs_finished_idx").on(t.finishedAt),
  ],
);
