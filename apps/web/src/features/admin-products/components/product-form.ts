import { CUSTOM_PRODUCT_TYPE, type ProductType } from "@lo/domain";

/** What the product forms hold: select values are strings until the payload is built. */
export type ProductFormInput = {
  serialno: string;
  producttypeid: string;
  isCustom: boolean;
  colourid: string;
  sizeid: string;
  description: string;
  customcolour: string;
  customsize: string;
  customerid: string;
};

export const PRODUCT_FORM_FIELDS = [
  "serialno",
  "producttypeid",
  "colourid",
  "sizeid",
  "description",
  "customcolour",
  "customsize",
  "customerid",
] as const satisfies readonly (keyof ProductFormInput)[];

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  serialno: "",
  producttypeid: "",
  isCustom: false,
  colourid: "",
  sizeid: "",
  description: "",
  customcolour: "",
  customsize: "",
  customerid: "",
};

export function isCustomType(types: readonly ProductType[], producttypeid: string): boolean {
  return (
    types.find((type) => String(type.producttypeid) === producttypeid)?.name === CUSTOM_PRODUCT_TYPE
  );
}
