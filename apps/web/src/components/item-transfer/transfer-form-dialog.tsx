import type { MutateOptions } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";

/** The call that moves the piece (transfer-api.ts): what it sends, and whether it is on its way. */
type TransferCall<Body> = {
  mutate: (body: Body, options: MutateOptions<{ message: string }, Error, Body>) => void;
  isPending: boolean;
};

type TransferFormDialogProps<Input extends FieldValues, Values, Body> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  form: UseFormReturn<Input, unknown, Values>;
  call: TransferCall<Body>;
  /** What the call sends for the form's values. */
  toBody: (values: Values) => Body;
  /** The field under which the server's reason for a refusal is shown. */
  errorField: Path<Input>;
  /** The reason shown when the server gives none. */
  failure: string;
  /** After the piece moved and the dialog closed (e.g. to refresh the page it sits on). */
  onTransferred?: (() => void) | undefined;
  submitIcon: LucideIcon;
  submitLabel: string;
  /** The form's one field. */
  children: ReactNode;
};

/**
 * A transfer's dialog: whom the piece goes to, then Cancel and the button that sends it. Sent,
 * the server's message is a toast and the dialog closes; refused, its reason (else `failure`)
 * stands under the field. While the call is on its way the dialog stays open, its buttons held.
 */
export function TransferFormDialog<Input extends FieldValues, Values, Body>({
  open,
  onOpenChange,
  title,
  description,
  form,
  call,
  toBody,
  errorField,
  failure,
  onTransferred,
  submitIcon,
  submitLabel,
  children,
}: TransferFormDialogProps<Input, Values, Body>) {
  const pending = call.isPending;
  const onSubmit = (values: Values) =>
    call.mutate(toBody(values), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset();
        onOpenChange(false);
        onTransferred?.();
      },
      onError: (error) =>
        form.setError(errorField, { type: "server", message: serverMessageOr(error, failure) }),
    });
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
