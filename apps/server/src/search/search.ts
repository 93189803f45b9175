import type { GlobalSearchResponse, SearchDirect } from "@lo/domain";
import type { Db } from "../db/client";
import { customerMatches, itemMatches, readTerm, requestMatches, type SearchTerm } from "./matches";

/**
 * The one thing the term names exactly, if it names exactly one: a whole serial number, a
 * request id, or a customer's ID number, e-mail or phone (a phone two customers share names
 * neither). The exact matches lead their kind's list, so they are read from there.
 */
interface Found {
  items: Awaited<ReturnType<typeof itemMatches>>;
  requests: Awaited<ReturnType<typeof requestMatches>>;
  customers: Awaited<ReturnType<typeof customerMatches>>;
}

function directTarget(term: SearchTerm, found: Found): SearchDirect | null {
  const targets: SearchDirect[] = [];
  for (const item of found.items.data) {
    if (item.serialno.toLowerCase() === term.lower) {
      targets.push({ kind: "item", serialno: item.serialno });
    }
  }
  for (const request of found.requests.data) {
    if (request.id === term.requestId) targets.push({ kind: "request", id: request.id });
  }
  for (const customer of found.customers.data) {
    const named =
      customer.idnumber.toLowerCase() === term.lower ||
      customer.email.toLowerCase() === term.lower ||
      (term.phone !== undefined && customer.phoneDigits === term.phone);
    if (named) targets.push({ kind: "customer", idnumber: customer.idnumber });
  }
  return targets.length === 1 ? (targets[0] ?? null) : null;
}

/** GET /search: up to ten matches of each kind, and `direct` when the term names one thing. */
export async function globalSearch(db: Db, q: string): Promise<GlobalSearchResponse> {
  const term = readTerm(q);
  const [items, requests, customers] = await Promise.all([
    itemMatches(db, term),
    requestMatches(db, term),
    customerMatches(db, term),
  ]);
  const direct = directTarget(term, { items, requests, customers });
  return {
    q,
    direct,
    items,
    requests,
    customers: {
      more: customers.more,
      data: customers.data.map(({ phoneDigits: _digits, ...customer }) => customer),
    },
  };
}
