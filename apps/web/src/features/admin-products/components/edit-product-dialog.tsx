import { LoadError } from "@/components/load-error";
import {
  productEditSchema,
  toProductUpdatePayload,
  type CustomerPickerItem,
  type ProductEditValues,
  type ProductRecord,
} from "@lo/domain";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useUpdateProduct } from "../api";
import { PRODUCT_SCREEN_MESSAGES } from "../messages";
import { ConfirmProductUpdate } from "./confirm-product-update";
import { describeProductChanges, productToForm, type ProductChange } from "./product-changes";
import { ProductFields } from "./product-fields";
import { PRODUCT_FORM_FIELDS } from "./product-form";
import { useProductForm } from "./use-product-form";

const { editLoadFailed, updateFailed } = PRODUCT_SCREEN_MESSAGES;

type PendingEdit = { values: ProductEditValues; changes: ProductChange[] };

type EditProductBodyProps = {
  loadFailed: boolean;
  loading: boolean;
  onRetry: () => void;
  children: ReactNode;
};

/** The form, once what it needs has loaded. */
function EditProductBody({ loadFailed, loading, onRetry, children }: EditProductBodyProps) {
  if (loadFailed) {
    return <LoadError className="items-start py-2" message={editLoadFailed} onRetry={onRetry} />;
  }
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
        <Spinner /> Loading product details…
      </p>
    );
  }
  return children;
}

type EditProductDialogProps = {
  product: ProductRecord;
  onClose: () => void;
  /** Where focus goes when the dialog closes (it was opened from a table row's button). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The owner as the picker shows it before the admin picks another. */
function productOwner(product: ProductRecord): CustomerPickerItem {
  return { idnumber: product.customerid, name: product.customerName, surname: "" };
}

/**
 * docs/requirements.md §5 product edit: the serial number is read-only, a new type brings its own
 * colours and sizes, the owner is searched by name or ID; saving asks for confirmation first.
 */
export function EditProductDialog({ product, onClose, onCloseAutoFocus }: EditProductDialogProps) {
  const update = useUpdateProduct();
  const initial = productToForm(product);
  const { form, producttypeid, attributes, types, customer, fields } =
    useProductForm<ProductEditValues>(productEditSchema, initial, productOwner(product));
  const saveButton = useRef<HTMLButtonElement | null>(null);
  const [pending, setPending] = useState<PendingEdit | null>(null);

  const typeChanged = producttypeid !== initial.producttypeid;

  // The product's own type failing to load means the form cannot be trusted; a type chosen
  // afterwards failing only affects its colour and size choices.
  const loadFailed = types.isError || (!typeChanged && attributes.isError);

  const onValid = (values: ProductEditValues) => {
    const changes = describeProductChanges(product, initial, values, {
      types: types.data ?? [],
      attributes: attributes.data,
      customer,
    });
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
      <DialogPanel
        open
        onOpenChange={(open) => !open && onClose()}
        className="max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        title="Edit Product"
        description={
          <>
            Serial number <span className="serial font-medium">{product.serialno}</span> cannot
            change. Fields marked * are required.
          </>
        }
      >
        <EditProductBody
          loadFailed={loadFailed}
          loading={types.isPending}
          onRetry={() => {
            void types.refetch();
            void attributes.refetch();
          }}
        >
          <form
            id="edit-product-form"
            noValidate
            aria-label="Edit product"
            onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          >
            <ProductFields {...fields} mode="edit" />
          </form>
        </EditProductBody>

        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            ref={saveButton}
            type="submit"
            form="edit-product-form"
            disabled={loadFailed || types.isPending || update.isPending}
          >
            {update.isPending ? <Spinner /> : null}
            Save Changes
          </Button>
        </DialogFooter>
      </DialogPanel>

      <ConfirmProductUpdate
        serialno={product.serialno}
        changes={pending?.changes}
        onCancel={() => setPending(null)}
        saveButton={saveButton}
        saving={update.isPending}
        onConfirm={save}
      />
    </>
  );
}
