import {
  GLOBAL_SEARCH_LIMIT,
  looksLikePhone,
  phoneDigits,
  READY_STATES,
  type SearchCustomer,
  type SearchItem,
  type SearchRequest,
} from "@lo/domain";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, repairLines, repairRequests, users } from "../db/schema";
import { containsPattern, serialContains, toIso } from "../db/sql";

// One more than is sent, to tell whether there are more.
const FETCH = GLOBAL_SEARCH_LIMIT + 1;

// A literal rather than a parameter, so the planner can use the partial indexes on customers.
const isCustomer = sql`${users.role} = 'customer'`;

/** What one search term is, read once: its lower-cased form, its pattern, its phone digits. */
export interface SearchTerm {
  raw: string;
  lower: string;
  pattern: string;
  /** A whole number that may be a request id. */
  requestId: number | undefined;
  /** Its digits as phones are compared (phoneDigits), when it is written like a phone. */
  phone: string | undefined;
}

export function readTerm(q: string): SearchTerm {
  const lower = q.toLowerCase();
  const digits = looksLikePhone(q) ? phoneDigits(q) : "";
  return {
    raw: q,
    lower,
    pattern: containsPattern(lower),
    requestId: /^\d{1,9}$/.test(q) && Number(q) > 0 ? Number(q) : undefined,
    phone: digits.length >= 3 ? digits : undefined,
  };
}

function page<T>(rows: T[]): { data: T[]; more: boolean } {
  return { data: rows.slice(0, GLOBAL_SEARCH_LIMIT), more: rows.length > GLOBAL_SEARCH_LIMIT };
}

/**
 * The piece whose whole serial number the term is, alone; else the pieces whose serial number
 * contains it (the serial windows' index, decision 051). A term found in most serial numbers
 * stops at the first few found rather than sorting them all: the matches shown are then sorted.
 */
export async function itemMatches(db: Db, term: SearchTerm) {
  const exact = sql`lower(${products.serialno}) = ${term.lower}`;
  const columns = {
    serialno: products.serialno,
    productType: products.typeName,
    colour: products.colourName,
    ownerName: products.customerName,
    ownerIdnumber: products.customerIdnumber,
  };
  // A whole serial number is what a scanned label or a pasted one gives: then only that.
  const whole = await db.select(columns).from(products).where(exact);
  if (whole.length > 0) return page<SearchItem>(whole);
  const some = await db
    .select(columns)
    .from(products)
    .where(serialContains(term.lower))
    .limit(FETCH);
  return page<SearchItem>(some.sort((a, b) => a.serialno.localeCompare(b.serialno)));
}

/** The customers the term names exactly: ID number, e-mail or phone. */
function exactCustomer(term: SearchTerm): SQL {
  return or(
    sql`lower(${users.idnumber}) = ${term.lower}`,
    sql`lower(${users.email}) = ${term.lower}`,
    term.phone === undefined ? undefined : eq(users.cellphoneDigits, term.phone),
  ) as SQL;
}

/**
 * Customers the term names exactly (ID number, e-mail, phone), then those whose name, e-mail or
 * ID number contains it, or whose phone contains its digits (trigram indexes on each), by
 * name. Two statements, so the second is a plain ORDER BY … LIMIT that the planner may answer
 * from the name index (users_customers_name_idx) for a common name.
 */
export async function customerMatches(db: Db, term: SearchTerm) {
  const columns = {
    idnumber: users.idnumber,
    name: users.name,
    surname: users.surname,
    email: users.email,
    phone: users.cellphone,
    phoneDigits: users.cellphoneDigits,
  };
  const byName = [
    asc(sql`lower(${users.name})`),
    asc(sql`lower(${users.surname})`),
    asc(users.idnumber),
  ];
  const contains = or(
    sql`lower(${users.name} || ' ' || ${users.surname}) like ${term.pattern}`,
    sql`lower(${users.email}) like ${term.pattern}`,
    sql`lower(${users.idnumber}) like ${term.pattern}`,
    term.phone === undefined
      ? undefined
      : sql`${users.cellphoneDigits} like ${containsPattern(term.phone)}`,
  );
  const [exact, some] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(and(isCustomer, exactCustomer(term)))
      .orderBy(...byName)
      .limit(FETCH),
    db
      .select(columns)
      .from(users)
      .where(and(isCustomer, contains))
      .orderBy(...byName)
      .limit(FETCH),
  ]);
  const seen = new Set(exact.map((row) => row.idnumber));
  const rows = [...exact, ...some.filter((row) => !seen.has(row.idnumber))].slice(0, FETCH);
  return page<SearchCustomer & { phoneDigits: string | null }>(rows);
}

/**
 * Requests whose id is the term or whose client it names exactly (ID number, e-mail, phone),
 * then those whose client's name contains it (the trigram index on the copied name), each
 * newest first. Three statements at once: the id's, the named client's (their requests by
 * the customer index) and the name's, a plain ORDER BY … LIMIT, which the planner answers
 * from the date index for a common name and from the trigram index for a rare one.
 */
export async function requestMatches(db: Db, term: SearchTerm) {
  const r = repairRequests;
  const columns = {
    id: r.id,
    customerName: sql<string>`${r.clientName} || ' ' || ${r.clientSurname}`,
    customerIdnumber: r.customerIdnumber,
    status: r.status,
    createdAt: r.createdAt,
  };
  const clientsNamed = db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(and(isCustomer, exactCustomer(term)));
  const newest = [desc(r.createdAt), desc(r.id)];
  // Apart, so that each is an index lookup: under one OR the client's IN (…) would be a filter
  // run on every request.
  const [byId, ofClient, named] = await Promise.all([
    term.requestId === undefined ? [] : db.select(columns).from(r).where(eq(r.id, term.requestId)),
    db
      .select(columns)
      .from(r)
      .where(sql`${r.customerIdnumber} in ${clientsNamed}`)
      .orderBy(...newest)
      .limit(FETCH),
    db
      .select(columns)
      .from(r)
      .where(sql`lower(${r.clientName} || ' ' || ${r.clientSurname}) like ${term.pattern}`)
      .orderBy(...newest)
      .limit(FETCH),
  ]);
  const exact = [...byId, ...ofClient.filter((row) => row.id !== term.requestId)];
  const seen = new Set(exact.map((row) => row.id));
  const rows = [...exact, ...named.filter((row) => !seen.has(row.id))].slice(0, FETCH);
  const progress = await lineProgress(
    db,
    rows.map((row) => row.id),
  );
  return page<SearchRequest>(
    rows.map((row) => ({
      ...row,
      status: row.status as SearchRequest["status"],
      createdAt: toIso(row.createdAt) ?? "",
      ...(progress.get(row.id) ?? { lines: 0, ready: 0, completed: 0 }),
    })),
  );
}

/**
 * How far each found request's items are (decision 071): its lines, the ready ones
 * (READY_STATES) and the completed ones, in one statement over the few requests found.
 */
async function lineProgress(db: Db, ids: number[]) {
  const found = new Map<number, { lines: number; ready: number; completed: number }>();
  if (ids.length === 0) return found;
  const l = repairLines;
  const rows = await db
    .select({
      id: l.repairRequestId,
      lines: sql<number>`count(*)`.mapWith(Number),
      ready: sql<number>`count(*) filter (where ${l.state} in ${READY_STATES})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${l.state} = 'completed')`.mapWith(Number),
    })
    .from(l)
    .where(inArray(l.repairRequestId, ids))
    .groupBy(l.repairRequestId);
  for (const { id, ...counts } of rows) found.set(Number(id), counts);
  return found;
}
