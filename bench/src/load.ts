/**
 * `--load`: 200 people at once for 60 s against one server process on the seeded PostgreSQL.
 * 150 customers read their items and repairs; 50 admins list customers, products and repairs
 * (any sort, page and status), read the statistics and move their own open lines on with a
 * note. Each person waits 0.5–1.5 s between actions, as a person at a screen does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CUSTOMER_SORT_KEYS, PRODUCT_SORT_KEYS, REPAIR_SORT_KEYS } from "@lo/domain";
import { profileRows, readProfile } from "./cpu-profile";
import { percentiles, sessionCookie } from "./measure";
import type { BenchRow } from "./row";
import { startServerProcess } from "./server-process";
import type { Exec } from "./seed";
import type { PersonRow } from "./seed-plan";

const API = "/lifetime-outfitter";
interface Tally {
  times: number[];
  errors: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function timed(
  tally: Tally,
  baseUrl: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, {
      method: body === undefined ? "GET" : "PUT",
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    tally.times.push(performance.now() - started);
    if (!response.ok) tally.errors.push(`${response.status} ${path}`);
    return response.ok ? JSON.parse(text) : undefined;
  } catch (error) {
    tally.times.push(performance.now() - started);
    tally.errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function customerActions(person: PersonRow): string[] {
  return [
    `${API}/products/products-for-customer/${person.idnumber}`,
    `${API}/repairs/get-customer-repairs/${person.idnumber}`,
    `${API}/products/no-repair-products-for-customer/${person.idnumber}`,
    `${API}/users/me`,
  ];
}

function adminRead(scale: { customers: number; products: number; requests: number }): string {
  const page = (total: number, size: number) =>
    Math.floor(Math.random() * Math.min(40, total / size)) * size;
  return any([
    `${API}/users/get-all-customers?sort=${any(CUSTOMER_SORT_KEYS)}&dir=${any(["asc", "desc"])}&limit=24&offset=${page(scale.customers, 24)}`,
    `${API}/products/?sort=${any(PRODUCT_SORT_KEYS)}&dir=${any(["asc", "desc"])}&limit=25&offset=${page(scale.products, 25)}`,
    `${API}/repairs/get-admin-repairs?sort=${any(REPAIR_SORT_KEYS)}&limit=20&offset=${page(scale.requests, 20)}`,
    `${API}/repairs/get-admin-repairs?status=${encodeURIComponent(any(["Pending", "In Progress", "Ready for Collection"]))}&limit=20`,
    `${API}/users/customer-statistics`,
    `${API}/products/statistics`,
    `${API}/repairs/statistics`,
  ]);
}

interface OpenLine {
  id: number;
  requestId: number;
  version: number;
  problem: string;
}

export async function runLoad(
  exec: Exec,
  databaseUrl: string,
  people: PersonRow[],
  options: { seconds: number; scale: { customers: number; products: number; requests: number } },
): Promise<BenchRow[]> {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const profileDir = mkdtempSync(join(tmpdir(), "lo-bench-profile-"));
  const stop = await startServerProcess({ DATABASE_URL: databaseUrl }, port, [
    "--cpu-prof",
    `--cpu-prof-dir=${profileDir}`,
  ]);
  const baseUrl = `http://127.0.0.1:${port}`;
  const customers = people.filter((person) => person.role === "customer").slice(100, 250);
  const admins = people.filter((person) => person.role === "admin").slice(0, 50);
  const { rows } = await exec(
    // Paid pieces only once approved: no work starts before (decision 095, a 409 otherwise).
    `select id, repair_request_id, version, problem_description from repair_lines
      where state <> 'completed' and (coverage <> 'paid' or quote_status = 'approved') order by id`,
  );
  const lines = (
    rows as {
      id: number;
      repair_request_id: number;
      version: number;
      problem_description: string;
    }[]
  ).map((row): OpenLine => ({
    id: row.id,
    requestId: row.repair_request_id,
    version: row.version,
    problem: row.problem_description,
  }));
  const tallies = {
    customer: { times: [], errors: [] } as Tally,
    admin: { times: [], errors: [] } as Tally,
  };
  const until = performance.now() + options.seconds * 1000;
  try {
    const people = [
      ...(await Promise.all(
        customers.map(async (person) => ({
          person,
          cookie: await sessionCookie(exec, person.idnumber),
          admin: false,
        })),
      )),
      ...(await Promise.all(
        admins.map(async (person) => ({
          person,
          cookie: await sessionCookie(exec, person.idnumber),
          admin: true,
        })),
      )),
    ];
    await Promise.all(
      people.map(async ({ person, cookie, admin }, index) => {
        const own = lines.filter((_, i) => i % admins.length === index - customers.length);
        await pause(Math.random() * 1000);
        while (performance.now() < until) {
          if (!admin) await timed(tallies.customer, baseUrl, any(customerActions(person)), cookie);
          else if (own.length > 0 && Math.random() < 0.2)
            await moveLine(tallies.admin, baseUrl, cookie, any(own));
          else await timed(tallies.admin, baseUrl, adminRead(options.scale), cookie);
          await pause(500 + Math.random() * 1000);
        }
      }),
    );
  } finally {
    await stop();
  }
  const requests = tallies.customer.times.length + tallies.admin.times.length;
  const profile = readProfile(profileDir);
  rmSync(profileDir, { recursive: true, force: true });
  return [
    ...loadRows(tallies, options.seconds),
    ...profileRows(profile, requests, "Load: the server's CPU per request, top five parts"),
  ];
}

async function moveLine(
  tally: Tally,
  baseUrl: string,
  cookie: string,
  line: OpenLine,
): Promise<void> {
  const state = line.version % 2 === 0 ? "in-progress" : "ready-for-collection";
  const answer = await timed(
    tally,
    baseUrl,
    `${API}/repairs/update-repair/${line.requestId}`,
    cookie,
    {
      currentLocation: "Workshop bench 2",
      repair_lines: [
        {
          repairlineid: line.id,
          state,
          problemDescription: line.problem,
          workshopLog: "Moved on under load.",
          version: line.version,
        },
      ],
    },
  );
  // The stored version, as the answer gives it (a note alone may leave it unchanged).
  const stored = (
    answer as
      { repairRequest?: { products: { repairlineid: number; version: number }[] } } | undefined
  )?.repairRequest?.products.find((product) => product.repairlineid === line.id);
  if (stored) line.version = stored.version;
}

function loadRows(tallies: { customer: Tally; admin: Tally }, seconds: number): BenchRow[] {
  const section = `Load: 200 people for ${seconds} s (PostgreSQL, one process)`;
  const all = [...tallies.customer.times, ...tallies.admin.times];
  const errors = [...tallies.customer.errors, ...tallies.admin.errors];
  const overall = percentiles(all);
  return [
    {
      section,
      name: "every request",
      ...overall,
      unit: "ms",
      goal: "p95 ≤ 100 ms",
      ok: overall.p95 <= 100,
      note: `${all.length} requests, ${Math.round(all.length / seconds)} req/s`,
    },
    {
      section,
      name: "150 customers",
      ...percentiles(tallies.customer.times),
      unit: "ms",
      goal: "",
      ok: null,
    },
    {
      section,
      name: "50 admins",
      ...percentiles(tallies.admin.times),
      unit: "ms",
      goal: "",
      ok: null,
    },
    {
      section,
      name: "errors",
      value: errors.length,
      unit: "",
      goal: "0",
      ok: errors.length === 0,
      note: errors.slice(0, 3).join("; ") || undefined,
    },
  ];
}
