import { sql } from "drizzle-orm";
import { colours, products, sizes, users } from "../db/schema";

// The same expressions as the trigram indexes on products and users, so ILIKE-style
// substring searches on them use those indexes.
export const serialLower = sql`lower(${products.serialno})`;
export const customerName = sql<string>`${users.name} || ' ' || ${users.surname}`;

// A Custom piece has free-text colour and size instead of catalogue ones; lists show
// whichever applies in one column.
export const colourName = sql<string | null>`coalesce(${colours.name}, ${products.customColour})`;
export const sizeName = sql<string | null>`coalesce(${sizes.name}, ${products.customSize})`;
