/** The most frequent value, ignoring empty ones; a tie goes to the value seen first. */
export function mostFrequent<T extends string | number>(
  values: readonly (T | null | undefined)[],
): T | null {
  const counts = new Map<T, number>();
  for (const value of values) {
    if (value === null || value === undefined || value === "") continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** total / count rounded to a whole number (docs/requirements.md §9); 0 with nothing to average. */
export function roundedAverage(total: number, count: number): number {
  if (count <= 0 || !Number.isFinite(total)) return 0;
  return Math.round(total / count);
}
