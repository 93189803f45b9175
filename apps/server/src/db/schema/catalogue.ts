/**
 * The catalogue: product types, colours and sizes, which go together, and each type's care guide.
 */
import * as pg from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const productTypes = pg.pgTable("product_types", {
  id: pg.serial("id").primaryKey(),
  name: pg.text("name").notNull().unique(),
  isCustom: pg.boolean("is_custom").notNull().default(false),
});

export const colours = pg.pgTable("colours", {
  id: pg.serial("id").primaryKey(),
  name: pg.text("name").notNull().unique(),
  sortOrder: pg.integer("sort_order").notNull(),
});

export const sizes = pg.pgTable("sizes", {
  id: pg.serial("id").primaryKey(),
  name: pg.text("name").notNull().unique(),
  sortOrder: pg.integer("sort_order").notNull(),
});

export const productTypeColours = pg.pgTable(
  "product_type_colours",
  {
    productTypeId: pg
      .integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    colourId: pg
      .integer("colour_id")
      .notNull()
      .references(() => colours.id, { onDelete: "cascade" }),
  },
  (t) => [pg.primaryKey({ columns: [t.productTypeId, t.colourId] })],
);

export const productTypeSizes = pg.pgTable(
  "product_type_sizes",
  {
    productTypeId: pg
      .integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    sizeId: pg
      .integer("size_id")
      .notNull()
      .references(() => sizes.id, { onDelete: "cascade" }),
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
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
