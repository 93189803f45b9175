import type { CustomerPickerItem } from "@lo/domain";
import { TRANSFER_MESSAGES } from "@lo/domain";
import { ArrowRightLeft } from "lucide-react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useSchemaForm } from "@/components/form/form";
import { CustomerPicker } from "@/components/customer-picker/customer-picker";
import { Field } from "@/components/ui/field";
import { useAdminTransfer } from "./transfer-api";
import { TransferFormDialog } from "./transfer-form-dialog";

type AdminTransferDialogProps = {
  serialno: string;
  /** The current owner's name, shown so the admin knows what they change. */
  ownerName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the piece moved (e.g. to refresh the page the dialog sits on). */
  onTransferred?: () => void;
};

const newOwnerSchema = z.object({
  customer: z.custom<CustomerPickerItem | null>((value) => value != null, {
    error: TRANSFER_MESSAGES.customerRequired,
  }),
});
type NewOwner = { customer: CustomerPickerItem | null };

/** An admin moves a piece straight to an existing customer (recorded and audited). */
export function AdminTransferDialog({
  serialno,
  ownerName,
  open,
  onOpenChange,
  onTransferred,
}: AdminTransferDialogProps) {
  const form = useSchemaForm<NewOwner>(newOwnerSchema, { defaultValues: { customer: null } });
  const transfer = useAdminTransfer();
  const pickerId = `admin-transfer-${serialno}`;
  const error = form.formState.errors.customer?.message;

  return (
    <TransferFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Transfer to another customer"
      description={
        <>
          Serial number <span className="serial">{serialno}</span>
          {ownerName ? `, owned by ${ownerName}` : ""}. The piece and its whole history move to the
          customer you choose at once; any transfer its owner offered is cancelled.
        </>
      }
      form={form}
      call={transfer}
      toBody={({ customer }) => ({ serialno, customeridnumber: customer?.idnumber ?? "" })}
      errorField="customer"
      failure="The piece could not be moved."
      onTransferred={onTransferred}
      submitIcon={ArrowRightLeft}
      submitLabel="Transfer"
    >
      <Field id={pickerId} label="New owner" required messages={error}>
        {(control) => (
          <Controller
            control={form.control}
            name="customer"
            render={({ field }) => (
              <CustomerPicker
                {...control}
                value={field.value}
                onChange={field.onChange}
                placeholder="Search by name, e-mail or ID number"
              />
            )}
          />
        )}
      </Field>
    </TransferFormDialog>
  );
}
