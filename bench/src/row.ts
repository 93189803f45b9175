/** One line of the benchmark's table and of its JSON: a measured figure beside its goal. */
export interface BenchRow {
  /** The table section, e.g. "Admin lists (PostgreSQL)", "Public pages", "Lighthouse". */
  section: string;
  name: string;
  /** Latency percentiles in milliseconds, for timed calls. */
  p50?: number;
  p95?: number;
  p99?: number;
  /** A single figure (kB, score, req/s, ms, MB) for everything else. */
  value?: number;
  unit: string;
  /** The goal in words, e.g. "p95 ≤ 25 ms", "≤ 100 kB", "≥ 95". */
  goal: string;
  /** Whether the goal is met; null when there is no goal for this row. */
  ok: boolean | null;
  note?: string;
}
