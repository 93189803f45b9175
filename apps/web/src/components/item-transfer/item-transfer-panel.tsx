import { ArrowRightLeft, Clock, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { TransferDialog } from "./transfer-dialog";
import { useCancelTransfer, useMyPendingTransfers } from "./transfer-api";

type ItemTransferPanelProps = {
  serialno: string;
  /** What the piece is, e.g. 'Belt, Chestnut' (the dialog names it). */
  label?: string;
  className?: string;
};

/**
 * The owner's transfer of one piece (My Products' rows, the item page): 'Transfer' opens the
 * dialog; while a transfer waits, who it waits for and 'Cancel transfer'.
 */
export function ItemTransferPanel({ serialno, label, className }: ItemTransferPanelProps) {
  const [open, setOpen] = useState(false);
  const pending = useMyPendingTransfers();
  const cancel = useCancelTransfer();
  const waiting = pending.data?.find((transfer) => transfer.serialno === serialno);

  if (waiting) {
    return (
      <div className={cn("flex flex-col items-start gap-1.5 text-sm", className)}>
        <span className="inline-flex max-w-64 items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate" title={waiting.email}>
            Transfer to {waiting.email} waiting
          </span>
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          aria-label={`Cancel transfer of ${serialno}`}
          onClick={() =>
            cancel.mutate(serialno, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) =>
                toast.error(serverMessageOr(error, "The transfer could not be cancelled.")),
            })
          }
        >
          {cancel.isPending ? <Spinner /> : <X aria-hidden="true" />}
          Cancel transfer
        </Button>
      </div>
    );
  }

  return (
    <div className={className}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Transfer ${serialno}`}
        onClick={() => setOpen(true)}
      >
        <ArrowRightLeft aria-hidden="true" />
        Transfer
      </Button>
      <TransferDialog serialno={serialno} label={label} open={open} onOpenChange={setOpen} />
    </div>
  );
}
