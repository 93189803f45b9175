/**
 * The catalogue: product types, colours and sizes, which go together, and each type's care guide.
 */
import { boolean, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const productTypes = pgTable("product_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  isCustom: boolean("is_custom").notNull().default(false),
});

export const colours = pgTable("colours", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

export const sizes = pgTable("sizes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

export const productTypeColours = pgTable(
  "product_type_colours",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.colourId] })],
);

export const productTypeSizes = pgTable(
  "product_type_sizes",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    sizeId: integer("size_id")
      .notNull()
      .references(() => sizes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.sizeId] })],
);

/**
 * The care guide of each product type (decision 065), shown on the item page. The reference seed
 * writes the domain's defaults (CARE_GUIDE_DEFAULTS) for a type without one; admins edit them.
 */
export const careGuides = pgTable("care_guides", {
  productTypeId: integer("product_type_id")
    .primaryKey()
    .references(() => productTypes.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
