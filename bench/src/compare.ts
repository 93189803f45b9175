/**
 * `npm run bench:compare -- <before.json> <after.json>`: two runs side by side as a Markdown
 * table, row by row (p95 for timed rows, the figure otherwise), with the goal and whether the
 * later run meets it.
 */
import { readFileSync } from "node:fs";
import type { BenchRow } from "./row";

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("Usage: npm run bench:compare -- <before.json> <after.json>");
  process.exit(1);
}

const rowsOf = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { rows: BenchRow[] }).rows;
const key = (row: BenchRow) => `${row.section}\u0000${row.name}`;
const figure = (row: BenchRow | undefined) => {
  if (!row) return "–";
  if (row.p95 !== undefined) return `${row.p95} ms`;
  return row.value === undefined ? "–" : `${row.value} ${row.unit}`.trim();
};

const before = new Map(rowsOf(beforeFile).map((row) => [key(row), row]));
const after = rowsOf(afterFile);
const seen = new Set<string>();
const isRaw = (row: BenchRow | undefined) => row?.name.startsWith("  raw SQL") ?? false;
const lines = [
  "| section | call | before | after | raw SQL after | goal | met |",
  "|---|---|---|---|---|---|---|",
];
after.forEach((row, index) => {
  seen.add(key(row));
  if (isRaw(row)) return;
  const next = after[index + 1];
  const raw = isRaw(next) ? figure(next) : "";
  const met = row.ok === null ? "" : row.ok ? "yes" : "**no**";
  lines.push(
    `| ${row.section} | ${row.name} | ${figure(before.get(key(row)))} | ${figure(row)} | ${raw} | ${row.goal} | ${met} |`,
  );
});
for (const [name, row] of before) {
  if (!seen.has(name) && !isRaw(row)) {
    lines.push(`| ${row.section} | ${row.name} | ${figure(row)} | – | | ${row.goal} | |`);
  }
}
console.log(lines.join("\n"));
