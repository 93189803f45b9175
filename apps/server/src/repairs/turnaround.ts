import {
  estimatedCompletion,
  isOverdue,
  overdueCutoff,
  TURNAROUND_STATES,
  type LineInState,
  type RepairRequestRecord,
  type RepairState,
  type TurnaroundTargets,
} from "@lo/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { repairLines, repairRequests } from "../db/schema";
import { qualified } from "../db/sql";
import { readTurnaroundTargets } from "../db/settings";

/** The targets in force and the moment they are judged at (the app's clock). */
export interface Turnaround {
  targets: TurnaroundTargets;
  now: Date;
}

export async function turnaroundAt(db: Db, now: Date): Promise<Turnaround> {
  return { targets: await readTurnaroundTargets(db), now };
}

/**
 * The requests of the overdue lines (decision 067), once per overdue line: per open state, the
 * lines that entered it before now less its target. One branch per state, each a range of
 * repair_lines_open_state_since_idx read from the index alone (an OR of the five made the
 * planner scan every open line instead); the literals match the index's predicate.
 */
function overdueLineRequests({ targets, now }: Turnaround): SQL {
  const branches = TURNAROUND_STATES.map(
    (state) =>
      sql`select ${qualified(repairLines.repairRequestId)} as request_id from ${repairLines}
        where ${qualified(repairLines.state)} = ${sql.raw(`'${state}'`)}
          and ${qualified(repairLines.state)} <> 'completed'
          and ${qualified(repairLines.stateSince)} < ${overdueCutoff(state, targets, now).toISOString()}::timestamptz`,
  );
  return sql.join(branches, sql` union all `);
}

/** A line of repair_lines overdue at the turnaround's moment: one range per open state. */
function overdueLineCondition({ targets, now }: Turnaround): SQL {
  const branches = TURNAROUND_STATES.map(
    (state) =>
      sql`(${qualified(repairLines.state)} = ${sql.raw(`'${state}'`)} and ${qualified(repairLines.stateSince)} < ${overdueCutoff(state, targets, now).toISOString()}::timestamptz)`,
  );
  return sql`${qualified(repairLines.state)} <> 'completed' and (${sql.join(branches, sql` or `)})`;
}

/**
 * The admin list's Overdue filter: requests with at least one overdue line. Written as one
 * condition (not the union the count reads) so the planner may walk the page's sort index and
 * test each request's open lines, stopping once the page is full (0.2 ms at full scale
 * against 20 for hashing every overdue request first).
 */
export function overdueRequestFilter(turnaround: Turnaround): SQL {
  return sql`${repairRequests.id} in (select ${qualified(repairLines.repairRequestId)}
    from ${repairLines} where ${overdueLineCondition(turnaround)})`;
}

/** How many requests have an overdue line, from the index alone. */
export async function overdueRequestCount(db: Db, turnaround: Turnaround): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const counted = (await db.execute(
    sql`select count(distinct overdue.request_id)::integer as total
      from (${overdueLineRequests(turnaround)}) as overdue`,
  )) as unknown as { rows: { total: number }[] };
  const [row] = counted.rows;
  return Number(row?.total ?? 0);
}

/** A line's state and when it entered it: its latest recorded state (or none known). */
export function lineInState(
  state: RepairState,
  history: readonly { changedAt: string }[] | undefined,
): LineInState | undefined {
  const last = history?.at(-1);
  return last ? { state, since: last.changedAt } : undefined;
}

/** Whether a line (its state and since when) is overdue at the turnaround's moment. */
export function overdueNow(line: LineInState | undefined, { targets, now }: Turnaround): boolean {
  return line ? isOverdue(line, targets, now) : false;
}

/** Admin answers: each line and each request marked overdue or not (the page's rows). */
export function markOverdue(
  records: RepairRequestRecord[],
  { targets, now }: Turnaround,
): RepairRequestRecord[] {
  return records.map((record) => {
    const products = record.products.map((line) => {
      const inState = lineInState(line.state, line.stateHistory);
      return { ...line, overdue: inState ? isOverdue(inState, targets, now) : false };
    });
    return { ...record, products, overdue: products.some((line) => line.overdue) };
  });
}

/** A request's estimated completion as an ISO time, or null (decision 067). */
export function estimateOf(
  lines: readonly (LineInState | undefined)[],
  { targets, now }: Turnaround,
): string | null {
  const known = lines.filter((line): line is LineInState => line !== undefined);
  return estimatedCompletion(known, targets, now)?.toISOString() ?? null;
}
