import { LoadError } from "@/components/load-error";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CUSTOM_PRODUCT_TYPE,
  customerPickerLabel,
  productEditSchema,
  toProductUpdatePayload,
  type CustomerPickerItem,
  type ProductEditValues,
  type ProductRecord,
} from "@lo/domain";
import { useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useProductAttributes, useProductTypes, useUpdateProduct } from "../api";
import { PRODUCT_SCREEN_MESSAGES } from "../messages";
import { ProductFields } from "./product-fields";
import { PRODUCT_FORM_FIELDS, type ProductFormInput } from "./product-form";

const { editLoadFailed, attributesLoadFailed, updateFailed } = PRODUCT_SCREEN_MESSAGES;

function productToForm(product: ProductRecord): ProductFormInput {
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

type Change = { label: string; before: string; after: string };

type EditProductDialogProps = {
  product: ProductRecord;
  onClose: () => void;
  /** Where focus goes when the dialog closes (it was opened from a table row's button). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * SPEC §5 product edit: the serial number is read-only, a new type brings its own colours and
 * sizes, the owner is searched by name or ID; saving asks for confirmation first.
 */
export function EditProductDialog({ product, onClose, onCloseAutoFocus }: EditProductDialogProps) {
  const update = useUpdateProduct();
  const types = useProductTypes();
  const initial = productToForm(product);
  const form = useForm<ProductFormInput, unknown, ProductEditValues>({
    resolver: zodResolver(productEditSchema) as unknown as Resolver<
      ProductFormInput,
      unknown,
      ProductEditValues
    >,
    mode: "onTouched",
    defaultValues: initial,
  });
  const [customer, setCustomer] = useState<CustomerPickerItem | null>({
    idnumber: product.customerid,
    name: product.customerName,
    surname: "",
  });
  const saveButton = useRef<HTMLButtonElement | null>(null);
  const [pending, setPending] = useState<{ values: ProductEditValues; changes: Change[] } | null>(
    null,
  );

  const producttypeid = form.watch("producttypeid");
  const isCustom = form.watch("isCustom");
  const typeId = producttypeid && !isCustom ? Number(producttypeid) : undefined;
  const attributes = useProductAttributes(typeId);
  const typeChanged = producttypeid !== initial.producttypeid;

  // The product's own type failing to load means the form cannot be trusted; a type chosen
  // afterwards failing only affects its colour and size choices.
  const loadFailed = types.isError || (!typeChanged && attributes.isError);
  const loading = types.isPending;

  const typeName = (id: string) =>
    types.data?.find((type) => String(type.producttypeid) === id)?.name ?? "";
  const colourName = (id: string) =>
    attributes.data?.colors.find((c) => String(c.colourid) === id)?.name ?? "";
  const sizeName = (id: string) =>
    attributes.data?.sizes.find((s) => String(s.sizeid) === id)?.name ?? "";

  const describeChanges = (values: ProductEditValues): Change[] => {
    const after = toProductUpdatePayload(values);
    // The form's strings are what the edit schema outputs, so the stored product converts alike.
    const before = toProductUpdatePayload(initial as unknown as ProductEditValues);
    const changes: Change[] = [];
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
      changes.push({ label: "Color", before: beforeColour, after: afterColour || "—" });
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
  };

  const onValid = (values: ProductEditValues) => {
    const changes = describeChanges(values);
    if (changes.length === 0) {
      toast.info("No Changes", { description: "Nothing has changed." });
      onClose();
      return;
    }
    setPending({ values, changes });
  };

  const save = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({
        serialno: product.serialno,
        payload: toProductUpdatePayload(pending.values),
      });
      toast.success("Product Updated", {
        description: `Product ${product.serialno} has been updated.`,
      });
      setPending(null);
      onClose();
    } catch (error) {
      setPending(null);
      applyServerIssues(error, PRODUCT_FORM_FIELDS, form.setError);
      toast.error("Error", { description: serverMessageOr(error, updateFailed) });
    }
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Edit Product</DialogTitle>
            <DialogDescription>
              Serial number <span className="font-mono font-medium">{product.serialno}</span> cannot
              change. Fields marked * are required.
            </DialogDescription>
          </DialogHeader>

          {loadFailed ? (
            <LoadError
              className="items-start py-2"
              message={editLoadFailed}
              onRetry={() => {
                void types.refetch();
                void attributes.refetch();
              }}
            />
          ) : loading ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <Spinner /> Loading product details…
            </p>
          ) : (
            <form
              id="edit-product-form"
              noValidate
              aria-label="Edit product"
              onSubmit={(event) => void form.handleSubmit(onValid)(event)}
            >
              <ProductFields
                form={form}
                types={types.data ?? []}
                attributes={attributes.data}
                attributesLoading={attributes.isFetching}
                attributesError={attributes.isError ? attributesLoadFailed : undefined}
                customer={customer}
                onCustomer={setCustomer}
                mode="edit"
              />
            </form>
          )}

          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              ref={saveButton}
              type="submit"
              form="edit-product-form"
              disabled={loadFailed || loading || update.isPending}
            >
              {update.isPending ? <Spinner /> : null}
              Save Changes
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onCloseAutoFocus={(event) => {
          // Saved: the edit dialog closes too and returns focus to the table. Cancelled:
          // back to the button that asked for confirmation.
          event.preventDefault();
          saveButton.current?.focus();
        }}
        title="Confirm Product Update"
        description={
          <>These changes to {product.serialno} will be saved. This action cannot be undone.</>
        }
        confirmLabel="Confirm & Save"
        pending={update.isPending}
        onConfirm={save}
      >
        <dl className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3 text-sm">
          {pending?.changes.map((change) => (
            <div key={change.label} className="grid grid-cols-[7rem_1fr] gap-2">
              <dt className="font-medium">{change.label}</dt>
              <dd className="break-words">
                <span className="text-muted-foreground line-through">{change.before}</span>
                {" → "}
                <span className="font-medium">{change.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      </ConfirmDialog>
    </>
  );
}
