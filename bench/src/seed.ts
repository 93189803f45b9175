/**
 * Writes the planned shop into an empty database with a few bulk INSERTs (unnest of arrays,
 * 10,000 rows a statement), the same SQL on PostgreSQL and PGlite, then analyses it. The
 * derived-data triggers (decision 046) are off during the load and the migration's own
 * backfill, refresh_derived_data(), fills in what they would have written.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import { openPglite, openPostgres } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { ensureTrackingLinks } from "../../apps/server/src/links/tracking-links";
import { hashPassword } from "../../apps/server/src/identity/passwords";
import { seedReferenceData } from "../../apps/server/src/seed/reference-data";
import { insertAll, rawExec, type Exec } from "./bulk-insert";
import { planProducts, planRepairs, type ProductTypeInfo } from "./plan-items";
import type { MoneyPlan } from "./money-rows";
import { mostLinesRequest, planMoney } from "./plan-money";
import { checkMoney, insertMoney, refreshMoney } from "./seed-money";
import {
  BENCH_PASSWORD,
  planOwnership,
  planPeople,
  randomSource,
  type PersonRow,
  type Scale,
} from "./seed-plan";

export { rawExec, type Exec };

/** A fresh, empty database of the benchmark's own: never one whose name lacks "bench". */
export async function freshPostgres(url: string): Promise<DatabaseHandle> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL must name a database of its own whose name contains "bench" (got "${name}"): the benchmark drops and recreates it.`,
    );
  }
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return openPostgres(url);
}

export async function freshPglite(dir: string): Promise<DatabaseHandle> {
  rmSync(dir, { recursive: true, force: true });
  return openPglite(dir);
}

async function productTypes(exec: Exec): Promise<ProductTypeInfo[]> {
  const { rows } = await exec(`
    select t.id, t.is_custom,
      coalesce((select array_agg(colour_id) from product_type_colours c where c.product_type_id = t.id), '{}') as colour_ids,
      coalesce((select array_agg(size_id) from product_type_sizes s where s.product_type_id = t.id), '{}') as size_ids
    from product_types t order by t.id`);
  return (
    rows as { id: number; is_custom: boolean; colour_ids: number[]; size_ids: number[] }[]
  ).map((row) => ({
    id: row.id,
    isCustom: row.is_custom,
    colourIds: row.colour_ids,
    sizeIds: row.size_ids,
  }));
}

async function insertPeople(exec: Exec, people: PersonRow[]): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const col = <K extends keyof PersonRow>(key: K) => people.map((person) => person[key]);
  await insertAll(exec, "users", [
    ["idnumber", "text", col("idnumber")],
    ["email", "text", col("email")],
    ["password_hash", "text", people.map(() => hash)],
    ["password_flag", "smallint", people.map(() => 1)],
    ["role", "text", col("role")],
    ["name", "text", col("name")],
    ["surname", "text", col("surname")],
    ["cellphone", "text", col("cellphone")],
    ["is_south_african", "boolean", col("isSouthAfrican")],
    ["street", "text", col("street")],
    ["city", "text", col("city")],
    ["province", "text", col("province")],
    ["postal_code", "integer", col("postalCode")],
    ["country", "text", col("country")],
    ["created_at", "timestamptz", col("createdAt")],
    ["updated_at", "timestamptz", col("createdAt")],
  ]);
}

export interface SeedSummary {
  people: PersonRow[];
  /** The customer who owns the most pieces: the benchmark's "heavy customer". */
  heavyCustomer: PersonRow;
  seconds: number;
  counts: Record<string, number>;
}

export async function seedShop(handle: DatabaseHandle, scale: Scale): Promise<SeedSummary> {
  const started = performance.now();
  const exec = rawExec(handle);
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  const pick = randomSource(20260101);
  const people = planPeople(scale, pick);
  const ownership = planOwnership(scale, pick);
  const products = planProducts(people, ownership, await productTypes(exec), pick);
  const repairs = planRepairs(scale, products, pick);
  const heavyCustomer = people[ownership.indexOf(Math.max(...ownership))] as PersonRow;
  const admins = people.filter((person) => person.role === "admin").map((one) => one.idnumber);
  // The pages timed on one request (the most lines, of all and of the heavy customer) read money.
  const featured = [mostLinesRequest(repairs), mostLinesRequest(repairs, heavyCustomer.idnumber)];
  const money = planMoney(repairs, admins, new Set(featured.filter((id) => id !== undefined)));

  await setTriggers(exec, "disable");
  await insertPeople(exec, people);
  const p = <K extends keyof (typeof products)[number]>(key: K) => products.map((row) => row[key]);
  await insertAll(exec, "products", [
    ["serialno", "text", p("serialno")],
    ["product_type_id", "integer", p("productTypeId")],
    ["colour_id", "integer", p("colourId")],
    ["size_id", "integer", p("sizeId")],
    ["custom_colour", "text", p("customColour")],
    ["custom_size", "text", p("customSize")],
    ["description", "text", p("description")],
    ["customer_idnumber", "text", p("customerIdnumber")],
    ["created_at", "timestamptz", p("createdAt")],
    ["updated_at", "timestamptz", p("createdAt")],
  ]);
  await insertRepairs(exec, repairs, money);
  await insertMoney(exec, money, admins[0] as string);
  await insertAll(exec, "contact_messages", [
    ["name", "text", people.slice(0, scale.contactMessages).map((person) => person.name)],
    ["email", "text", people.slice(0, scale.contactMessages).map((person) => person.email)],
    [
      "message",
      "text",
      people.slice(0, scale.contactMessages).map(() => "When will my bag be ready?"),
    ],
  ]);
  await exec("select refresh_derived_data()");
  await refreshMoney(exec);
  await checkMoney(exec, money);
  await setTriggers(exec, "enable");
  // Every request's tracking link, as the server's start gives requests made without one.
  await ensureTrackingLinks(handle.db);
  await exec("vacuum analyze");
  // The bulk load leaves gigabytes of dirty pages: flushed now, not while the calls are timed.
  if (handle.kind === "postgres") await exec("checkpoint");

  return {
    people,
    heavyCustomer,
    seconds: (performance.now() - started) / 1000,
    counts: {
      customers: scale.customers,
      products: products.length,
      requests: repairs.requests.length,
      lines: repairs.lines.length,
      notes: repairs.notes.length,
      stateChanges: repairs.changes.length,
      linesNotUnderWarranty: money.lines.size,
      quotes: money.quotes.length,
      fees: money.fees.length,
      payments: money.payments.length,
      invoices: money.invoices.length,
    },
  };
}

/** Row by row, the triggers would make the bulk load minutes long instead of seconds. */
async function setTriggers(exec: Exec, action: "enable" | "disable"): Promise<void> {
  const tables = ["users", "products", "repair_requests", "repair_lines"];
  for (const table of [...tables, "quotes", "payments", "request_fees"]) {
    await exec(`alter table ${table} ${action} trigger user`);
  }
}

async function insertRepairs(
  exec: Exec,
  plan: ReturnType<typeof planRepairs>,
  money: MoneyPlan,
): Promise<void> {
  const { requests, lines, changes, notes } = plan;
  const paying = <K extends keyof NonNullable<ReturnType<typeof money.lines.get>>>(
    key: K,
    warranty: unknown = null,
  ) => lines.map((row) => money.lines.get(row.id)?.[key] ?? warranty);
  await insertAll(exec, "repair_requests", [
    ["id", "integer", requests.map((row) => row.id)],
    ["customer_idnumber", "text", requests.map((row) => row.customerIdnumber)],
    ["current_location", "text", requests.map((row) => row.currentLocation)],
    ["status", "text", requests.map((row) => row.status)],
    ["created_at", "timestamptz", requests.map((row) => row.createdAt)],
    ["updated_at", "timestamptz", requests.map((row) => row.updatedAt)],
  ]);
  await insertAll(exec, "repair_lines", [
    ["id", "integer", lines.map((row) => row.id)],
    ["repair_request_id", "integer", lines.map((row) => row.repairRequestId)],
    ["serialno", "text", lines.map((row) => row.serialno)],
    ["problem_description", "text", lines.map((row) => row.problemDescription)],
    ["state", "text", lines.map((row) => row.state)],
    ["created_at", "timestamptz", lines.map((row) => row.createdAt)],
    ["updated_at", "timestamptz", lines.map((row) => row.updatedAt)],
    ["coverage", "text", paying("coverage", "warranty")],
    ["goodwill_reason", "text", paying("goodwillReason")],
    ["cause_component", "text", paying("causeComponent")],
    ["cause_reason", "text", paying("causeReason")],
    ["quote_status", "text", paying("quoteStatus")],
  ]);
  await insertAll(exec, "repair_line_state_changes", [
    ["repair_line_id", "integer", changes.map((row) => row.repairLineId)],
    ["from_state", "text", changes.map((row) => row.fromState)],
    ["to_state", "text", changes.map((row) => row.toState)],
    ["changed_at", "timestamptz", changes.map((row) => row.changedAt)],
  ]);
  await insertAll(exec, "repair_line_notes", [
    ["repair_line_id", "integer", notes.map((row) => row.repairLineId)],
    ["message", "text", notes.map((row) => row.message)],
    ["created_at", "timestamptz", notes.map((row) => row.createdAt)],
  ]);
  for (const table of ["repair_requests", "repair_lines"]) {
    await exec(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
}
