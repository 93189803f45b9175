/**
 * The workshop's reliability figures (issue 29): how long its pieces last before their first
 * repair, and how long repairs take. Pure arithmetic the dashboard's SQL is checked against.
 */

/** One piece: how long it has been watched, and whether that ended in its first repair. */
export interface SurvivalObservation {
  /** Time from when it was made (any unit: the result's times are in the same one). */
  time: number;
  /** true: its first repair came at `time`; false: censored, not yet repaired at `time`. */
  repaired: boolean;
}

/** One step of the curve: at `time`, who was at risk, who came in, and the share still unrepaired. */
export interface SurvivalStep {
  time: number;
  atRisk: number;
  repairs: number;
  censored: number;
  /** The Kaplan–Meier estimate of the share never yet repaired just after `time`. */
  survival: number;
}

/**
 * The Kaplan–Meier estimate: at each time a first repair happened, the share still unrepaired
 * is multiplied by (1 − repairs / at risk). A piece not yet that old (censored) counts as at
 * risk up to its own time, never as unrepaired beyond it; a censoring at the same time as a
 * repair is counted as at risk for that repair, as is usual.
 */
export function kaplanMeier(observations: readonly SurvivalObservation[]): SurvivalStep[] {
  for (const { time } of observations) {
    if (!Number.isFinite(time) || time < 0)
      throw new RangeError(`A time must be 0 or more (got ${time}).`);
  }
  const times = [...new Set(observations.map((one) => one.time))].sort((a, b) => a - b);
  let atRisk = observations.length;
  let survival = 1;
  const steps: SurvivalStep[] = [];
  for (const time of times) {
    const here = observations.filter((one) => one.time === time);
    const repairs = here.filter((one) => one.repaired).length;
    const censored = here.length - repairs;
    if (repairs > 0) {
      survival *= 1 - repairs / atRisk;
      steps.push({ time, atRisk, repairs, censored, survival });
    }
    atRisk -= here.length;
  }
  return steps;
}

/**
 * The `fraction` (0 to 1) percentile of `values`, interpolated between the two nearest ranks
 * as PostgreSQL's `percentile_cont` does, so SQL and domain agree; null for no values.
 */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError("A percentile is from 0 to 1.");
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (position - below);
}

/** The median: the 0.5 percentile. */
export const median = (values: readonly number[]) => percentile(values, 0.5);
