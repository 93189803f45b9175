import { AdminTransferButton } from "@/components/item-transfer/admin-transfer-button";
import { ItemTransferPanel } from "@/components/item-transfer/item-transfer-panel";
import type { ItemSectionProps } from "./item-section";
import { ItemPageSection } from "./titled-section";

/**
 * Passing the piece on (decision 066): the owner names the recipient's e-mail and may cancel until
 * it is accepted; an admin moves it straight to another customer. Its history goes with it.
 */
export function TransferSection({ page, admin }: ItemSectionProps) {
  const { item } = page;
  const label = [item.productType, item.colour].filter(Boolean).join(", ");
  const owner = page.owners.find((time) => time.to === null)?.owner;
  return (
    <ItemPageSection id="item-transfer-title" title={admin ? "Transfer" : "Passing it on"}>
      <div className="mt-3 flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="max-w-prose text-sm text-muted-foreground">
          {admin
            ? "Move this piece to another customer. Its repairs and warranty go with it; a piece in an open repair cannot move."
            : "Giving this piece away or selling it? Transfer it: the new owner accepts from the link we e-mail them, and the lifetime warranty and the piece's repair history go with it."}
        </p>
        {admin ? (
          <AdminTransferButton serialno={item.serialno} ownerName={owner?.name} />
        ) : (
          <ItemTransferPanel serialno={item.serialno} label={label} />
        )}
      </div>
    </ItemPageSection>
  );
}
