/**
 * More pages in the benchmark: a request's own page, the admin header's search and a
 * customer's page, each with a p95 goal of 50 ms; a request's money, invoices and documents.
 */
import type { Exec } from "./seed";
import { API, type ReadTarget } from "./read-target";

/**
 * The page of one request (goal: p95 under 50 ms): as an admin, the request with the most
 * lines; as the heavy customer, their own request with the most lines.
 */
export async function requestPageTargets(
  exec: Exec,
  heavyCustomerId: string,
): Promise<ReadTarget[]> {
  const mostLines = (owner?: string) => mostLinesRequest(exec, owner);
  return [
    {
      group: "Repairs",
      name: "request page (most items)",
      path: `${API}/repairs/requests/${await mostLines()}`,
      as: "admin",
      goalMs: 50,
    },
    {
      group: "Heavy customer",
      name: "own request page",
      path: `${API}/repairs/requests/${await mostLines(heavyCustomerId)}`,
      as: "customer",
      goalMs: 50,
    },
  ];
}

/**
 * The admin header's search (a whole serial number, a request id, a name, a phone)
 * and the heavy customer's page, each under 50 ms at p95. The serial number, request id and
 * phone are picked from the middle of the seeded data; the phone is the heavy customer's.
 */
export async function searchTargets(exec: Exec, heavyCustomerId: string): Promise<ReadTarget[]> {
  const { rows } = await exec(`select
      (select serialno from products order by serialno offset 50000 limit 1) as serialno,
      (select id from repair_requests order by id offset 25000 limit 1) as request_id,
      (select cellphone from users where idnumber = '${heavyCustomerId.replace(/'/g, "''")}') as phone`);
  const picks = rows[0] as { serialno: string; request_id: number; phone: string | null };
  const search = (name: string, q: string): ReadTarget => ({
    group: "Search",
    name,
    path: `${API}/search?q=${encodeURIComponent(q)}`,
    as: "admin",
    goalMs: 50,
  });
  return [
    search(`global search serial '${picks.serialno}'`, picks.serialno),
    search(`global search request id ${picks.request_id}`, String(picks.request_id)),
    search("global search name 'naidoo'", "naidoo"),
    search(`global search phone '${picks.phone ?? "082 555 1234"}'`, picks.phone ?? "082 555 1234"),
    {
      group: "Search",
      name: "customer page (heavy)",
      path: `${API}/customers/${encodeURIComponent(heavyCustomerId)}/overview`,
      as: "admin",
      goalMs: 50,
    },
  ];
}

/**
 * The item page (decision 065) of the piece with the most repairs (the seed gives one 30), as an
 * admin, under 30 ms at p95. Picked from product_totals' repairs index.
 */
export async function itemPageTargets(exec: Exec): Promise<ReadTarget[]> {
  const { rows } = await exec(
    "select serialno, repairs from product_totals order by repairs desc, serialno desc limit 1",
  );
  const row = rows[0] as { serialno: string; repairs: number } | undefined;
  if (!row) throw new Error("The seeded data has no products.");
  return [
    {
      group: "Items",
      name: `item page (${row.repairs} repairs)`,
      path: `${API}/items/${encodeURIComponent(row.serialno)}`,
      as: "admin",
      goalMs: 30,
    },
  ];
}

/** The request with the most lines (the lowest id among equals), of one owner or of all. */
async function mostLinesRequest(exec: Exec, owner?: string): Promise<number> {
  const { rows } = await exec(
    `select l.repair_request_id as id from repair_lines l
      join repair_requests r on r.id = l.repair_request_id
      ${owner === undefined ? "" : "where r.customer_idnumber = $1"}
      group by 1 order by count(*) desc, 1 limit 1`,
    owner === undefined ? [] : [owner],
  );
  const row = rows[0] as { id: number } | undefined;
  if (!row) throw new Error("The seeded data has no repair requests.");
  return row.id;
}

/**
 * A document is made on each call (pdfkit lays out the text in the embedded Inter fonts), so
 * its goal is a download's: p95 under 100 ms, most of it the server's own work.
 */
const DOCUMENT_GOAL_MS = 100;

/**
 * A request's money (decision 096) as an admin reads it beside the request page (the request
 * with the most lines), and as the heavy customer reads their own request's (the one with the
 * most lines; the seed gives both money): its invoices, its quote and its newest invoice as
 * PDF. Goals: 25 ms for the answers, DOCUMENT_GOAL_MS for the documents.
 */
export async function moneyTargets(exec: Exec, heavyCustomerId: string): Promise<ReadTarget[]> {
  const all = await mostLinesRequest(exec);
  const own = await mostLinesRequest(exec, heavyCustomerId);
  const { rows } = await exec("select max(id) as id from invoices where repair_request_id = $1", [
    own,
  ]);
  const invoiceId = (rows[0] as { id: number | null } | undefined)?.id;
  if (!invoiceId) throw new Error(`The seed gave request ${own} no invoice.`);
  const customer = (name: string, path: string, document = false): ReadTarget => ({
    group: "Heavy customer",
    name,
    path: `${API}/repairs/${own}${path}`,
    as: "customer",
    ...(document ? { goalMs: DOCUMENT_GOAL_MS, beyondSqlMs: DOCUMENT_GOAL_MS } : {}),
  });
  return [
    {
      group: "Repairs",
      name: "request money (most items)",
      path: `${API}/repairs/${all}/money`,
      as: "admin",
    },
    customer("own request invoices", "/invoices"),
    customer("own quote PDF", "/quote.pdf", true),
    customer("own invoice PDF", `/invoices/${invoiceId}.pdf`, true),
  ];
}
