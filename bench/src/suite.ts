/**
 * One database's run: the server built on a Drizzle instance that can record its SQL,
 * listening on a free port, called over HTTP as the admin and as the heavy customer.
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import {
  call,
  capturingDb,
  firstByteAndTotal,
  percentiles,
  rawExec,
  replay,
  sample,
  sessionCookie,
  type Percentiles,
} from "./measure";
import { measureCsvExports } from "./csv-export";
import type { BenchRow } from "./row";
import type { SeedSummary } from "./seed";
import type { Scale } from "./seed-plan";
import {
  picked,
  targetsFor,
  UNPAGED_TARGETS,
  VISITOR_SAMPLES_MAX,
  type ReadTarget,
} from "./targets";

export interface SuiteOptions {
  label: "PostgreSQL" | "PGlite";
  samples: number;
  scale: Scale;
  /** `--only`: the calls to time (parts of "Group: name"); every call when empty. */
  only: string[];
  /** The PostgreSQL p95 of each call, when this is the PGlite run. */
  postgresP95?: Map<string, number>;
}

export interface RunningServer {
  baseUrl: string;
  admin: string;
  customer: string;
  close: () => Promise<void>;
}

export async function startServer(
  handle: DatabaseHandle,
  seed: SeedSummary,
  capture: ReturnType<typeof capturingDb>,
): Promise<RunningServer> {
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: "8080",
    LOG_LEVEL: "warn",
    DATA_DIR: "/nonexistent",
    // Its sessions confirmed who they are once, at sign-in: the exports come later in the run.
    CONFIRM_IDENTITY_SECONDS: "86400",
  });
  const app = await buildApp(config, { db: capture.db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const exec = rawExec(handle);
  const adminPerson = seed.people.find((person) => person.role === "admin");
  if (!adminPerson) throw new Error("The seed has no admin.");
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    admin: await sessionCookie(exec, adminPerson.idnumber),
    customer: await sessionCookie(exec, seed.heavyCustomer.idnumber),
    close: () => app.close(),
  };
}

const goalText = (goalMs: number) => `p95 ≤ ${goalMs} ms and ≤ 2× raw SQL`;

/** The session a target calls with: the admin's, the heavy customer's, or none. */
export function cookieFor(target: ReadTarget, server: RunningServer): string | undefined {
  if (target.as === "visitor") return undefined;
  return target.as === "admin" ? server.admin : server.customer;
}

function targetRows(
  target: ReadTarget,
  options: SuiteOptions,
  server: Percentiles,
  raw: Percentiles,
  queries: number,
): BenchRow[] {
  const section = `${target.group} (${options.label})`;
  const pgP95 = options.postgresP95?.get(`${target.group}: ${target.name}`);
  // The goal beside the raw SQL is for the admin's lists; a customer's pages must
  // simply be fast.
  const adminCall = target.as === "admin";
  const goalMs = target.goalMs ?? 25;
  const callRow: BenchRow =
    options.label === "PostgreSQL"
      ? {
          section,
          name: target.name,
          ...server,
          unit: "ms",
          goal: adminCall ? goalText(goalMs) : `p95 ≤ ${goalMs} ms`,
          ok: server.p95 <= goalMs && (!adminCall || server.p95 <= 2 * raw.p95),
        }
      : {
          section,
          name: target.name,
          ...server,
          unit: "ms",
          goal:
            pgP95 === undefined
              ? "≤ 3× PostgreSQL"
              : `≤ 3× PostgreSQL (${(3 * pgP95).toFixed(1)} ms)`,
          ok: pgP95 === undefined ? null : server.p95 <= 3 * pgP95,
        };
  const beyond = beyondSql(server, raw);
  const beyondGoal = target.beyondSqlMs ?? BEYOND_SQL_MAX_MS;
  const goalHere = options.label === "PostgreSQL";
  return [
    callRow,
    { section, name: `  raw SQL (${queries} statements)`, ...raw, unit: "ms", goal: "", ok: null },
    {
      section,
      name: "  server beyond its SQL (p50)",
      value: beyond,
      unit: "ms",
      goal: goalHere ? `≤ ${beyondGoal} ms` : "",
      ok: goalHere ? beyond <= beyondGoal : null,
    },
  ];
}

/** The server's own time per call (p50 of the call less p50 of its SQL replayed bare). */
const BEYOND_SQL_MAX_MS = 5;
/** …and its median over every read. */
const BEYOND_SQL_MEDIAN_MS = 1.5;

const beyondSql = (server: Percentiles, raw: Percentiles) =>
  Math.round((server.p50 - raw.p50) * 100) / 100;

function beyondSqlRow(label: SuiteOptions["label"], beyond: number[]): BenchRow {
  const median = percentiles(beyond).p50;
  const goalHere = label === "PostgreSQL";
  return {
    section: `The server's own time per read (${label})`,
    name: `median beyond the SQL over ${beyond.length} reads (p50)`,
    value: median,
    unit: "ms",
    goal: goalHere ? `≤ ${BEYOND_SQL_MEDIAN_MS} ms` : "",
    ok: goalHere ? median <= BEYOND_SQL_MEDIAN_MS : null,
    note: `the most: ${Math.max(...beyond)} ms`,
  };
}

export async function runReads(
  handle: DatabaseHandle,
  seed: SeedSummary,
  options: SuiteOptions,
  progress: (line: string) => void,
): Promise<{ rows: BenchRow[]; p95: Map<string, number> }> {
  const capture = capturingDb(handle);
  const server = await startServer(handle, seed, capture);
  const exec = rawExec(handle);
  const rows: BenchRow[] = [];
  const p95 = new Map<string, number>();
  const beyond: number[] = [];
  try {
    const targets = await targetsFor(
      exec,
      seed.heavyCustomer.idnumber,
      options.scale,
      options.only,
    );
    for (const target of targets) {
      const cookie = cookieFor(target, server);
      // A visitor's calls are rate-limited per address (warm-up and capture included).
      const samples =
        target.as === "visitor" ? Math.min(options.samples, VISITOR_SAMPLES_MAX) : options.samples;
      const once = async () => {
        const answer = await call(server.baseUrl, { path: target.path, cookie });
        if (answer.status !== 200) {
          throw new Error(`${target.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        }
      };
      const timed = percentiles(await sample(samples, 5, once));
      const queries = await capture.capture(once);
      const raw = percentiles(await sample(options.samples, 3, replay(exec, queries)));
      p95.set(`${target.group}: ${target.name}`, timed.p95);
      beyond.push(beyondSql(timed, raw));
      rows.push(...targetRows(target, options, timed, raw, queries.length));
      progress(
        `${options.label} ${target.group}: ${target.name}  p95 ${timed.p95} ms (raw ${raw.p95} ms)`,
      );
    }
    if (beyond.length > 0) rows.push(beyondSqlRow(options.label, beyond));
    rows.push(...(await runUnpaged(server, options, progress)));
    rows.push(...(await measureCsvExports(server, options.label, options.only, progress)));
  } finally {
    await server.close();
  }
  return { rows, p95 };
}

async function runUnpaged(
  server: RunningServer,
  options: SuiteOptions,
  progress: (line: string) => void,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const section = `Unpaged SPEC lists (${options.label})`;
  for (const target of UNPAGED_TARGETS) {
    if (!picked(options.only, `Unpaged: ${target.name}`)) continue;
    const runs = [];
    for (let i = 0; i < 4; i++)
      runs.push(
        await firstByteAndTotal(server.baseUrl, { path: target.path, cookie: server.admin }),
      );
    const measured = runs.slice(1);
    const first = percentiles(measured.map((run) => run.firstByte));
    const total = percentiles(measured.map((run) => run.total));
    const bytes = runs[0]?.bytes ?? 0;
    rows.push(
      {
        section,
        name: `${target.name} first byte`,
        ...first,
        unit: "ms",
        goal: "≤ 100 ms",
        ok: first.p95 <= 100,
      },
      {
        section,
        name: `${target.name} whole answer`,
        ...total,
        unit: "ms",
        goal: "",
        ok: null,
        note: `${(bytes / 1e6).toFixed(1)} MB`,
      },
    );
    progress(`${options.label} ${target.name}: first byte ${first.p50} ms, whole ${total.p50} ms`);
  }
  return rows;
}
