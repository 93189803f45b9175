import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { useProductAttributes } from "../api";
import type { ProductFormInput } from "./product-form";

/**
 * A product form (create or edit) checked by `schema` once a field has been visited, and the
 * colours and sizes of the catalogue type it has chosen (none for Custom).
 */
export function useProductForm<Values>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: ProductFormInput,
) {
  const form = useForm<ProductFormInput, unknown, Values>({
    // The form holds strings; the schema's output is what the payload is built from.
    resolver: zodResolver(schema) as unknown as Resolver<ProductFormInput, unknown, Values>,
    mode: "onTouched",
    defaultValues,
  });
  const producttypeid = form.watch("producttypeid");
  const isCustom = form.watch("isCustom");
  const attributes = useProductAttributes(
    producttypeid && !isCustom ? Number(producttypeid) : undefined,
  );
  return { form, producttypeid, attributes };
}
