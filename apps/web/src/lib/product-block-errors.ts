import { REPAIR_REQUEST_MESSAGES, type RepairRequestInput } from "@lo/domain";
import type { FieldError, FieldErrors, FieldPath } from "react-hook-form";
import { fieldErrorMessages } from "./form-errors";

/** What react-hook-form holds for the `products` field array of a repair request form. */
type ProductBlocksError = FieldErrors<RepairRequestInput>["products"];

/** The error about the set of blocks as a whole: the field array's root, or the array itself. */
function setError(error: ProductBlocksError): FieldError | undefined {
  return error?.root ?? (error?.type ? (error as FieldError) : undefined);
}

/**
 * The messages about a request's product blocks as a whole (docs/requirements.md §5), shared by the
 * customer's and the admin's forms: 'Please select at least one product.' and the like. 'All
 * problem descriptions are required.' is left out: each blank description carries it under itself,
 * and it goes away as that description is filled in.
 */
export function productBlockSetMessages(error: ProductBlocksError): string[] {
  return fieldErrorMessages(setError(error)).filter(
    (message) => message !== REPAIR_REQUEST_MESSAGES.problemDescriptions,
  );
}

/**
 * Call when a product is picked. react-hook-form re-checks only the field that changed, so a
 * set-level message ('Please select at least one product.') would otherwise stay until the next
 * submit. Its usual path, `products.root`, is where field-array errors live but is missing from
 * the types; with no block mounted yet the resolver puts it on `products` itself.
 */
export function clearProductBlockSetError(
  error: ProductBlocksError,
  clearErrors: (name: FieldPath<RepairRequestInput>) => void,
): void {
  if (error?.root) clearErrors("products.root" as FieldPath<RepairRequestInput>);
  else if (error?.type) clearErrors("products");
}
