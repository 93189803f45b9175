import { Button } from "@/components/ui/button";
import { LightDialog } from "@/components/ui/light-dialog";
import { MODAL_FOOTER } from "@/components/ui/overlay-styles";
import { Spinner } from "@/components/ui/spinner";

type DeclineQuoteDialogProps = {
  serialNumber: string;
  /** While the answer is on its way: both buttons held, and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * 'Decline the quote for …?': declining is final (decision 095), so it is asked first. On the
 * platform's `<dialog>` (LightDialog), as the tracking page is public and loads no Radix
 * (decision 080). 'Keep it' comes first, so it is what the dialog focuses on opening.
 */
export function DeclineQuoteDialog({
  serialNumber,
  pending,
  onConfirm,
  onClose,
}: DeclineQuoteDialogProps) {
  return (
    <LightDialog
      onClose={() => {
        if (!pending) onClose();
      }}
      title={`Decline the quote for ${serialNumber}?`}
      description="The workshop will send the piece back unrepaired."
    >
      <div className={MODAL_FOOTER}>
        <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
          Keep it
        </Button>
        <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner /> : null}
          Decline the quote
        </Button>
      </div>
    </LightDialog>
  );
}
