import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";

type TransferFormDialogProps<Input extends FieldValues, Values> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the transfer is on its way: the dialog stays open and its buttons are held. */
  pending: boolean;
  title: string;
  description: ReactNode;
  form: UseFormReturn<Input, unknown, Values>;
  onSubmit: (values: Values) => unknown;
  submitIcon: LucideIcon;
  submitLabel: string;
  /** The form's one field. */
  children: ReactNode;
};

/** A transfer's dialog: whom the piece goes to, then Cancel and the button that sends it. */
export function TransferFormDialog<Input extends FieldValues, Values = Input>({
  open,
  onOpenChange,
  pending,
  title,
  description,
  form,
  onSubmit,
  submitIcon,
  submitLabel,
  children,
}: TransferFormDialogProps<Input, Values>) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      className="max-w-lg"
      title={title}
      description={description}
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <SubmitButton pending={pending} icon={submitIcon}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </DialogPanel>
  );
}

/**
 * What a transfer's form does with the server's answer: its message as a toast, the form emptied
 * and `done`; or, when it fails, the server's reason (else `fallback`) under the form's `field`.
 */
export function transferOutcome<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  field: Path<Input>,
  fallback: string,
  done: () => void,
) {
  return {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      form.reset();
      done();
    },
    onError: (failure: unknown) =>
      form.setError(field, { type: "server", message: serverMessageOr(failure, fallback) }),
  };
}
