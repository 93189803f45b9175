import { z } from "zod";
import { isChosen, optionalChoice, optionalText, requiredChoice, requiredText } from "./fields";

export const PRODUCT_MESSAGES = {
  serialno: "Serial Number is required",
  producttypeid: "Product Type is required",
  colourid: "Please select a color",
  sizeid: "Please select a size",
  description: "Description is required",
  customcolour: "Custom colour is required",
  customsize: "Custom size is required",
  customerid: "Please select at least one client",
} as const;

export const SERIAL_NUMBER_MAX_LENGTH = 64;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 1000;
export const CUSTOM_ATTRIBUTE_MAX_LENGTH = 100;

const productFormFields = {
  serialno: requiredText(PRODUCT_MESSAGES.serialno, SERIAL_NUMBER_MAX_LENGTH),
  producttypeid: requiredChoice(PRODUCT_MESSAGES.producttypeid),
  // Derived by the caller from the chosen type's name being 'Custom'; most types are not.
  isCustom: z.boolean().default(false),
  colourid: optionalChoice,
  sizeid: optionalChoice,
  description: optionalText(PRODUCT_DESCRIPTION_MAX_LENGTH),
  customcolour: optionalText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  customsize: optionalText(CUSTOM_ATTRIBUTE_MAX_LENGTH),
  // A product has exactly one owner (docs/design.md §5); the required message says "at least one".
  customerid: requiredText(PRODUCT_MESSAGES.customerid, 32),
};

interface AttributeFields {
  isCustom: boolean;
  colourid?: string | number | null | undefined;
  sizeid?: string | number | null | undefined;
  description?: string | undefined;
  customcolour?: string | undefined;
  customsize?: string | undefined;
}

function checkAttributes(requireDescription: boolean) {
  return (value: AttributeFields, ctx: z.RefinementCtx): void => {
    const missing = (field: keyof typeof PRODUCT_MESSAGES) =>
      ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES[field], path: [field] });
    if (value.isCustom) {
      if (requireDescription && !value.description?.trim()) missing("description");
      if (!value.customcolour?.trim()) missing("customcolour");
      if (!value.customsize?.trim()) missing("customsize");
    } else {
      if (!isChosen(value.colourid)) missing("colourid");
      if (!isChosen(value.sizeid)) missing("sizeid");
    }
  };
}

/** The admin's Create Product form (docs/requirements.md §5). */
export const productCreateSchema = z.object(productFormFields).superRefine(checkAttributes(true));

/** The Edit Product dialog: the serial number is shown read-only; Custom needs no description. */
export const productEditSchema = z
  .object({ ...productFormFields, serialno: z.string().optional() })
  .superRefine(checkAttributes(false));

export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreateValues = z.output<typeof productCreateSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEditValues = z.output<typeof productEditSchema>;
