import { measureStartup } from "./startup";

/** The start-up figures alone: npx tsx bench/src/startup-main.ts [runs] [idle seconds] */
const runs = Number(process.argv[2] ?? 5);
const idleMs = Number(process.argv[3] ?? 5) * 1000;

const rows = await measureStartup({ runs, idleMs });
for (const row of rows) {
  const mark = row.ok === null ? " " : row.ok ? "✓" : "✗";
  const value = `${row.value ?? "-"} ${row.unit}`;
  console.log(
    `${mark} ${row.name.padEnd(54)} ${value.padStart(9)}  ${row.goal.padEnd(27)} ${row.note ?? ""}`,
  );
}
