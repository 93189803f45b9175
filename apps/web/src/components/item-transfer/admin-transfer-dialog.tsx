import type { CustomerPickerItem } from "@lo/domain";
import { TRANSFER_MESSAGES } from "@lo/domain";
import { ArrowRightLeft } from "lucide-react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Form, useSchemaForm } from "@/components/form/form";
import { CustomerPicker } from "@/components/customer-picker/customer-picker";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useAdminTransfer } from "./transfer-api";

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

  const onSubmit = ({ customer }: NewOwner) =>
    transfer.mutate(
      { serialno, customeridnumber: customer?.idnumber ?? "" },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset();
          onOpenChange(false);
          onTransferred?.();
        },
        onError: (failure) =>
          form.setError("customer", {
            type: "server",
            message: serverMessageOr(failure, "The piece could not be moved."),
          }),
      },
    );

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (!transfer.isPending) onOpenChange(next);
      }}
      className="max-w-lg"
      title="Transfer to another customer"
      description={
        <>
          Serial number <span className="serial">{serialno}</span>
          {ownerName ? `, owned by ${ownerName}` : ""}. The piece and its whole history move to the
          customer you choose at once; any transfer its owner offered is cancelled.
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={transfer.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <SubmitButton pending={transfer.isPending} icon={ArrowRightLeft}>
            Transfer
          </SubmitButton>
        </div>
      </Form>
    </DialogPanel>
  );
}
