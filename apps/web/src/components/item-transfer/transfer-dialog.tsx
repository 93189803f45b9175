import { emailField } from "@lo/domain";
import { Send } from "lucide-react";
import { z } from "zod";
import { TextField, useSchemaForm } from "@/components/form/form";
import { useOfferTransfer } from "./transfer-api";
import { TransferFormDialog } from "./transfer-form-dialog";

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

  return (
    <TransferFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Transfer this piece"
      description={
        <>
          {label ? `${label}, ` : ""}serial number <span className="serial">{serialno}</span>. The
          person you name gets an e-mail with a link. Once they accept, the piece, its lifetime
          warranty and its whole repair history move to their account, and it no longer shows in
          yours. You can cancel until they accept.
        </>
      }
      form={form}
      call={offer}
      toBody={({ email }) => ({ serialno, email })}
      errorField="email"
      failure="The transfer could not be sent."
      submitIcon={Send}
      submitLabel="Send transfer"
    >
      <TextField
        name="email"
        id={`transfer-email-${serialno}`}
        label="Recipient's e-mail"
        required
        type="email"
        autoComplete="off"
        autoFocus
      />
    </TransferFormDialog>
  );
}
