import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, productTypes, repairLines, repairRequests, users } from "../db/schema";
import { containsPattern, serialContains } from "../db/sql";

/**
 * The ids of the requests `q` finds (requirements §9): the client's name or e-mail, or a line's
 * serial number, product type or problem description contains the term, in any letter case; or the
 * term is the request's id. One UNION of lookups, each planned on its own and reading its own index
 * (trigram indexes on the client's name copied onto the request, users' e-mails and lines' problem
 * descriptions; products by serial-number windows and by type, then their lines), rather than one
 * OR that only a full scan answers. The copied name is always the client's (decision 046); a line's
 * serial number is always its product's (a foreign key that follows renames), so the lines whose
 * serial number contains the term are the lines of the products whose serial number does (decision
 * 051).
 *
 * The ids come back to the server as one array and go into the page and the count as one
 * array parameter: planned with the real number of matches, the page then reads the sort's
 * index and stops at the page's end instead of joining every match, and a search alone is
 * counted without reading anything more.
 */
export async function searchRequestIds(db: Db, term: string): Promise<number[]> {
  const lowered = term.toLowerCase();
  const pattern = containsPattern(lowered);
  // A whole number may also be the repair id a customer quotes (the highlight uses it).
  const id = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
  const [found] = await db.select({ ids: sql<number[] | null>`array_agg(matches.id)` }).from(
    sql`(
        ${id === undefined ? sql`` : sql`SELECT ${repairRequests.id} FROM ${repairRequests} WHERE ${repairRequests.id} = ${id} UNION`}
        SELECT ${repairRequests.id} FROM ${repairRequests}
        WHERE lower(${repairRequests.clientName} || ' ' || ${repairRequests.clientSurname}) LIKE ${pattern}
        UNION
        SELECT ${repairRequests.id} FROM ${repairRequests}
        WHERE ${repairRequests.customerIdnumber} IN (
          SELECT ${users.idnumber} FROM ${users} WHERE lower(${users.email}) LIKE ${pattern})
        UNION
        SELECT ${repairLines.repairRequestId} FROM ${repairLines}
        WHERE lower(${repairLines.problemDescription}) LIKE ${pattern}
        UNION
        SELECT ${repairLines.repairRequestId} FROM ${repairLines}
        WHERE ${repairLines.serialno} IN (
          SELECT ${products.serialno} FROM ${products}
          WHERE ${serialContains(lowered)})
        UNION
        SELECT ${repairLines.repairRequestId} FROM ${repairLines}
        WHERE ${repairLines.serialno} IN (
          SELECT ${products.serialno} FROM ${products} WHERE ${products.productTypeId} IN (
            SELECT ${productTypes.id} FROM ${productTypes}
            WHERE lower(${productTypes.name}) LIKE ${pattern}))
      ) AS matches (id)`,
  );
  return (found?.ids ?? []).map(Number);
}
