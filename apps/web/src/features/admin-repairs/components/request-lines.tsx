import type { LineCoverageInput, RepairLineRecord, RepairRequestRecord } from "@lo/domain";
import { Pencil } from "lucide-react";
import { WorkshopNotes } from "@/components/repair/workshop-notes";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { StateBadge } from "@/components/ui/state-badge";
import { CoverageBadge } from "@/components/repair/coverage-badge";
import { OverdueBadge } from "@/components/repair/overdue-badge";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { NextLineAction } from "./next-line-action";

export type LineActions = {
  isSelected: (lineId: number) => boolean;
  onSelect: (request: RepairRequestRecord, line: RepairLineRecord, on: boolean) => void;
  onNext: (
    line: RepairLineRecord,
    note: string,
    internal: boolean,
    coverage?: LineCoverageInput,
  ) => Promise<boolean>;
  /** The line whose 'Next' is on its way. */
  pendingLineId: number | undefined;
  onUpdateLine: (request: RepairRequestRecord, line: RepairLineRecord) => void;
};

type RequestLinesProps = { request: RepairRequestRecord; actions: LineActions };

/**
 * The lines of one request, opened under its row: fixed column widths, so the lines of every
 * request line up with each other; a serial number never breaks over two lines.
 */
export function RequestLines({ request, actions }: RequestLinesProps) {
  return (
    <table
      aria-label={`Items in repair request ${request.id}`}
      className="w-full min-w-[72rem] table-fixed text-sm"
    >
      <colgroup>
        <col className="w-10" />
        <col className="w-40" />
        <col />
        <col className="w-40" />
        <col className="w-40" />
        <col className="w-[31rem]" />
      </colgroup>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <span className="sr-only">Select</span>
          </TableHead>
          <TableHead>Item</TableHead>
          <TableHead>Problem Description</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Workshop Notes</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {request.products.map((line) => (
          <TableRow key={line.repairlineid} className="align-top">
            <TableCell className="align-top">
              <Checkbox
                aria-label={`Select ${line.serialNumber} (request #${request.id})`}
                checked={actions.isSelected(line.repairlineid)}
                onCheckedChange={(checked) => actions.onSelect(request, line, checked === true)}
                className="mt-1"
              />
            </TableCell>
            <TableCell className="align-top">
              <span className="serial block truncate text-xs" title={line.serialNumber}>
                {line.serialNumber}
              </span>
              <span className="block truncate text-muted-foreground">{line.productType}</span>
            </TableCell>
            <TableCell className="align-top break-words whitespace-pre-line">
              {line.problemDescription}
            </TableCell>
            <TableCell className="align-top">
              <span className="flex flex-wrap items-center gap-1.5">
                <StateBadge state={line.state} />
                {line.overdue ? <OverdueBadge /> : null}
                {line.coverage ? <CoverageBadge coverage={line.coverage} /> : null}
              </span>
            </TableCell>
            <TableCell className="align-top">
              <WorkshopNotes log={line.workshopLog} itemLabel={line.serialNumber} />
            </TableCell>
            <TableCell className="align-top">
              <div className="flex items-center gap-1.5">
                <NextLineAction
                  line={line}
                  onNext={actions.onNext}
                  pending={actions.pendingLineId === line.repairlineid}
                />
                <Button
                  variant="outline"
                  size="icon"
                  title="Update"
                  aria-label={`Update ${line.serialNumber}`}
                  aria-haspopup="dialog"
                  onClick={() => actions.onUpdateLine(request, line)}
                  className="size-9 sm:size-9"
                >
                  <Pencil aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </table>
  );
}
