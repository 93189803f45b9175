// Zod-free, like repair-state-table.ts, so the public tracking page can use the rules and
// words without the validation library; the schemas are in turnaround-schema.ts.
import { REPAIR_STATE_LABELS, REPAIR_STATES, type RepairState } from "../repair-state-table";

/**
 * Turnaround promises (decision 067): a target in whole days for each state a line waits in; a
 * line longer in its state than the target is 'Overdue'. Completed has none.
 */
export const TURNAROUND_STATES = REPAIR_STATES.filter(
  (state): state is Exclude<RepairState, "completed"> => state !== "completed",
);
export type TurnaroundState = (typeof TURNAROUND_STATES)[number];
export type TurnaroundTargets = Record<TurnaroundState, number>;

export const DEFAULT_TURNAROUND_TARGETS: TurnaroundTargets = {
  pending: 7,
  "enroute-to-outfitter": 10,
  "in-progress": 21,
  "ready-for-collection": 30,
  "enroute-to-customer": 7,
};

export const TURNAROUND_MIN_DAYS = 1;
export const TURNAROUND_MAX_DAYS = 365;

/** The message for a target that is not a whole number of days from 1 to 365. */
export function turnaroundTargetMessage(state: TurnaroundState): string {
  return `${REPAIR_STATE_LABELS[state]}: enter a whole number of days from ${TURNAROUND_MIN_DAYS} to ${TURNAROUND_MAX_DAYS}`;
}

export const TURNAROUND_MESSAGES = {
  saved: "Turnaround targets saved",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function isTurnaroundState(state: string): state is TurnaroundState {
  return (TURNAROUND_STATES as readonly string[]).includes(state);
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** A line's state and when it entered it (its latest recorded state change). */
export interface LineInState {
  state: RepairState;
  since: Date | string;
}

/**
 * Whether a line has been in its current state longer than that state's target, at `now`.
 * A completed line never is.
 */
export function isOverdue(line: LineInState, targets: TurnaroundTargets, now: Date): boolean {
  if (!isTurnaroundState(line.state)) return false;
  return now.getTime() - time(line.since) > targets[line.state] * DAY_MS;
}

/** The states from pending up to the piece being ready (their targets add up to that day). */
const TO_READY: readonly TurnaroundState[] = ["pending", "enroute-to-outfitter", "in-progress"];

/**
 * When one line should be done (decision 067): from the start of its current state, that
 * state's target and the targets of the states after it up to the piece being ready; a piece
 * on its way home, the start plus that state's target. A piece ready for collection, or
 * completed, has none (it is ready). Not clamped: see estimatedCompletion.
 */
export function lineEstimatedCompletion(
  line: LineInState,
  targets: TurnaroundTargets,
): Date | null {
  const start = time(line.since);
  if (line.state === "enroute-to-customer") {
    return new Date(start + targets["enroute-to-customer"] * DAY_MS);
  }
  const from = TO_READY.indexOf(line.state as TurnaroundState);
  if (from < 0) return null;
  const days = TO_READY.slice(from).reduce((sum, state) => sum + targets[state], 0);
  return new Date(start + days * DAY_MS);
}

/**
 * A request's estimated completion (decision 067): the latest of its lines' estimates, never
 * before `now` (an overdue line's estimate moves to today); null when no line has one.
 */
export function estimatedCompletion(
  lines: readonly LineInState[],
  targets: TurnaroundTargets,
  now: Date,
): Date | null {
  let latest: number | null = null;
  for (const line of lines) {
    const estimate = lineEstimatedCompletion(line, targets);
    if (estimate && (latest === null || estimate.getTime() > latest)) latest = estimate.getTime();
  }
  if (latest === null) return null;
  return new Date(Math.max(latest, now.getTime()));
}

/** Until when a piece ready for collection is kept: when it became ready plus its target. */
export function keptUntil(readySince: Date | string, targets: TurnaroundTargets): Date {
  return new Date(time(readySince) + targets["ready-for-collection"] * DAY_MS);
}

/**
 * The moment before which a line that entered `state` is overdue at `now`: what the SQL
 * filter compares each line's state_since with.
 */
export function overdueCutoff(state: TurnaroundState, targets: TurnaroundTargets, now: Date): Date {
  return new Date(now.getTime() - targets[state] * DAY_MS);
}

/** The words the pages use. */
export const TURNAROUND_WORDS = {
  overdue: "Overdue",
  estimatedCompletion: (date: string) => `Estimated completion: ${date}`,
  keptUntil: (date: string) => `We will keep it for you until ${date}.`,
} as const;
