import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminTransferDialog } from "./admin-transfer-dialog";

/** A row's 'Transfer' for admins: opens the direct-transfer dialog for that piece. */
export function AdminTransferButton({
  serialno,
  ownerName,
}: {
  serialno: string;
  ownerName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Transfer ${serialno}`}
        onClick={() => setOpen(true)}
      >
        <ArrowRightLeft aria-hidden="true" />
        <span className="hidden md:inline">Transfer</span>
      </Button>
      <AdminTransferDialog
        serialno={serialno}
        ownerName={ownerName}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
