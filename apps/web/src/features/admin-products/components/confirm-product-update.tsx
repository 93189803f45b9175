import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ProductChange } from "./product-changes";

function ChangeList({ changes }: { changes: ProductChange[] }) {
  return (
    <dl className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3 text-sm">
      {changes.map((change) => (
        <div key={change.label} className="grid grid-cols-[7rem_1fr] gap-2">
          <dt className="font-medium">{change.label}</dt>
          <dd className="break-words">
            <span className="text-muted-foreground line-through">{change.before}</span>
            {" → "}
            <span className="font-medium">{change.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

type ConfirmProductUpdateProps = {
  serialno: string;
  /** Open while there are changes to confirm. */
  changes: ProductChange[] | undefined;
  onCancel: () => void;
  saving: boolean;
  onConfirm: () => void;
};

/** The edit's second step: each change, before and after, before anything is saved. */
export function ConfirmProductUpdate({
  serialno,
  changes,
  onCancel,
  saving,
  onConfirm,
}: ConfirmProductUpdateProps) {
  return (
    <ConfirmDialog
      open={changes !== undefined}
      onOpenChange={(open) => !open && onCancel()}
      title="Confirm Product Update"
      description={<>These changes to {serialno} will be saved. This action cannot be undone.</>}
      confirmLabel="Confirm & Save"
      pending={saving}
      onConfirm={onConfirm}
    >
      <ChangeList changes={changes ?? []} />
    </ConfirmDialog>
  );
}
