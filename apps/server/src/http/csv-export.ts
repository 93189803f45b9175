import { BUSINESS_INFO } from "@lo/domain";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Cursor from "pg-cursor";
import type { z } from "zod";
import { inReadSnapshot, isPooledPostgres, type Db } from "../db/client";
import { recordSecurity } from "../db/security-log";
import { answerStream } from "./answer-stream";
import { routeOptions } from "./route-options";

/** Rows read (and written) at a time. */
const BATCH = 2000;

/**
 * An amount of money in a cell: rand with two decimals after a point and no sign of the
 * currency or thousands ('450.00', '-50.00'), so that a spreadsheet reads it as a number.
 * Written from whole cents, never from text, so it needs no guarding against formulas.
 */
export class CsvRand {
  readonly text: string;
  constructor(cents: number) {
    if (!Number.isSafeInteger(cents)) throw new TypeError(`Not a whole number of cents: ${cents}`);
    const whole = Math.floor(Math.abs(cents) / 100);
    const rest = String(Math.abs(cents) % 100).padStart(2, "0");
    this.text = `${cents < 0 ? "-" : ""}${whole}.${rest}`;
  }
}

/** What a cell may hold. */
export type CsvValue = string | number | boolean | CsvRand | null | undefined;

/** One column of an export: its heading and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => CsvValue;
}

/** What a spreadsheet would read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written: text that a spreadsheet would take for a formula gets a leading single
 * quote, so it shows as typed and never runs; numbers, amounts and booleans stay as they are.
 */
export function safeCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvRand) return value.text;
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

/** A file the browser saves under `fileName`, never kept in a cache. */
export function downloadHeaders(fileName: string) {
  return {
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  };
}

/**
 * An export's statement: a flat Drizzle select of the exported columns with the list's
 * filters and order and no paging (`$dynamic()`, so that PGlite can page it).
 */
export interface ExportQuery<Row> {
  toSQL(): { sql: string; params: unknown[] };
  /** The select's fields, in the order of the statement's columns. */
  readonly _: { readonly selectedFields: Record<string, unknown> };
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * How an export reads: its statement, built on the db given (wrapped, as a Drizzle select is
 * itself a promise-like that an async function would run), and each row as exported.
 */
export interface CsvExport<Row, R> {
  name: string;
  select: (db: Db) => Promise<{ query: ExportQuery<Row> }>;
  record: (row: Row) => R;
  columns: CsvColumn<R>[];
}

/** Each batch of rows of the export's statement, in order, handed to `emit` as read. */
type ReadRows<Row> = (db: Db, emit: (rows: Row[]) => Promise<boolean>) => Promise<void>;

/**
 * On PostgreSQL: one server-side cursor over the whole statement, in one read-only
 * repeatable-read snapshot on a connection of its own, `BATCH` rows at a time (never the
 * whole list in memory, and no batch re-reads the ones before it). The driver's plain type
 * parsers apply (timestamps as Date, as Drizzle maps them); rows come as arrays and are keyed
 * by the select's fields, in their order.
 */
function cursorRows<Row>(select: CsvExport<Row, unknown>["select"]): ReadRows<Row> {
  return (db, emit) =>
    inReadSnapshot(db, async (client, snapshot) => {
      const { query } = await select(snapshot);
      const keys = Object.keys(query._.selectedFields);
      const { sql, params } = query.toSQL();
      const cursor = client.query(new Cursor<unknown[]>(sql, params, { rowMode: "array" }));
      try {
        for (;;) {
          const rows = await cursor.read(BATCH);
          const keyed = rows.map(
            (values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Row,
          );
          if (!(await emit(keyed)) || rows.length < BATCH) return;
        }
      } finally {
        await cursor.close();
      }
    });
}

/**
 * On PGlite (one connection, small shops): the statement a batch at a time, each batch a
 * statement of its own, so that a slow download never holds the other requests.
 */
function batchedRows<Row>(select: CsvExport<Row, unknown>["select"]): ReadRows<Row> {
  return async (db, emit) => {
    const { query } = await select(db);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await query.limit(BATCH).offset(offset);
      if (!(await emit(rows)) || rows.length < BATCH) return;
    }
  };
}

/**
 * Answers a list as a CSV download: every row matching the list's query, in its order, read
 * a batch at a time and written as it comes with backpressure (memory stays flat however long
 * the list), UTF-8 with a byte order mark (so spreadsheets read accents right), a header row
 * and `name-YYYY-MM-DD.csv` as the attachment's name.
 *
 * A failure before the first rows are read is answered as the usual JSON error; one after the
 * answer has started can only end the connection (the client sees an incomplete download).
 */
export async function sendCsvExport<Row, R>(
  reply: FastifyReply,
  db: Db,
  options: CsvExport<Row, R>,
  onDone?: (outcome: { rows: number; complete: boolean }) => Promise<void>,
): Promise<FastifyReply> {
  const { columns } = options;
  const { body, started, write, untilStarted } = answerStream();
  let headWritten = false;
  let written = 0;
  const emit = async (rows: Row[]): Promise<boolean> => {
    written += rows.length;
    if (!headWritten) {
      headWritten = true;
      started();
      await write("\uFEFF" + csvLines([columns.map((column) => column.header)]));
    }
    if (rows.length > 0) {
      const cells = rows.map((row) => {
        const record = options.record(row);
        return columns.map((column) => safeCell(column.cell(record)));
      });
      await write(csvLines(cells));
    }
    return !body.destroyed;
  };

  const read = isPooledPostgres(db) ? cursorRows(options.select) : batchedRows(options.select);
  const finished = read(db, emit).then(() => {
    body.end();
  });
  // Told how many rows went out, and whether the download was whole, once the reading ends.
  if (onDone) {
    void finished
      .then(
        () => onDone({ rows: written, complete: !body.destroyed }),
        () => onDone({ rows: written, complete: false }),
      )
      .catch((error: unknown) => reply.log.error({ err: error }, "Recording an export failed"));
  }
  await untilStarted(reply, finished, "A CSV export");
  return reply
    .headers(downloadHeaders(`${options.name}-${exportDate()}.csv`))
    .type("text/csv; charset=utf-8")
    .send(body);
}

/**
 * A list's CSV download: `GET path` for admins, admitted by its download link (decision 052),
 * taking the list's own query without paging; `exported` says what to read and write for it.
 */
export function csvExportRoutes<Q extends z.ZodObject, Row, R>(
  route: { path: string; tag: string; summary: string; querystring: Q },
  exported: (query: z.output<Q>, app: Parameters<FastifyPluginAsyncZod>[0]) => CsvExport<Row, R>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      route.path,
      routeOptions(
        { access: "admin", downloadLink: true, confirmRecent: true },
        route.tag,
        route.summary,
        {
          querystring: route.querystring,
        },
      ),
      async (request, reply) => {
        const options = exported(request.query as z.output<Q>, app);
        // Which list, with which filters, and how many rows: the security log keeps each one.
        return sendCsvExport(reply, app.db, options, ({ rows, complete }) =>
          recordSecurity(app.db, request, {
            event: "export",
            userIdnumber: request.auth?.user.idnumber,
            details: { list: options.name, filters: request.query, rows, complete },
          }),
        );
      },
    );
  };
}
