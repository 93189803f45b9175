import {
  customerEditSchema,
  formatCustomerDisplayName,
  formatPostalCode,
  toCustomerUpdatePayload,
  type CustomerEditValues,
  type CustomerRecord,
  type CustomerUpdatePayload,
} from "@lo/domain";
import { CUSTOMER_FIELD_LABELS } from "@/components/customer-fields/customer-field-labels";
import { Form, useSchemaForm } from "@/components/form/form";
import { useConfirmedEdit } from "@/components/form/use-confirmed-edit";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { useUpdateCustomer } from "../api";
import {
  CUSTOMER_FORM_FIELDS,
  CustomerFormFields,
  type CustomerFormInput,
} from "./customer-form-fields";
import { closeUnlessBusy } from "./close-unless-busy";

/** What an edit may change (all but the ID number), in the order the confirmation lists it. */
const UPDATE_FIELDS = CUSTOMER_FORM_FIELDS.filter(
  (name): name is Exclude<typeof name, "idnumber"> => name !== "idnumber",
);

const FIELD_LABELS = CUSTOMER_FIELD_LABELS.staff;

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
  return UPDATE_FIELDS.filter((key) => {
    const a = before[key];
    const b = after[key];
    return key === "email" ? String(a).toLowerCase() !== String(b).toLowerCase() : a !== b;
  });
}

type EditCustomerDialogProps = { customer: CustomerRecord; onClose: () => void };

/**
 * docs/requirements.md §5 edit rules: the edit schema validates; a confirmation lists what changes
 * before anything is sent (the one confirmed edit, components/form/use-confirmed-edit.ts).
 */
export function EditCustomerDialog({ customer, onClose }: EditCustomerDialogProps) {
  const update = useUpdateCustomer();
  const initial = customerToForm(customer);
  // The form always holds a string contact number, which the edit schema (optional) accepts.
  const form = useSchemaForm<CustomerFormInput, CustomerEditValues>(customerEditSchema, {
    mode: "onTouched",
    defaultValues: initial,
  });
  const before = toCustomerUpdatePayload(initial as CustomerEditValues);
  const edit = useConfirmedEdit({
    form,
    changesOf: (values) => changedFields(before, toCustomerUpdatePayload(values)),
    mutation: update,
    variables: (values) => ({
      idnumber: customer.customerId,
      payload: toCustomerUpdatePayload(values),
    }),
    saved: (values) => [
      "Customer Updated",
      `${formatCustomerDisplayName(values.name, values.surname)}'s details were saved.`,
    ],
    failed: "Failed to update customer. Please try again.",
    fields: CUSTOMER_FORM_FIELDS,
    onClose,
  });
  const name = formatCustomerDisplayName(customer.name, customer.surname) || customer.id;

  return (
    <>
      <DialogPanel
        open
        onOpenChange={closeUnlessBusy(edit.saving, onClose)}
        className="max-w-2xl"
        title="Edit Customer"
        description={<>Update the details of {name}.</>}
      >
        <Form
          form={form}
          aria-label="Edit customer"
          onSubmit={edit.review}
          className="flex flex-col gap-6"
        >
          <CustomerFormFields idPrefix="edit-customer" cellphoneRequired={false} idReadOnly />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={edit.saving}>
              Save Changes
            </Button>
          </DialogFooter>
        </Form>
      </DialogPanel>

      <ConfirmDialog
        open={edit.pending !== null}
        onOpenChange={closeUnlessBusy(edit.saving, edit.back)}
        title={<>Save changes to {name}?</>}
        description="These details will change:"
        confirmLabel="Confirm"
        pending={edit.saving}
        onConfirm={edit.confirm}
      >
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {edit.pending?.changes.map((key) => (
            <li key={key}>{FIELD_LABELS[key]}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
