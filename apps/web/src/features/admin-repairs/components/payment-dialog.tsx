import {
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentFormSchema,
  workshopDateOf,
  type PaymentFormInput,
  type PaymentPayload,
} from "@lo/domain";
import { Controller } from "react-hook-form";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Field } from "@/components/ui/field";
import { OptionSelect, type SelectOption } from "@/components/ui/option-select";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useRecordPayment } from "../payments-api";

const KIND_OPTIONS = PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: PAYMENT_KIND_LABELS[kind],
}));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

function PaymentForm({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const record = useRecordPayment(requestId);
  const form = useSchemaForm<PaymentFormInput, PaymentPayload>(paymentFormSchema, {
    defaultValues: {
      kind: "payment",
      amountCents: "",
      method: "eft",
      reference: "",
      paidOn: workshopDateOf(new Date()),
    },
  });
  const { errors } = form.formState;
  const select = (
    name: "kind" | "method",
    id: string,
    label: string,
    options: readonly SelectOption[],
  ) => (
    <Field id={id} label={label} messages={errors[name]?.message}>
      {(props) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </Field>
  );
  return (
    <Form
      form={form}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={async (payload) => {
        try {
          const answer = await record.mutateAsync(payload);
          toast.success(answer.message);
          onClose();
        } catch (error) {
          toast.error(
            isApiError(error) ? error.message : "Nothing was recorded. Please try again.",
          );
        }
      }}
    >
      {select("kind", "payment-kind", "Payment or refund", KIND_OPTIONS)}
      <TextField
        name="amountCents"
        id="payment-amount"
        label="Amount (R)"
        required
        inputMode="decimal"
        placeholder="450.00"
      />
      {select("method", "payment-method", "Method", METHOD_OPTIONS)}
      <TextField name="paidOn" id="payment-date" label="Date paid" required type="date" />
      <TextField
        name="reference"
        id="payment-reference"
        label="Reference"
        description="The bank's or the card machine's reference, if any."
        className="sm:col-span-2"
      />
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          Record
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** An admin records a payment or a refund on a request (decision 096). */
export function PaymentDialog({
  requestId,
  open,
  onClose,
}: {
  requestId: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Record a payment"
      description={`A payment or a refund on request #${requestId}. Part payments are fine.`}
      className="max-w-lg"
    >
      <PaymentForm requestId={requestId} onClose={onClose} />
    </DialogPanel>
  );
}
