import { emailField } from "@lo/domain";
import { Send } from "lucide-react";
import { z } from "zod";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useOfferTransfer } from "./transfer-api";

type TransferDialogProps = {
  serialno: string;
  /** What the piece is, e.g. 'Belt, Chestnut' (the dialog names it). */
  label?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const recipientSchema = z.object({ email: emailField() });
type Recipient = z.infer<typeof recipientSchema>;

/** The owner names the recipient's e-mail; the piece and its history move once they accept. */
export function TransferDialog({ serialno, label, open, onOpenChange }: TransferDialogProps) {
  const form = useSchemaForm<Recipient>(recipientSchema, { defaultValues: { email: "" } });
  const offer = useOfferTransfer();

  const onSubmit = ({ email }: Recipient) =>
    offer.mutate(
      { serialno, email },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset();
          onOpenChange(false);
        },
        onError: (failure) =>
          form.setError("email", {
            type: "server",
            message: serverMessageOr(failure, "The transfer could not be sent."),
          }),
      },
    );

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (!offer.isPending) onOpenChange(next);
      }}
      className="max-w-lg"
      title="Transfer this piece"
      description={
        <>
          {label ? `${label}, ` : ""}serial number <span className="serial">{serialno}</span>. The
          person you name gets an e-mail with a link. Once they accept, the piece, its lifetime
          warranty and its whole repair history move to their account, and it no longer shows in
          yours. You can cancel until they accept.
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          name="email"
          id={`transfer-email-${serialno}`}
          label="Recipient's e-mail"
          required
          type="email"
          autoComplete="off"
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={offer.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <SubmitButton pending={offer.isPending} icon={Send}>
            Send transfer
          </SubmitButton>
        </div>
      </Form>
    </DialogPanel>
  );
}
