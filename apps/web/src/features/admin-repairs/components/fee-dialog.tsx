import {
  feePayloadSchema,
  formatRand,
  parseRand,
  PAYMENT_MESSAGES,
  standardFeesOf,
  type FeePayload,
} from "@lo/domain";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useAddFee, usePaymentSettings } from "../payments-api";

/** The fee form: the amount typed in rand. */
const feeFormSchema = feePayloadSchema.extend({
  amountCents: z.string().transform((value, context) => {
    const cents = parseRand(value);
    if (cents === null || cents < 1) {
      context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amount });
      return z.NEVER;
    }
    return cents;
  }),
});
type FeeFormInput = z.input<typeof feeFormSchema>;

/**
 * The workshop's standard fees from Settings (decision 097) as quick choices: one fills in the
 * description and the amount, which can still be changed. None while Settings has none.
 */
function StandardFees({ form }: { form: UseFormReturn<FeeFormInput, unknown, FeePayload> }) {
  const settings = usePaymentSettings();
  const fees = settings.data ? standardFeesOf(settings.data) : [];
  if (fees.length === 0) return null;
  const fill = (description: string, amountCents: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("description", description, options);
    form.setValue("amountCents", formatRand(amountCents).replace(/^R\s*/, ""), options);
    form.setFocus("amountCents");
  };
  return (
    <div role="group" aria-labelledby="fee-standard-label" className="flex flex-col gap-2">
      <span id="fee-standard-label" className="text-sm font-medium">
        Standard fees
      </span>
      <div className="flex flex-wrap gap-2">
        {fees.map((fee) => (
          <Button
            key={fee.description}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => fill(fee.description, fee.amountCents)}
          >
            {fee.description} · <span className="tabular-nums">{formatRand(fee.amountCents)}</span>
          </Button>
        ))}
      </div>
    </div>
  );
}

function FeeForm({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const add = useAddFee(requestId);
  const form = useSchemaForm<FeeFormInput, FeePayload>(feeFormSchema, {
    defaultValues: { description: "", amountCents: "" },
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (payload) => {
        try {
          const answer = await add.mutateAsync(payload);
          toast.success(answer.message);
          onClose();
        } catch (error) {
          toast.error(
            isApiError(error) ? error.message : "The fee was not added. Please try again.",
          );
        }
      }}
    >
      <StandardFees form={form} />
      <TextField name="description" id="fee-description" label="What it is for" required />
      <TextField
        name="amountCents"
        id="fee-amount"
        label="Amount (R), VAT included"
        required
        inputMode="decimal"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Add the fee
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** An admin adds a fee to a request (decision 096). */
export function FeeDialog({
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
      title="Add a fee"
      description={`A charge on request #${requestId} beside its quotes, such as an assessment or return postage.`}
      className="max-w-md"
    >
      <FeeForm requestId={requestId} onClose={onClose} />
    </DialogPanel>
  );
}
