import {
  adminRepairRequestSchema,
  toRepairCreatePayload,
  type AdminRepairRequestInput,
  type AdminRepairRequestValues,
  type CustomerPickerItem,
} from "@lo/domain";
import { useEffect, useState } from "react";
import type { Path } from "react-hook-form";
import { Eyebrow } from "@/components/eyebrow";
import { useSchemaForm } from "@/components/form/form";
import { Link } from "@/components/link";
import { toast } from "@/components/ui/toast";
import { useCreateRepairRequest, useNoRepairProducts } from "@/components/repair-request-form/api";
import { EMPTY_BLOCK } from "@/components/repair-request-form/product-blocks";
import { Button } from "@/components/ui/button";
import { isApiError, serverMessageOr } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { CreateRequestConfirmation } from "./components/create-request-confirmation";
import { CreateRequestForm } from "./components/create-request-form";
import { CreateRequestSuccess } from "./components/create-request-success";

type Step =
  | { kind: "form" }
  | { kind: "confirm"; values: AdminRepairRequestValues }
  | { kind: "success"; repairId: string };

const EMPTY_FORM: AdminRepairRequestInput = {
  clientId: "",
  currentLocation: "",
  products: [{ ...EMPTY_BLOCK }],
};

/** requirements §8: with no id in the answer, a placeholder reference 'R-' and six digits. */
function placeholderReference(): string {
  return `R-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
}

/** Where the server's 400 issues (payload paths) belong on this form. */
function formField(path: string): Path<AdminRepairRequestInput> | undefined {
  if (path === "customeridnumber") return "clientId";
  if (path === "current_location") return "currentLocation";
  const line = /^repairlines\.(\d+)\.(serialno|problemdescription)$/.exec(path);
  if (!line) return undefined;
  const field = line[2] === "serialno" ? "productId" : "problemDescription";
  return `products.${Number(line[1])}.${field}`;
}

/** /admin/repairs/create: a repair request on a customer's behalf (docs/requirements.md §2). */
export default function AdminCreateRepairRequestPage() {
  useDocumentTitle("Create Repair Request");
  const [step, setStep] = useState<Step>({ kind: "form" });
  const [customer, setCustomer] = useState<CustomerPickerItem | null>(null);
  const create = useCreateRepairRequest();

  const form = useSchemaForm<AdminRepairRequestInput, AdminRepairRequestValues>(
    adminRepairRequestSchema,
    {
      // Both block-set messages can apply at once; keep every one.
      criteriaMode: "all",
      defaultValues: EMPTY_FORM,
    },
  );

  const clientId = customer?.idnumber ?? "";
  const products = useNoRepairProducts(clientId);
  // requirements §8: the customer's products failing to load empties the list and says why.
  useEffect(() => {
    if (!products.isError) return;
    toast.error("Error fetching products", {
      description: serverMessageOr(products.error, "Unknown error occurred"),
    });
  }, [products.isError, products.error]);
  const productList = products.isError ? [] : (products.data ?? []);

  const changeCustomer = (next: CustomerPickerItem | null) => {
    setCustomer(next);
    // A different customer has different products: every block starts again (requirements §2).
    form.setValue("clientId", next?.idnumber ?? "", { shouldValidate: form.formState.isSubmitted });
    form.setValue("products", [{ ...EMPTY_BLOCK }]);
    form.clearErrors("products");
  };

  const confirm = () => {
    if (step.kind !== "confirm" || !customer) return;
    create.mutate(toRepairCreatePayload(customer.idnumber, step.values), {
      onSuccess: (answer) => {
        const repairId = answer?.repairid ? String(answer.repairid) : placeholderReference();
        toast.success(answer?.message || "Repair Request Created", {
          description: `Repair request #${repairId} for ${customer.name} ${customer.surname} has been submitted.`,
        });
        form.reset(EMPTY_FORM);
        setCustomer(null);
        setStep({ kind: "success", repairId });
      },
      onError: (error) => {
        toast.error("Error", {
          description: serverMessageOr(error, "Failed to create repair request. Please try again."),
        });
        // Stay on the confirmation (requirements §4); going back shows where the problem is.
        if (isApiError(error)) {
          for (const issue of error.issues ?? []) {
            const field = formField(issue.path);
            if (field) form.setError(field, { type: "server", message: issue.message });
          }
          if (error.status === 400 || error.status === 409) void products.refetch();
        }
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="link" className="mb-6">
        <Link to="/admin/requests">
          <span aria-hidden="true">←</span> Back to Repair Requests
        </Link>
      </Button>
      <header className="mb-8">
        <Eyebrow>Workshop</Eyebrow>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Create Repair Request</h1>
        <p className="mt-3 text-muted-foreground">
          Raise a repair request on behalf of a customer, for their products that are not already in
          for repair.
        </p>
      </header>

      {step.kind === "success" ? (
        <CreateRequestSuccess repairId={step.repairId} />
      ) : step.kind === "confirm" && customer ? (
        <CreateRequestConfirmation
          customer={customer}
          values={step.values}
          products={productList}
          creating={create.isPending}
          onConfirm={confirm}
          onCancel={() => setStep({ kind: "form" })}
        />
      ) : (
        <CreateRequestForm
          form={form}
          customer={customer}
          onCustomerChange={changeCustomer}
          products={productList}
          productsLoading={customer !== null && products.isPending}
          onValid={(values) => setStep({ kind: "confirm", values })}
        />
      )}
    </div>
  );
}
