import { CARE_GUIDE_MAX, careGuideBodySchema, type CareGuide } from "@lo/domain";
import type { z } from "zod";
import { Form, useSchemaForm } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { FormMessage } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useSaveCareGuide } from "../api";

type CareGuideBody = z.output<typeof careGuideBodySchema>;

type EditCareGuideDialogProps = {
  guide: CareGuide;
  open: boolean;
  onClose: () => void;
};

/** 'Edit care guide': the type's text, checked as the server checks it, saved for every piece. */
export function EditCareGuideDialog({ guide, open, onClose }: EditCareGuideDialogProps) {
  const form = useSchemaForm<CareGuideBody>(careGuideBodySchema, {
    defaultValues: { text: guide.text },
  });
  const text = form.watch("text");
  const error = form.formState.errors.text?.message;
  const save = useSaveCareGuide();

  const submit = (values: CareGuideBody) =>
    save.mutate(
      { productTypeId: guide.productTypeId, text: values.text },
      {
        onSuccess: onClose,
        onError: (failure) =>
          form.setError("text", {
            type: "server",
            message: isApiError(failure)
              ? failure.message
              : "The care guide was not saved. Please try again.",
          }),
      },
    );

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) onClose();
      }}
      className="max-w-2xl"
      title="Edit care guide"
      description={`The care guide of every ${guide.productType}, shown on each piece's page.`}
    >
      <Form form={form} aria-label="Edit care guide" onSubmit={submit}>
        <Label htmlFor="care-guide-text">Care guide</Label>
        <Textarea
          id="care-guide-text"
          className="mt-1.5 min-h-48"
          maxLength={CARE_GUIDE_MAX + 100}
          aria-invalid={error ? true : undefined}
          aria-describedby="care-guide-count care-guide-error"
          {...form.register("text")}
        />
        <p id="care-guide-count" className="mt-1 text-xs text-muted-foreground">
          {text.trim().length} of {CARE_GUIDE_MAX} characters
        </p>
        <FormMessage id="care-guide-error" messages={error} className="mt-2" />
        <DialogFooter className="mt-5">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            Save care guide
          </SubmitButton>
        </DialogFooter>
      </Form>
    </DialogPanel>
  );
}
