import { z } from "zod";
import { isoDateTimeSchema, positiveIntegerSchema } from "./common";

/** Photos of repair lines (design §9): who took them, and whether the customer sees them. */
export const PHOTO_KINDS = ["customer", "intake", "before", "after"] as const;
export const photoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof photoKindSchema>;

/** The kinds an admin adds, with their labels. */
export const ADMIN_PHOTO_KINDS = ["intake", "before", "after"] as const;
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  customer: "Customer",
  intake: "Intake",
  before: "Before",
  after: "After",
};

/** Limits of docs/design.md §9. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_LINE = 6;
/** About 40 megapixels: more is refused before it is decoded (decompression bombs). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The long side of a stored photo and of its thumbnail. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 320;

export const PHOTO_MESSAGES = {
  notAnImage:
    "This file is not a photo we can read. Please choose a JPEG, PNG, WebP or HEIC image.",
  tooLarge: "This photo is larger than 10 MB. Please choose a smaller one.",
  tooManyPixels:
    "This photo has too many pixels (more than 40 megapixels). Please choose a smaller one.",
  tooMany: `An item can have at most ${MAX_PHOTOS_PER_LINE} photos.`,
  lineClosed: "Photos can only be added while the item's repair is open.",
  notFound: "Photo not found.",
  lineNotFound: "Repair item not found.",
  stagedExpired: "A photo you added has expired or is not yours. Please add it again.",
  customerKindOnly: "Only the workshop can add intake, before and after photos.",
} as const;

/** One photo of a repair line as its viewer may see it. */
export const linePhotoSchema = z.object({
  id: positiveIntegerSchema,
  kind: photoKindSchema,
  customerVisible: z.boolean(),
  width: positiveIntegerSchema,
  height: positiveIntegerSchema,
  createdAt: isoDateTimeSchema,
  /** The full image (at most 2048 px on its long side), a JPEG. */
  url: z.string(),
  /** Its thumbnail (about 320 px). */
  thumbUrl: z.string(),
});
export type LinePhoto = z.infer<typeof linePhotoSchema>;

/** `POST /photos/staged`: a photo processed and kept for the form that will send it. */
export const stagedPhotoSchema = z.object({
  id: z.string(),
  width: positiveIntegerSchema,
  height: positiveIntegerSchema,
  /** A small JPEG preview as a data: URL, for the form's thumbnail. */
  thumbDataUrl: z.string(),
});
export type StagedPhoto = z.infer<typeof stagedPhotoSchema>;

/** The staged photos a new request's line carries (ids from `POST /photos/staged`). */
export const stagedPhotoIdsSchema = z
  .array(z.string().min(1).max(64))
  .max(MAX_PHOTOS_PER_LINE, PHOTO_MESSAGES.tooMany);

/** `POST /repairs/lines/{lineId}/photos?kind=&customerVisible=` (kind and visibility: admins). */
export const addLinePhotoQuerySchema = z.object({
  kind: photoKindSchema.optional(),
  customerVisible: z.enum(["true", "false"]).optional(),
});

export const lineIdParamsSchema = z.object({ lineId: z.coerce.number().int().positive() });
export const photoIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  size: z.enum(["full", "thumb"]),
});
export const photoVisibilityPayloadSchema = z.object({ customerVisible: z.boolean() });
