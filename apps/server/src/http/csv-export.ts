import { BUSINESS_INFO } from "@lo/domain";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";
import type { KnownTotal } from "../db/paging";
import { listBatches, sendListStream } from "./json-list-stream";

type PageQuery = { limit?: number | undefined; offset?: number | undefined };

/** One column of an export: its heading and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => string | number | boolean | null | undefined;
}

/** What a spreadsheet would read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written: text that a spreadsheet would take for a formula gets a leading single
 * quote, so it shows as typed and never runs; numbers and booleans stay as they are.
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 lines (CRLF, quotes doubled, a field quoted when it needs it). */
function csvLines(cells: string[][]): string {
  return stringify(cells, { record_delimiter: "\r\n", quoted_match: /[\r\n]/ });
}

/** Today's date in the workshop's time zone, as YYYY-MM-DD (the file's name). */
export function exportDate(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_INFO.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Answers a list as a CSV download: every row matching the list's query, in its order, read
 * from the database a batch at a time (never the whole list in memory), UTF-8 with a byte
 * order mark (so spreadsheets read accents right), a header row and `name-YYYY-MM-DD.csv` as
 * the attachment's name.
 */
export async function sendCsvExport<Q extends object, R, F extends string>(
  reply: FastifyReply,
  db: Db,
  options: {
    name: string;
    query: Q;
    field: F;
    list: (
      db: Db,
      query: Q & PageQuery,
      known?: KnownTotal,
    ) => Promise<Record<F, R[]> & { total: number }>;
    columns: CsvColumn<R>[];
  },
): Promise<FastifyReply> {
  const { columns } = options;
  const query: Q & PageQuery = { ...options.query, limit: undefined, offset: undefined };
  return sendListStream(reply, db, listBatches(query, options.field, options.list), {
    contentType: "text/csv; charset=utf-8",
    headers: {
      "content-disposition": `attachment; filename="${options.name}-${exportDate()}.csv"`,
      "cache-control": "no-store",
    },
    head: () => "\uFEFF" + csvLines([columns.map((column) => column.header)]),
    rows: (rows) =>
      rows.length === 0
        ? ""
        : csvLines(rows.map((row) => columns.map((column) => safeCell(column.cell(row))))),
    tail: () => "",
  });
}
