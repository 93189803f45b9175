import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { tallies } from "./schema";

/**
 * The counts the triggers keep in `tallies` (migration 0005, decision 046): whole-table counts
 * read from one row instead of counted per view.
 */
export type TallyKind =
  | "customers"
  | "south-african-customers"
  | "customers-with-open-repairs"
  | "products"
  | "repaired-products"
  | "repair-requests"
  | "open-lines";

/** Products per type, colour or size name. */
export type NameTallyKind = "product-type" | "product-colour" | "product-size";

/** Products per type, colour or size id. */
export type IdTallyKind = "product-type-id" | "product-colour-id" | "product-size-id";

/** A tally as a scalar subquery (0 when it was never counted), for a select list. */
export function tallySql(kind: TallyKind): SQL<number> {
  return sql<number>`coalesce((select ${tallies.count} from ${tallies}
    where ${tallies.kind} = ${kind} and ${tallies.name} = ''), 0)`.mapWith(Number);
}

/**
 * The name with the most products (ties: the name first in the alphabet), or null when
 * there is none, as a scalar subquery.
 */
export function mostCountedSql(kind: NameTallyKind): SQL<string | null> {
  return sql<string | null>`(select ${tallies.name} from ${tallies}
    where ${tallies.kind} = ${kind} and ${tallies.count} > 0
    order by ${tallies.count} desc, ${tallies.name} asc limit 1)`;
}

export async function tallyCount(db: Db, kind: TallyKind): Promise<number> {
  const [row] = await db.select({ count: tallySql(kind) }).from(sql`(select 1) as one`);
  return row?.count ?? 0;
}

/** The number of products with one type, colour or size id. */
export async function idTallyCount(db: Db, kind: IdTallyKind, id: number): Promise<number> {
  const [row] = await db
    .select({ count: tallies.count })
    .from(tallies)
    .where(sql`${tallies.kind} = ${kind} and ${tallies.name} = ${String(id)}`);
  return row?.count ?? 0;
}
