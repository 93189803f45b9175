import { emailField } from "@lo/domain";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
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

const recipientEmail = emailField();

/** The owner names the recipient's e-mail; the piece and its history move once they accept. */
export function TransferDialog({ serialno, label, open, onOpenChange }: TransferDialogProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const offer = useOfferTransfer();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = recipientEmail.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    offer.mutate(
      { serialno, email: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setEmail("");
          onOpenChange(false);
        },
        onError: (failure) => setError(serverMessageOr(failure, "The transfer could not be sent.")),
      },
    );
  };

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field
          id={`transfer-email-${serialno}`}
          label="Recipient's e-mail"
          required
          messages={error}
        >
          <Input
            type="email"
            autoComplete="off"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={offer.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={offer.isPending}>
            {offer.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            Send transfer
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
