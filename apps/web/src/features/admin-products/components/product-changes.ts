import {
  CUSTOM_PRODUCT_TYPE,
  customerPickerLabel,
  toProductUpdatePayload,
  type CustomerPickerItem,
  type ProductAttributes,
  type ProductEditValues,
  type ProductRecord,
  type ProductType,
} from "@lo/domain";
import type { ProductFormInput } from "./product-form";

export type ProductChange = { label: string; before: string; after: string };

/** What the names of the chosen type, colour, size and owner are read from. */
type Names = {
  types: readonly ProductType[];
  attributes: ProductAttributes | undefined;
  customer: CustomerPickerItem | null;
};

export function productToForm(product: ProductRecord): ProductFormInput {
  return {
    serialno: product.serialno,
    producttypeid: String(product.producttypeid),
    isCustom: product.productTypeName === CUSTOM_PRODUCT_TYPE,
    colourid: product.colourid === null ? "" : String(product.colourid),
    sizeid: product.sizeid === null ? "" : String(product.sizeid),
    description: product.description ?? "",
    customcolour: product.customcolour ?? "",
    customsize: product.customsize ?? "",
    customerid: product.customerid,
  };
}

/** What an edit changes, by name, for the confirmation (docs/requirements.md §5). */
export function describeProductChanges(
  product: ProductRecord,
  initial: ProductFormInput,
  values: ProductEditValues,
  { types, attributes, customer }: Names,
): ProductChange[] {
  const typeName = (id: string) =>
    types.find((type) => String(type.producttypeid) === id)?.name ?? "";
  const colourName = (id: string) =>
    attributes?.colors.find((c) => String(c.colourid) === id)?.name ?? "";
  const sizeName = (id: string) =>
    attributes?.sizes.find((s) => String(s.sizeid) === id)?.name ?? "";

  const after = toProductUpdatePayload(values);
  // The form's strings are what the edit schema outputs, so the stored product converts alike.
  const before = toProductUpdatePayload(initial as unknown as ProductEditValues);
  const changes: ProductChange[] = [];
  if (after.producttypeid !== before.producttypeid) {
    changes.push({
      label: "Product Type",
      before: product.productTypeName,
      after: typeName(String(after.producttypeid)),
    });
  }
  const custom = values.isCustom;
  const beforeColour = product.colourName ?? "—";
  const afterColour = custom
    ? (after.customcolour ?? "—")
    : colourName(String(after.colourid ?? ""));
  if (
    after.colourid !== before.colourid ||
    (after.customcolour ?? null) !== (before.customcolour ?? null)
  ) {
    changes.push({ label: "Colour", before: beforeColour, after: afterColour || "—" });
  }
  const afterSize = custom ? (after.customsize ?? "—") : sizeName(String(after.sizeid ?? ""));
  if (
    after.sizeid !== before.sizeid ||
    (after.customsize ?? null) !== (before.customsize ?? null)
  ) {
    changes.push({ label: "Size", before: product.sizeName ?? "—", after: afterSize || "—" });
  }
  if (custom && (after.description ?? null) !== (before.description ?? null)) {
    changes.push({
      label: "Description",
      before: product.description ?? "—",
      after: after.description ?? "—",
    });
  }
  if (after.customerid !== before.customerid) {
    changes.push({
      label: "Client",
      before: `${product.customerid} - ${product.customerName}`,
      after: customer ? customerPickerLabel(customer) : after.customerid,
    });
  }
  return changes;
}
