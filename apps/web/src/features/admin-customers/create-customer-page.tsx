import {
  API_MESSAGES,
  customerCreateSchema,
  formatCustomerDisplayName,
  toUserCreatePayload,
  type CustomerCreateValues,
  type UserCreatePayload,
} from "@lo/domain";
import { ArrowLeft, UserPlus } from "lucide-react";
import { useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { Form, useSchemaForm } from "@/components/form/form";
import { Link } from "@/components/link";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { isApiError, serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { getCustomerByIdnumber, isExistingIdError, useCreateCustomer } from "./api";
import {
  CUSTOMER_FORM_FIELDS,
  CustomerFormFields,
  type CustomerFormInput,
} from "./components/customer-form-fields";
import { closeUnlessBusy } from "./components/close-unless-busy";

const EMPTY_FORM: CustomerFormInput = {
  name: "",
  surname: "",
  email: "",
  cellphone: "",
  idnumber: "",
  issouthafrican: true,
  address: "",
  city: "",
  province: "",
  postalcode: "",
  country: "",
};

const EXISTING_ID_MESSAGE = "A customer with this ID already exists. Please use a different ID.";

function showExistingIdToast() {
  toast.error("Customer ID Already Exists", { description: EXISTING_ID_MESSAGE });
}

/** A refused create: the taken ID or e-mail, or the server's issues, on their fields. */
function showCreateFailed(error: unknown, setError: UseFormSetError<CustomerFormInput>) {
  if (isExistingIdError(error)) {
    setError("idnumber", { type: "server", message: EXISTING_ID_MESSAGE });
    showExistingIdToast();
    return;
  }
  applyServerIssues(error, CUSTOMER_FORM_FIELDS, setError);
  if (isApiError(error) && error.message === API_MESSAGES.emailExists) {
    setError("email", { type: "server", message: error.message });
  }
  toast.error("Error Creating Customer", {
    description: serverMessageOr(error, "An unexpected error occurred. Please try again."),
  });
}

function NewCustomerSummary({ customer }: { customer: UserCreatePayload }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-muted/60 p-4 text-sm">
      <dt className="text-muted-foreground">Name</dt>
      <dd className="font-medium break-words">
        {formatCustomerDisplayName(customer.name, customer.surname)}
      </dd>
      <dt className="text-muted-foreground">Customer ID</dt>
      <dd className="font-medium break-all">{customer.idnumber}</dd>
      <dt className="text-muted-foreground">Email</dt>
      <dd className="font-medium break-all">{customer.email}</dd>
      <dt className="text-muted-foreground">Contact</dt>
      <dd className="font-medium">{customer.cellphone}</dd>
      <dt className="text-muted-foreground">Country</dt>
      <dd className="font-medium">{customer.country}</dd>
    </dl>
  );
}

export default function CreateCustomerPage() {
  useDocumentTitle("Create Customer");
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<UserCreatePayload | null>(null);

  const form = useSchemaForm<CustomerFormInput, CustomerCreateValues>(customerCreateSchema, {
    // docs/requirements.md §5: a field's error shows once the field has been visited.
    mode: "onTouched",
    defaultValues: EMPTY_FORM,
  });
  const { setError } = form;

  const onValid = async (values: CustomerCreateValues) => {
    const payload = toUserCreatePayload(values);
    setChecking(true);
    try {
      // requirements §5: the list is checked for the ID first; one targeted lookup, not the list.
      if (await getCustomerByIdnumber(payload.idnumber)) {
        setError("idnumber", { type: "server", message: EXISTING_ID_MESSAGE });
        showExistingIdToast();
        return;
      }
    } catch {
      // The server checks again on create, so a failed pre-check need not stop the admin.
    } finally {
      setChecking(false);
    }
    setPending(payload);
  };

  const onInvalid = () => {
    toast.error("Please fix the errors", {
      description: "Some required fields are missing or invalid.",
    });
  };

  const confirmCreate = () => {
    if (!pending) return;
    create.mutate(pending, {
      onSuccess: (result) => {
        const name = formatCustomerDisplayName(pending.name, pending.surname);
        toast.success("Customer Created", {
          description: `${name} can now sign in with their ID number as password.`,
        });
        setPending(null);
        navigate("/admin/customers", {
          state: { highlight: result.idnumber || pending.idnumber },
        });
      },
      onError: (error) => {
        setPending(null);
        showCreateFailed(error, setError);
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/admin/customers">
          <ArrowLeft aria-hidden="true" />
          Back to Customers
        </Link>
      </Button>
      <header className="mt-4">
        <h1 className="text-3xl font-semibold sm:text-4xl">Create Customer</h1>
        <p className="mt-2 text-muted-foreground">
          The customer signs in with their e-mail and, the first time, their ID number as password;
          they choose their own password straight away. Fields marked{" "}
          <span className="text-destructive">*</span> are required.
        </p>
      </header>

      <Form
        form={form}
        aria-label="Create customer"
        onSubmit={onValid}
        onInvalid={onInvalid}
        className="mt-8 flex flex-col gap-8 rounded-lg border border-border bg-card p-6 shadow-card sm:p-8"
      >
        <CustomerFormFields idPrefix="create-customer" cellphoneRequired />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to="/admin/customers">Cancel</Link>
          </Button>
          <Button type="submit" disabled={checking || create.isPending}>
            {checking ? <Spinner /> : <UserPlus aria-hidden="true" />}
            Create Customer
          </Button>
        </div>
      </Form>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={closeUnlessBusy(create.isPending, () => setPending(null))}
        title="Create this customer?"
        description="Their first password will be their ID number, which they must change at their first sign-in."
        confirmLabel="Confirm & Create"
        pending={create.isPending}
        onConfirm={confirmCreate}
      >
        {pending ? <NewCustomerSummary customer={pending} /> : null}
      </ConfirmDialog>
    </div>
  );
}
