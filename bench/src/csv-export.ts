/**
 * The CSV exports (decision 052): the whole product list (100,000 rows at full scale), the
 * other two lists, and the accountant's invoices and payments of a year (decision 100),
 * downloaded as the admin's 'Export CSV' link would, timed, with the peak resident memory
 * above what was used just before (the export streams in batches, so this stays flat however
 * long the list). The server runs inside the bench's own process, so that memory is the
 * server's and the downloading client's together (the client counts the bytes and keeps
 * none); `npm run bench` runs node with --expose-gc so that a collection first clears what
 * earlier measurements left behind.
 */
import { firstByteAndTotal } from "./measure";
import type { BenchRow } from "./row";
import { picked } from "./targets";

const API = "/lifetime-outfitter";

const EXPORTS = [
  {
    name: "GET /products/export.csv (every product)",
    path: `${API}/products/export.csv`,
    goalMs: 5000,
  },
  { name: "GET /customers/export.csv (every customer)", path: `${API}/customers/export.csv` },
  { name: "GET /repairs/export.csv (every request)", path: `${API}/repairs/export.csv` },
  // The accountant's (decision 100): the twelve months before the seed's "now".
  {
    name: "GET /repairs/export/invoices.csv (a year)",
    path: `${API}/repairs/export/invoices.csv?from=2025-11-01&to=2026-10-31`,
    goalMs: 1000,
  },
  {
    name: "GET /repairs/export/payments.csv (a year)",
    path: `${API}/repairs/export/payments.csv?from=2025-11-01&to=2026-10-31`,
    goalMs: 1000,
  },
];

/** What the JavaScript holds: the heap in use and the buffers outside it, in bytes. */
const held = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * The highest resident memory seen while `run` runs, sampled every 10 ms, in MB, and the
 * highest heap-plus-buffers growth. After the collection RSS keeps pages the heap freed, which
 * later allocations reuse without RSS growing; the heap and buffers show what the export
 * itself held meanwhile (garbage not yet collected included).
 */
async function peakRss<T>(
  run: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number; heldGrowth: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const heldBefore = held();
  let peak = before;
  let heldPeak = heldBefore;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heldPeak = Math.max(heldPeak, held());
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await run();
    sample();
    return {
      result,
      before: before / 1e6,
      peak: peak / 1e6,
      heldGrowth: (heldPeak - heldBefore) / 1e6,
    };
  } finally {
    clearInterval(timer);
  }
}

export async function measureCsvExports(
  server: { baseUrl: string; admin: string },
  label: string,
  only: string[],
  progress: (line: string) => void,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const section = `CSV export (${label})`;
  for (const target of EXPORTS) {
    if (!picked(only, `CSV: ${target.name}`)) continue;
    // A warm-up, then three timed downloads; the memory of the first timed one.
    await firstByteAndTotal(server.baseUrl, { path: target.path, cookie: server.admin });
    const runs = [];
    let memory = { before: 0, peak: 0, heldGrowth: 0 };
    for (let i = 0; i < 3; i++) {
      const measured = await peakRss(() =>
        firstByteAndTotal(server.baseUrl, { path: target.path, cookie: server.admin }),
      );
      if (measured.result.status !== 200)
        throw new Error(`${target.path} answered ${measured.result.status}`);
      if (i === 0) memory = measured;
      runs.push(measured.result);
    }
    const totals = runs.map((run) => run.total).sort((a, b) => a - b);
    const worst = totals[totals.length - 1] ?? 0;
    const median = totals[1] ?? worst;
    const growth = memory.peak - memory.before;
    const megabytes = ((runs[0]?.bytes ?? 0) / 1e6).toFixed(1);
    rows.push(
      {
        section,
        name: target.name,
        p50: Math.round(median),
        p95: Math.round(worst),
        unit: "ms",
        goal: target.goalMs ? `≤ ${target.goalMs / 1000} s` : "",
        ok: target.goalMs ? worst <= target.goalMs : null,
        note: `${megabytes} MB`,
      },
      {
        section,
        name: `  peak RSS growth (server and client, one process)`,
        value: Math.round(growth * 10) / 10,
        unit: "MB",
        goal: "flat (≪ the file's size)",
        ok: growth < Math.max(50, Number(megabytes) / 2),
        note: `RSS ${Math.round(memory.before)} → ${Math.round(memory.peak)} MB, heap + buffers +${memory.heldGrowth.toFixed(1)} MB at most, file ${megabytes} MB`,
      },
    );
    progress(
      `${label} ${target.name}: ${Math.round(median)} ms, RSS +${growth.toFixed(1)} MB, heap + buffers +${memory.heldGrowth.toFixed(1)} MB`,
    );
  }
  return rows;
}
