import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchRow } from "./row";
import {
  firstAnswer,
  MB,
  outputWatcher,
  processTreeCpuMs,
  processTreeRssMb,
  sleep,
  stop,
} from "./startup-process";

const SECTION = "Start-up and idle memory";
const REPO = path.resolve(import.meta.dirname, "../..");
const SERVER_DIR = path.join(REPO, "apps/server");
const PROBE = pathToFileURL(path.join(import.meta.dirname, "startup-probe.mjs")).href;
const TSX_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")),
  "dist/cli.mjs",
);

interface Runtime {
  key: "tsx" | "node";
  label: string;
  args: string[];
}

/** Before decision 042 `npm start` ran the first; since, the second. Both from apps/server. */
const RUNTIMES: Runtime[] = [
  { key: "tsx", label: "tsx src/main.ts", args: [TSX_CLI, "src/main.ts"] },
  { key: "node", label: "node dist/main.js", args: ["--enable-source-maps", "dist/main.js"] },
];

interface Memory {
  /** Every process the command leaves running: under tsx, its CLI and the server beneath it. */
  treeRssMb: number;
  serverRssMb: number;
  heapMb: number;
}

interface Start {
  /** From spawn to the "is running at" line. */
  runningMs: number;
  /** The processor time the command had used by then (NaN where /proc is missing). */
  runningCpuMs: number;
  /** From spawn to the first 200 of an API call. */
  answerMs: number;
  memory?: Memory;
}

/** Starts the server once on dataDir, times it, and with idleMs reads its memory after idling. */
async function startOnce(runtime: Runtime, dataDir: string, idleMs: number): Promise<Start> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "Workshop#2025",
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--import=${PROBE}`,
  };
  for (const name of ["DATABASE_URL", "API_KEY", "REDIS_URL", "INIT_CWD"]) delete env[name];

  const started = performance.now();
  const child = spawn(process.execPath, runtime.args, { cwd: SERVER_DIR, env });
  const waitFor = outputWatcher(child);
  try {
    const [, url = ""] = await waitFor(/running at (http:\/\/\S+)/);
    const runningMs = performance.now() - started;
    const runningCpuMs = (child.pid && processTreeCpuMs(child.pid)) ?? Number.NaN;
    await firstAnswer(url);
    const answerMs = performance.now() - started;
    if (idleMs === 0) return { runningMs, runningCpuMs, answerMs };

    await sleep(idleMs);
    const serverPid = Number((await waitFor(/\[startup-probe\] pid (\d+)/))[1]);
    process.kill(serverPid, "SIGUSR2");
    const usage = JSON.parse((await waitFor(/\[startup-probe\] memory (\{.*\})/))[1] ?? "{}") as {
      rss: number;
      heapUsed: number;
    };
    const serverRssMb = usage.rss / MB;
    const treeRssMb = (child.pid && processTreeRssMb(child.pid)) || serverRssMb;
    const memory = { treeRssMb, serverRssMb, heapMb: usage.heapUsed / MB };
    return { runningMs, runningCpuMs, answerMs, memory };
  } finally {
    await stop(child);
  }
}

async function withDataDir<T>(use: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lo-startup-"));
  try {
    return await use(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function buildServer(): void {
  const result = spawnSync("npm", ["run", "build", "-w", "@lo/server"], {
    cwd: REPO,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("npm run build -w @lo/server failed");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

type Runs = { fresh: Start[]; existing: Start[] };

interface Measure {
  name: string;
  unit: "ms" | "MB";
  pick: (runs: Runs) => number[];
  extra?: (runs: Runs) => string;
}

const round = (value: number, unit: Measure["unit"]) =>
  unit === "ms" ? Math.round(value) : Math.round(value * 10) / 10;

function measures(idleSeconds: number): Measure[] {
  const memory = (runs: Runs, figure: keyof Memory) =>
    runs.existing.map((start) => start.memory?.[figure] ?? Number.NaN);
  /** A time in ms over the starts on a new data dir ("fresh") or an existing one. */
  const timing = (
    name: string,
    kind: keyof Runs,
    figure: "runningMs" | "runningCpuMs" | "answerMs",
    note?: string,
  ): Measure => ({
    name,
    unit: "ms",
    pick: (runs) => runs[kind].map((start) => start[figure]),
    ...(note === undefined ? {} : { extra: () => note }),
  });
  return [
    timing(
      "start-up, new data dir",
      "fresh",
      "runningMs",
      "includes the migrations and the first admin",
    ),
    timing("start-up, existing data dir", "existing", "runningMs"),
    timing(
      "CPU time to start, new data dir",
      "fresh",
      "runningCpuMs",
      "user + system, every process of the command",
    ),
    timing("CPU time to start, existing data dir", "existing", "runningCpuMs"),
    timing(
      "first 200 answer, existing data dir",
      "existing",
      "answerMs",
      "GET /lifetime-outfitter/products/product-types",
    ),
    {
      name: `RSS after ${idleSeconds} s idle`,
      unit: "MB",
      pick: (runs) => memory(runs, "treeRssMb"),
      extra: (runs) =>
        `every process of the command; the server's own ${round(median(memory(runs, "serverRssMb")), "MB")} MB`,
    },
    {
      name: `heap used after ${idleSeconds} s idle`,
      unit: "MB",
      pick: (runs) => memory(runs, "heapMb"),
    },
  ];
}

function toRows(results: Map<Runtime["key"], Runs>, idleMs: number): BenchRow[] {
  const rows: BenchRow[] = [];
  const tsxRuns = results.get("tsx") ?? { fresh: [], existing: [] };
  for (const runtime of RUNTIMES) {
    const runs = results.get(runtime.key) ?? { fresh: [], existing: [] };
    for (const measure of measures(idleMs / 1000)) {
      const values = measure.pick(runs);
      const value = round(median(values), measure.unit);
      const tsxValue = round(median(measure.pick(tsxRuns)), measure.unit);
      const each = values.map((figure) => round(figure, measure.unit)).join(", ");
      rows.push({
        section: SECTION,
        name: `${runtime.label}: ${measure.name}`,
        value,
        unit: measure.unit,
        goal: runtime.key === "tsx" ? "" : "faster and smaller than tsx",
        ok: runtime.key === "tsx" ? null : value < tsxValue,
        note: [`median of ${each}`, measure.extra?.(runs)].filter(Boolean).join("; "),
      });
    }
  }
  return rows;
}

/**
 * Start-up time and idle memory of the server under tsx (how `npm start` ran it before
 * decision 042) and as built JavaScript (since). Each run gets a new PGlite directory: the first
 * start on it includes the migrations and the first admin, the second finds them done and is
 * then left idle before its memory is read. Runs alternate between the two commands, after one
 * uncounted start each (tsx keeps a compile cache on disk; the OS caches files).
 */
export async function measureStartup(
  options: { runs?: number; idleMs?: number } = {},
): Promise<BenchRow[]> {
  const { runs = 5, idleMs = 5_000 } = options;
  buildServer();
  for (const runtime of RUNTIMES) await withDataDir((dir) => startOnce(runtime, dir, 0));

  const results = new Map<Runtime["key"], Runs>();
  for (const runtime of RUNTIMES) results.set(runtime.key, { fresh: [], existing: [] });
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? RUNTIMES : [...RUNTIMES].reverse();
    for (const runtime of order) {
      const into = results.get(runtime.key) ?? { fresh: [], existing: [] };
      await withDataDir(async (dir) => {
        into.fresh.push(await startOnce(runtime, dir, 0));
        into.existing.push(await startOnce(runtime, dir, idleMs));
      });
    }
  }
  return toRows(results, idleMs);
}
