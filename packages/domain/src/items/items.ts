import { z } from "zod";
import { isoDateTimeSchema } from "../api/common";
import { requestPageLineSchema } from "../api/repair-request-page";
import { plainText, tooLongMessage } from "../validation/fields";
import { CARE_GUIDE_MAX } from "./care-guides";

/** The item page's, care guides' and verify page's exact words (decision 065). */
export const ITEM_MESSAGES = {
  notFound: "Item not found. It may be mistyped, or it is not yours.",
  careGuideRequired: "Please write the care guide.",
  careGuideSaved: "Care guide saved.",
  productTypeNotFound: "Product type not found.",
  verifyNotFound: "We could not find this piece.",
  genuine: "Genuine Lifetime Outfitter piece",
  warranty: "Lifetime warranty in force",
  labelsNone: "Choose at least one product to print labels for.",
  labelsTooMany: (max: number) =>
    `At most ${max} labels fit one download. Please choose fewer products.`,
  labelsUnknown: "Some of the chosen products no longer exist. Please choose them again.",
} as const;

/** The most labels (products) one PDF sheet download may carry. */
export const LABELS_MAX = 240;

/** `{serialno}` in `/items/{serialno}`. */
export const itemParamsSchema = z.object({ serialno: plainText().trim().min(1).max(100) });

/** One owner's time with the piece. An admin sees who; a customer sees only their own times. */
export const itemOwnershipSchema = z.object({
  from: isoDateTimeSchema,
  /** Null: the current owner. */
  to: isoDateTimeSchema.nullable(),
  via: z.enum(["made", "admin", "transfer"]),
  /** For admins only: whose time it was. */
  owner: z.object({ idnumber: z.string(), name: z.string() }).optional(),
});

/**
 * One repair of the piece: the request's reference, when and where, and this piece's line of
 * it only (never the request's other pieces). `linked`: the viewer may open the request's page
 * (an admin, or the customer who raised it); a request an earlier owner raised is not linked.
 */
export const itemRepairSchema = z.object({
  requestId: z.number().int(),
  linked: z.boolean(),
  creationDate: isoDateTimeSchema,
  /** Only for an admin or the customer who raised it (an earlier owner's is often their address). */
  currentLocation: z.string().optional(),
  line: requestPageLineSchema,
});

export const careGuideSchema = z.object({
  productTypeId: z.number().int(),
  productType: z.string(),
  text: z.string(),
  updatedAt: isoDateTimeSchema.nullable(),
});

/** `GET /items/{serialno}`: the item page (its owner or an admin). */
export const itemPageSchema = z.object({
  item: z.object({
    serialno: z.string(),
    productType: z.string(),
    colour: z.string().nullable(),
    size: z.string().nullable(),
    description: z.string().nullable(),
    yearMade: z.number().int(),
    createdAt: isoDateTimeSchema,
  }),
  /** Oldest first. A customer's list holds only their own times. */
  owners: z.array(itemOwnershipSchema),
  /** Newest first. */
  repairs: z.array(itemRepairSchema),
  careGuide: careGuideSchema,
  /** `PUBLIC_URL/verify/{token}`, the link its label's QR code carries. */
  verifyUrl: z.string(),
});

/** `PUT /care-guides/{productTypeId}`. */
export const careGuideBodySchema = z.object({
  text: plainText({ error: ITEM_MESSAGES.careGuideRequired })
    .trim()
    .min(1, ITEM_MESSAGES.careGuideRequired)
    .max(CARE_GUIDE_MAX, tooLongMessage(CARE_GUIDE_MAX)),
});

export const careGuideParamsSchema = z.object({
  productTypeId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `GET /verify/{token}`: what anyone holding a label may learn, and nothing about its owner. */
export const verifyViewSchema = z.object({
  genuine: z.literal(true),
  productType: z.string(),
  colour: z.string().nullable(),
  yearMade: z.number().int(),
  warranty: z.literal(ITEM_MESSAGES.warranty),
});

export const verifyTokenParamsSchema = z.object({ token: plainText() });

/** `POST /items/{serialno}/verify-link`: the new link once the old one is revoked. */
export const verifyLinkSchema = z.object({ verifyUrl: z.string() });

/** `GET /items/labels.pdf?serialno=…&serialno=…`: the chosen products. */
export const labelsQuerySchema = z.object({
  serialno: z
    .union([plainText(), z.array(plainText())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});

export type ItemOwnership = z.infer<typeof itemOwnershipSchema>;
export type ItemRepair = z.infer<typeof itemRepairSchema>;
export type CareGuide = z.infer<typeof careGuideSchema>;
export type ItemPage = z.infer<typeof itemPageSchema>;
export type CareGuideBody = z.infer<typeof careGuideBodySchema>;
export type VerifyView = z.infer<typeof verifyViewSchema>;
export type VerifyLink = z.infer<typeof verifyLinkSchema>;
