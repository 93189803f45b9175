import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import type { Label } from "./labels";

/** What a label shows of each of these pieces (those that exist), by serial number. */
export async function labelItems(db: Db, serialnos: string[]): Promise<Omit<Label, "url">[]> {
  return db
    .select({
      serialno: products.serialno,
      productType: products.typeName,
      colour: products.colourName,
    })
    .from(products)
    .where(inArray(products.serialno, serialnos))
    .orderBy(products.serialno);
}
