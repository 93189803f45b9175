import {
  QUOTE_ANSWER_WAY_LABELS,
  QUOTE_RECORDED_WAYS,
  quoteApprovalFormSchema,
  formatRand,
  type QuoteApprovalFormInput,
  type RequestPageLine,
} from "@lo/domain";
import { Controller } from "react-hook-form";
import { Form, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { Field } from "@/components/ui/field";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useRecordApproval } from "../quotes-api";

const WAY_OPTIONS = QUOTE_RECORDED_WAYS.map((way) => ({
  value: way,
  label: QUOTE_ANSWER_WAY_LABELS[way].replace(/^./, (first) => first.toUpperCase()),
}));

function ApprovalForm({
  requestId,
  line,
  onClose,
}: {
  requestId: number;
  line: RequestPageLine;
  onClose: () => void;
}) {
  const record = useRecordApproval(requestId);
  const newest = line.quoteDraft ?? line.quote;
  const form = useSchemaForm<QuoteApprovalFormInput, QuoteApprovalFormInput>(
    quoteApprovalFormSchema,
    { defaultValues: { via: "phone", note: "" } },
  );
  const { errors } = form.formState;
  if (!newest) return null;
  return (
    <>
      <DialogHeading
        title={`Record approval of ${line.serialNumber}`}
        description={`The customer approved version ${newest.version} of the quote, ${formatRand(newest.totalCents)}, outside the site. The note is kept in the history; the customer does not see it.`}
      />
      <Form
        form={form}
        className="flex flex-col gap-5"
        onSubmit={async (values) => {
          try {
            const answer = await record.mutateAsync({
              lineId: line.repairlineid,
              payload: { ...values, version: newest.version },
            });
            toast.success(answer.message);
            onClose();
          } catch (error) {
            toast.error(
              isApiError(error) ? error.message : "Nothing was recorded. Please try again.",
            );
          }
        }}
      >
        <Field id="approval-via" label="How the customer approved" messages={errors.via?.message}>
          {(props) => (
            <Controller
              control={form.control}
              name="via"
              render={({ field }) => (
                <OptionSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  options={WAY_OPTIONS}
                  trigger={{ ...props, ref: field.ref, onBlur: field.onBlur }}
                />
              )}
            />
          )}
        </Field>
        <Field id="approval-note" label="Note" required messages={errors.note?.message}>
          <Textarea
            rows={3}
            placeholder="Who approved, when, and anything agreed"
            {...form.register("note")}
          />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={record.isPending}>
            Record approval
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}

/** An approval the customer gave by phone or in the workshop, recorded with a note. */
export function RecordApprovalDialog({
  requestId,
  line,
  onClose,
}: {
  requestId: number;
  line: RequestPageLine | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      {line ? (
        <DialogContent className="max-w-lg">
          <ApprovalForm
            key={line.repairlineid}
            requestId={requestId}
            line={line}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
