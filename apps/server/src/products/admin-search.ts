import { sql, type SQL } from "drizzle-orm";
import { colours, products, productTypes, sizes } from "../db/schema";
import { containsPattern, serialContains } from "../db/sql";

/**
 * The serial numbers (repeated when several match) whose serial number, type, colour, size or
 * customer name contains the term, in any letter case; a Custom piece's own colour and size
 * count too. Each branch of the union is planned on its own and reads its own index (the
 * serial number's windows, decision 051; trigram indexes on the owner's name copied onto
 * products and the custom colour and size; the type, colour and size indexes), instead of one
 * OR that only a full scan answers. The owner's name on products is always the users row's (decision 046).
 */
export function searchMatches(term: string): SQL {
  const pattern = sql`lower(${containsPattern(term)})`;
  return sql`
    select ${products.serialno} from ${products} where ${serialContains(term)}
    union all
    select ${products.serialno} from ${products} where ${products.productTypeId} in (
      select ${productTypes.id} from ${productTypes} where lower(${productTypes.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products} where ${products.colourId} in (
      select ${colours.id} from ${colours} where lower(${colours.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products} where ${products.sizeId} in (
      select ${sizes.id} from ${sizes} where lower(${sizes.name}) like ${pattern})
    union all
    select ${products.serialno} from ${products}
      where lower(${products.customerName}) like ${pattern}
    union all
    select ${products.serialno} from ${products}
      where ${products.productTypeId} in (
        select ${productTypes.id} from ${productTypes} where ${productTypes.isCustom})
      and (lower(${products.customColour}) like ${pattern}
        or lower(${products.customSize}) like ${pattern})`;
}
