/**
 * Photos: the stored images, the repair lines' photos, the staged uploads and the catalogue's.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns";
import { users } from "./people";
import { repairLines } from "./repairs";

/**
 * Re-encoded photos (design §9): JPEG bytes with no metadata at all, keyed by the sha-256 of
 * the full image, with a thumbnail. Rows are written once and never changed.
 */
export const images = pgTable("images", {
  hash: text("hash").primaryKey(),
  full: bytea("full").notNull(),
  thumb: bytea("thumb").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** The photos of a repair line: the customer's (always visible to them) and the workshop's. */
export const repairLinePhotos = pgTable(
  "repair_line_photos",
  {
    id: serial("id").primaryKey(),
    repairLineId: integer("repair_line_id")
      .notNull()
      .references(() => repairLines.id, { onDelete: "cascade" }),
    imageHash: text("image_hash")
      .notNull()
      .references(() => images.hash),
    kind: text("kind", { enum: ["customer", "intake", "before", "after"] }).notNull(),
    customerVisible: boolean("customer_visible").notNull(),
    addedByIdnumber: text("added_by_idnumber").references(() => users.idnumber, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "repair_line_photos_kind_check",
      sql`${t.kind} in ('customer', 'intake', 'before', 'after')`,
    ),
    check(
      "repair_line_photos_customer_visible_check",
      sql`${t.kind} <> 'customer' or ${t.customerVisible}`,
    ),
    index("repair_line_photos_line_idx").on(t.repairLineId, t.id),
    index("repair_line_photos_image_idx").on(t.imageHash),
  ],
);

/**
 * Photos uploaded while a request form is still open, before the request exists: they belong
 * to whoever uploaded them and expire (an unguessable id, 128 random bits).
 */
export const stagedPhotos = pgTable(
  "staged_photos",
  {
    id: text("id").primaryKey(),
    ownerIdnumber: text("owner_idnumber")
      .notNull()
      .references(() => users.idnumber, { onDelete: "cascade", onUpdate: "cascade" }),
    imageHash: text("image_hash")
      .notNull()
      .references(() => images.hash),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("staged_photos_owner_idx").on(t.ownerIdnumber),
    index("staged_photos_expires_idx").on(t.expiresAt),
    index("staged_photos_image_idx").on(t.imageHash),
  ],
);

/** An admin's photo of one of the 12 catalogue pieces, in place of its drawing. */
export const cataloguePhotos = pgTable("catalogue_photos", {
  catalogueKey: text("catalogue_key").primaryKey(),
  imageHash: text("image_hash")
    .notNull()
    .references(() => images.hash),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
