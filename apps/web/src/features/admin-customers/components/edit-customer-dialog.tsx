import { zodResolver } from "@hookform/resolvers/zod";
import {
  customerEditSchema,
  formatCustomerDisplayName,
  formatPostalCode,
  toCustomerUpdatePayload,
  type CustomerEditValues,
  type CustomerRecord,
  type CustomerUpdatePayload,
} from "@lo/domain";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { useUpdateCustomer } from "../api";
import {
  CUSTOMER_FORM_FIELDS,
  CustomerFormFields,
  type CustomerFormInput,
} from "./customer-form-fields";

const FIELD_LABELS: Record<keyof CustomerUpdatePayload, string> = {
  name: "Name",
  surname: "Surname",
  email: "Email",
  cellphone: "Contact Number",
  issouthafrican: "South African citizen",
  address: "Street Address",
  city: "City",
  province: "Province",
  postalcode: "Postal Code",
  country: "Country",
};

export function customerToForm(customer: CustomerRecord): CustomerFormInput {
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    cellphone: customer.contactNumber ?? "",
    idnumber: customer.customerId,
    issouthafrican: customer.isSouthAfrican,
    address: customer.street ?? "",
    city: customer.city ?? "",
    province: customer.province ?? "",
    postalcode: formatPostalCode(customer.postalCode, customer.isSouthAfrican),
    country: customer.isSouthAfrican ? "" : (customer.country ?? ""),
  };
}

/** The fields whose saved value would change; none means there is nothing to save. */
export function changedFields(
  before: CustomerUpdatePayload,
  after: CustomerUpdatePayload,
): (keyof CustomerUpdatePayload)[] {
  return (Object.keys(FIELD_LABELS) as (keyof CustomerUpdatePayload)[]).filter((key) => {
    const a = before[key];
    const b = after[key];
    return key === "email" ? String(a).toLowerCase() !== String(b).toLowerCase() : a !== b;
  });
}

type EditCustomerDialogProps = {
  customer: CustomerRecord;
  onClose: () => void;
  /** Where focus goes when the dialog closes (it was opened from code, not a trigger). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * docs/requirements.md §5 edit rules: the edit schema validates; saving nothing new just closes;
 * otherwise a confirmation lists what changes before anything is sent.
 */
export function EditCustomerDialog({
  customer,
  onClose,
  onCloseAutoFocus,
}: EditCustomerDialogProps) {
  const update = useUpdateCustomer();
  const initial = customerToForm(customer);
  const [pending, setPending] = useState<{
    payload: CustomerUpdatePayload;
    changes: (keyof CustomerUpdatePayload)[];
  } | null>(null);
  const form = useForm<CustomerFormInput, unknown, CustomerEditValues>({
    // The form always holds a string contact number, which the edit schema (optional) accepts.
    resolver: zodResolver(customerEditSchema) as unknown as Resolver<
      CustomerFormInput,
      unknown,
      CustomerEditValues
    >,
    mode: "onTouched",
    defaultValues: initial,
  });
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;

  const onValid = (values: CustomerEditValues) => {
    const payload = toCustomerUpdatePayload(values);
    const before = toCustomerUpdatePayload(initial as CustomerEditValues);
    const changes = changedFields(before, payload);
    if (changes.length === 0) {
      onClose();
      return;
    }
    setPending({ payload, changes });
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ idnumber: customer.customerId, payload: pending.payload });
      toast.success("Customer Updated", {
        description: `${formatCustomerDisplayName(pending.payload.name, pending.payload.surname)}'s details were saved.`,
      });
      setPending(null);
      onClose();
    } catch (error) {
      setPending(null);
      applyServerIssues(error, CUSTOMER_FORM_FIELDS, form.setError);
      toast.error("Error", {
        description: serverMessageOr(error, "Failed to update customer. Please try again."),
      });
    }
  };

  return (
    <>
      <DialogPanel
        open
        onOpenChange={(open) => {
          if (!open && !update.isPending) onClose();
        }}
        className="max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        title="Edit Customer"
        description={<>Update the details of {name}.</>}
      >
        <form
          noValidate
          aria-label="Edit customer"
          onSubmit={form.handleSubmit(onValid)}
          className="flex flex-col gap-6"
        >
          <CustomerFormFields
            form={form}
            idPrefix="edit-customer"
            cellphoneRequired={false}
            idReadOnly
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogPanel>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setPending(null);
        }}
        title={<>Save changes to {name}?</>}
        description="These details will change:"
        confirmLabel="Confirm"
        pending={update.isPending}
        onConfirm={confirm}
      >
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {pending?.changes.map((key) => (
            <li key={key}>{FIELD_LABELS[key]}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
