import {
  GLOBAL_SEARCH_LIMIT,
  looksLikePhone,
  phoneDigits,
  type SearchCustomer,
  type SearchItem,
  type SearchRequest,
} from "@lo/domain";
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, repairRequests, users } from "../db/schema";
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
 * Pieces whose serial number contains the term (the serial windows' index, decision 051); the
 * whole serial number first. A term found in most serial numbers stops at the first few found
 * rather than sorting them all: the matches shown are then sorted.
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
  const [whole, some] = await Promise.all([
    db.select(columns).from(products).where(exact),
    db.select(columns).from(products).where(serialContains(term.lower)).limit(FETCH),
  ]);
  const rest = some
    .filter((row) => !whole.some((found) => found.serialno === row.serialno))
    .sort((a, b) => a.serialno.localeCompare(b.serialno));
  return page<SearchItem>([...whole, ...rest].slice(0, FETCH));
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
 * Customers whose name, e-mail or ID number contains the term, or whose phone contains its
 * digits (trigram indexes on each); those it names exactly first, then by name.
 */
export async function customerMatches(db: Db, term: SearchTerm) {
  const exact = exactCustomer(term);
  const rows = await db
    .select({
      idnumber: users.idnumber,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.cellphone,
      phoneDigits: users.cellphoneDigits,
    })
    .from(users)
    .where(
      and(
        isCustomer,
        or(
          exact,
          sql`lower(${users.name} || ' ' || ${users.surname}) like ${term.pattern}`,
          sql`lower(${users.email}) like ${term.pattern}`,
          sql`lower(${users.idnumber}) like ${term.pattern}`,
          term.phone === undefined
            ? undefined
            : sql`${users.cellphoneDigits} like ${containsPattern(term.phone)}`,
        ),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${users.name})`), asc(sql`lower(${users.surname})`))
    .limit(FETCH);
  return page<SearchCustomer & { phoneDigits: string | null }>(rows);
}

/**
 * Requests whose id is the term, whose client's name contains it (the trigram index on the
 * copied name) or whose client it names exactly (ID number, e-mail, phone); the one of that id
 * first, then newest first. One UNION of lookups, each reading its own index, rather than an
 * OR that only a full scan answers.
 */
export async function requestMatches(db: Db, term: SearchTerm) {
  const r = repairRequests;
  const byId = term.requestId === undefined ? undefined : eq(r.id, term.requestId);
  const clientsNamed = db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(and(isCustomer, exactCustomer(term)));
  const found = sql`(
    ${byId ? sql`select ${r.id} from ${r} where ${byId} union` : sql``}
    select ${r.id} from ${r}
      where lower(${r.clientName} || ' ' || ${r.clientSurname}) like ${term.pattern}
    union
    select ${r.id} from ${r} where ${r.customerIdnumber} in ${clientsNamed})`;
  const rows = await db
    .select({
      id: r.id,
      customerName: sql<string>`${r.clientName} || ' ' || ${r.clientSurname}`,
      customerIdnumber: r.customerIdnumber,
      status: r.status,
      createdAt: r.createdAt,
    })
    .from(r)
    .where(sql`${r.id} in ${found}`)
    .orderBy(...(byId ? [desc(byId)] : []), desc(r.createdAt), desc(r.id))
    .limit(FETCH);
  return page<SearchRequest>(
    rows.map((row) => ({
      ...row,
      status: row.status as SearchRequest["status"],
      createdAt: toIso(row.createdAt) ?? "",
    })),
  );
}
