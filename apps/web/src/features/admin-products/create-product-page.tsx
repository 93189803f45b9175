import { Eyebrow } from "@/components/eyebrow";
import { SubmitButton } from "@/components/form/submit-button";
import { LoadError } from "@/components/load-error";
import {
  API_MESSAGES,
  productCreateSchema,
  toProductCreatePayload,
  type ProductCreateValues,
} from "@lo/domain";
import { ArrowLeft, PackagePlus } from "lucide-react";
import { Form } from "@/components/form/form";
import { Link } from "@/components/link";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCustomerSearch } from "@/components/customer-picker/use-customer-search";
import { useCreateProduct } from "./api";
import { EMPTY_PRODUCT_FORM, PRODUCT_FORM_FIELDS } from "./components/product-form";
import { useProductForm } from "./components/use-product-form";
import { ProductFields } from "./components/product-fields";
import { PRODUCT_SCREEN_MESSAGES } from "./messages";

const { createFailed, existsDescription, existsTitle, requiredDataFailed } =
  PRODUCT_SCREEN_MESSAGES;

function BackLink() {
  return (
    <Button asChild variant="ghost" className="-ml-3 self-start">
      <Link to="/admin/products">
        <ArrowLeft aria-hidden="true" />
        Back to Products
      </Link>
    </Button>
  );
}

export default function CreateProductPage() {
  useDocumentTitle("Create Product");
  const navigate = useNavigate();
  const create = useCreateProduct();
  // The picker's first list; failing it means no owner can be chosen (docs/requirements.md §8).
  const customers = useCustomerSearch("");
  const { form, types, fields } = useProductForm<ProductCreateValues>(
    productCreateSchema,
    EMPTY_PRODUCT_FORM,
    null,
  );

  const onSubmit = (values: ProductCreateValues) => {
    const payload = toProductCreatePayload(values);
    create.mutate(payload, {
      onSuccess: (response) => {
        const id = response.id || payload.serialno;
        toast.success("Product Created", { description: `Product ${id} has been created.` });
        navigate("/admin/products", { state: { highlight: id } });
      },
      onError: (error) => {
        if (isApiError(error) && error.message === API_MESSAGES.productExists) {
          form.setError("serialno", {
            type: "server",
            message: "A product with this serial number already exists.",
          });
          form.setFocus("serialno");
          toast.error(existsTitle, { description: existsDescription });
          return;
        }
        applyServerIssues(error, PRODUCT_FORM_FIELDS, form.setError);
        // Title: requirements §8's; the server's reason (e.g. an owner who is not a customer) helps.
        toast.error(createFailed, {
          description: isApiError(error) && error.fromServer ? error.message : undefined,
        });
      },
    });
  };

  const loadFailed = types.isError || customers.isError;
  const loading = types.isPending || customers.isPending;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink />
      <header>
        <Eyebrow>Workshop</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Create Product</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Record a newly made piece and the customer who owns it. Fields marked * are required.
        </p>
      </header>

      {loadFailed ? (
        <LoadError
          className="items-start rounded-lg border border-destructive/40 bg-card p-6 shadow-card"
          message={requiredDataFailed}
          onRetry={() => {
            void types.refetch();
            void customers.refetch();
          }}
        />
      ) : loading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading…
        </p>
      ) : (
        <Form
          form={form}
          onSubmit={onSubmit}
          aria-label="Create product"
          className="flex flex-col gap-6 rounded-lg border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <ProductFields {...fields} mode="create" />
          <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to="/admin/products">Cancel</Link>
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Creating…" icon={PackagePlus}>
              Create Product
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
