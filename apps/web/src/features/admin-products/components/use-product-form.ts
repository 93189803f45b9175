import type { CustomerPickerItem } from "@lo/domain";
import { useState } from "react";
import { useSchemaForm, type FormSchema } from "@/components/form/form";
import { useProductAttributes, useProductTypes } from "../api";
import type { ProductFormInput } from "./product-form";

/**
 * A product form (create or edit) checked by `schema` once a field has been visited, with what
 * its fields need: the product types, the colours and sizes of the catalogue type it has chosen
 * (none for Custom) and the chosen owner. `fields` goes to <ProductFields> as it is.
 */
export function useProductForm<Values>(
  schema: FormSchema,
  defaultValues: ProductFormInput,
  owner: CustomerPickerItem | null,
) {
  const types = useProductTypes();
  const [customer, setCustomer] = useState<CustomerPickerItem | null>(owner);
  // The form holds strings; the schema's output is what the payload is built from.
  const form = useSchemaForm<ProductFormInput, Values>(schema, {
    mode: "onTouched",
    defaultValues,
  });
  const producttypeid = form.watch("producttypeid");
  const isCustom = form.watch("isCustom");
  const attributes = useProductAttributes(
    producttypeid && !isCustom ? Number(producttypeid) : undefined,
  );
  const fields = {
    form,
    types: types.data ?? [],
    attributes,
    customer,
    onCustomer: setCustomer,
  };
  return { form, producttypeid, attributes, types, customer, fields };
}
