import { AuditHistory } from "@/components/audit-history/audit-history";
import { CareGuideSection } from "./care-guide-section";
import { ItemFacts } from "./item-facts";
import { ItemOwners } from "./item-owners";
import { ItemRepairs } from "./item-repairs";
import { TransferSection } from "./transfer-section";
import type { ItemSection } from "./item-section";
import { VerifyLinkSection } from "./verify-link-section";

/**
 * The item page's sections, in order. Adding one (the photos, the transfer) is one line here:
 * `{ key, only?, render: ({ page, admin }) => <Section ... /> }`.
 */
export const ITEM_SECTIONS: readonly ItemSection[] = [
  { key: "facts", render: (props) => <ItemFacts {...props} /> },
  { key: "owners", render: (props) => <ItemOwners {...props} /> },
  { key: "repairs", render: (props) => <ItemRepairs {...props} /> },
  { key: "care-guide", render: (props) => <CareGuideSection {...props} /> },
  { key: "verify-link", render: (props) => <VerifyLinkSection {...props} /> },
  { key: "transfer", render: (props) => <TransferSection {...props} /> },
  {
    key: "history",
    only: "admin",
    render: ({ page }) => (
      <div className="mt-10">
        <AuditHistory subject={{ serialno: page.item.serialno }} />
      </div>
    ),
  },
];
