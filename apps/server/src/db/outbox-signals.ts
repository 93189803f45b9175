import { sql } from "drizzle-orm";
import type { Db } from "./client";

export interface OutboxSignals {
  /** Mails pending or being sent. */
  depth: number;
  /** Seconds the oldest mail due has waited; 0 when none is due. */
  oldestDueSeconds: number;
  /** Mails that failed for good. */
  failed: number;
}

/**
 * What the outbox says of the mail (for /metrics), each from a partial index
 * (outbox_mails_due_idx, outbox_mails_failed_idx): the sent mails of twenty years are not read.
 */
export async function outboxSignals(db: Db): Promise<OutboxSignals> {
  const waiting = (await db.execute(
    sql`select count(*)::integer as depth,
        coalesce(extract(epoch from now() - min(due_at) filter (where due_at <= now())), 0)::float
          as oldest
      from outbox_mails where state in ('pending', 'sending')`,
  )) as unknown as { rows: { depth: number; oldest: number }[] };
  const failed = (await db.execute(
    sql`select count(*)::integer as failed from outbox_mails where state = 'failed'`,
  )) as unknown as { rows: { failed: number }[] };
  return {
    depth: Number(waiting.rows[0]?.depth ?? 0),
    oldestDueSeconds: Math.max(0, Number(waiting.rows[0]?.oldest ?? 0)),
    failed: Number(failed.rows[0]?.failed ?? 0),
  };
}
