import {
  formatRand,
  quoteFormSchema,
  vatRateOf,
  type QuoteFormInput,
  type QuoteSavePayload,
  type RequestPageLine,
} from "@lo/domain";
import { Form, useSchemaForm } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { toast } from "@/components/ui/toast";
import { isApiError } from "@/lib/api-client";
import { useBillingSettings, useSaveQuote } from "../quotes-api";
import { EMPTY_ITEM, QuoteRows, Sums } from "./quote-rows";

/** The form's rows as they start: the newest version's lines, or one empty line. */
function startingItems(line: RequestPageLine): QuoteFormInput["items"] {
  const newest = line.quoteDraft ?? line.quote;
  if (!newest) return [{ ...EMPTY_ITEM }];
  return newest.items.map((item) => ({
    description: item.description,
    quantity: String(item.quantity),
    unitCents: formatRand(item.unitCents).replace(/^R /, ""),
  }));
}

function QuoteForm({
  requestId,
  line,
  onClose,
}: {
  requestId: number;
  line: RequestPageLine;
  onClose: () => void;
}) {
  const save = useSaveQuote(requestId);
  const billing = useBillingSettings();
  const form = useSchemaForm<QuoteFormInput, QuoteSavePayload>(quoteFormSchema, {
    defaultValues: { items: startingItems(line) },
  });
  const vatBasisPoints = billing.data ? vatRateOf(billing.data) : null;
  return (
    <>
      <DialogHeading
        title={`Quote for ${line.serialNumber}`}
        description="Prices include VAT. The customer sees the quote once you send it."
      >
        <p className="text-sm text-muted-foreground">{line.productType}</p>
      </DialogHeading>
      <Form
        form={form}
        className="flex flex-col gap-5"
        onSubmit={async (payload) => {
          try {
            const answer = await save.mutateAsync({ lineId: line.repairlineid, payload });
            toast.success(answer.message);
            onClose();
          } catch (error) {
            toast.error(
              isApiError(error) ? error.message : "The quote was not saved. Please try again.",
            );
          }
        }}
      >
        <QuoteRows form={form} />
        <Sums form={form} vatBasisPoints={vatBasisPoints} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save quote
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}

/** The workshop writes or changes a piece's quote (decision 095): its draft until sent. */
export function QuoteDialog({
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
        <DialogContent className="max-w-2xl">
          <QuoteForm key={line.repairlineid} requestId={requestId} line={line} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
