/** The table on the terminal and the JSON file under bench/results/. */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchRow } from "./row";

const figure = (value: number | undefined) => (value === undefined ? "" : String(value));

export function printTable(rows: BenchRow[], write: (line: string) => void): void {
  const header = ["name", "p50", "p95", "p99", "value", "unit", "goal", "ok"];
  const cells = (row: BenchRow) => [
    row.name,
    figure(row.p50),
    figure(row.p95),
    figure(row.p99),
    figure(row.value),
    row.unit,
    row.goal,
    row.ok === null ? "" : row.ok ? "yes" : "NO",
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (cells(row)[i] ?? "").length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) =>
        i === 0 || i >= 5 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0),
      )
      .join("  ");
  let section = "";
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      write("");
      write(`== ${section}`);
      write(line(header));
    }
    write(line(cells(row)) + (row.note ? `  (${row.note})` : ""));
  }
  const failed = rows.filter((row) => row.ok === false);
  const withGoal = rows.filter((row) => row.ok !== null).length;
  write("");
  if (failed.length === 0) {
    write(`Every goal met (${withGoal} rows with a goal).`);
    return;
  }
  write(`${failed.length} of ${withGoal} goals missed:`);
  for (const row of failed) write(`  ${row.section} / ${row.name.trim()}`);
}

function commit(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function writeResults(
  directory: string,
  rows: BenchRow[],
  details: Record<string, unknown>,
): string {
  mkdirSync(directory, { recursive: true });
  const when = new Date().toISOString();
  const file = join(directory, `${when.replace(/[:.]/g, "-")}-${commit()}.json`);
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 1e9),
    node: process.version,
  };
  writeFileSync(
    file,
    JSON.stringify({ when, commit: commit(), machine, ...details, rows }, null, 2) + "\n",
  );
  return file;
}
