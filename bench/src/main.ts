/**
 * `npm run bench`: seeds a twenty-year-old shop into PostgreSQL (BENCH_DATABASE_URL) and
 * into PGlite, times every list, search, sort, filter, deep page and statistics call beside
 * its raw SQL, the original calls' unpaged lists, the writes, a backup and its restore and the
 * server's requests a second, then prints one table and writes it as JSON to bench/results/.
 * See bench/README.md for flags.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import { explainAll } from "./explain";
import { capturingDb, rawExec } from "./measure";
import { printTable, writeResults } from "./report";
import type { BenchRow } from "./row";
import { freshPglite, freshPostgres, seedShop } from "./seed";
import { FULL_SCALE, scaled, type Scale } from "./seed-plan";
import { runReads, startServer } from "./suite";
import { measureThroughput } from "./throughput";
import { runLoad } from "./load";
import { measureStartup } from "./startup";
import { measureWebPages } from "./web-pages";
import { measureWrites } from "./writes";
import { measureAnonymise } from "./anonymise";
import { measureMailDelivery } from "./mail-delivery";
import { measurePhotos } from "./photos";
import { measureBackup } from "./backup";

const { values: flags } = parseArgs({
  options: {
    scale: { type: "string", default: "1" },
    "pglite-scale": { type: "string" },
    samples: { type: "string", default: "40" },
    skip: { type: "string", default: "" },
    only: { type: "string", default: "" },
    load: { type: "boolean", default: false },
    "load-seconds": { type: "string", default: "60" },
    explain: { type: "boolean", default: false },
  },
});

const skip = new Set(flags.skip.split(",").filter(Boolean));
const scaleOf = (factor: string): Scale =>
  Number(factor) === 1 ? FULL_SCALE : scaled(Number(factor));
const samples = Number(flags.samples);
const only = flags.only.split(",").filter(Boolean);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function benchDatabase(
  label: "PostgreSQL" | "PGlite",
  open: () => Promise<DatabaseHandle>,
  scale: Scale,
  postgresP95?: Map<string, number>,
  databaseUrl?: string,
): Promise<{ rows: BenchRow[]; p95: Map<string, number> }> {
  const handle = await open();
  try {
    log(
      `${label}: seeding ${scale.customers} customers, ${scale.products} products, ${scale.requests} requests…`,
    );
    const seed = await seedShop(handle, scale);
    log(`${label}: seeded in ${seed.seconds.toFixed(1)} s ${JSON.stringify(seed.counts)}`);
    const seedRow: BenchRow = {
      section: `Seed (${label})`,
      name: `${seed.counts.customers} customers, ${seed.counts.products} products, ${seed.counts.requests} requests, ${seed.counts.lines} lines, ${seed.counts.notes} notes`,
      value: Math.round(seed.seconds * 10) / 10,
      unit: "s",
      goal: "",
      ok: null,
    };
    const reads = await runReads(handle, seed, { label, samples, scale, only, postgresP95 }, log);
    const server = await startServer(handle, seed, capturingDb(handle));
    const rows = [seedRow, ...reads.rows];
    try {
      rows.push(
        ...(await measureWrites(server, rawExec(handle), seed.heavyCustomer.idnumber, {
          label,
          samples,
        })),
      );
      rows.push(...(await measureAnonymise(server, { label, samples: 3 })));
      if (!skip.has("photos")) rows.push(...(await measurePhotos(server, rawExec(handle), label)));
      if (label === "PostgreSQL" && !skip.has("throughput")) {
        rows.push(...(await measureThroughput(server, label, 5)));
      }
    } finally {
      await server.close();
    }
    if (!skip.has("mail")) rows.push(...(await measureMailDelivery(handle, label)));
    if (!skip.has("backup")) rows.push(...(await measureBackup(handle, label, databaseUrl, log)));
    if (flags.load && databaseUrl) {
      log(`${label}: 200 people for ${flags["load-seconds"]} s…`);
      const seconds = Number(flags["load-seconds"]);
      rows.push(...(await runLoad(rawExec(handle), databaseUrl, seed.people, { seconds, scale })));
    }
    return { rows, p95: reads.p95 };
  } finally {
    await handle.close();
  }
}

const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/lo_bench";

/** Seeds PostgreSQL and writes the EXPLAIN (ANALYZE, BUFFERS) of every call's statements. */
async function explain(scale: Scale): Promise<void> {
  const handle = await freshPostgres(postgresUrl());
  try {
    const seed = await seedShop(handle, scale);
    const report = await explainAll(handle, seed, scale, 2, only);
    const directory = fileURLToPath(new URL("../results", import.meta.url));
    mkdirSync(directory, { recursive: true });
    const file = `${directory}/explain-${new Date().toISOString().replace(/[:.]/g, "-")}.txt`;
    writeFileSync(file, report + "\n");
    process.stdout.write(report.split("\n=== ")[0] + `\n\nPlans of the slow statements: ${file}\n`);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const scale = scaleOf(flags.scale);
  if (flags.explain) return explain(scale);
  let postgresP95: Map<string, number> | undefined;
  if (!skip.has("postgres")) {
    const url = postgresUrl();
    log(`PostgreSQL: ${url.replace(/\/\/[^@]*@/, "//")}`);
    const result = await benchDatabase(
      "PostgreSQL",
      () => freshPostgres(url),
      scale,
      undefined,
      url,
    );
    rows.push(...result.rows);
    postgresP95 = result.p95;
  }
  if (!skip.has("pglite")) {
    const dir = fileURLToPath(new URL("../.data/pglite", import.meta.url));
    const pgliteScale = scaleOf(flags["pglite-scale"] ?? flags.scale);
    const result = await benchDatabase("PGlite", () => freshPglite(dir), pgliteScale, postgresP95);
    rows.push(...result.rows);
  }
  if (!skip.has("web")) rows.push(...(await measureWebPages(log)));
  if (!skip.has("startup")) {
    log("Start-up and idle memory, tsx and built JavaScript…");
    rows.push(...(await measureStartup({ runs: 3 })));
  }
  printTable(rows, (line) => process.stdout.write(`${line}\n`));
  const file = writeResults(fileURLToPath(new URL("../results", import.meta.url)), rows, {
    scale,
    samples,
    flags,
  });
  log(`\nWritten to ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
