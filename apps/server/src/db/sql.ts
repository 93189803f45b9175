import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { products } from "./schema";

/**
 * `term` as a LIKE pattern matching it anywhere, with LIKE's own wildcards escaped so '50%'
 * finds '50%' and not '50…'. The letter case is left as given: lower-case the term (or
 * compare with `lower(...)`) to match the trigram indexes, which are on lower(...).
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `lower(serialno) LIKE '%term%'` for a non-empty term, found through the products' stored
 * serial-number windows and their index (migrations 0008 and 0009, decision 051) rather than
 * a scan or trigrams: the term's windows narrow the rows down (exactly, for a term of up to
 * four characters) and the LIKE beside them keeps the result exactly that of a
 * case-insensitive substring match.
 */
export function serialContains(term: string): SQL {
  // A subquery, so the windows to look up are chosen once per statement (migration 0008).
  return sql`(${products.serialnoWindows} @@ (select serial_windows_query(lower(${term})))
    and lower(${products.serialno}) like lower(${containsPattern(term)}))`;
}

/**
 * A column always written as "table"."column". Drizzle leaves columns unqualified in the
 * select list of a single-table query, which inside a correlated subquery would silently
 * bind to the inner table instead.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A set of ids as ONE bind parameter (`= ANY(...)`), whatever its size. Sent as text ('1,2,3'):
 * the driver quotes every element of an array parameter and the server parses them back, which
 * for a search's 7,000 matches cost more than the statement itself.
 */
export function anyOfIds(column: AnyColumn | SQL, ids: number[]): SQL {
  return sql`${column} = ANY(string_to_array(${ids.join(",")}, ',')::int[])`;
}

/**
 * A timestamp column written by the database as the API sends it: ISO 8601 in UTC to the
 * millisecond, the microseconds cut off as a Date read from the driver cuts them.
 */
export function isoTimestamp(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${qualified(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A timestamp as the API sends it (ISO 8601, UTC); null stays null. */
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** What the driver says about a unique-constraint violation (code 23505). */
export interface UniqueViolation {
  constraint: string | undefined;
  detail: string;
}

/**
 * The unique-constraint violation behind an error (drizzle wraps the driver's error in
 * `cause`), or undefined when the error is something else.
 */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const fields = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (fields.code === "23505") {
      return {
        constraint: typeof fields.constraint === "string" ? fields.constraint : undefined,
        detail: typeof fields.detail === "string" ? fields.detail : "",
      };
    }
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return undefined;
}

/**
 * Rows gathered by a key (a line's id, a request's id), each list in the rows' order, each row
 * as `value` makes it; a row whose value is undefined is left out.
 */
export function groupedBy<Row, V>(
  rows: readonly Row[],
  key: (row: Row) => number,
  value: (row: Row) => V | undefined,
): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const item = value(row);
    if (item === undefined) continue;
    const list = groups.get(key(row));
    if (list) list.push(item);
    else groups.set(key(row), [item]);
  }
  return groups;
}
