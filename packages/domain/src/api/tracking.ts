import { z } from "zod";
import { plainText } from "../validation/fields";
import { repairStateSchema } from "../repair-state";
import { isoDateTimeSchema, positiveIntegerSchema } from "./common";
import { linePhotoSchema } from "./photos";
import { requestMoneySchema } from "./payments";
import { quoteSchema } from "./quotes";

/**
 * What the public tracking page (`/track/{token}`, docs/design.md §7) may show of a request, and
 * nothing more: no name, ID number, e-mail, phone, address or location, no problem text and no
 * note's author. The workshop's own details come from BUSINESS_INFO on the page itself.
 */

/** One entry of an item's timeline: a state it was set to, or a note from the workshop. */
export const trackingEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("state"), state: repairStateSchema, at: isoDateTimeSchema }),
  z.object({ kind: z.literal("note"), message: z.string(), at: isoDateTimeSchema }),
]);

export const trackedItemSchema = z.object({
  productType: z.string(),
  color: z.string().nullable(),
  serialNumber: z.string(),
  state: repairStateSchema,
  /** Oldest first. */
  timeline: z.array(trackingEventSchema),
  /** Its customer-visible photos, addressed through the tracking link. */
  photos: z.array(linePhotoSchema),
  /** Who pays, in the customer's words (decision 094): 'Covered by your lifetime warranty'. */
  coverageText: z.string().optional(),
  /** The piece's quote in force, which the customer approves or declines here (decision 095). */
  quote: quoteSchema.nullable().optional(),
  /** Whether the piece goes back without work ('Return unrepaired'). */
  returnUnrepaired: z.boolean().optional(),
});

/** `GET /track/{token}`. */
export const trackingViewSchema = z.object({
  /** The request's reference: its id. */
  reference: positiveIntegerSchema,
  /** The lowest state of its items (headlineState), as My Repairs shows it. */
  headlineState: z.union([repairStateSchema, z.literal("unknown")]),
  createdAt: isoDateTimeSchema,
  /** When the request should be done (decision 067), never in the past; null when none. */
  estimatedCompletion: isoDateTimeSchema.nullable().optional(),
  items: z.array(trackedItemSchema),
  /**
   * What the request costs, what was paid and what is still to pay (decision 096): only when
   * anything was charged or paid. Amounts only: no payment's date, method or reference; with
   * the workshop's bank details to pay into (decision 097).
   */
  money: requestMoneySchema
    .pick({
      dueCents: true,
      paidCents: true,
      balanceCents: true,
      creditCents: true,
      bankDetails: true,
    })
    .optional(),
});

/** `GET /repairs/{id}/tracking-link` and its revocation: the live link. */
export const trackingLinkSchema = z.object({ trackingUrl: z.string() });

/** `{token}` in `/track/{token}`: anything the router hands over; a wrong one is a 404. */
export const trackingTokenParamsSchema = z.object({ token: plainText() });

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackedItem = z.infer<typeof trackedItemSchema>;
export type TrackingView = z.infer<typeof trackingViewSchema>;
export type TrackingLink = z.infer<typeof trackingLinkSchema>;
