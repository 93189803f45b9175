/** Column types and column shapes the tables share. */
import * as pg from "drizzle-orm/pg-core";

export const timestamptz = (name: string) =>
  pg.timestamp(name, { withTimezone: true, mode: "date" });
/** A timestamp the row gets when written (created_at, updated_at and the like). */
export const stampedNow = (name: string) => timestamptz(name).notNull().defaultNow();
/** The id of a table that grows without bound (logs, mails). */
export const bigId = () => pg.bigserial("id", { mode: "number" }).primaryKey();
/** How a reference follows a row whose key may change: on update, and `onDelete` if given. */
export const followKey = (onDelete?: "cascade" | "set null") =>
  ({ onDelete, onUpdate: "cascade" }) as const;
/**
 * The owner of a row that is one of its parts (a type's colours, a request's lines): required,
 * and the part is deleted with its owner.
 */
export const partOf = (name: string, owner: () => pg.AnyPgColumn) =>
  pg.integer(name).notNull().references(owner, { onDelete: "cascade" });
export const tsvector = pg.customType<{ data: string }>({ dataType: () => "tsvector" });
export const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
