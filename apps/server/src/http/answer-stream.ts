import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * The body of an answer written as its rows are read (the CSV exports, the unpaged JSON lists).
 * `write` waits for the client when the stream is full, and gives the event loop a turn after
 * each batch: PGlite runs a query on this thread, and without the turn the batch just written
 * would wait behind the next one's query instead of leaving for the client (and other requests
 * would wait with it). The reader calls `started()` once the first rows are read.
 */
export function answerStream() {
  const body = new PassThrough();
  let started: () => void = () => undefined;
  const firstRead = new Promise<void>((resolve) => (started = resolve));
  const write = async (chunk: string) => {
    if (!body.write(chunk)) await Promise.race([once(body, "drain"), once(body, "close")]);
    await new Promise((resolve) => setImmediate(resolve));
  };

  /**
   * Waits until the first rows are read or `finished` settles. A failure before the first rows
   * is thrown (the client gets the usual JSON error); one after the answer has started can only
   * end the connection: it is logged as `what` failing part-way, and the body destroyed.
   */
  const untilStarted = async (reply: FastifyReply, finished: Promise<unknown>, what: string) => {
    const outcome = finished.then(
      () => "done" as const,
      (error: unknown) => error,
    );
    const first = await Promise.race([firstRead.then(() => "started" as const), outcome]);
    if (first !== "started" && first !== "done") throw first;
    void outcome.then((result) => {
      if (result !== "done") {
        reply.log.error({ err: result }, `${what} failed part-way; the connection is closed`);
        body.destroy(result instanceof Error ? result : new Error(String(result)));
      }
    });
  };

  return { body, started, write, untilStarted };
}
