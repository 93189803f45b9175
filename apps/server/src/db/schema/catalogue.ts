/**
 * The catalogue: product types, colours and sizes, which go together, and each type's care guide.
 */
import * as pg from "drizzle-orm/pg-core";
import { partOf, stampedNow } from "./columns";

export const productTypes = pg.pgTable("product_types", {
  id: pg.serial("id").primaryKey(),
  name: pg.text("name").notNull().unique(),
  isCustom: pg.boolean("is_custom").notNull().default(false),
});

/** A list the pickers offer (colours, sizes): unique names, in their own order. */
const pickerList = <N extends string>(table: N) =>
  pg.pgTable(table, {
    id: pg.serial("id").primaryKey(),
    name: pg.text("name").notNull().unique(),
    sortOrder: pg.integer("sort_order").notNull(),
  });

export const colours = pickerList("colours");
export const sizes = pickerList("sizes");

/** The type a row of a type's offer belongs to. */
const typeRef = () => partOf("product_type_id", () => productTypes.id);

export const productTypeColours = pg.pgTable(
  "product_type_colours",
  {
    productTypeId: typeRef(),
    colourId: partOf("colour_id", () => colours.id),
  },
  (t) => [pg.primaryKey({ columns: [t.productTypeId, t.colourId] })],
);

export const productTypeSizes = pg.pgTable(
  "product_type_sizes",
  {
    productTypeId: typeRef(),
    sizeId: partOf("size_id", () => sizes.id),
  },
  (t) => [pg.primaryKey({ columns: [t.productTypeId, t.sizeId] })],
);

/**
 * The care guide of each product type (decision 065), shown on the item page. The reference seed
 * writes the domain's defaults (CARE_GUIDE_DEFAULTS) for a type without one; admins edit them.
 */
export const careGuides = pg.pgTable("care_guides", {
  productTypeId: pg
    .integer("product_type_id")
    .primaryKey()
    .references(() => productTypes.id, { onDelete: "cascade" }),
  text: pg.text("text").notNull(),
  updatedAt: stampedNow("updated_at"),
});
