import { LoadError } from "@/components/load-error";
import {
  productEditSchema,
  toProductUpdatePayload,
  type CustomerPickerItem,
  type ProductEditValues,
  type ProductRecord,
} from "@lo/domain";
import type { ReactNode } from "react";
import { Form } from "@/components/form/form";
import { useConfirmedEdit } from "@/components/form/use-confirmed-edit";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateProduct } from "../api";
import { PRODUCT_SCREEN_MESSAGES } from "../messages";
import { ConfirmProductUpdate } from "./confirm-product-update";
import { describeProductChanges, productToForm } from "./product-changes";
import { ProductFields } from "./product-fields";
import { PRODUCT_FORM_FIELDS } from "./product-form";
import { useProductForm } from "./use-product-form";

const { editLoadFailed, updateFailed } = PRODUCT_SCREEN_MESSAGES;

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

type EditProductDialogProps = { product: ProductRecord; onClose: () => void };

/** The owner as the picker shows it before the admin picks another. */
function productOwner(product: ProductRecord): CustomerPickerItem {
  return { idnumber: product.customerid, name: product.customerName, surname: "" };
}

/**
 * docs/requirements.md §5 product edit: the serial number is read-only, a new type brings its own
 * colours and sizes, the owner is searched by name or ID; saving asks for confirmation first.
 */
export function EditProductDialog({ product, onClose }: EditProductDialogProps) {
  const update = useUpdateProduct();
  const initial = productToForm(product);
  const { form, producttypeid, attributes, types, customer, fields } =
    useProductForm<ProductEditValues>(productEditSchema, initial, productOwner(product));
  const typeChanged = producttypeid !== initial.producttypeid;

  // The product's own type failing to load means the form cannot be trusted; a type chosen
  // afterwards failing only affects its colour and size choices.
  const loadFailed = types.isError || (!typeChanged && attributes.isError);

  const edit = useConfirmedEdit({
    form,
    changesOf: (values) =>
      describeProductChanges(product, initial, values, {
        types: types.data ?? [],
        attributes: attributes.data,
        customer,
      }),
    mutation: update,
    variables: (values) => ({
      serialno: product.serialno,
      payload: toProductUpdatePayload(values),
    }),
    saved: () => ["Product Updated", `Product ${product.serialno} has been updated.`],
    failed: updateFailed,
    fields: PRODUCT_FORM_FIELDS,
    onClose,
  });

  return (
    <>
      <DialogPanel
        open
        onOpenChange={(open) => !open && onClose()}
        className="max-w-2xl"
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
          <Form form={form} id="edit-product-form" aria-label="Edit product" onSubmit={edit.review}>
            <ProductFields {...fields} mode="edit" />
          </Form>
        </EditProductBody>

        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="edit-product-form"
            disabled={loadFailed || types.isPending || edit.saving}
          >
            {edit.saving ? <Spinner /> : null}
            Save Changes
          </Button>
        </DialogFooter>
      </DialogPanel>

      <ConfirmProductUpdate
        serialno={product.serialno}
        changes={edit.pending?.changes}
        onCancel={edit.back}
        saving={edit.saving}
        onConfirm={edit.confirm}
      />
    </>
  );
}
