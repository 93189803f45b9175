import { sql } from "drizzle-orm";
import { colours, products, sizes, users } from "../db/schema";

// The same expression as products_serialno_lower_unique, so a lookup in any letter case
// reads that index.
export const serialLower = sql`lower(${products.serialno})`;
// Lower-cased, the expression of the trigram index on users' full names.
export const customerName = sql<string>`${users.name} || ' ' || ${users.surname}`;

// A Custom piece has free-text colour and size instead of catalogue ones; lists show
// whichever applies in one column.
export const colourName = sql<string | null>`coalesce(${colours.name}, ${products.customColour})`;
export const sizeName = sql<string | null>`coalesce(${sizes.name}, ${products.customSize})`;
