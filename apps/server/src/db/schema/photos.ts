/**
 * Photos: the stored images, the repair lines' photos, the staged uploads and the catalogue's.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bytea, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";
import { lineRef } from "./repairs";

/**
 * Re-encoded photos (design §9): JPEG bytes with no metadata at all, keyed by the sha-256 of
 * the full image, with a thumbnail. Rows are written once and never changed.
 */
export const images = pg.pgTable("images", {
  hash: pg.text("hash").primaryKey(),
  full: bytea("full").notNull(),
  thumb: bytea("thumb").notNull(),
  width: pg.integer("width").notNull(),
  height: pg.integer("height").notNull(),
  createdAt: stampedNow("created_at"),
});

/** The stored image a photo shows. */
const imageRef = () =>
  pg
    .text("image_hash")
    .notNull()
    .references(() => images.hash);

/** The photos of a repair line: the customer's (always visible to them) and the workshop's. */
export const repairLinePhotos = pg.pgTable(
  "repair_line_photos",
  {
    id: pg.serial("id").primaryKey(),
    repairLineId: lineRef(),
    imageHash: imageRef(),
    kind: pg.text("kind", { enum: ["customer", "intake", "before", "after"] }).notNull(),
    customerVisible: pg.boolean("customer_visible").notNull(),
    addedByIdnumber: personRef("added_by_idnumber", "set null"),
    createdAt: stampedNow("created_at"),
  },
  (t) => [
    pg.check(
      "repair_line_photos_kind_check",
      sql`${t.kind} in ('customer', 'intake', 'before', 'after')`,
    ),
    pg.check(
      "repair_line_photos_customer_visible_check",
      sql`${t.kind} <> 'customer' or ${t.customerVisible}`,
    ),
    pg.index("repair_line_photos_line_idx").on(t.repairLineId, t.id),
    pg.index("repair_line_photos_image_idx").on(t.imageHash),
  ],
);

/**
 * Photos uploaded while a request form is still open, before the request exists: they belong
 * to whoever uploaded them and expire (an unguessable id, 128 random bits).
 */
export const stagedPhotos = pg.pgTable(
  "staged_photos",
  {
    id: pg.text("id").primaryKey(),
    ownerIdnumber: personRef("owner_idnumber", "cascade").notNull(),
    imageHash: imageRef(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    pg.index("staged_photos_owner_idx").on(t.ownerIdnumber),
    pg.index("staged_photos_expires_idx").on(t.expiresAt),
    pg.index("staged_photos_image_idx").on(t.imageHash),
  ],
);

/** An admin's photo of one of the 12 catalogue pieces, in place of its drawing. */
export const cataloguePhotos = pg.pgTable("catalogue_photos", {
  catalogueKey: pg.text("catalogue_key").primaryKey(),
  imageHash: imageRef(),
  updatedAt: stampedNow("updated_at"),
});
