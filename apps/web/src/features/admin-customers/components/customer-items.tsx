import type { CustomerOverviewItem } from "@lo/domain";
import { Link } from "@/components/link";
import { StateBadge } from "@/components/ui/state-badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { itemHref, requestHref } from "@/lib/admin-links";
import { formatCount, formatDate } from "@/lib/format";
import { CustomerSection } from "./customer-section";

/** The customer's pieces: serial number (a link, never broken over two lines), what it is, repairs. */
export function CustomerItems({ items }: { items: CustomerOverviewItem[] }) {
  return (
    <CustomerSection
      id="customer-items"
      title="Items"
      count={items.length}
      empty="No items registered yet."
    >
      <div className="overflow-hidden rounded-lg border border-border bg-card shadow-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Serial No</TableHead>
              <TableHead>Product</TableHead>
              <TableHead className="text-right">Repairs</TableHead>
              <TableHead>Open repair</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.serialno}>
                <TableCell>
                  <Link
                    to={itemHref(item.serialno)}
                    className="serial rounded-sm text-xs font-medium underline decoration-brass/50 underline-offset-4 hover:decoration-brass"
                  >
                    {item.serialno}
                  </Link>
                </TableCell>
                <TableCell className="min-w-40">
                  <span className="flex flex-col">
                    <span>{item.productType}</span>
                    <span className="text-xs text-muted-foreground">
                      {[item.colour, item.size].filter(Boolean).join(" · ") || "—"}
                    </span>
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(item.repairs)}
                  {item.lastRepairDate ? (
                    <span className="block text-xs whitespace-nowrap text-muted-foreground">
                      last {formatDate(item.lastRepairDate)}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  {item.openRepair ? (
                    <Link
                      to={requestHref(item.openRepair.requestId)}
                      className="inline-flex items-center gap-2 rounded-sm whitespace-nowrap underline decoration-brass/50 underline-offset-4 hover:decoration-brass"
                    >
                      <span className="tabular-nums">#{item.openRepair.requestId}</span>
                      <StateBadge state={item.openRepair.state} />
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </CustomerSection>
  );
}
