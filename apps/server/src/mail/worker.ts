import { and, asc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AppConfig } from "../config";
import type { Db, Tx } from "../db/client";
import { outboxMails } from "../db/schema";
import type { MailKinds, OutboxRow, RenderedMail, SkippedMail } from "./kinds";
import type { MailTransport } from "./transport";

/**
 * Seconds to wait after the 1st, 2nd, ... failed attempt: about a day in all (23 h 56 min),
 * after which the mail is marked failed for an admin to see and retry.
 */
export const RETRY_DELAYS_SECONDS = [60, 300, 900, 1800, 3600, 7200, 14400, 28800, 28800];

export interface MailWorkerOptions {
  db: Db;
  config: AppConfig;
  kinds: MailKinds;
  transport: MailTransport;
  /** Problems of the worker itself (the database is away): logged, then tried again. */
  onError?: (error: unknown) => void;
  /** How often to look for due mail (ms). */
  pollMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /**
   * How long a claim lasts (s): a process that dies while sending leaves its mails to be
   * taken again after this (so a crash may repeat a mail at most once; it never loses one).
   */
  claimSeconds?: number;
  retryDelaysSeconds?: number[];
}

type ClaimedRow = OutboxRow & { groupKey: string | null; attempts: number };

const rowColumns = {
  id: outboxMails.id,
  kind: outboxMails.kind,
  toAddress: outboxMails.toAddress,
  customerIdnumber: outboxMails.customerIdnumber,
  groupKey: outboxMails.groupKey,
  payload: outboxMails.payload,
  attempts: outboxMails.attempts,
  createdAt: outboxMails.createdAt,
};

/**
 * Takes the due mails (and the pending rest of their groups) for this worker alone: rows
 * another worker holds are skipped (FOR UPDATE SKIP LOCKED), and the taken ones are marked
 * 'sending' until the claim lapses, so no other process sends them meanwhile.
 */
export async function claimDueMails(
  db: Db,
  batchSize: number,
  claimSeconds: number,
): Promise<ClaimedRow[]> {
  return db.transaction(async (tx: Tx) => {
    const due = await tx
      .select({ id: outboxMails.id, groupKey: outboxMails.groupKey })
      .from(outboxMails)
      .where(
        and(inArray(outboxMails.state, ["pending", "sending"]), lte(outboxMails.dueAt, sql`now()`)),
      )
      .orderBy(asc(outboxMails.dueAt), asc(outboxMails.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    const groups = [...new Set(due.flatMap((row) => (row.groupKey ? [row.groupKey] : [])))];
    const rest =
      groups.length === 0
        ? []
        : await tx
            .select({ id: outboxMails.id })
            .from(outboxMails)
            .where(
              and(
                eq(outboxMails.state, "pending"),
                inArray(outboxMails.groupKey, groups),
                notInArray(outboxMails.id, ids),
              ),
            )
            .for("update", { skipLocked: true });
    const rows = await tx
      .update(outboxMails)
      .set({
        state: "sending",
        dueAt: sql`now() + make_interval(secs => ${claimSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(outboxMails.id, [...ids, ...rest.map((row) => row.id)]))
      .returning(rowColumns);
    return rows.map((row) => ({ ...row, payload: (row.payload ?? {}) as Record<string, unknown> }));
  });
}

/** One mail per group key (its rows oldest first), one per row without one. */
function intoMails(rows: ClaimedRow[]): ClaimedRow[][] {
  const byGroup = new Map<string, ClaimedRow[]>();
  const single: ClaimedRow[][] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.groupKey === null) {
      single.push([row]);
      continue;
    }
    const group = byGroup.get(row.groupKey) ?? [];
    group.push(row);
    byGroup.set(row.groupKey, group);
  }
  return [...single, ...byGroup.values()];
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || "Unknown error";
}

async function mark(db: Db, rows: ClaimedRow[], values: PgUpdateSetSource<typeof outboxMails>) {
  await db
    .update(outboxMails)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      inArray(
        outboxMails.id,
        rows.map((row) => row.id),
      ),
    );
}

/** Renders, sends and records one mail (one row, or a group's rows together). */
async function deliver(options: MailWorkerOptions, rows: ClaimedRow[]): Promise<void> {
  const { db, config, kinds, transport } = options;
  const delays = options.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
  const kind = rows[0]?.kind ?? "";
  const render = kinds[kind];
  if (!render) {
    await mark(db, rows, {
      state: "failed",
      attempts,
      lastError: `No template for mail '${kind}'`,
    });
    return;
  }
  let rendered: RenderedMail | SkippedMail;
  try {
    rendered = await render(rows, { db, config });
  } catch (error) {
    await mark(db, rows, {
      state: "failed",
      attempts,
      lastError: `The mail could not be written: ${reason(error)}`,
    });
    return;
  }
  if ("skip" in rendered) {
    await mark(db, rows, { state: "skipped", attempts, lastError: rendered.skip });
    return;
  }
  try {
    const deliveredAs = await transport.send(rendered);
    await mark(db, rows, {
      state: "sent",
      attempts,
      subject: rendered.subject,
      deliveredAs,
      lastError: null,
      sentAt: sql`now()`,
    });
  } catch (error) {
    const delay = delays[attempts - 1];
    await mark(db, rows, {
      attempts,
      subject: rendered.subject,
      lastError: reason(error),
      ...(delay === undefined
        ? { state: "failed" as const }
        : {
            state: "pending" as const,
            dueAt: sql`now() + make_interval(secs => ${delay})`,
          }),
    });
  }
}

/** One round: claims what is due and sends it; how many rows it handled (0: none was due). */
export async function deliverDueMails(
  options: MailWorkerOptions,
  stopping: () => boolean = () => false,
): Promise<number> {
  const rows = await claimDueMails(
    options.db,
    options.batchSize ?? 25,
    options.claimSeconds ?? 300,
  );
  const mails = intoMails(rows);
  for (const [index, mail] of mails.entries()) {
    if (stopping()) {
      // The process is stopping: the mail being sent has gone; the rest go back, due now, for
      // the next process (or this one restarted) rather than waiting for their claim to lapse.
      await mark(options.db, mails.slice(index).flat(), { state: "pending", dueAt: sql`now()` });
      break;
    }
    await deliver(options, mail);
  }
  return rows.length;
}

export interface MailWorker {
  /** Looks for due mail now rather than at the next poll. */
  wake(): void;
  /** Stops once the mail being sent has gone; the rest of its round go back to the outbox. */
  stop(): Promise<void>;
}

/** The delivery worker inside the server process: a round every `pollMs`, more while busy. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const run = async () => {
    timer = undefined;
    try {
      while (!stopped && (await deliverDueMails(options, () => stopped)) > 0);
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) timer = setTimeout(schedule, pollMs);
  };
  const schedule = () => {
    round = run();
  };
  timer = setTimeout(schedule, 0);

  return {
    wake() {
      if (stopped || timer === undefined) return;
      clearTimeout(timer);
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await round;
    },
  };
}
