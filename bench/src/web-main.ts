import { runLighthouse } from "./lighthouse";
import type { BenchRow } from "./row";
import { measurePublicPages } from "./web-weight";

/** For trying the asset figures alone: npx tsx bench/src/web-main.ts http://127.0.0.1:8080 */
const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";
const only = process.argv[3];

const rows: BenchRow[] = [];
if (only !== "lighthouse") rows.push(...(await measurePublicPages(baseUrl)));
if (only !== "weight") rows.push(...(await runLighthouse(baseUrl)));

for (const row of rows) {
  const mark = row.ok === null ? " " : row.ok ? "✓" : "✗";
  const value = `${row.value ?? "-"} ${row.unit}`;
  console.log(
    `${mark} ${row.section.padEnd(34)} ${row.name.padEnd(36)} ${value.padStart(10)}  ${row.goal.padEnd(9)} ${row.note ?? ""}`,
  );
}
