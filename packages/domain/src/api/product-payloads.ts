import { z } from "zod";
import {
  choiceToNumber,
  idField,
  nullableIdField,
  nullableText,
  requiredText,
  tooLongMessage,
} from "../validation/fields";
import {
  CUSTOM_ATTRIBUTE_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MESSAGES,
  SERIAL_NUMBER_MAX_LENGTH,
  type ProductCreateValues,
  type ProductEditValues,
} from "../validation/product";

/** Either a chosen colour/size or a custom one, so a product can always be described. */
function checkColourAndSize(
  value: {
    colourid: number | null;
    sizeid: number | null;
    customcolour: string | null;
    customsize: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.colourid === null && value.customcolour === null) {
    ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.colourid, path: ["colourid"] });
  }
  if (value.sizeid === null && value.customsize === null) {
    ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.sizeid, path: ["sizeid"] });
  }
}

const productPayloadFields = {
  producttypeid: idField(PRODUCT_MESSAGES.producttypeid),
  colourid: nullableIdField(PRODUCT_MESSAGES.colourid),
  sizeid: nullableIdField(PRODUCT_MESSAGES.sizeid),
  customerid: requiredText(PRODUCT_MESSAGES.customerid, 32),
  customcolour: nullableText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  customsize: nullableText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  description: nullableText(PRODUCT_DESCRIPTION_MAX_LENGTH),
};

/**
 * `POST /products/create`. Whether the type is 'Custom' (and so which of ids or free text
 * is required) is known only to the database; the server checks that part itself.
 */
export const productCreatePayloadSchema = z
  .object({
    serialno: requiredText(PRODUCT_MESSAGES.serialno, SERIAL_NUMBER_MAX_LENGTH),
    ...productPayloadFields,
  })
  .superRefine(checkColourAndSize);

/** Left out: keep what is stored; null or blank: clear it. */
function keepOrClearText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/**
 * `PUT /products/{serialno}`; the serial number cannot change. The original client sends only the
 * four ids, so custom fields that are left out keep their stored value, and whether the
 * result describes the product is checked by the server against the stored row.
 */
export const productUpdatePayloadSchema = z.object({
  ...productPayloadFields,
  customcolour: keepOrClearText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  customsize: keepOrClearText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  description: keepOrClearText(PRODUCT_DESCRIPTION_MAX_LENGTH),
});

/** The create payload as the client sends it (docs/requirements.md §3). */
export type ProductCreatePayload = z.input<typeof productCreatePayloadSchema>;
/** The update payload as the client sends it (requirements §3, plus the custom fields). */
export type ProductUpdatePayload = z.input<typeof productUpdatePayloadSchema>;
/** What the server stores from each, once parsed. */
export type ProductCreateData = z.output<typeof productCreatePayloadSchema>;
export type ProductUpdateData = z.output<typeof productUpdatePayloadSchema>;

function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** A custom product has free-text colour and size; any other has chosen ids, never both. */
export function toProductUpdatePayload(form: ProductEditValues): ProductUpdatePayload {
  return {
    producttypeid: choiceToNumber(form.producttypeid) ?? 0,
    colourid: form.isCustom ? null : choiceToNumber(form.colourid),
    sizeid: form.isCustom ? null : choiceToNumber(form.sizeid),
    customerid: form.customerid.trim(),
    customcolour: form.isCustom ? textOrNull(form.customcolour) : null,
    customsize: form.isCustom ? textOrNull(form.customsize) : null,
    description: form.isCustom ? textOrNull(form.description) : null,
  };
}

/** The update payload plus the serial number, which only a new product sends. */
export function toProductCreatePayload(form: ProductCreateValues): ProductCreatePayload {
  return { serialno: form.serialno.trim(), ...toProductUpdatePayload(form) };
}
