import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { isPooledPostgres, type Db } from "../db/client";
import type { KnownTotal } from "../db/paging";
import { answerStream } from "./answer-stream";

/** The first batch is small so the answer starts at once; later ones are larger. */
const FIRST_BATCH = 200;
const BATCH = 2000;

/**
 * A batch reads a small part of large tables by key: a page of ids, then their rows, lines,
 * notes and products. For 2,000 keys the planner, costing each index read as if from disk,
 * picks whole-table scans and hash joins instead, and an answer of 25–50 batches then reads
 * every table 25–50 times over. Within a batch's transaction it is told to use the indexes.
 */
const INDEX_READS = sql`select set_config('enable_seqscan', 'off', true),
  set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`;

/**
 * One batch of a list, in the list's order: `limit` rows from `offset`, and the list's total.
 * `known` is the total the first batch answered, given to every later batch so that none of
 * them counts the list again.
 */
export type FetchBatch<T> = (
  db: Db,
  limit: number,
  offset: number,
  known: KnownTotal,
) => Promise<{ rows: T[]; total: number }>;

/**
 * How a streamed list is written: its opening (given the list's total), each batch of rows
 * (given how many were sent before it), its end, and the answer's content type and headers.
 */
export interface ListFormat<T> {
  contentType: string;
  headers?: Record<string, string>;
  head: (total: number) => string;
  rows: (rows: T[], sentBefore: number) => string;
  tail: (total: number) => string;
}

/**
 * Answers one of requirements §7's unpaged list calls (`{ [field]: [...all rows], total }`) as a
 * stream: the rows are read and written in batches, so the first bytes leave after one small
 * query and the server never holds 100,000 records (or their JSON) at once.
 */
export async function sendJsonList<T>(
  reply: FastifyReply,
  db: Db,
  field: string,
  fetchBatch: FetchBatch<T>,
): Promise<FastifyReply> {
  return sendListStream(reply, db, fetchBatch, {
    contentType: "application/json; charset=utf-8",
    head: () => `{${JSON.stringify(field)}:[`,
    rows: (rows, sentBefore) => {
      const json = rows.map((row) => JSON.stringify(row)).join(",");
      return json && (sentBefore > 0 ? "," : "") + json;
    },
    tail: (total) => `],"total":${total}}`,
  });
}

/**
 * Streams every row of a list in batches, written in `format` (JSON above, CSV in
 * http/csv-export.ts).
 *
 * On PostgreSQL every batch reads one repeatable-read snapshot, so a write made while the
 * answer is being sent can neither repeat nor drop a row. PGlite is one connection: a
 * transaction there would hold every other request until a (possibly slow) client had read
 * the whole answer, so each of its batches is a transaction of its own, reading the data as
 * it is at that batch.
 *
 * A failure before the first batch is answered as the usual JSON error; one after the answer
 * has started can only end the connection, which the client sees as an incomplete answer.
 */
export async function sendListStream<T>(
  reply: FastifyReply,
  db: Db,
  fetchBatch: FetchBatch<T>,
  format: ListFormat<T>,
): Promise<FastifyReply> {
  const { body, started, write, untilStarted } = answerStream();
  type Read = (limit: number, offset: number, known: KnownTotal) => ReturnType<FetchBatch<T>>;
  const stream = async (read: Read) => {
    let limit = FIRST_BATCH;
    const first = await read(limit, 0, {});
    let rows = first.rows;
    started();
    await write(format.head(first.total));
    let sent = 0;
    for (;;) {
      const chunk = format.rows(rows, sent);
      if (chunk) await write(chunk);
      sent += rows.length;
      if (body.destroyed) return;
      if (rows.length < limit) break;
      limit = BATCH;
      rows = (await read(limit, sent, { total: first.total })).rows;
    }
    body.end(format.tail(first.total));
  };

  const finished = isPooledPostgres(db)
    ? db.transaction(
        async (tx) => {
          await tx.execute(INDEX_READS);
          await stream((limit, offset, known) => fetchBatch(tx, limit, offset, known));
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      )
    : stream((limit, offset, known) =>
        db.transaction(async (tx) => {
          await tx.execute(INDEX_READS);
          return fetchBatch(tx, limit, offset, known);
        }),
      );
  await untilStarted(reply, finished, "A streamed list");
  return reply
    .headers(format.headers ?? {})
    .type(format.contentType)
    .send(body);
}

interface PageQuery {
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * A list route's answer: the page asked for, or, without a `limit`, every row from `offset`
 * on, streamed (see sendJsonList). `field` names the answer's array. `list` reads one page;
 * given a known total, it does not count the list.
 */
export async function pageOrStream<
  Q extends PageQuery,
  A extends Record<F, unknown[]> & { total: number },
  F extends string,
>(
  reply: FastifyReply,
  db: Db,
  query: Q,
  field: F,
  list: (db: Db, query: Q, known?: KnownTotal) => Promise<A>,
): Promise<A | FastifyReply> {
  if (query.limit !== undefined) return list(db, query);
  return sendJsonList(reply, db, field, listBatches(query, field, list));
}

/** Reads every row of a paged list from the query's `offset` on, a batch at a time. */
export function listBatches<
  Q extends PageQuery,
  A extends Record<F, unknown[]> & { total: number },
  F extends string,
>(
  query: Q,
  field: F,
  list: (db: Db, query: Q, known?: KnownTotal) => Promise<A>,
): FetchBatch<A[F][number]> {
  return async (reader, limit, offset, known) => {
    const page = await list(
      reader,
      { ...query, limit, offset: (query.offset ?? 0) + offset },
      known,
    );
    return { rows: page[field], total: page.total };
  };
}
